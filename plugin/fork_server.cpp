// The fork server of a check (fork_server.h).
#include "fork_server.h"

#include <dirent.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "worker_exec.h"

namespace slidercheck::isolation::internal {
// In isolation.cpp: the supervisor of a fork server stops looking at the
// checker once it serves (a stop by a worker forked from it is its own
// supervisor's to find, and to blame on the call).
void quiet_supervisor(pid_t supervisor);
}  // namespace slidercheck::isolation::internal

namespace slidercheck::plugin::detail {

namespace {

// Returns the numbers named in directory path (/proc/self/task, /proc/self/fd).
std::vector<int> numbered_entries(const char* path) {
  std::vector<int> out;
  DIR* dir = opendir(path);
  if (!dir) return out;
  const int own = dirfd(dir);
  while (const dirent* e = readdir(dir)) {
    if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
    const int n = std::atoi(e->d_name);
    if (n != own || std::string(path) != "/proc/self/fd") out.push_back(n);
  }
  closedir(dir);
  std::sort(out.begin(), out.end());
  return out;
}

// The files the plugin opened while it loaded and in slidercheck_init: every
// fd but the standard ones (each worker gets its own), the channel and control.
std::vector<int> plugin_files(int control) {
  std::vector<int> out;
  for (int fd : numbered_entries("/proc/self/fd"))
    if (fd > 2 && fd != iso::kChannelFd && fd != control) out.push_back(fd);
  return out;
}

}  // namespace

void fork_state(Message& m) {
  m.threads = static_cast<int>(numbered_entries("/proc/self/task").size());
  int reaper = 0;
  prctl(PR_GET_CHILD_SUBREAPER, &reaper);
  m.subreaper = reaper != 0;
  m.serving = m.threads == 1 && !m.subreaper;
}

void serve_forks(int control, const Loaded& l) {
  g_loaded = new Loaded(l);  // what load() returns in the workers forked from here
  const std::vector<int> preserve = plugin_files(control);
  std::fflush(nullptr);
  for (;;) {
    iso::ForkRequest r;
    if (!iso::next_fork_request(control, r)) _exit(0);
    const ReadJob job = read_job(r.job_fd);
    close(r.job_fd);
    const pid_t pid = iso::fork_supervised(
        r.checker, r.channel_fd, r.relay_fd, r.log_fd,
        [&](int fd) {
          g_sent = 0;  // its own channel's first message
          run_read_job(job, fd);
        },
        preserve);
    for (int fd : {r.channel_fd, r.relay_fd, r.log_fd}) close(fd);
    iso::answer_fork_request(control, pid);
  }
}

// What check_worker.cpp calls in a probe (loader.h).
const bool g_hooks_set =
    (g_fork_hooks = ForkHooks{.fork_state = fork_state, .serve_forks = serve_forks}, true);

std::string per_process_reason(const Message& m) {
  if (m.threads > 1)
    return "slidercheck_init left " + std::to_string(m.threads) +
           " threads running, which a fork does not carry";
  if (m.subreaper) return "the plugin made its process a reaper of its descendants";
  return "";
}

namespace {

// What spawn_on calls (worker_pool.h): the server of the run, if it serves.
bool spawn_from_server(const WorkerJob& job, Worker& w) {
  return g_fork_server && g_fork_server->spawn(job, w);
}

}  // namespace

ForkServer::ForkServer() : before_(g_fork_server) {
  g_fork_server = this;
  g_fork_spawn = spawn_from_server;
}

ForkServer::~ForkServer() {
  end();
  g_fork_server = before_;
}

void ForkServer::adopt(Worker&& w, const CheckSpec& spec) {
  server_ = std::make_unique<Worker>(std::move(w));
  iso::internal::quiet_supervisor(server_->child.pid);
  plugin_ = spec.plugin;
  runtimes_ = spec.sanitizer_runtimes;
}

bool ForkServer::spawn(const WorkerJob& job, Worker& w) {
  if (!server_ || job.type == WorkerJob::isolated || job.probe_only || !job.spec ||
      job.spec->plugin != plugin_ || job.spec->sanitizer_runtimes != runtimes_)
    return false;
  if (iso::reap_if_exited(server_->child)) {
    end();
    return false;
  }
  const int job_fd = write_job(job);
  if (job_fd < 0) return false;
  // The server forks twice and the supervisor waits to be handed over: a
  // loaded machine can take seconds.
  w.child = iso::spawn_through(server_->control, w.log.get(), job_fd,
                               std::max(10.0, job.spec->timeout_seconds));
  close(job_fd);
  if (w.child.pid > 0) return true;
  end();
  return false;
}

void ForkServer::end() {
  if (!server_) return;
  iso::internal::quiet_supervisor(0);
  iso::kill(server_->child);
  if (server_->control >= 0) close(server_->control);
  server_->log.hand_over();
  server_.reset();
}

}  // namespace slidercheck::plugin::detail
