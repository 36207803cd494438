// Kogge-Stone: set-wise occluded fills in all eight directions (parallel prefix).
//
// A generator set gen (the sliders) floods through the propagator set pro (the
// empty squares) in log2(7) = 3 doubling steps, with generalised rotates so one
// routine serves every direction; avoidWrap[dir8] drops squares a step would
// reach by wrapping around the board edge:
//
//   pro &= avoidWrap[dir8]
//   gen |= pro & rotl(gen, s);     pro &= rotl(pro, s);
//   gen |= pro & rotl(gen, 2s);    pro &= rotl(pro, 2s);
//   gen |= pro & rotl(gen, 4s);
//   sliding_attacks = rotl(gen, s) & avoidWrap[dir8]        (s = +9, +1, -7, ..)
//
// X-rays fill again from the blockers hit; "between" meets the fills of the
// sliders and of the targets (opposite direction):
//
//   xray    = sliding(blockers & sliding(sliders, empty, d), empty, d)
//   between = sliding(sliders, empty, d) & sliding(targets, empty, d ^ 4)
//
// North-east fill of sliders on a1 and f1 (x = occupied):
//
//   occluded fill     attacks (shifted one step)
//   . . . . . . . .   . . . . . . . .
//   . . . . . . . .   . . . . . . . .
//   . . . . . . . .   . . . . . . . .
//   . . . . . . . .   . . . . x . . .
//   . . . 1 . . . .   . . . 1 . . . .
//   . . 1 . . . . 1   . . 1 . . . . 1
//   . 1 . . . . 1 .   . 1 . . . . 1 .
//   1 . . . . 1 . .   . . . . . . . .
#pragma once

#include <cstdint>

#include "impls/line_masks.h"
#include "impls/word.h"

