// PEXT bitboards: the relevant occupancy, packed by BMI2's parallel bit
// extract, is the index itself (no magic, no collisions).
//
//   index   = pext(occ, relevant[sq])
//   attacks = table[sq][index]
//
// parallel_extract (impls/word.h) is the PEXT instruction when the build has
// BMI2 (the `bench` preset, -march=native on a BMI2 CPU) and a portable loop
// over the mask's bits otherwise (the portable `release` build). The tables,
// one slice of 2^|relevant| entries per square, are built when the program
// starts from reference_attacks() (impls/slider_tables.h). Line kinds are the
// piece's attacks masked by the line, as in impls/magic.h.
#pragma once

#include <cstdint>

#include "impls/line_masks.h"
#include "impls/slider_tables.h"
#include "impls/word.h"

namespace slidercheck::impls::pext {

inline const RookTable kRookTable(kRookPiece, nullptr);
inline const BishopTable kBishopTable(kBishopPiece, nullptr);

// Returns the entry of table for occ on sq: table[sq][pext(occ, mask)].
template <class W, std::size_t Size>
W table_attacks(const SliderTable<Size>& table, W occ, int sq) {
  const SliderSquare& s = table[sq];
  return lookup(s.attacks, parallel_extract(occ, s.mask));
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

}  // namespace slidercheck::impls::pext
