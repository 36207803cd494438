// The cases of the position kinds (check/cases/position_cases.cpp): exhaustive
// rays from the king's or the target's square, leapers on every square that
// reaches it, random game-like positions, the public perft suites' positions.
#pragma once

#include <cstdint>

#include "slidercheck/function_ref.h"
#include "slidercheck/kinds.h"
#include "slidercheck/levels.h"
#include "slidercheck/random.h"

namespace slidercheck::enumeration {

// Calls visit(in) for every case of position kind kind at level, in the
// board's numbering, each game-like (outside_domain is "" for the default
// contracts), until visit returns false; returns whether it went to the end.
bool position_cases(Kind kind, Level level, FunctionRef<bool(const Input&)> visit);

// Returns a random game-like case of position kind kind, drawn from rng: a
// position of one of several densities, a color, a square, and for the kinds
// that take one an occupancy override (the occupied squares, with one piece
// taken off, with squares added, or any word).
Input random_position_case(Kind kind, Rng& rng);

// The positions of the public perft suites, as FENs (null-terminated list).
extern const char* const kPerftFens[];

}  // namespace slidercheck::enumeration
