// Process isolation: see isolation.h and docs/isolation.md.
#include "isolation.h"

#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "descendants.h"
#include "interrupt_folder.h"
#include "slidercheck/plugin_loader.h"
#include "slidercheck/sanitizer_report.h"

namespace slidercheck::isolation {

namespace {

// The process groups of the live children, for the parent's signal handler.
constexpr int kMaxGroups = 256;
std::atomic<pid_t> g_groups[kMaxGroups];
static_assert(std::atomic<pid_t>::is_always_lock_free);

constexpr int kExitSignals[] = {SIGTERM, SIGINT, SIGHUP};

void add_group(pid_t pgid) {
  for (auto& g : g_groups) {
    pid_t empty = 0;
    if (g.compare_exchange_strong(empty, pgid)) return;
  }
}

void remove_group(pid_t pgid) {
  for (auto& g : g_groups) {
    pid_t mine = pgid;
    if (g.compare_exchange_strong(mine, 0)) return;
  }
}

// The reports to write on the way out (plugin::set_interrupt_report).
std::atomic<const plugin::InterruptReport*> g_reports[3];
static_assert(std::atomic<const plugin::InterruptReport*>::is_always_lock_free);

void write_interrupt_reports(int sig) {
  for (auto& slot : g_reports) {
    const plugin::InterruptReport* r = slot.exchange(nullptr);
    if (!r) continue;
    if (sig == SIGTERM && r->term) r = r->term;
    if (sig == SIGHUP && r->hup) r = r->hup;
    for (std::size_t done = 0; done < r->size;) {
      const ssize_t n = ::write(r->fd, r->text + done, r->size - done);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) break;
      done += static_cast<std::size_t>(n);
    }
    if (r->tmp_path) ::rename(r->tmp_path, r->final_path);
  }
}

// The parent's SIGTERM/SIGINT/SIGHUP: kill every child's group, and the
// descendants that left their group, then die of the signal
// (async-signal-safe calls only).
void on_exit_signal(int sig) {
  for (auto& g : g_groups) {
    const pid_t pgid = g.load();
    if (pgid > 0) {
      ::kill(-pgid, SIGKILL);
      ::kill(pgid, SIGKILL);
    }
  }
  end_descendants(1);
  write_interrupt_reports(sig);
  plugin::remove_interrupt_folder();
  struct sigaction sa {};
  sa.sa_handler = SIG_DFL;
  sigemptyset(&sa.sa_mask);
  sigaction(sig, &sa, nullptr);
  raise(sig);  // delivered when the handler returns, with the default action
}

// Job control's stop signals (Ctrl-Z, a background job's terminal access).
constexpr int kJobSignals[] = {SIGTSTP, SIGTTIN, SIGTTOU};

// Set while the parent is stopped by job control, in a page shared with every
// supervisor: a supervisor that finds the parent stopped resumes it only when
// this is clear (the plugin stopped it, not the user).
std::atomic<int>* g_job_stop = nullptr;
static_assert(std::atomic<int>::is_always_lock_free);
// In the same page: the supervisor of a fork server, once it serves: it no
// longer looks at the checker (its workers' supervisors do, and name the call).
std::atomic<pid_t>* g_quiet_supervisor = nullptr;

// The parent's SIGTSTP, SIGTTIN and SIGTTOU: stops as their default action
// does, with g_job_stop set until it is continued.
void on_job_signal(int sig) {
  const int saved_errno = errno;
  if (g_job_stop) g_job_stop->store(1);
  struct sigaction dfl {};
  struct sigaction mine {};
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  sigaction(sig, &dfl, &mine);
  raise(sig);  // pending: sig is blocked in its own handler
  sigset_t only;
  sigemptyset(&only);
  sigaddset(&only, sig);
  sigprocmask(SIG_UNBLOCK, &only, nullptr);  // delivered: stopped here until SIGCONT
  sigaction(sig, &mine, nullptr);
  if (g_job_stop) g_job_stop->store(0);
  errno = saved_errno;
}

void install_parent_handlers() {
  static bool installed = false;
  if (installed) return;
  installed = true;
  adopt_descendants();
  for (int sig : kExitSignals) {
    struct sigaction old {};
    sigaction(sig, nullptr, &old);
    if (old.sa_handler == SIG_IGN) continue;  // e.g. nohup: keep ignoring it
    struct sigaction sa {};
    sa.sa_handler = on_exit_signal;
    sigemptyset(&sa.sa_mask);
    for (int other : kExitSignals) sigaddset(&sa.sa_mask, other);
    sigaction(sig, &sa, nullptr);
  }
  void* page = mmap(nullptr, 4096, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (page == MAP_FAILED) return;
  g_job_stop = new (page) std::atomic<int>(0);
  g_quiet_supervisor = new (static_cast<char*>(page) + 64) std::atomic<pid_t>(0);
  for (int sig : kJobSignals) {
    struct sigaction old {};
    sigaction(sig, nullptr, &old);
    if (old.sa_handler != SIG_DFL || (old.sa_flags & SA_SIGINFO)) continue;  // someone else's
    struct sigaction sa {};
    sa.sa_handler = on_job_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(sig, &sa, nullptr);
  }
}

// The signals the supervisor ignores (all it can: only SIGKILL and SIGSTOP get
// through; SIGCHLD keeps its default), and the worker's dispositions before that.
struct sigaction g_saved[NSIG];

void ignore_signals() {
  for (int sig = 1; sig < NSIG; ++sig) {
    if (sig == SIGKILL || sig == SIGSTOP) continue;
    struct sigaction sa {};
    sa.sa_handler = sig == SIGCHLD ? SIG_DFL : SIG_IGN;  // waitpid needs SIGCHLD's default
    sigemptyset(&sa.sa_mask);
    sigaction(sig, &sa, &g_saved[sig]);
  }
}

void restore_signals() {
  for (int sig = 1; sig < NSIG; ++sig) {
    if (sig == SIGKILL || sig == SIGSTOP) continue;
    sigaction(sig, &g_saved[sig], nullptr);
  }
}

// The pipe's identity in a worker, as set_up_worker left it (channel_intact).
dev_t g_channel_dev = 0;
ino_t g_channel_ino = 0;

// Records fd kChannelFd's identity (channel_intact).
void record_channel() {
  struct stat st {};
  fstat(kChannelFd, &st);
  g_channel_dev = st.st_dev;
  g_channel_ino = st.st_ino;
}

// In a worker forked from a fork server (isolation_fork.cpp): the files the
// plugin opened while it loaded and in slidercheck_init, kept where they are.
const std::vector<int>* g_preserve = nullptr;

// Closes fds lo..hi but those of g_preserve.
void close_unpreserved(unsigned lo, unsigned hi) {
  if (g_preserve)
    for (int fd : *g_preserve) {
      const auto at = static_cast<unsigned>(fd);
      if (at < lo || at > hi) continue;
      if (at > lo && close_range(lo, at - 1, 0) != 0)
        for (unsigned i = lo; i < at; ++i) close(static_cast<int>(i));
      lo = at + 1;
    }
  if (lo <= hi && close_range(lo, hi, 0) != 0)
    for (unsigned i = lo; i <= hi && i < 1024; ++i) close(static_cast<int>(i));
}

// In a new worker (the supervisor's child, in its group): death with the
// supervisor, the standard fds, and nothing else open but the pipe, on
// kChannelFd (and, for an exec'd worker, the n_keep fds of keep after it).
void set_up_worker(pid_t supervisor, int pipe_fd, const Log* log, int stdin_fd,
                   const int* keep = nullptr, int n_keep = 0) {
  restore_signals();
  struct sigaction dfl {};
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  for (int sig : kExitSignals) sigaction(sig, &dfl, nullptr);
  for (int sig : kJobSignals) {
    if (g_saved[sig].sa_handler == on_job_signal) sigaction(sig, &dfl, nullptr);
  }
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != supervisor) _exit(1);  // the supervisor died before prctl
  // Out of fds 0-2 (redirected below) and of the kept fds' way, then onto them:
  // the lowest free fd past them, so that a low fd limit (ulimit -n 64) is enough.
  constexpr int kAside = kChannelFd + 5;
  const int tmp = fcntl(pipe_fd, F_DUPFD, kAside);
  if (tmp < 0) _exit(1);
  int kept[4];
  if (n_keep > 4) _exit(1);
  for (int i = 0; i < n_keep; ++i)
    if ((kept[i] = fcntl(keep[i], F_DUPFD, kAside)) < 0) _exit(1);
  const int null = open("/dev/null", O_RDWR);
  if (stdin_fd >= 0) {
    if (dup2(stdin_fd, 0) < 0) _exit(1);
  } else if (null >= 0) {
    dup2(null, 0);
  }
  const int out = log && log->fd() >= 0 ? log->fd() : null;
  if (out >= 0) {
    dup2(out, 1);
    dup2(out, 2);
  }
  if (dup2(tmp, kChannelFd) != kChannelFd) _exit(1);
  for (int i = 0; i < n_keep; ++i)
    if (dup2(kept[i], kChannelFd + 1 + i) != kChannelFd + 1 + i) _exit(1);
  const auto last = static_cast<unsigned>(kChannelFd + n_keep);
  close_unpreserved(3, kChannelFd - 1);
  close_unpreserved(last + 1, ~0u);
  record_channel();
  setvbuf(stdout, nullptr, _IOLBF, 0);  // a plugin's lines reach the log before a crash
}

// The worker's body: body(kChannelFd), or the exec of an exec'd worker.
[[noreturn]] void run_worker(pid_t supervisor, int pipe_fd, const Log* log, int stdin_fd,
                             const std::function<void(int fd)>& body, const ExecWorker* exec,
                             const std::vector<int>& keep) {
  if (exec) {
    set_up_worker(supervisor, pipe_fd, log, stdin_fd, exec->fds.data(),
                  static_cast<int>(exec->fds.size()));
    execve(exec->path.c_str(), exec->argv.data(), exec->envp.data());
    const int e = errno;
    dprintf(2, "slidercheck: cannot exec the worker %s: %s\n", exec->path.c_str(), strerror(e));
    _exit(kExitNoExec);
  }
  set_up_worker(supervisor, pipe_fd, log, stdin_fd, keep.data(), static_cast<int>(keep.size()));
  body(kChannelFd);
  std::fflush(nullptr);
  _exit(0);
}

// Ends the supervisor as its worker ended (status): the same exit status, or
// death by the same signal (without a core dump of its own).
[[noreturn]] void end_like(int status) {
  if (WIFSIGNALED(status)) {
    const int sig = WTERMSIG(status);
    const rlimit none{0, 0};
    setrlimit(RLIMIT_CORE, &none);
    struct sigaction sa {};
    sa.sa_handler = SIG_DFL;
    sigemptyset(&sa.sa_mask);
    sigaction(sig, &sa, nullptr);
    sigset_t all;
    sigfillset(&all);
    sigprocmask(SIG_UNBLOCK, &all, nullptr);
    raise(sig);
    _exit(128 + sig);
  }
  _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 1);
}

