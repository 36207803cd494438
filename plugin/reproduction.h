// The re-run of a check's mismatches in fresh processes: does each fail alone,
// the same on a repeat, or only after the calls before it (then cut down)?
// Internal to plugin/.
#pragma once

#include <map>
#include <vector>

#include "child_protocol.h"
#include "slidercheck/plugin_loader.h"

namespace slidercheck::plugin::detail {

// Sets the reproduction of the mismatch of each of outcome's failing functions
// (found by a worker, maybe after many calls): re-run in fresh processes, and
// when it does not fail alone, its history (histories: by task, the calls
// before the mismatch) cut down.
void reproduce_mismatches(const CheckSpec& spec, CheckOutcome& outcome,
                          const std::map<int, std::vector<Input>>& histories, const iso::Log& log);

// Sets the reproduction of each crash or hang in a call whose call, made
// alone in a fresh process, does not crash or hang: the worker's calls up to
// it (histories: by kind), replayed from a fresh start and, when they end the
// same way (the same signal, the same timeout), cut down, so that the
// report's command brings the crash or the hang back.
void reproduce_crashes(const CheckSpec& spec, CheckOutcome& outcome,
                       const std::map<Kind, std::vector<Input>>& histories, const iso::Log& log);

}  // namespace slidercheck::plugin::detail
