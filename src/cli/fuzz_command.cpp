// `slidercheck fuzz PLUGIN.so`: coverage-guided differential fuzzing of an
// engine's plugin with libFuzzer. Runs the driver slidercheck-fuzz
// (fuzz/engine/plugin_fuzzer.cpp) in a child with a corpus that persists
// across runs, forwards its output, and ends with a summary (runs, exec/s,
// corpus size, findings), on Ctrl-C too.
//
// Exit status: 0 no finding; 1 a finding (a mismatch, saved with its report,
// or a crash that `check` re-runs into a finding, e.g. a sanitizer's report);
// 2 unusable input, or the driver was not built (clang's libFuzzer is needed);
// 3 the plugin crashed or hung on an input (libFuzzer's crash file is named).
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "cli/options.h"
#include "plugin/sanitizers.h"

namespace slidercheck::cli {

#ifndef SLIDERCHECK_FUZZ_DRIVER

Command add_fuzz(CLI::App& app) {
  return add_unavailable(app, "fuzz",
                         "it needs clang's libFuzzer (configure with clang, e.g. the asan preset)");
}

#else

namespace {

namespace fs = std::filesystem;

struct FuzzOptions {
  std::string plugin, dir, mapping, runs, max_total_time, jobs = "2", timeout = "10", seed;
  std::string law_sample = "64";
};

volatile sig_atomic_t g_child = 0;
volatile sig_atomic_t g_interrupted = 0;

void on_interrupt(int) {
  g_interrupted = 1;
  if (g_child > 0) kill(g_child, SIGINT);
}

// Returns the driver: beside this binary (an install), else where it was built.
std::string driver_path() {
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path beside = self.parent_path() / "slidercheck-fuzz";
    if (access(beside.c_str(), X_OK) == 0) return beside;
  }
  return SLIDERCHECK_FUZZ_DRIVER;
}

// Returns the decimal digits in line after the text key (past blanks), or "0".
std::string number_after(const std::string& line, const std::string& key) {
  std::size_t from = line.find(key);
  if (from == std::string::npos) return "0";
  from = line.find_first_not_of(" :", from + key.size());
  if (from == std::string::npos) return "0";
  return line.substr(from, line.find_first_not_of("0123456789", from) - from);
}

// The figures of the run, from libFuzzer's status lines ("#RUNS ... exec/s: N").
struct Stats {
  std::string runs = "0", exec_per_second = "0";
  void read(const std::string& line) {
    // -print_final_stats=1's totals, when it prints them (not on Ctrl-C in fork mode).
    if (line.starts_with("stat::number_of_executed_units:")) runs = number_after(line, "units:");
    if (line.starts_with("stat::average_exec_per_sec:") && number_after(line, "sec:") != "0")
      exec_per_second = number_after(line, "sec:");
    if (line.size() < 2 || line[0] != '#' || !std::isdigit(static_cast<unsigned char>(line[1])))
      return;
    runs = line.substr(1, line.find_first_not_of("0123456789", 1) - 1);
    if (line.find("exec/s") != std::string::npos) exec_per_second = number_after(line, "exec/s");
  }
};

// Returns the files in dir whose names start with prefix, written since start.
std::vector<fs::path> new_files(const fs::path& dir, const std::string& prefix,
                                fs::file_time_type start) {
  std::vector<fs::path> out;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir, ec))
    if (e.path().filename().string().starts_with(prefix) && e.last_write_time(ec) >= start)
      out.push_back(e.path());
  return out;
}

std::size_t count_files(const fs::path& dir) {
  std::error_code ec;
  std::size_t n = 0;
  for (const auto& e : fs::directory_iterator(dir, ec)) n += e.is_regular_file(ec);
  return n;
}

