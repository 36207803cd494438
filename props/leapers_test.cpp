// Properties of the leapers (not yet kinds of the table): the shift formulas of
// impls/leaper_shifts.h against the offset walker on generated sets (single
// squares, pairs, rank and file patterns, random sets of every density), and
// the union law (set-wise == OR of per-square over the set). Planted wraps must
// make the properties fail.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cstdint>
#include <functional>
#include <string>

#include "impls/leaper_shifts.h"
#include "slidercheck/oracle_leapers.h"

namespace slidercheck {
namespace {

namespace ls = impls::leaper_shifts;

// A set of squares: one square, two, one rank's or one file's pattern, or a
// random word thinned to some density.
rc::Gen<Bitboard> gen_set() {
  return rc::gen::oneOf(
      rc::gen::map(rc::gen::inRange(0, 64), [](int sq) { return square_bb(sq); }),
      rc::gen::map(rc::gen::pair(rc::gen::inRange(0, 64), rc::gen::inRange(0, 64)),
                   [](std::pair<int, int> p) { return square_bb(p.first) | square_bb(p.second); }),
      rc::gen::map(rc::gen::pair(rc::gen::inRange(0, 8), rc::gen::inRange(0, 256)),
                   [](std::pair<int, int> p) { return Bitboard(p.second) << (8 * p.first); }),
      rc::gen::map(rc::gen::pair(rc::gen::inRange(0, 8), rc::gen::inRange(0, 256)),
                   [](std::pair<int, int> p) {
                     Bitboard file = 0;
                     for (int r = 0; r < 8; ++r)
                       if ((p.second >> r) & 1) file |= square_bb(8 * r + p.first);
                     return file;
                   }),
      rc::gen::map(
          rc::gen::pair(rc::gen::arbitrary<std::uint64_t>(),
                        rc::gen::pair(rc::gen::arbitrary<std::uint64_t>(), rc::gen::inRange(0, 3))),
          [](std::pair<std::uint64_t, std::pair<std::uint64_t, int>> p) {
            return p.second.second == 0   ? p.first
                   : p.second.second == 1 ? p.first & p.second.first
                                          : p.first & ~p.second.first;
          }));
}

using SetFn = std::function<Bitboard(int color, Bitboard set)>;
using SquareFn = std::function<Bitboard(int color, int sq)>;

struct Pair {
  SquareFn per_square;
  SetFn set_wise;
};

Pair oracle_of(const std::string& piece) {
  if (piece == "knight")
    return {[](int, int sq) { return oracle::knight_attacks(sq); },
            [](int, Bitboard s) { return oracle::knight_set_attacks(s); }};
  if (piece == "king")
    return {[](int, int sq) { return oracle::king_attacks(sq); },
            [](int, Bitboard s) { return oracle::king_set_attacks(s); }};
  return {oracle::pawn_attacks, oracle::pawn_set_attacks};
}

Pair builtin_of(const std::string& piece) {
  if (piece == "knight")
    return {[](int, int sq) { return ls::knight_attacks<Bitboard>(sq); },
            [](int, Bitboard s) { return ls::knight_set_attacks(s); }};
  if (piece == "king")
    return {[](int, int sq) { return ls::king_attacks<Bitboard>(sq); },
            [](int, Bitboard s) { return ls::king_set_attacks(s); }};
  return {ls::pawn_attacks<Bitboard>, ls::pawn_set_attacks<Bitboard>};
}

// The property: on a generated set and color, the set-wise function equals the
// oracle's, and equals the OR of its own per-square function over the set.
void hold(const Pair& impl, const Pair& ref) {
  const Bitboard set = *gen_set();
  const int color = *rc::gen::inRange(0, 2);
  RC_ASSERT(impl.set_wise(color, set) == ref.set_wise(color, set));
  Bitboard predicted = 0;
  for (int sq = 0; sq < kSquares; ++sq)
    if ((set >> sq) & 1) predicted |= impl.per_square(color, sq);
  RC_ASSERT(impl.set_wise(color, set) == predicted);
}

RC_GTEST_PROP(Leapers, KnightSetAttacks, ()) { hold(builtin_of("knight"), oracle_of("knight")); }
RC_GTEST_PROP(Leapers, KingSetAttacks, ()) { hold(builtin_of("king"), oracle_of("king")); }
RC_GTEST_PROP(Leapers, PawnSetAttacks, ()) { hold(builtin_of("pawn"), oracle_of("pawn")); }

// Returns whether the property fails within budget tests on impl.
bool caught(const Pair& impl, const Pair& ref, const std::string& id) {
  rc::detail::TestMetadata metadata;
  metadata.id = id;
  metadata.description = id;
  rc::detail::TestParams params = rc::detail::configuration().testParams;
  params.maxSuccess = 2000;
  const auto result = rc::detail::checkTestable([&] { hold(impl, ref); }, metadata, params);
  rc::detail::FailureResult failure;
  if (!result.match(failure)) return false;
  std::cout << "[caught] " << id << " after " << failure.numSuccess + 1 << " tests\n";
  return true;
}

TEST(PlantedLeapers, KnightSetWrapIsCaught) {
  const auto wrap = [](int, Bitboard b) {  // notA/notH where notAB/notGH belong
    const Bitboard l1 = (b >> 1) & ls::kNotH, l2 = (b >> 2) & ls::kNotH;
    const Bitboard r1 = (b << 1) & ls::kNotA, r2 = (b << 2) & ls::kNotA;
    const Bitboard h1 = l1 | r1, h2 = l2 | r2;
    return (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8);
  };
  const Pair bug{[wrap](int c, int sq) { return wrap(c, square_bb(sq)); }, wrap};
  EXPECT_TRUE(caught(bug, oracle_of("knight"), "planted/knight_set_wrap"));
}

TEST(PlantedLeapers, PawnAttackWrapIsCaught) {
  const auto wrap = [](int color, Bitboard b) {  // the a-file capture left unmasked
    if (color == 0) return ((b << 9) & ls::kNotA) | (b << 7);
    return ((b >> 7) & ls::kNotA) | (b >> 9);
  };
  const Pair bug{[wrap](int c, int sq) { return wrap(c, square_bb(sq)); }, wrap};
  EXPECT_TRUE(caught(bug, oracle_of("pawn"), "planted/pawn_attack_wrap"));
}

}  // namespace
}  // namespace slidercheck
