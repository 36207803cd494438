// Reverse bitboards: o ^ (o - 2r) on the board and on its full bit reversal.
//
// The borrow of a subtraction only runs towards bit 63, so o ^ (o - 2r) gives
// the positive ray. Reversing every bit (a 180-degree turn, bit i -> 63 - i)
// turns the negative ray into a positive one: run the same trick there with
// o' = reverse(o) and r' = reverse(r), and reverse the changed bits back.
//
//   o     = occ & lineEx[sq]
//   upper = (o ^ (o - 2r)) & upperRay[sq]
//   lower = reverse(o' ^ (o' - 2r')) & lowerRay[sq]
//
// West attacks of a rook on d1 become east attacks of a rook on e8:
//
//   board             reversed
//   . . . . . . . .   . . . . R 1 . 1
//   . . . . . . . .   . . . . . . . .
//   . . . . . . . .   . . . . . . . .
//   . . . . . . . .   . . . . . . . .
//   . . . . . . . .   . . . . . . . .
//   . . . . . . . .   . . . . . . . .
//   . . . . . . . .   . . . . . . . .
//   1 . 1 R . . . .   . . . . . . . .
#pragma once

#include <cstdint>

#include "impls/compose.h"
#include "impls/line_masks.h"
#include "impls/word.h"

namespace slidercheck::impls::reverse_bitboards {

// Returns the changed bits of o - 2r: the positive ray of r up to the first set bit of o.
template <class W>
constexpr W positive_fill(W o, W two_r) {
  return o ^ (o - two_r);
}

// Returns the attacks of a slider on sq along one line, both rays.
template <class W>
constexpr W line_attacks(W occ, int sq, int line) {
  const SquareLines& m = kSquareLines[sq];
  const W o = occ & W(m.line_ex[line]);
  const W upper = positive_fill(o, W(square_bb(sq)) << 1) & W(m.upper[line]);
  const W reversed = bit_reverse(o);
  const W lower =
      bit_reverse(positive_fill(reversed, W(square_bb(63 - sq)) << 1)) & W(m.lower[line]);
  return upper | lower;
}

SLIDERCHECK_LINES_FROM_LINE_ATTACKS
SLIDERCHECK_PIECES_FROM_LINE_LOOP

}  // namespace slidercheck::impls::reverse_bitboards
