// `slidercheck prove [--impl NAME] [--function KIND] [--timeout SECONDS] [--jobs N]`:
// proves built-in implementations equal to the oracle with Z3 (see prover.h).
//
// Exit status: 0 everything selected was proved; 1 a counterexample or an
// unproved query (a timeout); 2 unusable arguments.
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "cli/commands.h"
#include "prove/prover.h"
#include "slidercheck/registry.h"

namespace slidercheck::cli {

namespace {

constexpr const char* kProveUsage =
    "usage: slidercheck prove [--impl NAME]... [--function KIND]... [--timeout SECONDS] "
    "[--jobs N] [--tactic qfbv|sat|smt]\n";

struct Job {
  const prove::SymImplementation* sym = nullptr;  // nullptr: no symbolic instantiation
  const Implementation* concrete = nullptr;
  Kind kind = Kind::rook_attacks;
};

int usage(const std::string& message) {
  std::fprintf(stderr, "slidercheck: error: %s\n", message.c_str());
  return 2;
}

bool parse_positive(const std::string& text, long max, long& out) {
  char* end = nullptr;
  const long v = std::strtol(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0' || v <= 0 || v > max) return false;
  out = v;
  return true;
}

}  // namespace

int run_prove(int argc, char** argv) {
  std::vector<std::string> only_impls;
  std::vector<Kind> only_kinds;
  prove::ProveOptions options;
  long jobs = std::max(1u, std::thread::hardware_concurrency());
  for (int i = 0; i < argc; ++i) {
    const std::string a = argv[i];
    const bool has_value = i + 1 < argc;
    if (a == "--help" || a == "-h") {
      std::fputs(kProveUsage, stdout);
      return 0;
    }
    if (a != "--impl" && a != "--function" && a != "--timeout" && a != "--jobs" && a != "--tactic")
      return usage("unknown option for prove: " + a);
    if (!has_value) return usage("option " + a + " needs a value");
    const std::string v = argv[++i];
    if (a == "--impl") {
      if (find_builtin(v) == nullptr || v == "ray_walker") {
        std::string known;
        for (const auto& impl : builtin_implementations()) {
          if (std::string(impl.name) != "ray_walker") known += std::string(" ") + impl.name;
        }
        return usage("unknown implementation '" + v + "' for prove (known:" + known + ")");
      }
      only_impls.push_back(v);
    } else if (a == "--function") {
      const auto kind = parse_kind(v);
      if (!kind) return usage("unknown function kind '" + v + "' (see: slidercheck list)");
      only_kinds.push_back(*kind);
    } else if (a == "--timeout") {
      long seconds = 0;
      if (!parse_positive(v, 3600, seconds))
        return usage("bad --timeout '" + v + "' (want seconds, 1..3600)");
      options.timeout_ms = static_cast<unsigned>(seconds * 1000);
    } else if (a == "--tactic") {
      if (v != "smt" && v != "qfbv" && v != "sat")
        return usage("bad --tactic '" + v + "' (want qfbv, sat or smt)");
      options.tactic = v;
    } else {
      if (!parse_positive(v, 256, jobs)) return usage("bad --jobs '" + v + "' (want 1..256)");
    }
  }

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
  if (work.empty()) return usage("nothing to prove: the selected implementations lack those kinds");

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
    const char* status = r.all_proved() && shape_of(r.kind) == Shape::pair ? "proved exhaustively"
                         : r.all_proved()                                  ? "proved"
                         : r.counterexamples > 0 ? "COUNTEREXAMPLE"
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

}  // namespace slidercheck::cli
