// The check plan: the one checking path for every subject (a built-in under
// `verify`, a plugin or an --exec command under `check`, callables under the
// conformance library). A subject's kinds become tasks (plan_units), each task
// is run (run_task) and the task results are merged into one result per
// function (merge). Where the tasks run (threads, isolated workers, this
// process) is the caller's business.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "slidercheck/check.h"
#include "slidercheck/diagnose.h"
#include "slidercheck/enumerate.h"
#include "slidercheck/implementation.h"
#include "slidercheck/kinds.h"
#include "slidercheck/sanitizer_report.h"

namespace slidercheck {

// One unit of checking work. After a failure, `check` runs diagnosis tasks
// (diagnose.h) in the same kind of workers: diagnose (the explanations of the
// failure on input), large_squares (calls that crash a swapped engine) and,
// for --mapping auto, numberings (the numberings its kinds conform in).
// interleave: every checked kind called in one process, interleaved
// (check/plan/interleave.h); its `kind` is the first of them.
// cases and random: a kind task cut into parts (split_kind_tasks): the cases
// numbered [from, to) of its enumeration, and its random search (`to`: the
// cases of the whole enumeration, which size the search).
struct Task {
  enum class Type {
    kind,
    cases,
    random,
    queen_lines,
    replay,
    diagnose,
    large_squares,
    numberings,
    interleave
  };
  Type type = Type::kind;
  Kind kind = Kind::rook_attacks;
  int unit = 0;   // queen_lines: the queen unit (enumerate.h); diagnose: 1 after a crash
  Input input{};  // replay and diagnose only
  std::uint64_t from = 0, to = 0;  // cases, random (above)
};

// How to check.
struct CheckOptions {
  Level level = Level::standard;
  std::uint64_t seed = 1;
  std::vector<Kind> only{};  // empty = every provided kind
  Shard shard{};             // check only this shard of the units (default: all)
};

// Returns every unit of work that checks the provided kinds (in `only`, if set)
// at options.level, whatever the shard: first, at the exhaustive level, the
// kQueenUnits units of the queen over all line occupancies (in unit order),
// then one task per kind (enumeration and random search), the slowest first,
// then, when two kinds or more are checked, the interleaved calls of them all.
std::vector<Task> plan_units(const std::vector<Kind>& provided, const CheckOptions& options);

// Returns the units of plan_units that belong to options.shard.
std::vector<Task> plan_tasks(const std::vector<Kind>& provided, const CheckOptions& options);

// A kind's enumeration in parts (split_kind_tasks): parts of whole batches
// (kBatchCases, batches.h), of kPartCases cases or more, at most kMaxParts.
inline constexpr std::uint64_t kPartBatch = 4096;
inline constexpr std::uint64_t kPartCases = 16 * kPartBatch;
inline constexpr std::uint64_t kMaxParts = 8;

// Returns tasks with every kind task of impl (a subject evaluated in batches:
// an --exec command) cut into parts, so that workers share a kind as they
// share the queen's units: the parts of its enumeration (above; in
// enumeration order), then its random search, in its place. Merged
// in plan order, with the parts of a kind after its first mismatch or failure
// left out (is_kind_part), they give the kind task's result.
std::vector<Task> split_kind_tasks(const Implementation& impl, const std::vector<Task>& tasks,
                                   Level level);
// Returns whether task is a part of a kind task (split_kind_tasks): after a
// part of the same kind that found a mismatch or failed, it counts for
// nothing (the whole enumeration stops at its first mismatch).
constexpr bool is_kind_part(const Task& task) {
  return task.type == Task::Type::cases || task.type == Task::Type::random;
}

// Tells, as the tasks of a plan end in any order, when a function has no task
// left: its result is then complete (but for the re-run of a mismatch).
class FunctionsDone {
 public:
  explicit FunctionsDone(const std::vector<Task>& tasks);
  // Marks task (an index into the plan) ended; returns true when it was the
  // last one left of its kind. A task marked twice counts once.
  bool task_done(std::size_t task);
  // Returns the kinds with no task left, in the order they finished.
  const std::vector<Kind>& finished() const { return finished_; }

