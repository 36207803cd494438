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

#include "impls/compose.h"
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
  return lookup(s.attacks(), parallel_extract(occ, s.mask));
}

SLIDERCHECK_PIECES_AND_LINES_FROM_TABLES

}  // namespace slidercheck::impls::pext
