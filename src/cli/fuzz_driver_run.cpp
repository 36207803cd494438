// The processes of `slidercheck fuzz`: see fuzz_driver_run.h.
#include "cli/fuzz_driver_run.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>

#include "cli/options.h"

namespace slidercheck::cli {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// How long the pipe of a child that has exited is still read: what it wrote
// is in the pipe already; a longer wait is a helper of the plugin's holding
// the pipe open.
constexpr double kExitGraceSeconds = 1;

volatile sig_atomic_t g_group = 0;   // the running child's process group, or 0
volatile sig_atomic_t g_signal = 0;  // the first of SIGINT, SIGTERM, SIGHUP caught

void on_interrupt(int sig) {
  if (g_signal == 0) g_signal = sig;
  if (g_group > 0) kill(-g_group, SIGINT);
}

double seconds_since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

// Returns the decimal digits in line after the text key (past blanks), or "0".
std::string number_after(const std::string& line, const std::string& key) {
  std::size_t from = line.find(key);
  if (from == std::string::npos) return "0";
  from = line.find_first_not_of(" :", from + key.size());
  if (from == std::string::npos) return "0";
  return line.substr(from, line.find_first_not_of("0123456789", from) - from);
}

// Replaces this (child) process with args[0], run with args and env (this
// process's environment when env is empty). A program that cannot be run is
// this tool's one-line error (exit 2), not the plugin's.
[[noreturn]] void exec_with(const std::vector<std::string>& args,
                            const std::vector<std::string>& env) {
  std::vector<char*> argv, envp;
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  for (const std::string& e : env) envp.push_back(const_cast<char*>(e.c_str()));
  envp.push_back(nullptr);
  if (env.empty())
    execv(argv[0], argv.data());
  else
    execve(argv[0], argv.data(), envp.data());
  std::fprintf(stderr, "slidercheck-fuzz: error: cannot run %s: %s\n", argv[0],
               std::strerror(errno));
  _exit(2);
}

// Returns whether the child pid has exited, without reaping it: its pid and
// process group stay valid until the group is killed.
bool has_exited(pid_t pid) {
  siginfo_t info{};
  return waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
         info.si_pid == pid;
}

// Runs args in env in a process group of its own, its descriptor target_fd
// writing to a pipe whose bytes go to sink. The group is killed once the child
// has exited and its pipe is drained (or kExitGraceSeconds later), after an
// interrupt's grace, and after kill_after seconds (> 0); with stop_after > 0,
// the group is interrupted (SIGINT, as libFuzzer's own stop) after stop_after
// seconds, *stopped set, and killed after the interrupt's grace. Returns the
// child's pid and wait status, or nothing when it could not be started.
std::optional<std::pair<pid_t, int>> run_in_group(
    const std::vector<std::string>& args, const std::vector<std::string>& env, int target_fd,
    double kill_after, const std::function<void(const char*, std::size_t)>& sink,
    double stop_after = 0, bool* stopped = nullptr) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) return std::nullopt;
  const pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    return std::nullopt;
  }
  if (pid == 0) {
    setpgid(0, 0);
    dup2(fds[1], target_fd);
    exec_with(args, env);
  }
  setpgid(pid, pid);  // (the child does it too: whichever runs first)
  close(fds[1]);
  g_group = pid;
  if (g_signal != 0) kill(-pid, SIGINT);  // caught before g_group was set
  const auto start = Clock::now();
  std::optional<Clock::time_point> exited_at, interrupted_at, stopped_at;
  bool open = true;
  char buffer[4096];
  for (;;) {
    if (!exited_at && has_exited(pid)) exited_at = Clock::now();
    if (exited_at && (!open || seconds_since(*exited_at) > kExitGraceSeconds)) break;
    if (g_signal != 0 && !interrupted_at) interrupted_at = Clock::now();
    if (stop_after > 0 && !stopped_at && !exited_at && seconds_since(start) > stop_after) {
      stopped_at = Clock::now();
      if (stopped) *stopped = true;
      kill(-pid, SIGINT);
    }
    if ((interrupted_at && seconds_since(*interrupted_at) > kInterruptGraceSeconds) ||
        (stopped_at && seconds_since(*stopped_at) > kInterruptGraceSeconds) ||
        (kill_after > 0 && seconds_since(start) > kill_after))
      kill(-pid, SIGKILL);
    pollfd p{.fd = fds[0], .events = POLLIN, .revents = 0};
    if (poll(open ? &p : nullptr, open ? 1 : 0, 50) <= 0) continue;
    const ssize_t n = read(fds[0], buffer, sizeof buffer);
    if (n > 0) sink(buffer, static_cast<std::size_t>(n));
    if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN)) open = false;
  }
  close(fds[0]);
  kill(-pid, SIGKILL);  // whatever is left in its group: helpers the plugin started
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  g_group = 0;
  return std::make_pair(pid, status);
}

}  // namespace

