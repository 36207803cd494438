// The plugin is loaded and called only in child processes (plugin/isolation.h:
// own process groups, one pipe each read with poll, deadlines). Each child
// records the input of every call in a shared page before making it, so when a
// child dies on a signal, or a call outlives the timeout (the parent watches a
// per-call counter and kills the child's group with SIGKILL), the parent can
// name the function and the input. Results come back through one pipe per
// child; the children share the task list through an atomic counter in the
// shared page. Every worker reports its load first; one that ends before its
// first task is a failed load, retried kMaxLoadAttempts times in all.
#include <dlfcn.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

#include "elf_symbols.h"
#include "isolation.h"
#include "slidercheck/oracle.h"
#include "slidercheck/planted.h"
#include "slidercheck/plugin_loader.h"
#include "slidercheck/registry.h"

namespace slidercheck::plugin {

namespace {

namespace iso = slidercheck::isolation;
using Clock = std::chrono::steady_clock;

constexpr int kMaxWorkers = 8;
constexpr int kTaskInit = -2;  // the slot's task while loading and in slidercheck_init
constexpr int kTaskNone = -1;
constexpr int kTaskPrepare = -3;       // loaded, setting up the checker's tables (not watched)
constexpr int kMaxLoadAttempts = 3;    // workers that may end before their first task
constexpr int kPollMs = 50;            // the longest wait for a pipe between watchdog looks
constexpr int kMaxShrinkTrials = 400;  // fresh processes to cut a call history down

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

// The longest slidercheck_square_mapping read (a name is 5 bytes, spaces allowed).
constexpr std::size_t kMappingSymbolMax = 24;

// Reads the NUL-terminated string at text, at most max bytes, without ever
// faulting: each byte goes through a pipe (write() says EFAULT for a byte that
// cannot be read, say past the end of the plugin's last mapped page). Returns
// nothing when no NUL comes within max readable bytes.
std::optional<std::string> read_string_safely(const char* text, std::size_t max) {
  int p[2];
  if (pipe2(p, O_CLOEXEC) != 0) return std::nullopt;
  std::string out;
  bool terminated = false;
  for (std::size_t i = 0; i < max; ++i) {
    char c = 0;
    if (write(p[1], text + i, 1) != 1 || read(p[0], &c, 1) != 1) break;
    if (c == '\0') {
      terminated = true;
      break;
    }
    out += c;
  }
  close(p[0]);
  close(p[1]);
  if (!terminated) return std::nullopt;
  return out;
}

Shared* g_shared = nullptr;
Slot* g_slot = nullptr;

void on_fatal_signal(int sig) {
  if (g_slot) g_slot->signal.store(sig);
  raise(sig);  // SA_RESETHAND: the default action now ends the process.
}

void install_fatal_handlers() {
  static char alt_stack[64 * 1024];
  stack_t ss{};
  ss.ss_sp = alt_stack;
  ss.ss_size = sizeof alt_stack;
  sigaltstack(&ss, nullptr);
  struct sigaction sa {};
  sa.sa_handler = on_fatal_signal;
  sa.sa_flags = SA_ONSTACK | SA_RESETHAND | SA_NODEFER;
  sigemptyset(&sa.sa_mask);
  for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP, SIGSYS}) {
    sigaction(sig, &sa, nullptr);
  }
}

void copy_text(char* dst, std::size_t size, const std::string& text) {
  std::snprintf(dst, size, "%s", text.c_str());
}

bool write_message(int fd, const Message& m) { return iso::write_all(fd, &m, sizeof m); }

// Returns text on one line (newlines become "; ").
std::string one_line(std::string text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  for (std::size_t i; (i = text.find('\n')) != std::string::npos;) text.replace(i, 1, "; ");
  return text;
}

// An engine, loaded in this (child) process.
struct Loaded {
  Implementation impl;
  bool has_init = false;
  int init_rc = 0;
  std::string mapping_symbol;
  bool has_mapping_symbol = false;
  int status = kLoaded;
  std::string error;
};

// Returns spec's built-in or planted implementation, or null.
const Implementation* find_subject(const CheckSpec& spec) {
  return find_implementation(spec.planted ? OriginType::planted : OriginType::builtin,
                             spec.builtin);
}

// Loads the plugin (or built-in) of spec and calls slidercheck_init. Runs in a child.
Loaded load(const CheckSpec& spec) {
  Loaded l;
  if (!spec.builtin.empty()) {
    l.impl = *find_subject(spec);
    return l;
  }
  std::string path = spec.plugin;
  if (path.find('/') == std::string::npos) path = "./" + path;
  void* h = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    const char* e = dlerror();
    l.status = kLoadError;
    l.error = one_line(e ? e : "dlopen failed");
    return l;
  }
  // Every kind of the table, by its ABI symbol.
  for (const KindInfo& row : kKindTable)
    if (void* fn = dlsym(h, row.symbol))
      l.impl.fns[static_cast<int>(row.kind)] = reinterpret_cast<AnyFn>(fn);
  l.impl.prepare = reinterpret_cast<PrepareFn>(dlsym(h, "slidercheck_prepare"));
  if (auto text = static_cast<const char*>(dlsym(h, "slidercheck_square_mapping"))) {
    l.has_mapping_symbol = true;
    if (auto read = read_string_safely(text, kMappingSymbolMax)) {
      l.mapping_symbol = *read;
    } else if (!spec.mapping) {
      l.status = kBadMappingSymbol;
      l.error = "slidercheck_square_mapping in plugin '" + spec.plugin +
                "' is not a string: no NUL byte within its first " +
                std::to_string(kMappingSymbolMax) + " readable bytes";
      return l;
    }
  }
  if (provided_kinds(l.impl).empty()) {
    l.status = kNoSymbols;
    return l;
  }
  if (auto init = reinterpret_cast<int (*)()>(dlsym(h, "slidercheck_init"))) {
    l.has_init = true;
    if (g_slot) {
      g_slot->record.in_call.store(1);
      g_slot->record.calls.fetch_add(1);
    }
    l.init_rc = init();
    if (g_slot) g_slot->record.in_call.store(0);
    if (l.init_rc != 0) l.status = kInitFailed;
  }
  // Our stdout and stderr go to the log, and our pipe sits above fd 9: a plugin
  // that closed fds 0-2 would have the next file it opens there.
  if (l.status == kLoaded) {
    if (auto fd = iso::closed_standard_fd()) {
      l.status = kFdsClosed;
      l.error = "the plugin closed " + *fd + " while loading or in slidercheck_init";
    }
  }
  return l;
}

