// squares_between(a, b) from the line-mask tables: the squares strictly
// between two squares on a shared line are where a's ray towards h8 meets b's
// ray towards a1 (b above a), or a's ray towards a1 meets b's ray towards h8
// (b below a). Rays along different parallel lines never meet, nor do the rays
// of one square (a == b), so the OR over the four lines is the answer, 0 when
// no line is shared.
//
// line_through(a, b) is a table [a][b] built at compile time from one
// reference function (line_mask: the line of a that holds b, plus a). The
// variants add b, or a and b, to squares_between. ray_through is the ray of a
// that holds b.
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

#include <array>
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

// Returns the line of a's four that holds b, with a; 0 when none does (a == b).
constexpr std::uint64_t line_mask(int a, int b) {
  for (int line = 0; line < kLines; ++line) {
    const std::uint64_t ex = kSquareLines[a].line_ex[line];
    if ((ex >> b) & 1) return ex | square_bb(a);
  }
  return 0;
}

// The line_mask of every pair, indexed [a][b].
inline constexpr auto kLineThrough = [] {
  std::array<std::array<std::uint64_t, kSquares>, kSquares> t{};
  for (int a = 0; a < kSquares; ++a)
    for (int b = 0; b < kSquares; ++b) t[a][b] = line_mask(a, b);
  return t;
}();

static_assert(kLineThrough[0][63] == 0x8040201008040201ull);            // a1, h8: the long diagonal
static_assert(kLineThrough[12][12] == 0 && kLineThrough[12][29] == 0);  // e2 e2; e2 f4

// Returns the whole line through a and b, both included, or 0.
template <class W>
W line_through(int a, int b) {
  return W(kLineThrough[a][b]);
}

// Returns squares_between(a, b) | {b} (Stockfish's BetweenBB: {b} when not
// aligned, {a} for a == b).
template <class W>
W squares_between_to_b(int a, int b) {
  return squares_between<W>(a, b) | W(square_bb(b));
}

// Returns squares_between(a, b) | {a, b} when a and b share a line, {a} for
// a == b, and 0 otherwise.
template <class W>
W squares_between_inclusive(int a, int b) {
  if (a != b && kLineThrough[a][b] == 0) return W(std::uint64_t{0});
  return squares_between<W>(a, b) | W(square_bb(a) | square_bb(b));
}

// Returns squares_between(a, b) | {a, b} for every pair ({a} for a == b).
template <class W>
W squares_between_with_ends(int a, int b) {
  return squares_between<W>(a, b) | W(square_bb(a) | square_bb(b));
}

// Returns squares_between(a, b) | {b} when a and b share a line and a != b,
// and 0 otherwise.
template <class W>
W squares_between_to_b_aligned(int a, int b) {
  if (kLineThrough[a][b] == 0) return W(std::uint64_t{0});  // a == b has no line either
  return squares_between<W>(a, b) | W(square_bb(b));
}

// Returns the ray from a through b to the edge, b included (Stockfish's
// RayPassBB): the one of a's eight rays (upper or lower, per line) that holds b.
template <class W>
W ray_through(int a, int b) {
  const SquareLines& la = kSquareLines[a];
  std::uint64_t ray = 0;
  for (int line = 0; line < kLines; ++line) {
    if ((la.upper[line] >> b) & 1) ray = la.upper[line];
    if ((la.lower[line] >> b) & 1) ray = la.lower[line];
  }
  return W(ray);
}

}  // namespace slidercheck::impls::between_table
