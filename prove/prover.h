// Proving an implementation equal to the oracle with Z3.
//
// For every square (single and x-ray kinds) or every covered direction (the
// multi-slider kinds) the prover asks whether
//     impl(inputs) != oracle(inputs)  OR  some intrinsic precondition fails
// is satisfiable, with every input symbolic (occ; blockers with blockers ⊆ occ;
// sliders, empty, blockers or targets). unsat = proved for all 2^64 (or 2^128,
// 2^192) inputs. sat = a counterexample, replayed through the concrete
// implementation and the concrete oracle and reported like any other mismatch.
// unknown (a timeout) = unproved, never proved. Pair kinds (squares_between)
// have no symbolic input: for each a, one query over all 64 b, each the
// implementation's constant word against the concrete oracle's: proved
// exhaustively (all 4,096 pairs).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "prove/symbolic.h"
#include "slidercheck/implementation.h"
#include "slidercheck/kinds.h"

namespace slidercheck::prove {

// An implementation's templates instantiated on SymWord, kind by kind: the
// same families (impls/families.h) the registry instantiates on std::uint64_t.
struct SymImplementation : KindFunctions<SymWord> {
  std::string name;
};

// The symbolic instantiation of every built-in implementation but the oracle.
const std::vector<SymImplementation>& builtin_symbolic();
// Returns the one named name, or nullptr.
const SymImplementation* find_symbolic(const std::string& name);

struct ProveOptions {
  unsigned timeout_ms = 60000;  // per query
  int max_reports = 1;          // counterexample reports kept per suite
  // How queries are solved: "qfbv" (Z3's QF_BV solver: bit-blasting), "sat"
  // (simplify, bit-blast, sat) or "smt" (simplify, solve-eqs, smt: this one
  // times out on fill_by_subtraction's east direction, the others prove it).
  std::string tactic = "qfbv";
};

// The outcome of one suite: one implementation x one function kind.
struct SuiteResult {
  std::string impl;
  Kind kind = Kind::rook_attacks;
  const char* unit = "squares";  // or "dirs", or "a (all b)" (pair kinds: exhaustive)
  int total = 0;                 // queries (squares or directions)
  int proved = 0;
  int counterexamples = 0;
  int unknown = 0;
  double seconds = 0;
  std::vector<std::string> details;  // counterexample reports and unproved reasons

  bool all_proved() const { return proved == total && counterexamples == 0 && unknown == 0; }
};

// Proves sym's kind equal to the oracle, replaying counterexamples through
// concrete (the same algorithm on std::uint64_t). Uses a fresh Z3 context.
SuiteResult prove_suite(const SymImplementation& sym, const Implementation& concrete, Kind kind,
                        const ProveOptions& options);

}  // namespace slidercheck::prove