// Returns the numbering to use: --mapping, else the symbol, else a1,b1.
std::optional<Mapping> resolve_mapping(const CheckSpec& spec, const Loaded& l,
                                       std::string* source) {
  if (spec.mapping) {
    *source = "option";
    return spec.mapping;
  }
  if (l.has_mapping_symbol) {
    *source = "symbol";
    return Mapping::parse(l.mapping_symbol);
  }
  *source = "default";
  return Mapping();
}

std::string engine_name(const CheckSpec& spec) {
  if (!spec.builtin.empty()) return spec.builtin;
  const auto slash = spec.plugin.rfind('/');
  return slash == std::string::npos ? spec.plugin : spec.plugin.substr(slash + 1);
}

std::string make_subject(const CheckSpec& spec) { return subject_of(origin_of(spec)); }

// Returns the message that reports a load (the first thing every child sends).
Message load_message(const Loaded& l) {
  Message m;
  m.type = Message::probe;
  m.load_status = l.status;
  m.init_rc = l.init_rc;
  m.has_init = l.has_init;
  m.has_prepare = l.impl.prepare != nullptr;
  for (Kind kind : all_kinds())
    if (l.impl.provides(kind)) m.provided |= 1u << static_cast<int>(kind);
  copy_text(m.mapping_symbol, sizeof m.mapping_symbol, l.mapping_symbol);
  m.has_mapping_symbol = l.has_mapping_symbol;
  copy_text(m.error, sizeof m.error, l.error);
  return m;
}

// Returns the engine l loaded, ready to be checked in this (child) process,
// its calls recorded in g_slot.
Implementation make_engine(const CheckSpec& spec, const Loaded& l) {
  std::string source;
  const auto mapping = resolve_mapping(spec, l, &source);
  if (!mapping) _exit(71);
  Implementation engine = l.impl;
  engine.name = engine_name(spec);
  engine.origin = origin_of(spec);
  engine.mapping = *mapping;
  engine.own_square = spec.own_square;
  engine.xray_blockers = spec.xray_blockers;
  engine.record = &g_slot->record;
  return engine;
}

// What a sequence child reports: the first call that disagrees with the oracle
// (or -1), and the results of the first two calls.
struct SequenceMessage {
  std::int64_t failed_at = -1;
  Bitboard expected = 0, actual = 0;
  Bitboard results[2] = {0, 0};
};

// The sequence child: load, then make calls in order, each compared with the
// oracle; stops at the first that disagrees.
void sequence_main(const CheckSpec& spec, const std::vector<Input>& calls, int slot, int fd) {
  g_slot = &g_shared->slots[slot];
  install_fatal_handlers();
  g_slot->task.store(kTaskInit);
  const Loaded l = load(spec);
  if (l.status != kLoaded) _exit(70);
  const Implementation engine = make_engine(spec, l);
  g_slot->task.store(0);
  SequenceMessage m;
  // The first two calls are always made (their results are compared with each
  // other), so a failure of the first does not end the sequence before the second.
  for (std::size_t i = 0; i < calls.size(); ++i) {
    const Bitboard actual = engine.eval(calls[i]);
    if (i < 2) m.results[i] = actual;
    const Bitboard expected = oracle::eval(engine.as_called(calls[i]));
    if (actual != expected && m.failed_at < 0) {
      m.failed_at = static_cast<std::int64_t>(i);
      m.expected = expected;
      m.actual = actual;
    }
    if (m.failed_at >= 0 && i >= 1) break;
  }
  g_slot->task.store(kTaskNone);
  if (!iso::write_all(fd, &m, sizeof m)) _exit(72);
  _exit(0);
}

// The worker: load, then run tasks from the shared counter until none is left.
void worker_main(const CheckSpec& spec, const std::vector<Task>& tasks, int slot, int fd,
                 bool probe_only) {
  g_slot = &g_shared->slots[slot];
  install_fatal_handlers();
  g_slot->task.store(kTaskInit);
  const Loaded l = load(spec);
  write_message(fd, load_message(l));
  if (probe_only) _exit(0);
  if (l.status != kLoaded) _exit(70);
  g_slot->task.store(kTaskPrepare);
  Implementation engine = make_engine(spec, l);
  engine.record->history = &g_slot->history;
  // One-time set-up, outside every task's timing: the line tables in the
  // board's and the engine's numbering.
  prepare_line_tables();
  prepare_line_tables(engine.mapping.to_engine());
  g_slot->task.store(kTaskNone);
  for (;;) {
    const int t = g_shared->next_task.fetch_add(1);
    if (t >= static_cast<int>(tasks.size())) break;
    g_slot->task_calls.store(calls_made(g_slot->record, g_slot->history));
    g_slot->task.store(t);
    const KindResult r = run_task(engine, tasks[t], spec.options);
    Message m;
    m.type = Message::result;
    m.task = t;
    m.cases = r.cases;
    m.seconds = r.seconds;
    m.diagnoses = r.diagnoses;
    if (r.mismatch) {
      m.has_mismatch = 1;
      m.input = r.mismatch->input;
      m.expected = r.mismatch->expected;
      m.actual = r.mismatch->actual;
      copy_text(m.law, sizeof m.law, r.mismatch->law);
      copy_text(m.note, sizeof m.note, r.mismatch->note);
    }
    g_slot->task.store(kTaskNone);
    if (!write_message(fd, m)) _exit(72);
  }
  Message done;
  done.type = Message::done;
  write_message(fd, done);
  _exit(0);
}

// A worker process, seen from the parent.
struct Worker {
  iso::Child child;
  int slot = 0;
  bool done = false;
  bool loaded = false;  // it reported a good load
  bool has_load = false;
  Message load;     // its load report, when has_load
  int results = 0;  // result messages received
  std::vector<Message> messages;
  bool history_taken = false;  // its frozen call history was copied out
  iso::Watchdog watchdog;
};

