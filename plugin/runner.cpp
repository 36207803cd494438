// Isolation: the plugin is loaded and called only in child processes. Each child
// records the input of every call in a shared page before making it, so when a
// child dies on a signal, or a call outlives the timeout (the parent watches a
// per-call counter and kills the child with SIGKILL), the parent can name the
// function and the input. Results come back through one pipe per child; the
// children share the task list through an atomic counter in the shared page.
#include <dlfcn.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

#include "slidercheck/oracle.h"
#include "slidercheck/planted.h"
#include "slidercheck/plugin_loader.h"
#include "slidercheck/registry.h"

namespace slidercheck::plugin {

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kMaxWorkers = 8;
constexpr int kTaskInit = -2;  // the slot's task while loading and in slidercheck_init
constexpr int kTaskNone = -1;

// One worker's view, written by the worker, read by the parent.
struct Slot {
  CallRecord record;        // every call into the engine: count, in progress, input
  std::atomic<int> task;    // the task being run (or kTaskInit / kTaskNone)
  std::atomic<int> signal;  // the fatal signal caught, if any
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
};
static_assert(sizeof(Message) < PIPE_BUF);

enum LoadStatus { kLoaded = 0, kLoadError = 1, kNoSymbols = 2, kInitFailed = 3 };

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

bool write_message(int fd, const Message& m) {
  const char* p = reinterpret_cast<const char*>(&m);
  std::size_t left = sizeof m;
  while (left) {
    const ssize_t n = write(fd, p, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  return true;
}

// Returns text on one line (newlines become "; ").
std::string one_line(std::string text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  for (std::size_t i; (i = text.find('\n')) != std::string::npos;) text.replace(i, 1, "; ");
  return text;
}

// An engine, loaded in this (child) process.
struct Loaded {
  EngineFunctions functions;
  bool has_init = false;
  int init_rc = 0;
  std::string mapping_symbol;
  bool has_mapping_symbol = false;
  int status = kLoaded;
  std::string error;
};

template <class Fn>
Fn symbol(void* handle, const char* name) {
  return reinterpret_cast<Fn>(dlsym(handle, name));
}

// Loads the plugin (or built-in) of spec and calls slidercheck_init. Runs in a child.
Loaded load(const CheckSpec& spec) {
  Loaded l;
  if (!spec.builtin.empty()) {
    const Implementation* impl =
        spec.planted ? find_planted(spec.builtin) : find_builtin(spec.builtin);
    l.functions = EngineFunctions::from(*impl);
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
  using Single = std::uint64_t (*)(std::uint64_t, int);
  using Xray = std::uint64_t (*)(std::uint64_t, std::uint64_t, int);
  using Multi = std::uint64_t (*)(std::uint64_t, std::uint64_t, int);
  using MultiExtra = std::uint64_t (*)(std::uint64_t, std::uint64_t, std::uint64_t, int);
  EngineFunctions& f = l.functions;
  auto single = [&](EngineFunctions::Single& slot, const char* name) {
    if (auto fn = symbol<Single>(h, name)) slot = fn;
  };
  single(f.rook_attacks, "slidercheck_rook_attacks");
  single(f.bishop_attacks, "slidercheck_bishop_attacks");
  single(f.queen_attacks, "slidercheck_queen_attacks");
  single(f.rank_attacks, "slidercheck_rank_attacks");
  single(f.file_attacks, "slidercheck_file_attacks");
  single(f.diagonal_attacks, "slidercheck_diagonal_attacks");
  single(f.antidiagonal_attacks, "slidercheck_antidiagonal_attacks");
  if (auto fn = symbol<Xray>(h, "slidercheck_xray_rook_attacks")) f.xray_rook_attacks = fn;
  if (auto fn = symbol<Xray>(h, "slidercheck_xray_bishop_attacks")) f.xray_bishop_attacks = fn;
  if (auto fn = symbol<Multi>(h, "slidercheck_sliding_attacks")) f.sliding_attacks = fn;
  if (auto fn = symbol<MultiExtra>(h, "slidercheck_xray_sliding_attacks"))
    f.xray_sliding_attacks = fn;
  if (auto fn = symbol<MultiExtra>(h, "slidercheck_between")) f.between = fn;
  if (auto text = static_cast<const char*>(dlsym(h, "slidercheck_square_mapping"))) {
    l.has_mapping_symbol = true;
    l.mapping_symbol.assign(text, strnlen(text, 16));
  }
  bool any = false;
  for (Kind kind : all_kinds()) any = any || f.provides(kind);
  if (!any) {
    l.status = kNoSymbols;
    return l;
  }
  if (auto init = symbol<int (*)()>(h, "slidercheck_init")) {
    l.has_init = true;
    if (g_slot) {
      g_slot->record.in_call.store(1);
      g_slot->record.calls.fetch_add(1);
    }
    l.init_rc = init();
    if (g_slot) g_slot->record.in_call.store(0);
    if (l.init_rc != 0) l.status = kInitFailed;
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

// Returns the text quoted for a POSIX shell if it needs it.
std::string shell_quote(const std::string& text) {
  if (!text.empty() && text.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                              "0123456789_-+./,=:@%") == std::string::npos)
    return text;
  std::string q = "'";
  for (char c : text) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

std::string make_subject(const CheckSpec& spec) {
  std::string s = spec.builtin.empty()
                      ? shell_quote(spec.plugin)
                      : (spec.planted ? "--planted " : "--builtin ") + spec.builtin;
  if (spec.mapping) s += " --mapping " + spec.mapping->name();
  if (spec.own_square != OwnSquare::any)
    s += std::string(" --own-square ") + own_square_name(spec.own_square);
  return s;
}

// The worker: load, then run tasks from the shared counter until none is left.
[[noreturn]] void worker_main(const CheckSpec& spec, const std::vector<Task>& tasks, int slot,
                              int fd, bool probe_only) {
  g_slot = &g_shared->slots[slot];
  install_fatal_handlers();
  g_slot->task.store(kTaskInit);
  const Loaded l = load(spec);
  if (probe_only) {
    Message m;
    m.type = Message::probe;
    m.load_status = l.status;
    m.init_rc = l.init_rc;
    m.has_init = l.has_init;
    for (Kind kind : all_kinds())
      if (l.functions.provides(kind)) m.provided |= 1u << static_cast<int>(kind);
    copy_text(m.mapping_symbol, sizeof m.mapping_symbol, l.mapping_symbol);
    m.has_mapping_symbol = l.has_mapping_symbol;
    copy_text(m.error, sizeof m.error, l.error);
    write_message(fd, m);
    _exit(0);
  }
  if (l.status != kLoaded) _exit(70);
  std::string source;
  const auto mapping = resolve_mapping(spec, l, &source);
  if (!mapping) _exit(71);
  AdaptedEngine engine(AdapterConfig{.name = engine_name(spec),
                                     .functions = l.functions,
                                     .mapping = *mapping,
                                     .own_square = spec.own_square,
                                     .record = &g_slot->record});
  prepare_line_tables();  // one-time set-up, outside every task's timing
  g_slot->task.store(kTaskNone);
  for (;;) {
    const int t = g_shared->next_task.fetch_add(1);
    if (t >= static_cast<int>(tasks.size())) break;
    g_slot->task.store(t);
    const KindResult r = run_task(engine, tasks[t], spec.options);
    Message m;
    m.type = Message::result;
    m.task = t;
    m.cases = r.cases;
    m.seconds = r.seconds;
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
  pid_t pid = -1;
  int fd = -1;
  int slot = 0;
  bool alive = false;
  bool done = false;
  std::string buffer;
  std::vector<Message> messages;
  std::uint64_t last_calls = 0;
  Clock::time_point last_change;
};

Worker spawn(const CheckSpec& spec, const std::vector<Task>& tasks, int slot, bool probe_only) {
  Slot& s = g_shared->slots[slot];
  s.record.calls.store(0);
  s.record.in_call.store(0);
  s.record.input = Input{};
  s.task.store(kTaskInit);
  s.signal.store(0);
  int fds[2];
  if (pipe(fds) != 0) {
    std::perror("slidercheck: pipe");
    std::exit(3);
  }
  std::fflush(nullptr);
  const pid_t pid = fork();
  if (pid < 0) {
    std::perror("slidercheck: fork");
    std::exit(3);
  }
  if (pid == 0) {
    close(fds[0]);
    worker_main(spec, tasks, slot, fds[1], probe_only);
  }
  close(fds[1]);
  fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK);
  Worker w;
  w.pid = pid;
  w.fd = fds[0];
  w.slot = slot;
  w.alive = true;
  w.last_change = Clock::now();
  return w;
}

// Reads whatever the worker has written; returns false at end of file.
bool drain(Worker& w) {
  char buf[8192];
  for (;;) {
    const ssize_t n = read(w.fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return true;  // EAGAIN: nothing more now
    if (n == 0) return false;
    w.buffer.append(buf, static_cast<std::size_t>(n));
    while (w.buffer.size() >= sizeof(Message)) {
      Message m;
      std::memcpy(&m, w.buffer.data(), sizeof m);
      w.buffer.erase(0, sizeof m);
      if (m.type == Message::done) w.done = true;
      w.messages.push_back(m);
    }
  }
}

std::string signal_text(int sig) {
  const char* abbrev = sigabbrev_np(sig);
  return abbrev ? std::string("SIG") + abbrev : "signal " + std::to_string(sig);
}

// What happened to a worker that ended without saying it was done.
struct Death {
  std::string what;  // "signal SIGSEGV", "timeout after 5 s", "exit status 1"
  bool timeout = false;
  int task = kTaskNone;
  std::optional<Input> input;  // when it died inside a call
};

Death describe_death(const Worker& w, int status, bool timed_out, double timeout) {
  const Slot& s = g_shared->slots[w.slot];
  Death d;
  d.task = s.task.load();
  d.timeout = timed_out;
  if (timed_out) {
    char text[64];
    std::snprintf(text, sizeof text, "timeout: no return within %g s", timeout);
    d.what = text;
  } else if (s.signal.load()) {
    d.what = "signal " + signal_text(s.signal.load());
  } else if (WIFSIGNALED(status)) {
    d.what = "signal " + signal_text(WTERMSIG(status));
  } else {
    d.what = "exited with status " + std::to_string(WEXITSTATUS(status)) + " during the check";
  }
  if (s.record.in_call.load() && d.task != kTaskInit) d.input = s.record.input;
  return d;
}

// Waits for the probe child; fills outcome or returns the exit code of a failure.
std::optional<Message> run_probe(const CheckSpec& spec, CheckOutcome& outcome) {
  Worker w = spawn(spec, {}, 0, /*probe_only=*/true);
  int status = 0;
  bool timed_out = false;
  const auto start = Clock::now();
  for (;;) {
    pollfd p{w.fd, POLLIN, 0};
    poll(&p, 1, 20);
    const bool open = drain(w);
    const pid_t r = waitpid(w.pid, &status, WNOHANG);
    if (r == w.pid) {
      while (drain(w)) {
      }
      break;
    }
    (void)open;
    if (std::chrono::duration<double>(Clock::now() - start).count() > spec.timeout_seconds) {
      kill(w.pid, SIGKILL);
      waitpid(w.pid, &status, 0);
      timed_out = true;
      break;
    }
  }
  close(w.fd);
  for (const Message& m : w.messages)
    if (m.type == Message::probe) return m;
  const Death d = describe_death(w, status, timed_out, spec.timeout_seconds);
  outcome.exit_code = 3;
  outcome.error = "the plugin " + std::string(timed_out ? "hung" : "crashed") + " (" + d.what +
                  ") while loading or in slidercheck_init";
  return std::nullopt;
}

// The one-line errors shared by run_check and load_engine.
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

std::optional<std::string> probe_error(const CheckSpec& spec, const Message& probe) {
  switch (probe.load_status) {
    case kLoadError:
      return "cannot load plugin '" + spec.plugin + "': " + probe.error;
    case kNoSymbols:
      return "plugin '" + spec.plugin +
             "' exports no slidercheck_* attack function (see slidercheck/plugin.h)";
    case kInitFailed:
      return "slidercheck_init() of plugin '" + spec.plugin + "' returned " +
             std::to_string(probe.init_rc);
    default:
      return std::nullopt;
  }
}

std::string mapping_error(const CheckSpec& spec, const std::string& symbol) {
  return "bad slidercheck_square_mapping \"" + symbol + "\" in plugin '" + spec.plugin +
         "' (want a1,b1 a1,a2 a8,b8 a8,a7 h1,g1 h1,h2 h8,g8 or h8,h7)";
}

// Maps the shared page of the workers (and the probe) for its lifetime.
struct SharedPage {
  void* page = MAP_FAILED;
  SharedPage() {
    page = mmap(nullptr, sizeof(Shared), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (page != MAP_FAILED) g_shared = new (page) Shared{};
  }
  ~SharedPage() {
    if (page == MAP_FAILED) return;
    g_shared = nullptr;
    munmap(page, sizeof(Shared));
  }
  bool ok() const { return page != MAP_FAILED; }
};

}  // namespace

std::string replay_command(const std::string& subject, const Input& input) {
  return "slidercheck check " + slidercheck::one_line(subject) + input_options(input);
}

CheckOutcome run_check(const CheckSpec& spec) {
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

  unsigned provided = 0;
  std::string mapping_symbol;
  bool has_mapping_symbol = false;
  if (!spec.builtin.empty()) {
    const Implementation* impl =
        spec.planted ? find_planted(spec.builtin) : find_builtin(spec.builtin);
    if (!impl) return fail(unknown_builtin(spec));
    for (Kind kind : all_kinds())
      if (impl->provides(kind)) provided |= 1u << static_cast<int>(kind);
  } else {
    if (auto error = plugin_file_error(spec)) return fail(*error);
    const auto probe = run_probe(spec, outcome);
    if (!probe) return outcome;
    if (auto error = probe_error(spec, *probe)) return fail(*error);
    provided = probe->provided;
    outcome.has_init = probe->has_init;
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
  EngineFunctions shape;  // only provides() matters here
  auto stub = [](auto...) -> Bitboard { return 0; };
  for (Kind kind : outcome.found) {
    switch (kind) {
      case Kind::rook_attacks:
        shape.rook_attacks = stub;
        break;
      case Kind::bishop_attacks:
        shape.bishop_attacks = stub;
        break;
      case Kind::queen_attacks:
        shape.queen_attacks = stub;
        break;
      case Kind::rank_attacks:
        shape.rank_attacks = stub;
        break;
      case Kind::file_attacks:
        shape.file_attacks = stub;
        break;
      case Kind::diagonal_attacks:
        shape.diagonal_attacks = stub;
        break;
      case Kind::antidiagonal_attacks:
        shape.antidiagonal_attacks = stub;
        break;
      case Kind::xray_rook_attacks:
        shape.xray_rook_attacks = stub;
        break;
      case Kind::xray_bishop_attacks:
        shape.xray_bishop_attacks = stub;
        break;
      case Kind::sliding_attacks:
        shape.sliding_attacks = stub;
        break;
      case Kind::xray_sliding_attacks:
        shape.xray_sliding_attacks = stub;
        break;
      case Kind::between:
        shape.between = stub;
        break;
    }
  }
  std::vector<Task> tasks;
  if (spec.replay) {
    if (!shape.provides(spec.replay->kind))
      return fail("'" + outcome.name + "' does not provide " + kind_name(spec.replay->kind));
    tasks.push_back(
        Task{.type = Task::Type::replay, .kind = spec.replay->kind, .input = *spec.replay});
  } else {
    for (Kind kind : spec.options.only) {
      if (!shape.provides(kind))
        return fail("'" + outcome.name + "' does not provide " + kind_name(kind));
    }
    tasks = plan_tasks(shape, spec.options);
    outcome.total_units = plan_units(shape, spec.options).size();
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
  for (int i = 0; i < n_workers; ++i) workers.push_back(spawn(spec, tasks, i, false));
  std::string outside_crash;

  auto handle_messages = [&](Worker& w) {
    for (const Message& m : w.messages) {
      if (m.type != Message::result) continue;
      KindResult r;
      r.kind = tasks[m.task].kind;
      r.cases = m.cases;
      r.seconds = m.seconds;
      if (m.has_mismatch) {
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
    }
    w.messages.clear();
  };
  auto bury = [&](Worker& w, int status, bool timed_out) {
    w.alive = false;
    while (drain(w)) {
    }
    handle_messages(w);
    close(w.fd);
    if (w.done && !timed_out && WIFEXITED(status) && WEXITSTATUS(status) == 0) return;
    const Death d = describe_death(w, status, timed_out, spec.timeout_seconds);
    if (d.task >= 0 && d.task < n_tasks) {
      FunctionResult& r = result_of(tasks[d.task].kind);
      if (r.status != FunctionResult::Status::crash &&
          r.status != FunctionResult::Status::timeout) {
        r.status = d.timeout ? FunctionResult::Status::timeout : FunctionResult::Status::crash;
        r.crash = d.what;
        r.crash_input = d.input;
      }
    } else if (outside_crash.empty()) {
      outside_crash = d.what + (d.task == kTaskInit ? " while loading or in slidercheck_init"
                                                    : " between calls");
    }
    // Replace it while tasks are left.
    if (g_shared->next_task.load() < n_tasks) w = spawn(spec, tasks, w.slot, false);
  };

  for (;;) {
    std::vector<pollfd> fds;
    for (const Worker& w : workers)
      if (w.alive) fds.push_back(pollfd{w.fd, POLLIN, 0});
    if (fds.empty()) break;
    poll(fds.data(), fds.size(), 20);
    for (Worker& w : workers) {
      if (!w.alive) continue;
      int status = 0;
      const pid_t r = waitpid(w.pid, &status, WNOHANG);
      if (r == w.pid) {
        bury(w, status, false);
        continue;
      }
      drain(w);
      handle_messages(w);
      // The watchdog: a call that has not returned within the timeout.
      const Slot& s = g_shared->slots[w.slot];
      const std::uint64_t calls = s.record.calls.load();
      const auto now = Clock::now();
      if (calls != w.last_calls || !s.record.in_call.load()) {
        w.last_calls = calls;
        w.last_change = now;
      } else if (std::chrono::duration<double>(now - w.last_change).count() >
                 spec.timeout_seconds) {
        kill(w.pid, SIGKILL);
        waitpid(w.pid, &status, 0);
        bury(w, status, true);
      }
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
  outcome.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return outcome;
}

}  // namespace slidercheck::plugin

namespace slidercheck::plugin {

LoadedEngine load_engine(const CheckSpec& spec) {
  LoadedEngine e;
  e.name = engine_name(spec);
  auto fail = [&](std::string error) {
    e.exit_code = 2;
    e.error = std::move(error);
    return e;
  };
  Loaded info;
  if (!spec.builtin.empty()) {
    const Implementation* impl =
        spec.planted ? find_planted(spec.builtin) : find_builtin(spec.builtin);
    if (!impl) return fail(unknown_builtin(spec));
    e.functions = *impl;
    return e;
  }
  if (auto error = plugin_file_error(spec)) return fail(*error);
  {
    // The probe, in a child process: loading, the symbols, slidercheck_init.
    const SharedPage shared;
    if (!shared.ok()) return fail(std::string("mmap: ") + std::strerror(errno));
    CheckOutcome outcome;
    const auto probe = run_probe(spec, outcome);
    if (!probe) {
      e.exit_code = outcome.exit_code;
      e.error = outcome.error;
      return e;
    }
    if (auto error = probe_error(spec, *probe)) return fail(*error);
  }
  // The probe passed: load it here (slidercheck_init runs once in this process).
  info = load(spec);
  if (info.status != kLoaded) {
    Message m;
    m.load_status = info.status;
    return fail(probe_error(spec, m).value_or(info.error));
  }
  std::string source;
  const auto mapping = resolve_mapping(spec, info, &source);
  if (!mapping) return fail(mapping_error(spec, info.mapping_symbol));
  e.mapping = *mapping;
  e.has_init = info.has_init;
  auto raw = [](const auto& fn, auto& slot) {
    using Ptr = std::remove_reference_t<decltype(slot)>;
    if (const Ptr* p = fn.template target<Ptr>()) slot = *p;
  };
  const EngineFunctions& f = info.functions;
  Implementation& out = e.functions;
  raw(f.rook_attacks, out.rook_attacks);
  raw(f.bishop_attacks, out.bishop_attacks);
  raw(f.queen_attacks, out.queen_attacks);
  raw(f.rank_attacks, out.rank_attacks);
  raw(f.file_attacks, out.file_attacks);
  raw(f.diagonal_attacks, out.diagonal_attacks);
  raw(f.antidiagonal_attacks, out.antidiagonal_attacks);
  raw(f.xray_rook_attacks, out.xray_rook_attacks);
  raw(f.xray_bishop_attacks, out.xray_bishop_attacks);
  raw(f.sliding_attacks, out.sliding_attacks);
  raw(f.xray_sliding_attacks, out.xray_sliding_attacks);
  raw(f.between, out.between);
  return e;
}

}  // namespace slidercheck::plugin
