// The progress display of a check on standard error. Internal to plugin/.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "child_protocol.h"

namespace slidercheck::plugin::detail {

// Returns one function's part of a progress line: "NAME DONE of ~TOTAL UNIT
// (P%), RATE, ETA T", or, with no total (0), "NAME DONE UNIT, RATE, ETA ?";
// the rate is of done in elapsed seconds. Both progress displays' (the
// plugin's and an --exec check's).
std::string progress_entry(const char* name, std::uint64_t done, double total, double elapsed,
                           const char* unit);
// Prints line on standard error as the progress after elapsed seconds: on a
// terminal (live) rewritten in place, else a line of its own.
void print_progress(bool live, double elapsed, const std::string& line);

// Progress on standard error while the workers run (--quiet: none): per
// function still being checked, the cases done (finished tasks, and the calls
// of the tasks in progress), the rate and an ETA. The expected number of cases
// of each kind's task comes from a child process that counts them (at the
// lowest priority) once the run has lasted a moment (until then the ETA is
// "?"); a queen unit's is known without counting (queen_unit_cases).
class Progress {
 public:
  Progress(const CheckSpec& spec, const std::vector<Task>& tasks,
           const std::vector<FunctionResult>& results, Clock::time_point start);
  ~Progress() { finish(); }
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  // Marks task done.
  void task_done(int task);
  // Prints the progress line when it is due (and starts the counting child);
  // running_slots: the shared page's slots of the workers running now.
  void update(const std::vector<int>& running_slots);
  // Clears a live line, stops the counting child.
  void finish();

 private:
  static constexpr int kLineSeconds = 5;

  // Returns the line's text for each function being checked.
  std::string line_text(const std::vector<int>& running_slots, double elapsed) const;
  // Starts the child that counts each kind task's cases.
  void start_counter();
  // Reads the counting child's numbers.
  void read_totals();

  const CheckSpec& spec_;
  const std::vector<Task>& tasks_;
  const std::vector<FunctionResult>& results_;
  Clock::time_point start_, next_;
  std::vector<char> done_;
  std::vector<std::uint64_t> totals_;
  iso::Child counter_;
  bool counting_started_ = false, printed_ = false;
};

}  // namespace slidercheck::plugin::detail