// Resets slot's record and starts a worker (or the probe) on it.
Worker spawn_on(int slot, const std::function<void(int fd)>& body, const iso::Log& log) {
  Slot& s = g_shared->slots[slot];
  s.record.calls.store(0);
  s.record.in_call.store(0);
  s.record.input = Input{};
  s.record.history = nullptr;
  s.record.numbering = Mapping{};
  s.task.store(kTaskInit);
  s.signal.store(0);
  s.task_calls.store(0);
  s.record.run = NumberedCalls{};
  s.history.count = 0;
  s.history.frozen = 0;
  for (NumberedCalls& run : s.history.runs) run = NumberedCalls{};
  s.history.runs_begun = 0;
  s.history.forgotten = 0;
  Worker w;
  w.slot = slot;
  w.child = iso::spawn(body, &log);
  if (w.child.pid < 0) {
    std::perror("slidercheck: fork");
    std::exit(3);
  }
  return w;
}
Worker spawn(const CheckSpec& spec, const std::vector<Task>& tasks, int slot, bool probe_only,
             const iso::Log& log) {
  return spawn_on(
      slot, [&](int fd) { worker_main(spec, tasks, slot, fd, probe_only); }, log);
}

// Moves the complete messages in the worker's pipe buffer to its messages.
void take_messages(Worker& w) {
  std::string& b = w.child.buffer;
  std::size_t at = 0;
  for (; b.size() - at >= sizeof(Message); at += sizeof(Message)) {
    Message m;
    std::memcpy(&m, b.data() + at, sizeof m);
    if (m.type == Message::done) w.done = true;
    if (m.type == Message::probe && !w.has_load) {
      w.has_load = true;
      w.load = m;
      w.loaded = m.load_status == kLoaded;
    }
    if (m.type == Message::result) ++w.results;
    w.messages.push_back(m);
  }
  b.erase(0, at);
}

// The watchdog's view of a slot: whether it is in a watched state (a call into
// the engine, loading and slidercheck_init, between tasks), and its progress.
bool watched(const Slot& s) {
  const int task = s.task.load();
  return s.record.in_call.load() || task == kTaskInit || task == kTaskNone;
}
std::uint64_t progress(const Slot& s) {
  return calls_made(s.record, s.history) ^ (static_cast<std::uint64_t>(s.task.load() + 8) << 48);
}

// What happened to a worker that ended without saying it was done.
struct Death {
  std::string what;  // "signal SIGSEGV", "timeout after 5 s", "exit status 1"
  bool timeout = false;
  int task = kTaskNone;
  std::optional<Input> input;  // when it died inside a call
};

Death describe_death(const Worker& w, bool timed_out, double timeout) {
  const Slot& s = g_shared->slots[w.slot];
  const int status = w.child.status;
  Death d;
  d.task = s.task.load();
  d.timeout = timed_out;
  if (timed_out) {
    char text[64];
    std::snprintf(text, sizeof text, "timeout: no return within %g s", timeout);
    d.what = text;
  } else if (s.signal.load()) {
    d.what = "signal " + iso::signal_text(s.signal.load());
  } else if (WIFSIGNALED(status)) {
    d.what = "signal " + iso::signal_text(WTERMSIG(status));
  } else {
    d.what = "exited with status " + std::to_string(WEXITSTATUS(status)) + " during the check";
  }
  if (s.record.in_call.load() && d.task != kTaskInit) d.input = latest_call(s.record, s.history);
  return d;
}

// Runs w until it ends or its watchdog fires (limit seconds); returns whether
// it timed out.
bool run_to_end(Worker& w, double limit) {
  for (;;) {
    iso::wait_for_output({&w.child}, kPollMs);
    take_messages(w);
    if (iso::reap_if_exited(w.child)) break;
    const Slot& s = g_shared->slots[w.slot];
    if (w.watchdog.expired(progress(s), true, limit)) {
      iso::kill(w.child);
      take_messages(w);
      return true;
    }
  }
  take_messages(w);
  return false;
}

// Waits for the probe child; returns its load report, or sets outcome's exit
// code 3 and error when it crashed or hung while loading.
std::optional<Message> run_probe(const CheckSpec& spec, CheckOutcome& outcome,
                                 const iso::Log& log) {
  Worker w = spawn(spec, {}, 0, /*probe_only=*/true, log);
  const bool timed_out = run_to_end(w, spec.timeout_seconds);
  if (w.has_load) return w.load;
  const Death d = describe_death(w, timed_out, spec.timeout_seconds);
  outcome.exit_code = 3;
  outcome.error = "the plugin " + std::string(timed_out ? "hung" : "crashed") + " (" + d.what +
                  ") while loading or in slidercheck_init";
  outcome.plugin_output = log.tail();
  return std::nullopt;
}

// What one fresh process made of a sequence of calls.
struct SequenceRun {
  bool ran = false;            // it loaded and sent its result (no crash, no hang)
  std::string what;            // otherwise: how it ended
  std::optional<Input> input;  // ... and the call in progress, if any
  SequenceMessage result;
  bool fails() const { return ran && result.failed_at >= 0; }
};

// Makes calls, in order, in a fresh process on slot 0 (after the workers
// ended): a new fork, dlopen and slidercheck_init, every call compared with
// the oracle, each under the call watchdog.
SequenceRun run_sequence(const CheckSpec& spec, const std::vector<Input>& calls,
                         const iso::Log& log) {
  Worker w = spawn_on(
      0, [&](int fd) { sequence_main(spec, calls, 0, fd); }, log);
  bool timed_out = false;
  for (;;) {
    iso::wait_for_output({&w.child}, kPollMs);
    if (iso::reap_if_exited(w.child)) break;
    const Slot& s = g_shared->slots[0];
    if (w.watchdog.expired(progress(s), true, spec.timeout_seconds)) {
      iso::kill(w.child);
      timed_out = true;
      break;
    }
  }
  SequenceRun run;
  const std::string& b = w.child.buffer;
  if (!timed_out && b.size() == sizeof(SequenceMessage)) {
    run.ran = true;
    std::memcpy(&run.result, b.data(), sizeof run.result);
    return run;
  }
  const Death d = describe_death(w, timed_out, spec.timeout_seconds);
  run.what = d.what;
  run.input = d.input;
  return run;
}

