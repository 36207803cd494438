// Checking an engine's own attack functions: a plugin loaded with dlopen, a
// built-in, or callables handed over in-process (conformance.h).
//
// Every subject is one slidercheck::Implementation (implementation.h) with an
// origin, its numbering (Mapping), its own-square contract and a call record;
// it goes through check_kind, check_queen_lines and the random search, exactly
// like `slidercheck verify`.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "slidercheck/check.h"
#include "slidercheck/enumerate.h"
#include "slidercheck/implementation.h"
#include "slidercheck/kinds.h"

namespace slidercheck::plugin {

// One unit of checking work. After a failure, `check` runs diagnosis tasks
// (diagnose.h) in the same kind of workers: diagnose (the explanations of the
// failure on input), large_squares (calls that crash a swapped engine) and,
// for --mapping auto, numberings (the numberings its kinds conform in).
struct Task {
  enum class Type { kind, queen_lines, replay, diagnose, large_squares, numberings };
  Type type = Type::kind;
  Kind kind = Kind::rook_attacks;
  int unit = 0;   // queen_lines only: the queen unit (enumerate.h)
  Input input{};  // replay and diagnose only
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
// then one task per kind (enumeration and random search), the slowest first.
std::vector<Task> plan_units(const std::vector<Kind>& provided, const CheckOptions& options);

// Returns the units of plan_units that belong to options.shard.
std::vector<Task> plan_tasks(const std::vector<Kind>& provided, const CheckOptions& options);

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
// input (oracle only). A mismatch is shrunk.
KindResult run_task(const Implementation& impl, const Task& task, const CheckOptions& options);

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
  // Returns whether the report's single input does not reproduce the failure.
  bool depends_on_earlier_calls() const { return checked && !fails_alone; }
};

// The outcome for one function kind, all its tasks merged.
struct FunctionResult {
  enum class Status { pass, fail, crash, timeout, skipped };
  Kind kind = Kind::rook_attacks;
  Status status = Status::skipped;
  std::uint64_t cases = 0;
  double seconds = 0;
  std::optional<Mismatch> mismatch{};  // fail
  std::string crash{};  // crash/timeout: e.g. "signal SIGSEGV" or "timeout: no return within 5 s"
  std::optional<Input> crash_input{};  // crash/timeout: the input being evaluated, if known
  Diagnoses diagnoses{};               // fail/crash: the explanations that held (diagnose.h)
  // Which of several mismatches is kept, whatever order workers finish in: the
  // lowest rank (see merge).
  std::uint64_t mismatch_rank = ~std::uint64_t{0};
  std::optional<Reproduction> reproduction{};  // check: the mismatch re-run in a fresh process
};

// Returns "pass", "fail", "crash", "timeout" or "skipped".
const char* status_name(FunctionResult::Status status);

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

// ---- The plugin checker (`slidercheck check`) -------------------------------

// What to check and how: the parsed command line.
struct CheckSpec {
  std::string plugin;              // path of the shared library, or empty
  std::string exec;                // or a command speaking the pipe protocol (--exec)
  std::string builtin;             // or a built-in implementation
  bool planted = false;            // builtin names a planted-bug implementation
  std::optional<Mapping> mapping;  // --mapping (overrides the symbol)
  bool mapping_auto = false;       // --mapping auto (run_check_diagnosed)
  OwnSquare own_square = OwnSquare::any;
  XrayBlockers xray_blockers = XrayBlockers::any;
  CheckOptions options;
  double timeout_seconds = 5;
  int workers = 2;              // processes checking at once
  std::optional<Input> replay;  // evaluate this one input only
  // Replay these calls in order in one fresh process (--sequence); the first
  // that disagrees with the oracle is the mismatch.
  std::optional<std::vector<Input>> sequence;
  std::string sequence_file;  // where the sequence came from
  // Progress on standard error (cases, rate, ETA per function): never, a live
  // line (stderr a terminal) or a line every few seconds.
  enum class Progress { off, live, lines };
  Progress progress = Progress::off;
  double shrink_seconds = 60;  // the deadline for cutting a call history down
  std::vector<Task> tasks;     // run these tasks instead of the plan (diagnosis runs)
};

// Returns the origin of spec's subject (the built-in, planted, plugin or
// --exec command) with the options that change its checking, as commands name it.
Origin origin_of(const CheckSpec& spec);

// The whole outcome of a check.
struct CheckOutcome {
  int exit_code = 0;    // 0 conforms, 1 counterexample, 2 unusable, 3 crash/timeout
  std::string error;    // exit 2: the one-line reason
  std::string name;     // implementation name in reports
  std::string subject;  // how commands name it: path [--mapping X] [--own-square Y]
  Mapping mapping;
  std::string mapping_source;              // "default", "symbol", "option" or "auto"
  bool numbering_observable = true;        // some kind found tells numberings apart (diagnose.h)
  std::optional<std::uint8_t> numberings;  // --mapping auto: bit i = names()[i] conforms
  bool has_init = false;
  bool has_prepare = false;  // it exports slidercheck_prepare
  std::vector<Kind> found;   // the kinds the engine provides
  std::vector<FunctionResult> results;
  double seconds = 0;
  std::size_t units = 0, total_units = 0;  // the units checked (this shard), and of all shards
  std::string plugin_output;  // on a crash or timeout: the tail of the plugin's stdout and stderr
  std::optional<OwnSquare> own_square;  // --exec: the contract checked, when the handshake set it
};

// Returns the outcome of checking spec's plugin or built-in in isolated worker
// processes, with a per-call watchdog.
CheckOutcome run_check(const CheckSpec& spec);

// Returns run_check's outcome, with --mapping auto resolved first (the
// numberings tried in a worker, the check run in the first that conforms) and,
// after a failure (not a replay), the diagnoses of each failing function, found
// in more isolated workers (plugin/diagnose.cpp). What `slidercheck check` runs.
CheckOutcome run_check_diagnosed(const CheckSpec& spec);
// Returns the outcome of checking spec.exec, a command speaking the pipe
// protocol (docs/protocol.md), through the same tasks; run_check calls it.
CheckOutcome run_exec_check(const CheckSpec& spec);

// An engine loaded in a child process, for `slidercheck bench`.
struct LoadedEngine {
  std::string name;  // the plugin's file name, or the built-in's name
  Mapping mapping;   // the plugin's numbering (identity for built-ins)
  bool has_init = false;
  bool has_prepare = false;  // it exports slidercheck_prepare
  std::vector<Kind> found;   // the kinds the plugin provides
  Implementation functions;  // in the child only: plain pointers into the engine, in its numbering
};

// What a child running run_isolated's body shows the parent's watchdog: the
// item it works on, and, while busy, a beat per unit of work.
struct Heartbeat {
  std::atomic<int> item{-1};
  std::atomic<int> busy{0};
  std::atomic<std::uint64_t> beats{0};
};

// The outcome of run_isolated.
struct IsolatedRun {
  int exit_code = 0;  // 0 body returned, 2 unusable, 3 crashed or hung (error says why)
  std::string error;  // exit 2, or 3 while loading: the one-line reason
  std::vector<LoadedEngine> engines;  // per spec, those loaded: name, mapping, has_init, found
                                      // (no functions in the parent)
  std::string output;                 // what body returned
  bool in_body = false;               // exit 3: it ended while body ran
  int item = -1;                      // ... the heartbeat's item then
  bool timed_out = false;             // ... because the heartbeat stopped
  std::string what;                   // ... how it ended: "signal SIGSEGV", "exit status 0"
  std::string plugin_output;          // the tail of the child's stdout and stderr
};

// run_isolated's body: the engines loaded (one per spec, in order), and the heartbeat.
using IsolatedBody = std::function<std::string(const std::vector<LoadedEngine>&, Heartbeat&)>;

// Loads each spec's plugin (when spec.plugin is set) in turn, in one child process, with
// check's errors and exit statuses (a missing file, a library that will not
// load, no known symbol, a bad mapping, slidercheck_init failing: 2; crashing
// or hanging while loading: 3), then runs body there and returns what it
// returned. Nothing of the plugin is loaded into this process. The body is a
// hang when its heartbeat stays busy and unchanged for body_limit seconds.
IsolatedRun run_isolated(const std::vector<CheckSpec>& specs, double body_limit,
                         const IsolatedBody& body);

// The renderers. Each renders from the outcome's data (none edits another's
// output), and each is total: any byte in any string (a plugin path, a mapping
// symbol, a name, a note) gives valid output. Text shows such bytes escaped
// (one_line), JSON and XML replace bytes that are not valid UTF-8 with U+FFFD
// (and XML the characters XML 1.0 forbids).

// Returns the human-readable report.
std::string text_report(const CheckSpec& spec, const CheckOutcome& outcome);
// Returns the JSON report (schema docs/check-report.schema.json).
std::string json_report(const CheckSpec& spec, const CheckOutcome& outcome);
// Returns the JUnit XML report, one testcase per function, and one erroring
// testcase when a worker ended outside any call (outcome.error).
std::string junit_report(const CheckSpec& spec, const CheckOutcome& outcome);
// Returns the report of one mismatch without its command: report_body, then the
// input and results in the engine's numbering when mapping is not the identity.
std::string mismatch_body(const Mismatch& m, const Mapping& mapping);
// Returns the report of one mismatch: mismatch_body and the command that
// replays it (replay_command).
std::string mismatch_report(const Mismatch& m, const Mapping& mapping);
// Returns the report of a crash or a timeout.
std::string crash_report(const FunctionResult& r, const CheckOutcome& outcome);
// Returns the command that replays input on subject: "slidercheck check
// SUBJECT" and input_options(input).
std::string replay_command(const std::string& subject, const Input& input);
// Returns the command that replays a sequence file on subject: "slidercheck
// check SUBJECT --sequence FILE".
std::string sequence_command(const std::string& subject, const std::string& file);

// The sequence file (--sequence): a comment line, then one call a line, the
// options of input_options without the leading space.
std::string sequence_text(const std::string& subject, const std::vector<Input>& calls);
// Returns the text of a mismatch that depends on earlier calls or is not
// deterministic (the lines the text report adds), or "".
std::string reproduction_text(const FunctionResult& r, const CheckOutcome& o);

}  // namespace slidercheck::plugin
