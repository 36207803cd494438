// A call stopped by a sanitizer, cut down: its input shrunk to the fewest
// pieces that still give the same sanitizer error, each trial in a fresh
// process (sequence_replay.h). Internal to plugin/.
#pragma once

#include "child_protocol.h"
#include "slidercheck/plugin_loader.h"

namespace slidercheck::plugin::detail {

// For each of outcome's functions a sanitizer stopped inside a call (crash
// with a report and an input): confirms the input alone gives the same error
// (sanitizer, type, location) in a fresh process, then shrinks it
// (shrink_input) within 400 trials and spec.shrink_seconds; the input found is
// kept in crash_found when it shrank.
void shrink_sanitizer_crashes(const CheckSpec& spec, CheckOutcome& outcome, const iso::Log& log);

}  // namespace slidercheck::plugin::detail
