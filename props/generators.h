// Inputs for the properties: occupancy modes, the RapidCheck generator and the
// shrink that clears one occupied square at a time.
#pragma once

#include <rapidcheck.h>

#include <array>
#include <cstdint>
#include <ostream>
#include <vector>

#include "slidercheck/function_ref.h"
#include "slidercheck/kinds.h"

namespace slidercheck {

// How the occupied squares of an input are drawn.
enum class Mode {
  uniform,     // every square with probability 1/2
  sparse,      // 1/8 to 1/32 of the squares
  dense,       // 3/4 to 7/8 of the squares
  edge_heavy,  // most of the rim (ranks 1 and 8, files a and h) plus a sparse rest
  line_only,   // a random subset of the slider's lines, nothing elsewhere
  rays,        // on each ray, only the first blocker (at a random distance, or none)
};
inline constexpr std::array<Mode, 6> kModes = {Mode::uniform,    Mode::sparse,    Mode::dense,
                                               Mode::edge_heavy, Mode::line_only, Mode::rays};

// Returns the mode's name, e.g. "edge_heavy".
const char* mode_name(Mode mode);

// Returns an input of kind drawn in mode from the 64-bit words next() returns.
// Single kinds: a random square and own-bit state. X-rays: blockers none, all
// of occ, or a random subset of it. Multi-slider kinds: a random direction, one
// slider or several (on empty or occupied squares), blockers and targets
// occupied. In the line modes, the rays of the rook kinds are the needle's
// shape: a few first blockers on a square's rank and file.
Input make_input(Kind kind, Mode mode, FunctionRef<std::uint64_t()> next);

// Returns the RapidCheck generator of inputs of kind: a mode at random, then
// make_input; it shrinks by smaller_inputs.
rc::Gen<Input> gen_input(Kind kind);

// Prints an input the way the CLI spells its options (RapidCheck's counterexample).
void showValue(const Input& in, std::ostream& os);

}  // namespace slidercheck
