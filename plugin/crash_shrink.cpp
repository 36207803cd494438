// Sanitizer findings shrunk in fresh processes (crash_shrink.h).
#include "crash_shrink.h"

#include <chrono>

#include "sequence_replay.h"
#include "slidercheck/check.h"

namespace slidercheck::plugin::detail {

namespace {

constexpr int kMaxShrinkTrials = 400;  // fresh processes to shrink one input

}  // namespace

Input shrink_to_same_error(const Input& found, const SanitizerReport& error,
                           const std::function<std::optional<SanitizerReport>(const Input&)>& run,
                           double seconds, int& trials) {
  const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                           std::chrono::duration<double>(seconds));
  auto same_error = [&](const Input& in) {
    if (trials >= kMaxShrinkTrials || Clock::now() > deadline) return false;
    ++trials;
    const auto report = run(in);
    return report && report->same_error(error);
  };
  return shrink_input(found, same_error);
}

void shrink_sanitizer_crashes(const CheckSpec& spec, CheckOutcome& outcome, const iso::Log& log) {
  bool through_entry = false;
  auto run = [&](const Input& in) -> std::optional<SanitizerReport> {
    const SequenceRun r = run_sequence(spec, {in}, log, through_entry);
    return r.ran ? std::nullopt : r.sanitizer;
  };
  for (FunctionResult& r : outcome.results) {
    through_entry = r.crash_batch > 0;
    if (r.status != FunctionResult::Status::crash || !r.sanitizer || !r.crash_input) continue;
    const Input found = *r.crash_input;
    const auto again = run(found);
    r.crash_shrink_trials = 1;
    if (!again || !again->same_error(*r.sanitizer)) continue;  // not alone, or not the same
    const Input shrunk =
        shrink_to_same_error(found, *r.sanitizer, run, spec.shrink_seconds, r.crash_shrink_trials);
    if (!(shrunk == found)) {
      r.crash_found = found;
      r.crash_input = shrunk;
    }
  }
}

}  // namespace slidercheck::plugin::detail