namespace slidercheck::impls::kogge_stone {

// Returns the rotate amount (0..63) of k steps in dir8.
constexpr int rotation(int dir8, int k) { return (k * dir8_shift(dir8)) & 63; }

// Returns gen flooded in Dir8 through pro, gen included (the occluded fill).
template <int Dir8, class W>
constexpr W occluded_fill(W gen, W pro) {
  constexpr int r1 = rotation(Dir8, 1), r2 = rotation(Dir8, 2), r4 = rotation(Dir8, 4);
  pro = pro & W(kAvoidWrap[Dir8]);
  gen = gen | (pro & rotate_left(gen, r1));
  pro = pro & rotate_left(pro, r1);
  gen = gen | (pro & rotate_left(gen, r2));
  pro = pro & rotate_left(pro, r2);
  gen = gen | (pro & rotate_left(gen, r4));
  return gen;
}

// Returns b moved one step in Dir8, dropping what would wrap.
template <int Dir8, class W>
constexpr W shift_one(W b) {
  return rotate_left(b, rotation(Dir8, 1)) & W(kAvoidWrap[Dir8]);
}

// Returns every square of set moved one step in dir8, none wrapping (the
// wiki's shiftOne: a generalised rotate and the direction's avoidWrap mask).
template <class W>
constexpr W shift_one(W set, int dir8) {
  return rotate_left(set, rotation(dir8, 1)) & W(kAvoidWrap[dir8]);
}

// Returns the attacks of every slider in Dir8 (a constant) through the empty squares.
template <int Dir8, class W>
constexpr W directed_attacks(W sliders, W empty) {
  return shift_one<Dir8>(occluded_fill<Dir8>(sliders, empty));
}

// Returns the attacks of every slider in dir8 through the empty squares.
template <class W>
constexpr W sliding_attacks(W sliders, W empty, int dir8) {
  switch (dir8) {
    case kNoEa:
      return directed_attacks<kNoEa>(sliders, empty);
    case kEast:
      return directed_attacks<kEast>(sliders, empty);
    case kSoEa:
      return directed_attacks<kSoEa>(sliders, empty);
    case kSout:
      return directed_attacks<kSout>(sliders, empty);
    case kSoWe:
      return directed_attacks<kSoWe>(sliders, empty);
    case kWest:
      return directed_attacks<kWest>(sliders, empty);
    case kNoWe:
      return directed_attacks<kNoWe>(sliders, empty);
    case kNort:
      return directed_attacks<kNort>(sliders, empty);
    default:
      return W(0);
  }
}

// Returns the attacks in dir8 behind the blockers the sliders hit (0 if none is hit).
template <class W>
constexpr W xray_sliding_attacks(W sliders, W empty, W blockers, int dir8) {
  const W hit = blockers & sliding_attacks(sliders, empty, dir8);
  return sliding_attacks(hit, empty, dir8);  // an empty hit fills nothing: no branch needed
}

// Returns the squares in dir8 from the sliders that the targets reach the other way.
template <class W>
constexpr W between(W sliders, W empty, W targets, int dir8) {
  return sliding_attacks(sliders, empty, dir8) & sliding_attacks(targets, empty, opposite(dir8));
}

// The directions in the order the single-slider kinds take them, each line's
// two directions side by side: rank (east, west), file (nort, sout), diagonal
// (noEa, soWe), antidiagonal (noWe, soEa). A rook takes the first four, a
// bishop the last four, a queen all eight.
inline constexpr int kLineOrder[kDirections] = {kEast, kWest, kNort, kSout,
                                                kNoEa, kSoWe, kNoWe, kSoEa};

// The constants of the fill in each direction, in kLineOrder: rotations by
// one, two and four steps, and the avoid-wrap mask.
struct FillConstants {
  int r1[kDirections];
  int r2[kDirections];
  int r4[kDirections];
  std::uint64_t avoid_wrap[kDirections];
};

// Returns the fill constants of every direction, in kLineOrder.
constexpr FillConstants make_fill_constants() {
  FillConstants c{};
  for (int i = 0; i < kDirections; ++i) {
    c.r1[i] = rotation(kLineOrder[i], 1);
    c.r2[i] = rotation(kLineOrder[i], 2);
    c.r4[i] = rotation(kLineOrder[i], 4);
    c.avoid_wrap[i] = kAvoidWrap[kLineOrder[i]];
  }
  return c;
}

inline constexpr FillConstants kFill = make_fill_constants();

// Returns the attacks of a single slider (the set slider) through empty in
// the direction kLineOrder[i]: directed_attacks with the constants looked up.
template <class W>
constexpr W fill_attacks(W slider, W empty, int i) {
  W gen = slider;
  W pro = empty & W(kFill.avoid_wrap[i]);
  gen = gen | (pro & rotate_left(gen, kFill.r1[i]));
  pro = pro & rotate_left(pro, kFill.r1[i]);
  gen = gen | (pro & rotate_left(gen, kFill.r2[i]));
  pro = pro & rotate_left(pro, kFill.r2[i]);
  gen = gen | (pro & rotate_left(gen, kFill.r4[i]));
  return rotate_left(gen, kFill.r1[i]) & W(kFill.avoid_wrap[i]);
}

// Returns the attacks of a single slider on sq in the directions kLineOrder[First ..
// First + Count - 1], as one loop over the directions' constants. For the queen,
// rook and bishop clang is asked to run the directions side by side in vector
// lanes instead of unrolling the loop: a hint with no effect on the result; with
// -march=native (AVX-512) it made the queen and the rook faster through the
// function pointer. The lines (two directions) were faster unrolled and get no
// hint, and so does every build without AVX2's per-lane shifts (in the portable
// build the hint made the queen slower). The figures are in docs/measurements.md.
// (Where the loop cannot be vectorized, e.g. on the prover's symbolic word or
// under the sanitizers, clang would warn that the hint was not followed.)
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wpass-failed"
#endif
template <int First, int Count, class W>
constexpr W single_slider_attacks(W occ, int sq) {
  const W slider = W(square_bb(sq));
  const W empty = ~occ;
  W attacks = W(0);
  if constexpr (Count >= 4) {
#if defined(__clang__) && defined(__AVX2__)
#pragma clang loop vectorize(enable) vectorize_width(Count) interleave_count(1) unroll(disable)
#endif
    for (int i = First; i < First + Count; ++i) attacks = attacks | fill_attacks(slider, empty, i);
  } else {
    for (int i = First; i < First + Count; ++i) attacks = attacks | fill_attacks(slider, empty, i);
  }
  return attacks;
}
#if defined(__clang__)
#pragma clang diagnostic pop
#endif

// Returns the rank attacks of a slider on sq: east and west.
template <class W>
constexpr W rank_attacks(W occ, int sq) {
  return single_slider_attacks<0, 2>(occ, sq);
}
// Returns the file attacks of a slider on sq: nort and sout.
template <class W>
constexpr W file_attacks(W occ, int sq) {
  return single_slider_attacks<2, 2>(occ, sq);
}
// Returns the diagonal (a1-h8) attacks of a slider on sq: noEa and soWe.
template <class W>
constexpr W diagonal_attacks(W occ, int sq) {
  return single_slider_attacks<4, 2>(occ, sq);
}
// Returns the antidiagonal (h1-a8) attacks of a slider on sq: noWe and soEa.
template <class W>
constexpr W antidiagonal_attacks(W occ, int sq) {
  return single_slider_attacks<6, 2>(occ, sq);
}
// Returns the rook attacks of a slider on sq: rank and file.
template <class W>
constexpr W rook_attacks(W occ, int sq) {
  return single_slider_attacks<0, 4>(occ, sq);
}
// Returns the bishop attacks of a slider on sq: both diagonals.
template <class W>
constexpr W bishop_attacks(W occ, int sq) {
  return single_slider_attacks<4, 4>(occ, sq);
}
// Returns the queen attacks of a slider on sq: all eight directions.
template <class W>
constexpr W queen_attacks(W occ, int sq) {
  return single_slider_attacks<0, 8>(occ, sq);
}

// Whether a slider on from sees to: 1 when to is in its attacks, else 0 (all
// ones masked to bit 0, so no branch on the word).
template <class W>
constexpr W rook_sees(W occ, int from, int to) {
  return nonzero_mask(rook_attacks(occ, from) & W(square_bb(to))) & W(1);
}
template <class W>
constexpr W bishop_sees(W occ, int from, int to) {
  return nonzero_mask(bishop_attacks(occ, from) & W(square_bb(to))) & W(1);
}
template <class W>
constexpr W queen_sees(W occ, int from, int to) {
  return nonzero_mask(queen_attacks(occ, from) & W(square_bb(to))) & W(1);
}

// The attacks of every slider of a set at once: the set-wise fills of the
// piece's directions through the empty squares (one fill per direction, for
// all the sliders together).
template <class W>
constexpr W rook_set_attacks(W sliders, W occ) {
  const W empty = ~occ;
  return directed_attacks<kEast>(sliders, empty) | directed_attacks<kWest>(sliders, empty) |
         directed_attacks<kNort>(sliders, empty) | directed_attacks<kSout>(sliders, empty);
}
template <class W>
constexpr W bishop_set_attacks(W sliders, W occ) {
  const W empty = ~occ;
  return directed_attacks<kNoEa>(sliders, empty) | directed_attacks<kSoWe>(sliders, empty) |
         directed_attacks<kNoWe>(sliders, empty) | directed_attacks<kSoEa>(sliders, empty);
}
template <class W>
constexpr W queen_set_attacks(W sliders, W occ) {
  return rook_set_attacks(sliders, occ) | bishop_set_attacks(sliders, occ);
}

}  // namespace slidercheck::impls::kogge_stone
