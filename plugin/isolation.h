// Process isolation for code we do not trust (engines' plugins), shared by
// `slidercheck check` and `slidercheck bench`: child processes, each in its own
// process group, talking to the parent through one pipe each and a page of
// shared memory; every wait has a deadline. See docs/isolation.md.
#pragma once

#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <new>
#include <optional>
#include <string>
#include <vector>

namespace slidercheck::isolation {

using Clock = std::chrono::steady_clock;

// Maps size bytes of the memory file fd (shared, read and write) out of a
// plugin's reach as far as one process can put it: at an address chosen far
// from where libraries and the heap are placed (a plugin's segments never
// end right before it), between two guard regions (PROT_NONE, kGuardBytes
// each): a write that runs on past the end of the plugin's data, or of
// anything else, faults before it reaches the page. Returns null when it
// cannot be mapped. unmap_guarded undoes it.
inline constexpr std::size_t kGuardBytes = std::size_t{1} << 20;
void* map_guarded(int fd, std::size_t size);
void unmap_guarded(void* p, std::size_t size);

// Reserves, for the rest of this process, kPluginGuardBytes of address space
// with no access right where the next mapping would go: called right before
// dlopen, so that the plugin (mapped below it) has no writable mapping right
// after its segments, and a write past the end of its .bss faults inside the
// plugin (SIGSEGV, blamed on the call or slidercheck_init that made it).
inline constexpr std::size_t kPluginGuardBytes = std::size_t{16} << 20;
void reserve_after_next_mapping();

// One T in memory shared with the children forked while it lives, and with
// an exec'd worker (docs/isolation.md): a memfd (close-on-exec here; spawn's
// ExecWorker passes it on), so a process that did not fork from this one can
// map it too. Mapped by map_guarded.
template <class T>
class SharedPage {
 public:
  SharedPage() {
    fd_ = memfd_create("slidercheck-shared", MFD_CLOEXEC);
    if (fd_ < 0 || ftruncate(fd_, sizeof(T)) != 0) return;
    if (void* p = map_guarded(fd_, sizeof(T))) value_ = new (p) T{};
  }
  ~SharedPage() {
    if (value_) unmap_guarded(static_cast<void*>(value_), sizeof(T));
    if (fd_ >= 0) close(fd_);
  }
  SharedPage(const SharedPage&) = delete;
  SharedPage& operator=(const SharedPage&) = delete;
  bool ok() const { return value_ != nullptr; }
  T* get() const { return value_; }
  T* operator->() const { return value_; }
  int fd() const { return fd_; }

 private:
  T* value_ = nullptr;
  int fd_ = -1;
};

// Maps the T that a SharedPage<T> of the checker holds, from its memfd (in an
// exec'd worker), as SharedPage does; null when fd is not a memory file of
// T's size.
template <class T>
T* map_shared(int fd) {
  struct stat st {};
  if (fstat(fd, &st) != 0 || static_cast<std::size_t>(st.st_size) != sizeof(T)) return nullptr;
  return static_cast<T*>(map_guarded(fd, sizeof(T)));
}

// Where a child's standard output and error go: an unlinked temporary file
// (never our stdout, so reports stay parseable), whose end is shown in crash
// reports. Each worker writes to a log of its own, so that what one worker's
// sanitizer reports is never read for another's death; the run's log gets
// each worker's whole output when it has ended (append).
class Log {
 public:
  Log();
  explicit Log(int fd) : fd_(fd) {}  // a log held by fd (a fork server's worker's)
  ~Log();
  Log(const Log&) = delete;
  Log& operator=(const Log&) = delete;
  int fd() const { return fd_; }
  // Returns the last max_lines lines (at most 4 KiB), each control byte but
  // tab shown as '?', or "" when the children wrote nothing; the first error
  // line (a sanitizer's, sanitizer_report.h) first when it is not among them.
  std::string tail(int max_lines = 12) const;
  // Returns the number of bytes written so far.
  std::size_t size() const;
  // Returns what was written from offset on (at most max_bytes of it: its start).
  std::string since(std::size_t offset, std::size_t max_bytes = 1 << 16) const;
  // Returns the last max_bytes written (all of it when it is shorter).
  std::string last(std::size_t max_bytes) const;
  // Appends what other holds (a worker's own log, once the worker ended: so
  // the run's log keeps each worker's output whole, one after the other).
  void append(const Log& other) const;

