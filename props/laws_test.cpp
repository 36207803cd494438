// The laws themselves: the symmetries are symmetries, the oracle obeys every
// law, and each law, when broken, blames an input the oracle disagrees with.
#include "slidercheck/laws.h"

#include <gtest/gtest.h>

#include <bit>
#include <random>
#include <set>

#include "generators.h"
#include "slidercheck/oracle.h"
#include "slidercheck/oracle_leapers.h"
#include "slidercheck/planted.h"
#include "slidercheck/registry.h"

namespace slidercheck {
namespace {

TEST(Symmetries, MapSquaresOneToOneAndStepsToSteps) {
  for (Symmetry s : kSymmetries) {
    std::set<int> image;
    for (int sq = 0; sq < kSquares; ++sq) image.insert(transform_square(s, sq));
    EXPECT_EQ(image.size(), 64u) << symmetry_name(s);
    for (int d = 0; d < kDirections; ++d) {
      // d4's neighbour in d maps to the mapped d4's neighbour in the mapped d.
      const int from = make_square(3, 3);
      const int to = make_square(3 + dir8_file_step(d), 3 + dir8_rank_step(d));
      const int mapped_d = transform_dir8(s, d);
      const int mf = transform_square(s, from), mt = transform_square(s, to);
      EXPECT_EQ(file_of(mt) - file_of(mf), dir8_file_step(mapped_d)) << symmetry_name(s);
      EXPECT_EQ(rank_of(mt) - rank_of(mf), dir8_rank_step(mapped_d)) << symmetry_name(s);
    }
  }
}

TEST(Symmetries, SwapLinesAsDocumented) {
  EXPECT_EQ(transform_kind(Symmetry::flip_vertical, Kind::diagonal_attacks),
            Kind::antidiagonal_attacks);
  EXPECT_EQ(transform_kind(Symmetry::flip_vertical, Kind::rank_attacks), Kind::rank_attacks);
  EXPECT_EQ(transform_kind(Symmetry::flip_horizontal, Kind::antidiagonal_attacks),
            Kind::diagonal_attacks);
  EXPECT_EQ(transform_kind(Symmetry::rotate_90, Kind::rank_attacks), Kind::file_attacks);
  EXPECT_EQ(transform_kind(Symmetry::rotate_90, Kind::diagonal_attacks),
            Kind::antidiagonal_attacks);
  EXPECT_EQ(transform_kind(Symmetry::flip_diagonal, Kind::file_attacks), Kind::rank_attacks);
  EXPECT_EQ(transform_kind(Symmetry::flip_diagonal, Kind::diagonal_attacks),
            Kind::diagonal_attacks);
  EXPECT_EQ(transform_kind(Symmetry::rotate_180, Kind::antidiagonal_attacks),
            Kind::antidiagonal_attacks);
  EXPECT_EQ(transform_kind(Symmetry::rotate_270, Kind::queen_attacks), Kind::queen_attacks);
  EXPECT_EQ(transform_square(Symmetry::rotate_90, *parse_square("a1")), *parse_square("a8"));
  EXPECT_EQ(transform_square(Symmetry::flip_antidiagonal, *parse_square("a1")),
            *parse_square("h8"));
  EXPECT_EQ(transform_dir8(Symmetry::flip_vertical, kNort), kSout);
  EXPECT_EQ(transform_dir8(Symmetry::rotate_90, kNort), kEast);
}

TEST(Laws, TheOracleObeysEveryLaw) {
  std::mt19937_64 rng(20240613);
  auto next = [&] { return rng(); };
  for (Kind kind : all_kinds()) {
    for (Mode mode : kModes) {
      for (int i = 0; i < 40; ++i) {
        const Input in = make_input(kind, mode, next);
        const auto m = check_all_laws(oracle_implementation(), in);
        ASSERT_FALSE(m) << report(*m);
      }
    }
  }
}

// A law that fails names itself and blames an input the oracle disagrees with,
// so the reproduce command replays a real mismatch.
void expect_blame(const char* planted, LawFn law, const Input& in, const std::string& name_prefix) {
  const Implementation& impl = *find_planted(planted);
  const auto m = law(impl, in);
  ASSERT_TRUE(m) << planted << " escaped " << name_prefix;
  EXPECT_EQ(m->law.rfind(name_prefix, 0), 0u) << m->law;
  EXPECT_NE(oracle::eval(m->input), impl.eval(m->input));
  EXPECT_EQ(m->expected, oracle::eval(m->input));
  EXPECT_EQ(m->actual, impl.eval(m->input));
  EXPECT_NE(m->note.find("found by law"), std::string::npos) << m->note;
}

TEST(Laws, EachLawCatchesABugOfItsShape) {
  const int e4 = *parse_square("e4"), h3 = *parse_square("h3");
  // The own bit set: the planted bug's positive rays vanish; toggled, they come back.
  expect_blame("planted_own_bit", law_own_bit,
               Input{.kind = Kind::rook_attacks, .sq = e4, .occ = square_bb(e4)}, "own-bit");
  // (e4 + 17) % 64 = f6 is off e4's rook lines.
  expect_blame("planted_off_line", law_off_line,
               Input{.kind = Kind::rook_attacks, .sq = e4, .occ = 0}, "off-line");
  // h3's east ray wraps onto a4..; mirrored, the west ray from a3 does not.
  expect_blame("planted_wrap_h_to_a", law_symmetry,
               Input{.kind = Kind::rank_attacks, .sq = *parse_square("a3"), .occ = 0}, "symmetry:");
  expect_blame("planted_wrap_h_to_a", law_reachability,
               Input{.kind = Kind::rank_attacks, .sq = h3, .occ = 0}, "reachability");
  // Occupying every square outside the attack set occupies f6 too.
  expect_blame("planted_off_line", law_monotonicity,
               Input{.kind = Kind::file_attacks, .sq = e4, .occ = 0}, "monotonicity");
}

// A knight that never jumps (+1 file, +2 ranks), and pawns that attack towards
// rank 8 whatever their color: each fails reachability from a square where it
// is wrong.
Bitboard knight_without_one_jump(int sq) {
  const int f = file_of(sq) + 1, r = rank_of(sq) + 2;
  const Bitboard missing = f < 8 && r < 8 ? square_bb(make_square(f, r)) : 0;
  return oracle::knight_attacks(sq) & ~missing;
}
Bitboard pawn_always_white(int, int sq) { return oracle::pawn_attacks(0, sq); }

TEST(Laws, ReachabilityCatchesLeapers) {
  Implementation knight;
  knight.name = "knight_without_one_jump";
  knight.set(Kind::knight_attacks, &knight_without_one_jump);
  auto m = law_reachability(knight, Input{.kind = Kind::knight_attacks, .sq = 1});  // b1
  ASSERT_TRUE(m);
  EXPECT_EQ(m->law, "reachability");
  EXPECT_NE(oracle::eval(m->input), knight.eval(m->input));
  Implementation pawn;
  pawn.name = "pawn_always_white";
  pawn.set(Kind::pawn_attacks, &pawn_always_white);
  Input e4{.kind = Kind::pawn_attacks, .sq = *parse_square("e4")};
  m = law_reachability(pawn, e4);  // white e4 attacks d5; "black" d5 does not attack e4
  ASSERT_TRUE(m);
  EXPECT_EQ(m->law, "reachability");
  EXPECT_EQ(m->input.color, 1);
  EXPECT_FALSE(law_reachability(oracle_implementation(), e4));
}

// Returns only the first slider's ray: a bug the union law sees.
Bitboard first_slider_only(Bitboard sliders, Bitboard empty, int dir8) {
  return sliders ? oracle::ray(~empty, std::countr_zero(sliders), dir8) : 0;
}

TEST(Laws, CompositionBlamesTheComposedCall) {
  // The planted bugs compose exactly as the definitions do, so composition needs
  // a bug of its own.
  Implementation impl;
  impl.name = "first_slider_only";
  impl.set(Kind::sliding_attacks, first_slider_only);
  const Input in{.kind = Kind::sliding_attacks,
                 .dir8 = kEast,
                 .sliders = square_bb(*parse_square("a1")) | square_bb(*parse_square("a2")),
                 .empty = ~Bitboard{0}};
  const auto m = law_composition(impl, in);
  ASSERT_TRUE(m);
  EXPECT_EQ(m->law, "composition:sliding=union");
  EXPECT_EQ(m->input, in);
  EXPECT_EQ(m->expected, oracle::eval(in));
}

TEST(Laws, SkipWhatTheImplementationLacks) {
  Implementation only_rook;
  only_rook.name = "only_rook";
  only_rook.set(Kind::rook_attacks, oracle::rook_attacks);
  const Input queen{.kind = Kind::queen_attacks, .sq = 0, .occ = 0};
  EXPECT_FALSE(check_all_laws(only_rook, queen));
  const Input rook{.kind = Kind::rook_attacks, .sq = 0, .occ = 0};
  EXPECT_FALSE(law_composition(only_rook, rook));  // needs rank and file
  EXPECT_FALSE(check_all_laws(only_rook, rook));
}

}  // namespace
}  // namespace slidercheck
