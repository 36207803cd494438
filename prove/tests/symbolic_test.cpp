// The symbolic intrinsics and the symbolic oracle against the concrete ones:
// evaluated on constants (Z3 simplifies them to numerals). The oracle is
// compared exhaustively, line by line: every square, every line through it,
// every occupancy of that line (with random bits elsewhere).
#include "prove/symbolic.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "impls/magic.h"
#include "impls/word.h"
#include "prove/prover.h"
#include "prove/sym_oracle.h"
#include "slidercheck/oracle.h"
#include "slidercheck/registry.h"

namespace sc = slidercheck;
namespace sp = slidercheck::prove;

namespace {

std::uint64_t numeral(const sp::SymWord& w) { return w.expr().simplify().get_numeral_uint64(); }

// Single bits, all-zero, all-one and random words of varying density.
std::vector<std::uint64_t> sample_words() {
  std::vector<std::uint64_t> words = {0, ~std::uint64_t{0}};
  for (int i = 0; i < 64; ++i) words.push_back(std::uint64_t{1} << i);
  std::mt19937_64 rng(5);
  for (int i = 0; i < 600; ++i) {
    std::uint64_t x = rng();
    if (i % 3 == 1) x &= rng();
    if (i % 3 == 2) x &= rng() & rng();
    words.push_back(x);
  }
  return words;
}

TEST(SymbolicIntrinsics, MatchTheConcreteOnes) {
  z3::context ctx;
  sp::Session session(ctx);
  ASSERT_TRUE(session.next_path());
  for (const std::uint64_t x : sample_words()) {
    const sp::SymWord s(x);
    EXPECT_EQ(numeral(sp::byte_swap(s)), sc::impls::byte_swap(x));
    EXPECT_EQ(numeral(sp::bit_reverse(s)), sc::impls::bit_reverse(x));
    EXPECT_EQ(numeral(sp::mirror_files(s)), sc::impls::mirror_files(x));
    EXPECT_EQ(numeral(sp::flip_a1h8(s)), sc::impls::flip_a1h8(x));
    EXPECT_EQ(numeral(sp::ls1b(s)), sc::impls::ls1b(x));
    if (x != 0) EXPECT_EQ(numeral(sp::ms1b(s)), sc::impls::ms1b(x));
    if (x != 0) EXPECT_EQ(numeral(sp::bit_scan_forward(s)), sc::impls::bit_scan_forward(x));
    if (x != 0) EXPECT_EQ(numeral(sp::bit_scan_reverse(s)), sc::impls::bit_scan_reverse(x));
    EXPECT_EQ(numeral(sp::nonzero_mask(s)), sc::impls::nonzero_mask(x));
    EXPECT_EQ(numeral(sp::multiply(s, sp::SymWord(0x0004081020408000ull))),
              sc::impls::multiply(x, 0x0004081020408000ull));
    for (const std::uint64_t mask :
         std::vector<std::uint64_t>{0, ~std::uint64_t{0}, std::uint64_t{1} << 63,
                                    0x000101010101017Eull, 0x0040201008040200ull, x ^ 0x5A5A}) {
      EXPECT_EQ(numeral(sp::parallel_extract(s, mask)), sc::impls::parallel_extract(x, mask));
    }
    // A magic hash as production uses it (b1's rook mask and magic), and a small one.
    const sc::impls::SliderSquare& b1 = sc::impls::magic::kRookTable[1];
    EXPECT_EQ(numeral(sp::magic_hash(s, b1.mask, b1.magic, b1.shift)),
              sc::impls::magic_hash(x, b1.mask, b1.magic, b1.shift));
    EXPECT_EQ(numeral(sp::magic_hash(s, 0x0000000000A00500ull, 0x8000400020001ull, 40)),
              sc::impls::magic_hash(x, 0x0000000000A00500ull, 0x8000400020001ull, 40));
    EXPECT_EQ(numeral(-s), 0 - x);
    EXPECT_EQ(numeral(~s), ~x);
    for (int r = 0; r < 64; r += 7) {
      EXPECT_EQ(numeral(sp::rotate_left(s, r)), sc::impls::rotate_left(x, r));
      EXPECT_EQ(numeral(s << r), x << r);
      EXPECT_EQ(numeral(s >> r), x >> r);
    }
  }
  EXPECT_THROW(sp::SymWord(1) << 64, std::logic_error);
}

TEST(SymbolicIntrinsics, LookupIsTheTable) {
  static std::uint64_t table[512];
  std::mt19937_64 rng(7);
  for (std::uint64_t& v : table) v = rng();
  z3::context ctx;
  sp::Session session(ctx);
  ASSERT_TRUE(session.next_path());
  for (std::uint64_t i = 0; i < 512; ++i) {
    EXPECT_EQ(numeral(sp::lookup(table, sp::SymWord(i))), sc::impls::lookup(table, i));
  }
  // The run-time-sized slice (magic and PEXT tables) too, 300 of the 512 entries.
  const std::span<const std::uint64_t> slice(table + 100, 300);
  for (std::uint64_t i = 0; i < 300; ++i) {
    EXPECT_EQ(numeral(sp::lookup(slice, sp::SymWord(i))), sc::impls::lookup(slice, i));
  }
  // An index out of range is an obligation that Z3 can see fail.
  session.reset();
  ASSERT_TRUE(session.next_path());
  sp::SymWord index(ctx.bv_const("i", 64));
  (void)sp::lookup(table, index);
  ASSERT_EQ(session.obligations().size(), 1u);
  z3::solver solver(ctx);
  solver.add(session.obligations()[0].violated);
  EXPECT_EQ(solver.check(), z3::sat);
}

TEST(SymbolicIntrinsics, IsZeroRunsBothBranches) {
  z3::context ctx;
  sp::Session session(ctx);
  const sp::SymWord x(ctx.bv_const("x", 64));
  std::vector<bool> taken;
  while (session.next_path()) taken.push_back(sp::is_zero(x));
  EXPECT_EQ(taken, (std::vector<bool>{false, true}));
}

TEST(SymbolicOracle, EqualsTheRayWalkerOnEveryLineExhaustively) {
  // A line is two rays; a ray of the walker depends only on its own squares.
  // So every square x every direction x every occupancy of that ray's squares
  // (with random bits everywhere else, the other half of the line included)
  // covers every line exhaustively.
  z3::context ctx;
  sp::Session session(ctx);
  ASSERT_TRUE(session.next_path());
  std::mt19937_64 rng(11);
  long compared = 0;
  for (int sq = 0; sq < sc::kSquares; ++sq) {
    for (int dir = 0; dir < sc::kDirections; ++dir) {
      const std::uint64_t ray = sc::oracle::ray(0, sq, dir);
      std::vector<int> squares;
      for (int s = 0; s < 64; ++s) {
        if ((ray >> s) & 1) squares.push_back(s);
      }
      for (std::uint64_t subset = 0; subset < (std::uint64_t{1} << squares.size()); ++subset) {
        std::uint64_t occ = rng() & ~ray;
        for (std::size_t k = 0; k < squares.size(); ++k) {
          if ((subset >> k) & 1) occ |= sc::square_bb(squares[k]);
        }
        ASSERT_EQ(numeral(sp::sym_oracle::ray(sp::SymWord(occ), sq, dir)),
                  sc::oracle::ray(occ, sq, dir))
            << "sq " << sq << " dir " << dir << " occ " << occ;
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 64 * 8);
}

TEST(SymbolicOracle, ComposedKindsEqualTheRayWalker) {
  z3::context ctx;
  sp::Session session(ctx);
  ASSERT_TRUE(session.next_path());
  std::mt19937_64 rng(13);
  for (int i = 0; i < 80; ++i) {
    const int sq = static_cast<int>(rng() % 64);
    const std::uint64_t occ = rng() & rng();
    const std::uint64_t blockers = occ & rng();
    const sp::SymWord o(occ), b(blockers);
    EXPECT_EQ(numeral(sp::sym_oracle::queen_attacks(o, sq)), sc::oracle::queen_attacks(occ, sq));
    EXPECT_EQ(numeral(sp::sym_oracle::xray_rook_attacks(o, b, sq)),
              sc::oracle::xray_rook_attacks(occ, blockers, sq));
    EXPECT_EQ(numeral(sp::sym_oracle::xray_bishop_attacks(o, b, sq)),
              sc::oracle::xray_bishop_attacks(occ, blockers, sq));
  }
  for (int dir = 0; dir < 8; ++dir) {
    for (int i = 0; i < 24; ++i) {
      const std::uint64_t sliders = rng() & rng() & (i % 2 ? rng() : ~std::uint64_t{0});
      const std::uint64_t empty = i % 3 ? rng() | rng() : rng();
      const std::uint64_t extra = rng() & rng();
      const sp::SymWord s(sliders), e(empty), x(extra);
      EXPECT_EQ(numeral(sp::sym_oracle::sliding_attacks(s, e, dir)),
                sc::oracle::sliding_attacks(sliders, empty, dir));
      EXPECT_EQ(numeral(sp::sym_oracle::xray_sliding_attacks(s, e, x, dir)),
                sc::oracle::xray_sliding_attacks(sliders, empty, extra, dir));
      EXPECT_EQ(numeral(sp::sym_oracle::between(s, e, x, dir)),
                sc::oracle::between(sliders, empty, extra, dir));
    }
  }
}

TEST(SymbolicSuites, CoverEveryBuiltinKindAndDirection) {
  for (const sc::Implementation& impl : sc::builtin_implementations()) {
    if (std::string(impl.name) == "ray_walker") continue;  // the oracle itself
    const sp::SymImplementation* sym = sp::find_symbolic(impl.name);
    ASSERT_NE(sym, nullptr) << impl.name;
    for (const sc::Kind kind : sc::all_kinds()) {
      EXPECT_EQ(sym->provides(kind), impl.provides(kind)) << impl.name << " " << kind_name(kind);
    }
    EXPECT_EQ(sym->directions, impl.directions) << impl.name;
  }
}

}  // namespace
