// `slidercheck bench`: the speed of an engine's own attack functions beside the
// built-ins', each called through a plain function pointer on the same fixed
// pseudo-random inputs, as M calls/s and as a ratio to the fastest built-in.
//
// Exit status: 0 measured, 2 unusable input (one-line error), 3 the plugin
// crashed or hung while loading or while being measured. The report is text,
// or JSON (--format json, docs/bench-report.schema.json); errors go to stderr.
#include <fmt/core.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "cli/bench_contracts.h"
#include "cli/bench_inputs.h"
#include "cli/bench_timing.h"
#include "cli/empty_functions.h"
#include "cli/options.h"
#include "plugin/exec.h"
#include "slidercheck/plugin_loader.h"
#include "slidercheck/random.h"
#include "slidercheck/registry.h"

namespace slidercheck::cli {

namespace {

namespace pl = slidercheck::plugin;

// --format json: an error (exit 2 or 3) after the options were read is also
// a report on standard output (docs/bench-report.schema.json).
bool g_json_errors = false;

void json_error_report(int exit_code, const std::string& error) {
  if (!g_json_errors) return;
  const nlohmann::json report = {{"schema", "slidercheck-bench-report/1"},
                                 {"outcome", exit_code == 2 ? "unusable" : "crash"},
                                 {"exit_code", exit_code},
                                 {"error", error}};
  std::fputs((report.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n").c_str(),
             stdout);
  std::fflush(stdout);
}

[[noreturn]] void fail(const std::string& message) {
  json_error_report(2, message);
  usage_error(message);
}

// Returns the inputs as arrays, translated into mapping's numbering.
Inputs arrays(const std::vector<Input>& inputs, const Mapping& mapping) {
  Inputs x;
  for (const Input& in : inputs) {
    std::vector<Bitboard>* words[] = {&x.a, &x.b, &x.c};
    std::vector<int>* ints[] = {&x.n, &x.m};
    int n_words = 0, n_ints = 0;
    for (Field f : arguments(in.kind)) {
      const std::uint64_t v = field_value(in, f);
      switch (field_type(f)) {
        case FieldType::bitboard:
          words[n_words++]->push_back(mapping.engine_bb(v));
          break;
        case FieldType::square:
          ints[n_ints++]->push_back(mapping.engine_square(static_cast<int>(v)));
          break;
        case FieldType::dir8:   // a compass direction: the same in every numbering
        case FieldType::jump:   // a knight jump on the board: the same in every numbering
        case FieldType::color:  // a side of the board: the same in every numbering
          ints[n_ints++]->push_back(static_cast<int>(v));
          break;
        case FieldType::position:  // not benchmarked
          break;
      }
    }
    if (n_ints == 0) x.n.push_back(0);
  }
  return x;
}

// One measured function: a subject's kind.
struct Row {
  Kind kind = Kind::rook_attacks;
  std::string name;
  bool builtin = true;
  const Implementation* impl = nullptr;
  std::uint8_t directions = 0xFF;
  std::size_t engine = 0;  // a plugin's row: which plugin (its index in the order given)
  bool ceiling = false;    // the kind's empty function (empty_functions.h): not a row shown
  Inputs inputs;
  std::vector<Input> engine_inputs;  // --exec: the inputs in the engine's numbering
  std::uint64_t passes = 1;
  CallMode mode = CallMode::pointer;  // through the pointer or the batch entry
  std::vector<double> rates;          // calls per second, one per repetition
  std::vector<double> cycles;         // cycles per call, one per repetition
  double median = 0;                  // calls/s: the median over the repetitions
  double low = 0, high = 0;           // calls/s: their range
  double cycles_median = 0, cycles_low = 0, cycles_high = 0;  // cycles per call
};

std::string directions_text(std::uint8_t directions) {
  if (directions == 0xFF) return "";
  std::string s = " (dir8";
  for (int d = 0; d < 8; ++d)
    if ((directions >> d) & 1) s += " " + std::to_string(d);
  return s + ")";
}

const char* mode_name(CallMode mode) { return mode == CallMode::batch ? "batch" : "pointer"; }

// Returns the median calls/s of the fastest built-in row of kind in mode, or 0.
double fastest_builtin(const std::vector<Row>& rows, Kind kind, CallMode mode) {
  double fastest = 0;
  for (const Row& r : rows)
    if (r.kind == kind && r.builtin && r.mode == mode) fastest = std::max(fastest, r.median);
  return fastest;
}

// Returns kind's empty function's row in mode (the most the loop allows), or null.
const Row* ceiling_of(const std::vector<Row>& rows, Kind kind, CallMode mode) {
  for (const Row& r : rows)
    if (r.kind == kind && r.ceiling && r.mode == mode) return &r;
  return nullptr;
}

// What the command line gave, as text (read by run()).
struct BenchOptions {
  std::vector<std::string> plugins;
  std::string exec;
  std::vector<std::string> builtins, kinds, sanitizer_runtimes;
  CLI::Option* mapping = nullptr;
  CLI::Option* timeout_option = nullptr;
  std::string own_square, xray_blockers;  // empty: not given (the plugin's, else any)
  std::string pairs, pawn_squares;        // empty: not given (the plugin's, else all)
  std::string format = "text";
  std::string mode = "both";  // pointer, batch or both
  bool dependent = false;     // each call's first argument depends on the previous result
  std::string mapping_text, repetitions = "7", inputs = "4096", min_time = "0.02", seed = "1",
                            timeout;
};

// Returns the JSON report (docs/bench-report.schema.json) of the measured rows.
std::string json_report(const BenchOptions& o, const pl::CheckSpec& spec,
                        const std::vector<pl::LoadedEngine>& engines,
                        const std::vector<std::string>& names, const std::vector<Row>& rows,
                        std::size_t n_inputs, std::uint64_t seed, OwnSquare own, XrayBlockers xray,
                        int repetitions, double min_time, bool has_plugin,
                        const std::string& cycle_counter) {
  using nlohmann::json;
  json plugins = json::array();
  for (std::size_t e = 0; has_plugin && e < engines.size(); ++e) {
    plugins.push_back({{"name", names[e]},
                       {"subject", spec.exec.empty() ? shell_quote(o.plugins[e])
                                                     : "--exec " + shell_quote(spec.exec)},
                       {"numbering", engines[e].mapping.name()},
                       {"init", engines[e].has_init},
                       {"prepare", engines[e].has_prepare}});
  }
  json measured = json::array();
  // A figure's median and range: lookups/s, ns and cycles per lookup.
  auto figures = [](const Row& r) {
    return json{{"lookups_per_second", {{"median", r.median}, {"min", r.low}, {"max", r.high}}},
                {"ns_per_lookup",
                 {{"median", 1e9 / r.median}, {"min", 1e9 / r.high}, {"max", 1e9 / r.low}}},
                {"cycles_per_lookup",
                 {{"median", r.cycles_median}, {"min", r.cycles_low}, {"max", r.cycles_high}}}};
  };
  for (const Row& r : rows) {
    if (r.ceiling) continue;
    const double fastest = fastest_builtin(rows, r.kind, r.mode);
    const Row* ceiling = ceiling_of(rows, r.kind, r.mode);
    json directions = nullptr;
    if (r.directions != 0xFF) {
      directions = json::array();
      for (int d = 0; d < 8; ++d)
        if ((r.directions >> d) & 1) directions.push_back(d);
    }
    json row = {{"function", kind_name(r.kind)},
                {"implementation", r.name},
                {"builtin", r.builtin},
                {"mode", mode_name(r.mode)},
                {"directions", directions},
                {"calls_per_second", std::llround(r.median)},
                {"harness_ceiling", ceiling ? std::llround(ceiling->median) : 0},
                {"vs_fastest_builtin", fastest > 0 ? json(r.median / fastest) : json(nullptr)}};
    row.update(figures(r));
    row["ceiling"] = ceiling ? figures(*ceiling) : json(nullptr);
    measured.push_back(std::move(row));
  }
  const json report = {{"schema", "slidercheck-bench-report/1"},
                       {"plugins", plugins},
                       {"inputs", n_inputs},
                       {"seed", seed},
                       {"own_square", own_square_name(own)},
                       {"xray_blockers", xray_blockers_name(xray)},
                       {"repetitions", repetitions},
                       {"min_time", min_time},
                       {"modes", o.mode},
                       {"dependent", o.dependent},
                       {"cycle_counter", cycle_counter},
                       {"rows", measured}};
  // Bytes that are not UTF-8 (a file name's) as U+FFFD, as check's JSON has them.
  return report.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

// What run() measures, read from the command line (read_plan).
struct BenchPlan {
  pl::CheckSpec spec;  // the first plugin's (or --exec's); the others differ only in the path
  std::vector<pl::CheckSpec> specs;             // one per plugin, in the order given
  std::vector<const Implementation*> subjects;  // the built-ins measured
  std::vector<Kind> kinds;
  // --own-square, --xray-blockers: applied to the inputs, not the engine (bench_contracts.h).
  std::optional<OwnSquare> own;
  std::optional<XrayBlockers> xray;
  // --pairs, --pawn-squares: the inputs drawn within them.
  std::optional<PairDomain> pairs;
  std::optional<PawnSquares> pawn;
  int repetitions = 7;
  std::size_t n_inputs = 4096;
  double min_time = 0.02;
  std::uint64_t seed = 1;
  bool has_plugin = false;
};

// Returns what to measure, or exits with a usage error (status 2).
BenchPlan read_plan(const BenchOptions& o) {
  BenchPlan p;
  pl::CheckSpec& spec = p.spec;
  std::vector<std::string> builtins;
  if (!o.plugins.empty()) spec.plugin = o.plugins.front();
  spec.exec = o.exec;
  if (!o.plugins.empty() && !spec.exec.empty())
    fail("give plugins or one --exec command, not both");
  for (const std::string& v : o.builtins) builtins.push_back(builtin_arg(v).name);
  for (const std::string& v : o.kinds) p.kinds.push_back(kind_arg(v));
  // The options bench shares with check, read by check's grammar.
  if (o.mapping->count() > 0) read_check_option(spec, {"--mapping", o.mapping_text});
  if (spec.mapping_auto) usage_error("--mapping auto is for check only: bench needs the numbering");
  if (!o.own_square.empty()) read_check_option(spec, {"--own-square", o.own_square});
  if (!o.xray_blockers.empty()) read_check_option(spec, {"--xray-blockers", o.xray_blockers});
  p.own = std::exchange(spec.own_square, std::nullopt);  // applied to the inputs, not the engine
  p.xray = std::exchange(spec.xray_blockers, std::nullopt);
  if (!o.pairs.empty()) read_check_option(spec, {"--pairs", o.pairs});
  if (!o.pawn_squares.empty()) read_check_option(spec, {"--pawn-squares", o.pawn_squares});
  p.pairs = std::exchange(spec.pairs, std::nullopt);  // the inputs drawn within them
  p.pawn = std::exchange(spec.pawn_squares, std::nullopt);
  if (o.mode != "pointer" && o.mode != "batch" && o.mode != "both")
    usage_error("bad --mode '" + o.mode + "' (want pointer, batch or both)");
  if (o.format != "text" && o.format != "json")
    usage_error("bad --format '" + o.format + "' (want text or json)");
  p.repetitions = static_cast<int>(decimal_arg("--repetitions", o.repetitions, 1, 101));
  p.n_inputs = decimal_arg("--inputs", o.inputs, 16, 1 << 20);
  p.min_time = seconds_arg("--min-time", o.min_time, 10);
  p.seed = decimal_arg("--seed", o.seed, 0, ~std::uint64_t{0});
  if (o.timeout_option->count() > 0) read_check_option(spec, {"--timeout", o.timeout});
  for (const std::string& v : o.sanitizer_runtimes)
    read_check_option(spec, {"--sanitizer-runtime", v});
  if (spec.plugin.empty() && spec.exec.empty() && spec.mapping)
    fail("--mapping applies to plugins only: built-ins use the project's numbering");

  if (builtins.empty()) {
    for (const Implementation& impl : builtin_implementations())
      if (std::string_view(impl.name) != "ray_walker") p.subjects.push_back(&impl);
  } else {
    for (const std::string& name : builtins) p.subjects.push_back(find_builtin(name));
  }
  if (p.kinds.empty()) {
    for (Kind kind : all_kinds())  // the position kinds are not benchmarked
      if (!is_position_kind(kind)) p.kinds.push_back(kind);
  }
  p.has_plugin = !spec.plugin.empty() || !spec.exec.empty();
  // One spec per plugin, in the order given (the same options, each its path).
  for (const std::string& path : o.plugins) {
    p.specs.push_back(spec);
    p.specs.back().plugin = path;
  }
  if (p.specs.empty()) p.specs.push_back(spec);
  return p;
}

// Returns the name of each plugin's rows: its file name, or the path as given
// when two plugins share a file name.
std::vector<std::string> row_names(const BenchOptions& o,
                                   const std::vector<pl::LoadedEngine>& engines) {
  std::vector<std::string> names;
  for (std::size_t i = 0; i < engines.size(); ++i) {
    bool shared = false;
    for (std::size_t j = 0; j < engines.size(); ++j)
      shared = shared || (j != i && engines[j].name == engines[i].name);
    names.push_back(shared && i < o.plugins.size() ? o.plugins[i] : engines[i].name);
  }
  return names;
}

// Returns the rows: per kind and mode (the pointer, then the batch entries),
// the plugins first (in the order given), then the built-ins that provide it,
// then the kind's empty function (the same in the measuring child, with the
// plugins' functions, and here).
std::vector<Row> make_rows(const BenchOptions& o, const BenchPlan& p,
                           const std::vector<pl::LoadedEngine>& engines, bool in_child) {
  std::vector<Row> rows;
  const std::vector<std::string> names = row_names(o, engines);
  auto in = [](const std::vector<Kind>& kinds, Kind kind) {
    return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
  };
  for (Kind kind : p.kinds) {
    auto has = [&](const pl::LoadedEngine& e) { return in(e.found, kind); };
    const bool plugin_has = p.has_plugin && std::any_of(engines.begin(), engines.end(), has);
    if (p.has_plugin && !plugin_has) continue;
    for (CallMode mode : {CallMode::pointer, CallMode::batch}) {
      if (o.mode != "both" && o.mode != mode_name(mode)) continue;
      const bool batch = mode == CallMode::batch;
      const std::size_t first = rows.size();
      auto add = [&](const std::string& name, bool builtin, const Implementation* impl) {
        Row r;
        r.kind = kind;
        r.name = name;
        r.builtin = builtin;
        r.impl = impl;
        r.mode = mode;
        if (builtin && is_multi(kind)) r.directions = impl->directions;
        rows.push_back(std::move(r));
      };
      for (std::size_t e = 0; p.has_plugin && e < engines.size(); ++e) {
        if (!has(engines[e]) || (batch && !in(engines[e].batched, kind))) continue;
        add(names[e], false, in_child ? &engines[e].functions : nullptr);
        rows.back().engine = e;
      }
      for (const Implementation* impl : p.subjects) {
        if (impl->provides(kind) && (!batch || impl->has_batch(kind))) add(impl->name, true, impl);
      }
      // The harness's ceiling: the kind's empty function, through the same loop.
      if (rows.size() > first) {
        add(empty_functions().name, false, &empty_functions());
        rows.back().ceiling = true;
      }
    }
  }
  return rows;
}

// The measurement (in the measuring child, or here with --exec): returns the
// cycle counter's source on a line, then each row's figures, one line per
// row: the median, least and most calls/s and cycles per call over the
// repetitions, each "%a". Every row's inputs are made first; each measurement
// beats the heartbeat (its item: the row).
std::string measure_rows(const BenchOptions& o, const BenchPlan& p,
                         const std::vector<pl::LoadedEngine>& engines, pl::Heartbeat& beat,
                         exec::Process* process) {
  std::vector<Row> rows = make_rows(o, p, engines, true);
  const BenchContracts contracts = bench_contracts(p.own, p.xray, p.pairs, p.pawn, engines);
  for (Row& r : rows) {
    std::vector<Input> inputs =
        inputs_within(r.kind, p.seed, p.n_inputs, r.directions, contracts.pairs, contracts.pawn);
    // --own-square and --xray-blockers: the own bit set or cleared, the
    // blockers made every occupied square, once, before timing (single and
    // x-ray kinds), for every row alike.
    for (Input& in : inputs)
      in = apply_xray_blockers(apply_own_square(in, contracts.own), contracts.xray);
    const bool engine = !r.builtin && !r.ceiling;
    const Mapping mapping = engine ? engines[r.engine].mapping : Mapping();
    r.inputs = arrays(inputs, mapping);
    if (engine && process) {
      Implementation translate;
      translate.mapping = mapping;
      for (const Input& in : inputs) r.engine_inputs.push_back(translate.engine_input(in));
    }
  }
  const CycleCounter counter;
  std::vector<Bitboard> results(exec::kMaxBatch);
  auto measure = [&](std::size_t i, std::uint64_t passes) {
    beat.item.store(static_cast<int>(i));
    beat.beats.fetch_add(1);
    const Row& r = rows[i];
    if (r.builtin || r.ceiling || !process)
      return run_passes(*r.impl, r.kind, r.inputs, passes, r.mode, o.dependent, counter);
    const auto& kinds = process->handshake().kinds;
    const auto index =
        static_cast<std::uint32_t>(std::find(kinds.begin(), kinds.end(), r.kind) - kinds.begin());
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t c0 = counter.now();
    for (std::uint64_t pass = 0; pass < passes; ++pass) {
      for (std::size_t at = 0; at < r.engine_inputs.size(); at += exec::kMaxBatch) {
        const std::size_t n = std::min<std::size_t>(exec::kMaxBatch, r.engine_inputs.size() - at);
        process->eval(index, r.kind, r.engine_inputs.data() + at, n, results.data());
      }
    }
    const double cycles = static_cast<double>(counter.now() - c0);
    return Timing{std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(),
                  cycles};
  };
  beat.busy.store(1);
  // Calibration: enough passes for min_time, from one pass (which also warms up).
  for (std::size_t i = 0; i < rows.size(); ++i) {
    double s = measure(i, 1).seconds;
    std::uint64_t passes = 1;
    while (s < p.min_time / 4) {
      passes *= 4;
      s = measure(i, passes).seconds;
    }
    rows[i].passes = std::max<std::uint64_t>(
        1, static_cast<std::uint64_t>(std::ceil(static_cast<double>(passes) * p.min_time / s)));
  }
  // The repetitions, taken in turn over every row of a kind, so that the
  // machine's noise falls on all of them alike.
  for (int rep = 0; rep < p.repetitions; ++rep) {
    for (std::size_t i = 0; i < rows.size(); ++i) {
      const Timing t = measure(i, rows[i].passes);
      const auto calls = static_cast<double>(rows[i].passes * rows[i].inputs.n.size());
      rows[i].rates.push_back(calls / t.seconds);
      rows[i].cycles.push_back(t.cycles / calls);
    }
  }
  beat.busy.store(0);
  std::string out = std::string(counter.source()) + "\n";
  for (Row& r : rows) {
    std::sort(r.rates.begin(), r.rates.end());
    std::sort(r.cycles.begin(), r.cycles.end());
    char line[192];
    std::snprintf(line, sizeof line, "%a %a %a %a %a %a\n", r.rates[r.rates.size() / 2],
                  r.rates.front(), r.rates.back(), r.cycles[r.cycles.size() / 2], r.cycles.front(),
                  r.cycles.back());
    out += line;
  }
  return out;
}

// With --exec: starts the command (process), reads its handshake, and runs
// body here, the command's failures caught as run_isolated reports a plugin's.
pl::IsolatedRun run_exec(const pl::CheckSpec& spec, const pl::IsolatedBody& body,
                         std::unique_ptr<exec::Process>& process, const isolation::Log& log) {
  pl::IsolatedRun run;
  pl::LoadedEngine& engine = run.engines.emplace_back();
  engine.name = one_line(spec.exec);
  try {
    process = std::make_unique<exec::Process>(spec.exec, spec.timeout_seconds, log);
  } catch (const exec::Failure& f) {
    run.plugin_output = log.tail();
    run.exit_code =
        f.type == exec::Failure::Type::start || f.type == exec::Failure::Type::protocol ? 2 : 3;
    run.error = "the --exec command " + shell_quote(spec.exec) + ": " + f.what();
  }
  if (process) {
    const exec::Handshake& hs = process->handshake();
    if (hs.status != 0)
      fail("the --exec command " + shell_quote(spec.exec) + " failed to start (status " +
           std::to_string(hs.status) + "): " + one_line(hs.error));
    for (Kind kind : all_kinds())
      if (std::find(hs.kinds.begin(), hs.kinds.end(), kind) != hs.kinds.end())
        engine.found.push_back(kind);
    if (spec.mapping) {
      engine.mapping = *spec.mapping;
    } else if (!hs.numbering.empty()) {
      const auto parsed = Mapping::parse(hs.numbering);
      if (!parsed) fail("bad numbering \"" + one_line(hs.numbering) + "\" in the handshake");
      engine.mapping = *parsed;
    }
    pl::Heartbeat beat;
    try {
      run.output = body(run.engines, beat);
    } catch (const exec::Failure& f) {
      run.exit_code = 3;
      run.in_body = true;
      run.item = beat.item.load();
      run.timed_out = f.type == exec::Failure::Type::timeout;
      run.what = f.what();
      run.plugin_output = log.tail();
    }
    process.reset();
  }
  return run;
}

// Prints the tail of the plugin's output (on stderr), if it wrote any.
void print_plugin_output(const pl::IsolatedRun& run) {
  if (run.plugin_output.empty()) return;
  std::fprintf(stderr, "  plugin output (the last lines of its stdout and stderr):\n");
  std::istringstream lines(run.plugin_output);
  for (std::string line; std::getline(lines, line);)
    std::fprintf(stderr, "    %s\n", one_line(line).c_str());
}

// Prints the error of a measurement that crashed or hung (run.in_body); returns 3.
int measuring_failure(const pl::CheckSpec& spec, const pl::IsolatedRun& run,
                      const std::vector<Row>& rows) {
  const bool known = run.item >= 0 && static_cast<std::size_t>(run.item) < rows.size();
  const std::string what = known
                               ? rows[static_cast<std::size_t>(run.item)].name +
                                     "::" + kind_name(rows[static_cast<std::size_t>(run.item)].kind)
                               : std::string("the measurement");
  char limit[32];
  std::snprintf(limit, sizeof limit, "%g", spec.timeout_seconds);
  const std::string error =
      run.timed_out ? one_line(what) + " did not return within " + limit + " s while being measured"
                    : one_line(what) + (run.what.rfind("signal", 0) == 0 ? " crashed" : " ended") +
                          " while being measured (" + run.what + ")";
  json_error_report(3, error);
  std::fprintf(stderr, "slidercheck: error: %s\n", error.c_str());
  print_plugin_output(run);
  return 3;
}

// Sets each row's figures from the measuring child's output; returns the
// cycle counter's source ("perf" or "tsc").
std::string read_figures(const std::string& output, std::vector<Row>& rows) {
  std::istringstream lines(output);
  std::string source;
  if (!std::getline(lines, source) || (source != "perf" && source != "tsc"))
    fail("the measuring process sent no cycle counter");
  for (Row& r : rows) {
    std::string line;
    if (!std::getline(lines, line)) fail("the measuring process sent too few results");
    std::istringstream words(line);
    std::string w[6];
    for (std::string& word : w) words >> word;
    double v[6];
    for (int i = 0; i < 6; ++i) v[i] = std::strtod(w[i].c_str(), nullptr);
    std::tie(r.median, r.low, r.high, r.cycles_median, r.cycles_low, r.cycles_high) =
        std::tie(v[0], v[1], v[2], v[3], v[4], v[5]);
  }
  return source;
}

// Prints the text report of the measured rows on stdout.
void print_text_report(const BenchOptions& o, const BenchPlan& p,
                       const std::vector<pl::LoadedEngine>& engines,
                       const std::vector<std::string>& names, const std::vector<Row>& rows,
                       const std::string& counter) {
  const pl::CheckSpec& spec = p.spec;
  if (!spec.exec.empty()) {
    std::printf("slidercheck bench --exec %s\n", shell_quote(spec.exec).c_str());
  } else {
    std::printf("slidercheck bench%s%s\n", o.plugins.empty() ? "" : " ",
                shell_words(o.plugins).c_str());
  }
  for (std::size_t e = 0; p.has_plugin && e < engines.size(); ++e) {
    const pl::LoadedEngine& engine = engines[e];
    std::printf(
        "  numbering:   %s%s%s%s\n", engines.size() > 1 ? (one_line(names[e]) + ": ").c_str() : "",
        engine.mapping.name().c_str(), engine.has_init ? " (slidercheck_init called once)" : "",
        engine.has_prepare ? " (slidercheck_prepare called before each single-slider call, "
                             "inside the timing)"
                           : "");
  }
  std::printf(
      "  inputs:      %zu fixed pseudo-random inputs per kind (seed %llu; occupancies rand & "
      "rand), "
      "the same for every implementation%s\n",
      p.n_inputs, static_cast<unsigned long long>(p.seed),
      o.dependent ? "; dependent: each call's first argument XORed with the previous result "
                    "masked by an unseen 0 (latency; a batch entry then takes one input a call)"
                  : "");
  const BenchContracts c = bench_contracts(p.own, p.xray, p.pairs, p.pawn, engines);
  auto from = [](const std::string& who) { return who.empty() ? who : " (from " + who + ")"; };
  if (c.own != OwnSquare::any)
    std::printf(
        "  own square:  %s: the slider's own bit %s in every single-slider and x-ray input, "
        "before timing%s\n",
        own_square_name(c.own), c.own == OwnSquare::occupied ? "set" : "cleared",
        from(c.own_from).c_str());
  if (c.pairs != PairDomain::all)
    std::printf(
        "  pairs:       aligned: every pair kind's input drawn on two squares that share a rank, "
        "file or diagonal (a != b)%s\n",
        from(c.pairs_from).c_str());
  if (c.pawn != PawnSquares::all)
    std::printf("  pawn squares: pawn: pawn_attacks' inputs drawn on ranks 2 to 7 only%s\n",
                from(c.pawn_from).c_str());
  if (c.xray != XrayBlockers::any)
    std::printf(
        "  x-ray:       blockers occupied: every occupied square a blocker in every x-ray "
        "input, before timing%s\n",
        from(c.xray_from).c_str());
  std::printf(
      "  ceiling:     an empty function of each kind, through the same loop (batch: plugin.h's "
      "batch loop around a function that returns 0): the most the loop allows\n");
  std::printf(
      "  measured:    pointer: through a plain function pointer%s; batch: through the batch "
      "entry, one call per pass (plugin.h's macro; the built-ins' in the same loop); %d "
      "repetitions of at least %g s, median and range\n",
      spec.exec.empty() ? "" : " (--exec: in batches of 4096 through its pipes)", p.repetitions,
      p.min_time);
  std::printf("  cycles:      %s\n\n",
              counter == "perf" ? "CPU cycles, from the kernel's perf events (user space)"
                                : "time-stamp counter ticks (the kernel gives no cycle counter)");
  // Columns as wide as their longest entry (at least their usual width).
  std::size_t kind_width = 22, impl_width = 26;
  // A name's bytes a terminal must not see (ESC, a newline) escaped, as in every report.
  auto shown = [](const Row& r) { return one_line(r.name) + directions_text(r.directions); };
  for (const Row& r : rows) {
    kind_width = std::max(kind_width, std::strlen(kind_name(r.kind)));
    impl_width = std::max(impl_width, shown(r).size());
  }
  // Written with fputs: a failed write shows in ferror(stdout) (fmt::print would throw).
  const std::string header =
      fmt::format("{:<{}} {:<{}} {:>12}  {:<26} {:<7} {:>15} {:>7} {:>7} {:>8} {:>7}\n", "function",
                  kind_width, "implementation", impl_width, "M lookups/s", "vs fastest built-in",
                  "mode", "range", "ns", "cycles", "ceiling", "cycles");
  std::fputs(header.c_str(), stdout);
  for (const Row& r : rows) {
    if (r.ceiling) continue;
    const double fastest = fastest_builtin(rows, r.kind, r.mode);
    char ratio[48] = "-";
    if (fastest > 0) {
      std::snprintf(ratio, sizeof ratio, "%.2fx%s", r.median / fastest,
                    r.builtin && r.median == fastest ? " (fastest built-in)" : "");
    }
    const Row* ceiling = ceiling_of(rows, r.kind, r.mode);
    const std::string range = fmt::format("{:.1f}-{:.1f}", r.low / 1e6, r.high / 1e6);
    const std::string row = fmt::format(
        "{:<{}} {:<{}} {:>12.1f}  {:<26} {:<7} {:>15} {:>7.2f} {:>7.2f} {:>8.1f} {:>7.2f}\n",
        kind_name(r.kind), kind_width, shown(r), impl_width, r.median / 1e6, ratio,
        mode_name(r.mode), range, 1e9 / r.median, r.cycles_median,
        ceiling ? ceiling->median / 1e6 : 0.0, ceiling ? ceiling->cycles_median : 0.0);
    std::fputs(row.c_str(), stdout);
  }
  std::fflush(stdout);
}

int run(const BenchOptions& o) {
  const BenchPlan p = read_plan(o);
  need_open_files();
  const pl::CheckSpec& spec = p.spec;
  g_json_errors = o.format == "json";
  if (!p.has_plugin && make_rows(o, p, {}, false).empty())
    fail("nothing to measure: no built-in provides those functions");

  // Loading and measuring run in a child process (plugin/isolation.h): a plugin
  // that crashes, hangs or exits while loaded or measured ends the child, never
  // the command, and is never loaded here. The child sends each row's median.
  // With --exec, this process measures: the built-ins here, the engine's
  // functions through its pipe (batches of exec::kMaxBatch), the child isolated
  // by the protocol (plugin/exec.h).
  const double limit = spec.timeout_seconds + 20 * p.min_time;
  std::unique_ptr<exec::Process> process;
  auto body = [&](const std::vector<pl::LoadedEngine>& engines, pl::Heartbeat& beat) {
    return measure_rows(o, p, engines, beat, process.get());
  };
  const isolation::Log log;
  const pl::IsolatedRun run = spec.exec.empty() ? pl::run_isolated(p.specs, limit, body)
                                                : run_exec(spec, body, process, log);
  if (run.exit_code == 2) fail(run.error);
  const std::vector<pl::LoadedEngine>& engines = run.engines;
  std::vector<Row> rows = make_rows(o, p, engines, false);
  if (run.exit_code != 0 && !run.in_body) {
    json_error_report(run.exit_code, one_line(run.error));
    std::fprintf(stderr, "slidercheck: error: %s\n", one_line(run.error).c_str());
    print_plugin_output(run);
    return run.exit_code;
  }
  if (rows.empty())
    fail(engines.size() == 1 ? "'" + engines.front().name + "' provides none of those functions"
                             : std::string("none of the plugins provides those functions"));
  if (run.exit_code != 0) return measuring_failure(spec, run, rows);
  const std::string counter = read_figures(run.output, rows);
  const std::vector<std::string> names = row_names(o, engines);
  if (o.format == "json") {
    const BenchContracts c = bench_contracts(p.own, p.xray, p.pairs, p.pawn, engines);
    std::fputs(json_report(o, spec, engines, names, rows, p.n_inputs, p.seed, c.own, c.xray,
                           p.repetitions, p.min_time, p.has_plugin, counter)
                   .c_str(),
               stdout);
    std::fflush(stdout);
    return 0;
  }
  print_text_report(o, p, engines, names, rows, counter);
  return 0;
}

}  // namespace

Command add_bench(CLI::App& app) {
  auto o = std::make_shared<BenchOptions>();
  CLI::App* sub = add_subcommand(
      app, "bench", "measure a plugin's functions beside the built-ins",
      "Measures the speed of a plugin's slidercheck_* functions (see slidercheck/plugin.h)\n"
      "beside the built-ins, in one run: every function is called through a plain\n"
      "function pointer and, where it has one, through its batch entry (plugin.h's\n"
      "SLIDERCHECK_BATCH_* macros; the built-ins' in the same loop), in a loop over the\n"
      "same fixed pseudo-random inputs (valid for its kind; occupancies rand & rand),\n"
      "several repetitions taken in turn, and the median and range reported, as\n"
      "M lookups/s, ns and cycles per lookup, and as the ratio to the fastest\n"
      "built-in of that kind and mode.\n"
      "\n"
      "With plugins (several are measured side by side, plugins first, in the\n"
      "order given): the plugins and every built-in (or only those named by\n"
      "--builtin). Without one: the built-ins named by --builtin, or every built-in.\n"
      "The oracle (ray_walker) is measured only when named.\n"
      "\n"
      "exit status: 0 measured, 2 unusable input (the same errors as check: missing\n"
      "             file, a library that won't load, no known symbol, a bad mapping,\n"
      "             slidercheck_init failed, a bad option), 3 the plugin crashed or hung\n"
      "             while loading or while being measured");
  non_empty(sub->add_option("PLUGIN.so", o->plugins,
                            "the engine's shared libraries (the ABI of plugin.h); several are "
                            "measured\nside by side in one run, each loaded once in the same "
                            "measuring process"),
            "a path");
  non_empty(sub->add_option("--exec", o->exec,
                            "measure a program speaking the pipe protocol (docs/protocol.md)\n"
                            "instead, run as /bin/sh -c CMD"),
            "a command")
      ->option_text("CMD");
  add_repeatable(sub, "--builtin", o->builtins, "measure this built-in (repeatable)", "NAME");
  add_repeatable(sub, "--function", o->kinds, "measure only this kind (repeatable)", "KIND");
  add_repeatable(sub, "--sanitizer-runtime", o->sanitizer_runtimes,
                 "a sanitizer runtime to preload for a sanitized plugin, as for check", "PATH");
  o->mapping = sub->add_option("--mapping", o->mapping_text,
                               "the plugin's numbering, as for check (overrides the plugin's\n"
                               "slidercheck_square_mapping); the inputs are translated once,\n"
                               "before timing")
                   ->option_text("SQ0,SQ1");
  sub->add_option("--own-square", o->own_square,
                  "the slider's own bit in the single-slider and x-ray inputs: any\n"
                  "(default: as drawn), occupied (set) or empty (cleared), once, before\n"
                  "timing, for every implementation (overrides the plugin's\n"
                  "slidercheck_own_square)")
      ->option_text("CONTRACT");
  sub->add_option("--xray-blockers", o->xray_blockers,
                  "the x-ray inputs' blockers: any (default: as drawn) or occupied\n"
                  "(blockers = occ, as engines call them), once, before timing, for\n"
                  "every implementation (overrides the plugin's slidercheck_xray_blockers)")
      ->option_text("CONTRACT");
  sub->add_option("--pairs", o->pairs,
                  "the pair kinds' inputs: all (default) or aligned (two squares that\n"
                  "share a line, a != b), for every implementation (overrides the\n"
                  "plugin's slidercheck_pairs)")
      ->option_text("DOMAIN");
  sub->add_option("--pawn-squares", o->pawn_squares,
                  "pawn_attacks' squares: all (default) or pawn (ranks 2 to 7), for\n"
                  "every implementation (overrides the plugin's slidercheck_pawn_squares)")
      ->option_text("SQUARES");
  sub->add_option("--mode", o->mode,
                  "how each function is called: pointer (one call per lookup), batch (its\n"
                  "batch entry, where it has one), or both (default)")
      ->option_text("MODE");
  sub->add_flag("--dependent", o->dependent,
                "make each call's first argument depend on the previous result (latency)\n"
                "instead of Chess_Movegen's independent inputs");
  sub->add_option("--repetitions", o->repetitions,
                  "repetitions of each measurement (default 7, 1..101)")
      ->option_text("N");
  sub->add_option("--inputs", o->inputs, "inputs per kind (default 4096, 16..1048576)")
      ->option_text("N");
  sub->add_option("--min-time", o->min_time, "the least time of one repetition (default 0.02)")
      ->option_text("SECONDS");
  sub->add_option("--seed", o->seed, "the inputs' seed (default 1)")->option_text("N");
  sub->add_option("--format", o->format,
                  "the report on standard output: text (default) or json\n"
                  "(docs/bench-report.schema.json)")
      ->option_text("FORMAT");
  o->timeout_option =
      sub->add_option("--timeout", o->timeout,
                      "the limit for a plugin's slidercheck_init and for one measurement "
                      "(default 5)")
          ->option_text("SECONDS");
  return {sub, [o] { return run(*o); }};
}

}  // namespace slidercheck::cli
