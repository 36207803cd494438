// Subtracting a rook from a blocking piece: o ^ (o - 2r).
//
// Positive rays (towards h8): with o the occupancy of the line (slider
// excluded) and r the slider's bit, the borrow of o - 2r runs from the square
// above the slider through the empty squares up to the first blocker, flipping
// each; o ^ (o - 2r) is those flipped bits, and the upper-ray mask drops the
// off-line bits the borrow crossed:
//
//   upper = (o ^ (o - 2r)) & upperRay[sq]
//
// Negative rays (towards a1) have no borrow to ride; they take the classical
// ray with the most significant blocker, guarded by "| 1" so that an empty
// lower ray still yields a one-bit mask:
//
//   m = ms1b((occ & lowerRay[sq]) | 1);   lower = lowerRay[sq] & -m
//
// North attacks of a rook on d2 (wiki):
//
//   occ & file d      - 2r (d3)          ^ o, & upper ray
//   . . . 1 . . . .   . . . . . . . .    . . . . . . . .
//   . . . 1 . . . .   . . . . . . . .    . . . 1 . . . .
//   . . . . . . . .   . . . . . . . .    . . . 1 . . . .
//   . . . . . . . .   . . . . . . . .    . . . 1 . . . .
//   . . . . . . . .   . . . . . . . .    . . . 1 . . . .
//   . . . . . . . .   . . . 1 . . . .    . . . 1 . . . .
//   . . . R . . . .   . . . . . . . .    . . . . . . . .
//   . . . 1 . . . .   . . . . . . . .    . . . . . . . .
#pragma once

#include <cstdint>

#include "impls/compose.h"
#include "impls/line_masks.h"
#include "impls/word.h"

namespace slidercheck::impls::subtraction {

// Returns the attacks of a slider on sq along one line, both rays.
template <class W>
constexpr W line_attacks(W occ, int sq, int line) {
  const SquareLines& m = kSquareLines[sq];
  const W o = occ & W(m.line_ex[line]);
  const W upper = (o ^ (o - (W(square_bb(sq)) << 1))) & W(m.upper[line]);
  const W blocker = ms1b((occ & W(m.lower[line])) | W(1));
  const W lower = W(m.lower[line]) & (W(0) - blocker);
  return upper | lower;
}

SLIDERCHECK_LINES_FROM_LINE_ATTACKS
SLIDERCHECK_PIECES_FROM_LINE_LOOP

}  // namespace slidercheck::impls::subtraction
