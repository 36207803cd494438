// Line geometry of the checks, found by walking (file, rank) like the oracle
// (nothing shared with impls/): the squares of a line, and the squares whose
// state can matter for an input.
#pragma once

#include <vector>

#include "slidercheck/kinds.h"

namespace slidercheck {

// Returns the squares of the line through sq in dir8 (both ways), sq excluded.
Bitboard line_squares(int sq, int dir8);

// Returns the dir8 of each line a single-slider or x-ray kind looks along
// (one per line, in the order east, nort, noEa, noWe); empty for the others.
std::vector<int> line_dirs(Kind kind);

// Returns the squares whose state can matter for input: the kind's lines
// through sq and sq itself (a ray kind: its ray in dir8 and sq), or the lines
// in dir8 through every slider and the sliders, or (pair kinds) the two squares.
Bitboard relevant_squares(const Input& input);

}  // namespace slidercheck