// Returns calls cut after its first call that fails (run says which).
std::vector<Input> up_to_failure(std::vector<Input> calls, const SequenceRun& run) {
  calls.resize(static_cast<std::size_t>(run.result.failed_at) + 1);
  return calls;
}

// Cuts history (which fails from a fresh start) down with delta debugging
// (Zeller's ddmin; every trial a fresh process, the sequence cut after its
// first failing call), within max_trials and the deadline.
void minimise(const CheckSpec& spec, std::vector<Input> history, Reproduction& rep,
              const iso::Log& log, Clock::time_point deadline, int max_trials) {
  auto fails = [&](const std::vector<Input>& calls, std::vector<Input>* cut) {
    ++rep.trials;
    const SequenceRun run = run_sequence(spec, calls, log);
    if (!run.fails()) return false;
    *cut = up_to_failure(calls, run);
    return true;
  };
  std::vector<Input> seq = std::move(history);
  std::size_t n = 2;
  bool complete = false;
  while (rep.trials < max_trials && Clock::now() < deadline) {
    if (seq.size() < 2) {
      complete = true;
      break;
    }
    n = std::min(n, seq.size());
    const std::size_t chunk = (seq.size() + n - 1) / n;
    bool reduced = false;
    // The n chunks alone, then each one left out.
    for (int pass = 0; pass < 2 && !reduced; ++pass) {
      for (std::size_t start = 0; start < seq.size() && !reduced; start += chunk) {
        if (rep.trials >= max_trials || Clock::now() >= deadline) break;
        const std::size_t end = std::min(seq.size(), start + chunk);
        std::vector<Input> trial;
        if (pass == 0) {
          trial.assign(seq.begin() + static_cast<std::ptrdiff_t>(start),
                       seq.begin() + static_cast<std::ptrdiff_t>(end));
          if (trial.size() == seq.size()) continue;
        } else {
          if (end - start == seq.size()) continue;
          trial.assign(seq.begin(), seq.begin() + static_cast<std::ptrdiff_t>(start));
          trial.insert(trial.end(), seq.begin() + static_cast<std::ptrdiff_t>(end), seq.end());
        }
        std::vector<Input> cut;
        if (fails(trial, &cut)) {
          seq = std::move(cut);
          n = pass == 0 ? 2 : std::max<std::size_t>(n - 1, 2);
          reduced = true;
        }
      }
    }
    if (reduced) continue;
    if (rep.trials >= max_trials || Clock::now() >= deadline) break;
    if (n >= seq.size()) {
      complete = true;
      break;
    }
    n = std::min(seq.size(), 2 * n);
  }
  rep.sequence = std::move(seq);
  rep.minimal = complete;
}

// Re-runs the mismatch of r in fresh processes (reproduction): its input
// twice; when it does not fail alone, the history the worker kept, cut down.
void reproduce(const CheckSpec& spec, const CheckOutcome& outcome, FunctionResult& r,
               const std::vector<Input>* history, const iso::Log& log) {
  Reproduction rep;
  const Mismatch& m = *r.mismatch;
  const SequenceRun twice = run_sequence(spec, {m.input, m.input}, log);
  if (!twice.ran) {
    r.reproduction = rep;  // not checked: the fresh process crashed or hung
    return;
  }
  rep.checked = true;
  const Bitboard expected = oracle::eval(m.input);
  rep.first = twice.result.results[0];
  rep.second = twice.result.results[1];
  rep.fails_alone = rep.first != expected;
  rep.differs_on_repeat = rep.first != rep.second;
  auto failure_of = [&](const std::vector<Input>& calls) {
    const SequenceRun run = run_sequence(spec, calls, log);
    if (!run.fails()) return false;
    Mismatch f = m;
    f.law = "oracle";
    f.note.clear();
    f.input = calls[static_cast<std::size_t>(run.result.failed_at)];
    f.expected = run.result.expected;
    f.actual = run.result.actual;
    f.subject = outcome.subject;
    rep.failure = f;
    return true;
  };
  if (!rep.fails_alone) {
    if (rep.second != expected) {
      rep.sequence = {m.input, m.input};  // the second call fails
      rep.minimal = true;
    } else if (history && !history->empty()) {
      rep.history = history->size();
      const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                               std::chrono::duration<double>(spec.shrink_seconds));
      ++rep.trials;
      const SequenceRun all = run_sequence(spec, *history, log);
      rep.history_fails = all.fails();
      if (rep.history_fails)
        minimise(spec, up_to_failure(*history, all), rep, log, deadline, kMaxShrinkTrials);
    }
    if (!rep.sequence.empty() && !failure_of(rep.sequence)) rep.sequence.clear();
  }
  r.reproduction = std::move(rep);
}

// The one-line errors shared by run_check and run_isolated.
std::string unknown_builtin(const CheckSpec& spec) {
  return std::string("unknown ") + (spec.planted ? "planted " : "") + "implementation '" +
         spec.builtin + "'";
}

std::optional<std::string> plugin_file_error(const CheckSpec& spec) {
  struct stat st {};
  if (stat(spec.plugin.c_str(), &st) != 0)
    return "cannot open plugin '" + spec.plugin + "': " + std::strerror(errno);
  if (!S_ISREG(st.st_mode)) return "plugin '" + spec.plugin + "' is not a regular file";
  return std::nullopt;
}

// Returns the linkage error (elf_symbols.h) of a plugin whose load left ABI
// names unfound, from its ELF symbol tables.
std::optional<std::string> plugin_linkage_error(const CheckSpec& spec, const Message& probe) {
  if (probe.load_status != kLoaded && probe.load_status != kNoSymbols) return std::nullopt;
  const auto symbols = read_elf_symbols(spec.plugin);
  if (!symbols) return std::nullopt;
  LoadedNames loaded;
  for (const KindInfo& row : kKindTable)
    if ((probe.provided >> static_cast<int>(row.kind)) & 1) loaded.found.push_back(row.symbol);
  if (probe.has_init) loaded.found.push_back("slidercheck_init");
  loaded.mapping_found = probe.has_mapping_symbol;
  loaded.mapping_overridden = spec.mapping.has_value();
  return linkage_error(spec.plugin, *symbols, loaded);
}

