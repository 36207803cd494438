// The inputs bench draws for each kind (bench_command.cpp): the same for
// every implementation of a row's kind.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "slidercheck/implementation.h"

namespace slidercheck::cli {

// Returns count valid inputs of kind (x-ray blockers within occ, multi-slider
// blockers and targets on occupied squares), multi kinds in directions only.
std::vector<Input> make_inputs(Kind kind, std::uint64_t seed, std::size_t count,
                               std::uint8_t directions);

// Returns count inputs of kind as make_inputs draws them, those outside the
// pair domain and pawn squares left out (more drawn, from further seeds, in
// their place): the same inputs as make_inputs' where the contracts are all.
std::vector<Input> inputs_within(Kind kind, std::uint64_t seed, std::size_t count,
                                 std::uint8_t directions, PairDomain pairs, PawnSquares squares);

}  // namespace slidercheck::cli
