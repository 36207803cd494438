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

#include "impls/compose.h"
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
  return lookup(s.attacks(), magic_hash(occ, s.mask, s.magic, s.shift));
}

SLIDERCHECK_PIECES_AND_LINES_FROM_TABLES

}  // namespace slidercheck::impls::magic
