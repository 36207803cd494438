// What the checker's children (plugin/worker_pool.h, plugin/sequence_replay.h,
// run_isolated) share with the parent: a page of shared memory, one slot per
// worker (its calls, its task, the signal that ended it), and the messages
// each worker sends through its pipe. Internal to plugin/.
#pragma once

#include <sys/mman.h>
#include <sys/random.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <string>

#include "fault_frames.h"
#include "isolation.h"
#include "runtime_report.h"
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

// The unit of memory protection the page's layout is made of (a worker makes
// the slots of others read-only: protect_others).
constexpr std::size_t kSlotAlign = 4096;

// One worker's view, written by the worker, read by the parent.
struct alignas(kSlotAlign) Slot {
  std::uint64_t guard = 0;                // the page's key (Shared)
  CallRecord record;                      // every call into the engine: count, in progress, input
  std::atomic<int> task;                  // the task being run (or kTaskInit / kTaskNone)
  std::atomic<int> begun;                 // the latest task begun (kept after it ends)
  std::atomic<int> signal;                // the fatal signal caught, if any
  std::atomic<std::uint64_t> task_calls;  // calls_made when the task began (progress)
  CallHistory history;                    // the worker's recent calls (implementation.h)
  std::atomic<int> channel_broken;        // the plugin closed or replaced the pipe
  std::atomic<int> load_phase;            // a LoadPhase (fault_frames.h) while loading
  FaultFrames fault;                      // the plugin's frames at a fatal signal
  RuntimeReport runtime;                  // the sanitizer runtime's report, as data
};

// The page. Its key, a random word the parent draws and every child keeps in
// its own memory, is written at the page's start, at each slot's start and at
// its end: a plugin that writes over the page (past the end of its own data,
// or on purpose) breaks one of them, which the worker looks at after
// slidercheck_init and after each task, and the parent between its polls.
// Nothing the page says decides a verdict: results and their counts come
// through the pipe and are checked against the parent's plan.
// Each slot has pages of its own, which every worker but the slot's maps
// read-only (protect_others): a plugin that writes over the page breaks the
// key of its own worker's slot, so the parent knows which worker did it. The
// header (head, the task counter) is written by every worker.
struct Shared {
  alignas(kSlotAlign) std::uint64_t head = 0;
  std::atomic<int> next_task;  // which task a worker takes next (a hint: see Pool)
  Slot slots[kMaxWorkers];
};
static_assert(std::atomic<std::uint64_t>::is_always_lock_free);
static_assert(std::atomic<int>::is_always_lock_free);

// The first word of every message: a plugin's bytes written to the pipe shift
// what follows, so the parent sees a frame without it (or out of sequence).
constexpr std::uint32_t kMagic = 0x31b5c4e7;
// A child's exit status after it found its channel closed or replaced.
constexpr int kExitChannel = 73;
// A worker's exit status after it found the shared page written over.
constexpr int kExitOverwritten = 74;

// A child's message to the parent (one write each, smaller than PIPE_BUF).
struct Message {
  // begun: the worker takes `task` (so the parent knows each worker's task
  // from the pipe, not from the page); overwritten: the worker found the
  // page's key broken after `task` (kTaskInit: after slidercheck_init), then ends.
  enum Type : int { probe = 1, result = 2, done = 3, begun = 4, overwritten = 5 };
  std::uint32_t magic = kMagic;
  std::uint32_t sequence = 0;  // messages the child sent before this one
  Type type = probe;
  // probe
  int load_status = 0;  // a LoadStatus
  int init_rc = 0;
  int has_init = 0;
  int has_prepare = 0;
  std::uint64_t provided = 0;  // bit k: Kind k provided
  std::uint64_t batches = 0;   // bit k: Kind k's batch entry found
  char mapping_symbol[32] = {};
  int has_mapping_symbol = 0;
  char bit_mapping_symbol[32] = {};
  int has_bit_mapping_symbol = 0;
  char pawn_sides_symbol[32] = {};
  int has_pawn_sides_symbol = 0;
  char own_square_symbol[32] = {};
  int has_own_square_symbol = 0;
  char xray_blockers_symbol[32] = {};
  int has_xray_blockers_symbol = 0;
  char pairs_symbol[32] = {};
  int has_pairs_symbol = 0;
  char pawn_squares_symbol[32] = {};
  int has_pawn_squares_symbol = 0;
  char error[400] = {};
  int serving = 0;    // the probe serves forks (fork_server.h)
  int threads = 0;    // the threads the probe runs once loaded (fork_state)
  int subreaper = 0;  // the plugin made the probe a reaper of its descendants
  // result
  int task = 0;
  std::uint64_t cases = 0;
  std::uint64_t interleaved = 0;  // KindResult::interleaved
  std::uint64_t entry_calls = 0;  // KindResult::entry_calls
  double seconds = 0;
  int has_mismatch = 0;
  Input input;
  Bitboard expected = 0, actual = 0;
  char law[40] = {};
  char note[200] = {};
  Diagnoses diagnoses{};
  int leaked = 0;              // LeakSanitizer found memory leaked during the task
  int logged_error = 0;        // a sanitizer's error is in the log, the task went on
  std::uint64_t log_from = 0;  // the worker's log size when the task began
};
static_assert(sizeof(Message) < PIPE_BUF);

