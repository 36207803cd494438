// The prover can fail: variants of the real templates with planted bugs must
// give counterexamples that replay concretely, and a harmless variant must be
// proved equal.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>

#include "impls/between_table.h"
#include "impls/classical_rays.h"
#include "impls/hyperbola_quintessence.h"
#include "impls/kogge_stone.h"
#include "impls/leaper_shifts.h"
#include "impls/line_masks.h"
#include "impls/magic.h"
#include "impls/obstruction_difference.h"
#include "impls/word.h"
#include "prove/prover.h"

namespace sc = slidercheck;
namespace sp = slidercheck::prove;

// The variants live in an impls namespace, like the families, so that their
// unqualified intrinsic calls resolve exactly as the production templates' do.
namespace slidercheck::impls::planted_proofs {

// HQ on ranks with the byte swap its files and diagonals use: the production
// template swapped_line_attacks, applied to the one line a byte swap does not reverse.
template <class W>
W hq_rank_byte_swap(W occ, int sq) {
  return hyperbola_quintessence::swapped_line_attacks(occ, sq, kRankLine);
}

// Subtraction's line attacks with one wrong square in d4's upper file mask (d6 missing).
template <class W>
W wrong_mask_file(W occ, int sq) {
  const LineMask& m = kLineMasks[sq][kFileLine];
  const std::uint64_t upper = sq == 27 ? m.upper & ~square_bb(43) : m.upper;
  const W o = occ & W(m.line_ex);
  const W up = (o ^ (o - (W(square_bb(sq)) << 1))) & W(upper);
  const W blocker = ms1b((occ & W(m.lower)) | W(1));
  return up | (W(m.lower) & (W(0) - blocker));
}

// Obstruction difference without the "| 1" guard: ms1b(0) on an empty lower ray.
template <class W>
W od_without_guard(W occ, int sq) {
  const LineMask& m = kLineMasks[sq][kDiagonalLine];
  const W lower = occ & W(m.lower);
  const W upper = occ & W(m.upper);
  return ((ls1b(upper) << 1) - ms1b(lower)) & W(m.line_ex);
}

// Reverse bitboards with the slider's own square added to the line mask: the
// borrow runs above it, so it cannot change the result.
template <class W>
W reverse_with_own_bit(W occ, int sq) {
  const LineMask& m = kLineMasks[sq][kAntidiagonalLine];
  const W o = occ & W(m.line_ex | square_bb(sq));
  const W upper = (o ^ (o - (W(square_bb(sq)) << 1))) & W(m.upper);
  const W r = bit_reverse(o);
  const W lower = bit_reverse(r ^ (r - (W(square_bb(63 - sq)) << 1))) & W(m.lower);
  return upper | lower;
}

// Returns a copy of the production magic bishop table with one corrupted
// entry: c1 with e3 occupied also "attacks" f4, behind the blocker.
const BishopTable& corrupted_bishop_table() {
  static const std::unique_ptr<BishopTable> table = [] {
    auto t = std::make_unique<BishopTable>(kBishopPiece, magic::kBishopMagics);
    const SliderSquare& c1 = (*t)[2];
    const auto offset = static_cast<std::size_t>(c1.attacks().data() - t->entries().data());
    t->entries()[offset + magic_hash(square_bb(20), c1.mask, c1.magic, c1.shift)] |= square_bb(29);
    return t;
  }();
  return *table;
}

// Magic diagonal attacks read from the corrupted table.
template <class W>
W magic_corrupted_diagonal(W occ, int sq) {
  return magic::table_attacks(corrupted_bishop_table(), occ, sq) &
         W(kLineMasks[sq][kDiagonalLine].line_ex);
}

// The pair kinds' planted slips, on the production tables:
// line_through without the edge square beyond b (the line's highest square when
// b is above a, its lowest when below).
template <class W>
W line_missing_edge(int a, int b) {
  const std::uint64_t line = between_table::kLineThrough[a][b];
  if (!line) return W(std::uint64_t{0});
  const std::uint64_t edge =
      b > a ? std::uint64_t{1} << (63 - __builtin_clzll(line)) : line & -line;
  return W(line & ~edge);
}

// squares_between_to_b without b when a and b share no line (and for a == b).
template <class W>
W to_b_unaligned_empty(int a, int b) {
  if (!between_table::kLineThrough[a][b]) return W(std::uint64_t{0});
  return between_table::squares_between<W>(a, b) | W(square_bb(b));
}

// squares_between_inclusive with a and b even when they share no line.
template <class W>
W inclusive_unaligned_ends(int a, int b) {
  return between_table::squares_between<W>(a, b) | W(square_bb(a) | square_bb(b));
}

// The leapers' wraps (the same slips as check/subjects/planted.cpp's planted leapers):
// knight_set_attacks without the two-file masks, pawns without any file mask.
template <class W>
W knight_set_wrap(W knights) {
  const W l1 = (knights >> 1) & W(leaper_shifts::kNotH), l2 = knights >> 2;
  const W r1 = (knights << 1) & W(leaper_shifts::kNotA), r2 = knights << 2;
  const W h1 = l1 | r1, h2 = l2 | r2;
  return (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8);
}

template <class W>
W pawn_wrap(int color, int sq) {
  const W pawns = W(square_bb(sq));
  return color == 0 ? (pawns << 9) | (pawns << 7) : (pawns >> 7) | (pawns >> 9);
}

// pawn_west_attacks without its file mask: a-file pawns wrap to the h-file.
template <class W>
W pawn_west_unmasked(int color, W pawns) {
  return color == 0 ? pawns << 7 : pawns >> 9;
}

// shift_one by a rotate without the avoid-wrap mask: every edge wraps.
template <class W>
W shift_unmasked(W set, int dir8) {
  return rotate_left(set, kogge_stone::rotation(dir8, 1));
}

// ray_through that stops at b: squares_between_to_b's answer on aligned pairs.
template <class W>
W ray_stops_at_b(int a, int b) {
  const std::uint64_t ray = between_table::ray_through<std::uint64_t>(a, b);
  return W(ray ? between_table::squares_between<std::uint64_t>(a, b) | square_bb(b) : 0);
}

// The classical approach with a forward bit scan in every direction: a
// negative ray stops at its farthest blocker, and with none the guard (h8)
// brings in h8's ray.
template <class W>
W ray_forward_scan(W occ, int sq, int dir8) {
  const std::uint64_t(&rays)[kSquares] = classical_rays::kRayAttacks.rays[dir8];
  const W attacks = W(rays[sq]);
  return attacks ^ lookup(rays, bit_scan_forward((attacks & occ) | W(std::uint64_t{1} << 63)));
}

}  // namespace slidercheck::impls::planted_proofs