// Returns the driver's command line for options (its folders under dir).
std::vector<std::string> driver_args(const FuzzOptions& o, const fs::path& dir) {
  std::vector<std::string> a = {driver_path(), "--plugin=" + fs::absolute(o.plugin).string(),
                                "--report-dir=" + (dir / "crash").string(),
                                "--law-sample=" + o.law_sample};
  if (!o.mapping.empty()) a.push_back("--mapping=" + o.mapping);
  a.push_back("-artifact_prefix=" + (dir / "crash").string() + "/");
  a.push_back("-use_value_profile=1");
  a.push_back("-max_len=64");
  a.push_back("-print_final_stats=1");
  a.push_back("-timeout=" + std::to_string(decimal_arg("--timeout", o.timeout, 1, 86400)));
  if (!o.runs.empty())
    a.push_back("-runs=" + std::to_string(decimal_arg("--runs", o.runs, 1, 1ull << 62)));
  if (!o.max_total_time.empty()) {
    a.push_back("-max_total_time=" +
                std::to_string(decimal_arg("--max-total-time", o.max_total_time, 1, 1u << 30)));
  }
  if (!o.seed.empty())
    a.push_back("-seed=" + std::to_string(decimal_arg("--seed", o.seed, 1, 0xFFFFFFFFu)));
  if (const std::uint64_t jobs = decimal_arg("--jobs", o.jobs, 1, 256); jobs > 1)
    a.push_back("-fork=" + std::to_string(jobs));
  a.push_back((dir / "corpus").string());
  return a;
}

// The environment the driver runs in: this one, or, for a sanitized plugin
// whose runtime the driver lacks, with the runtime preloaded and the
// sanitizer options of check's workers (plugin/sanitizers.h). Exits 2 with
// the reason when the plugin cannot be fuzzed.
std::vector<std::string> driver_environment(const std::string& plugin) {
  const auto& plan = plugin::sanitizer_runtime_plan(fs::absolute(plugin).string(), {});
  if (!plan.gcc_runtime.empty())
    usage_error("plugin '" + plugin + "' was built with gcc's sanitizer runtime (" +
                plan.gcc_runtime +
                "), which cannot share a process with the fuzz driver's clang libFuzzer: build "
                "it with clang for fuzzing (-fsanitize=address,undefined,fuzzer-no-link, "
                "docs/engine-fuzzing.md), or check it with `slidercheck check`");
  if (!plan.error.empty()) usage_error(plan.error);
  if (plan.preload.empty()) return {};
  return plugin::sanitizer_environment(plan);
}

// Replaces this (child) process with args[0], run with args and env (this
// process's environment when env is empty).
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
  _exit(127);
}

// Runs the driver with args in env, its standard error forwarded line by line
// into stats; returns its wait status. Ctrl-C is passed on to it; with a time
// limit, it is killed when it overruns it by a minute.
int run_driver(const std::vector<std::string>& args, const std::vector<std::string>& env,
               double limit_seconds, Stats& stats) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) usage_error("cannot make a pipe");
  const pid_t pid = fork();
  if (pid < 0) usage_error("cannot start the fuzz driver");
  if (pid == 0) {
    dup2(fds[1], 2);
    exec_with(args, env);
  }
  close(fds[1]);
  g_child = pid;
  struct sigaction sa {};
  sa.sa_handler = on_interrupt;
  sigaction(SIGINT, &sa, nullptr);
  sigaction(SIGTERM, &sa, nullptr);
  const auto start = std::chrono::steady_clock::now();
  std::string line;
  char buffer[4096];
  for (;;) {
    const ssize_t n = read(fds[0], buffer, sizeof buffer);
    if (n == 0) break;
    if (n < 0) {
      if (errno != EINTR) break;
    } else {
      std::fwrite(buffer, 1, static_cast<std::size_t>(n), stderr);
      for (ssize_t i = 0; i < n; ++i) {
        if (buffer[i] != '\n' && buffer[i] != '\r') {
          line += buffer[i];
        } else {
          stats.read(line);
          line.clear();
        }
      }
    }
    const double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (limit_seconds > 0 && elapsed > limit_seconds + 60) kill(pid, SIGKILL);
  }
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  g_child = 0;
  return status;
}

// Runs args with its standard output captured (standard error passed on), in
// its own process group, killed after seconds; returns its wait status and
// output, or nothing when it could not be started.
std::optional<std::pair<int, std::string>> run_captured(const std::vector<std::string>& args,
                                                        const std::vector<std::string>& env,
                                                        double seconds) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) return std::nullopt;
  const pid_t pid = fork();
  if (pid < 0) return std::nullopt;
  if (pid == 0) {
    setpgid(0, 0);
    dup2(fds[1], STDOUT_FILENO);
    exec_with(args, env);
  }
  close(fds[1]);
  g_child = pid;
  std::string out;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  char buffer[4096];
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                          deadline - std::chrono::steady_clock::now())
                          .count();
    if (left <= 0) {
      kill(-pid, SIGKILL);
      kill(pid, SIGKILL);
      break;
    }
    pollfd p{.fd = fds[0], .events = POLLIN, .revents = 0};
    if (poll(&p, 1, static_cast<int>(std::min<long long>(left, 1000))) <= 0) continue;
    const ssize_t n = read(fds[0], buffer, sizeof buffer);
    if (n == 0) break;
    if (n < 0 && errno != EINTR) break;
    if (n > 0 && out.size() < (1u << 22)) out.append(buffer, static_cast<std::size_t>(n));
  }
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  kill(-pid, SIGKILL);  // whatever it left in its group
  g_child = 0;
  return std::make_pair(status, out);
}