// What a supervisor writes to its relay pipe, in messages of two ints: what
// the plugin did to slidercheck's processes (events, as it happens), then the
// worker's wait status (its last message). The parent tells a relayed death
// from the supervisor's own by the status.
struct RelayMessage {
  int tag;
  int value;
};
constexpr int kRelayStatus = 1;          // value: the worker's wait status
constexpr int kRelayEvent = 2;           // value: an event
constexpr int kEventSupervisorKill = 1;  // the plugin sent SIGKILL to the supervisor
constexpr int kEventCheckerStopped = 2;  // the plugin stopped the checker

bool relay_message(int fd, int tag, int value) {
  const RelayMessage m{tag, value};
  return write_all(fd, &m, sizeof m);
}

// The supervisor's longest wait between two looks at its parent.
constexpr long kLookMs = 50;

// Installs in the supervisor, for it and every process it forks after, a
// seccomp filter that holds the plugin's kill(supervisor, SIGKILL) and
// kill(checker, SIGSTOP) until the supervisor answers them (answer_kill):
// so the worker is stopped inside the call that sent the signal. Returns the
// filter's listener (the supervisor's to read), or -1 where the kernel offers
// none (then the worker runs on until the signal's effects reach it).
int intercept_kills(pid_t supervisor, pid_t checker) {
#if defined(__x86_64__)
  constexpr std::uint32_t arch = AUDIT_ARCH_X86_64;
#elif defined(__aarch64__)
  constexpr std::uint32_t arch = AUDIT_ARCH_AARCH64;
#else
  constexpr std::uint32_t arch = 0;
#endif
  if (arch == 0) return -1;
  // The low 32 bits of kill's arguments: pid and signal.
  constexpr std::uint32_t low = __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ ? 0 : 4;
  constexpr std::uint32_t pid_arg = offsetof(seccomp_data, args) + low;
  constexpr std::uint32_t sig_arg = offsetof(seccomp_data, args) + 8 + low;
  const auto sup = static_cast<std::uint32_t>(supervisor);
  const auto chk = static_cast<std::uint32_t>(checker);
  sock_filter code[] = {
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, arch)),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, arch, 1, 0),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_kill, 1, 0),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, sig_arg),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SIGKILL, 0, 2),  // else: SIGSTOP?
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, pid_arg),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, sup, 4, 3),  // to the supervisor: held
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SIGSTOP, 0, 2),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, pid_arg),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, chk, 1, 0),  // to the checker: held
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_USER_NOTIF),
  };
  const sock_fprog program{static_cast<unsigned short>(sizeof code / sizeof code[0]), code};
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -1;
  return static_cast<int>(
      syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_NEW_LISTENER, &program));
}

