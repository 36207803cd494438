// The harness's ceiling: an empty function of every kind's shape, called as
// bench calls an engine's (through a plain function pointer), so that its
// calls/s are the most bench's loop allows (bench_command.cpp, and
// bench/attacks_bench.cpp's pointer/empty rows).
#pragma once

#include "slidercheck/implementation.h"

namespace slidercheck::cli {

// Returns a subject whose every kind is a function that returns 0 at once
// (compiled apart from its callers, so that no call is inlined).
const Implementation& empty_functions();

}  // namespace slidercheck::cli
