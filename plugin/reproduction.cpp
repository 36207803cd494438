// The re-run of a check's mismatches in fresh processes (reproduction.h).
#include "reproduction.h"

#include <chrono>

#include "history_cut.h"
#include "sequence_replay.h"
#include "slidercheck/oracle.h"

namespace slidercheck::plugin::detail {

namespace {

constexpr int kMaxShrinkTrials = 400;  // fresh processes to cut a call history down

// Re-runs the mismatch of r in fresh processes (reproduction): its input
// twice; when it does not fail alone, the history the worker kept, cut down.
void reproduce(const CheckSpec& spec, const CheckOutcome& outcome, FunctionResult& r,
               const std::vector<Input>* history, const iso::Log& log) {
  Reproduction rep;
  const Mismatch& m = *r.mismatch;
  const SequenceRun twice = run_sequence(spec, {m.input, m.input}, log);
  if (!twice.ran) {
    r.reproduction = rep;  // not checked: the fresh process crashed or hung
    return;
  }
  rep.checked = true;
  const Bitboard expected = m.expected;
  rep.first = twice.result.results[0];
  rep.second = twice.result.results[1];
  rep.fails_alone = rep.first != expected;
  rep.differs_on_repeat = rep.first != rep.second;
  auto failure_of = [&](const std::vector<Input>& calls) {
    const SequenceRun run = run_sequence(spec, calls, log);
    if (!run.fails()) return false;
    Mismatch f = m;
    f.law = "oracle";
    f.note.clear();
    f.input = calls[static_cast<std::size_t>(run.result.failed_at)];
    f.expected = run.result.expected;
    f.actual = run.result.actual;
    f.subject = outcome.subject;
    rep.failure = f;
    return true;
  };
  if (!rep.fails_alone) {
    if (rep.second != expected) {
      rep.sequence = {m.input, m.input};  // the second call fails
      rep.minimal = true;
    } else if (history && !history->empty()) {
      rep.history = history->size();
      const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                               std::chrono::duration<double>(spec.shrink_seconds));
      ++rep.trials;
      const SequenceRun all = run_sequence(spec, *history, log);
      rep.history_fails = all.fails();
      if (rep.history_fails)
        minimise(spec, up_to_failure(*history, all), rep, log, deadline, kMaxShrinkTrials);
    }
    if (!rep.sequence.empty() && !failure_of(rep.sequence)) rep.sequence.clear();
  }
  r.reproduction = std::move(rep);
}

}  // namespace

void reproduce_crashes(const CheckSpec& spec, CheckOutcome& outcome,
                       const std::map<Kind, std::vector<Input>>& histories, const iso::Log& log) {
  for (FunctionResult& r : outcome.results) {
    // A crash, or a call that did not return (a hang is cut down the same
    // way: the sequence's last call hangs as the worker's did).
    const bool crashed =
        r.status == FunctionResult::Status::crash || r.status == FunctionResult::Status::timeout;
    if (!crashed || !r.crash_input) continue;
    const SequenceRun alone = run_sequence(spec, {*r.crash_input}, log, r.crash_batch > 0);
    if (!alone.ran) continue;  // it crashes (or hangs) alone: its one call is the command
    Reproduction rep;
    rep.checked = true;
    const auto h = histories.find(r.kind);
    if (h != histories.end() && !h->second.empty()) {
      rep.history = h->second.size();
      ++rep.trials;
      const SequenceRun all = run_sequence(spec, h->second, log);
      rep.history_fails = crashed_as(all, r.crash);
      if (rep.history_fails) {
        const auto deadline =
            Clock::now() + std::chrono::duration_cast<Clock::duration>(
                               std::chrono::duration<double>(spec.shrink_seconds));
        minimise(spec, up_to_crash(h->second, all), rep, log, deadline, kMaxShrinkTrials, &r.crash);
        // Confirmed once more as it is reported (the cut may end on another call).
        const SequenceRun cut = run_sequence(spec, rep.sequence, log);
        if (!crashed_as(cut, r.crash)) rep.sequence.clear();
      }
    }
    r.reproduction = std::move(rep);
  }
}

void reproduce_mismatches(const CheckSpec& spec, CheckOutcome& outcome,
                          const std::map<int, std::vector<Input>>& histories, const iso::Log& log) {
  for (FunctionResult& r : outcome.results) {
    if (r.status != FunctionResult::Status::fail || !r.mismatch) continue;
    // A batch entry's finding: the single calls a sequence replays agree with the oracle.
    if (r.mismatch->law == "batch_entry") continue;
    const int task = static_cast<int>(r.mismatch_rank & ~(std::uint64_t{1} << 63));
    const auto h = histories.find(task);
    r.mismatch->subject = outcome.subject;
    reproduce(spec, outcome, r, h == histories.end() ? nullptr : &h->second, log);
  }
}

}  // namespace slidercheck::plugin::detail
