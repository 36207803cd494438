// `slidercheck prove [--impl NAME] [--function KIND] [--timeout SECONDS] [--jobs N]`:
// proves built-in implementations equal to the oracle with Z3 (see prover.h).
//
// Exit status: 0 everything selected was proved; 1 a counterexample or an
// unproved query (a timeout); 2 unusable arguments.
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "cli/options.h"
#include "prove/prover.h"
#include "slidercheck/registry.h"

namespace slidercheck::cli {

namespace {

struct Job {
  const prove::SymImplementation* sym = nullptr;  // nullptr: no symbolic instantiation
  const Implementation* concrete = nullptr;
  Kind kind = Kind::rook_attacks;
};

// What the command line gave, as text (read by run()).
struct ProveOptions {
  std::vector<std::string> impls, kinds;
  CLI::Option* timeout = nullptr;
  CLI::Option* tactic = nullptr;
  CLI::Option* jobs = nullptr;
  std::string timeout_text, tactic_text, jobs_text;
};

int run(const ProveOptions& o) {
  std::vector<std::string> only_impls;
  std::vector<Kind> only_kinds;
  prove::ProveOptions options;
  long jobs = std::max(1u, std::thread::hardware_concurrency());
  for (const std::string& v : o.impls) {
    if (find_builtin(v) == nullptr || v == "ray_walker") {
      std::string known;
      for (const auto& impl : builtin_implementations()) {
        if (std::string(impl.name) != "ray_walker") known += std::string(" ") + impl.name;
      }
      usage_error("unknown implementation '" + v + "' for prove (known:" + known + ")");
    }
    only_impls.push_back(v);
  }
  for (const std::string& v : o.kinds) only_kinds.push_back(kind_arg(v));
  if (o.timeout->count() > 0)
    options.timeout_ms =
        static_cast<unsigned>(decimal_arg("--timeout", o.timeout_text, 1, 3600) * 1000);
  if (o.tactic->count() > 0) {
    const std::string& v = o.tactic_text;
    if (v != "smt" && v != "qfbv" && v != "sat")
      usage_error("bad --tactic '" + v + "' (want qfbv, sat or smt)");
    options.tactic = v;
  }
  if (o.jobs->count() > 0) jobs = static_cast<long>(decimal_arg("--jobs", o.jobs_text, 1, 256));

  auto selected = [](const auto& list, const auto& item) {
    return list.empty() || std::find(list.begin(), list.end(), item) != list.end();
  };
  std::vector<Job> work;
  for (const Implementation& impl : builtin_implementations()) {
    const std::string name = impl.name;
    if (name == "ray_walker" || !selected(only_impls, name)) continue;
    for (Kind kind : all_kinds()) {
      if (!impl.provides(kind) || !selected(only_kinds, kind)) continue;
      const prove::SymImplementation* sym = prove::find_symbolic(name);
      if (sym != nullptr && (!sym->provides(kind) || sym->directions != impl.directions))
        sym = nullptr;
      work.push_back(Job{sym, &impl, kind});
    }
  }
  if (work.empty()) usage_error("nothing to prove: the selected implementations lack those kinds");

  std::vector<prove::SuiteResult> results(work.size());
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i = next++; i < work.size(); i = next++) {
      const Job& job = work[i];
      if (job.sym == nullptr) {
        prove::SuiteResult& r = results[i];
        r.impl = job.concrete->name;
        r.kind = job.kind;
        r.total = 1;
        r.unknown = 1;
        r.details.push_back(std::string("unproved: ") + job.concrete->name +
                            "::" + kind_name(job.kind) +
                            ": no symbolic instantiation (prove/suites.cpp) matches the registry");
        continue;
      }
      results[i] = prove::prove_suite(*job.sym, *job.concrete, job.kind, options);
    }
  };
  std::vector<std::thread> threads;
  const std::size_t n_threads = std::min<std::size_t>(static_cast<std::size_t>(jobs), work.size());
  for (std::size_t t = 0; t < n_threads; ++t) threads.emplace_back(worker);
  for (std::thread& t : threads) t.join();

  std::printf("%-24s %-22s %-14s %9s  %s\n", "implementation", "function", "proved", "seconds",
              "status");
  bool all = true;
  double total_seconds = 0;
  int proved = 0, total = 0;
  for (const prove::SuiteResult& r : results) {
    const std::string count =
        std::to_string(r.proved) + "/" + std::to_string(r.total) + " " + r.unit;
    const bool exhaustive =
        shape_of(r.kind) == Shape::pair || (is_leaper(r.kind) && !is_set_kind(r.kind));
    const char* status = r.all_proved() && exhaustive ? "proved exhaustively"
                         : r.all_proved()             ? "proved"
                         : r.counterexamples > 0      ? "COUNTEREXAMPLE"
                                                      : "UNPROVED";
    std::printf("%-24s %-22s %-14s %9.2f  %s\n", r.impl.c_str(), kind_name(r.kind), count.c_str(),
                r.seconds, status);
    all = all && r.all_proved();
    total_seconds += r.seconds;
    proved += r.proved;
    total += r.total;
  }
  for (const prove::SuiteResult& r : results) {
    for (const std::string& d : r.details) std::printf("\n%s\n", d.c_str());
  }
  std::printf("\n%d/%d queries proved in %zu suites (%.1f s of solver time, %zu jobs): %s\n",
              proved, total, results.size(), total_seconds, n_threads,
              all ? "everything proved equal to the oracle" : "NOT everything proved");
  return all ? 0 : 1;
}

}  // namespace

Command add_prove(CLI::App& app) {
  auto o = std::make_shared<ProveOptions>();
  CLI::App* sub = add_subcommand(
      app, "prove", "prove built-in implementations equal to the oracle with Z3",
      "exit status: 0 everything selected was proved, 1 a counterexample or an unproved query\n"
      "             (a timeout), 2 unusable input");
  add_repeatable(sub, "--impl", o->impls, "only this built-in (repeatable)", "NAME");
  add_repeatable(sub, "--function", o->kinds, "only this function kind (repeatable)", "KIND");
  o->timeout = sub->add_option("--timeout", o->timeout_text, "the limit of each query, 1..3600")
                   ->option_text("SECONDS");
  o->jobs = sub->add_option("--jobs", o->jobs_text, "solver threads, 1..256 (default: the cores)")
                ->option_text("N");
  o->tactic =
      sub->add_option("--tactic", o->tactic_text, "qfbv, sat or smt")->option_text("TACTIC");
  return {sub, [o] { return run(*o); }};
}

}  // namespace slidercheck::cli
