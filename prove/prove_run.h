// What `slidercheck prove` does, without its command line (which
// src/cli/prove_command.cpp reads): the suites selected (built-in x kind), each
// proved on a pool of solver threads (prove_suite), and the table of results.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "prove/prover.h"
#include "slidercheck/implementation.h"
#include "slidercheck/kinds.h"

namespace slidercheck::prove {

// Returns the names of the built-ins prove can prove: every built-in but the
// oracle (ray_walker), in registry order.
std::vector<std::string> provable_names();

// What to prove and how.
struct RunOptions {
  std::vector<std::string> impls;       // only these built-ins (empty: every provable one)
  std::vector<std::string> skip_impls;  // not these built-ins
  std::vector<Kind> kinds;              // only these kinds (empty: every kind)
  ProveOptions query;                   // each query's timeout and tactic
  std::size_t jobs = 0;                 // solver threads (0: one per core)
};

// One suite: a built-in x one kind it provides.
struct Suite {
  const SymImplementation* sym = nullptr;  // nullptr: no symbolic instantiation matches it
  const Implementation* concrete = nullptr;
  Kind kind = Kind::rook_attacks;
};

// Returns the suites options select, in registry and kind order (empty: nothing
// to prove).
std::vector<Suite> select_suites(const RunOptions& options);

// The results of a run, one per suite, in suite order.
struct RunResult {
  std::vector<SuiteResult> suites;
  std::size_t threads = 0;  // the solver threads used

  // Returns whether every suite was proved.
  bool all_proved() const;
};

// Returns the results of proving suites on options.jobs threads.
RunResult run(const std::vector<Suite>& suites, const RunOptions& options);

// Returns the table of results: one line per suite, the details (counterexamples,
// unproved reasons), and the summary line.
std::string table(const RunResult& result);

}  // namespace slidercheck::prove
