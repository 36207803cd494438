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

#include "impls/line_masks.h"
#include "impls/word.h"

namespace slidercheck::impls::subtraction {

// Returns the attacks of a slider on sq along one line, both rays.
template <class W>
constexpr W line_attacks(W occ, int sq, int line) {
  const LineMask& m = kLineMasks[sq][line];
  const W o = occ & W(m.line_ex);
  const W upper = (o ^ (o - (W(square_bb(sq)) << 1))) & W(m.upper);
  const W blocker = ms1b((occ & W(m.lower)) | W(1));
  const W lower = W(m.lower) & (W(0) - blocker);
  return upper | lower;
}

// Returns the rank attacks of a slider on sq.
template <class W>
constexpr W rank_attacks(W occ, int sq) {
  return line_attacks(occ, sq, kRankLine);
}
// Returns the file attacks of a slider on sq.
template <class W>
constexpr W file_attacks(W occ, int sq) {
  return line_attacks(occ, sq, kFileLine);
}
// Returns the diagonal (a1-h8) attacks of a slider on sq.
template <class W>
constexpr W diagonal_attacks(W occ, int sq) {
  return line_attacks(occ, sq, kDiagonalLine);
}
// Returns the antidiagonal (h1-a8) attacks of a slider on sq.
template <class W>
constexpr W antidiagonal_attacks(W occ, int sq) {
  return line_attacks(occ, sq, kAntidiagonalLine);
}
// Returns the rook attacks of a slider on sq.
template <class W>
constexpr W rook_attacks(W occ, int sq) {
  return rank_attacks(occ, sq) | file_attacks(occ, sq);
}
// Returns the bishop attacks of a slider on sq.
template <class W>
constexpr W bishop_attacks(W occ, int sq) {
  return diagonal_attacks(occ, sq) | antidiagonal_attacks(occ, sq);
}
// Returns the queen attacks of a slider on sq.
template <class W>
constexpr W queen_attacks(W occ, int sq) {
  return rook_attacks(occ, sq) | bishop_attacks(occ, sq);
}

}  // namespace slidercheck::impls::subtraction
