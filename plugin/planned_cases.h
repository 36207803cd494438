// The parent's own count of each task's cases (slidercheck/plan.h:
// planned_count), held against what a worker reports for the task. Internal
// to plugin/.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "child_protocol.h"
#include "slidercheck/plan.h"
#include "slidercheck/plugin_loader.h"

namespace slidercheck::plugin::detail {

// The plan's counts, on an implementation made in the parent from what the
// probe found (the kinds, the numbering, the pawn sides: outcome) and the
// spec's contracts and options, never from anything a worker says. Its
// functions are never called. An --exec subject (outcome.program) is counted
// as evaluated in batches, as its workers evaluate it.
class PlannedCases {
 public:
  PlannedCases(const CheckSpec& spec, const CheckOutcome& outcome, const std::vector<Task>& tasks);
  // Returns why m, a worker's result of task number t, does not fit the plan
  // ("task 3 checked 1000 of its 2365520 cases"), or "" when it does: without
  // a mismatch the counts are the plan's; a mismatch stops a task early, so
  // they may be fewer, never more.
  std::string misfit(int t, const Message& m) const {
    return misfit(t, m.cases, m.interleaved, m.has_mismatch != 0);
  }
  // The same for a task's counts as the parent's own run of it made them
  // (an --exec check's: cases and interleaved calls, and whether it found a
  // mismatch).
  std::string misfit(int t, std::uint64_t cases, std::uint64_t interleaved,
                     bool has_mismatch) const;

 private:
  const std::vector<Task>& tasks_;
  CheckOptions options_;
  Implementation shape_;
};

}  // namespace slidercheck::plugin::detail
