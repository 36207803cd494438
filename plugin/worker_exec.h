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
  enum Type : std::uint32_t { check = 1, sequence = 2, isolated = 3 };
  Type type = check;
  const CheckSpec* spec = nullptr;  // check, sequence; isolated: the first plugin's
  int slot = 0;
  bool probe_only = false;
  const std::vector<Task>* tasks = nullptr;   // check
  const std::vector<Input>* calls = nullptr;  // sequence
};

// Runs a check or sequence job in this worker process, on channel fd; never returns.
[[noreturn]] void run_job(const WorkerJob& job, int fd);

// Returns the exec'd worker that runs job when spec's plugin needs a runtime
// this process lacks (page_fd: the memfd of the shared page it maps); nothing
// when a forked worker runs it. Exits 3 when the job cannot be written.
std::optional<iso::ExecWorker> exec_worker(const WorkerJob& job, int page_fd);

// In an exec'd worker of run_isolated: the memfd of its shared page; else -1.
int isolated_page_fd();

}  // namespace slidercheck::plugin::detail