void DriverStats::read(const std::string& line) {
  if (line.starts_with("slidercheck-fuzz: error:")) own_error = true;
  // -print_final_stats=1's totals, when it prints them (not on Ctrl-C in fork mode).
  if (line.starts_with("stat::number_of_executed_units:")) runs = number_after(line, "units:");
  if (line.starts_with("stat::average_exec_per_sec:") && number_after(line, "sec:") != "0")
    exec_per_second = number_after(line, "sec:");
  if (line.size() < 2 || line[0] != '#' || !std::isdigit(static_cast<unsigned char>(line[1])))
    return;
  runs = line.substr(1, line.find_first_not_of("0123456789", 1) - 1);
  if (line.find("exec/s") != std::string::npos) exec_per_second = number_after(line, "exec/s");
}

void catch_interrupts() {
  struct sigaction sa {};
  sa.sa_handler = on_interrupt;
  sa.sa_flags = SA_RESTART;
  sigemptyset(&sa.sa_mask);
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) sigaction(sig, &sa, nullptr);
}

int interrupt_signal() { return g_signal; }

std::pair<pid_t, int> run_driver(const std::vector<std::string>& args,
                                 const std::vector<std::string>& env, double limit_seconds,
                                 DriverStats& stats) {
  std::string line;
  bool stopped = false;
  const auto ran = run_in_group(
      args, env, STDERR_FILENO, 0,
      [&](const char* bytes, std::size_t n) {
        std::fwrite(bytes, 1, n, stderr);
        for (std::size_t i = 0; i < n; ++i) {
          if (bytes[i] != '\n' && bytes[i] != '\r') {
            line += bytes[i];
          } else {
            stats.read(line);
            line.clear();
          }
        }
      },
      limit_seconds > 0 ? limit_seconds + kBudgetGraceSeconds : 0, &stopped);
  if (!ran) usage_error(std::string("cannot start the fuzz driver: ") + std::strerror(errno));
  stats.read(line);
  if (stopped && interrupt_signal() == 0) {
    // The budget is spent: a run stopped then ended as it should, not abnormally.
    std::fprintf(stderr,
                 "slidercheck fuzz: the time budget is spent: the fuzzing processes still "
                 "running were stopped\n");
    return {ran->first, 0};
  }
  return *ran;
}

std::optional<std::pair<int, std::string>> run_captured(const std::vector<std::string>& args,
                                                        const std::vector<std::string>& env,
                                                        double seconds, int fd) {
  std::string out;
  const auto ran = run_in_group(args, env, fd, seconds, [&](const char* bytes, std::size_t n) {
    if (out.size() < (1u << 22)) out.append(bytes, n);
  });
  if (!ran) return std::nullopt;
  return std::make_pair(ran->second, out);
}

void remove_fork_temp_dir(pid_t pid, const std::vector<std::string>& env) {
  // libFuzzer's TempPath: TMPDIR + "/" + name when TMPDIR is set, else /tmp.
  std::optional<std::string> tmpdir;
  if (env.empty()) {
    if (const char* t = std::getenv("TMPDIR")) tmpdir = t;
  } else {
    for (const std::string& e : env)
      if (e.starts_with("TMPDIR=")) tmpdir = e.substr(7);
  }
  const std::string name = "libFuzzerTemp.FuzzWithFork" + std::to_string(pid) + ".dir";
  const fs::path path = tmpdir ? fs::path(*tmpdir + "/" + name) : fs::path("/tmp") / name;
  std::error_code ec;
  if (fs::is_directory(fs::symlink_status(path, ec))) fs::remove_all(path, ec);
}

void move_oversized_files(const fs::path& corpus, const fs::path& aside) {
  std::vector<std::pair<fs::path, std::uintmax_t>> found;
  std::error_code ec;
  // libFuzzer reads the corpus folder's subfolders too.
  for (auto it = fs::recursive_directory_iterator(
           corpus, fs::directory_options::skip_permission_denied, ec);
       !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    std::error_code e;
    if (!it->is_regular_file(e)) continue;
    const std::uintmax_t size = it->file_size(e);
    if (!e && size > kMaxCorpusFileBytes) found.emplace_back(it->path(), size);
  }
  for (const auto& [from, size] : found) {
    fs::create_directories(aside, ec);
    fs::path to = aside / from.filename();
    for (int i = 1; fs::exists(fs::symlink_status(to, ec)); ++i)
      to = aside / (from.filename().string() + "." + std::to_string(i));
    fs::rename(from, to, ec);
    const std::string what = from.string() + " is " + std::to_string(size) +
                             " bytes, too large to be a fuzz input (one is 107 bytes; the bound "
                             "is " +
                             std::to_string(kMaxCorpusFileBytes) + ")";
    if (ec)
      usage_error("corpus file " + what + ", and cannot be moved aside to " + to.string() + ": " +
                  ec.message() + "; remove it from the corpus");
    std::fprintf(stderr, "slidercheck fuzz: warning: %s: moved aside to %s\n", what.c_str(),
                 to.c_str());
  }
}

}  // namespace slidercheck::cli