// Answers a kill the filter held (intercept_kills): kills the worker while it
// waits inside the call that sent it (its record still names that call), and
// refuses the signal (EPERM). Returns the event to relay, or 0.
int answer_kill(int listener, pid_t worker, pid_t supervisor) {
  seccomp_notif request;
  std::memset(&request, 0, sizeof request);
  if (ioctl(listener, SECCOMP_IOCTL_NOTIF_RECV, &request) != 0) return 0;
  ::kill(worker, SIGKILL);
  seccomp_notif_resp response;
  std::memset(&response, 0, sizeof response);
  response.id = request.id;
  response.error = -EPERM;
  ioctl(listener, SECCOMP_IOCTL_NOTIF_SEND, &response);  // fails when it died first: no matter
  return static_cast<pid_t>(request.data.args[0]) == supervisor ? kEventSupervisorKill
                                                                : kEventCheckerStopped;
}

// Whether process pid is stopped (state T in /proc/PID/stat; a tracing stop,
// t, is a debugger's). The file is open only while it is read.
bool stopped(pid_t pid) {
  char path[32] = "/proc/";
  char digits[16];
  int n = 0;
  for (unsigned v = static_cast<unsigned>(pid); n == 0 || v; v /= 10) digits[n++] = '0' + v % 10;
  std::size_t at = std::strlen(path);
  while (n) path[at++] = digits[--n];
  std::memcpy(path + at, "/stat", 6);
  const int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  char text[512];
  const ssize_t got = read(fd, text, sizeof text - 1);
  close(fd);
  if (got <= 0) return false;
  text[got] = '\0';
  const char* end = std::strrchr(text, ')');  // the command name may hold ')'
  return end && end[1] == ' ' && end[2] == 'T';
}

