// The diagnosis of side-relative pawn sides (check/diagnose/pawn_sides.cpp): an engine's
// pawn_west_attacks / pawn_east_attacks whose "left" is the side's own left.
#pragma once

#include "slidercheck/diagnoses.h"
#include "slidercheck/implementation.h"
#include "slidercheck/kinds.h"

namespace slidercheck {

// Returns the one-sided pawn kind of the other board side (west <-> east).
Kind other_pawn_side(Kind kind);

// Returns whether impl's one-sided pawn kind answers for white as the kind
// and for black as the other side's kind on every square alone and on 512
// deterministic sets of both colors: the other convention than impl's
// (checked as board sides: west is the side's left, the a-file for white and
// the h-file for black; checked as relative: board sides).
bool looks_side_relative(const Implementation& impl, Kind kind);

// Returns the report's line for it (id "side_relative_pawns"): the option
// that declares the convention, and for a plugin (not exec) the symbol.
Diagnosis side_relative_diagnosis(bool exec = false);
// Returns the line for board sides checked as relative (id "board_sided_pawns").
Diagnosis board_sided_diagnosis(bool exec = false);

}  // namespace slidercheck
