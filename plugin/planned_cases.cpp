// The parent's own count of each task's cases (planned_cases.h).
#include "planned_cases.h"

#include <cstdlib>
#include <memory>

#include "loader.h"

namespace slidercheck::plugin::detail {

namespace {

// Where the parent's shape of a plugin says a function is: never called.
[[noreturn]] void never_called() { std::abort(); }

// The batches of an --exec subject's shape: never evaluated (only whether the
// subject is evaluated in batches counts).
class NeverEvaluated : public BatchEvaluator {
 public:
  void eval(Kind, const Input*, std::size_t, Bitboard*) override { never_called(); }
};

}  // namespace

PlannedCases::PlannedCases(const CheckSpec& spec, const CheckOutcome& outcome,
                           const std::vector<Task>& tasks)
    : tasks_(tasks), options_(spec.options) {
  // As make_engine makes a worker's engine (loader.cpp), without loading it: a
  // built-in as it is (its directions), a plugin's functions where the probe
  // found them (never called: only which ones are there counts).
  if (!spec.builtin.empty()) {
    if (const Implementation* impl = find_subject(spec)) shape_ = *impl;
  } else {
    for (Kind kind : outcome.found) shape_.fns[static_cast<int>(kind)] = &never_called;
  }
  shape_.record = nullptr;
  shape_.batch = nullptr;
  if (outcome.program) shape_.batch = std::make_shared<NeverEvaluated>();
  shape_.mapping = outcome.mapping;
  // The contracts the workers check under: the option, else the plugin's
  // symbol (resolved by the probe), else any.
  shape_.own_square = outcome.own_square;
  shape_.xray_blockers = outcome.xray_blockers;
  shape_.pairs = outcome.pairs;
  shape_.pawn_squares = outcome.pawn_squares;
  shape_.positions = spec.positions;
  shape_.pawn_sides = outcome.pawn_sides;
}

std::string PlannedCases::misfit(int t, std::uint64_t cases, std::uint64_t interleaved,
                                 bool has_mismatch) const {
  const PlannedCount plan = planned_count(shape_, tasks_[t], options_);
  auto fits = [&](std::uint64_t reported, std::uint64_t planned) {
    return has_mismatch ? reported <= planned : reported == planned;
  };
  if (!fits(cases, plan.cases))
    return "task " + std::to_string(t) + " checked " + std::to_string(cases) + " of its " +
           std::to_string(plan.cases) + " cases";
  if (!fits(interleaved, plan.interleaved))
    return "task " + std::to_string(t) + " made " + std::to_string(interleaved) + " of its " +
           std::to_string(plan.interleaved) + " interleaved calls";
  return "";
}

}  // namespace slidercheck::plugin::detail
