// Z3 proofs for the leapers' shift formulas (impls/leaper_shifts.h): the
// set-wise functions on a symbolic set against the oracle's union, written as
// OR over s of (bit s ? oracle(s) : 0), for all 2^64 sets; the per-square ones
// on every square (constants). A planted knight wrap gives a counterexample
// that replays concretely.
#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <optional>

#include "impls/leaper_shifts.h"
#include "prove/symbolic.h"
#include "slidercheck/oracle_leapers.h"

namespace sc = slidercheck;
namespace sp = slidercheck::prove;
namespace ls = slidercheck::impls::leaper_shifts;

namespace {

// The oracle's set-wise function on a symbolic set, from its per-square values.
z3::expr union_oracle(z3::context& ctx, const z3::expr& set,
                      const std::function<std::uint64_t(int)>& per_square) {
  z3::expr out = ctx.bv_val(0, 64);
  for (int sq = 0; sq < sc::kSquares; ++sq) {
    out = out | z3::ite(set.extract(sq, sq) == ctx.bv_val(1, 1), ctx.bv_val(per_square(sq), 64),
                        ctx.bv_val(0, 64));
  }
  return out;
}

// Returns nothing when impl(set) == union_oracle(set) for every set; otherwise a
// set on which they differ.
std::optional<std::uint64_t> prove_set_wise(const std::function<sp::SymWord(sp::SymWord)>& impl,
                                            const std::function<std::uint64_t(int)>& per_square) {
  z3::context ctx;
  sp::Session session(ctx);
  EXPECT_TRUE(session.next_path());
  const z3::expr set = ctx.bv_const("set", 64);
  z3::solver solver(ctx, "QF_BV");
  solver.add(impl(sp::SymWord(set)).expr() != union_oracle(ctx, set, per_square));
  const z3::check_result r = solver.check();
  EXPECT_NE(r, z3::unknown);
  if (r != z3::sat) return std::nullopt;
  return solver.get_model().eval(set, true).get_numeral_uint64();
}

template <class W>
W knight_set_wrap(W b) {  // notA/notH where notAB/notGH belong
  const W l1 = (b >> 1) & W(ls::kNotH), l2 = (b >> 2) & W(ls::kNotH);
  const W r1 = (b << 1) & W(ls::kNotA), r2 = (b << 2) & W(ls::kNotA);
  const W h1 = l1 | r1, h2 = l2 | r2;
  return (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8);
}

TEST(SymbolicLeapers, SetWiseShiftsAreProved) {
  EXPECT_EQ(prove_set_wise(ls::knight_set_attacks<sp::SymWord>, sc::oracle::knight_attacks),
            std::nullopt);
  EXPECT_EQ(prove_set_wise(ls::king_set_attacks<sp::SymWord>, sc::oracle::king_attacks),
            std::nullopt);
  for (int color : {0, 1}) {
    EXPECT_EQ(prove_set_wise([color](sp::SymWord s) { return ls::pawn_set_attacks(color, s); },
                             [color](int sq) { return sc::oracle::pawn_attacks(color, sq); }),
              std::nullopt)
        << "color " << color;
  }
}

TEST(SymbolicLeapers, PerSquareShiftsAreProvedOnEverySquare) {
  z3::context ctx;
  sp::Session session(ctx);
  ASSERT_TRUE(session.next_path());
  auto value = [](const sp::SymWord& w) { return w.expr().simplify().get_numeral_uint64(); };
  for (int sq = 0; sq < sc::kSquares; ++sq) {
    EXPECT_EQ(value(ls::knight_attacks<sp::SymWord>(sq)), sc::oracle::knight_attacks(sq));
    EXPECT_EQ(value(ls::king_attacks<sp::SymWord>(sq)), sc::oracle::king_attacks(sq));
    for (int color : {0, 1})
      EXPECT_EQ(value(ls::pawn_attacks<sp::SymWord>(color, sq)),
                sc::oracle::pawn_attacks(color, sq));
  }
}

TEST(SymbolicLeapers, APlantedKnightWrapHasACounterexampleThatReplays) {
  const auto set = prove_set_wise(knight_set_wrap<sp::SymWord>, sc::oracle::knight_attacks);
  ASSERT_TRUE(set);
  EXPECT_NE(knight_set_wrap<std::uint64_t>(*set), sc::oracle::knight_set_attacks(*set));
}

}  // namespace