namespace {

namespace pp = slidercheck::impls::planted_proofs;

// Returns the proof of kind's function name, symbolic sym against concrete
// (a function pointer of kind's shape on each word type).
template <class SymFn, class Fn>
sp::SuiteResult prove_function(const char* name, sc::Kind kind, SymFn sym, Fn concrete) {
  sp::SymImplementation s;
  s.name = name;
  sc::Implementation c;
  c.name = name;
  s.set(kind, sym);
  c.set(kind, concrete);
  return sp::prove_suite(s, c, kind, sp::ProveOptions{});
}

std::string all_details(const sp::SuiteResult& r) {
  std::string s;
  for (const std::string& d : r.details) s += d + "\n";
  return s;
}

TEST(PlantedProof, HqRanksWithByteSwapHaveACounterexample) {
  const auto r =
      prove_function("planted_hq_rank_byte_swap", sc::Kind::rank_attacks,
                     pp::hq_rank_byte_swap<sp::SymWord>, pp::hq_rank_byte_swap<std::uint64_t>);
  EXPECT_GT(r.counterexamples, 0);
  EXPECT_EQ(r.unknown, 0);
  const std::string d = all_details(r);
  EXPECT_NE(d.find("replayed concretely"), std::string::npos) << d;
  EXPECT_NE(d.find("MISMATCH planted_hq_rank_byte_swap::rank_attacks"), std::string::npos) << d;
  std::printf("%s", d.c_str());  // what `slidercheck prove` would print
}

TEST(PlantedProof, OneWrongMaskSquareIsFoundOnItsSquareOnly) {
  const auto r =
      prove_function("planted_wrong_mask", sc::Kind::file_attacks, pp::wrong_mask_file<sp::SymWord>,
                     pp::wrong_mask_file<std::uint64_t>);
  EXPECT_EQ(r.counterexamples, 1);
  EXPECT_EQ(r.proved, 63);
  const std::string d = all_details(r);
  EXPECT_NE(d.find("file_attacks on d4"), std::string::npos) << d;
  EXPECT_NE(d.find("replayed concretely"), std::string::npos) << d;
}

TEST(PlantedProof, Ms1bOfZeroIsAPreconditionCounterexample) {
  const auto r =
      prove_function("planted_od_without_guard", sc::Kind::diagonal_attacks,
                     pp::od_without_guard<sp::SymWord>, pp::od_without_guard<std::uint64_t>);
  EXPECT_EQ(r.counterexamples, 64);
  const std::string d = all_details(r);
  EXPECT_NE(d.find("precondition broken (ms1b(0))"), std::string::npos) << d;
}

TEST(PlantedProof, OneCorruptedMagicEntryIsFoundOnItsSquareOnly) {
  const auto r = prove_function("planted_magic_entry", sc::Kind::diagonal_attacks,
                                pp::magic_corrupted_diagonal<sp::SymWord>,
                                pp::magic_corrupted_diagonal<std::uint64_t>);
  EXPECT_EQ(r.counterexamples, 1);
  EXPECT_EQ(r.proved, 63);
  const std::string d = all_details(r);
  EXPECT_NE(d.find("diagonal_attacks on c1"), std::string::npos) << d;
  EXPECT_NE(d.find("replayed concretely"), std::string::npos) << d;
}

TEST(PlantedProof, HarmlessExtraMaskBitIsProvedEqual) {
  const auto r = prove_function("harmless_own_bit", sc::Kind::antidiagonal_attacks,
                                pp::reverse_with_own_bit<sp::SymWord>,
                                pp::reverse_with_own_bit<std::uint64_t>);
  EXPECT_TRUE(r.all_proved()) << all_details(r);
  EXPECT_EQ(r.proved, 64);
}

// Each pair slip gives a counterexample from every a (each a has an aligned b,
// itself, and a b off its lines), replayed concretely.
TEST(PlantedProof, PairSlipsHaveCounterexamplesOnEverySquare) {
  struct Case {
    const char* name;
    sc::Kind kind;
    sc::Signatures<sp::SymWord>::Pair sym;
    sc::PairFn concrete;
  };
  for (const Case& c :
       {Case{"planted_line_missing_edge", sc::Kind::line_through,
             pp::line_missing_edge<sp::SymWord>, pp::line_missing_edge<std::uint64_t>},
        Case{"planted_to_b_unaligned_empty", sc::Kind::squares_between_to_b,
             pp::to_b_unaligned_empty<sp::SymWord>, pp::to_b_unaligned_empty<std::uint64_t>},
        Case{"planted_inclusive_unaligned_ends", sc::Kind::squares_between_inclusive,
             pp::inclusive_unaligned_ends<sp::SymWord>,
             pp::inclusive_unaligned_ends<std::uint64_t>}}) {
    const auto r = prove_function(c.name, c.kind, c.sym, c.concrete);
    EXPECT_EQ(r.counterexamples, 64) << c.name;
    const std::string d = all_details(r);
    EXPECT_NE(d.find("replayed concretely"), std::string::npos) << d;
    EXPECT_NE(d.find(std::string("MISMATCH ") + c.name + "::" + sc::kind_name(c.kind)),
              std::string::npos)
        << d;
    std::printf("%s", d.c_str());
  }
}

// The leapers through prove_suite: the set-wise wrap on a symbolic set (one
// query), the per-square pawn wrap on every square of each color; both replayed.
TEST(PlantedProof, LeaperWrapsHaveCounterexamplesThatReplay) {
  {
    sp::SymImplementation s;
    s.name = "planted_knight_set_wrap";
    sc::Implementation c;
    c.name = s.name;
    s.set(sc::Kind::knight_set_attacks, &pp::knight_set_wrap<sp::SymWord>);
    c.set(sc::Kind::knight_set_attacks, &pp::knight_set_wrap<std::uint64_t>);
    const auto r = sp::prove_suite(s, c, sc::Kind::knight_set_attacks, sp::ProveOptions{});
    EXPECT_EQ(r.counterexamples, 1);
    const std::string d = all_details(r);
    EXPECT_NE(d.find("MISMATCH planted_knight_set_wrap::knight_set_attacks"), std::string::npos)
        << d;
    EXPECT_NE(d.find("replayed concretely"), std::string::npos) << d;
    std::printf("%s", d.c_str());
  }
  {
    sp::SymImplementation s;
    s.name = "planted_pawn_wrap";
    sc::Implementation c;
    c.name = s.name;
    s.set(sc::Kind::pawn_attacks, &pp::pawn_wrap<sp::SymWord>);
    c.set(sc::Kind::pawn_attacks, &pp::pawn_wrap<std::uint64_t>);
    const auto r = sp::prove_suite(s, c, sc::Kind::pawn_attacks, sp::ProveOptions{});
    EXPECT_EQ(r.counterexamples, 2);  // white and black
    const std::string d = all_details(r);
    EXPECT_NE(d.find("MISMATCH planted_pawn_wrap::pawn_attacks"), std::string::npos) << d;
    EXPECT_NE(d.find("replayed concretely"), std::string::npos) << d;
  }
}

// The pawn-side, double-pawn, ray_through, shift_one and ray_attacks kinds
// through prove_suite: the one-sided pawn wrap per color and the shift wrap per
// direction on a symbolic set, ray_through's slip on every a, and the ray's
// forward scan per square and direction on a symbolic occupancy; each
// counterexample replayed concretely.
TEST(PlantedProof, NewKindsHaveCounterexamplesThatReplay) {
  struct Case {
    const char* name;
    sc::Kind kind;
    int expected;  // queries with a counterexample
  };
  for (const Case& c : {Case{"planted_pawn_side_wrap", sc::Kind::pawn_west_attacks, 2},
                        Case{"planted_shift_wrap", sc::Kind::shift_one, 8},
                        Case{"planted_ray_stops_at_b", sc::Kind::ray_through, 64},
                        // Every square in sout, soWe and west (h8's ray comes in); in
                        // soEa those whose ray holds two squares or more (6 x 6).
                        Case{"planted_ray_forward_scan", sc::Kind::ray_attacks, 3 * 64 + 36}}) {
    sp::SymImplementation s;
    s.name = c.name;
    sc::Implementation concrete;
    concrete.name = c.name;
    if (c.kind == sc::Kind::pawn_west_attacks) {
      s.set(c.kind, &pp::pawn_west_unmasked<sp::SymWord>);
      concrete.set(c.kind, &pp::pawn_west_unmasked<std::uint64_t>);
    } else if (c.kind == sc::Kind::shift_one) {
      s.set(c.kind, &pp::shift_unmasked<sp::SymWord>);
      concrete.set(c.kind, &pp::shift_unmasked<std::uint64_t>);
    } else if (c.kind == sc::Kind::ray_through) {
      s.set(c.kind, &pp::ray_stops_at_b<sp::SymWord>);
      concrete.set(c.kind, &pp::ray_stops_at_b<std::uint64_t>);
    } else {
      s.set(c.kind, &pp::ray_forward_scan<sp::SymWord>);
      concrete.set(c.kind, &pp::ray_forward_scan<std::uint64_t>);
    }
    const auto r = sp::prove_suite(s, concrete, c.kind, sp::ProveOptions{});
    EXPECT_EQ(r.counterexamples, c.expected) << c.name;
    const std::string d = all_details(r);
    EXPECT_NE(d.find(std::string("MISMATCH ") + c.name + "::" + sc::kind_name(c.kind)),
              std::string::npos)
        << d;
    EXPECT_NE(d.find("replayed concretely"), std::string::npos) << d;
  }
}

}  // namespace
