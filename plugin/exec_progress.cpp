// The progress display of an --exec check (exec_progress.h).
#include "exec_progress.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "progress.h"
#include "slidercheck/enumerate.h"

namespace slidercheck::plugin::detail {

std::uint64_t planned_cases(const Task& task, Level level) {
  switch (task.type) {
    case Task::Type::cases:
      return task.to - task.from;
    case Task::Type::random:
      return random_cases(level, task.kind, task.to);
    case Task::Type::queen_lines:
      return queen_unit_cases(task.unit);
    case Task::Type::replay:
      return 1;
    default:
      return 0;
  }
}

ExecProgress::ExecProgress(const CheckSpec& spec, const std::vector<Task>& tasks,
                           std::chrono::steady_clock::time_point start)
    : spec_(spec), start_(start) {
  for (const Task& t : tasks) {
    if (t.type == Task::Type::interleave) continue;  // its calls are of every function
    totals_[static_cast<int>(t.kind)] += static_cast<double>(planned_cases(t, spec.options.level));
    if (std::find(kinds_.begin(), kinds_.end(), t.kind) == kinds_.end()) kinds_.push_back(t.kind);
  }
  for (auto& n : answered_) n.store(0);
  if (spec.progress != CheckSpec::Progress::off) thread_ = std::thread([this] { run(); });
}

ExecProgress::~ExecProgress() {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
  if (printed_ && spec_.progress == CheckSpec::Progress::live) {
    std::fputs("\r\033[K", stderr);
    std::fflush(stderr);
  }
}

void ExecProgress::run() {
  const bool live = spec_.progress == CheckSpec::Progress::live;
  auto next = start_ + std::chrono::milliseconds(live ? 1000 : 2000);
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    if (wake_.wait_until(lock, next, [this] { return stop_; })) return;
    const auto now = std::chrono::steady_clock::now();
    next = now + std::chrono::milliseconds(live ? 250 : 5000);
    const double elapsed = std::chrono::duration<double>(now - start_).count();
    const std::string line = line_text(elapsed);
    if (line.empty()) continue;
    print_progress(live, elapsed, line);
    printed_ = true;
  }
}

std::string ExecProgress::line_text(double elapsed) const {
  std::string line;
  int waiting = 0;
  for (Kind kind : kinds_) {
    const auto done = answered_[static_cast<int>(kind)].load();
    const double total = totals_[static_cast<int>(kind)];
    if (done == 0) {
      ++waiting;
      continue;
    }
    if (total > 0 && static_cast<double>(done) >= total) continue;  // finished, or nearly
    const std::string text =
        progress_entry(kind_name(kind), done, total, elapsed, "inputs answered");
    line += (line.empty() ? "" : "; ") + text;
  }
  if (waiting == static_cast<int>(kinds_.size())) return "no input answered yet";
  if (waiting) line += (line.empty() ? "" : "; ") + std::to_string(waiting) + " more not started";
  return line;
}

}  // namespace slidercheck::plugin::detail
