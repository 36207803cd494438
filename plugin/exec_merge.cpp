// The merge of an --exec check's task ends (exec_merge.h).
#include "exec_merge.h"

namespace slidercheck::plugin::detail {

namespace {

FunctionResult* find_result(CheckOutcome& outcome, Kind kind) {
  for (FunctionResult& r : outcome.results)
    if (r.kind == kind) return &r;
  return nullptr;
}

bool crashed(const FunctionResult& r) {
  return r.status == FunctionResult::Status::crash || r.status == FunctionResult::Status::timeout;
}

// Makes r a CRASH that says why it was not checked, unless it already crashed.
void not_checked(FunctionResult& r, const std::string& why) {
  if (crashed(r)) return;
  r.status = FunctionResult::Status::crash;
  r.crash = "not checked: " + why;
}

}  // namespace

void merge_exec_ends(const CheckSpec& spec, const std::vector<Task>& tasks,
                     const std::vector<TaskEnd>& ends, const PlannedCases& planned,
                     CheckOutcome& outcome, const RecordFailure& record) {
  FunctionsDone done(tasks);
  PartsStopped stops;
  for (std::size_t i = 0; i < tasks.size(); ++i) {
    const TaskEnd& end = ends[i];
    if (stops.after_stop(tasks[i], i)) {
      task_ended(spec, done, i, outcome);
      continue;
    }
    if (end.failure || (end.result && end.result->mismatch)) stops.stopped(tasks[i], i);
    FunctionResult* r = find_result(outcome, tasks[i].kind);
    if (end.result) {
      // Its counts, made by this process's own run of the task, are held to
      // the plan all the same: a task that checked fewer (or more) cases than
      // planned was not checked as planned, and is no pass.
      const std::string misfit =
          planned.misfit(static_cast<int>(i), end.result->cases, end.result->interleaved,
                         end.result->mismatch.has_value());
      if (misfit.empty()) {
        merge(outcome.results, *end.result, i);
      } else if (r) {
        not_checked(*r, misfit);
      }
    } else if (end.failure) {
      FunctionResult* of = find_result(outcome, end.failure->kind);
      if (!of) of = r;
      if (of && !crashed(*of)) record(end, *of);
    } else if (r) {
      not_checked(*r, "task " + std::to_string(i) + " has no result");
    }
    task_ended(spec, done, i, outcome);
  }
}

}  // namespace slidercheck::plugin::detail
