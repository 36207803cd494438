// Replaying a sequence of calls in one fresh process, each compared with the
// oracle (reproductions, the cutting of call histories, check --sequence).
// Internal to plugin/.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "child_protocol.h"
#include "sequence_worker.h"
#include "slidercheck/plugin_loader.h"
#include "slidercheck/sanitizer_report.h"

namespace slidercheck::plugin::detail {

// What one fresh process made of a sequence of calls.
struct SequenceRun {
  bool ran = false;                          // it loaded and sent its result (no crash, no hang)
  std::string what;                          // otherwise: how it ended
  std::optional<Input> input;                // ... and the call in progress, if any
  std::optional<SanitizerReport> sanitizer;  // ... and the report of the sanitizer that stopped it
  std::optional<CodeFrame> frame;            // ... or the plugin's frame at its fatal signal
  std::size_t made = 0;  // ... after this many calls begun (the last in progress)
  SequenceMessage result;
  bool fails() const { return ran && result.failed_at >= 0; }
};

// Returns calls up to the one in progress when run crashed (run.made of them).
std::vector<Input> up_to_crash(std::vector<Input> calls, const SequenceRun& run);

// Returns whether run ended inside a call the way a crash whose report says
// `what` ended (the same signal, or the same sanitizer error), not by the watchdog.
bool crashed_as(const SequenceRun& run, const std::string& what);

// Makes calls, in order, in a fresh process on slot 0 (after the workers
// ended): a new fork, dlopen and slidercheck_init, every call compared with
// the oracle, each under the call watchdog; with through_entry, each call is
// one of the kind's batch entry with n = 1.
SequenceRun run_sequence(const CheckSpec& spec, const std::vector<Input>& calls,
                         const iso::Log& log, bool through_entry = false);

// For each of outcome's functions that crashed or hung inside a batch
// entry's call (batches: its cases, by kind): the cases called one at a time
// through the entry (n = 1) in a fresh process, each under the call
// deadline; the one that crashes or hangs is the crash's input, its report
// the crash's (what, frame, sanitizer). None does: the input stays unknown.
void bisect_entry_batches(const CheckSpec& spec, CheckOutcome& outcome,
                          const std::map<Kind, std::vector<Input>>& batches, const iso::Log& log);

// Returns calls cut after its first call that fails (run says which).
std::vector<Input> up_to_failure(std::vector<Input> calls, const SequenceRun& run);

// Returns the outcome of `check --sequence FILE` (outcome has the engine's
// name, subject and found kinds): the calls replayed in one fresh process; the
// first that disagrees with the oracle is the counterexample.
CheckOutcome run_sequence_check(const CheckSpec& spec, CheckOutcome& outcome, const iso::Log& log,
                                Clock::time_point start);

}  // namespace slidercheck::plugin::detail
