// The ray kind, ray_attacks(occ, sq, dir8): the oracle against hand-worked
// boards, the classical approach against the oracle on every occupancy of
// every ray's line, the laws on a correct and a wrong subject, and the board
// symmetries turning the direction with the square.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <string>

#include "impls/classical_rays.h"
#include "slidercheck/diagnose.h"
#include "slidercheck/laws.h"
#include "slidercheck/lines.h"
#include "slidercheck/oracle.h"
#include "slidercheck/planted.h"
#include "slidercheck/registry.h"
#include "wiki_positions.h"

namespace slidercheck {
namespace {

using wiki::squares;
const auto sq = wiki::square_index;

TEST(RayAttacksOracle, ByHand) {
  // The wiki's classical-approach diagram: nort from d2, d6 and d8 occupied.
  EXPECT_EQ(oracle::ray(squares({"d6", "d8"}), sq("d2"), kNort), squares({"d3", "d4", "d5", "d6"}));
  // Up to the edge on an empty board; nothing from the edge outwards.
  EXPECT_EQ(oracle::ray(0, sq("e4"), kSoWe), squares({"d3", "c2", "b1"}));
  EXPECT_EQ(oracle::ray(0, sq("h4"), kEast), 0u);
  EXPECT_EQ(oracle::ray(0, sq("a1"), kSout), 0u);
  // The own square and the opposite ray do not matter; a blocker next door ends it.
  EXPECT_EQ(oracle::ray(squares({"e4", "d4", "f4"}), sq("e4"), kEast), squares({"f4"}));
  EXPECT_EQ(oracle::ray(squares({"b4"}), sq("e4"), kWest), squares({"d4", "c4", "b4"}));
  // The table's row calls the oracle's ray.
  const Input in{.kind = Kind::ray_attacks, .sq = sq("c3"), .dir8 = kNoWe, .occ = squares({"a5"})};
  EXPECT_EQ(oracle::eval(in), squares({"b4", "a5"}));
}

TEST(RayAttacksClassical, AgreesWithTheOracleOnEveryLineOccupancy) {
  for (int s = 0; s < kSquares; ++s) {
    for (int d = 0; d < kDirections; ++d) {
      const Bitboard line = line_squares(s, d);
      for (Bitboard bg : {Bitboard{0}, ~Bitboard{0}, Bitboard{0x5A5A0FF0A5A53CC3ull}}) {
        Bitboard sub = 0;
        do {  // every subset of the ray's line, the rest of the board from bg
          const Bitboard occ = sub | (bg & ~line);
          ASSERT_EQ(impls::classical_rays::ray_attacks<Bitboard>(occ, s, d), oracle::ray(occ, s, d))
              << square_name(s) << " " << dir8_name(d) << " occ " << occ;
          sub = (sub - line) & line;
        } while (sub);
      }
    }
  }
}

TEST(RayAttacksLaws, HoldOnTheOracle) {
  const Implementation oracle = oracle_implementation();
  for (int d = 0; d < kDirections; ++d) {
    const Input in{.kind = Kind::ray_attacks,
                   .sq = sq("d4"),
                   .dir8 = d,
                   .occ = squares({"d4", "f6", "b2", "d7", "g4", "a4", "c3", "e3", "h8"})};
    for (const Law& law : all_laws()) EXPECT_FALSE(law.check(oracle, in)) << law.name << " " << d;
  }
}

TEST(RayAttacksLaws, CompositionNamesThePiece) {
  // Negative rays scanned from the wrong end: sout from e5 through e4 to e2.
  const Implementation& planted = *find_planted("planted_ray_forward_scan");
  const Input sout{
      .kind = Kind::ray_attacks, .sq = sq("e5"), .dir8 = kSout, .occ = squares({"e4", "e2"})};
  const auto rook = law_composition(planted, sout);
  ASSERT_TRUE(rook);
  EXPECT_EQ(rook->law, "composition:rook=rays");
  EXPECT_EQ(rook->input.kind, Kind::ray_attacks);  // blamed on the ray that is wrong
  EXPECT_EQ(rook->input.dir8, kSout);
  const Input sowe{
      .kind = Kind::ray_attacks, .sq = sq("e5"), .dir8 = kSoWe, .occ = squares({"d4", "b2"})};
  const auto bishop = law_composition(planted, sowe);
  ASSERT_TRUE(bishop);
  EXPECT_EQ(bishop->law, "composition:bishop=rays");
  // Positive rays scan the right way: nothing to find there.
  const Input nort{
      .kind = Kind::ray_attacks, .sq = sq("e2"), .dir8 = kNort, .occ = squares({"e4", "e6"})};
  EXPECT_FALSE(law_composition(planted, nort));
}

TEST(RayAttacksLaws, ReachabilityAndSymmetryCatchAWrap) {
  // h3's east ray wraps onto a4..g4; from a4 the west ray does not come back,
  // and the mirrored west ray from a3 does not wrap.
  const Implementation& wrap = *find_planted("planted_wrap_h_to_a");
  const Input east{.kind = Kind::ray_attacks, .sq = sq("h3"), .dir8 = kEast};
  const auto back = law_reachability(wrap, east);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->law, "reachability");
  EXPECT_NE(oracle::eval(back->input), wrap.eval(back->input));
  const Input west{.kind = Kind::ray_attacks, .sq = sq("a3"), .dir8 = kWest};
  const auto mirrored = law_symmetry(wrap, west);
  ASSERT_TRUE(mirrored);
  EXPECT_EQ(mirrored->law.rfind("symmetry:", 0), 0u) << mirrored->law;
}

// A reverse bit scan in every direction: the positive rays stop at their farthest blocker.
Bitboard reverse_scan(Bitboard occ, int s, int d) {
  const Bitboard ray = oracle::ray(0, s, d), hits = ray & occ;
  return hits ? ray & ~oracle::ray(0, 63 - std::countl_zero(hits), d) : ray;
}

TEST(RayAttacksDiagnosis, OneBitScanForEveryDirectionIsNamed) {
  const Implementation& forward = *find_planted("planted_ray_forward_scan");
  const Input sout{
      .kind = Kind::ray_attacks, .sq = sq("e5"), .dir8 = kSout, .occ = squares({"e4", "e2"})};
  const Diagnoses d = diagnose(forward, sout);
  EXPECT_EQ(d.ray_scan, 1);
  bool named = false;
  for (const Diagnosis& x : diagnosis_list(d)) {
    if (x.id != "ray_bit_scan") continue;
    named = true;
    EXPECT_EQ(x.value, "forward");
    EXPECT_NE(x.text.find("farthest blocker"), std::string::npos) << x.text;
  }
  EXPECT_TRUE(named);
  Implementation reverse = oracle_implementation();
  reverse.set(Kind::ray_attacks, &reverse_scan);
  const Input nort{
      .kind = Kind::ray_attacks, .sq = sq("e2"), .dir8 = kNort, .occ = squares({"e4", "e6"})};
  EXPECT_EQ(diagnose(reverse, nort).ray_scan, 2);
  // Another ray bug is not read as a bit scan.
  const Input edge{.kind = Kind::ray_attacks, .sq = sq("e2"), .dir8 = kNort};
  EXPECT_EQ(diagnose(*find_planted("planted_missing_edge"), edge).ray_scan, 0);
}

TEST(RayAttacksSymmetry, TheSquareMovesAndTheDirectionTurns) {
  const Input in{.kind = Kind::ray_attacks, .sq = sq("e2"), .dir8 = kNoEa, .occ = squares({"g4"})};
  const Input flipped = transform(Symmetry::flip_vertical, in);
  EXPECT_EQ(flipped.sq, sq("e7"));
  EXPECT_EQ(flipped.dir8, kSoEa);
  EXPECT_EQ(flipped.occ, squares({"g5"}));
  EXPECT_EQ(oracle::eval(flipped), transform(Symmetry::flip_vertical, oracle::eval(in)));
  // dir8 is a compass direction: every other numbering turns it.
  EXPECT_TRUE(numbering_observable(Kind::ray_attacks));
}

TEST(RayAttacksRelevantSquares, TheRayAndTheSquare) {
  const Input in{.kind = Kind::ray_attacks, .sq = sq("c2"), .dir8 = kEast};
  EXPECT_EQ(relevant_squares(in), squares({"c2", "d2", "e2", "f2", "g2", "h2"}));
}

}  // namespace
}  // namespace slidercheck
