// A call stopped by a sanitizer, cut down: its input shrunk to the fewest
// pieces that still give the same sanitizer error, each trial in a fresh
// process (sequence_replay.h; --exec: a fresh child). Internal to plugin/.
#pragma once

#include <functional>
#include <optional>

#include "child_protocol.h"
#include "slidercheck/plugin_loader.h"
#include "slidercheck/sanitizer_report.h"

namespace slidercheck::plugin::detail {

// Returns found shrunk (shrink_input) for as long as run(input), a call in a
// fresh process, gives the same error (SanitizerReport::same_error) as error;
// at most 400 runs and `seconds` in all, counted in trials.
Input shrink_to_same_error(const Input& found, const SanitizerReport& error,
                           const std::function<std::optional<SanitizerReport>(const Input&)>& run,
                           double seconds, int& trials);

// For each of outcome's functions a sanitizer stopped inside a call (crash
// with a report and an input): confirms the input alone gives the same error
// (sanitizer, type, location) in a fresh process, then shrinks it
// (shrink_to_same_error, spec.shrink_seconds); the input found is kept in
// crash_found when it shrank.
void shrink_sanitizer_crashes(const CheckSpec& spec, CheckOutcome& outcome, const iso::Log& log);

}  // namespace slidercheck::plugin::detail
