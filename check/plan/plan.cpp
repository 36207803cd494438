// The check plan: the one checking path for every subject (the task plan,
// running a task, and merging task results into one result per function).
#include "slidercheck/plan.h"

#include <algorithm>
#include <chrono>
#include <string>

#include "check/cases/batch_entry.h"
#include "check/cases/batches.h"
#include "check/plan/interleave.h"
#include "slidercheck/check.h"
#include "slidercheck/enumerate.h"
#include "slidercheck/laws.h"
#include "slidercheck/oracle.h"

namespace slidercheck {

namespace {

// Returns whether options.only selects kind (an empty `only` selects every kind).
bool selected(Kind kind, const CheckOptions& options) {
  return options.only.empty() ||
         std::find(options.only.begin(), options.only.end(), kind) != options.only.end();
}

}  // namespace

// ---- Tasks -------------------------------------------------------------------------

std::vector<Kind> provided_kinds(const KindFunctions<Bitboard>& impl) {
  std::vector<Kind> kinds;
  for (Kind kind : all_kinds())
    if (impl.provides(kind)) kinds.push_back(kind);
  return kinds;
}

std::vector<Task> plan_tasks(const std::vector<Kind>& provided, const CheckOptions& options) {
  std::vector<Task> tasks;
  const std::vector<Task> units = plan_units(provided, options);
  for (std::size_t i = 0; i < units.size(); ++i)
    if (in_shard(i, options.shard)) tasks.push_back(units[i]);
  return tasks;
}

std::vector<Task> plan_units(const std::vector<Kind>& provided, const CheckOptions& options) {
  // Roughly the slowest first, so two workers finish together: the
  // multi-slider kinds, then the x-rays (each call walks its base slider
  // twice), then the single-slider kinds by their number of lines (the ray
  // kind's eight directions as the queen's four lines; a set_attacks kind just
  // before its base, whose cases it makes too), then the rest (table order).
  constexpr auto kinds = all_kinds();
  std::vector<Kind> order(kinds.begin(), kinds.end());
  auto cost = [](Kind kind) {
    if (is_multi(kind)) return 20;
    if (is_slider_set(kind)) return line_count(kind) + 1;  // the base's cases, and more
    if (!is_single_slider(kind)) return 0;
    return (info(kind).compose == Compose::xray_of_base ? 10 : 0) +
           (is_ray(kind) ? 4 : line_count(kind));
  };
  std::stable_sort(order.begin(), order.end(), [&](Kind a, Kind b) { return cost(a) > cost(b); });
  auto wanted = [&](Kind kind) {
    return std::find(provided.begin(), provided.end(), kind) != provided.end() &&
           selected(kind, options);
  };
  std::vector<Task> tasks;
  if (options.level == Level::exhaustive && wanted(Kind::queen_attacks)) {
    for (int unit = 0; unit < kQueenUnits; ++unit) {
      tasks.push_back(
          Task{.type = Task::Type::queen_lines, .kind = Kind::queen_attacks, .unit = unit});
    }
  }
  for (Kind kind : order) {
    if (wanted(kind)) tasks.push_back(Task{.type = Task::Type::kind, .kind = kind});
  }
  std::vector<Kind> checked;
  for (Kind kind : kinds)
    if (wanted(kind)) checked.push_back(kind);
  if (checked.size() >= 2)  // state shared between functions: the interleaved calls
    tasks.push_back(Task{.type = Task::Type::interleave, .kind = checked.front()});
  return tasks;
}

std::uint64_t random_law_cases(Level level) {
  switch (level) {
    case Level::quick:
      return 100;
    case Level::standard:
      return 200;
    case Level::exhaustive:
      return 200'000;
  }
  return 0;
}

std::uint64_t law_cases(Level level, std::uint64_t enumerated) {
  return std::min(random_law_cases(level), std::max<std::uint64_t>(20, enumerated / 2000));
}

std::uint64_t random_cases(Level level, Kind kind, std::uint64_t enumerated) {
  std::uint64_t n = 0;
  switch (level) {
    case Level::quick:
      n = 20'000;
      break;
    case Level::standard:
      n = 200'000;
      break;
    case Level::exhaustive:
      n = 2'000'000;
      break;
  }
  // The multi-slider kinds' expected values come from walking every slider's
  // ray (oracle::eval), and their enumeration already covers every state of
  // every line over several backgrounds: an eighth as many.
  if (is_multi(kind)) n /= 8;
  // At most an eighth as many as the enumeration checked (at least 1,000): a
  // random input costs several times an enumerated one to make
  // (docs/measurements.md, "Checker overhead").
  return std::min(n, std::max<std::uint64_t>(1'000, enumerated / 8));
}

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Returns the random search of kind (inputs the enumeration's structure
// never produces), after an enumeration of `enumerated` cases.
KindResult random_part(const Implementation& impl, Kind kind, const CheckOptions& options,
                       std::uint64_t enumerated) {
  const std::uint64_t n = impl.directions ? random_cases(options.level, kind, enumerated) : 0;
  return check_random(impl, kind,
                      options.seed * 0x100000001B3ull + static_cast<std::uint64_t>(kind), n,
                      law_cases(options.level, enumerated));
}

}  // namespace

static_assert(kPartBatch == enumeration::kBatchCases, "a kind's parts are of whole batches");

std::vector<Task> split_kind_tasks(const Implementation& impl, const std::vector<Task>& tasks,
                                   Level level) {
  std::vector<Task> out;
  for (const Task& task : tasks) {
    if (task.type != Task::Type::kind) {
      out.push_back(task);
      continue;
    }
    const std::uint64_t n = batched_case_count(impl, task.kind, level);
    // At most kMaxParts parts (each one makes the cases before its own, to
    // number them), of whole batches.
    const std::uint64_t parts =
        std::clamp<std::uint64_t>((n + kPartCases - 1) / kPartCases, 1, kMaxParts);
    const std::uint64_t size = ((n + parts - 1) / parts + kPartBatch - 1) / kPartBatch * kPartBatch;
    for (std::uint64_t from = 0; from < n; from += size) {
      out.push_back(Task{.type = Task::Type::cases,
                         .kind = task.kind,
                         .from = from,
                         .to = std::min(n, from + size)});
    }
    out.push_back(Task{.type = Task::Type::random, .kind = task.kind, .to = n});
  }
  return out;
}

KindResult run_task(const Implementation& impl, const Task& task, const CheckOptions& options) {
  KindResult result;
  result.kind = task.kind;
  switch (task.type) {
    case Task::Type::kind: {
      // Its enumeration (through a plugin's batch entry where it has one),
      // then the random search (single calls).
      result = check_kind(impl, task.kind, options.level);
      if (result.mismatch) break;
      const KindResult r = random_part(impl, task.kind, options, result.cases);
      result.cases += r.cases;
      result.seconds += r.seconds;
      result.mismatch = r.mismatch;
      break;
    }
    case Task::Type::cases:
      result = check_kind_cases(impl, task.kind, options.level, task.from, task.to);
      break;
    case Task::Type::random:
      result = random_part(impl, task.kind, options, task.to);
      break;
    case Task::Type::queen_lines:
      result = check_queen_unit(impl, task.unit);
      break;
    case Task::Type::diagnose:
      result.kind = task.kind;
      result.cases = 1;
      result.diagnoses = diagnose(impl, task.input, task.unit == 1);
      break;
    case Task::Type::large_squares:
      result.kind = task.kind;
      call_large_squares(impl, task.kind);
      break;
    case Task::Type::numberings:
      result.kind = task.kind;
      result.diagnoses.mappings = conforming_numberings(impl);
      // No single numbering: squares and bits numbered apart.
      if (!result.diagnoses.mappings) result.diagnoses.mappings_apart = conforming_pairs(impl);
      break;
    case Task::Type::interleave: {
      std::vector<Kind> kinds = provided_kinds(impl);
      std::erase_if(kinds, [&](Kind kind) { return !selected(kind, options); });
      if (kinds.size() >= 2) result = check_interleaved(impl, kinds, options.level, options.seed);
      break;
    }
    case Task::Type::replay: {
      const auto start = std::chrono::steady_clock::now();
      result.kind = task.input.kind;
      result.cases = 1;
      result.mismatch = check_oracle(impl, task.input);
      if (!result.mismatch && enumeration::through_batch_entry(impl, result.kind))
        result.mismatch = enumeration::check_batch_input(impl, task.input);
      result.seconds = seconds_since(start);
      break;
    }
  }
  return result;
}

PlannedCount planned_count(const Implementation& impl, const Task& task,
                           const CheckOptions& options) {
  // run_task's counts, each case made and none called.
  PlannedCount planned;
  auto random_count = [&](std::uint64_t enumerated) {
    if (!impl.directions) return std::uint64_t{0};
    return planned_random_count(
        impl, task.kind, options.seed * 0x100000001B3ull + static_cast<std::uint64_t>(task.kind),
        random_cases(options.level, task.kind, enumerated), law_cases(options.level, enumerated));
  };
  switch (task.type) {
    case Task::Type::kind: {
      const std::uint64_t enumerated = planned_case_count(impl, task.kind, options.level);
      planned.cases = enumerated + random_count(enumerated);
      break;
    }
    case Task::Type::cases:
      planned.cases = std::min(task.to, planned_case_count(impl, task.kind, options.level)) -
                      std::min(task.from, task.to);
      break;
    case Task::Type::random:
      planned.cases = random_count(task.to);
      break;
    case Task::Type::queen_lines:
      planned.cases = queen_unit_cases(task.unit);
      break;
    case Task::Type::diagnose:
    case Task::Type::replay:
      planned.cases = 1;
      break;
    case Task::Type::large_squares:
    case Task::Type::numberings:
      break;
    case Task::Type::interleave: {
      std::vector<Kind> kinds = provided_kinds(impl);
      std::erase_if(kinds, [&](Kind kind) { return !selected(kind, options); });
      if (kinds.size() >= 2)
        planned.interleaved =
            interleaved_call_plan(kinds, options.level, impl.batch != nullptr, impl.directions);
      break;
    }
  }
  return planned;
}

const char* status_name(FunctionResult::Status status) {
  switch (status) {
    case FunctionResult::Status::pass:
      return "pass";
    case FunctionResult::Status::fail:
      return "fail";
    case FunctionResult::Status::crash:
      return "crash";
    case FunctionResult::Status::timeout:
      return "timeout";
    case FunctionResult::Status::skipped:
      return "skipped";
  }
  return "??";
}

FunctionsDone::FunctionsDone(const std::vector<Task>& tasks)
    : done_(tasks.size(), 0), left_(all_kinds().size() + 1, 0) {
  for (const Task& t : tasks) {
    task_kind_.push_back(t.kind);
    ++left_[static_cast<std::size_t>(t.kind)];
  }
}

bool FunctionsDone::task_done(std::size_t task) {
  if (task >= done_.size() || done_[task]) return false;
  done_[task] = 1;
  const Kind kind = task_kind_[task];
  if (--left_[static_cast<std::size_t>(kind)] != 0) return false;
  finished_.push_back(kind);
  return true;
}

void merge(std::vector<FunctionResult>& results, const KindResult& result,
           std::uint64_t task_index) {
  auto entry = [&](Kind kind) -> FunctionResult* {
    for (FunctionResult& r : results)
      if (r.kind == kind) return &r;
    return nullptr;
  };
  auto settle = [](FunctionResult& r) {
    if (r.status == FunctionResult::Status::crash || r.status == FunctionResult::Status::timeout)
      return;
    r.status = r.mismatch ? FunctionResult::Status::fail : FunctionResult::Status::pass;
  };
  FunctionResult* own = entry(result.kind);
  if (!own) return;
  own->cases += result.cases;
  own->interleaved += result.interleaved;
  own->entry_calls += result.entry_calls;
  own->seconds += result.seconds;
  Diagnoses& d = own->diagnoses;
  const Diagnoses& found = result.diagnoses;
  d.mappings |= found.mappings;
  d.mappings_apart |= found.mappings_apart;
  d.own_square |= found.own_square;
  d.xray_blockers |= found.xray_blockers;
  d.mirrored |= found.mirrored;
  d.other_kinds |= found.other_kinds;
  if (found.swapped_with >= 0) d.swapped_with = found.swapped_with;
  d.swapped = d.swapped || found.swapped;
  d.swapped_colors = d.swapped_colors || found.swapped_colors;
  d.byte_swapped = d.byte_swapped || found.byte_swapped;
  d.side_relative = d.side_relative || found.side_relative;
  d.board_sided = d.board_sided || found.board_sided;
  d.ray_scan |= found.ray_scan;
  d.pushes |= found.pushes;
  d.position |= found.position;
  d.not_reproduced = d.not_reproduced || found.not_reproduced;
  if (found.kind >= 0) d.kind = found.kind;
  if (found.square >= 0) d.square = found.square;
  settle(*own);
  if (!result.mismatch) return;
  // The mismatch belongs to the kind it blames (a law may blame another one).
  FunctionResult* blamed = entry(result.mismatch->input.kind);
  if (!blamed) blamed = own;
  const std::uint64_t rank = (blamed == own ? 0 : std::uint64_t{1} << 63) | task_index;
  if (!blamed->mismatch || rank < blamed->mismatch_rank) {
    blamed->mismatch = result.mismatch;
    blamed->mismatch_rank = rank;
  }
  settle(*blamed);
}

std::vector<FunctionResult> empty_results(const std::vector<Kind>& provided,
                                          const CheckOptions& options) {
  std::vector<FunctionResult> results;
  for (Kind kind : provided)
    if (selected(kind, options)) results.push_back(FunctionResult{.kind = kind});
  return results;
}

std::vector<FunctionResult> check_in_process(const Implementation& impl,
                                             const CheckOptions& options) {
  const std::vector<Kind> provided = provided_kinds(impl);
  std::vector<FunctionResult> results = empty_results(provided, options);
  std::uint64_t task_index = 0;
  for (const Task& task : plan_tasks(provided, options))
    merge(results, run_task(impl, task, options), task_index++);
  return results;
}

}  // namespace slidercheck
