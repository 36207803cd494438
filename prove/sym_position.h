// The position kinds' oracle in symbolic form: each definition of
// docs/conventions.md walked ray by ray from the square or the king (both
// concrete), over a position of symbolic words. Written separately from
// oracle/position.cpp and impls/, and compared with the concrete oracle on
// random and enumerated cases (prove/tests/sym_position_test.cpp).
#pragma once

#include <array>

#include "prove/symbolic.h"
#include "slidercheck/kinds.h"

namespace slidercheck::prove::sym_position {

// A position of symbolic words: color[2], then type[6] (board.h's order).
struct SymPosition {
  std::array<SymWord, 2> color;
  std::array<SymWord, 6> type;
};

// Returns the oracle of a position kind: sq the square (attackers, is_attacked,
// pin_mask), king the square of color's king (the kinds of color's king).
SymWord eval(Kind kind, const SymPosition& pos, int color, const SymWord& occ, int sq, int king);

// Returns the condition that pos is well-formed (disjoint colors, disjoint
// types, equal unions).
z3::expr well_formed(const SymPosition& pos);

}  // namespace slidercheck::prove::sym_position
