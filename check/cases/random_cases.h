// The random case maker (internal to check/): pseudo-random inputs
// of a kind, drawn in runs of 64 on one square and one density, made in a
// frame, for a visitor inlined into the calling loop.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "check/cases/case_frame.h"
#include "check/cases/line_tables.h"
#include "check/cases/position_cases.h"
#include "slidercheck/implementation.h"
#include "slidercheck/lines.h"
#include "slidercheck/oracle.h"
#include "slidercheck/random.h"

namespace slidercheck::enumeration {

// One line of a random batch: its table, in the frame.
struct RandomLine {
  const Bitboard *occ, *attacks;
  const std::uint8_t* attacked;
  Bitboard index_mask;
};

// A batch of random single-slider or x-ray inputs on one square: occupancies,
// blockers (x-rays) and expected values.
struct RandomBatch {
  Bitboard occ[64], blockers[64], expected[64];
};

// Makes count inputs of a batch on lines[0..L) of density class C (see
// Rng::board): noise on the squares of keep (off the lines, and the own bit
// unless the contract fixes it), own_to added (the own bit when the contract
// sets it); x-rays: blockers of density class blocks_c, every occupied square
// in every fourth input. A template over the line count, the x-ray flag and
// the density, so that the loop keeps the tables in registers and draws its
// words without a branch.
template <int L, bool Xray, int C>
void make_batch(Rng& rng, const RandomLine* lines, Bitboard keep, Bitboard own_to, int blocks_c,
                std::uint64_t count, RandomBatch& out) {
  RandomLine t[L];
  for (int j = 0; j < L; ++j) t[j] = lines[j];
  for (std::uint64_t k = 0; k < count; ++k) {
    // One word gives every line its subset (8 bits each), and, its bits
    // moved (rotated, byte-swapped) to other squares, the rest of the board
    // and the own bit at the same density; x-rays draw the blockers.
    const Bitboard words = rng.board(C);
    const Bitboard noise = __builtin_bswap64((words << 29) | (words >> 35));
    Bitboard occ = 0, blocked = 0, expected = 0;
    const bool all_blocked = Xray && (k & 3) == 0;
    const Bitboard blocks = Xray ? rng.board(blocks_c) : 0;
    for (int j = 0; j < L; ++j) {
      const Bitboard idx = (words >> (8 * j)) & t[j].index_mask;
      occ |= t[j].occ[idx];
      if constexpr (!Xray) {
        expected |= t[j].attacks[idx];
      } else {
        // x-ray along the line: a ^ attacks(occ ^ (blockers & a)), by index.
        const Bitboard b = all_blocked ? idx : idx & (blocks >> (8 * j));
        blocked |= t[j].occ[b];
        expected |= t[j].attacks[idx] ^ t[j].attacks[idx ^ (b & t[j].attacked[idx])];
      }
    }
    const Bitboard rest = (noise & keep) | own_to;
    out.occ[k] = occ | rest;
    if constexpr (Xray) out.blockers[k] = blocked | (all_blocked ? rest : rest & blocks);
    out.expected[k] = expected;
  }
}

// make_batch for a line count, x-ray flag and density class known at run time.
template <int L, bool Xray>
void make_batch(int c, Rng& rng, const RandomLine* lines, Bitboard keep, Bitboard own_to,
                int blocks_c, std::uint64_t count, RandomBatch& out) {
  constexpr void (*kMake[6])(Rng&, const RandomLine*, Bitboard, Bitboard, int, std::uint64_t,
                             RandomBatch&) = {make_batch<L, Xray, 0>, make_batch<L, Xray, 1>,
                                              make_batch<L, Xray, 2>, make_batch<L, Xray, 3>,
                                              make_batch<L, Xray, 4>, make_batch<L, Xray, 5>};
  kMake[c](rng, lines, keep, own_to, blocks_c, count, out);
}

// Calls visit(input, expected) for n random inputs of kind (see
// enumerate_random) until visit returns false; returns the cases visited. The
// square and the density class change every 64 inputs, so the square's line
// tables stay in cache and the density's branches stay predictable.
template <class Visit>
std::uint64_t random_with(Kind kind, std::uint64_t seed, std::uint64_t n, std::uint8_t directions,
                          const Frame& frame, Visit visit) {
  Rng rng{seed};
  const std::vector<int> dir_list = line_dirs(kind);
  const int n_lines = static_cast<int>(dir_list.size());
  int multi_dirs[8], n_multi = 0;
  for (int d = 0; d < 8; ++d)
    if ((directions >> d) & 1) multi_dirs[n_multi++] = d;
  const bool multi = is_multi(kind);
  if (multi && n_multi == 0) return 0;
  const bool xray = shape_takes(shape_of(kind), Field::blockers);  // (occ, blockers, sq)
  std::uint64_t cases = 0;
  if (is_position_kind(kind)) {  // a random game-like position (position_cases.cpp)
    while (cases < n) {
      const Input in = random_position_case(kind, rng);
      const Bitboard e = oracle::eval(in);
      ++cases;
      if (!visit(frame.input(in), answers_truth(kind) ? e : frame.bb(e))) return cases;
    }
    return cases;
  }
  if (is_pair(kind)) {  // random pairs of squares, a == b now and then
    while (cases < n) {
      const std::uint64_t w = rng.next();
      const int a = static_cast<int>(w & 63);
      const int b = (w >> 6) % 16 == 0 ? a : static_cast<int>((w >> 12) & 63);
      const Input in{.kind = kind, .sq = a, .sq2 = b};
      if (frame.outside(in)) continue;  // outside the pair domain: drawn again
      ++cases;
      if (!visit(frame.input(in), frame.bb(oracle::eval(in)))) return cases;
    }
    return cases;
  }
  if (is_leaper(kind)) {  // a random square or set of a random density, a random color
    while (cases < n) {
      const std::uint64_t w = rng.next();
      Input in{.kind = kind, .sq = static_cast<int>(w & 63)};
      if (has_color(kind)) in.color = static_cast<int>((w >> 6) & 1);
      if (is_set_kind(kind)) in.set = rng.board(static_cast<int>((w >> 7) % 6));
      if (takes_direction(kind)) in.dir8 = static_cast<int>((w >> 10) & 7);           // shift_one
      if (is_pawn_push(kind)) in.empty = rng.board(static_cast<int>((w >> 13) % 6));  // pushes
      if (frame.outside(in)) continue;  // pawn_attacks' pawn squares: drawn again
      ++cases;
      if (!visit(frame.input(in), frame.bb(oracle::eval(in)))) return cases;
    }
    return cases;
  }
  if (is_sees(kind)) {  // a random from, a to on one of its lines most of the time, an occupancy
    while (cases < n) {
      const std::uint64_t w = rng.next();
      Input in{.kind = kind, .sq = static_cast<int>(w & 63)};
      in.sq2 = static_cast<int>((w >> 6) & 63);
      if ((w >> 12) % 4 != 0) {  // to on a line of from, at a random distance
        const int d = static_cast<int>((w >> 14) & 7);
        Bitboard ray = oracle::ray(0, in.sq, d);
        for (int k = static_cast<int>((w >> 17) & 7); ray && k > 0; --k) ray &= ray - 1;
        if (ray) in.sq2 = __builtin_ctzll(ray);
      }
      in.occ = rng.board(static_cast<int>((w >> 20) % 6));
      ++cases;
      if (!visit(frame.input(in), oracle::eval(in))) return cases;  // a truth value
    }
    return cases;
  }
  if (is_slider_set(kind)) {  // random sliders and occupancies, the sliders occupied or not
    while (cases < n) {
      const std::uint64_t w = rng.next();
      Input in{.kind = kind};
      in.sliders = rng.board(static_cast<int>(w % 6)) & rng.board(static_cast<int>(w / 6 % 6));
      in.occ = rng.board(static_cast<int>(w / 36 % 6));
      if ((w >> 10) & 1) in.occ |= in.sliders;
      ++cases;
      if (!visit(frame.input(in), frame.bb(oracle::eval(in)))) return cases;
    }
    return cases;
  }
  if (is_ray(kind)) {  // a random square, direction and occupancy of a random density
    while (cases < n) {
      const std::uint64_t w = rng.next();
      Input in{
          .kind = kind, .sq = static_cast<int>(w & 63), .dir8 = static_cast<int>((w >> 6) & 7)};
      in.occ = rng.board(static_cast<int>((w >> 9) % 6));
      if (!frame.own_clear()) in.occ |= bit(in.sq);  // as the own-square contract allows
      if (!frame.own_set()) in.occ &= ~bit(in.sq);
      ++cases;
      if (!visit(frame.input(in), frame.bb(oracle::eval(in)))) return cases;
    }
    return cases;
  }
  // The batch maker of the kind's lines (1, 2 or 4; x-rays on 2).
  const auto make = n_lines == 1   ? make_batch<1, false>
                    : n_lines == 4 ? make_batch<4, false>
                    : xray         ? make_batch<2, true>
                                   : make_batch<2, false>;
  RandomBatch batch_of;
  for (std::uint64_t batch = 0; cases < n; ++batch) {
    // The density class: of the lines and the noise, and (x-rays) of the
    // blockers, every pair of classes once in 36 batches.
    const int c = static_cast<int>(batch % 6), blocks_c = static_cast<int>(batch / 6 % 6);
    const int sq = static_cast<int>(rng.next() & 63);
    const std::uint64_t count = std::min<std::uint64_t>(n - cases, 64);
    if (multi) {
      for (std::uint64_t k = 0; k < count; ++k) {
        Input in{.kind = kind};
        in.dir8 = multi_dirs[rng.next() % static_cast<std::uint64_t>(n_multi)];
        in.sliders = rng.next() & rng.board(c);
        in.empty = ~rng.board(c);
        if (info(kind).extra == Extra::blockers) in.blockers = rng.board(c) & ~in.empty;
        if (info(kind).extra == Extra::targets) in.targets = rng.next() & rng.board(c) & ~in.empty;
        const Bitboard expected = frame.bb(oracle::eval(in));
        ++cases;
        if (!visit(frame.input(in), expected)) return cases;
      }
      continue;
    }
    // The square's line tables (in the frame), once per batch: the lines, the
    // noise off them and the own bit are drawn in the frame's numbering.
    RandomLine lines_of[4] = {};
    Bitboard on_lines = 0;
    const int at = frame.square(sq);
    const Bitboard own = frame.bb(bit(sq));
    for (int j = 0; j < n_lines; ++j) {
      const LineTable& t = line_table(sq, dir_list[j], frame.to_engine);
      lines_of[j] = {t.occ.data(), t.attacks.data(), t.attacked.data(), t.index_mask};
      on_lines |= t.occ[t.index_mask];
    }
    // The noise is kept off the lines, and on the own bit unless the contract
    // fixes it (own_to).
    const bool own_free = frame.own_clear() && frame.own_set();
    const Bitboard keep = ~on_lines & ~(own_free ? 0 : own);
    const Bitboard own_to = frame.own_clear() ? 0 : own;
    // The batch's inputs are made first, then called: made apart from the
    // calls, they stay in registers (a call may write any memory), and the
    // calls run as a tight loop.
    make(c, rng, lines_of, keep, own_to, blocks_c, count, batch_of);
    for (std::uint64_t k = 0; k < count; ++k) {
      ++cases;
      if (!visit(Input{.kind = kind,
                       .sq = at,
                       .occ = batch_of.occ[k],
                       .blockers = xray ? batch_of.blockers[k] : 0},
                 batch_of.expected[k]))
        return cases;
    }
  }
  return cases;
}

}  // namespace slidercheck::enumeration
