// squares_between(a, b) from the line-mask tables: the squares strictly
// between two squares on a shared line are where a's ray towards h8 meets b's
// ray towards a1 (b above a), or a's ray towards a1 meets b's ray towards h8
// (b below a). Rays along different parallel lines never meet, nor do the rays
// of one square (a == b), so the OR over the four lines is the answer, 0 when
// no line is shared.
//
// a = c2, b = g6 (the diagonal):
//
//   upper[c2][diag]   lower[g6][diag]   &  = between
//   . . . . . . . 1   . . . . . . . .   . . . . . . . .
//   . . . . . . 1 .   . . . . . . . .   . . . . . . . .
//   . . . . . . b .   . . . . . . b .   . . . . . . . .
//   . . . . . 1 . .   . . . . . 1 . .   . . . . . 1 . .
//   . . . . 1 . . .   . . . . 1 . . .   . . . . 1 . . .
//   . . . 1 . . . .   . . . 1 . . . .   . . . 1 . . . .
//   . . a . . . . .   . . a . . . . .   . . . . . . . .
//   . . . . . . . .   . 1 . . . . . .   . . . . . . . .
#pragma once

#include <cstdint>

#include "impls/line_masks.h"

namespace slidercheck::impls::between_table {

// Returns the squares strictly between a and b on a shared line, or 0.
template <class W>
W squares_between(int a, int b) {
  const SquareLines& la = kSquareLines[a];
  const SquareLines& lb = kSquareLines[b];
  std::uint64_t between = 0;
  for (int line = 0; line < kLines; ++line)
    between |= (la.upper[line] & lb.lower[line]) | (la.lower[line] & lb.upper[line]);
  return W(between);
}

}  // namespace slidercheck::impls::between_table