std::optional<std::string> probe_error(const CheckSpec& spec, const Message& probe) {
  if (auto error = plugin_linkage_error(spec, probe)) return error;
  switch (probe.load_status) {
    case kLoadError:
      return "cannot load plugin '" + spec.plugin + "': " + probe.error;
    case kNoSymbols:
      return "plugin '" + spec.plugin +
             "' exports no slidercheck_* attack function (see slidercheck/plugin.h)";
    case kInitFailed:
      return "slidercheck_init() of plugin '" + spec.plugin + "' returned " +
             std::to_string(probe.init_rc);
    case kBadMappingSymbol:
      return std::string(probe.error);
    default:
      return std::nullopt;
  }
}

std::string mapping_error(const CheckSpec& spec, const std::string& symbol) {
  return "bad slidercheck_square_mapping \"" + symbol + "\" in plugin '" + spec.plugin +
         "' (want a1,b1 a1,a2 a8,b8 a8,a7 h1,g1 h1,h2 h8,g8 or h8,h7)";
}

// The shared page of the workers (and the probe), g_shared while it lives.
struct SharedPage : iso::SharedPage<Shared> {
  SharedPage() { g_shared = get(); }
  ~SharedPage() { g_shared = nullptr; }
};

// Progress on standard error while the workers run (--quiet: none): per
// function still being checked, the cases done (finished tasks, and the calls
// of the tasks in progress), the rate and an ETA. The expected number of cases
// of each kind's task comes from a child process that counts them (at the
// lowest priority) once the run has lasted a moment; until then, and for the
// queen units, the ETA is "?" or estimated from the units done.
class Progress {
 public:
  Progress(const CheckSpec& spec, const std::vector<Task>& tasks,
           const std::vector<FunctionResult>& results, Clock::time_point start)
      : spec_(spec), tasks_(tasks), results_(results), start_(start), done_(tasks.size(), 0) {
    next_ =
        start + std::chrono::milliseconds(spec.progress == CheckSpec::Progress::live ? 1000 : 2000);
  }
  ~Progress() { finish(); }
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  void task_done(int task) {
    if (task >= 0 && task < static_cast<int>(done_.size())) done_[task] = 1;
  }

  void update(const std::vector<Worker>& workers) {
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
    std::string line;
    std::vector<std::string> waiting;  // the functions not started yet
    for (const FunctionResult& r : results_) {
      std::uint64_t done = r.cases, in_flight = 0;
      int tasks = 0, finished = 0;
      double total = 0;
      bool total_known = true;
      std::uint64_t unit_cases = 0;
      int units_done = 0, units = 0;
      for (std::size_t t = 0; t < tasks_.size(); ++t) {
        if (tasks_[t].kind != r.kind) continue;
        ++tasks;
        finished += done_[t];
        if (tasks_[t].type == Task::Type::queen_lines) {
          ++units;
          continue;
        }
        if (t < totals_.size() && totals_[t]) {
          total += static_cast<double>(totals_[t]);
        } else {
          total_known = false;
        }
      }
      if (tasks == finished) continue;
      for (const Worker& w : workers) {
        if (!w.child.running) continue;
        const Slot& s = g_shared->slots[w.slot];
        const int t = s.task.load();
        if (t < 0 || t >= static_cast<int>(tasks_.size()) || tasks_[t].kind != r.kind) continue;
        in_flight += calls_made(s.record, s.history) - s.task_calls.load();
      }
      if (units) {  // the queen units: the average of those done so far
        for (std::size_t t = 0; t < tasks_.size(); ++t)
          units_done +=
              tasks_[t].kind == r.kind && tasks_[t].type == Task::Type::queen_lines && done_[t];
        unit_cases = r.cases;
        if (units_done)
          total += static_cast<double>(unit_cases) / units_done * units;
        else
          total_known = false;
      }
      done += in_flight;
      if (done == 0) {  // not started: counted, not listed (unless nothing has started)
        waiting.push_back(kind_name(r.kind));
        continue;
      }
      const double rate = elapsed > 0 ? static_cast<double>(done) / elapsed : 0;
      char text[200];
      if (total_known && total > 0) {
        const double left = std::max(0.0, total - static_cast<double>(done));
        std::snprintf(text, sizeof text, "%s %llu of ~%.0f cases (%.0f%%), %s, ETA %s",
                      kind_name(r.kind), static_cast<unsigned long long>(done), total,
                      std::min(100.0, 100.0 * static_cast<double>(done) / total),
                      rate_text(rate).c_str(), rate > 0 ? eta_text(left / rate).c_str() : "?");
      } else {
        std::snprintf(text, sizeof text, "%s %llu cases, %s, ETA ?", kind_name(r.kind),
                      static_cast<unsigned long long>(done), rate_text(rate).c_str());
      }
      line += (line.empty() ? "" : "; ") + std::string(text);
    }
    if (line.empty()) {
      for (const std::string& name : waiting)
        line += (line.empty() ? "" : "; ") + name + " 0 cases";
    } else if (!waiting.empty()) {
      line += "; " + std::to_string(waiting.size()) + " more not started";
    }
    if (line.empty()) return;
    char head[64];
    std::snprintf(head, sizeof head, "slidercheck: progress after %.0f s: ", elapsed);
    if (spec_.progress == CheckSpec::Progress::live) {
      std::fprintf(stderr, "\r%s%s\033[K", head, line.c_str());
    } else {
      std::fprintf(stderr, "%s%s\n", head, line.c_str());
    }
    std::fflush(stderr);
    printed_ = true;
  }

  // Clears a live line, stops the counting child.
  void finish() {
    if (counter_.running) iso::kill(counter_);
    if (printed_ && spec_.progress == CheckSpec::Progress::live) {
      std::fputs("\r\033[K", stderr);
      std::fflush(stderr);
    }
    printed_ = false;
  }

 private:
  static constexpr int kLineSeconds = 5;

