// The board symmetries (check/subjects/symmetry.cpp): the byte tables agree with the
// square-by-square reference, each symmetry has its inverse, and the kinds and
// directions they map to are the ones the definitions say.
#include "slidercheck/symmetry.h"

#include <gtest/gtest.h>

#include "slidercheck/diagnose.h"

namespace slidercheck {
namespace {

constexpr Symmetry kAll[] = {Symmetry::flip_vertical, Symmetry::flip_horizontal,
                             Symmetry::flip_diagonal, Symmetry::flip_antidiagonal,
                             Symmetry::rotate_90,     Symmetry::rotate_180,
                             Symmetry::rotate_270,    Symmetry::identity};

// Returns bb mapped square by square: the reference the tables are built from.
Bitboard by_squares(Symmetry s, Bitboard bb) {
  Bitboard out = 0;
  for (int sq = 0; sq < kSquares; ++sq)
    if ((bb >> sq) & 1) out |= square_bb(transform_square(s, sq));
  return out;
}

TEST(Symmetry, TablesAgreeWithTheSquares) {
  std::uint64_t state = 12345;
  for (Symmetry s : kAll) {
    for (int i = 0; i < 2000; ++i) {
      state += 0x9E3779B97F4A7C15ull;
      std::uint64_t z = state;
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
      const Bitboard bb = z ^ (z >> 31);
      ASSERT_EQ(transform(s, bb), by_squares(s, bb)) << symmetry_name(s);
      ASSERT_EQ(transform(inverse(s), transform(s, bb)), bb) << symmetry_name(s);
    }
  }
}

TEST(Symmetry, MapsKindsAndDirectionsAsTheDefinitionsSay) {
  // A transpose swaps rank and file and keeps the diagonal; a mirror swaps the diagonals.
  EXPECT_EQ(transform_kind(Symmetry::flip_diagonal, Kind::rank_attacks), Kind::file_attacks);
  EXPECT_EQ(transform_kind(Symmetry::flip_diagonal, Kind::diagonal_attacks),
            Kind::diagonal_attacks);
  EXPECT_EQ(transform_kind(Symmetry::flip_horizontal, Kind::diagonal_attacks),
            Kind::antidiagonal_attacks);
  EXPECT_EQ(transform_kind(Symmetry::rotate_90, Kind::rook_attacks), Kind::rook_attacks);
  EXPECT_EQ(transform_dir8(Symmetry::flip_vertical, kNort), kSout);
  EXPECT_EQ(transform_dir8(Symmetry::flip_horizontal, kEast), kWest);
  EXPECT_EQ(transform_square(Symmetry::rotate_90, 0), 56);  // a1 -> a8 (clockwise)
}

TEST(Symmetry, AWrongTableEntryIsSeen) {
  // The comparison above fails on a table that misplaces one square.
  const Bitboard bb = square_bb(3);
  Bitboard wrong = transform(Symmetry::flip_vertical, bb) ^ square_bb(0);
  EXPECT_NE(wrong, by_squares(Symmetry::flip_vertical, bb));
}

}  // namespace
}  // namespace slidercheck

// Which kinds can tell numberings apart (the "numbering: not observable" report
// and --mapping auto read this): rook, bishop, queen, the pair kinds, knights
// and kings look the same in every numbering; ranks, files, diagonals, the
// directional kinds and pawns do not.
TEST(NumberingObservable, FromTheKindTable) {
  using slidercheck::Kind;
  using slidercheck::numbering_observable;
  for (Kind kind :
       {Kind::rook_attacks, Kind::bishop_attacks, Kind::queen_attacks, Kind::xray_rook_attacks,
        Kind::squares_between, Kind::line_through, Kind::squares_between_to_b, Kind::knight_attacks,
        Kind::king_attacks, Kind::knight_set_attacks, Kind::king_set_attacks})
    EXPECT_FALSE(numbering_observable(kind)) << slidercheck::kind_name(kind);
  for (Kind kind :
       {Kind::rank_attacks, Kind::file_attacks, Kind::diagonal_attacks, Kind::antidiagonal_attacks,
        Kind::sliding_attacks, Kind::between, Kind::pawn_attacks, Kind::pawn_set_attacks})
    EXPECT_TRUE(numbering_observable(kind)) << slidercheck::kind_name(kind);
}

// Which numbering a kind tells from another (a correct engine of it checked a
// symmetry away fails): what may confirm a numbering in a diagnosis. Rank
// attacks cannot tell a rank flip or a half turn (every rank stays a rank),
// so they never confirm a8,b8 or h8,g8 against a1,b1; both pawn sides
// together cannot tell a file mirror, one side can.
TEST(NumberingDistinguishes, OnlyWhatTheKindCanSee) {
  using slidercheck::Kind;
  using slidercheck::numbering_distinguishes;
  using slidercheck::Symmetry;
  for (Symmetry t : {Symmetry::flip_vertical, Symmetry::flip_horizontal, Symmetry::rotate_180,
                     Symmetry::identity})
    EXPECT_FALSE(numbering_distinguishes(Kind::rank_attacks, t)) << symmetry_name(t);
  for (Symmetry t : {Symmetry::flip_diagonal, Symmetry::rotate_90})
    EXPECT_TRUE(numbering_distinguishes(Kind::rank_attacks, t)) << symmetry_name(t);
  EXPECT_TRUE(numbering_distinguishes(Kind::diagonal_attacks, Symmetry::flip_vertical));
  EXPECT_FALSE(numbering_distinguishes(Kind::diagonal_attacks, Symmetry::rotate_180));
  EXPECT_FALSE(numbering_distinguishes(Kind::pawn_attacks, Symmetry::flip_horizontal));
  EXPECT_TRUE(numbering_distinguishes(Kind::pawn_attacks, Symmetry::flip_vertical));
  EXPECT_TRUE(numbering_distinguishes(Kind::pawn_west_attacks, Symmetry::flip_horizontal));
  EXPECT_FALSE(numbering_distinguishes(Kind::pawn_double_attacks, Symmetry::flip_horizontal));
  EXPECT_TRUE(numbering_distinguishes(Kind::shift_one, Symmetry::flip_horizontal));
  EXPECT_FALSE(numbering_distinguishes(Kind::knight_attacks, Symmetry::rotate_90));
  EXPECT_FALSE(numbering_distinguishes(Kind::squares_between, Symmetry::flip_diagonal));
}