// Whether the plugin stopped the checker: it is stopped, not by job control.
bool checker_stopped(pid_t checker) {
  return !(g_job_stop && g_job_stop->load()) && stopped(checker);
}

// The supervisor's view of its worker while it waits for it.
struct Watch {
  pid_t worker, supervisor, checker;
  int relay_fd, listener;
  bool stop_told = false;  // the checker's stop relayed

  // The checker found stopped (after the worker's end too): resumed, and the
  // stop relayed, once.
  void resume_checker() {
    if (stop_told || (g_quiet_supervisor && g_quiet_supervisor->load() == supervisor) ||
        !checker_stopped(checker))
      return;
    ::kill(worker, SIGKILL);  // its record names the call in progress
    ::kill(checker, SIGCONT);
    stop_told = relay_message(relay_fd, kRelayEvent, kEventCheckerStopped);
  }
};

void on_child_signal(int) {}

// Waits for the worker's end; returns its wait status. Between two waits (one
// look at least every kLookMs, and at once when the worker ends or stops):
// a worker that made the supervisor its tracer (PTRACE_TRACEME) and stopped
// on a signal is let go with the signal (its real end is what counts); a kill
// the filter held is answered; a stopped checker is resumed.
int wait_for_worker(Watch& w) {
  struct sigaction sa {};
  sa.sa_handler = on_child_signal;  // SIGCHLD ends ppoll's wait
  sigemptyset(&sa.sa_mask);
  sigaction(SIGCHLD, &sa, nullptr);
  sigset_t child, waiting;
  sigemptyset(&child);
  sigaddset(&child, SIGCHLD);
  sigprocmask(SIG_BLOCK, &child, &waiting);  // delivered only inside ppoll
  sigdelset(&waiting, SIGCHLD);
  for (;;) {
    int status = 0;
    const pid_t r = waitpid(w.worker, &status, WNOHANG);
    if (r == w.worker && WIFSTOPPED(status)) {
      const long sig = WSTOPSIG(status);
      ptrace(PTRACE_DETACH, w.worker, nullptr, reinterpret_cast<void*>(sig));
      continue;
    }
    if (r == w.worker) return status;
    if (r < 0 && errno != EINTR) _exit(kExitNoWorker);
    w.resume_checker();
    pollfd p{w.listener, POLLIN, 0};
    const timespec look{0, kLookMs * 1000000L};
    if (ppoll(&p, w.listener >= 0 ? 1 : 0, &look, &waiting) <= 0 || !(p.revents & POLLIN)) continue;
    const int event = answer_kill(w.listener, w.worker, w.supervisor);
    if (event == kEventCheckerStopped && !w.stop_told)
      w.stop_told = relay_message(w.relay_fd, kRelayEvent, event);
    if (event == kEventSupervisorKill) relay_message(w.relay_fd, kRelayEvent, event);
  }
}