  static std::string rate_text(double r) {
    char b[32];
    if (r >= 1e6)
      std::snprintf(b, sizeof b, "%.1fM/s", r / 1e6);
    else if (r >= 1e3)
      std::snprintf(b, sizeof b, "%.1fk/s", r / 1e3);
    else
      std::snprintf(b, sizeof b, "%.0f/s", r);
    return b;
  }
  static std::string eta_text(double seconds) {
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

  // A child counts each kind task's cases (the enumeration, then the random
  // search's share) and sends one number per task.
  void start_counter() {
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
  void read_totals() {
    const std::string& b = counter_.buffer;
    totals_.assign(b.size() / sizeof(std::uint64_t), 0);
    std::memcpy(totals_.data(), b.data(), totals_.size() * sizeof(std::uint64_t));
  }

  const CheckSpec& spec_;
  const std::vector<Task>& tasks_;
  const std::vector<FunctionResult>& results_;
  Clock::time_point start_, next_;
  std::vector<char> done_;
  std::vector<std::uint64_t> totals_;
  iso::Child counter_;
  bool counting_started_ = false, printed_ = false;
};

// `check --sequence FILE`: the calls replayed in one fresh process; the first
// that disagrees with the oracle is the counterexample.
CheckOutcome run_sequence_check(const CheckSpec& spec, CheckOutcome& outcome, const iso::Log& log,
                                Clock::time_point start) {
  const std::vector<Input>& calls = *spec.sequence;
  for (const Input& in : calls) {
    if (std::find(outcome.found.begin(), outcome.found.end(), in.kind) == outcome.found.end()) {
      outcome.exit_code = 2;
      outcome.error = "'" + outcome.name + "' does not provide " + kind_name(in.kind);
      return outcome;
    }
    auto& rs = outcome.results;
    if (std::none_of(rs.begin(), rs.end(),
                     [&](const FunctionResult& r) { return r.kind == in.kind; }))
      rs.push_back(FunctionResult{.kind = in.kind, .status = FunctionResult::Status::pass});
  }
  outcome.units = 1;
  auto result_of = [&](Kind kind) -> FunctionResult& {
    for (FunctionResult& r : outcome.results)
      if (r.kind == kind) return r;
    return outcome.results.front();
  };
  const SequenceRun run = run_sequence(spec, calls, log);
  const std::size_t made =
      run.ran ? (run.fails() ? static_cast<std::size_t>(run.result.failed_at) + 1 : calls.size())
              : static_cast<std::size_t>(
                    calls_made(g_shared->slots[0].record, g_shared->slots[0].history));
  for (std::size_t i = 0; i < std::min(made, calls.size()); ++i) ++result_of(calls[i].kind).cases;
  outcome.exit_code = 0;
  if (run.fails()) {
    const Input& in = calls[static_cast<std::size_t>(run.result.failed_at)];
    FunctionResult& r = result_of(in.kind);
    Mismatch m;
    m.impl = outcome.name;
    m.subject = outcome.subject;
    m.input = in;
    m.expected = run.result.expected;
    m.actual = run.result.actual;
    m.note = "call " + std::to_string(run.result.failed_at + 1) + " of the " +
             std::to_string(calls.size()) + " replayed from a fresh start";
    r.mismatch = m;
    r.status = FunctionResult::Status::fail;
    outcome.exit_code = 1;
  } else if (!run.ran) {
    FunctionResult& r = result_of(run.input ? run.input->kind : calls.front().kind);
    r.status = run.what.starts_with("timeout") ? FunctionResult::Status::timeout
                                               : FunctionResult::Status::crash;
    r.crash = run.what;
    r.crash_input = run.input;
    outcome.exit_code = 3;
    outcome.plugin_output = log.tail();
  }
  outcome.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return outcome;
}

}  // namespace

CheckOutcome run_check(const CheckSpec& spec) {
  if (!spec.exec.empty()) return run_exec_check(spec);
  const auto start = Clock::now();
  CheckOutcome outcome;
  outcome.name = engine_name(spec);
  outcome.subject = make_subject(spec);
  auto fail = [&](std::string error) {
    outcome.exit_code = 2;
    outcome.error = std::move(error);
    return outcome;
  };

  // Set up the shared page first: the probe child uses it too.
  const SharedPage shared;
  if (!shared.ok()) return fail(std::string("mmap: ") + std::strerror(errno));
  const iso::Log log;  // the children's stdout and stderr

  unsigned provided = 0;
  std::string mapping_symbol;
  bool has_mapping_symbol = false;
  if (!spec.builtin.empty()) {
    const Implementation* impl = find_subject(spec);
    if (!impl) return fail(unknown_builtin(spec));
    for (Kind kind : provided_kinds(*impl)) provided |= 1u << static_cast<int>(kind);
  } else {
    if (auto error = plugin_file_error(spec)) return fail(*error);
    const auto probe = run_probe(spec, outcome, log);
    if (!probe) return outcome;
    if (auto error = probe_error(spec, *probe)) return fail(*error);
    if (probe->load_status == kFdsClosed) {
      outcome.exit_code = 3;
      outcome.error = probe->error;
      return outcome;
    }
    provided = probe->provided;
    outcome.has_init = probe->has_init;
    outcome.has_prepare = probe->has_prepare;
    has_mapping_symbol = probe->has_mapping_symbol;
    mapping_symbol = probe->mapping_symbol;
  }
  for (Kind kind : all_kinds())
    if ((provided >> static_cast<int>(kind)) & 1) outcome.found.push_back(kind);

  Loaded info;
  info.has_mapping_symbol = has_mapping_symbol;
  info.mapping_symbol = mapping_symbol;
  const auto mapping = resolve_mapping(spec, info, &outcome.mapping_source);
  if (!mapping) return fail(mapping_error(spec, mapping_symbol));
  outcome.mapping = *mapping;

  // The tasks, and one result per function to be checked.
  auto provides = [&](Kind kind) {
    return std::find(outcome.found.begin(), outcome.found.end(), kind) != outcome.found.end();
  };
  if (spec.sequence) return run_sequence_check(spec, outcome, log, start);
  std::vector<Task> tasks;
  if (!spec.tasks.empty()) {
    tasks = spec.tasks;  // a diagnosis run (plugin/diagnose.cpp)
  } else if (spec.replay) {
    if (!provides(spec.replay->kind))
      return fail("'" + outcome.name + "' does not provide " + kind_name(spec.replay->kind));
    tasks.push_back(
        Task{.type = Task::Type::replay, .kind = spec.replay->kind, .input = *spec.replay});
  } else {
    for (Kind kind : spec.options.only) {
      if (!provides(kind))
        return fail("'" + outcome.name + "' does not provide " + kind_name(kind));
    }
    tasks = plan_tasks(outcome.found, spec.options);
    outcome.total_units = plan_units(outcome.found, spec.options).size();
  }
  outcome.units = tasks.size();
  for (Kind kind : all_kinds()) {
    const bool wanted =
        std::any_of(tasks.begin(), tasks.end(), [&](const Task& t) { return t.kind == kind; });
    if (wanted) outcome.results.push_back(FunctionResult{.kind = kind});
  }
  auto result_of = [&](Kind kind) -> FunctionResult& {
    for (FunctionResult& r : outcome.results)
      if (r.kind == kind) return r;
    return outcome.results.front();
  };

  // The workers.
  const int n_tasks = static_cast<int>(tasks.size());
  const int n_workers = std::clamp(
      std::min(spec.workers, static_cast<int>(std::max(1u, std::thread::hardware_concurrency()))),
      1, std::min(kMaxWorkers, std::max(1, n_tasks)));
  std::vector<Worker> workers;
  for (int i = 0; i < n_workers; ++i) workers.push_back(spawn(spec, tasks, i, false, log));
  std::map<int, std::vector<Input>> histories;  // by task: the calls before its mismatch
  Progress progress_line(spec, tasks, outcome.results, start);
  std::string outside_crash;
  // Workers that ended before their first task: a failed load, retried in all
  // kMaxLoadAttempts times, then the whole check stops with load_error.
  int load_failures = 0;
  std::string load_error;
  int load_exit = 0;

  auto handle_messages = [&](Worker& w) {
    take_messages(w);
    for (const Message& m : w.messages) {
      if (m.type != Message::result) continue;
      KindResult r;
      r.kind = tasks[m.task].kind;
      r.cases = m.cases;
      r.seconds = m.seconds;
      r.diagnoses = m.diagnoses;
      if (m.has_mismatch) {
        // The worker's calls up to its first mismatch (frozen then).
        const CallHistory& h = g_shared->slots[w.slot].history;
        if (!w.history_taken && h.frozen) {
          w.history_taken = true;
          histories[m.task] = recorded_calls(g_shared->slots[w.slot].record, h);
        }
        Mismatch mm;
        mm.impl = outcome.name;
        mm.subject = outcome.subject;
        mm.law = m.law;
        mm.note = m.note;
        mm.input = m.input;
        mm.expected = m.expected;
        mm.actual = m.actual;
        r.mismatch = mm;
      }
      merge(outcome.results, r, static_cast<std::uint64_t>(m.task));
      progress_line.task_done(m.task);
    }
    w.messages.clear();
  };
  // A worker has ended (reaped, its pipe closed): record why, replace it.
  auto bury = [&](Worker& w, bool timed_out) {
    handle_messages(w);
    const int status = w.child.status;
    if (w.done && !timed_out && WIFEXITED(status) && WEXITSTATUS(status) == 0) return;
    const Death d = describe_death(w, timed_out, spec.timeout_seconds);
    if (d.task >= 0 && d.task < n_tasks) {
      FunctionResult& r = result_of(tasks[d.task].kind);
      if (r.status != FunctionResult::Status::crash &&
          r.status != FunctionResult::Status::timeout) {
        r.status = d.timeout ? FunctionResult::Status::timeout : FunctionResult::Status::crash;
        r.crash = d.what;
        r.crash_input = d.input;
      }
    } else if (w.results == 0) {
      // Ended before its first task: a failed load.
      ++load_failures;
      if (w.has_load && !w.loaded && w.load.load_status != kFdsClosed) {
        load_exit = 2;
        load_error = probe_error(spec, w.load).value_or(w.load.error);
      } else if (w.has_load && !w.loaded) {
        load_exit = 3;
        load_error = w.load.error;
      } else {
        load_exit = 3;
        load_error = "the plugin " + std::string(timed_out ? "hung" : "crashed") + " (" + d.what +
                     ") while loading or in slidercheck_init";
      }
    } else if (outside_crash.empty()) {
      outside_crash = d.what + (d.task == kTaskInit ? " while loading or in slidercheck_init"
                                                    : " between calls");
    }
    // Replace it while tasks are left, and loads have not failed too often.
    if (g_shared->next_task.load() < n_tasks && load_failures < kMaxLoadAttempts)
      w = spawn(spec, tasks, w.slot, false, log);
  };

  for (;;) {
    std::vector<iso::Child*> running;
    for (Worker& w : workers)
      if (w.child.running) running.push_back(&w.child);
    if (running.empty()) break;
    iso::wait_for_output(running, kPollMs);
    for (Worker& w : workers) {
      if (!w.child.running) continue;
      if (iso::reap_if_exited(w.child)) {
        bury(w, false);
        continue;
      }
      handle_messages(w);
      // The watchdog: a call (or the load) that has not returned within the timeout.
      const Slot& s = g_shared->slots[w.slot];
      if (w.watchdog.expired(progress(s), watched(s), spec.timeout_seconds)) {
        iso::kill(w.child);
        bury(w, true);
      }
    }
    if (load_failures >= kMaxLoadAttempts) {
      for (Worker& w : workers) iso::kill(w.child);
      break;
    }
    progress_line.update(workers);
  }
  progress_line.finish();
  if (load_failures >= kMaxLoadAttempts) {
    const std::string attempts =
        " in a worker process (" + std::to_string(load_failures) + " attempts" +
        (spec.plugin.empty() ? std::string(")") : "; the probe's load had succeeded)");
    if (load_exit == 2) return fail(load_error + attempts);
    outcome.exit_code = 3;
    outcome.error = load_error + attempts;
    outcome.plugin_output = log.tail();
    outcome.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return outcome;
  }

  // A mismatch found by a worker after many calls, re-run in a fresh process.
  if (!spec.plugin.empty() && !spec.replay && spec.tasks.empty()) {  // not in diagnosis runs
    for (FunctionResult& r : outcome.results) {
      if (r.status != FunctionResult::Status::fail || !r.mismatch) continue;
      const int task = static_cast<int>(r.mismatch_rank & ~(std::uint64_t{1} << 63));
      const auto h = histories.find(task);
      r.mismatch->subject = outcome.subject;
      reproduce(spec, outcome, r, h == histories.end() ? nullptr : &h->second, log);
    }
  }
  bool crashed = !outside_crash.empty(), failed = false;
  for (FunctionResult& r : outcome.results) {
    crashed = crashed || r.status == FunctionResult::Status::crash ||
              r.status == FunctionResult::Status::timeout;
    failed = failed || r.status == FunctionResult::Status::fail;
    if (r.mismatch) r.mismatch->subject = outcome.subject;
  }
  if (!outside_crash.empty()) outcome.error = "the checker's worker ended: " + outside_crash;
  outcome.exit_code = crashed ? 3 : failed ? 1 : 0;
  if (crashed) outcome.plugin_output = log.tail();
  outcome.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return outcome;
}

}  // namespace slidercheck::plugin

