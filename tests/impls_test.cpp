// Tests that sit beside particular implementations: the registry's shape.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "slidercheck/registry.h"

namespace slidercheck {
namespace {

TEST(Registry, HasTheNineBuiltInNames) {
  const std::set<std::string> expected = {"subtraction",
                                          "reverse_bitboards",
                                          "hyperbola_quintessence",
                                          "obstruction_difference",
                                          "fill_by_subtraction",
                                          "xray_modified_occupancy",
                                          "xray_one_lookup",
                                          "kogge_stone",
                                          "ray_walker"};
  std::set<std::string> names;
  for (const Implementation& impl : builtin_implementations()) names.insert(impl.name);
  EXPECT_EQ(names, expected);
  EXPECT_STREQ(builtin_implementations().back().name, "ray_walker");
  EXPECT_EQ(find_builtin("fill_by_subtraction")->directions, 0xAA);
  EXPECT_EQ(find_builtin("nope"), nullptr);
}

}  // namespace
}  // namespace slidercheck
