// The interleaved calls across kinds: every checked function of a subject
// called in one process, in a seeded random order, on inputs drawn from each
// kind's own checks, every answer compared with the oracle. It finds state
// shared between functions (a memo slot keyed on the arguments, not on the
// function) that each kind's own checks, run one kind at a time, never see.
// Internal to check/ (plan.cpp runs it as a task).
#pragma once

#include <cstdint>
#include <vector>

#include "slidercheck/enumerate.h"
#include "slidercheck/implementation.h"
#include "slidercheck/kinds.h"

namespace slidercheck {

// The law name of a mismatch the interleaved calls found.
inline constexpr const char* kInterleavedLaw = "interleaved";

// Returns the number of interleaved calls at level: 20,000 / 100,000 /
// 1,000,000 (quick / standard / exhaustive); an eighth of that for a subject
// evaluated a call a round trip (`batch`: an --exec command).
std::uint64_t interleaved_call_count(Level level, bool batch);

// Returns how many calls check_interleaved makes on kinds at level when none
// fails: interleaved_call_count, or none when fewer than two of kinds have
// inputs to draw (a multi kind in no direction has none). No input is made
// but the first of each kind.
std::uint64_t interleaved_call_plan(const std::vector<Kind>& kinds, Level level, bool batch,
                                    std::uint8_t directions);

// Returns n calls of kinds (two or more), reproducible from seed: each kind's
// inputs drawn from its enumeration at the quick level (a seeded sample) and
// from its random search, in a random order of kinds; after half of the calls
// another kind is called on the same arguments (the fields the two shapes
// share, the rest from its own inputs), so a state kept by argument and shared
// between functions is read by the wrong one, unless the shared fields would
// take a position kind's input outside the domain of `positions`. No call lies
// outside the pair contract `pairs` or the pawn squares `pawn_squares` (the
// kind's checks make none there). Multi-slider kinds get inputs in
// `directions` only. In the board's numbering.
std::vector<Input> interleaved_calls(const std::vector<Kind>& kinds, std::uint64_t n,
                                     std::uint64_t seed, std::uint8_t directions,
                                     const PositionContracts& positions = {},
                                     PairDomain pairs = PairDomain::all,
                                     PawnSquares pawn_squares = PawnSquares::all);

// Returns the result of making interleaved_calls(kinds, ...) on impl at level,
// each compared with the oracle (through impl.eval: recorded, translated):
// `interleaved` counts the calls made, `cases` none; the first mismatch, not
// shrunk (the state before it matters), has law kInterleavedLaw and a note
// naming the call and the other functions called before it. `kind` is the
// first of kinds.
KindResult check_interleaved(const Implementation& impl, const std::vector<Kind>& kinds,
                             Level level, std::uint64_t seed);

}  // namespace slidercheck
