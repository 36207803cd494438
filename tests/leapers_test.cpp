// The leapers (the oracle's offsets, checked apart from the table): the wiki's shift
// formulas (impls/leaper_shifts.h) against the offset walker (oracle/leapers.cpp)
// exhaustively where finite (every square; every color and square), and the
// set-wise functions over every single square, every pair, every pattern of
// every rank and every file, and random sets, with the union law
// (set-wise == OR of per-square over the set). Each check is shown to fail on a
// planted wrap bug.
#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "impls/leaper_shifts.h"
#include "slidercheck/oracle_leapers.h"

namespace sc = slidercheck;
namespace ls = slidercheck::impls::leaper_shifts;
using sc::Bitboard;

namespace {

// One leaper family: per-square and set-wise, for one color (-1: none).
struct Leaper {
  std::string name;
  std::function<Bitboard(int sq)> per_square;
  std::function<Bitboard(Bitboard set)> set_wise;
};

// The first disagreement found, as "what: input expected actual".
using Finding = std::optional<std::string>;

std::string hex(Bitboard b) {
  char buffer[19];
  std::snprintf(buffer, sizeof buffer, "0x%016llx", static_cast<unsigned long long>(b));
  return buffer;
}

// Every square: per_square against the oracle's.
Finding check_squares(const Leaper& impl, const Leaper& oracle) {
  for (int sq = 0; sq < sc::kSquares; ++sq) {
    const Bitboard e = oracle.per_square(sq), a = impl.per_square(sq);
    if (e != a)
      return impl.name + " per square " + sc::square_name(sq) + ": " + hex(e) + " " + hex(a);
  }
  return std::nullopt;
}

// The sets the set-wise functions are checked on: every single square, every
// pair, every pattern of every rank and of every file, and random sets.
std::vector<Bitboard> sets() {
  std::vector<Bitboard> out = {0, ~Bitboard{0}};
  for (int a = 0; a < 64; ++a) {
    out.push_back(sc::square_bb(a));
    for (int b = a + 1; b < 64; ++b) out.push_back(sc::square_bb(a) | sc::square_bb(b));
  }
  for (int line = 0; line < 8; ++line) {
    for (int v = 0; v < 256; ++v) {
      out.push_back(Bitboard(v) << (8 * line));  // rank `line`
      Bitboard file = 0;
      for (int r = 0; r < 8; ++r)
        if ((v >> r) & 1) file |= sc::square_bb(8 * r + line);
      out.push_back(file);
    }
  }
  std::mt19937_64 rng(13);
  for (int i = 0; i < 20000; ++i) {
    Bitboard x = rng();
    if (i % 3 == 1) x &= rng();
    if (i % 3 == 2) x &= rng() & rng();
    out.push_back(x);
  }
  return out;
}

// The set-wise function against the oracle's on every set.
Finding check_sets(const Leaper& impl, const Leaper& oracle) {
  for (const Bitboard set : sets()) {
    const Bitboard e = oracle.set_wise(set), a = impl.set_wise(set);
    if (e != a) return impl.name + " set " + hex(set) + ": " + hex(e) + " " + hex(a);
  }
  return std::nullopt;
}

// The union law on impl alone: set_wise(set) == OR of per_square over set.
Finding check_union(const Leaper& impl) {
  for (const Bitboard set : sets()) {
    Bitboard predicted = 0;
    for (int sq = 0; sq < 64; ++sq)
      if ((set >> sq) & 1) predicted |= impl.per_square(sq);
    const Bitboard a = impl.set_wise(set);
    if (predicted != a)
      return impl.name + " union law, set " + hex(set) + ": " + hex(predicted) + " " + hex(a);
  }
  return std::nullopt;
}

std::vector<Leaper> oracles() {
  return {
      {"knight", sc::oracle::knight_attacks, sc::oracle::knight_set_attacks},
      {"king", sc::oracle::king_attacks, sc::oracle::king_set_attacks},
      {"white pawn", [](int sq) { return sc::oracle::pawn_attacks(0, sq); },
       [](Bitboard s) { return sc::oracle::pawn_set_attacks(0, s); }},
      {"black pawn", [](int sq) { return sc::oracle::pawn_attacks(1, sq); },
       [](Bitboard s) { return sc::oracle::pawn_set_attacks(1, s); }},
  };
}

std::vector<Leaper> builtins() {
  return {
      {"knight", ls::knight_attacks<Bitboard>, ls::knight_set_attacks<Bitboard>},
      {"king", ls::king_attacks<Bitboard>, ls::king_set_attacks<Bitboard>},
      {"white pawn", [](int sq) { return ls::pawn_attacks<Bitboard>(0, sq); },
       [](Bitboard s) { return ls::pawn_set_attacks<Bitboard>(0, s); }},
      {"black pawn", [](int sq) { return ls::pawn_attacks<Bitboard>(1, sq); },
       [](Bitboard s) { return ls::pawn_set_attacks<Bitboard>(1, s); }},
  };
}

// Planted bugs: the classic a/h-file wraps of the shift formulas.
// The knight's two-file shifts masked with notA/notH instead of notAB/notGH:
// from the g- and h-files (b- and a-files) the jump wraps onto the other side.
Bitboard knight_set_wrap(Bitboard b) {
  const Bitboard l1 = (b >> 1) & ls::kNotH, l2 = (b >> 2) & ls::kNotH;  // bug: notGH
  const Bitboard r1 = (b << 1) & ls::kNotA, r2 = (b << 2) & ls::kNotA;  // bug: notAB
  const Bitboard h1 = l1 | r1, h2 = l2 | r2;
  return (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8);
}
// White pawns' noWe capture (<< 7) without its notH mask: from the a-file it wraps to the h-file.
Bitboard white_pawn_wrap(Bitboard b) { return ((b << 9) & ls::kNotA) | (b << 7); }
// A king table written from per-square steps in index space (+-1, +-7, +-8, +-9),
// without any file test: wraps on both edge files.
Bitboard king_index_steps(int sq) {
  Bitboard r = 0;
  for (int step : {-9, -8, -7, -1, 1, 7, 8, 9})
    if (sq + step >= 0 && sq + step < 64) r |= sc::square_bb(sq + step);
  return r;
}

std::vector<Leaper> planted() {
  return {
      {"knight set wrap", [](int sq) { return knight_set_wrap(sc::square_bb(sq)); },
       knight_set_wrap},
      {"king index steps", king_index_steps,
       [](Bitboard s) {
         Bitboard r = 0;
         for (int sq = 0; sq < 64; ++sq)
           if ((s >> sq) & 1) r |= king_index_steps(sq);
         return r;
       }},
      {"white pawn wrap", [](int sq) { return white_pawn_wrap(sc::square_bb(sq)); },
       white_pawn_wrap},
  };
}

TEST(Leapers, OracleMatchesHandCountedSquares) {
  EXPECT_EQ(sc::oracle::knight_attacks(0), sc::square_bb(10) | sc::square_bb(17));    // a1: c2 b3
  EXPECT_EQ(sc::popcount(sc::oracle::knight_attacks(27)), 8);                         // d4
  EXPECT_EQ(sc::popcount(sc::oracle::king_attacks(63)), 3);                           // h8
  EXPECT_EQ(sc::oracle::pawn_attacks(0, 12), sc::square_bb(19) | sc::square_bb(21));  // e2: d3 f3
  EXPECT_EQ(sc::oracle::pawn_attacks(1, 8), sc::square_bb(1));  // a2 black: b1
  EXPECT_EQ(sc::oracle::pawn_attacks(0, 60), 0u);               // e8 white
}

TEST(Leapers, BuiltinsMatchTheOracleEverywhere) {
  const auto impls = builtins(), refs = oracles();
  for (std::size_t i = 0; i < impls.size(); ++i) {
    EXPECT_EQ(check_squares(impls[i], refs[i]), std::nullopt);
    EXPECT_EQ(check_sets(impls[i], refs[i]), std::nullopt);
    EXPECT_EQ(check_union(impls[i]), std::nullopt);
  }
}

TEST(Leapers, TheOracleObeysTheUnionLaw) {
  for (const Leaper& o : oracles()) EXPECT_EQ(check_union(o), std::nullopt);
}

// Each planted wrap is caught by the per-square and the set-wise enumeration.
TEST(Leapers, PlantedWrapsAreCaught) {
  const auto refs = oracles();
  const Leaper* ref_of[] = {&refs[0], &refs[1], &refs[2]};  // knight, king, white pawn
  const auto bugs = planted();
  for (std::size_t i = 0; i < bugs.size(); ++i) {
    const Finding squares = check_squares(bugs[i], *ref_of[i]);
    const Finding sets = check_sets(bugs[i], *ref_of[i]);
    ASSERT_TRUE(squares) << bugs[i].name;
    ASSERT_TRUE(sets) << bugs[i].name;
    std::cout << "[caught] " << *squares << "\n[caught] " << *sets << "\n";
  }
  // The knight wrap: from h1 the two-file shift lands on b2, so b1 and b3 come out attacked.
  EXPECT_EQ(knight_set_wrap(sc::square_bb(7)) & ~sc::oracle::knight_attacks(7),
            sc::square_bb(1) | sc::square_bb(17));
}

// The union law catches a set-wise function that is not a union: one that
// drops the attacks of the highest square of the set (a loop ending one early).
TEST(Leapers, UnionLawCatchesANonUnion) {
  const Leaper bug{"knight set drops last", sc::oracle::knight_attacks, [](Bitboard s) {
                     Bitboard r = 0;
                     for (int sq = 0; sq < 63; ++sq)  // bug: 63, not 64
                       if ((s >> sq) & 1) r |= sc::oracle::knight_attacks(sq);
                     return r;
                   }};
  const Finding f = check_union(bug);
  ASSERT_TRUE(f);
  std::cout << "[caught] " << *f << "\n";
}

}  // namespace
