// The checker as the reaper of its descendants: see descendants.h.
#include "descendants.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdint>
#include <cstdlib>

namespace slidercheck::isolation {

namespace {

// The process that adopted its descendants (0: none).
std::atomic<pid_t> g_adopter{0};

// Calls f(pid) for each pid in the text of a children file (decimals
// separated by spaces).
template <class F>
void each_pid(const char* text, ssize_t n, F f) {
  pid_t pid = 0;
  for (ssize_t i = 0; i <= n; ++i) {
    if (i < n && text[i] >= '0' && text[i] <= '9') {
      pid = pid * 10 + (text[i] - '0');
    } else if (pid > 0) {
      f(pid);
      pid = 0;
    }
  }
}

// Sends SIGKILL to every child of every thread of this process
// (/proc/self/task/TID/children). Only system calls: no allocation, no stdio.
void kill_children() {
  const int tasks = open("/proc/self/task", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (tasks < 0) return;
  alignas(8) char entries[4096];
  for (;;) {
    const long n = syscall(SYS_getdents64, tasks, entries, sizeof entries);
    if (n <= 0) break;
    for (long at = 0; at < n;) {
      const auto* d = reinterpret_cast<const struct dirent64*>(entries + at);
      at += d->d_reclen;
      if (d->d_name[0] < '0' || d->d_name[0] > '9') continue;
      char path[64] = "/proc/self/task/";
      std::size_t len = 16;
      for (const char* c = d->d_name; *c && len < 40; ++c) path[len++] = *c;
      for (const char* c = "/children"; *c; ++c) path[len++] = *c;
      path[len] = '\0';
      const int fd = open(path, O_RDONLY | O_CLOEXEC);
      if (fd < 0) continue;
      char text[4096];
      const ssize_t got = read(fd, text, sizeof text);
      close(fd);
      each_pid(text, got > 0 ? got : 0, [](pid_t pid) { kill(pid, SIGKILL); });
    }
  }
  close(tasks);
}

double now_seconds() {
  timespec t{};
  clock_gettime(CLOCK_MONOTONIC, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

void end_at_exit() { end_descendants(5); }

}  // namespace

void adopt_descendants() {
  if (adopted_descendants()) return;
  if (prctl(PR_SET_CHILD_SUBREAPER, 1) != 0) return;  // not Linux 3.4+: helpers may escape
  g_adopter.store(getpid());
  std::atexit(end_at_exit);
}

bool adopted_descendants() { return g_adopter.load() == getpid(); }

void end_descendants(double seconds) {
  if (!adopted_descendants()) return;
  const int saved_errno = errno;
  const double deadline = now_seconds() + seconds;
  for (;;) {
    kill_children();
    // Reap whatever has ended; a child that ends hands us its own children
    // before it can be reaped, so the next round sees them.
    int status = 0;
    pid_t reaped;
    while ((reaped = waitpid(-1, &status, WNOHANG)) > 0) {
    }
    if (reaped < 0 && errno == ECHILD) break;  // no child left, so no descendant either
    if (now_seconds() > deadline) break;
    const timespec pause{0, 2'000'000};
    nanosleep(&pause, nullptr);
  }
  errno = saved_errno;
}

}  // namespace slidercheck::isolation
