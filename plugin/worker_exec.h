// What a worker runs (WorkerJob), the same body whether it was forked from
// the checker or exec'd: a plugin that needs a sanitizer runtime this process
// lacks runs in an exec'd worker, this program started again in its hidden
// worker mode with the runtime preloaded (sanitizers.h, docs/isolation.md).
// Internal to plugin/.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "child_protocol.h"
#include "slidercheck/plugin_loader.h"

namespace slidercheck::plugin::detail {

// One worker's work: a check's worker or probe (worker_pool.h), a sequence
// replay (sequence_replay.h), or run_isolated's child (bench).
struct WorkerJob {
  // entry_sequence: a sequence whose calls are the batch entry's, n = 1 each.
  enum Type : std::uint32_t { check = 1, sequence = 2, isolated = 3, entry_sequence = 4 };
  Type type = check;
  const CheckSpec* spec = nullptr;  // check, sequence; isolated: the first plugin's
  int slot = 0;
  bool probe_only = false;
  const std::vector<Task>* tasks = nullptr;   // check
  const std::vector<Input>* calls = nullptr;  // sequence
  // The probe: once loaded, it serves forks (fork_server.h) on its control
  // socket, this fd in the worker (-1: an exec'd worker's, kControlFd).
  bool serve = false;
  int control = -1;
};

// Where an exec'd probe that serves forks finds its control socket.
inline constexpr int kControlFd = iso::kChannelFd + 3;

// A job as it travels to an exec'd worker or a fork server: its words (a
// check's options as name and value, or an isolated job's command line),
// then its tasks or calls.
struct JobHeader {
  std::uint32_t magic = 0;
  std::uint32_t type = WorkerJob::check;
  std::int32_t slot = 0;
  std::int32_t probe_only = 0;
  std::int32_t serve = 0;
  std::int32_t unused = 0;
  std::uint64_t n_words = 0;
  std::uint64_t n_items = 0;
};
struct ReadJob {
  JobHeader header;
  std::vector<std::string> words;
  std::vector<Task> tasks;
  std::vector<Input> calls;
};
// Returns job written to a new memfd (close-on-exec), or -1.
int write_job(const WorkerJob& job);
// Returns the job read from fd (a memfd write_job made); ends the process when
// it cannot be read.
ReadJob read_job(int fd);
// Runs the check or sequence job read (its check made from its words) on channel fd.
[[noreturn]] void run_read_job(const ReadJob& job, int fd);

// Runs a check or sequence job in this worker process, on channel fd; never returns.
[[noreturn]] void run_job(const WorkerJob& job, int fd);

// Returns the exec'd worker that runs job when spec's plugin needs a runtime
// this process lacks (page_fd: the memfd of the shared page it maps); nothing
// when a forked worker runs it. Exits 3 when the job cannot be written.
std::optional<iso::ExecWorker> exec_worker(const WorkerJob& job, int page_fd);

// In an exec'd worker of run_isolated: the memfd of its shared page; else -1.
int isolated_page_fd();

}  // namespace slidercheck::plugin::detail
