// How an --exec check's tasks ended, and their merge into the check's outcome:
// each task's result held to the parent's own plan (planned_cases.h), as a
// plugin worker's is. Internal to plugin/.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "exec.h"
#include "planned_cases.h"
#include "slidercheck/plan.h"
#include "slidercheck/plugin_loader.h"

namespace slidercheck::plugin::detail {

// How one task ended: its result, or the failure of its child and what the
// child wrote to stderr during the task (a sanitizer's report).
struct TaskEnd {
  std::optional<KindResult> result;
  std::optional<exec::Failure> failure;
  std::string output;
};

// Where each kind's parts stopped (split_kind_tasks): the lowest index of a
// part of it that found a mismatch or failed, so far.
class PartsStopped {
 public:
  PartsStopped() {
    for (auto& at : at_) at.store(kNone);
  }
  // Returns whether task i, a part of a kind that stopped before it, counts for nothing.
  bool after_stop(const Task& task, std::size_t i) const {
    return is_kind_part(task) && at_[static_cast<std::size_t>(task.kind)].load() < i;
  }
  // Records that task i found a mismatch or failed.
  void stopped(const Task& task, std::size_t i) {
    if (!is_kind_part(task)) return;
    auto& at = at_[static_cast<std::size_t>(task.kind)];
    for (std::size_t seen = at.load(); i < seen && !at.compare_exchange_weak(seen, i);) {
    }
  }

 private:
  static constexpr std::size_t kNone = ~std::size_t{0};
  std::array<std::atomic<std::size_t>, kKinds> at_;
};

// Called with a task's failure and the result of the function it is recorded
// on (not yet a crash or a timeout).
using RecordFailure = std::function<void(const TaskEnd& end, FunctionResult& r)>;

// Merges ends (by task of tasks, in plan order) into outcome.results, which
// holds one result per kind of tasks: a part of a kind after its first
// mismatch or failure counts for nothing; a result whose counts are not the
// plan's (planned), and a task that neither has a result nor failed, make its
// function a CRASH, "not checked: ..." (never a pass); a failure goes to
// record. Calls task_ended for every task, in order.
void merge_exec_ends(const CheckSpec& spec, const std::vector<Task>& tasks,
                     const std::vector<TaskEnd>& ends, const PlannedCases& planned,
                     CheckOutcome& outcome, const RecordFailure& record);

}  // namespace slidercheck::plugin::detail
