// An engine that declares its own-square contract (slidercheck_own_square =
// "empty", plugin.h) and is right only under it: its rank attacks stop at the
// slider's own square when that square is occupied. The conformance library
// takes the declaration from the program when Options leaves the contract
// unset; a contract given in Options overrides it.
#include <gtest/gtest.h>

#include <cstdint>

#include "slidercheck/conformance.h"
#include "slidercheck/plugin.h"

SLIDERCHECK_EXPORT const char slidercheck_own_square[] = "empty";

namespace {

std::uint64_t walk(std::uint64_t occ, int sq, int df) {
  std::uint64_t out = 0;
  for (int f = sq % 8 + df; f >= 0 && f < 8; f += df) {
    out |= std::uint64_t{1} << (8 * (sq / 8) + f);
    if (occ >> (8 * (sq / 8) + f) & 1) break;
  }
  return out;
}

// Right when the own square is empty; with it occupied, returns nothing.
std::uint64_t rank_attacks(std::uint64_t occ, int sq) {
  if (occ >> sq & 1) return 0;
  return walk(occ, sq, 1) | walk(occ, sq, -1);
}

const slidercheck::conformance::Functions kEngine{.rank_attacks = rank_attacks};

}  // namespace

TEST(DeclaredContract, TakenFromTheEngine) {
  const auto results =
      slidercheck::conformance::check("declared", kEngine, {.level = slidercheck::Level::quick});
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].status, slidercheck::conformance::Result::Status::pass);
}

TEST(DeclaredContract, OptionOverrides) {
  const slidercheck::conformance::Options any{.level = slidercheck::Level::quick,
                                              .own_square = slidercheck::OwnSquare::any};
  const auto results = slidercheck::conformance::check("declared", kEngine, any);
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].status, slidercheck::conformance::Result::Status::fail);
  EXPECT_NE(slidercheck::conformance::describe(results[0], any).find("own square:     any"),
            std::string::npos);
}

TEST(DeclaredContract, ReportSaysWhere) {
  // Declared "empty", checked under it, the failure of another function's
  // report would name the declaration: the describe text of a failing result
  // under unset options says where the contract came from.
  const slidercheck::conformance::Functions wrong{
      .rank_attacks = [](std::uint64_t occ, int sq) { return rank_attacks(occ, sq) & ~1ull; }};
  const slidercheck::conformance::Options unset{.level = slidercheck::Level::quick};
  const auto results = slidercheck::conformance::check("declared", wrong, unset);
  ASSERT_EQ(results.size(), 1u);
  ASSERT_EQ(results[0].status, slidercheck::conformance::Result::Status::fail);
  EXPECT_NE(slidercheck::conformance::describe(results[0], unset)
                .find("(from the engine's slidercheck_own_square)"),
            std::string::npos)
      << slidercheck::conformance::describe(results[0], unset);
}