// Closes every fd but a and b.
void close_all_but(int a, int b) {
  const auto lo = static_cast<unsigned>(std::min(a, b)), hi = static_cast<unsigned>(std::max(a, b));
  if (lo > 0) close_range(0, lo - 1, 0);
  if (hi > lo + 1) close_range(lo + 1, hi - 1, 0);
  close_range(hi + 1, ~0u, 0);
}

// The supervisor (docs/isolation.md): the parent of one worker, in its own
// process group with it, dying with the checker, deaf to every signal it can
// ignore. It holds no file descriptor but its relay pipe and its filter's
// listener, forks the worker, waits for it and ends as it ended: so what the
// worker does to its parent or its parent's group reaches the supervisor,
// never the checker. The plugin's kill of the supervisor, or stop of the
// checker, ends the worker inside the call that did it; a checker found
// stopped is resumed.
[[noreturn]] void supervise(pid_t parent, const int fds[2], const int relay_pipe[2],
                            const std::function<void(int fd)>& body, const Log* log, int stdin_fd,
                            const ExecWorker* exec, const std::vector<int>& keep,
                            bool hold_kills = true) {
  close(fds[0]);
  close(relay_pipe[0]);
  setpgid(0, 0);
  for (auto& g : g_groups) g.store(0);  // the checker's children are not ours
  ignore_signals();
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent) _exit(1);  // the checker died before prctl
  const pid_t supervisor = getpid();
  const int listener = hold_kills ? intercept_kills(supervisor, parent) : -1;
  const pid_t worker = fork();
  if (worker == 0) run_worker(supervisor, fds[1], log, stdin_fd, body, exec, keep);
  if (worker < 0) _exit(kExitNoWorker);
  close_all_but(relay_pipe[1], listener >= 0 ? listener : relay_pipe[1]);
  Watch watch{.worker = worker,
              .supervisor = supervisor,
              .checker = parent,
              .relay_fd = relay_pipe[1],
              .listener = listener};
  const int status = wait_for_worker(watch);
  watch.resume_checker();  // stopped by a call that returned, or by what the worker left
  if (!relay_message(relay_pipe[1], kRelayStatus, status)) _exit(kExitNoWorker);
  end_like(status);
}

}  // namespace

Log::Log() {
  const char* dir = std::getenv("TMPDIR");
  std::string path = std::string(dir && *dir ? dir : "/tmp") + "/slidercheck-plugin-XXXXXX";
  fd_ = mkstemp(path.data());
  if (fd_ < 0) return;
  unlink(path.c_str());
  fcntl(fd_, F_SETFL, fcntl(fd_, F_GETFL) | O_APPEND);
  fcntl(fd_, F_SETFD, FD_CLOEXEC);
}

Log::~Log() {
  if (fd_ >= 0) close(fd_);
}

std::string Log::tail(int max_lines) const {
  const std::size_t end = size();
  const std::size_t window = 1 << 16;  // where the first error line is looked for
  return tail_with_error(since(end > window ? end - window : 0, window), max_lines);
}

std::size_t Log::size() const {
  struct stat st {};
  if (fd_ < 0 || fstat(fd_, &st) != 0) return 0;
  return static_cast<std::size_t>(st.st_size);
}

