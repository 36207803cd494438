// Workers forked from a fork server (isolation.h, docs/isolation.md#init-once):
// the double fork that hands each supervisor to the checker, and the requests
// on the server's control socket.
#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "isolation.h"

namespace slidercheck::isolation {

namespace internal {
// In isolation.cpp: the group the parent's signal handler kills, and the
// supervisor's part of spawn, run in a process handed to the checker.
void add_child_group(pid_t pgid);
[[noreturn]] void supervise_here(pid_t checker, int channel_fd, int relay_fd, const Log* log,
                                 const std::function<void(int fd)>& body,
                                 const std::vector<int>& preserve);
}  // namespace internal

namespace {

constexpr std::uint32_t kRequestMagic = 0x666f726b;
constexpr std::uint32_t kAnswerMagic = 0x6b726f66;
constexpr int kRequestFds = 4;  // channel, relay, log, job

struct Request {
  std::uint32_t magic = kRequestMagic;
  pid_t checker = -1;
};
struct Answer {
  std::uint32_t magic = kAnswerMagic;
  pid_t supervisor = -1;
};

// How long a supervisor waits to become the checker's child (its first parent
// ends at once; it is handed over as that process ends).
constexpr int kHandOverMs = 10000;

}  // namespace

pid_t fork_supervised(pid_t checker, int channel_fd, int relay_fd, int log_fd,
                      const std::function<void(int fd)>& body, const std::vector<int>& preserve) {
  int told[2];
  if (pipe2(told, O_CLOEXEC) != 0) return -1;
  std::fflush(nullptr);
  const pid_t first = fork();
  if (first < 0) {
    close(told[0]);
    close(told[1]);
    return -1;
  }
  if (first == 0) {
    close(told[0]);
    const pid_t supervisor = fork();
    if (supervisor == 0) {
      close(told[1]);
      for (int waited = 0; getppid() != checker; ++waited) {
        if (waited > kHandOverMs) _exit(kExitNoWorker);
        const timespec ms{0, 1000000};
        nanosleep(&ms, nullptr);
      }
      const Log log(log_fd);
      internal::supervise_here(checker, channel_fd, relay_fd, &log, body, preserve);
    }
    write_all(told[1], &supervisor, sizeof supervisor);
    _exit(0);
  }
  close(told[1]);
  pid_t supervisor = -1;
  ssize_t got;
  while ((got = read(told[0], &supervisor, sizeof supervisor)) < 0 && errno == EINTR) {
  }
  if (got != static_cast<ssize_t>(sizeof supervisor)) supervisor = -1;
  close(told[0]);
  // Once the first process is gone, the supervisor is the checker's child.
  int status = 0;
  while (waitpid(first, &status, 0) < 0 && errno == EINTR) {
  }
  return supervisor;
}

bool next_fork_request(int control, ForkRequest& request) {
  Request r;
  alignas(cmsghdr) char space[CMSG_SPACE(sizeof(int) * kRequestFds)];
  iovec io{&r, sizeof r};
  msghdr msg{};
  msg.msg_iov = &io;
  msg.msg_iovlen = 1;
  msg.msg_control = space;
  msg.msg_controllen = sizeof space;
  ssize_t n;
  while ((n = recvmsg(control, &msg, MSG_CMSG_CLOEXEC)) < 0 && errno == EINTR) {
  }
  int fds[kRequestFds] = {-1, -1, -1, -1};
  int got = 0;
  for (cmsghdr* c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c)) {
    if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS) continue;
    const int count = static_cast<int>((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
    for (int i = 0; i < count; ++i) {
      int fd;
      std::memcpy(&fd, CMSG_DATA(c) + i * sizeof(int), sizeof fd);
      if (got < kRequestFds)
        fds[got++] = fd;
      else
        close(fd);
    }
  }
  if (n != static_cast<ssize_t>(sizeof r) || r.magic != kRequestMagic || got != kRequestFds) {
    for (int fd : fds)
      if (fd >= 0) close(fd);
    return false;
  }
  request = ForkRequest{r.checker, fds[0], fds[1], fds[2], fds[3]};
  return true;
}

void answer_fork_request(int control, pid_t supervisor) {
  const Answer a{.supervisor = supervisor};
  while (send(control, &a, sizeof a, MSG_NOSIGNAL) < 0 && errno == EINTR) {
  }
}

Child spawn_through(int control, const Log* log, int job_fd, double timeout) {
  Child child;
  int fds[2], relay[2];
  if (!log || pipe(fds) != 0) return child;
  if (pipe2(relay, O_CLOEXEC) != 0) {
    close(fds[0]);
    close(fds[1]);
    return child;
  }
  Request r;
  r.checker = getpid();
  const int sent_fds[kRequestFds] = {fds[1], relay[1], log->fd(), job_fd};
  alignas(cmsghdr) char space[CMSG_SPACE(sizeof sent_fds)] = {};
  iovec io{&r, sizeof r};
  msghdr msg{};
  msg.msg_iov = &io;
  msg.msg_iovlen = 1;
  msg.msg_control = space;
  msg.msg_controllen = sizeof space;
  cmsghdr* c = CMSG_FIRSTHDR(&msg);
  c->cmsg_level = SOL_SOCKET;
  c->cmsg_type = SCM_RIGHTS;
  c->cmsg_len = CMSG_LEN(sizeof sent_fds);
  std::memcpy(CMSG_DATA(c), sent_fds, sizeof sent_fds);
  ssize_t n;
  while ((n = sendmsg(control, &msg, MSG_NOSIGNAL | MSG_DONTWAIT)) < 0 && errno == EINTR) {
  }
  close(fds[1]);
  close(relay[1]);
  Answer a;
  bool answered = false;
  if (n == static_cast<ssize_t>(sizeof r)) {
    pollfd p{control, POLLIN, 0};
    int ready;
    while ((ready = poll(&p, 1, static_cast<int>(timeout * 1000))) < 0 && errno == EINTR) {
    }
    answered = ready == 1 &&
               recv(control, &a, sizeof a, MSG_DONTWAIT) == static_cast<ssize_t>(sizeof a) &&
               a.magic == kAnswerMagic && a.supervisor > 0;
  }
  // The supervisor must be this process's child (a server that lies names another).
  siginfo_t info{};
  if (!answered ||
      waitid(P_PID, static_cast<id_t>(a.supervisor), &info, WEXITED | WNOHANG | WNOWAIT) != 0) {
    close(fds[0]);
    close(relay[0]);
    return child;
  }
  setpgid(a.supervisor, a.supervisor);  // as the supervisor does: whichever runs first
  internal::add_child_group(a.supervisor);
  fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK);
  fcntl(fds[0], F_SETFD, FD_CLOEXEC);
  fcntl(relay[0], F_SETFL, fcntl(relay[0], F_GETFL) | O_NONBLOCK);
  child.pid = a.supervisor;
  child.fd = fds[0];
  child.relay_fd = relay[0];
  child.running = true;
  return child;
}

}  // namespace slidercheck::isolation