 private:
  int fd_ = -1;
};

// A child process, seen from the parent: the supervisor of one worker
// (docs/isolation.md). The supervisor forks the worker, which runs the code we
// check, waits for it and ends as it ended (the same exit status or signal):
// so the worker's parent, and its parent's process group, are the
// supervisor's, never the checker's.
struct Child {
  pid_t pid = -1;                  // the supervisor: also the process group of both
  int fd = -1;                     // the read end of the worker's pipe (non-blocking)
  bool eof = false;                // every writer of the pipe closed it
  bool running = false;            // not reaped yet
  int status = 0;                  // wait status, once reaped (the worker's, relayed)
  bool killed = false;             // ended by kill()
  int resumed = 0;                 // times the supervisor was found stopped and resumed
  int relay_fd = -1;               // where the supervisor writes events, then the worker's status
  bool supervisor_killed = false;  // the plugin killed it (or it ended without relaying it)
  bool checker_stopped = false;    // the plugin stopped the checker (the supervisor resumed it)
  std::string buffer;              // what it wrote, not yet consumed
};

// The worker's end of its pipe: always this fd (a plugin writing to fds 3-9
// can neither corrupt the pipe nor read another child's).
constexpr int kChannelFd = 10;
// The supervisor's exit status when it could not fork or wait for the worker.
constexpr int kExitNoWorker = 121;

// Forks a child (the supervisor, which forks the worker) that runs body(fd),
// fd being kChannelFd, the write end of its pipe, then _exit(0)s. Before body,
// the worker: is in the supervisor's own process group; gets SIGKILL when the
// supervisor dies, which gets it when the parent dies (both end at once if
// their parent already died); has stdin on /dev/null, stdout and stderr on log
// (when given); has no other open file descriptor but fd; has the parent's
// signal dispositions but default SIGTERM, SIGINT, SIGHUP (and job control's
// stop signals) actions; runs under a seccomp filter that holds its
// kill(supervisor, SIGKILL) and kill(parent, SIGSTOP) for the supervisor,
// which kills it inside that call and refuses the signal. The supervisor
// holds no file descriptor but its relay pipe and the filter's listener,
// ignores every signal it can, lets a worker that made it its tracer go on
// with its signals, and resumes the parent when it finds it stopped (not by
// job control), killing the worker. The parent kills every live child's group
// on SIGTERM, SIGINT and SIGHUP before dying of that signal; on job control's
// stop signals it stops, marked as such for the supervisors. Returns a child
// with pid -1 (errno set) when the pipe or the fork fails. With stdin_fd
// (>= 0), the worker's stdin is that fd instead of /dev/null (--exec: the
// read end of a pipe).
//
// With exec (an exec'd worker, docs/isolation.md): the worker, set up as
// above, keeps exec->fds on fds kChannelFd + 1, + 2, ... and execs
// exec->path with exec->argv and exec->envp instead of running body (it ends
// with kExitNoExec when execve fails).
struct ExecWorker {
  std::string path;               // the program ("/proc/self/exe")
  std::vector<std::string> args;  // its argv
  std::vector<std::string> env;   // its whole environment
  std::vector<int> fds;           // kept across exec, on kChannelFd + 1, ...
  std::vector<char*> argv, envp;  // made by prepare() (no allocation after fork)
  void prepare();
};
// A forked worker gets the fds of keep on kChannelFd + 1, + 2, ... (as an
// exec'd worker its ExecWorker's fds). Without hold_kills, no seccomp filter
// is installed (a fork server's: a process under a filter with a listener
// cannot install another, and each worker forked from it installs its own).
Child spawn(const std::function<void(int fd)>& body, const Log* log, int stdin_fd = -1,
            ExecWorker* exec = nullptr, const std::vector<int>& keep = {}, bool hold_kills = true);

// A fork server (docs/isolation.md#init-once): a worker that loaded the
// plugin and ran its slidercheck_init, from which the other workers are
// forked. Each comes under a supervisor of its own, the checker's child as
// spawn's are: the server forks a process that forks the supervisor and ends
// at once, so the supervisor is handed to the checker, the reaper of its
// descendants (descendants.h).
//
// In the server: starts the supervisor of a worker that runs body(fd), set
// up as spawn's, with channel_fd and relay_fd as the write ends of its pipes
// (the checker holds the read ends), its stdout and stderr on log_fd, and
// the fds of preserve (the plugin's files) left open where they are. Returns
// the supervisor's pid once it is the checker's child, or -1.
pid_t fork_supervised(pid_t checker, int channel_fd, int relay_fd, int log_fd,
                      const std::function<void(int fd)>& body, const std::vector<int>& preserve);
// In the checker: asks the server whose control socket is control to start a
// worker (fork_supervised), sending it the job file job_fd and the worker's
// log; returns the child, or one with pid -1 when the server did not answer
// within timeout seconds, or answered with a process that is not a child of
// the checker.
Child spawn_through(int control, const Log* log, int job_fd, double timeout);
// In the server: the next request spawn_through sent on control (the fds are
// the server's to close); false when the checker closed it, or sent what is
// not a request.
struct ForkRequest {
  pid_t checker = -1;
  int channel_fd = -1, relay_fd = -1, log_fd = -1, job_fd = -1;
};
bool next_fork_request(int control, ForkRequest& request);
// In the server: answers the request with the supervisor fork_supervised
// started (or -1).
void answer_fork_request(int control, pid_t supervisor);

// The worker's exit status when it could not exec (ExecWorker).
constexpr int kExitNoExec = 122;

// In an exec'd worker: takes fd kChannelFd as this worker's channel
// (channel_intact compares with it), as set_up_worker does after a fork.
void adopt_channel();

// Appends what the child's pipe holds now to its buffer, without blocking.
void read_available(Child& child);

// Waits at most timeout_ms for output from any of children (never spinning:
// one poll; ended pipes are not polled), and reads it.
void wait_for_output(const std::vector<Child*>& children, int timeout_ms);

// If the child has exited (without blocking): reads what its pipe holds, kills
// its process group (whatever it forked dies and stops holding the pipe),
// reaps it, closes the pipe, and returns true. A supervisor found stopped (its
// worker sent it SIGSTOP) is resumed: so every wait for a child calls this
// between polls.
bool reap_if_exited(Child& child);

// Kills the child's process group with SIGKILL, reaps it, reads what its pipe
// holds and closes the pipe.
void kill(Child& child);

// Kills every child still running (used on the way out of any error).
void kill_all(std::vector<Child>& children);

// Writes all of data to fd (retrying short writes); false on an error.
bool write_all(int fd, const void* data, std::size_t size);

// Returns "SIGSEGV" (or "signal N").
std::string signal_text(int sig);
// Returns "signal SIGSEGV" or "exit status N" for a wait status.
std::string status_text(int status);

// In a worker: whether fd is still the pipe set up for it (not closed, not
// another file on its number).
bool channel_intact(int fd);
// What a plugin did to its worker's supervisor (supervisor_killed), after "the
// plugin ".
std::string supervisor_kill();
// What a plugin did to the checker (checker_stopped), after "the plugin ".
std::string checker_stop();
// What a plugin did to a worker's channel, after "the plugin ": "closed or
// wrote to slidercheck's channel (fd 10)".
std::string channel_damage();

// Returns which of fds 0-2 is closed, e.g. "fd 1 (standard output)", or nothing.
std::optional<std::string> closed_standard_fd();

// The watchdog of one child: expired() when the child is in a watched state
// (inside a call, loading) and its progress counter has not moved for longer
// than limit seconds.
class Watchdog {
 public:
  Watchdog() : last_change_(Clock::now()) {}
  bool expired(std::uint64_t progress, bool watched, double limit);
  double idle_seconds() const;

 private:
  std::uint64_t last_progress_ = ~std::uint64_t{0};
  Clock::time_point last_change_;
};

}  // namespace slidercheck::isolation
