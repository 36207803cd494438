// Hyperbola Quintessence: o - r forward, and again on a reversed board.
//
// With o = occ & lineEx[sq] (the slider's bit is clear in o) subtracting r
// itself borrows from the slider's square upward to the first blocker. A
// reversal rev() that reverses the order of the line's squares does the same for
// the negative ray; the two changes cancel o and the slider's bit:
//
//   o = occ & lineEx[sq]
//   attacks = ((o - r) ^ rev(rev(o) - rev(r))) & lineEx[sq]
//
// Files and both diagonals hold at most one square per rank, so a byte swap
// (a vertical flip) reverses them. A rank lies inside one byte, which a byte swap
// leaves in order: ranks take the full bit reversal instead.
//
// Diagonal attacks of a bishop on c1 with o = {e3, g5}: o - r borrows from c1
// up to e3, and lineEx keeps d2 and e3 (the negative ray is empty here):
//
//   o - r             & lineEx = attacks
//   . . . . . . . .   . . . . . . . .
//   . . . . . . . .   . . . . . . . .
//   . . . . . . . .   . . . . . . . .
//   . . . . . . 1 .   . . . . . . . .
//   . . . . . . . .   . . . . . . . .
//   1 1 1 1 . . . .   . . . . 1 . . .
//   1 1 1 1 1 1 1 1   . . . 1 . . . .
//   . . 1 1 1 1 1 1   . . . . . . . .
#pragma once

#include <cstdint>

#include "impls/compose.h"
#include "impls/line_masks.h"
#include "impls/word.h"

namespace slidercheck::impls::hyperbola_quintessence {

// Returns the attacks along a line that byte_swap reverses (file, diagonal, antidiagonal).
template <class W>
constexpr W swapped_line_attacks(W occ, int sq, int line) {
  const W line_ex = W(kLineMasks[sq][line].line_ex);
  const W forward = occ & line_ex;
  const W reverse = byte_swap(forward) - W(byte_swap(square_bb(sq)));
  return ((forward - W(square_bb(sq))) ^ byte_swap(reverse)) & line_ex;
}

// Returns the rank attacks of a slider on sq.
template <class W>
constexpr W rank_attacks(W occ, int sq) {
  const W line_ex = W(kLineMasks[sq][kRankLine].line_ex);
  const W forward = occ & line_ex;
  const W reverse = bit_reverse(forward) - W(square_bb(63 - sq));
  return ((forward - W(square_bb(sq))) ^ bit_reverse(reverse)) & line_ex;
}
// Returns the file attacks of a slider on sq.
template <class W>
constexpr W file_attacks(W occ, int sq) {
  return swapped_line_attacks(occ, sq, kFileLine);
}
// Returns the diagonal (a1-h8) attacks of a slider on sq.
template <class W>
constexpr W diagonal_attacks(W occ, int sq) {
  return swapped_line_attacks(occ, sq, kDiagonalLine);
}
// Returns the antidiagonal (h1-a8) attacks of a slider on sq.
template <class W>
constexpr W antidiagonal_attacks(W occ, int sq) {
  return swapped_line_attacks(occ, sq, kAntidiagonalLine);
}
SLIDERCHECK_PIECES_FROM_LINES

}  // namespace slidercheck::impls::hyperbola_quintessence
