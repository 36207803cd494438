// What the checker's children (plugin/worker_pool.h, plugin/sequence_replay.h,
// run_isolated) share with the parent: a page of shared memory, one slot per
// worker (its calls, its task, the signal that ended it), and the messages
// each worker sends through its pipe. Internal to plugin/.
#pragma once

#include <atomic>
#include <chrono>
#include <climits>
#include <cstddef>
#include <cstdint>

#include "isolation.h"
#include "slidercheck/plugin_loader.h"

namespace slidercheck::plugin::detail {

namespace iso = slidercheck::isolation;
using Clock = std::chrono::steady_clock;

constexpr int kMaxWorkers = 8;
constexpr int kTaskInit = -2;  // the slot's task while loading and in slidercheck_init
constexpr int kTaskNone = -1;
constexpr int kTaskPrepare = -3;     // loaded, setting up the checker's tables (not watched)
constexpr int kMaxLoadAttempts = 3;  // workers that may end before their first task
constexpr int kPollMs = 50;          // the longest wait for a pipe between watchdog looks

// One worker's view, written by the worker, read by the parent.
struct Slot {
  CallRecord record;                      // every call into the engine: count, in progress, input
  std::atomic<int> task;                  // the task being run (or kTaskInit / kTaskNone)
  std::atomic<int> signal;                // the fatal signal caught, if any
  std::atomic<std::uint64_t> task_calls;  // calls_made when the task began (progress)
  CallHistory history;                    // the worker's recent calls (implementation.h)
};

struct Shared {
  std::atomic<int> next_task;
  Slot slots[kMaxWorkers];
};
static_assert(std::atomic<std::uint64_t>::is_always_lock_free);
static_assert(std::atomic<int>::is_always_lock_free);

// A child's message to the parent (one write each, smaller than PIPE_BUF).
struct Message {
  enum Type : int { probe = 1, result = 2, done = 3 };
  Type type = probe;
  // probe
  int load_status = 0;  // a LoadStatus
  int init_rc = 0;
  int has_init = 0;
  int has_prepare = 0;
  unsigned provided = 0;  // bit k: Kind k provided
  char mapping_symbol[32] = {};
  int has_mapping_symbol = 0;
  char error[400] = {};
  // result
  int task = 0;
  std::uint64_t cases = 0;
  double seconds = 0;
  int has_mismatch = 0;
  Input input;
  Bitboard expected = 0, actual = 0;
  char law[40] = {};
  char note[200] = {};
  Diagnoses diagnoses{};
};
static_assert(sizeof(Message) < PIPE_BUF);

enum LoadStatus {
  kLoaded = 0,
  kLoadError = 1,
  kNoSymbols = 2,
  kInitFailed = 3,
  kFdsClosed = 4,
  kBadMappingSymbol = 5,  // slidercheck_square_mapping is not a readable, terminated string
};

// The shared page while it lives (SharedPage), and in a child its own slot.
inline Shared* g_shared = nullptr;
inline Slot* g_slot = nullptr;

// The shared page of the workers (and the probe), g_shared while it lives.
struct SharedPage : iso::SharedPage<Shared> {
  SharedPage() { g_shared = get(); }
  ~SharedPage() { g_shared = nullptr; }
};

// Writes m to fd in one write; false on an error.
inline bool write_message(int fd, const Message& m) { return iso::write_all(fd, &m, sizeof m); }

}  // namespace slidercheck::plugin::detail
