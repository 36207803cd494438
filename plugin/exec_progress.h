// The progress display of an --exec check on standard error (as progress.h's
// for a plugin): per function, the inputs the program has answered, of the
// cases the plan holds for it, the rate and an ETA, from a thread of its own
// while the workers' threads run. Internal to plugin/.
#pragma once

#include <array>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "slidercheck/plan.h"
#include "slidercheck/plugin_loader.h"

namespace slidercheck::plugin::detail {

// Returns the cases task checks, as the plan holds them: a part's range, a
// random search's share, a queen unit's; 0 when not known before it runs.
std::uint64_t planned_cases(const Task& task, Level level);

class ExecProgress {
 public:
  using Counts = std::array<std::atomic<std::uint64_t>, kKinds>;
  ExecProgress(const CheckSpec& spec, const std::vector<Task>& tasks,
               std::chrono::steady_clock::time_point start);
  ~ExecProgress();
  ExecProgress(const ExecProgress&) = delete;
  ExecProgress& operator=(const ExecProgress&) = delete;
  // The inputs answered so far, by kind: the evaluators add to them.
  Counts* counts() { return &answered_; }

 private:
  void run();
  std::string line_text(double elapsed) const;

  const CheckSpec& spec_;
  std::chrono::steady_clock::time_point start_;
  std::array<double, kKinds> totals_{};
  std::vector<Kind> kinds_;  // the functions the tasks check, in plan order
  Counts answered_{};
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stop_ = false, printed_ = false;
  std::thread thread_;
};

}  // namespace slidercheck::plugin::detail
