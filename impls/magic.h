// Fancy magic bitboards (Pradyumna Kannan's variable shift): one multiply, one
// shift, one table lookup per piece.
//
// The relevant squares of the slider (its rays without their last squares)
// are hashed by a magic number into the square's own slice of the table, of
// 2^|relevant| entries (the shift is 64 - |relevant|, per square):
//
//   index   = ((occ & relevant[sq]) * magic[sq]) >> shift[sq]
//   attacks = table[sq][index]
//
// The magics (impls/magic_numbers.h) were found once by impls/find_magics.cpp,
// a deterministic search, and committed; a magic is good when no two subsets
// with different attacks share an entry. The tables are built when the
// program starts, from reference_attacks() (impls/slider_tables.h). The line
// kinds are the piece's attacks masked by the line (a rook's file attacks
// never reach its rank: the two lines meet only on sq, never attacked).
#pragma once

#include <cstdint>

#include "impls/line_masks.h"
#include "impls/magic_numbers.h"
#include "impls/slider_tables.h"
#include "impls/word.h"

namespace slidercheck::impls::magic {

inline const RookTable kRookTable(kRookPiece, kRookMagics);
inline const BishopTable kBishopTable(kBishopPiece, kBishopMagics);

// Returns the entry of table for occ on sq: table[sq][(occ & mask) * magic >> shift].
template <class W, std::size_t Size>
W table_attacks(const SliderTable<Size>& table, W occ, int sq) {
  const SliderSquare& s = table[sq];
  return lookup(s.attacks, magic_hash(occ, s.mask, s.magic, s.shift));
}

// Returns the rook attacks of a slider on sq.
template <class W>
W rook_attacks(W occ, int sq) {
  return table_attacks(kRookTable, occ, sq);
}
// Returns the bishop attacks of a slider on sq.
template <class W>
W bishop_attacks(W occ, int sq) {
  return table_attacks(kBishopTable, occ, sq);
}
// Returns the queen attacks of a slider on sq: rook | bishop.
template <class W>
W queen_attacks(W occ, int sq) {
  return rook_attacks(occ, sq) | bishop_attacks(occ, sq);
}
// Returns the rank attacks of a slider on sq: the rook's, masked by the rank.
template <class W>
W rank_attacks(W occ, int sq) {
  return rook_attacks(occ, sq) & W(kLineMasks[sq][kRankLine].line_ex);
}
// Returns the file attacks of a slider on sq: the rook's, masked by the file.
template <class W>
W file_attacks(W occ, int sq) {
  return rook_attacks(occ, sq) & W(kLineMasks[sq][kFileLine].line_ex);
}
// Returns the diagonal (a1-h8) attacks of a slider on sq: the bishop's, masked.
template <class W>
W diagonal_attacks(W occ, int sq) {
  return bishop_attacks(occ, sq) & W(kLineMasks[sq][kDiagonalLine].line_ex);
}
// Returns the antidiagonal (h1-a8) attacks of a slider on sq: the bishop's, masked.
template <class W>
W antidiagonal_attacks(W occ, int sq) {
  return bishop_attacks(occ, sq) & W(kLineMasks[sq][kAntidiagonalLine].line_ex);
}

}  // namespace slidercheck::impls::magic
