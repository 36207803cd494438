// What `slidercheck prove` does: the suites selected, proved on a pool of
// solver threads, and the table of results.
#include "prove/prove_run.h"

#include <fmt/core.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "slidercheck/registry.h"

namespace slidercheck::prove {

namespace {

constexpr const char* kOracle = "ray_walker";  // the reference, not proved against itself

// Returns the result of a suite with no symbolic instantiation: one unproved query.
SuiteResult unproved(const Suite& suite) {
  SuiteResult r;
  r.impl = suite.concrete->name;
  r.kind = suite.kind;
  r.total = 1;
  r.unknown = 1;
  r.details.push_back(std::string("unproved: ") + suite.concrete->name +
                      "::" + kind_name(suite.kind) +
                      ": no symbolic instantiation (prove/suites.cpp) matches the registry");
  return r;
}

// Returns whether kind takes squares only (no bitboard), so that its suite
// covers every input: the pair kinds and the one-square leapers.
bool exhaustive(Kind kind) {
  return !is_multi(kind) && !is_single_slider(kind) && !is_set_kind(kind) && !is_sees(kind) &&
         !is_slider_set(kind);
}

std::string format_line(const char* fmt, auto... args) {
  char buf[512];
  std::snprintf(buf, sizeof buf, fmt, args...);
  return buf;
}

}  // namespace

std::vector<std::string> provable_names() {
  std::vector<std::string> names;
  for (const Implementation& impl : builtin_implementations())
    if (impl.name != kOracle) names.push_back(impl.name);
  return names;
}

std::vector<Suite> select_suites(const RunOptions& options) {
  auto selected = [](const auto& list, const auto& item) {
    return list.empty() || std::find(list.begin(), list.end(), item) != list.end();
  };
  std::vector<Suite> suites;
  for (const Implementation& impl : builtin_implementations()) {
    const std::string name = impl.name;
    if (name == kOracle || !selected(options.impls, name)) continue;
    if (std::find(options.skip_impls.begin(), options.skip_impls.end(), name) !=
        options.skip_impls.end())
      continue;
    for (Kind kind : all_kinds()) {
      if (!impl.provides(kind) || !selected(options.kinds, kind)) continue;
      const SymImplementation* sym = find_symbolic(name);
      if (sym != nullptr && (!sym->provides(kind) || sym->directions != impl.directions))
        sym = nullptr;
      suites.push_back(Suite{sym, &impl, kind});
    }
  }
  return suites;
}

bool RunResult::all_proved() const {
  return std::all_of(suites.begin(), suites.end(),
                     [](const SuiteResult& r) { return r.all_proved(); });
}

RunResult run(const std::vector<Suite>& suites, const RunOptions& options) {
  RunResult result;
  result.suites.resize(suites.size());
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i = next++; i < suites.size(); i = next++) {
      const Suite& suite = suites[i];
      result.suites[i] = suite.sym == nullptr
                             ? unproved(suite)
                             : prove_suite(*suite.sym, *suite.concrete, suite.kind, options.query);
    }
  };
  const std::size_t jobs =
      options.jobs > 0 ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
  result.threads = std::min(jobs, suites.size());
  std::vector<std::thread> threads;
  for (std::size_t t = 0; t < result.threads; ++t) threads.emplace_back(worker);
  for (std::thread& t : threads) t.join();
  return result;
}

std::string table(const RunResult& result) {
  // Columns as wide as their longest entry (at least their usual width).
  std::size_t impl_width = 24, kind_width = 22;
  for (const SuiteResult& r : result.suites) {
    impl_width = std::max(impl_width, r.impl.size());
    kind_width = std::max(kind_width, std::strlen(kind_name(r.kind)));
  }
  std::string out = fmt::format("{:<{}} {:<{}} {:<14} {:>9}  {}\n", "implementation", impl_width,
                                "function", kind_width, "proved", "seconds", "status");
  double total_seconds = 0;
  int proved = 0, total = 0;
  for (const SuiteResult& r : result.suites) {
    const std::string count =
        std::to_string(r.proved) + "/" + std::to_string(r.total) + " " + r.unit;
    const char* status = r.all_proved() && exhaustive(r.kind) ? "proved exhaustively"
                         : r.all_proved()                     ? "proved"
                         : r.counterexamples > 0              ? "COUNTEREXAMPLE"
                                                              : "UNPROVED";
    out += fmt::format("{:<{}} {:<{}} {:<14} {:>9.2f}  {}\n", r.impl, impl_width, kind_name(r.kind),
                       kind_width, count, r.seconds, status);
    total_seconds += r.seconds;
    proved += r.proved;
    total += r.total;
  }
  for (const SuiteResult& r : result.suites)
    for (const std::string& d : r.details) out += "\n" + d + "\n";
  out += format_line(
      "\n%d/%d queries proved in %zu suites (%.1f s of solver time, %zu jobs): %s\n", proved, total,
      result.suites.size(), total_seconds, result.threads,
      result.all_proved() ? "everything proved equal to the oracle" : "NOT everything proved");
  return out;
}

}  // namespace slidercheck::prove
