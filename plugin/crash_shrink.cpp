// Sanitizer findings shrunk in fresh processes (crash_shrink.h).
#include "crash_shrink.h"

#include <chrono>

#include "sequence_replay.h"
#include "slidercheck/check.h"

namespace slidercheck::plugin::detail {

namespace {

constexpr int kMaxShrinkTrials = 400;  // fresh processes to shrink one input

void shrink(const CheckSpec& spec, FunctionResult& r, const iso::Log& log) {
  const SanitizerReport& error = *r.sanitizer;
  const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                           std::chrono::duration<double>(spec.shrink_seconds));
  int trials = 0;
  auto same_error = [&](const Input& in) {
    if (trials >= kMaxShrinkTrials || Clock::now() > deadline) return false;
    ++trials;
    const SequenceRun run = run_sequence(spec, {in}, log);
    return !run.ran && run.sanitizer && run.sanitizer->same_error(error);
  };
  const Input found = *r.crash_input;
  if (same_error(found)) {
    const Input shrunk = shrink_input(found, same_error);
    if (!(shrunk == found)) {
      r.crash_found = found;
      r.crash_input = shrunk;
    }
  }
  r.crash_shrink_trials = trials;
}

}  // namespace

void shrink_sanitizer_crashes(const CheckSpec& spec, CheckOutcome& outcome, const iso::Log& log) {
  for (FunctionResult& r : outcome.results)
    if (r.status == FunctionResult::Status::crash && r.sanitizer && r.crash_input)
      shrink(spec, r, log);
}

}  // namespace slidercheck::plugin::detail
