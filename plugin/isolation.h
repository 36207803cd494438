// Process isolation for code we do not trust (engines' plugins), shared by
// `slidercheck check` and `slidercheck bench`: child processes, each in its own
// process group, talking to the parent through one pipe each and a page of
// shared memory; every wait has a deadline. See docs/isolation.md.
#pragma once

#include <sys/mman.h>
#include <sys/types.h>

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

// One T in memory shared with the children forked while it lives.
template <class T>
class SharedPage {
 public:
  SharedPage() {
    void* p = mmap(nullptr, sizeof(T), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (p != MAP_FAILED) value_ = new (p) T{};
  }
  ~SharedPage() {
    if (value_) munmap(static_cast<void*>(value_), sizeof(T));
  }
  SharedPage(const SharedPage&) = delete;
  SharedPage& operator=(const SharedPage&) = delete;
  bool ok() const { return value_ != nullptr; }
  T* get() const { return value_; }
  T* operator->() const { return value_; }

 private:
  T* value_ = nullptr;
};

// Where the children's standard output and error go: an unlinked temporary
// file (never our stdout, so reports stay parseable), whose end is shown in
// crash reports.
class Log {
 public:
  Log();
  ~Log();
  Log(const Log&) = delete;
  Log& operator=(const Log&) = delete;
  int fd() const { return fd_; }
  // Returns the last max_lines lines (at most 4 KiB), each control byte but
  // tab shown as '?', or "" when the children wrote nothing.
  std::string tail(int max_lines = 12) const;

 private:
  int fd_ = -1;
};

// A child process, seen from the parent.
struct Child {
  pid_t pid = -1;        // also its process group
  int fd = -1;           // the read end of its pipe (non-blocking)
  bool eof = false;      // every writer of the pipe closed it
  bool running = false;  // not reaped yet
  int status = 0;        // wait status, once reaped
  bool killed = false;   // ended by kill()
  std::string buffer;    // what it wrote, not yet consumed
};

// Forks a child that runs body(fd), fd being the write end of its pipe, then
// _exit(0)s. Before body, the child: is in its own process group; gets SIGKILL
// when the parent dies (and ends at once if the parent already died); has
// stdin on /dev/null, stdout and stderr on log (when given); has no other open
// file descriptor but fd, placed above 9 (a plugin writing to fds 3-9 can
// neither corrupt the pipe nor read another child's); and default SIGTERM and
// SIGINT actions. The parent kills every live child's group on SIGTERM, SIGINT
// and SIGHUP before dying of that signal. Returns a child with pid -1 (errno
// set) when the pipe or the fork fails. With stdin_fd (>= 0), the child's
// stdin is that fd instead of /dev/null (--exec: the read end of a pipe).
Child spawn(const std::function<void(int fd)>& body, const Log* log, int stdin_fd = -1);

// Appends what the child's pipe holds now to its buffer, without blocking.
void read_available(Child& child);

// Waits at most timeout_ms for output from any of children (never spinning:
// one poll; ended pipes are not polled), and reads it.
void wait_for_output(const std::vector<Child*>& children, int timeout_ms);

// If the child has exited (without blocking): reads what its pipe holds, kills
// its process group (whatever it forked dies and stops holding the pipe),
// reaps it, closes the pipe, and returns true.
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
