// `slidercheck check --exec CMD`: the same tasks as run_check (check/plan/plan.cpp),
// run in this process against a subject whose functions are a child process
// behind the pipe protocol (exec.h), evaluated in batches. The child is the
// isolation: a crash, a hang or a broken frame ends a batch, and the batch is
// bisected in fresh children to name the one input that fails. --workers N
// children check at once (a thread each); the diagnosis runs of
// plugin/diagnose.cpp (CheckSpec::tasks) run here too.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <map>
#include <mutex>
#include <numeric>
#include <string>
#include <thread>
#include <vector>

#include "crash_shrink.h"
#include "exec.h"
#include "exec_merge.h"
#include "exec_progress.h"
#include "sanitizers.h"
#include "slidercheck/command_line.h"
#include "slidercheck/plugin_loader.h"
#include "slidercheck/sanitizer_report.h"

namespace slidercheck::plugin {

namespace {

using Clock = std::chrono::steady_clock;
using exec::Failure;

// Never called: a provided kind's pointer, so provides() holds; every call goes
// through Implementation::batch.
Bitboard never_called() { __builtin_trap(); }

// The failing input, as far as bisection could name it.
struct Named {
  std::string what;
  bool timeout = false;
  std::optional<Input> input;                // engine numbering
  std::optional<SanitizerReport> sanitizer;  // the report in the failing child's stderr
};

// The program an --exec command runs (its first word): the module of its frames.
std::string program_of(const std::string& command) {
  const std::size_t start = command.find_first_not_of(" \t");
  if (start == std::string::npos) return "";
  return command.substr(start, command.find_first_of(" \t", start) - start);
}

// Returns whether the children of command carry a sanitizer runtime
// (sanitizers.h), looked at once per command.
bool sanitized(const std::string& command) {
  static std::mutex looking;
  static std::map<std::string, bool> seen;
  const std::lock_guard<std::mutex> lock(looking);
  const auto it = seen.find(command);
  return it != seen.end() ? it->second
                          : seen.emplace(command, exec_sanitized(command)).first->second;
}

// Returns the sanitizer report in output, a child's stderr: only a child that
// carries a sanitizer runtime has one (a Go panic's "panic: runtime error:"
// is a crash's text).
std::optional<SanitizerReport> report_in(const CheckSpec& spec, std::string_view output) {
  if (!sanitized(spec.exec)) return std::nullopt;
  return parse_sanitizer_report(output, program_of(spec.exec));
}

// Returns the sanitizer report a child wrote to log from offset on, if any.
std::optional<SanitizerReport> report_since(const CheckSpec& spec, const isolation::Log& log,
                                            std::size_t offset) {
  return report_in(spec, log.since(offset));
}

// Returns the failure of inputs in a fresh child, or nothing when it passes.
std::optional<Failure> try_fresh(const CheckSpec& spec, const isolation::Log& log,
                                 const std::vector<Kind>& kinds, Kind kind,
                                 const std::vector<Input>& inputs,
                                 std::optional<SanitizerReport>* sanitizer = nullptr) {
  const std::size_t offset = log.size();
  exec::Evaluator ev(spec.exec, spec.timeout_seconds, log, kinds);
  std::vector<Bitboard> out(inputs.size());
  try {
    ev.eval(kind, inputs.data(), inputs.size(), out.data());
  } catch (const Failure& f) {
    if (sanitizer && f.type == Failure::Type::crash) *sanitizer = report_since(spec, log, offset);
    return f;
  }
  return std::nullopt;
}

// Bisects f's batch in fresh children down to one input that fails alone.
Named bisect(const CheckSpec& spec, const isolation::Log& log, const std::vector<Kind>& kinds,
             const Failure& f, const std::string& output) {
  Named named{f.what(), f.type == Failure::Type::timeout, std::nullopt, std::nullopt};
  if (f.type == Failure::Type::crash) named.sanitizer = report_in(spec, output);
  std::vector<Input> batch = f.inputs;
  const std::size_t size = batch.size();
  while (batch.size() > 1) {
    const auto mid = batch.begin() + static_cast<std::ptrdiff_t>(batch.size() / 2);
    const std::vector<Input> halves[2] = {{batch.begin(), mid}, {mid, batch.end()}};
    bool found = false;
    for (const auto& half : halves) {
      std::optional<SanitizerReport> report_of_half;
      const auto g = try_fresh(spec, log, kinds, f.kind, half, &report_of_half);
      if (!g) continue;
      if (g->type == Failure::Type::start) return named;  // it cannot even start again
      batch = half;
      named = Named{g->what(), g->type == Failure::Type::timeout, std::nullopt, report_of_half};
      found = true;
      break;
    }
    if (!found) {
      named.what += "; no single input of the batch of " + std::to_string(size) +
                    " fails alone in a fresh process";
      return named;
    }
  }
  if (batch.size() == 1) named.input = batch.front();
  return named;
}

std::string name_of(const std::string& command) { return one_line(command); }

// When named is a sanitizer finding: sets r's report, and shrinks its input
// (engine numbering) in fresh children (crash_shrink.h), setting r's input and
// crash_found when it shrank.
void shrink_finding(const CheckSpec& spec, const isolation::Log& log,
                    const std::vector<Kind>& kinds, const Mapping& mapping, const Named& named,
                    FunctionResult& r) {
  if (!named.input || !named.sanitizer) return;
  r.sanitizer = named.sanitizer;
  const Input& found = *named.input;
  auto run = [&](const Input& in) {
    std::optional<SanitizerReport> report;
    return try_fresh(spec, log, kinds, in.kind, {in}, &report) ? report : std::nullopt;
  };
  const Input shrunk = detail::shrink_to_same_error(found, *r.sanitizer, run, spec.shrink_seconds,
                                                    r.crash_shrink_trials);
  if (!(shrunk == found)) {
    r.crash_found = mapping.board_input(found);
    r.crash_input = mapping.board_input(shrunk);
  }
}

// Records f in r: the input bisection names (in the board's numbering), or,
// when no input fails alone, whether the child reads another record size.
// output: what the failed child wrote to stderr during its task.
void record_failure(const CheckSpec& spec, const isolation::Log& log,
                    const std::vector<Kind>& kinds, const Mapping& mapping, const Failure& f,
                    const std::string& output, FunctionResult& r) {
  Named named = bisect(spec, log, kinds, f, output);
  if (!named.input && f.type != Failure::Type::start && spec.tasks.empty()) {
    // No input fails alone: a client out of step with the frames?
    if (auto d = exec::record_size_diagnosis(spec.exec, spec.timeout_seconds, log, kinds, f.kind,
                                             mapping))
      named.what = *d + " (" + named.what + ")";
  }
  r.status = named.timeout ? FunctionResult::Status::timeout : FunctionResult::Status::crash;
  r.crash = named.what;
  r.output = tail_with_error(output, 12);  // the failed child's own stderr
  if (named.input) r.crash_input = mapping.board_input(*named.input);
  shrink_finding(spec, log, kinds, mapping, named, r);
}

using detail::PartsStopped;
using detail::TaskEnd;

// Runs tasks on impl in spec.workers children at once (each thread its own
// evaluator, so its own child, writing to a log of its own: one child's
// report is never read for another's failure); returns how each ended, in
// task order (neither result nor failure: a part of a kind left out after
// an earlier part's mismatch or failure). Each thread's log is appended to
// log at its end.
std::vector<TaskEnd> run_in_workers(const CheckSpec& spec, const Implementation& impl,
                                    const isolation::Log& log, const std::vector<Kind>& kinds,
                                    const std::vector<Task>& tasks, Clock::time_point start) {
  std::vector<TaskEnd> ends(tasks.size());
  detail::ExecProgress progress(spec, tasks, start);
  // The run's order: the interleaved calls first (one call per request, it is
  // the longest task that cannot be cut, and last it would run alone), then
  // the plan's. The results keep the plan's order.
  std::vector<std::size_t> order(tasks.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_partition(order.begin(), order.end(),
                        [&](std::size_t i) { return tasks[i].type == Task::Type::interleave; });
  std::atomic<std::size_t> next{0};
  std::mutex appending;
  PartsStopped stops;
  auto work = [&] {
    const isolation::Log own;
    Implementation mine = impl;
    auto evaluator = std::make_shared<exec::Evaluator>(spec.exec, spec.timeout_seconds, own, kinds);
    evaluator->count_in(progress.counts()->data());
    mine.batch = evaluator;
    for (std::size_t k; (k = next++) < tasks.size();) {
      const std::size_t i = order[k];
      if (stops.after_stop(tasks[i], i)) continue;
      const std::size_t offset = own.size();
      try {
        ends[i].result = run_task(mine, tasks[i], spec.options);
        if (ends[i].result->mismatch) stops.stopped(tasks[i], i);
      } catch (const Failure& f) {
        ends[i].failure = f;
        ends[i].output = own.since(offset, std::size_t{1} << 20);
        stops.stopped(tasks[i], i);
      }
    }
    evaluator->close();
    const std::lock_guard<std::mutex> lock(appending);
    log.append(own);
  };
  const auto workers =
      std::clamp<std::size_t>(static_cast<std::size_t>(std::max(spec.workers, 1)), 1, tasks.size());
  std::vector<std::thread> threads;
  for (std::size_t t = 1; t < workers; ++t) threads.emplace_back(work);
  work();
  for (std::thread& t : threads) t.join();
  return ends;
}

// Starts the first child, whose handshake says what the command provides,
// and closes it (tasks start their own). Returns the handshake, or sets
// error and returns the exit status (2: the command cannot be used, 3: it
// crashed or hung before its handshake); output: the children's stderr's tail.
std::optional<exec::Handshake> probe(const CheckSpec& spec, const isolation::Log& log, int& code,
                                     std::string& error, std::string& output) {
  std::unique_ptr<exec::Process> first;
  const std::string command = "--exec command " + shell_quote(spec.exec);
  try {
    first = std::make_unique<exec::Process>(spec.exec, spec.timeout_seconds, log);
  } catch (const Failure& f) {
    output = log.tail();
    const std::string last = output.substr(output.rfind('\n') + 1);
    code = f.type == Failure::Type::start || f.type == Failure::Type::protocol ? 2 : 3;
    switch (f.type) {
      case Failure::Type::start:
        error = "cannot run " + command + ": " + f.what() + (last.empty() ? "" : " (" + last + ")");
        break;
      case Failure::Type::protocol:
        error = command + " does not speak the protocol of docs/protocol.md: " + f.what();
        break;
      case Failure::Type::crash:
        error = "the " + command + " " + std::string(f.what()).substr(3);
        break;
      case Failure::Type::timeout: {
        char limit[64];
        std::snprintf(limit, sizeof limit, "%g s", spec.timeout_seconds);
        error = "the " + command + " hung before its handshake (" + f.what() +
                "); the handshake must come within --timeout (" + limit +
                ") of the start: raise --timeout for a slow start";
        break;
      }
    }
    return std::nullopt;
  }
  exec::Handshake hs = first->handshake();
  first->close();
  // The texts are the program's: the error is made one line where it is
  // printed, once.
  if (hs.status != 0) {
    code = 2;
    error = "the " + command + " failed to start (status " + std::to_string(hs.status) +
            "): " + hs.error;
    return std::nullopt;
  }
  return hs;
}

// Sets outcome's numbering, bit numbering and contracts: the
// options, else the handshake's, else the defaults. Returns the error of a
// handshake's text that names none.
std::optional<std::string> conventions(const CheckSpec& spec, const exec::Handshake& hs,
                                       CheckOutcome& outcome) {
  Mapping mapping;
  outcome.mapping_source = "default";
  if (spec.mapping) {
    mapping = *spec.mapping;
    outcome.mapping_source = "option";
  } else if (!hs.numbering.empty()) {
    const auto parsed = Mapping::parse(hs.numbering);
    if (!parsed)
      return "bad numbering \"" + hs.numbering +
             "\" in the --exec command's handshake (want a1,b1 a1,a2 a8,b8 a8,a7 h1,g1 h1,h2 "
             "h8,g8 or h8,h7)";
    mapping = *parsed;
    outcome.mapping_source = "handshake";
  }
  outcome.bit_mapping_source = "squares";
  if (spec.bit_mapping) {
    mapping = Mapping::apart(mapping, *spec.bit_mapping);
    outcome.bit_mapping_source = "option";
  } else if (spec.mapping && spec.mapping->bits_apart()) {
    outcome.bit_mapping_source = "auto";  // --mapping auto's pair
  }
  outcome.mapping = mapping;
  // The contract text: words apart by spaces, "own-square=V",
  // "xray-blockers=V", "pairs=V" and "pawn-squares=V" (a bare V is the
  // own-square contract).
  std::optional<OwnSquare> own;
  std::optional<XrayBlockers> xray;
  std::optional<PairDomain> pairs;
  std::optional<PawnSquares> pawn_squares;
  const std::string bad = "bad contract \"" + hs.contract +
                          "\" in the --exec command's handshake (want any, occupied or empty, "
                          "own-square=V, xray-blockers=any or xray-blockers=occupied, pairs=all or "
                          "pairs=aligned, pawn-squares=all or pawn-squares=pawn)";
  auto value = [](const std::string& word, std::string_view key) -> std::optional<std::string> {
    if (!word.starts_with(key)) return std::nullopt;
    return word.substr(key.size());
  };
  for (std::size_t at = 0; at < hs.contract.size();) {
    const std::size_t end = std::min(hs.contract.find(' ', at), hs.contract.size());
    const std::string word = hs.contract.substr(at, end - at);
    at = end + 1;
    if (word.empty()) continue;
    if (const auto v = value(word, "xray-blockers=")) {
      xray = parse_xray_blockers(*v);
      if (!xray) return bad;
    } else if (const auto v = value(word, "pairs=")) {
      pairs = parse_pair_domain(*v);
      if (!pairs) return bad;
    } else if (const auto v = value(word, "pawn-squares=")) {
      pawn_squares = parse_pawn_squares(*v);
      if (!pawn_squares) return bad;
    } else {
      own = parse_own_square(value(word, "own-square=").value_or(word));
      if (!own) return bad;
    }
  }
  // Each contract: the option, else the handshake's word, else the default.
  auto source = [](bool option, bool handshake) {
    return option ? "option" : handshake ? "handshake" : "default";
  };
  outcome.own_square_source = source(spec.own_square.has_value(), own.has_value());
  outcome.own_square = spec.own_square.value_or(own.value_or(OwnSquare::any));
  outcome.xray_blockers_source = source(spec.xray_blockers.has_value(), xray.has_value());
  outcome.xray_blockers = spec.xray_blockers.value_or(xray.value_or(XrayBlockers::any));
  outcome.pairs_source = source(spec.pairs.has_value(), pairs.has_value());
  outcome.pairs = spec.pairs.value_or(pairs.value_or(PairDomain::all));
  outcome.pawn_squares_source = source(spec.pawn_squares.has_value(), pawn_squares.has_value());
  outcome.pawn_squares = spec.pawn_squares.value_or(pawn_squares.value_or(PawnSquares::all));
  return std::nullopt;
}

}  // namespace

CheckOutcome run_exec_check(const CheckSpec& spec) {
  const auto start = Clock::now();
  CheckOutcome outcome;
  outcome.name = name_of(spec.exec);
  outcome.program = true;
  const Origin origin = origin_of(spec);
  outcome.subject = subject_of(origin);
  auto finish = [&](int code, std::string error) {
    outcome.exit_code = code;
    outcome.error = std::move(error);
    outcome.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return outcome;
  };
  const isolation::Log log;  // the children's stderr

  int code = 0;
  std::string error;
  const std::optional<exec::Handshake> probed =
      probe(spec, log, code, error, outcome.plugin_output);
  if (!probed) return finish(code, error);
  const exec::Handshake& hs = *probed;
  for (Kind kind : all_kinds())
    if (std::find(hs.kinds.begin(), hs.kinds.end(), kind) != hs.kinds.end())
      outcome.found.push_back(kind);
  if (auto bad = conventions(spec, hs, outcome)) return finish(2, *bad);
  const Mapping mapping = outcome.mapping;
  const OwnSquare own = outcome.own_square;

  // The subject: every provided kind goes through the evaluator.
  Implementation impl;
  for (Kind kind : outcome.found)
    impl.fns[static_cast<int>(kind)] = reinterpret_cast<AnyFn>(&never_called);
  impl.name = outcome.name;
  impl.origin = origin;
  impl.mapping = mapping;
  impl.own_square = own;
  impl.xray_blockers = outcome.xray_blockers;
  impl.positions = spec.positions;
  impl.pairs = outcome.pairs;
  impl.pawn_squares = outcome.pawn_squares;
  impl.pawn_sides = spec.pawn_sides.value_or(PawnSides::board);
  outcome.pawn_sides = impl.pawn_sides;
  outcome.pawn_sides_source = spec.pawn_sides ? "option" : "default";

  // The tasks, as run_check plans them.
  auto provides = [&](Kind kind) {
    return std::find(outcome.found.begin(), outcome.found.end(), kind) != outcome.found.end();
  };
  std::vector<Task> tasks;
  if (!spec.tasks.empty()) {
    tasks = spec.tasks;  // a diagnosis run (plugin/diagnose.cpp)
  } else if (spec.replay) {
    if (!provides(spec.replay->kind))
      return finish(2, "'" + outcome.name + "' does not provide " + kind_name(spec.replay->kind));
    tasks.push_back(
        Task{.type = Task::Type::replay, .kind = spec.replay->kind, .input = *spec.replay});
  } else {
    for (Kind kind : spec.options.only)
      if (!provides(kind))
        return finish(2, "'" + outcome.name + "' does not provide " + kind_name(kind));
    tasks = plan_tasks(outcome.found, spec.options);
    outcome.total_units = plan_units(outcome.found, spec.options).size();
  }
  outcome.units = tasks.size();
  prepare_line_tables();
  // The workers share each kind's enumeration in parts, not whole kinds (the
  // report is the same: the parts merge in plan order).
  if (spec.tasks.empty() && !spec.replay) tasks = split_kind_tasks(impl, tasks, spec.options.level);
  for (Kind kind : all_kinds()) {
    if (std::any_of(tasks.begin(), tasks.end(), [&](const Task& t) { return t.kind == kind; }))
      outcome.results.push_back(FunctionResult{.kind = kind});
  }
  // The tasks run in threads; their results are merged here, in plan order,
  // but for the parts of a kind after its first mismatch or failure, each
  // held to the parent's own count of its cases.
  const std::vector<TaskEnd> ends = run_in_workers(spec, impl, log, hs.kinds, tasks, start);
  const detail::PlannedCases planned(spec, outcome, tasks);
  detail::merge_exec_ends(
      spec, tasks, ends, planned, outcome, [&](const TaskEnd& end, FunctionResult& r) {
        record_failure(spec, log, hs.kinds, mapping, *end.failure, end.output, r);
      });

  const Verdict v = verdict_of(outcome.results);
  for (FunctionResult& r : outcome.results)
    if (r.mismatch) r.mismatch->subject = outcome.subject;
  outcome.exit_code = v.crashed ? 3 : v.failed ? 1 : 0;
  if (v.crashed || v.sanitizer_findings) outcome.plugin_output = log.tail();
  outcome.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return outcome;
}

}  // namespace slidercheck::plugin