// Runs `slidercheck check PLUGIN [--mapping M] --timeout T WORDS...` with
// what the header says, and saves its report as report (printed with the
// other findings); returns check's exit status when it is 1 (a finding) or 3
// (a crash), else nothing.
std::optional<int> run_check_into(const FuzzOptions& o, const std::vector<std::string>& words,
                                  const std::string& what, const fs::path& report) {
  std::error_code ec;
  std::vector<std::string> check = {fs::read_symlink("/proc/self/exe", ec).string(), "check",
                                    o.plugin};
  if (ec) return std::nullopt;
  if (!o.mapping.empty()) check.insert(check.end(), {"--mapping", o.mapping});
  check.insert(check.end(), {"--timeout", o.timeout});
  check.insert(check.end(), words.begin(), words.end());
  std::printf("\n  re-running %s as check does: %s\n", what.c_str(), shell_words(check).c_str());
  std::fflush(stdout);
  const auto ran = run_captured(check, {}, 600);
  if (!ran || !WIFEXITED(ran->first)) return std::nullopt;
  const int code = WEXITSTATUS(ran->first);
  if (code != 1 && code != 3) return std::nullopt;
  std::ofstream(report) << ran->second;
  return code;
}

// Re-runs the call that crash (a libFuzzer crash file) makes as `slidercheck
// check` does, in its isolated workers: a sanitizer's report there becomes
// check's finding, shrunk, with boards and a reproduce command, saved beside
// the crash file (finding-crash-*.txt). env: the driver's environment.
std::optional<int> recheck_crash(const FuzzOptions& o, const std::vector<std::string>& env,
                                 const std::string& driver, const fs::path& crash) {
  std::vector<std::string> decode = {driver, "--plugin=" + fs::absolute(o.plugin).string(),
                                     "--decode=" + crash.string()};
  if (!o.mapping.empty()) decode.push_back("--mapping=" + o.mapping);
  const auto out = run_captured(decode, env, 60);
  if (!out || !WIFEXITED(out->first) || WEXITSTATUS(out->first) != 0) return std::nullopt;
  std::vector<std::string> words;
  std::istringstream lines(out->second);
  for (std::string line; std::getline(lines, line);) words.push_back(line);
  if (words.empty()) return std::nullopt;
  return run_check_into(o, words, crash.string(),
                        crash.parent_path() / ("finding-" + crash.filename().string() + ".txt"));
}

// After a driver that ended before its first input (the plugin crashed, or a
// sanitizer stopped it, while loading or in slidercheck_init): the load as
// check makes it, whose report says where, with the error and its frame
// (saved as finding-load.txt).
std::optional<int> recheck_load(const FuzzOptions& o, const fs::path& crash_dir) {
  return run_check_into(o, {"--level", "quick"}, "the load", crash_dir / "finding-load.txt");
}

