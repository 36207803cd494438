// The exhaustive enumeration, run on every built-in implementation and every
// function kind it provides. Each test prints how many cases it checked.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "slidercheck/enumerate.h"
#include "slidercheck/registry.h"

namespace slidercheck {
namespace {

struct Target {
  const Implementation* impl;
  Kind kind;
};

std::vector<Target> targets(bool queen_only) {
  std::vector<Target> out;
  for (const Implementation& impl : builtin_implementations()) {
    for (Kind kind : all_kinds()) {
      if (!impl.provides(kind)) continue;
      if (queen_only && kind != Kind::queen_attacks) continue;
      out.push_back({&impl, kind});
    }
  }
  return out;
}

void PrintTo(const Target& t, std::ostream* os) { *os << t.impl->name << " " << kind_name(t.kind); }

std::string target_name(const ::testing::TestParamInfo<Target>& info) {
  return std::string(info.param.impl->name) + "__" + kind_name(info.param.kind);
}

class Exhaustive : public ::testing::TestWithParam<Target> {};

TEST_P(Exhaustive, AgreesWithTheOracle) {
  const auto [impl, kind] = GetParam();
  const KindResult r = check_kind(*impl, kind, Level::standard);
  std::cout << "[cases] " << impl->name << " " << kind_name(kind) << ": " << r.cases
            << " cases checked in " << r.seconds << " s\n";
  EXPECT_GT(r.cases, 0u);
  if (r.mismatch) FAIL() << report(*r.mismatch);
}

INSTANTIATE_TEST_SUITE_P(Exhaustive, Exhaustive, ::testing::ValuesIn(targets(false)), target_name);

// The queen over every subset of its four lines at once: up to 2^27 line
// occupancies per square, 1,166,016,512 in all, each in both own-bit states.
class QueenLines : public ::testing::TestWithParam<Target> {};

TEST_P(QueenLines, AgreesWithTheOracle) {
  const Implementation& impl = *GetParam().impl;
  std::uint64_t cases = 0;
  for (int sq = 0; sq < 64; ++sq) {
    const KindResult r = check_queen_lines(impl, sq, sq);
    cases += r.cases;
    if (r.mismatch) FAIL() << report(*r.mismatch);
  }
  std::cout << "[cases] " << impl.name << " queen_attacks, all lines at once: " << cases
            << " cases checked\n";
  EXPECT_EQ(cases, 2 * 1166016512ull);
}

INSTANTIATE_TEST_SUITE_P(QueenLines, QueenLines, ::testing::ValuesIn(targets(true)), target_name);

}  // namespace
}  // namespace slidercheck
