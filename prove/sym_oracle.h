// The oracle in symbolic form: the definitions of kinds.h, walked square by
// square at build time (the ray's squares are known; only the occupancy bits
// are symbolic). Written separately from oracle/ray_walker.cpp, and therefore
// cross-checked against it exhaustively, line by line (prove/tests).
#pragma once

#include "prove/symbolic.h"
#include "slidercheck/kinds.h"

namespace slidercheck::prove::sym_oracle {

// The squares of sq's ray in dir8 up to and including the first occupied one.
SymWord ray(const SymWord& occ, int sq, int dir8);
SymWord line_through(const SymWord& occ, int sq, int dir8);
SymWord rank_attacks(const SymWord& occ, int sq);
SymWord file_attacks(const SymWord& occ, int sq);
SymWord diagonal_attacks(const SymWord& occ, int sq);
SymWord antidiagonal_attacks(const SymWord& occ, int sq);
SymWord rook_attacks(const SymWord& occ, int sq);
SymWord bishop_attacks(const SymWord& occ, int sq);
SymWord queen_attacks(const SymWord& occ, int sq);
SymWord xray_rook_attacks(const SymWord& occ, const SymWord& blockers, int sq);
SymWord xray_bishop_attacks(const SymWord& occ, const SymWord& blockers, int sq);
// The union over every square of ite(slider there, its ray through empty).
SymWord sliding_attacks(const SymWord& sliders, const SymWord& empty, int dir8);
SymWord xray_sliding_attacks(const SymWord& sliders, const SymWord& empty, const SymWord& blockers,
                             int dir8);
SymWord between(const SymWord& sliders, const SymWord& empty, const SymWord& targets, int dir8);

// Returns the single-kind oracle for kind (shape single), or the x-ray one.
SymWord single(Kind kind, const SymWord& occ, int sq);
SymWord xray(Kind kind, const SymWord& occ, const SymWord& blockers, int sq);
// Returns the oracle of a multi_extra kind (by its composition in the table).
SymWord multi_extra(Kind kind, const SymWord& sliders, const SymWord& empty, const SymWord& extra,
                    int dir8);

}  // namespace slidercheck::prove::sym_oracle
