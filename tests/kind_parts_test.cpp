// A kind's enumeration in parts (split_kind_tasks, what --exec's workers
// share): the parts check exactly the cases of the whole enumeration, and
// merged in plan order they give the whole kind task's result, a planted
// bug's mismatch included.
#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "slidercheck/enumerate.h"
#include "slidercheck/plan.h"
#include "slidercheck/planted.h"
#include "slidercheck/registry.h"

namespace slidercheck {
namespace {

// Evaluates batches in this process, through the functions of a copy of the
// subject (as an --exec child answers them, in the engine's numbering).
class InProcess : public BatchEvaluator {
 public:
  explicit InProcess(const Implementation& impl) : impl_(impl) {}
  void eval(Kind, const Input* inputs, std::size_t n, Bitboard* results) override {
    for (std::size_t i = 0; i < n; ++i) results[i] = call(impl_, inputs[i]);
  }

 private:
  Implementation impl_;
};

// Returns impl evaluated in batches.
Implementation batched(const Implementation& impl) {
  Implementation b = impl;
  b.batch = std::make_shared<InProcess>(impl);
  return b;
}

// Returns the results of the split tasks of kind, merged as --exec merges
// them: in plan order, each kind's parts after its first mismatch left out.
std::vector<FunctionResult> split_and_merge(const Implementation& impl, Kind kind,
                                            const CheckOptions& options,
                                            std::size_t* n_tasks = nullptr) {
  const std::vector<Task> whole{Task{.type = Task::Type::kind, .kind = kind}};
  const std::vector<Task> tasks = split_kind_tasks(impl, whole, options.level);
  if (n_tasks) *n_tasks = tasks.size();
  std::vector<FunctionResult> results{FunctionResult{.kind = kind}};
  bool stopped = false;
  for (std::size_t i = 0; i < tasks.size(); ++i) {
    if (stopped && is_kind_part(tasks[i])) continue;
    const KindResult r = run_task(impl, tasks[i], options);
    stopped = stopped || r.mismatch.has_value();
    merge(results, r, i);
  }
  return results;
}

// Returns the whole kind task's result.
std::vector<FunctionResult> whole(const Implementation& impl, Kind kind,
                                  const CheckOptions& options) {
  std::vector<FunctionResult> results{FunctionResult{.kind = kind}};
  merge(results, run_task(impl, Task{.type = Task::Type::kind, .kind = kind}, options), 0);
  return results;
}

TEST(KindParts, CoverTheEnumerationExactly) {
  // The oracle provides every kind; the magic rook is faster to call.
  const Implementation walker = batched(*find_builtin("ray_walker"));
  const Implementation magic = batched(*find_builtin("magic"));
  for (Kind kind :
       {Kind::rook_attacks, Kind::rank_attacks, Kind::xray_rook_attacks, Kind::squares_between}) {
    const Implementation& impl = kind == Kind::rook_attacks ? magic : walker;
    ASSERT_TRUE(impl.provides(kind)) << kind_name(kind);
    const std::uint64_t n = batched_case_count(impl, kind, Level::quick);
    EXPECT_EQ(n, check_kind(impl, kind, Level::quick).cases) << kind_name(kind);
    std::uint64_t covered = 0;
    for (std::uint64_t from = 0; from < n; from += kPartCases)
      covered += check_kind_cases(impl, kind, Level::quick, from, from + kPartCases).cases;
    EXPECT_EQ(covered, n) << kind_name(kind);
  }
}

TEST(KindParts, MergeToTheWholeTask) {
  const Implementation impl = batched(*find_builtin("magic"));
  const CheckOptions options{.level = Level::quick};
  std::size_t n_tasks = 0;
  const auto split = split_and_merge(impl, Kind::rook_attacks, options, &n_tasks);
  const auto one = whole(impl, Kind::rook_attacks, options);
  EXPECT_GT(n_tasks, 2u);  // several parts of the enumeration, and the random search
  EXPECT_EQ(split[0].status, FunctionResult::Status::pass);
  EXPECT_EQ(split[0].cases, one[0].cases);
}

// A bug on one occupancy of one square is found in one part, not the first:
// the merged mismatch is the whole task's (the same shrunk input, so the same
// reproduce command).
TEST(KindParts, FindThePlantedBugOfTheWholeTask) {
  for (const char* name : {"planted_needle", "planted_wrap_h_to_a"}) {
    const Implementation impl = batched(*find_planted(name));
    const CheckOptions options{.level = Level::quick};
    const auto split = split_and_merge(impl, Kind::rook_attacks, options);
    const auto one = whole(impl, Kind::rook_attacks, options);
    ASSERT_TRUE(one[0].mismatch) << name;
    ASSERT_TRUE(split[0].mismatch) << name;
    EXPECT_EQ(split[0].status, FunctionResult::Status::fail) << name;
    EXPECT_TRUE(split[0].mismatch->input == one[0].mismatch->input) << name;
    EXPECT_EQ(split[0].mismatch->actual, one[0].mismatch->actual) << name;
  }
}

}  // namespace
}  // namespace slidercheck
