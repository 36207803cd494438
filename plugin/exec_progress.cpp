// The progress display of an --exec check (exec_progress.h).
#include "exec_progress.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "slidercheck/enumerate.h"

namespace slidercheck::plugin::detail {

namespace {

std::string rate_text(double r) {
  char b[32];
  if (r >= 1e6)
    std::snprintf(b, sizeof b, "%.1fM/s", r / 1e6);
  else if (r >= 1e3)
    std::snprintf(b, sizeof b, "%.1fk/s", r / 1e3);
  else
    std::snprintf(b, sizeof b, "%.0f/s", r);
  return b;
}

std::string eta_text(double seconds) {
  char b[32];
  const auto t = static_cast<long long>(seconds + 0.5);
  if (t >= 3600)
    std::snprintf(b, sizeof b, "%lldh%02lldm", t / 3600, t / 60 % 60);
  else if (t >= 60)
    std::snprintf(b, sizeof b, "%lldm%02llds", t / 60, t % 60);
  else
    std::snprintf(b, sizeof b, "%llds", t);
  return b;
}

}  // namespace

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
    if (live)
      std::fprintf(stderr, "\rslidercheck: progress after %.0f s: %s\033[K", elapsed, line.c_str());
    else
      std::fprintf(stderr, "slidercheck: progress after %.0f s: %s\n", elapsed, line.c_str());
    std::fflush(stderr);
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
    const double rate = elapsed > 0 ? static_cast<double>(done) / elapsed : 0;
    char text[200];
    if (total > 0)
      std::snprintf(text, sizeof text, "%s %llu of ~%.0f inputs answered (%.0f%%), %s, ETA %s",
                    kind_name(kind), static_cast<unsigned long long>(done), total,
                    100.0 * static_cast<double>(done) / total, rate_text(rate).c_str(),
                    rate > 0 ? eta_text((total - static_cast<double>(done)) / rate).c_str() : "?");
    else
      std::snprintf(text, sizeof text, "%s %llu inputs answered, %s, ETA ?", kind_name(kind),
                    static_cast<unsigned long long>(done), rate_text(rate).c_str());
    line += (line.empty() ? "" : "; ") + std::string(text);
  }
  if (waiting == static_cast<int>(kinds_.size())) return "no input answered yet";
  if (waiting) line += (line.empty() ? "" : "; ") + std::to_string(waiting) + " more not started";
  return line;
}

}  // namespace slidercheck::plugin::detail
