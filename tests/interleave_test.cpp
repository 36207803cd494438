// The interleaved calls across kinds (check/plan/interleave.h): reproducible for a
// seed, a task of the check plan only when two kinds or more are checked, and
// they find state shared between functions that each kind's own checks miss.
#include "check/plan/interleave.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <vector>

#include "slidercheck/oracle.h"
#include "slidercheck/plan.h"
#include "slidercheck/registry.h"

namespace slidercheck {
namespace {

const std::vector<Kind> kMixed = {
    Kind::rook_attacks, Kind::xray_rook_attacks, Kind::between,           Kind::squares_between,
    Kind::line_through, Kind::pawn_attacks,      Kind::knight_set_attacks};

TEST(Interleave, TheCallsAreReproducibleForASeed) {
  const auto a = interleaved_calls(kMixed, 5000, 7, 0xFF);
  ASSERT_EQ(a.size(), 5000u);
  EXPECT_EQ(a, interleaved_calls(kMixed, 5000, 7, 0xFF));
  EXPECT_NE(a, interleaved_calls(kMixed, 5000, 8, 0xFF));
  for (Kind kind : kMixed)
    EXPECT_TRUE(std::any_of(a.begin(), a.end(), [&](const Input& in) { return in.kind == kind; }))
        << kind_name(kind);
  // The kinds interleave, and other kinds are called on the same arguments.
  std::size_t switches = 0, same_pair = 0;
  for (std::size_t i = 1; i < a.size(); ++i) {
    switches += a[i].kind != a[i - 1].kind;
    same_pair += is_pair(a[i].kind) && is_pair(a[i - 1].kind) && a[i].kind != a[i - 1].kind &&
                 a[i].sq == a[i - 1].sq && a[i].sq2 == a[i - 1].sq2;
  }
  EXPECT_GT(switches, a.size() / 2);
  EXPECT_GT(same_pair, 10u);
}

TEST(Interleave, EveryCallIsAnInputItsKindCanTake) {
  // Fields shared from another kind keep the input valid: the oracle of the
  // call is what the kind's checks expect (x-ray blockers occupied, multi-slider
  // extras not on empty squares, multi directions the subject covers).
  const std::uint8_t directions = 0x0F;
  for (const Input& in : interleaved_calls(kMixed, 5000, 3, directions)) {
    if (takes(in.kind, Field::blockers) && takes(in.kind, Field::occ))
      EXPECT_EQ(in.blockers & ~in.occ, 0u);
    if (takes(in.kind, Field::empty)) EXPECT_EQ(in.targets & in.empty, 0u);
    if (is_multi(in.kind)) EXPECT_TRUE((directions >> in.dir8) & 1);
  }
}

TEST(Interleave, NoCallOutsideThePairOrPawnSquaresContract) {
  // A pawn on rank 1 or 8 and an unaligned pair are never called under the
  // contracts that leave them out (neither drawn nor made by sharing a square);
  // without them, both come.
  int outside_by_default = 0;
  for (const Input& in : interleaved_calls(kMixed, 5000, 3, 0xFF))
    outside_by_default += outside_input_contracts(in, PairDomain::aligned, PawnSquares::pawn);
  EXPECT_GT(outside_by_default, 0);
  const auto calls =
      interleaved_calls(kMixed, 5000, 3, 0xFF, {}, PairDomain::aligned, PawnSquares::pawn);
  EXPECT_EQ(calls.size(), 5000u);
  for (const Input& in : calls)
    EXPECT_FALSE(outside_input_contracts(in, PairDomain::aligned, PawnSquares::pawn))
        << kind_name(in.kind) << " sq " << int(in.sq) << " sq2 " << int(in.sq2);
}

TEST(Interleave, ATaskOnlyWhenTwoKindsOrMoreAreChecked) {
  auto interleaves = [](const std::vector<Task>& tasks) {
    return std::count_if(tasks.begin(), tasks.end(),
                         [](const Task& t) { return t.type == Task::Type::interleave; });
  };
  const std::vector<Kind> two = {Kind::squares_between, Kind::line_through};
  EXPECT_EQ(interleaves(plan_units({Kind::rook_attacks}, {})), 0);
  EXPECT_EQ(interleaves(plan_units(two, {.only = {Kind::line_through}})), 0);
  const auto tasks = plan_units(two, {});
  EXPECT_EQ(interleaves(tasks), 1);
  EXPECT_EQ(tasks.back().type, Task::Type::interleave);  // after every kind's own task
}

// Returns a subject whose squares_between and line_through are right alone but
// share one memo slot keyed on (a, b), not on the function (shared: the slot
// is shared; otherwise each has its own).
Implementation memo_engine(bool shared) {
  struct Memo {
    int a = -1, b = -1;
    Bitboard value = 0;
  };
  auto between = std::make_shared<Memo>();
  auto line = shared ? between : std::make_shared<Memo>();
  auto memoised = [](std::shared_ptr<Memo> memo) {
    return [memo](const Input& in) {
      if (in.sq != memo->a || in.sq2 != memo->b) {
        memo->a = in.sq;
        memo->b = in.sq2;
        memo->value = oracle::eval(in);
      }
      return memo->value;
    };
  };
  Implementation impl;
  impl.name = shared ? "shared_memo" : "own_memos";
  impl.origin = Origin{.type = OriginType::in_process, .location = impl.name};
  auto callables = std::make_shared<Callables>();
  (*callables)[static_cast<int>(Kind::squares_between)] = memoised(between);
  (*callables)[static_cast<int>(Kind::line_through)] = memoised(line);
  impl.callables = callables;
  impl.set(
      Kind::squares_between, +[](int, int) -> Bitboard { return 0; });
  impl.set(
      Kind::line_through, +[](int, int) -> Bitboard { return 0; });
  return impl;
}

std::uint64_t interleaved(const std::vector<FunctionResult>& results) {
  std::uint64_t n = 0;
  for (const FunctionResult& r : results) n += r.interleaved;
  return n;
}

TEST(Interleave, StateSharedBetweenFunctionsIsFound) {
  const Implementation engine = memo_engine(true);
  // Each kind on its own conforms (no interleaved calls then).
  for (Kind kind : {Kind::squares_between, Kind::line_through}) {
    const auto alone = check_in_process(engine, {.level = Level::quick, .only = {kind}});
    ASSERT_EQ(alone.size(), 1u);
    EXPECT_EQ(alone[0].status, FunctionResult::Status::pass) << kind_name(kind);
    EXPECT_EQ(interleaved(alone), 0u);
  }
  // Together: the interleaved calls find it, blamed on the kind whose answer was wrong.
  const auto results = check_in_process(memo_engine(true), {.level = Level::quick});
  ASSERT_EQ(results.size(), 2u);
  const auto failed = std::find_if(results.begin(), results.end(),
                                   [](const FunctionResult& r) { return r.mismatch.has_value(); });
  ASSERT_NE(failed, results.end());
  EXPECT_EQ(failed->status, FunctionResult::Status::fail);
  EXPECT_EQ(failed->mismatch->law, kInterleavedLaw);
  EXPECT_EQ(failed->mismatch->input.kind, failed->kind);
  EXPECT_NE(failed->mismatch->note.find("after calls of another function"), std::string::npos)
      << failed->mismatch->note;
  EXPECT_GT(interleaved(results), 0u);
}

TEST(Interleave, FunctionsWithStateOfTheirOwnConform) {
  const auto results = check_in_process(memo_engine(false), {.level = Level::quick});
  for (const FunctionResult& r : results)
    EXPECT_EQ(r.status, FunctionResult::Status::pass) << kind_name(r.kind);
  EXPECT_EQ(interleaved(results), interleaved_call_count(Level::quick, false));
}

TEST(Interleave, EveryBuiltinStaysClean) {
  for (const Implementation& impl : builtin_implementations()) {
    std::vector<Kind> kinds = provided_kinds(impl);
    if (kinds.size() < 2) continue;
    const KindResult r = check_interleaved(impl, kinds, Level::quick, 1);
    EXPECT_FALSE(r.mismatch) << impl.name << ": " << (r.mismatch ? report(*r.mismatch) : "");
    EXPECT_EQ(r.interleaved, interleaved_call_count(Level::quick, false)) << impl.name;
  }
}

}  // namespace
}  // namespace slidercheck
