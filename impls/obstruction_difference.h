// Obstruction Difference (Michael Hoffmann): twice the nearest upper blocker
// minus the nearest lower blocker spans exactly the attacked segment.
//
//   lower = occ & lowerRay[sq]
//   upper = occ & upperRay[sq]
//   odiff = 2 * ls1b(upper) - ms1b(lower | 1)
//   attacks = odiff & lineEx[sq]
//
// An empty upper ray gives 2 * 0 = 0 (the borrow comes from the hidden 2^64
// bit); an empty lower ray gives ms1b(0 | 1) = 1, the "| 1" guard; both empty
// leave ~0, i.e. the whole line. The guard also keeps ms1b's precondition.
//
// File attacks of a rook on d4 (wiki):
//
//   occ & lineEx      2*ls1b - ms1b     & lineEx = attacks
//   . . . 1 . . . .   . . . . . . . .   . . . . . . . .
//   . . . . . . . .   . . . . . . . .   . . . . . . . .
//   . . . 1 . . . .   1 1 1 1 . . . .   . . . 1 . . . .
//   . . . . . . . .   1 1 1 1 1 1 1 1   . . . 1 . . . .
//   . . . R . . . .   1 1 1 1 1 1 1 1   . . . . . . . .
//   . . . . . . . .   1 1 1 1 1 1 1 1   . . . 1 . . . .
//   . . . 1 . . . .   . . . 1 1 1 1 1   . . . 1 . . . .
//   . . . 1 . . . .   . . . . . . . .   . . . . . . . .
#pragma once

#include <cstdint>

#include "impls/compose.h"
#include "impls/line_masks.h"
#include "impls/word.h"

namespace slidercheck::impls::obstruction_difference {

// Returns the attacks of a slider on sq along one line, both rays.
template <class W>
constexpr W line_attacks(W occ, int sq, int line) {
  const SquareLines& m = kSquareLines[sq];
  const W lower = occ & W(m.lower[line]);
  const W upper = occ & W(m.upper[line]);
  const W ms1b_lower = ms1b(lower | W(1));  // at least bit zero
  const W ls1b_upper = ls1b(upper);
  const W odiff = (ls1b_upper << 1) - ms1b_lower;
  return odiff & W(m.line_ex[line]);
}

SLIDERCHECK_LINES_FROM_LINE_ATTACKS
SLIDERCHECK_PIECES_FROM_LINES

}  // namespace slidercheck::impls::obstruction_difference
