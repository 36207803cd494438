// The properties catch every planted bug. For each planted implementation,
// each law family runs its properties (the same ones as for the built-ins) over
// every kind it applies to until one fails; the test prints which family caught
// the bug, on which kind, after how many tests and how long. The oracle family
// and at least one other law must catch each bug. The needle (one occupancy of
// one square) is hunted with every law at once on rook_attacks, where the
// generator's `rays` mode draws occupancies of its shape.
#include "slidercheck/planted.h"

#include <gtest/gtest.h>
#include <rapidcheck.h>

#include <chrono>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "properties.h"

namespace slidercheck {
namespace {

// Tests per kind for each family.
constexpr int kBudget = 1000;
// Tests for the needle (how many it took: docs/measurements.md).
constexpr int kNeedleBudget = 400000;

struct Catch {
  bool caught = false;
  Kind kind = Kind::rook_attacks;
  int tests = 0;
  double seconds = 0;
  std::string message;  // RapidCheck's failure message: counterexample, report, reproduce
};

// Returns the first failure of family's properties over kinds on planted.
Catch hunt(const Implementation& planted, const Family& family, const std::vector<Kind>& kinds,
           int budget) {
  const auto start = std::chrono::steady_clock::now();
  Catch c;
  for (Kind kind : kinds) {
    rc::detail::TestMetadata metadata;
    metadata.id =
        std::string("planted/") + planted.name + "/" + family.name + "/" + kind_name(kind);
    metadata.description = metadata.id;
    rc::detail::TestParams params = rc::detail::configuration().testParams;
    params.maxSuccess = budget;
    const rc::detail::TestResult result = rc::detail::checkTestable(
        [&] { hold(kind, family, std::span<const Implementation>(&planted, 1)); }, metadata,
        params);
    rc::detail::FailureResult failure;
    rc::detail::SuccessResult success;
    if (result.match(failure)) {
      c.caught = true;
      c.kind = kind;
      c.tests += failure.numSuccess + 1;
      std::ostringstream message;
      rc::detail::printResultMessage(result, message);
      c.message = message.str();
      break;
    }
    if (result.match(success)) c.tests += success.numSuccess;
  }
  c.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return c;
}

void print(const Implementation& planted, const Family& family, const Catch& c) {
  std::cout << (c.caught ? "[caught] " : "[missed] ") << planted.name << " by " << family.name;
  if (c.caught) std::cout << " on " << kind_name(c.kind);
  std::cout << " after " << c.tests << " tests in " << std::fixed << std::setprecision(3)
            << c.seconds << " s\n";
}

class PlantedProperties : public ::testing::TestWithParam<const char*> {};

TEST_P(PlantedProperties, AreCaught) {
  const Implementation& planted = *find_planted(GetParam());
  constexpr auto kinds = all_kinds();
  if (std::string(planted.name) == "planted_needle") {
    const Catch c = hunt(planted, family("all"), {Kind::rook_attacks}, kNeedleBudget);
    print(planted, family("all"), c);
    ASSERT_TRUE(c.caught) << "the needle survived " << c.tests << " tests";
    std::cout << c.message << "\n";
    return;
  }
  bool caught_by_a_law = false;
  std::string first_message;
  for (const Family& f : families()) {
    if (std::string(f.name) == "all") continue;
    std::vector<Kind> applicable;
    for (Kind kind : kinds) {
      if (family_applies(f, kind)) applicable.push_back(kind);
    }
    const Catch c = hunt(planted, f, applicable, kBudget);
    print(planted, f, c);
    if (std::string(f.name) == "oracle") {
      EXPECT_TRUE(c.caught) << "the oracle property missed " << planted.name;
      first_message = c.message;
    } else {
      caught_by_a_law = caught_by_a_law || c.caught;
    }
  }
  EXPECT_TRUE(caught_by_a_law) << "no law (other than the oracle) caught " << planted.name;
  std::cout << first_message << "\n";
}

INSTANTIATE_TEST_SUITE_P(
    Props, PlantedProperties,
    ::testing::Values("planted_wrap_h_to_a", "planted_missing_edge", "planted_own_bit",
                      "planted_off_line", "planted_needle", "planted_between_includes_a",
                      "planted_line_missing_edge", "planted_to_b_unaligned_empty",
                      "planted_inclusive_unaligned_ends", "planted_knight_set_wrap",
                      "planted_pawn_wrap", "planted_ray_stops_at_b", "planted_pawn_side_wrap",
                      "planted_shift_wrap", "planted_ray_forward_scan",
                      "planted_with_ends_unaligned_empty", "planted_to_b_aligned_unaligned_b",
                      "planted_knight_shift_wrap", "planted_push_wrong_way",
                      "planted_double_push_first_step", "planted_sees_to_occupied",
                      "planted_set_attacks_lowest"),
    [](const auto& info) { return std::string(info.param); });

// The list above names every planted implementation.
TEST(PlantedProperties, CoverEveryPlantedImplementation) {
  EXPECT_EQ(planted_implementations().size(), 22u);
}

}  // namespace
}  // namespace slidercheck
