// The merge of an --exec check's task ends (plugin/exec_merge.h): each task's
// result held to the parent's own plan (plugin/planned_cases.h), fed results
// whose counts are deliberately wrong, and a task that ended without a result.
#include "exec_merge.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "check/plan/interleave.h"

namespace slidercheck::plugin::detail {
namespace {

// An --exec check of rook_attacks and bishop_attacks at the quick level, as
// run_exec_check plans it (the interleaved calls first, then each kind's
// random search: tasks whose counts the plan knows).
struct Fixture {
  CheckSpec spec;
  CheckOutcome outcome;
  std::vector<Task> tasks;
  std::vector<TaskEnd> ends;
  std::vector<const TaskEnd*> recorded;

  Fixture() {
    spec.exec = "never run";
    spec.options.level = Level::quick;
    outcome.program = true;
    outcome.found = {Kind::rook_attacks, Kind::bishop_attacks};
    tasks = {Task{.type = Task::Type::random, .kind = Kind::rook_attacks, .to = 30000},
             Task{.type = Task::Type::random, .kind = Kind::bishop_attacks, .to = 30000},
             Task{.type = Task::Type::interleave, .kind = Kind::rook_attacks}};
    for (Kind kind : outcome.found) outcome.results.push_back(FunctionResult{.kind = kind});
    ends.resize(tasks.size());
  }
  // Returns the plan's count of task t's cases (its misfit on 0 cases names it).
  std::uint64_t planned(std::size_t t) const {
    const PlannedCases plan(spec, outcome, tasks);
    const std::string m = plan.misfit(static_cast<int>(t), 0, 0, false);
    const std::size_t at = m.find("of its ");
    return at == std::string::npos ? 0 : std::stoull(m.substr(at + 7));
  }
  // Gives every task the result the plan holds.
  void all_as_planned() {
    for (std::size_t t = 0; t < tasks.size(); ++t) {
      KindResult r{.kind = tasks[t].kind};
      if (tasks[t].type == Task::Type::interleave)
        r.interleaved = interleaved_call_count(Level::quick, true);
      else
        r.cases = planned(t);
      ends[t].result = r;
    }
  }
  void merge() {
    const PlannedCases plan(spec, outcome, tasks);
    merge_exec_ends(spec, tasks, ends, plan, outcome, [&](const TaskEnd& end, FunctionResult& r) {
      recorded.push_back(&end);
      r.status = FunctionResult::Status::crash;
      r.crash = "recorded";
    });
  }
  const FunctionResult& rook() const { return outcome.results[0]; }
  const FunctionResult& bishop() const { return outcome.results[1]; }
};

TEST(ExecMerge, ResultsAsPlannedPass) {
  Fixture f;
  ASSERT_GT(f.planned(0), 0u);
  f.all_as_planned();
  f.merge();
  EXPECT_EQ(f.rook().status, FunctionResult::Status::pass);
  EXPECT_EQ(f.bishop().status, FunctionResult::Status::pass);
  EXPECT_EQ(f.rook().cases, f.planned(0));
  // The interleaved calls of an --exec subject are the batched plan's.
  EXPECT_EQ(f.rook().interleaved, interleaved_call_count(Level::quick, true));
}

TEST(ExecMerge, FewerCasesThanPlannedAreNotChecked) {
  Fixture f;
  f.all_as_planned();
  const std::uint64_t planned = f.planned(1);
  f.ends[1].result->cases = planned - 1000;
  f.merge();
  EXPECT_EQ(f.rook().status, FunctionResult::Status::pass);
  EXPECT_EQ(f.bishop().status, FunctionResult::Status::crash);
  EXPECT_EQ(f.bishop().crash, "not checked: task 1 checked " + std::to_string(planned - 1000) +
                                  " of its " + std::to_string(planned) + " cases");
  EXPECT_TRUE(verdict_of(f.outcome.results).crashed);
}

TEST(ExecMerge, MoreCasesThanPlannedAreNotChecked) {
  Fixture f;
  f.all_as_planned();
  f.ends[0].result->cases += 1;
  f.merge();
  EXPECT_EQ(f.rook().status, FunctionResult::Status::crash);
  EXPECT_NE(f.rook().crash.find("not checked: task 0 checked "), std::string::npos)
      << f.rook().crash;
}

TEST(ExecMerge, AMismatchStopsATaskEarly) {
  // Fewer cases with a mismatch fit the plan (the task stopped at it); more do not.
  Fixture f;
  f.all_as_planned();
  f.ends[0].result->cases = 10;
  f.ends[0].result->mismatch = Mismatch{.input = Input{.kind = Kind::rook_attacks}};
  f.merge();
  EXPECT_EQ(f.rook().status, FunctionResult::Status::fail);
  Fixture g;
  g.all_as_planned();
  g.ends[0].result->cases = g.planned(0) + 1;
  g.ends[0].result->mismatch = Mismatch{.input = Input{.kind = Kind::rook_attacks}};
  g.merge();
  EXPECT_EQ(g.rook().status, FunctionResult::Status::crash);
}

TEST(ExecMerge, WrongInterleavedCallsAreNotChecked) {
  Fixture f;
  f.all_as_planned();
  // The count of a subject called one input at a time, not in batches.
  f.ends[2].result->interleaved = interleaved_call_count(Level::quick, false);
  f.merge();
  EXPECT_EQ(f.rook().status, FunctionResult::Status::crash);
  EXPECT_NE(f.rook().crash.find("not checked: task 2 made 20000 of its 2500 interleaved calls"),
            std::string::npos)
      << f.rook().crash;
}

TEST(ExecMerge, ATaskWithoutAResultIsNotChecked) {
  Fixture f;
  f.all_as_planned();
  f.ends[1].result.reset();
  f.merge();
  EXPECT_EQ(f.bishop().status, FunctionResult::Status::crash);
  EXPECT_EQ(f.bishop().crash, "not checked: task 1 has no result");
}

TEST(ExecMerge, AFailureIsRecordedOnItsKind) {
  Fixture f;
  f.all_as_planned();
  f.ends[2].result.reset();
  f.ends[2].failure = exec::Failure(exec::Failure::Type::crash, "it ended");
  f.ends[2].failure->kind = Kind::bishop_attacks;
  f.merge();
  ASSERT_EQ(f.recorded.size(), 1u);
  EXPECT_EQ(f.recorded[0], &f.ends[2]);
  EXPECT_EQ(f.bishop().crash, "recorded");
  EXPECT_EQ(f.rook().status, FunctionResult::Status::pass);
}

}  // namespace
}  // namespace slidercheck::plugin::detail
