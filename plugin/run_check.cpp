// run_check (plugin_loader.h): a plugin or built-in checked in isolated worker
// processes (plugin/isolation.h: own process groups, one pipe each read with
// poll, deadlines), in named steps: what the engine provides (a probe child
// loads it), the tasks, the workers (worker_pool.h), the re-run of their
// mismatches in fresh processes (reproduction.h), the verdict.
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "child_protocol.h"
#include "crash_shrink.h"
#include "elf_declared.h"
#include "fork_server.h"
#include "loader.h"
#include "reproduction.h"
#include "sanitizers.h"
#include "sequence_replay.h"
#include "slidercheck/plugin_loader.h"
#include "worker_pool.h"

namespace slidercheck::plugin {

namespace {

using namespace detail;

// Makes outcome unusable input (exit 2) for error; returns false.
bool unusable(CheckOutcome& outcome, std::string error) {
  outcome.exit_code = 2;
  outcome.error = std::move(error);
  return false;
}

// Sets what the plugin at spec.plugin exports and declares in outcome, read
// from its file, when its probe never finished loading it (it crashed or
// hung in slidercheck_init): the report's header says it all the same.
void set_declared(const CheckSpec& spec, CheckOutcome& outcome) {
  const auto declared = read_declared(spec.plugin);
  if (!declared) return;
  outcome.found = declared->kinds;
  outcome.has_init = declared->has_init;
  outcome.has_prepare = declared->has_prepare;
  Loaded info;
  for (auto [name, has, text] :
       {std::tuple{"slidercheck_square_mapping", &info.has_mapping_symbol, &info.mapping_symbol},
        std::tuple{"slidercheck_bit_mapping", &info.has_bit_mapping_symbol,
                   &info.bit_mapping_symbol},
        std::tuple{"slidercheck_pawn_sides", &info.has_pawn_sides_symbol,
                   &info.pawn_sides_symbol}}) {
    const auto value = declared->text(name);
    *has = value.has_value();
    if (value) *text = *value;
  }
  std::string source, bit_source;
  if (const auto mapping = resolve_mapping(spec, info, &source, &bit_source)) {
    outcome.mapping = *mapping;
    outcome.mapping_source = source;
    outcome.bit_mapping_source = bit_source;
  }
  std::string sides_source;
  if (const auto sides = resolve_pawn_sides(spec, info, &sides_source)) {
    outcome.pawn_sides = *sides;
    outcome.pawn_sides_source = sides_source;
  }
}

// Sets the kinds spec's engine provides and its numbering in outcome (a
// plugin's from a probe child that loads it); returns false, outcome's exit
// code and error set, when it cannot be checked.
bool find_engine(const CheckSpec& spec, CheckOutcome& outcome, const iso::Log& log,
                 ForkServer& server) {
  std::uint64_t provided = 0, batches = 0;
  std::string mapping_symbol;
  bool has_mapping_symbol = false;
  Loaded info;
  if (!spec.builtin.empty()) {
    const Implementation* impl = find_subject(spec);
    if (!impl) return unusable(outcome, unknown_builtin(spec));
    for (Kind kind : provided_kinds(*impl)) provided |= std::uint64_t{1} << static_cast<int>(kind);
  } else {
    if (auto error = plugin_file_error(spec)) return unusable(outcome, *error);
    const RuntimePlan& runtimes = sanitizer_runtime_plan(spec.plugin, spec.sanitizer_runtimes);
    outcome.sanitizers = runtimes.sanitizers;
    outcome.preloaded = runtimes.preload;
    Worker serving;
    const auto probe = run_probe(spec, outcome, log, &serving);
    if (!probe) {
      set_declared(spec, outcome);
      return false;
    }
    if (serving.child.running) server.adopt(std::move(serving), spec);
    outcome.init_once = probe->has_init && server.serving();
    if (probe->has_init && !server.serving()) outcome.init_per_process = per_process_reason(*probe);
    if (auto error = probe_error(spec, *probe)) return unusable(outcome, *error);
    if (probe->load_status == kFdsClosed || probe->load_status == kOverwritten) {
      outcome.exit_code = 3;
      outcome.error = probe->error;
      // Where, and the command that loads it again.
      if (probe->load_status == kOverwritten)
        outcome.load_crash = CheckOutcome::LoadCrash{
            .where = std::string(probe->error).ends_with("in slidercheck_init")
                         ? "in slidercheck_init"
                         : "while loading (in its constructors)"};
      return false;
    }
    provided = probe->provided;
    batches = probe->batches;
    outcome.has_init = probe->has_init;
    outcome.has_prepare = probe->has_prepare;
    has_mapping_symbol = probe->has_mapping_symbol;
    mapping_symbol = probe->mapping_symbol;
    info.has_bit_mapping_symbol = probe->has_bit_mapping_symbol;
    info.bit_mapping_symbol = probe->bit_mapping_symbol;
    info.has_pawn_sides_symbol = probe->has_pawn_sides_symbol;
    info.pawn_sides_symbol = probe->pawn_sides_symbol;
    info.has_own_square_symbol = probe->has_own_square_symbol;
    info.own_square_symbol = probe->own_square_symbol;
    info.has_xray_blockers_symbol = probe->has_xray_blockers_symbol;
    info.xray_blockers_symbol = probe->xray_blockers_symbol;
    info.has_pairs_symbol = probe->has_pairs_symbol;
    info.pairs_symbol = probe->pairs_symbol;
    info.has_pawn_squares_symbol = probe->has_pawn_squares_symbol;
    info.pawn_squares_symbol = probe->pawn_squares_symbol;
  }
  for (Kind kind : all_kinds())
    if ((provided >> static_cast<int>(kind)) & 1) outcome.found.push_back(kind);
  for (Kind kind : all_kinds())
    if ((batches >> static_cast<int>(kind)) & 1) outcome.batched.push_back(kind);

  info.has_mapping_symbol = has_mapping_symbol;
  info.mapping_symbol = mapping_symbol;
  const auto mapping =
      resolve_mapping(spec, info, &outcome.mapping_source, &outcome.bit_mapping_source);
  if (!mapping) return unusable(outcome, mapping_error(spec, info));
  outcome.mapping = *mapping;
  const auto sides = resolve_pawn_sides(spec, info, &outcome.pawn_sides_source);
  if (!sides) return unusable(outcome, pawn_sides_error(spec, info.pawn_sides_symbol));
  outcome.pawn_sides = *sides;
  // The contracts, as every worker's load resolves them (make_engine).
  const auto own = resolve_own_square(spec, info, &outcome.own_square_source);
  const auto xray = resolve_xray_blockers(spec, info, &outcome.xray_blockers_source);
  const auto pairs = resolve_pairs(spec, info, &outcome.pairs_source);
  const auto squares = resolve_pawn_squares(spec, info, &outcome.pawn_squares_source);
  if (!own || !xray || !pairs || !squares)
    return unusable(outcome, contract_symbol_error(spec, info));
  outcome.own_square = *own;
  outcome.xray_blockers = *xray;
  outcome.pairs = *pairs;
  outcome.pawn_squares = *squares;
  return true;
}

// Returns the tasks of the check (a diagnosis run's, the replay, or the plan),
// with one result per function they check in outcome; nothing (outcome's exit
// code and error set) when a function asked for is not provided.
std::optional<std::vector<Task>> plan(const CheckSpec& spec, CheckOutcome& outcome) {
  auto provides = [&](Kind kind) {
    return std::find(outcome.found.begin(), outcome.found.end(), kind) != outcome.found.end();
  };
  auto not_provided = [&](Kind kind) {
    unusable(outcome, "'" + outcome.name + "' does not provide " + kind_name(kind));
    return std::nullopt;
  };
  std::vector<Task> tasks;
  if (!spec.tasks.empty()) {
    tasks = spec.tasks;  // a diagnosis run (plugin/diagnose.cpp)
  } else if (spec.replay) {
    if (!provides(spec.replay->kind)) return not_provided(spec.replay->kind);
    tasks.push_back(
        Task{.type = Task::Type::replay, .kind = spec.replay->kind, .input = *spec.replay});
  } else {
    for (Kind kind : spec.options.only) {
      if (!provides(kind)) return not_provided(kind);
    }
    tasks = plan_tasks(outcome.found, spec.options);
    outcome.total_units = plan_units(outcome.found, spec.options).size();
  }
  outcome.units = tasks.size();
  for (Kind kind : all_kinds()) {
    const bool wanted =
        std::any_of(tasks.begin(), tasks.end(), [&](const Task& t) { return t.kind == kind; });
    if (wanted) outcome.results.push_back(FunctionResult{.kind = kind});
  }
  return tasks;
}

// Returns the outcome of a check whose workers failed to load kMaxLoadAttempts times.
CheckOutcome load_failure(const CheckSpec& spec, CheckOutcome& outcome, const PoolEnd& end,
                          const iso::Log& log, Clock::time_point start) {
  const std::string attempts =
      " in a worker process (" + std::to_string(end.load_failures) +
      (end.load_failures == 1 ? " attempt" : " attempts") +
      (spec.plugin.empty() ? std::string(")") : "; the probe's load had succeeded)");
  if (end.load_exit == 2) {
    unusable(outcome, end.load_error + attempts);
    return outcome;
  }
  outcome.exit_code = end.load_exit == 1 ? 1 : 3;  // 1: a sanitizer's finding
  outcome.error = end.load_error + attempts;
  outcome.load_crash = end.load_crash;
  outcome.plugin_output = log.tail();
  outcome.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return outcome;
}

// Sets outcome's exit code (3 crash or timeout, 1 counterexample, 0 conforms), error and seconds.
// tail: the end of the plugin's output (taken before findings were shrunk).
void settle(CheckOutcome& outcome, const PoolEnd& end, const std::string& tail,
            Clock::time_point start) {
  const std::string& outside_crash = end.outside_crash;
  const Verdict v = verdict_of(outcome.results);
  // A task of the plan that no worker checked to its end is never a pass
  // (its function is a crash, "not checked", or keeps its failure).
  const bool crashed =
      v.crashed || !outside_crash.empty() || !end.channel_error.empty() || !end.unchecked.empty();
  const bool failed = v.failed, findings = v.sanitizer_findings;
  for (FunctionResult& r : outcome.results)
    if (r.mismatch) r.mismatch->subject = outcome.subject;
  if (!end.unchecked.empty())
    outcome.error = "not checked: " + std::to_string(end.unchecked.size()) + " of the " +
                    std::to_string(outcome.units) + " tasks of the plan (" + end.unchecked_why +
                    ")";
  if (!outside_crash.empty()) outcome.error = "the checker's worker ended: " + outside_crash;
  if (!end.channel_error.empty()) outcome.error = end.channel_error;
  outcome.exit_code = crashed ? 3 : failed ? 1 : 0;
  if (crashed || findings) outcome.plugin_output = tail;
  outcome.seconds = std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

CheckOutcome run_check(const CheckSpec& spec) {
  if (!spec.exec.empty()) return run_exec_check(spec);
  const auto start = Clock::now();
  CheckOutcome outcome;
  outcome.name = engine_name(spec);
  outcome.subject = subject_of(origin_of(spec));

  // Set up the shared page first: the probe child uses it too.
  const SharedPage shared;
  if (!shared.ok()) {
    unusable(outcome, std::string("mmap: ") + std::strerror(errno));
    return outcome;
  }
  const iso::Log log;  // the children's stdout and stderr
  // The probe, once it has loaded the plugin and run slidercheck_init: every
  // later process of the check is forked from it (fork_server.h).
  ForkServer server;
  if (!find_engine(spec, outcome, log, server)) return outcome;
  if (spec.sequence) return run_sequence_check(spec, outcome, log, start);
  const auto tasks = plan(spec, outcome);
  if (!tasks) return outcome;

  const PoolEnd end = run_workers(spec, *tasks, outcome, log, start);
  if (end.load_failures >= kMaxLoadAttempts || end.overwritten_at_load)
    return load_failure(spec, outcome, end, log, start);
  // A mismatch found by a worker after many calls, re-run in a fresh process.
  const bool rerun = !spec.plugin.empty() && !spec.replay && spec.tasks.empty();  // not diagnoses
  if (rerun) bisect_entry_batches(spec, outcome, end.entry_batches, log);
  if (rerun) reproduce_mismatches(spec, outcome, end.histories, log);
  const std::string tail = log.tail();  // the output of the check, not of the re-runs after it
  if (rerun) reproduce_crashes(spec, outcome, end.crash_histories, log);
  if (!spec.plugin.empty() && spec.tasks.empty()) shrink_sanitizer_crashes(spec, outcome, log);
  settle(outcome, end, tail, start);
  return outcome;
}

}  // namespace slidercheck::plugin