std::string Log::since(std::size_t offset, std::size_t max_bytes) const {
  const std::size_t end = size();
  if (offset >= end) return "";
  std::string text(std::min(end - offset, max_bytes), '\0');
  const ssize_t n = pread(fd_, text.data(), text.size(), static_cast<off_t>(offset));
  text.resize(n > 0 ? static_cast<std::size_t>(n) : 0);
  return text;
}

std::string Log::last(std::size_t max_bytes) const {
  const std::size_t end = size();
  return since(end > max_bytes ? end - max_bytes : 0, max_bytes);
}

void Log::append(const Log& other) const {
  if (fd_ < 0 || other.fd_ < 0 || &other == this) return;
  const std::size_t end = other.size();
  char buf[16384];
  for (std::size_t at = 0; at < end;) {
    const ssize_t n = pread(other.fd_, buf, std::min(sizeof buf, end - at), static_cast<off_t>(at));
    if (n <= 0 || !write_all(fd_, buf, static_cast<std::size_t>(n))) return;
    at += static_cast<std::size_t>(n);
  }
}

void ExecWorker::prepare() {
  argv.clear();
  envp.clear();
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  for (std::string& e : env) envp.push_back(e.data());
  envp.push_back(nullptr);
}

void adopt_channel() { record_channel(); }

Child spawn(const std::function<void(int fd)>& body, const Log* log, int stdin_fd, ExecWorker* exec,
            const std::vector<int>& keep, bool hold_kills) {
  install_parent_handlers();
  if (exec) exec->prepare();
  Child child;
  int fds[2], relay[2];
  if (pipe(fds) != 0) return child;
  if (pipe2(relay, O_CLOEXEC) != 0) {
    const int e = errno;
    close(fds[0]);
    close(fds[1]);
    errno = e;
    return child;
  }
  std::fflush(nullptr);
  const pid_t parent = getpid();
  const pid_t pid = fork();
  if (pid < 0) {
    const int e = errno;
    for (int fd : {fds[0], fds[1], relay[0], relay[1]}) close(fd);
    errno = e;
    return child;
  }
  if (pid == 0) supervise(parent, fds, relay, body, log, stdin_fd, exec, keep, hold_kills);
  setpgid(pid, pid);  // as the child does: whichever runs first
  add_group(pid);
  close(fds[1]);
  close(relay[1]);
  fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK);
  fcntl(fds[0], F_SETFD, FD_CLOEXEC);
  fcntl(relay[0], F_SETFL, fcntl(relay[0], F_GETFL) | O_NONBLOCK);
  child.pid = pid;
  child.fd = fds[0];
  child.relay_fd = relay[0];
  child.running = true;
  return child;
}

void read_available(Child& child) {
  if (child.fd < 0 || child.eof) return;
  char buf[16384];
  for (;;) {
    const ssize_t n = read(child.fd, buf, sizeof buf);
    if (n > 0) {
      child.buffer.append(buf, static_cast<std::size_t>(n));
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)) child.eof = true;
    return;
  }
}

void wait_for_output(const std::vector<Child*>& children, int timeout_ms) {
  std::vector<pollfd> fds;
  std::vector<Child*> polled;
  for (Child* c : children) {
    if (c->fd >= 0 && !c->eof) {
      fds.push_back(pollfd{c->fd, POLLIN, 0});
      polled.push_back(c);
    }
  }
  const int n = poll(fds.empty() ? nullptr : fds.data(), fds.size(), timeout_ms);
  if (n <= 0) return;
  for (std::size_t i = 0; i < fds.size(); ++i)
    if (fds[i].revents) read_available(*polled[i]);
}

namespace {

void finish(Child& child) {
  ::kill(-child.pid, SIGKILL);  // whatever it forked, still in its group
  int status = 0;
  while (waitpid(child.pid, &status, 0) < 0 && errno == EINTR) {
  }
  child.status = status;
  child.running = false;
  remove_group(child.pid);
  read_available(child);  // what it wrote before it ended (never waits for EOF)
  if (child.fd >= 0) close(child.fd);
  child.fd = -1;
  // What the plugin did, as the supervisor saw it; a supervisor that ended
  // without relaying its worker's status was killed, by the worker (nothing
  // else sends it SIGKILL but us).
  bool told = false;
  RelayMessage m{};
  while (read(child.relay_fd, &m, sizeof m) == sizeof m) {
    told = told || m.tag == kRelayStatus;
    if (m.tag == kRelayEvent && m.value == kEventSupervisorKill) child.supervisor_killed = true;
    if (m.tag == kRelayEvent && m.value == kEventCheckerStopped) child.checker_stopped = true;
  }
  if (!told && !child.killed) child.supervisor_killed = true;
  close(child.relay_fd);
  child.relay_fd = -1;
}

}  // namespace