int cmd_fuzz(const FuzzOptions& o) {
  if (access(o.plugin.c_str(), R_OK) != 0)
    usage_error("cannot read plugin '" + o.plugin + "': " + std::strerror(errno));
  std::string name = fs::path(o.plugin).filename().string();
  if (name.ends_with(".so")) name.resize(name.size() - 3);
  const fs::path dir = o.dir.empty() ? fs::path("slidercheck-fuzz-corpus") / name : fs::path(o.dir);
  // Every option is checked, and the plugin found fuzzable, before a folder is made.
  const std::vector<std::string> args = driver_args(o, dir);
  const std::vector<std::string> env = driver_environment(o.plugin);
  std::error_code ec;
  fs::create_directories(dir / "corpus", ec);
  fs::create_directories(dir / "crash", ec);
  if (ec) usage_error("cannot make the folders under " + dir.string() + ": " + ec.message());
  const auto start = fs::file_time_type::clock::now() - std::chrono::seconds(1);
  Stats stats;
  const double limit =
      o.max_total_time.empty() ? 0 : static_cast<double>(std::stoull(o.max_total_time));
  const int status = run_driver(args, env, limit, stats);
  const bool exited = WIFEXITED(status);
  auto saved_findings = [&] {
    std::vector<fs::path> out;
    for (const fs::path& p : new_files(dir / "crash", "finding-", start))
      if (p.extension() == ".txt") out.push_back(p);
    return out;
  };
  std::vector<fs::path> crashes;
  for (const char* prefix : {"crash-", "timeout-", "oom-", "leak-"})
    for (const fs::path& p : new_files(dir / "crash", prefix, start)) crashes.push_back(p);
  // A crash (say, a sanitizer's report) is re-run as check runs it; its
  // report is saved with the mismatches' and counted with them.
  std::optional<int> recheck;
  const bool ended_badly = !(exited && (WEXITSTATUS(status) == 0 || WEXITSTATUS(status) == 2));
  if (saved_findings().empty() && !g_interrupted && !crashes.empty() &&
      !(exited && WEXITSTATUS(status) == 2))
    recheck = recheck_crash(o, env, args[0], crashes.front());
  else if (saved_findings().empty() && !g_interrupted && crashes.empty() && ended_badly &&
           stats.runs == "0")
    recheck = recheck_load(o, dir / "crash");
  const std::vector<fs::path> findings = saved_findings();
  std::printf(
      "\nslidercheck fuzz: %s%s runs, %s exec/s, corpus %zu inputs (%s), %zu finding%s "
      "(%s)\n",
      g_interrupted ? "interrupted: " : "", stats.runs.c_str(), stats.exec_per_second.c_str(),
      count_files(dir / "corpus"), (dir / "corpus").c_str(), findings.size(),
      findings.size() == 1 ? "" : "s", (dir / "crash").c_str());
  for (const fs::path& f : findings) {  // the reports, last on the screen
    std::ifstream in(f);
    std::printf("\n%s  saved: %s\n", std::string(std::istreambuf_iterator<char>(in), {}).c_str(),
                f.c_str());
  }
  if (recheck) return *recheck;
  if (!findings.empty()) return 1;
  if (exited && WEXITSTATUS(status) == 2) return 2;  // the driver's one-line error
  if (!crashes.empty()) {
    std::printf("  the plugin crashed or hung on an input: %s\n  reproduce: %s --plugin=%s %s\n",
                crashes.front().c_str(), args[0].c_str(), args[1].substr(9).c_str(),
                crashes.front().c_str());
    return 3;
  }
  if (!g_interrupted && !(exited && WEXITSTATUS(status) == 0)) {
    std::printf("  the fuzz driver ended abnormally (%s %d)\n", exited ? "exit status" : "signal",
                exited ? WEXITSTATUS(status) : WTERMSIG(status));
    return 3;
  }
  return 0;
}

}  // namespace

Command add_fuzz(CLI::App& app) {
  auto o = std::make_shared<FuzzOptions>();
  CLI::App* sub = add_subcommand(
      app, "fuzz",
      "coverage-guided differential fuzzing of a plugin with libFuzzer (docs/engine-fuzzing.md)",
      "exit status: 0 no finding, 1 a finding (saved with its report; a crash re-run by check "
      "into one, e.g. a sanitizer's report), 2 unusable input, "
      "3 the plugin crashed or hung");
  sub->add_option("plugin", o->plugin, "the engine's shared library")->required();
  sub->add_option("--dir", o->dir,
                  "its folders corpus/ (kept across runs) and crash/ (findings); default "
                  "./slidercheck-fuzz-corpus/NAME")
      ->option_text("DIR");
  sub->add_option("--mapping", o->mapping, "the engine's squares 0 and 1 (as check)")
      ->option_text("A,B");
  sub->add_option("--runs", o->runs, "stop after this many inputs")->option_text("N");
  sub->add_option("--max-total-time", o->max_total_time, "stop after this many seconds")
      ->option_text("SECONDS");
  sub->add_option("--jobs", o->jobs, "fuzzing processes (libFuzzer -fork; default 2)")
      ->option_text("N");
  sub->add_option("--timeout", o->timeout, "seconds per input before it is a hang (default 10)")
      ->option_text("SECONDS");
  sub->add_option("--seed", o->seed, "libFuzzer's random seed")->option_text("N");
  sub->add_option("--law-sample", o->law_sample, "the laws on 1 input in N (default 64)")
      ->option_text("N");
  return {sub, [o] { return cmd_fuzz(*o); }};
}

#endif

}  // namespace slidercheck::cli
