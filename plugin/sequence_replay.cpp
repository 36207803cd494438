// Replaying a sequence of calls in one fresh process (sequence_replay.h).
#include "sequence_replay.h"

#include <unistd.h>

#include <algorithm>
#include <cstring>

#include "loader.h"
#include "sanitizers.h"
#include "slidercheck/oracle.h"
#include "worker_exec.h"
#include "worker_pool.h"

namespace slidercheck::plugin::detail {

SequenceRun run_sequence(const CheckSpec& spec, const std::vector<Input>& calls,
                         const iso::Log& log, bool through_entry) {
  Worker w =
      spawn_on(WorkerJob{.type = through_entry ? WorkerJob::entry_sequence : WorkerJob::sequence,
                         .spec = &spec,
                         .slot = 0,
                         .calls = &calls},
               log);
  bool timed_out = false;
  for (;;) {
    iso::wait_for_output({&w.child}, kPollMs);
    if (iso::reap_if_exited(w.child)) break;
    const Slot& s = g_shared->slots[0];
    const double limit = loading(w, s) ? spec.init_timeout_seconds : spec.timeout_seconds;
    if (w.watchdog.expired(progress(s), true, limit) && !reporting(w, limit)) {
      iso::kill(w.child);
      timed_out = true;
      break;
    }
  }
  SequenceRun run;
  const std::string& b = w.child.buffer;
  w.bad_frame = !b.empty() && b.size() != sizeof(SequenceMessage);  // the plugin wrote to the pipe
  if (!timed_out && b.size() == sizeof(SequenceMessage)) {
    std::memcpy(&run.result, b.data(), sizeof run.result);
    // The calls it says it made are the sequence's (all, or up to its
    // failure and the second call): else its own memory was written over.
    const std::size_t n = calls.size();
    const std::size_t want = run.result.failed_at < 0
                                 ? n
                                 : std::max(std::min<std::size_t>(2, n),
                                            static_cast<std::size_t>(run.result.failed_at) + 1);
    if (run.result.failed_at < static_cast<std::int64_t>(n) && run.result.made == want) {
      run.ran = true;
      return run;
    }
    run.what = std::string(kOverwrote) + " (the replay made " + std::to_string(run.result.made) +
               " of its " + std::to_string(n) + " calls)";
    return run;
  }
  const Death d = describe_death(w, timed_out, spec.timeout_seconds);
  run.what = d.what;
  run.input = d.input;
  if (d.overwritten) return run;  // what the slot says is the plugin's
  const Slot& slot = g_shared->slots[w.slot];
  run.made = static_cast<std::size_t>(calls_made(slot.record, slot.history));
  if (d.input && !timed_out)
    run.sanitizer =
        worker_sanitizer_report(g_shared->slots[w.slot].runtime, w.log.text(), spec.plugin);
  if (!timed_out && !run.sanitizer) run.frame = crash_frame_of(w, spec.plugin);
  return run;
}

void bisect_entry_batches(const CheckSpec& spec, CheckOutcome& outcome,
                          const std::map<Kind, std::vector<Input>>& batches, const iso::Log& log) {
  for (FunctionResult& r : outcome.results) {
    const auto b = batches.find(r.kind);
    if (b == batches.end() || r.crash_input) continue;
    const SequenceRun run = run_sequence(spec, b->second, log, true);
    if (run.ran || !run.input) continue;
    r.crash_input = run.input;
    r.crash = run.what;
    r.status = run.what.starts_with("timeout") ? FunctionResult::Status::timeout
                                               : FunctionResult::Status::crash;
    r.sanitizer = run.sanitizer;
    r.crash_frame = run.sanitizer ? std::nullopt : run.frame;
  }
}

std::vector<Input> up_to_crash(std::vector<Input> calls, const SequenceRun& run) {
  calls.resize(std::min(calls.size(), run.made));
  return calls;
}

bool crashed_as(const SequenceRun& run, const std::string& what) {
  return !run.ran && run.input && run.made > 0 && run.what == what;
}

std::vector<Input> up_to_failure(std::vector<Input> calls, const SequenceRun& run) {
  calls.resize(static_cast<std::size_t>(run.result.failed_at) + 1);
  return calls;
}

CheckOutcome run_sequence_check(const CheckSpec& spec, CheckOutcome& outcome, const iso::Log& log,
                                Clock::time_point start) {
  const std::vector<Input>& calls = *spec.sequence;
  for (const Input& in : calls) {
    if (std::find(outcome.found.begin(), outcome.found.end(), in.kind) == outcome.found.end()) {
      outcome.exit_code = 2;
      outcome.error = "'" + outcome.name + "' does not provide " + kind_name(in.kind);
      return outcome;
    }
    auto& rs = outcome.results;
    if (std::none_of(rs.begin(), rs.end(),
                     [&](const FunctionResult& r) { return r.kind == in.kind; }))
      rs.push_back(FunctionResult{.kind = in.kind, .status = FunctionResult::Status::pass});
  }
  outcome.units = 1;
  const SequenceRun run = run_sequence(spec, calls, log);
  const std::size_t made =
      run.ran ? (run.fails() ? static_cast<std::size_t>(run.result.failed_at) + 1 : calls.size())
              : run.made;
  for (std::size_t i = 0; i < std::min(made, calls.size()); ++i)
    ++result_of(outcome, calls[i].kind).cases;
  outcome.exit_code = 0;
  if (run.fails()) {
    const Input& in = calls[static_cast<std::size_t>(run.result.failed_at)];
    FunctionResult& r = result_of(outcome, in.kind);
    Mismatch m;
    m.impl = outcome.name;
    m.subject = outcome.subject;
    m.input = in;
    m.expected = run.result.expected;
    m.actual = run.result.actual;
    m.note = "call " + std::to_string(run.result.failed_at + 1) + " of the " +
             std::to_string(calls.size()) + " replayed from a fresh start";
    r.mismatch = m;
    r.status = FunctionResult::Status::fail;
    outcome.exit_code = 1;
  } else if (!run.ran) {
    FunctionResult& r = result_of(outcome, run.input ? run.input->kind : calls.front().kind);
    r.status = run.what.starts_with("timeout") ? FunctionResult::Status::timeout
                                               : FunctionResult::Status::crash;
    r.crash = run.what;
    r.crash_input = run.input;
    r.sanitizer = run.sanitizer;
    r.crash_frame = run.frame;
    r.reproduction = Reproduction{.given = spec.sequence_file};
    outcome.exit_code = run.sanitizer ? 1 : 3;
    outcome.plugin_output = log.tail();
    r.output = outcome.plugin_output;  // the one process of the replay
  }
  outcome.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return outcome;
}

}  // namespace slidercheck::plugin::detail
