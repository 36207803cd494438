// The pawn-side, double-pawn, ray_through and shift_one kinds: the oracle against hand-worked boards, the built-ins
// against the oracle on every input a shape allows cheaply, the laws on a
// correct and a wrong subject, and the side-relative pawn diagnosis.
#include <gtest/gtest.h>

#include <cstdint>

#include "impls/between_table.h"
#include "impls/kogge_stone.h"
#include "impls/leaper_shifts.h"
#include "slidercheck/laws.h"
#include "slidercheck/oracle.h"
#include "slidercheck/oracle_leapers.h"
#include "slidercheck/pawn_sides.h"
#include "slidercheck/random.h"
#include "slidercheck/registry.h"
#include "wiki_positions.h"

namespace slidercheck {
namespace {

using wiki::squares;
const auto sq = wiki::square_index;

TEST(NewKindsOracle, RayThroughByHand) {
  // From a, through the squares between and b, on to the edge.
  EXPECT_EQ(oracle::ray_through(sq("c1"), sq("e3")), squares({"d2", "e3", "f4", "g5", "h6"}));
  EXPECT_EQ(oracle::ray_through(sq("e3"), sq("c1")), squares({"d2", "c1"}));
  EXPECT_EQ(oracle::ray_through(sq("a1"), sq("a2")),
            squares({"a2", "a3", "a4", "a5", "a6", "a7", "a8"}));
  EXPECT_EQ(oracle::ray_through(sq("e4"), sq("f6")), 0u);  // a knight's jump: no line
  EXPECT_EQ(oracle::ray_through(sq("e4"), sq("e4")), 0u);
  EXPECT_EQ(oracle::ray_through(sq("h1"), sq("g1")),
            squares({"g1", "f1", "e1", "d1", "c1", "b1", "a1"}));
}

TEST(NewKindsOracle, PawnSidesByHand) {
  // White e2 and a2: west takes d3 (a2 has no west capture); east f3 and b3.
  const Bitboard white = squares({"e2", "a2"});
  EXPECT_EQ(oracle::pawn_west_attacks(0, white), squares({"d3"}));
  EXPECT_EQ(oracle::pawn_east_attacks(0, white), squares({"f3", "b3"}));
  // Black e7 and h7: west d6 and g6 (towards the a-file, as for white); east f6.
  const Bitboard black = squares({"e7", "h7"});
  EXPECT_EQ(oracle::pawn_west_attacks(1, black), squares({"d6", "g6"}));
  EXPECT_EQ(oracle::pawn_east_attacks(1, black), squares({"f6"}));
  // Double: c2 and e2 both attack d3; b7 and d7 both attack c6.
  EXPECT_EQ(oracle::pawn_double_attacks(0, squares({"c2", "e2", "h2"})), squares({"d3"}));
  EXPECT_EQ(oracle::pawn_double_attacks(1, squares({"b7", "d7"})), squares({"c6"}));
  EXPECT_EQ(oracle::pawn_double_attacks(0, squares({"a2", "h2"})), 0u);  // no wrap
}

TEST(NewKindsOracle, ShiftOneByHand) {
  EXPECT_EQ(oracle::shift_one(squares({"h1", "a1", "e4"}), kEast), squares({"b1", "f4"}));
  EXPECT_EQ(oracle::shift_one(squares({"h8", "a1", "e4"}), kNoEa), squares({"b2", "f5"}));
  EXPECT_EQ(oracle::shift_one(squares({"a8", "a1"}), kSout), squares({"a7"}));
  EXPECT_EQ(oracle::shift_one(~Bitboard{0}, kWest),
            ~Bitboard{0} & ~squares({"h1", "h2", "h3", "h4", "h5", "h6", "h7", "h8"}));
}

// The built-ins equal the oracle: every pair; every single square and 4,096
// random sets of each color and direction.
TEST(NewKindsBuiltins, EqualTheOracle) {
  for (int a = 0; a < kSquares; ++a)
    for (int b = 0; b < kSquares; ++b)
      ASSERT_EQ(impls::between_table::ray_through<Bitboard>(a, b), oracle::ray_through(a, b))
          << square_name(a) << " " << square_name(b);
  Rng rng{25};
  for (int i = 0; i < 64 + 4096; ++i) {
    const Bitboard set = i < 64 ? square_bb(i) : rng.board(i % 6);
    for (int color = 0; color < 2; ++color) {
      ASSERT_EQ(impls::leaper_shifts::pawn_west_attacks(color, set),
                oracle::pawn_west_attacks(color, set));
      ASSERT_EQ(impls::leaper_shifts::pawn_east_attacks(color, set),
                oracle::pawn_east_attacks(color, set));
      ASSERT_EQ(impls::leaper_shifts::pawn_double_attacks(color, set),
                oracle::pawn_double_attacks(color, set));
    }
    for (int d = 0; d < kDirections; ++d)
      ASSERT_EQ(impls::kogge_stone::shift_one(set, d), oracle::shift_one(set, d)) << d;
  }
}

// The composition laws hold on the oracle and catch a kind made wrong.
TEST(NewKindsLaws, CompositionsHoldAndCatch) {
  const Implementation oracle = oracle_implementation();
  const Input ray{.kind = Kind::ray_through, .sq = sq("c1"), .sq2 = sq("e3")};
  EXPECT_FALSE(law_composition(oracle, ray));
  Input dbl{.kind = Kind::pawn_double_attacks};
  dbl.set = squares({"c2", "e2", "g2"});
  EXPECT_FALSE(law_composition(oracle, dbl));
  Input shift{.kind = Kind::shift_one, .dir8 = kNoWe};
  shift.set = squares({"a1", "c3", "h8"});
  EXPECT_FALSE(law_composition(oracle, shift));
  EXPECT_FALSE(law_symmetry(oracle, shift));
  Input west{.kind = Kind::pawn_west_attacks};
  west.set = squares({"b2", "e5"});
  west.color = 1;
  EXPECT_FALSE(law_symmetry(oracle, west));
  // A double attack written as a union is caught by the composition.
  Implementation wrong = oracle;
  wrong.set(
      Kind::pawn_double_attacks, +[](int color, Bitboard pawns) {
        return oracle::pawn_west_attacks(color, pawns) | oracle::pawn_east_attacks(color, pawns);
      });
  const auto m = law_composition(wrong, dbl);
  ASSERT_TRUE(m);
  EXPECT_EQ(m->law, "composition:pawn_double=pawn_west&pawn_east");
}

// West named by the side's own left: black's sides swapped.
Bitboard relative_west(int color, Bitboard pawns) {
  return color == 0 ? oracle::pawn_west_attacks(0, pawns) : oracle::pawn_east_attacks(1, pawns);
}

TEST(PawnSides, SideRelativeIsDiagnosedAndNothingElse) {
  Implementation relative = oracle_implementation();
  relative.set(Kind::pawn_west_attacks, &relative_west);
  EXPECT_TRUE(looks_side_relative(relative, Kind::pawn_west_attacks));
  EXPECT_FALSE(looks_side_relative(relative, Kind::pawn_east_attacks));  // the oracle's
  // Correct, both swapped (west is east for both colors), or not a side kind: no.
  EXPECT_FALSE(looks_side_relative(oracle_implementation(), Kind::pawn_west_attacks));
  Implementation swapped = oracle_implementation();
  swapped.set(Kind::pawn_west_attacks, &oracle::pawn_east_attacks);
  EXPECT_FALSE(looks_side_relative(swapped, Kind::pawn_west_attacks));
  EXPECT_FALSE(looks_side_relative(relative, Kind::pawn_set_attacks));
  EXPECT_EQ(side_relative_diagnosis().id, "side_relative_pawns");
}

}  // namespace
}  // namespace slidercheck