namespace slidercheck::plugin {

namespace {

// What run_isolated's child shares with the parent.
struct IsolatedShared {
  Slot slot;
  Heartbeat beat;
};

}  // namespace

IsolatedRun run_isolated(const std::vector<CheckSpec>& specs, double body_limit,
                         const IsolatedBody& body) {
  IsolatedRun run;
  auto fail = [&](int code, std::string error) {
    run.exit_code = code;
    run.error = std::move(error);
    return run;
  };
  for (const CheckSpec& spec : specs) {
    if (spec.plugin.empty()) continue;
    if (auto error = plugin_file_error(spec)) return fail(2, *error);
  }
  const iso::SharedPage<IsolatedShared> page;
  if (!page.ok()) return fail(2, std::string("mmap: ") + std::strerror(errno));
  const iso::Log log;
  Slot& slot = page->slot;
  slot.task.store(kTaskInit);

  // The child: load each spec's plugin in turn, reporting each load; then run
  // body and send its result (length, bytes).
  iso::Child child = iso::spawn(
      [&](int fd) {
        g_slot = &slot;
        install_fatal_handlers();
        std::vector<LoadedEngine> engines;
        for (const CheckSpec& spec : specs) {
          slot.task.store(kTaskInit);
          const Loaded l = spec.plugin.empty() ? Loaded{} : load(spec);
          write_message(fd, load_message(l));
          if (l.status != kLoaded) _exit(70);
          std::string source;
          const auto mapping = resolve_mapping(spec, l, &source);
          if (!mapping) _exit(71);
          LoadedEngine e;
          e.name = engine_name(spec);
          e.mapping = *mapping;
          e.has_init = l.has_init;
          e.functions = l.impl;
          e.functions.name = e.name;
          e.functions.origin = origin_of(spec);
          e.found = provided_kinds(l.impl);
          engines.push_back(std::move(e));
        }
        slot.task.store(kTaskNone);
        const std::string out = body(engines, page->beat);
        const std::uint64_t size = out.size();
        if (!iso::write_all(fd, &size, sizeof size) || !iso::write_all(fd, out.data(), out.size()))
          _exit(72);
      },
      &log);
  if (child.pid < 0) return fail(3, std::string("fork: ") + std::strerror(errno));

  // The parent: each load under the load watchdog, body under its heartbeat.
  iso::Watchdog load_dog, body_dog;
  bool timed_out = false;
  for (;;) {
    iso::wait_for_output({&child}, kPollMs);
    if (iso::reap_if_exited(child)) break;
    const bool loading = slot.task.load() == kTaskInit;
    const Heartbeat& beat = page->beat;
    if (load_dog.expired(progress(slot), loading, specs.front().timeout_seconds) ||
        body_dog.expired(beat.beats.load(), !loading && beat.busy.load(), body_limit)) {
      iso::kill(child);
      timed_out = true;
      break;
    }
  }
  run.plugin_output = log.tail();
  const std::string& b = child.buffer;
  std::size_t at = 0;
  for (const CheckSpec& spec : specs) {
    LoadedEngine& engine = run.engines.emplace_back();
    engine.name = engine_name(spec);
    if (b.size() < at + sizeof(Message)) {
      char limit[64];
      std::snprintf(limit, sizeof limit, "timeout: no return within %g s", spec.timeout_seconds);
      std::string what = timed_out ? limit : iso::status_text(child.status);
      if (!timed_out && slot.signal.load()) what = "signal " + iso::signal_text(slot.signal.load());
      const std::string who = specs.size() == 1 ? "the plugin" : "the plugin '" + spec.plugin + "'";
      return fail(3, who + " " + std::string(timed_out ? "hung" : "crashed") + " (" + what +
                         ") while loading or in slidercheck_init");
    }
    Message m;
    std::memcpy(&m, b.data() + at, sizeof m);
    at += sizeof m;
    if (auto error = probe_error(spec, m)) return fail(2, *error);
    if (m.load_status == kFdsClosed) return fail(3, m.error);
    Loaded info;
    info.has_mapping_symbol = m.has_mapping_symbol;
    info.mapping_symbol = m.mapping_symbol;
    std::string source;
    const auto mapping = resolve_mapping(spec, info, &source);
    if (!mapping) return fail(2, mapping_error(spec, info.mapping_symbol));
    engine.mapping = *mapping;
    engine.has_init = m.has_init;
    engine.has_prepare = m.has_prepare;
    for (Kind kind : all_kinds())
      if ((m.provided >> static_cast<int>(kind)) & 1) engine.found.push_back(kind);
  }
  // body's result, when it got that far.
  std::uint64_t size = 0;
  if (b.size() >= at + sizeof size) {
    std::memcpy(&size, b.data() + at, sizeof size);
    if (b.size() - at - sizeof size == size) {
      run.output = b.substr(at + sizeof size);
      return run;
    }
  }
  run.exit_code = 3;
  run.in_body = true;
  run.timed_out = timed_out;
  run.item = page->beat.item.load();
  run.what = slot.signal.load() ? "signal " + iso::signal_text(slot.signal.load())
                                : iso::status_text(child.status);
  return run;
}

}  // namespace slidercheck::plugin
