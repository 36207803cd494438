// The symbolic position oracle against the concrete one, on constants (Z3
// simplifies them to numerals): every position kind on 80 random game-like
// cases of every density (position_cases.h) and the first 80 cases of the
// quick enumeration (rays of five states, leapers next to the square), 0
// mismatches. (Each case is a Z3 simplification: a few ms.)
// And the two intrinsics the position kinds use, square_of and union_over_bits.
#include "prove/sym_position.h"

#include <gtest/gtest.h>

#include <cstdint>

#include "check/cases/position_cases.h"
#include "impls/word.h"
#include "slidercheck/implementation.h"
#include "slidercheck/oracle.h"
#include "slidercheck/random.h"

namespace slidercheck::prove {
namespace {

std::uint64_t numeral(const SymWord& w) { return w.expr().simplify().get_numeral_uint64(); }

// Returns the symbolic oracle's value of in (constants only).
std::uint64_t symbolic(const Input& in, z3::context& ctx) {
  auto word = [&](int k) { return SymWord(ctx.bv_val(position_word(in.pos, k), 64)); };
  const sym_position::SymPosition p{{word(0), word(1)},
                                    {word(2), word(3), word(4), word(5), word(6), word(7)}};
  const int king = takes_king(in.kind) ? __builtin_ctzll(pieces(in.pos, in.color, kKing)) : -1;
  return numeral(
      sym_position::eval(in.kind, p, in.color, SymWord(ctx.bv_val(in.occ, 64)), in.sq, king));
}

TEST(SymbolicPosition, OracleMatchesTheConcreteOneOnEveryPositionKind) {
  z3::context ctx;
  Session session(ctx);
  for (Kind kind : all_kinds()) {
    if (!is_position_kind(kind)) continue;
    Rng rng{0x9051ull + static_cast<std::uint64_t>(kind)};
    int compared = 0;
    auto compare = [&](const Input& in) {
      EXPECT_EQ(symbolic(in, ctx), oracle::eval(in)) << kind_name(in.kind) << argument_options(in);
      return ++compared < 160 && !::testing::Test::HasFailure();
    };
    for (int i = 0; i < 80 && compare(enumeration::random_position_case(kind, rng)); ++i) {
    }
    enumeration::position_cases(kind, Level::quick, compare);
    EXPECT_GE(compared, 160) << kind_name(kind);
  }
}

TEST(SymbolicPosition, IsWellFormedExactlyWhenThePositionIs) {
  z3::context ctx;
  Session session(ctx);
  Rng rng{77};
  for (int i = 0; i < 300; ++i) {
    Input in = enumeration::random_position_case(Kind::checkers, rng);
    if (i % 3 == 1) in.pos.type[i % 6] |= Bitboard{1} << (i % 64);  // most often malformed
    if (i % 3 == 2) in.pos.color[i % 2] ^= Bitboard{1} << (i % 64);
    auto word = [&](int k) { return SymWord(ctx.bv_val(position_word(in.pos, k), 64)); };
    const sym_position::SymPosition p{{word(0), word(1)},
                                      {word(2), word(3), word(4), word(5), word(6), word(7)}};
    EXPECT_EQ(sym_position::well_formed(p).simplify().is_true(), position_fault(in.pos).empty())
        << position_hex(in.pos);
  }
}

TEST(SymbolicIntrinsics, SquareOfTakesOnePathPerSquare) {
  z3::context ctx;
  Session session(ctx);
  for (int k : {0, 7, 28, 63}) {
    const SymWord x(ctx.bv_val(std::uint64_t{1} << k, 64));
    int feasible = 0;
    while (session.next_path()) {
      const int sq = square_of(x);
      EXPECT_EQ(square_of(x), sq) << "a second call on the same set chooses again";
      if (session.path_condition().simplify().is_true()) {
        ++feasible;
        EXPECT_EQ(sq, k);
        EXPECT_EQ(sq, impls::square_of(std::uint64_t{1} << k));
      }
    }
    session.reset();
    EXPECT_EQ(feasible, 1) << k;
  }
}

TEST(SymbolicIntrinsics, UnionOverBitsMatchesTheConcreteOne) {
  z3::context ctx;
  Session session(ctx);
  Rng rng{78};
  for (int i = 0; i < 200; ++i) {
    const std::uint64_t set = rng.next() & rng.next(), within = rng.next();
    auto f = [](int s) { return (std::uint64_t{0x9E3779B97F4A7C15ull} * (s + 1)) >> (s % 7); };
    const std::uint64_t want = impls::union_over_bits(set, within, f);
    const SymWord got = union_over_bits(SymWord(ctx.bv_val(set, 64)), within,
                                        [&](int s) { return SymWord(ctx.bv_val(f(s), 64)); });
    EXPECT_EQ(numeral(got), want);
  }
}

}  // namespace
}  // namespace slidercheck::prove
