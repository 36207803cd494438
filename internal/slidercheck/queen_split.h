// How the queen's enumeration over all four lines at once is cut into units
// of equal size per square, the largest squares first (enumerate.h runs them).
#pragma once

#include <array>

#include "slidercheck/kinds.h"

namespace slidercheck {

inline constexpr int kQueenParts = 8;
inline constexpr int kQueenUnits = kSquares * kQueenParts;

namespace detail {

// Returns the number of squares on the four lines of sq (21 to 27).
constexpr int queen_line_squares(int sq) {
  const int f = sq % 8, r = sq / 8;
  const int d = f > r ? f - r : r - f, a = f + r > 7 ? f + r - 7 : 7 - f - r;
  return 14 + (7 - d) + (7 - a);
}

// Returns the squares, the most line squares (the largest units) first.
constexpr std::array<int, kSquares> queen_square_order() {
  std::array<int, kSquares> order{};
  for (int i = 0; i < kSquares; ++i) order[i] = i;
  for (int i = 1; i < kSquares; ++i) {  // a stable insertion sort
    for (int j = i; j > 0 && queen_line_squares(order[j - 1]) < queen_line_squares(order[j]); --j) {
      const int t = order[j];
      order[j] = order[j - 1];
      order[j - 1] = t;
    }
  }
  return order;
}

inline constexpr std::array<int, kSquares> kQueenSquareOrder = queen_square_order();

}  // namespace detail

// Returns the square of queen unit `unit`. Units come square by square, the
// largest squares first (2^27 line occupancies on d4 e4 d5 e5 ... 2^21 on the
// corners and edges), so the units at positions i, i+N, i+2N... (a shard) get
// about the same share of the work for any N.
constexpr int queen_unit_square(int unit) { return detail::kQueenSquareOrder[unit / kQueenParts]; }

// Returns the first queen unit of square sq (its units are the next kQueenParts).
constexpr int queen_first_unit(int sq) {
  for (int i = 0; i < kSquares; ++i)
    if (detail::kQueenSquareOrder[i] == sq) return kQueenParts * i;
  return -1;
}

}  // namespace slidercheck
