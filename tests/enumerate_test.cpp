// The enumeration itself: its composed expected values are the oracle's, and
// it covers what it claims.
#include "slidercheck/enumerate.h"

#include <gtest/gtest.h>

#include "slidercheck/oracle.h"

namespace slidercheck {
namespace {

TEST(Enumeration, ComposedExpectedValuesAreTheOracles) {
  for (Kind kind : all_kinds()) {
    std::uint64_t wrong = 0;
    const std::uint64_t cases =
        enumerate_cases(kind, Level::quick, 0xFF, [&](const Input& in, Bitboard expected) {
          wrong += oracle::eval(in) != expected;
          return true;
        });
    EXPECT_GT(cases, 0u) << kind_name(kind);
    EXPECT_EQ(wrong, 0u) << kind_name(kind);
  }
}

TEST(Enumeration, LineSubsetsAreComplete) {
  // rank_attacks, quick: 64 squares x 2^7 subsets x 2 own-bit states x 2 backgrounds.
  EXPECT_EQ(enumerate_cases(Kind::rank_attacks, Level::quick, 0xFF,
                            [](const Input&, Bitboard) { return true; }),
            64u * 128 * 2 * 2);
  std::uint64_t own_set = 0, own_clear = 0;
  enumerate_cases(Kind::file_attacks, Level::quick, 0xFF, [&](const Input& in, Bitboard) {
    ((in.occ >> in.sq) & 1 ? own_set : own_clear)++;
    return true;
  });
  EXPECT_EQ(own_set, own_clear);
}

TEST(Enumeration, MultiCoversOnlyTheGivenDirections) {
  std::uint8_t seen = 0;
  enumerate_cases(Kind::sliding_attacks, Level::quick, 0xAA, [&](const Input& in, Bitboard) {
    seen |= 1u << in.dir8;
    return true;
  });
  EXPECT_EQ(seen, 0xAA);
}

TEST(Enumeration, StopsWhenAsked) {
  EXPECT_EQ(enumerate_cases(Kind::between, Level::standard, 0xFF,
                            [](const Input&, Bitboard) { return false; }),
            1u);
}

TEST(Enumeration, LineSquaresWalkTheBoard) {
  EXPECT_EQ(line_squares(0, kEast), 0xFEu);
  EXPECT_EQ(line_squares(0, kNoEa), 0x8040201008040200u);
  EXPECT_EQ(line_squares(7, kNoWe), 0x0102040810204000u);
  EXPECT_EQ(line_squares(63, kSout), 0x0080808080808080u);
}

}  // namespace
}  // namespace slidercheck