enum LoadStatus {
  kLoaded = 0,
  kLoadError = 1,
  kNoSymbols = 2,
  kInitFailed = 3,
  kFdsClosed = 4,
  kBadSymbol = 5,    // a declared symbol (slidercheck_square_mapping, ...) holds no readable,
                     // terminated string, or an address
  kOverwritten = 7,  // the plugin wrote over the shared page while it loaded
};

// The shared page while it lives (SharedPage), and in a child its own slot.
inline Shared* g_shared = nullptr;
inline Slot* g_slot = nullptr;
inline int g_shared_fd = -1;     // its memfd, for exec'd workers (worker_exec.h)
inline std::uint64_t g_key = 0;  // the page's key, in this process's own memory

// Writes g_key into every guard word of shared.
inline void seal(Shared& shared) {
  shared.head = g_key;
  for (Slot& s : shared.slots) s.guard = g_key;
}

// Whether the page's header holds its key.
inline bool header_intact() { return !g_shared || g_shared->head == g_key; }
// Whether slot's key is intact.
inline bool slot_intact(int slot) { return !g_shared || g_shared->slots[slot].guard == g_key; }

// In a worker: whether its own slot, which no other worker can write
// (protect_others), holds its key (no page: true). A broken header is not
// taken as this worker's doing: every worker writes it (the parent's check
// names the workers then running).
inline bool page_intact() { return !g_slot || g_slot->guard == g_key; }

// In a worker on slot: makes every other slot read-only here (the parent and
// the other workers keep them writable), so that what this worker's plugin
// writes over the page lands in its own slot or the header; its own slot is
// writable (a worker forked from a fork server has the server's protections).
inline void protect_others(int slot) {
  if (!g_shared || sysconf(_SC_PAGESIZE) != static_cast<long>(kSlotAlign)) return;
  for (int i = 0; i < kMaxWorkers; ++i)
    mprotect(&g_shared->slots[i], sizeof(Slot), i == slot ? PROT_READ | PROT_WRITE : PROT_READ);
}

// The shared page of the workers (and the probe), g_shared while it lives.
struct SharedPage : iso::SharedPage<Shared> {
  SharedPage() {
    g_shared = get();
    g_shared_fd = fd();
    if (!g_shared) return;
    if (getrandom(&g_key, sizeof g_key, 0) != static_cast<ssize_t>(sizeof g_key))
      g_key = reinterpret_cast<std::uintptr_t>(&g_key) ^ 0x9e3779b97f4a7c15;
    seal(*g_shared);
  }
  ~SharedPage() {
    g_shared = nullptr;
    g_shared_fd = -1;
  }
};

// In a child: when the plugin closed its channel or put another file on its
// fd, marks the slot and ends (kExitChannel). Checked after the load and after
// each task, and before each message.
inline void check_channel(int fd) {
  if (iso::channel_intact(fd)) return;
  if (g_slot) g_slot->channel_broken.store(1);
  _exit(kExitChannel);
}

// In a child: sends size bytes of data through its channel (checked first);
// ends as check_channel does when it cannot.
inline void send(int fd, const void* data, std::size_t size) {
  check_channel(fd);
  if (iso::write_all(fd, data, size)) return;
  if (g_slot) g_slot->channel_broken.store(1);
  _exit(kExitChannel);
}

// Messages this child sent (each message's sequence).
inline std::uint32_t g_sent = 0;

// Sends m, framed (magic, sequence), in one write.
inline void write_message(int fd, Message m) {
  m.magic = kMagic;
  m.sequence = g_sent++;
  send(fd, &m, sizeof m);
}

// In the parent: whether m is a child's message number `sequence`.
inline bool well_framed(const Message& m, std::uint32_t sequence) {
  return m.magic == kMagic && m.sequence == sequence;
}

// The plugin's act, said as the report says it.
inline std::string channel_error() { return "the plugin " + iso::channel_damage(); }

// A plugin's write over the shared page, said as the report says it, before
// where it happened (" in slidercheck_init", " in a call of rook_attacks").
inline constexpr const char* kOverwrote =
    "the plugin wrote over slidercheck's memory (its shared page, memfd:slidercheck-shared)";

}  // namespace slidercheck::plugin::detail
