// The oracle against positions worked by hand in the source documents.
#include "slidercheck/oracle.h"

#include <gtest/gtest.h>

#include "wiki_positions.h"

namespace slidercheck {
namespace {

using wiki::squares;

TEST(Oracle, WikiNorthAttacksOfRookOnD2) {
  // "Subtracting a Rook from a Blocking Piece": occupancy and north attacks[d2].
  const Bitboard occ = wiki::subtraction();
  EXPECT_EQ(oracle::ray(occ, *parse_square("d2"), kNort), squares({"d3", "d4", "d5", "d6", "d7"}));
}

TEST(Oracle, WikiObstructionDifferenceFileAttacksOnD4) {
  const Bitboard occ = wiki::obstruction();
  EXPECT_EQ(oracle::file_attacks(occ, *parse_square("d4")), squares({"d2", "d3", "d5", "d6"}));
}

TEST(Oracle, WikiXrayRankSample) {
  // rook 00001000, occupied 01011010 -> attacks 00010110, x-ray 01100001
  // (bytes written a-file first).
  const int rook = *parse_square("e1");
  const Bitboard occ = wiki::xray_rank();
  EXPECT_EQ(oracle::rank_attacks(occ, rook), squares({"d1", "f1", "g1"}));
  EXPECT_EQ(oracle::xray_rook_attacks(occ, occ, rook), squares({"b1", "c1", "h1"}));
}

TEST(Oracle, EmptyBoardAndCorners) {
  EXPECT_EQ(popcount(oracle::rook_attacks(0, 0)), 14);
  EXPECT_EQ(popcount(oracle::bishop_attacks(0, 27)), 13);
  EXPECT_EQ(popcount(oracle::queen_attacks(0, 27)), 27);
  EXPECT_EQ(oracle::rook_attacks(~Bitboard{0}, *parse_square("h8")), squares({"g8", "h7"}));
  EXPECT_EQ(oracle::ray(0, *parse_square("h1"), kEast), 0u);
  EXPECT_EQ(oracle::ray(0, *parse_square("a1"), kSoWe), 0u);
}

TEST(Oracle, OwnBitAndOffLineBitsDoNotMatter) {
  for (int sq = 0; sq < 64; ++sq) {
    const Bitboard occ = 0x0123456789ABCDEFull * (sq + 1);
    EXPECT_EQ(oracle::queen_attacks(occ | square_bb(sq), sq),
              oracle::queen_attacks(occ & ~square_bb(sq), sq));
  }
}

TEST(Oracle, MultiSliderKindsFollowTheirDefinitions) {
  // Rooks a1 and c1, a blocker on f1, c1's own square marked empty.
  const Bitboard sliders = squares({"a1", "c1"});
  const Bitboard empty = ~squares({"a1", "f1"});
  EXPECT_EQ(oracle::sliding_attacks(sliders, empty, kEast),
            squares({"b1", "c1", "d1", "e1", "f1"}));
  EXPECT_EQ(oracle::xray_sliding_attacks(sliders, empty, squares({"f1"}), kEast),
            squares({"g1", "h1"}));
  EXPECT_EQ(oracle::xray_sliding_attacks(sliders, empty, 0, kEast), 0u);
  EXPECT_EQ(oracle::between(squares({"a1"}), ~squares({"a1", "f1"}), squares({"f1"}), kEast),
            squares({"b1", "c1", "d1", "e1"}));
}

}  // namespace
}  // namespace slidercheck