 private:
  std::vector<Kind> task_kind_;
  std::vector<char> done_;
  std::vector<int> left_;  // by kind: tasks not yet ended
  std::vector<Kind> finished_;
};

// Returns the kinds impl provides, in kind order.
std::vector<Kind> provided_kinds(const KindFunctions<Bitboard>& impl);

// Returns the number of random inputs the search tries for kind at level,
// after the enumeration checked `enumerated` cases: 20,000 / 200,000 /
// 2,000,000 (quick / standard / exhaustive; an eighth for the multi-slider
// kinds), at most an eighth of `enumerated` (at least 1,000).
std::uint64_t random_cases(Level level, Kind kind, std::uint64_t enumerated);
// Returns how many of those, at most, are also checked against every law
// (check_all_laws); a kind gets one per 2,000 enumerated cases, at least 20.
std::uint64_t random_law_cases(Level level);
// Returns how many random inputs of a kind whose enumeration checked
// `enumerated` cases are checked against every law: one per 2,000 enumerated
// cases, at least 20, at most random_law_cases(level).
std::uint64_t law_cases(Level level, std::uint64_t enumerated);

// Returns the result of one task on impl: the enumeration (check_kind) then the
// random search (oracle and laws), or check_queen_lines, or the one replayed
// input (oracle only), or the interleaved calls of every kind impl provides
// that options select (check_interleaved). A mismatch is shrunk, except an
// interleaved one.
KindResult run_task(const Implementation& impl, const Task& task, const CheckOptions& options);

// What a task must report when it finds no mismatch: its cases and its
// interleaved calls (KindResult), as run_task on impl makes them. Counted
// without calling anything (each case made, or a closed form), so the
// checker's parent holds every worker's count to its own plan.
struct PlannedCount {
  std::uint64_t cases = 0, interleaved = 0;
};
PlannedCount planned_count(const Implementation& impl, const Task& task,
                           const CheckOptions& options);

// What a fresh process (a new fork, a new dlopen and slidercheck_init) says
// about a mismatch found by a worker that had made many calls before it.
struct Reproduction {
  // The reported input, called twice in one fresh process: whether the first
  // call fails, and whether the two results differ (non-determinism).
  bool checked = false;  // the fresh process ran (it did not crash or hang)
  bool fails_alone = false;
  bool differs_on_repeat = false;
  Bitboard first = 0, second = 0;  // the two results, when differs_on_repeat
  // When it does not fail alone: the failure depends on earlier calls.
  std::size_t history = 0;          // calls the worker kept (at most kCallHistory)
  bool history_fails = false;       // replaying them from a fresh start fails
  std::vector<Input> sequence;      // the shortest found that fails from a fresh start
  bool minimal = false;             // ddmin finished (no call can be dropped)
  int trials = 0;                   // fresh processes run to shrink it
  std::optional<Mismatch> failure;  // the sequence's first call that disagrees with the oracle
  std::string file;                 // where the CLI wrote the sequence ("" = not written)
  std::string file_error;           // why it could not be written
  std::string given;                // --sequence: the file replayed, which is the command
  // Returns whether the report's single input does not reproduce the failure.
  bool depends_on_earlier_calls() const { return checked && !fails_alone; }
};

// The outcome for one function kind, all its tasks merged.
struct FunctionResult {
  using Status = ResultStatus;  // slidercheck/types.h
  Kind kind = Kind::rook_attacks;
  Status status = Status::skipped;
  std::uint64_t cases = 0;
  double seconds = 0;
  std::uint64_t interleaved = 0;       // the interleaved calls (of every function) merged here
  std::uint64_t entry_calls = 0;       // the calls of its batch entry (cases counted in cases)
  std::optional<Mismatch> mismatch{};  // fail
  std::string crash{};  // crash/timeout: e.g. "signal SIGSEGV" or "timeout: no return within 5 s"
  std::optional<Input> crash_input{};  // crash/timeout: the input being evaluated, if known
  // crash/timeout inside a batch entry's call: its cases (crash_input, when
  // known, is the one of them that crashed or hung alone, called with n = 1).
  std::size_t crash_batch = 0;
  // crash: the report of the sanitizer that stopped the call (a finding, exit
  // 1), when its output held one; crash_input is then shrunk to the fewest
  // pieces that still give the same error, and crash_found is the input the
  // check was on when it shrank (crash_shrink_trials fresh processes).
  std::optional<SanitizerReport> sanitizer{};
  // crash without a sanitizer's report: the first frame in the checked code
  // of the thread that took the fatal signal, when it was found.
  std::optional<CodeFrame> crash_frame{};
  // crash/timeout: the end of what the process it happened in wrote (its
  // stdout and stderr), never another worker's; "" when not known.
  std::string output{};
  std::optional<Input> crash_found{};
  int crash_shrink_trials = 0;
  Diagnoses diagnoses{};  // fail/crash: the explanations that held (diagnose.h)
  // Which of several mismatches is kept, whatever order workers finish in: the
  // lowest rank (see merge).
  std::uint64_t mismatch_rank = ~std::uint64_t{0};
  std::optional<Reproduction> reproduction{};  // check: the mismatch re-run in a fresh process
};

// Returns whether r is a call a sanitizer stopped: a finding (exit 1), like a
// counterexample, not a crash.
inline bool is_sanitizer_finding(const FunctionResult& r) {
  return r.status == FunctionResult::Status::crash && r.sanitizer.has_value();
}

// How a check's results end it: crashed (a crash or timeout that is not a
// sanitizer's finding), failed (a counterexample or a sanitizer's finding),
// and whether a sanitizer finding is among them.
struct Verdict {
  bool crashed = false, failed = false, sanitizer_findings = false;
};
inline Verdict verdict_of(const std::vector<FunctionResult>& results) {
  Verdict v;
  for (const FunctionResult& r : results) {
    const bool finding = is_sanitizer_finding(r);
    v.crashed = v.crashed || (r.status == FunctionResult::Status::crash && !finding) ||
                r.status == FunctionResult::Status::timeout;
    v.failed = v.failed || r.status == FunctionResult::Status::fail || finding;
    v.sanitizer_findings = v.sanitizer_findings || finding;
  }
  return v;
}

// Returns "pass", "fail", "crash", "timeout" or "skipped".
const char* status_name(FunctionResult::Status status);

// Returns one empty result (status skipped) per kind of `provided` that
// options.only selects, in the order of `provided`.
std::vector<FunctionResult> empty_results(const std::vector<Kind>& provided,
                                          const CheckOptions& options);

// Merges a task's result into results: its cases into its kind's entry, its
// mismatch into the entry of the kind the mismatch blames (a law found on one
// kind may blame another), falling back to its own kind's entry. When an entry
// gets several mismatches it keeps one by rank, not by arrival, so the report
// does not depend on which worker finished first: a mismatch found by the
// blamed kind's own task beats one found by another kind's law, and then the
// earlier task (task_index, the position in the plan) wins.
void merge(std::vector<FunctionResult>& results, const KindResult& result,
           std::uint64_t task_index = 0);

// Returns the results of checking impl in this process, one per kind, in kind
// order (no isolation: a crash takes the process down).
std::vector<FunctionResult> check_in_process(const Implementation& impl,
                                             const CheckOptions& options);

}  // namespace slidercheck