namespace internal {

void add_child_group(pid_t pgid) { add_group(pgid); }

void quiet_supervisor(pid_t supervisor) {
  if (g_quiet_supervisor) g_quiet_supervisor->store(supervisor);
}

[[noreturn]] void supervise_here(pid_t checker, int channel_fd, int relay_fd, const Log* log,
                                 const std::function<void(int fd)>& body,
                                 const std::vector<int>& preserve) {
  g_preserve = &preserve;
  const int fds[2] = {-1, channel_fd}, relay[2] = {-1, relay_fd};
  supervise(checker, fds, relay, body, log, -1, nullptr, {});
}

}  // namespace internal

bool reap_if_exited(Child& child) {
  if (!child.running) return false;
  siginfo_t info{};
  // WNOWAIT: the child stays a zombie, so its pid (and group id) cannot be
  // reused before finish() has killed the group.
  if (waitid(P_PID, static_cast<id_t>(child.pid), &info, WEXITED | WSTOPPED | WNOHANG | WNOWAIT) !=
      0)
    return false;
  if (info.si_pid == 0) return false;
  if (info.si_code == CLD_STOPPED || info.si_code == CLD_TRAPPED) {
    // The worker stopped its supervisor (kill(getppid(), SIGSTOP)): resume it.
    ::kill(child.pid, SIGCONT);
    ++child.resumed;
    return false;
  }
  finish(child);
  return true;
}

void kill(Child& child) {
  if (!child.running) return;
  ::kill(child.pid, SIGKILL);
  child.killed = true;
  finish(child);
}

void kill_all(std::vector<Child>& children) {
  for (Child& c : children) kill(c);
}

bool write_all(int fd, const void* data, std::size_t size) {
  const char* p = static_cast<const char*>(data);
  while (size) {
    const ssize_t n = write(fd, p, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    p += n;
    size -= static_cast<std::size_t>(n);
  }
  return true;
}

std::string signal_text(int sig) {
  const char* abbrev = sigabbrev_np(sig);
  return abbrev ? std::string("SIG") + abbrev : "signal " + std::to_string(sig);
}

std::string status_text(int status) {
  if (WIFSIGNALED(status)) return "signal " + signal_text(WTERMSIG(status));
  return "exit status " + std::to_string(WEXITSTATUS(status));
}

bool channel_intact(int fd) {
  struct stat st {};
  return fstat(fd, &st) == 0 && S_ISFIFO(st.st_mode) && st.st_dev == g_channel_dev &&
         st.st_ino == g_channel_ino;
}

std::string supervisor_kill() {
  return "killed its parent process, slidercheck's supervisor (signal SIGKILL)";
}

std::string checker_stop() { return "stopped slidercheck (SIGSTOP)"; }

std::string channel_damage() {
  return "closed or wrote to slidercheck's channel (fd " + std::to_string(kChannelFd) + ")";
}

std::optional<std::string> closed_standard_fd() {
  static const char* const names[] = {"standard input", "standard output", "standard error"};
  for (int fd = 0; fd < 3; ++fd) {
    if (fcntl(fd, F_GETFD) < 0 && errno == EBADF)
      return "fd " + std::to_string(fd) + " (" + names[fd] + ")";
  }
  return std::nullopt;
}

bool Watchdog::expired(std::uint64_t progress, bool watched, double limit) {
  const auto now = Clock::now();
  if (progress != last_progress_ || !watched) {
    last_progress_ = progress;
    last_change_ = now;
    return false;
  }
  return std::chrono::duration<double>(now - last_change_).count() > limit;
}

double Watchdog::idle_seconds() const {
  return std::chrono::duration<double>(Clock::now() - last_change_).count();
}

}  // namespace slidercheck::isolation

void slidercheck::plugin::set_interrupt_report(int slot, const InterruptReport* report) {
  if (report) isolation::install_parent_handlers();  // from the start of the run
  isolation::g_reports[slot].store(report);
}
