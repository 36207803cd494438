// The conventions: square numbering, names, directions, parsing.
#include "slidercheck/board.h"

#include <gtest/gtest.h>

namespace slidercheck {
namespace {

TEST(Board, SquareNumberingIsLittleEndianRankFile) {
  EXPECT_EQ(*parse_square("a1"), 0);
  EXPECT_EQ(*parse_square("h1"), 7);
  EXPECT_EQ(*parse_square("a8"), 56);
  EXPECT_EQ(*parse_square("h8"), 63);
  EXPECT_EQ(*parse_square("e4"), 28);
  for (int sq = 0; sq < 64; ++sq) EXPECT_EQ(*parse_square(square_name(sq)), sq);
}

TEST(Board, DirectionsFollowTheWiki) {
  const int shifts[8] = {+9, +1, -7, -8, -9, -1, +7, +8};
  for (int d = 0; d < 8; ++d) {
    EXPECT_EQ(dir8_rank_step(d) * 8 + dir8_file_step(d), shifts[d]) << dir8_name(d);
    EXPECT_EQ(dir8_file_step(opposite(d)), -dir8_file_step(d));
    EXPECT_EQ(dir8_rank_step(opposite(d)), -dir8_rank_step(d));
    EXPECT_EQ(*parse_dir8(dir8_name(d)), d);
  }
  EXPECT_STREQ(dir8_name(0), "noEa");
  EXPECT_STREQ(dir8_name(7), "nort");
}

TEST(Board, ParsingRejectsBadText) {
  EXPECT_FALSE(parse_square("i1"));
  EXPECT_FALSE(parse_square("a9"));
  EXPECT_FALSE(parse_square("64"));
  EXPECT_FALSE(parse_square(""));
  EXPECT_FALSE(parse_bitboard("0x"));
  EXPECT_FALSE(parse_bitboard("0x1ffffffffffffffff"));
  EXPECT_FALSE(parse_bitboard("18446744073709551616"));
  EXPECT_FALSE(parse_bitboard("12abc"));
  EXPECT_EQ(*parse_bitboard("0xFFFFFFFFFFFFFFFF"), ~Bitboard{0});
  EXPECT_EQ(*parse_bitboard("18446744073709551615"), ~Bitboard{0});
  EXPECT_EQ(hex(0x80), "0x0000000000000080");
  EXPECT_FALSE(parse_dir8("8"));
  EXPECT_FALSE(parse_dir8("north"));
}

}  // namespace
}  // namespace slidercheck
