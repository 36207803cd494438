// The processes of `slidercheck fuzz` (fuzz_command.cpp): the fuzz driver and
// the checks it re-runs, each in a process group of its own, so that whatever
// a plugin starts (a helper that keeps the driver's standard error open,
// libFuzzer's fork-mode children) is ended with it; SIGINT, SIGTERM and SIGHUP
// passed on to that group; libFuzzer's fork-mode folder removed; corpus files
// too large to be inputs moved aside before a run.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace slidercheck::cli {

// The figures of a run, from the driver's standard error: libFuzzer's status
// lines ("#RUNS ... exec/s: N") and final stats, and whether the driver said
// why it stopped in a line of its own ("slidercheck-fuzz: error: ...").
struct DriverStats {
  std::string runs = "0", exec_per_second = "0";
  bool own_error = false;
  void read(const std::string& line);
};

// Catches SIGINT, SIGTERM and SIGHUP for the rest of this process: each is
// passed on to the running child's process group as SIGINT, and remembered.
void catch_interrupts();

// Returns the first of those signals caught, or 0.
int interrupt_signal();

// Seconds a child is given to end by itself after an interrupt (libFuzzer
// writes its final stats then), before its group is killed.
constexpr double kInterruptGraceSeconds = 3;

// How long past its time budget a fuzzing run may go before it is stopped:
// libFuzzer's fork mode waits for its running jobs, each given up to 300 s.
constexpr double kBudgetGraceSeconds = 10;

// Runs the driver with args (args[0] the program) in env (this process's
// environment when empty), in a process group of its own, its standard error
// copied to ours and read into stats. Once the driver has exited, what is left
// in the pipe is read for a short grace only (a helper the plugin started may
// hold it open), then the driver's whole group is killed; so it is on an
// interrupt after kInterruptGraceSeconds. With limit_seconds > 0, a run still
// going a few seconds past it (fork mode waits for its jobs) is interrupted
// as libFuzzer stops, then killed after the same grace: the budget's end, its
// wait status then 0 (a clean end). Returns the driver's pid and wait status.
std::pair<pid_t, int> run_driver(const std::vector<std::string>& args,
                                 const std::vector<std::string>& env, double limit_seconds,
                                 DriverStats& stats);

// Runs args with its standard output (or the descriptor fd) captured, the
// other passed on, in its own process group, killed after seconds or after an
// interrupt's grace; returns its wait status and output, or nothing when it
// could not be started.
std::optional<std::pair<int, std::string>> run_captured(const std::vector<std::string>& args,
                                                        const std::vector<std::string>& env,
                                                        double seconds, int fd = 1);

// Removes libFuzzer's fork-mode folder of the driver that ran as pid
// (libFuzzerTemp.FuzzWithFork<pid>.dir in the TMPDIR of env, or of this
// process when env is empty, else /tmp), which it leaves when it is killed.
void remove_fork_temp_dir(pid_t pid, const std::vector<std::string>& env);

// A fuzz input is 107 bytes (fuzz/input_codec.h); a corpus file above this
// size is not one, and libFuzzer's fork mode would read it whole.
constexpr std::uintmax_t kMaxCorpusFileBytes = 1u << 20;

// Moves every file under corpus larger than kMaxCorpusFileBytes into aside
// (made when needed), with one warning line each on standard error. Throws
// UsageError (exit 2) when one cannot be moved.
void move_oversized_files(const std::filesystem::path& corpus, const std::filesystem::path& aside);

}  // namespace slidercheck::cli
