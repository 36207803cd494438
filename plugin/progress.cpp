// The progress display of a check on standard error (progress.h).
#include "progress.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>

namespace slidercheck::plugin::detail {

namespace {

// Returns a rate of cases, e.g. "1.5M/s".
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
// Returns a time left, e.g. "2m05s".
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

std::string progress_entry(const char* name, std::uint64_t done, double total, double elapsed,
                           const char* unit) {
  const double rate = elapsed > 0 ? static_cast<double>(done) / elapsed : 0;
  char text[200];
  if (total > 0) {
    const double left = std::max(0.0, total - static_cast<double>(done));
    std::snprintf(text, sizeof text, "%s %llu of ~%.0f %s (%.0f%%), %s, ETA %s", name,
                  static_cast<unsigned long long>(done), total, unit,
                  std::min(100.0, 100.0 * static_cast<double>(done) / total),
                  rate_text(rate).c_str(), rate > 0 ? eta_text(left / rate).c_str() : "?");
  } else {
    std::snprintf(text, sizeof text, "%s %llu %s, %s, ETA ?", name,
                  static_cast<unsigned long long>(done), unit, rate_text(rate).c_str());
  }
  return text;
}

void print_progress(bool live, double elapsed, const std::string& line) {
  char head[64];
  std::snprintf(head, sizeof head, "slidercheck: progress after %.0f s: ", elapsed);
  if (live) {
    std::fprintf(stderr, "\r%s%s\033[K", head, line.c_str());
  } else {
    std::fprintf(stderr, "%s%s\n", head, line.c_str());
  }
  std::fflush(stderr);
}

Progress::Progress(const CheckSpec& spec, const std::vector<Task>& tasks,
                   const std::vector<FunctionResult>& results, Clock::time_point start)
    : spec_(spec), tasks_(tasks), results_(results), start_(start), done_(tasks.size(), 0) {
  next_ =
      start + std::chrono::milliseconds(spec.progress == CheckSpec::Progress::live ? 1000 : 2000);
}

void Progress::task_done(int task) {
  if (task >= 0 && task < static_cast<int>(done_.size())) done_[task] = 1;
}

void Progress::update(const std::vector<int>& running_slots) {
  if (spec_.progress == CheckSpec::Progress::off) return;
  const auto now = Clock::now();
  if (counter_.running) {
    iso::read_available(counter_);
    if (iso::reap_if_exited(counter_)) read_totals();
  }
  if (now < next_) return;
  next_ = now + std::chrono::milliseconds(
                    spec_.progress == CheckSpec::Progress::live ? 250 : kLineSeconds * 1000);
  if (!counting_started_) start_counter();
  const double elapsed = std::chrono::duration<double>(now - start_).count();
  const std::string line = line_text(running_slots, elapsed);
  if (line.empty()) return;
  print_progress(spec_.progress == CheckSpec::Progress::live, elapsed, line);
  printed_ = true;
}

std::string Progress::line_text(const std::vector<int>& running_slots, double elapsed) const {
  std::string line;
  std::vector<std::string> waiting;  // the functions not started yet
  for (const FunctionResult& r : results_) {
    std::uint64_t done = r.cases, in_flight = 0;
    int tasks = 0, finished = 0;
    double total = 0;
    bool total_known = true;
    for (std::size_t t = 0; t < tasks_.size(); ++t) {
      if (tasks_[t].kind != r.kind || tasks_[t].type == Task::Type::interleave) continue;
      ++tasks;
      finished += done_[t];
      if (tasks_[t].type == Task::Type::queen_lines) {  // known without counting
        total += static_cast<double>(queen_unit_cases(tasks_[t].unit));
        continue;
      }
      if (t < totals_.size() && totals_[t]) {
        total += static_cast<double>(totals_[t]);
      } else {
        total_known = false;
      }
    }
    if (tasks == finished) continue;
    for (int slot : running_slots) {
      const Slot& s = g_shared->slots[slot];
      const int t = s.task.load();
      if (t < 0 || t >= static_cast<int>(tasks_.size()) || tasks_[t].kind != r.kind) continue;
      in_flight += calls_made(s.record, s.history) - s.task_calls.load();
    }
    done += in_flight;
    if (done == 0) {  // not started: counted, not listed (unless nothing has started)
      waiting.push_back(kind_name(r.kind));
      continue;
    }
    const std::string text =
        progress_entry(kind_name(r.kind), done, total_known ? total : 0, elapsed, "cases");
    line += (line.empty() ? "" : "; ") + text;
  }
  if (line.empty()) {
    for (const std::string& name : waiting) line += (line.empty() ? "" : "; ") + name + " 0 cases";
  } else if (!waiting.empty()) {
    line += "; " + std::to_string(waiting.size()) + " more not started";
  }
  return line;
}

void Progress::finish() {
  if (counter_.running) iso::kill(counter_);
  if (printed_ && spec_.progress == CheckSpec::Progress::live) {
    std::fputs("\r\033[K", stderr);
    std::fflush(stderr);
  }
  printed_ = false;
}

// A child counts each kind task's cases (the enumeration, then the random
// search's share) and sends one number per task.
void Progress::start_counter() {
  counting_started_ = true;
  const std::vector<Task> tasks = tasks_;
  const Level level = spec_.options.level;
  counter_ = iso::spawn(
      [tasks, level](int fd) {
        if (nice(19) == -1) {
        }
        for (const Task& t : tasks) {
          std::uint64_t n = 0;
          if (t.type == Task::Type::kind) {
            const std::uint64_t e =
                enumerate_cases(t.kind, level, 0xFF, [](const Input&, Bitboard) { return true; });
            n = e + random_cases(level, t.kind, e);
          }
          if (!iso::write_all(fd, &n, sizeof n)) _exit(1);
        }
      },
      nullptr);
}

void Progress::read_totals() {
  const std::string& b = counter_.buffer;
  totals_.assign(b.size() / sizeof(std::uint64_t), 0);
  std::memcpy(totals_.data(), b.data(), totals_.size() * sizeof(std::uint64_t));
}

}  // namespace slidercheck::plugin::detail
