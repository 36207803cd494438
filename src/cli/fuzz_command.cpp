// `slidercheck fuzz PLUGIN.so`: coverage-guided differential fuzzing of an
// engine's plugin with libFuzzer. Runs the driver slidercheck-fuzz
// (fuzz/engine/plugin_fuzzer.cpp) in a child with a corpus that persists
// across runs, forwards its output, and ends with a summary (runs, exec/s,
// corpus size, findings), on Ctrl-C too.
//
// Exit status: 0 no finding; 1 a finding (a mismatch, saved with its report,
// or a crash that `check` re-runs into a finding, e.g. a sanitizer's report);
// 2 unusable input, or the driver was not built (clang's libFuzzer is needed);
// 3 the plugin crashed or hung on an input (libFuzzer's crash file is named);
// 130 interrupted (SIGINT, SIGTERM or SIGHUP), after the summary.
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

#include "cli/coverage.h"
#include "cli/fuzz_driver_run.h"
#include "cli/fuzz_sarif.h"
#include "cli/options.h"
#include "plugin/sanitizers.h"

namespace slidercheck::cli {

#ifndef SLIDERCHECK_FUZZ_DRIVER_INSTALLED

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
  bool jobs_given = false;
  bool coverage = false;
  std::string coverage_html, sarif, format = "text";
};

// Returns the driver, found relative to this executable: where an install
// puts it (libexec/slidercheck/), else where a build tree has it (fuzz/), so a
// moved prefix or build tree still finds it. Exits 2 when neither has it.
std::string driver_path() {
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (ec) usage_error(std::string("cannot find the fuzz driver: /proc/self/exe: ") + ec.message());
  const fs::path dir = self.parent_path();
  for (const char* relative : {SLIDERCHECK_FUZZ_DRIVER_INSTALLED, SLIDERCHECK_FUZZ_DRIVER_BUILT}) {
    const fs::path driver = (dir / relative).lexically_normal();
    if (access(driver.c_str(), X_OK) == 0) return driver;
  }
  usage_error("cannot find the fuzz driver slidercheck-fuzz (looked in " +
              (dir / SLIDERCHECK_FUZZ_DRIVER_INSTALLED).lexically_normal().string() + " and " +
              (dir / SLIDERCHECK_FUZZ_DRIVER_BUILT).lexically_normal().string() + ")");
}

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
  if (!o.mapping.empty() && !Mapping::parse(o.mapping))
    usage_error("bad --mapping '" + o.mapping +
                "' (want the engine's squares 0 and 1: a1,b1 a1,a2 a8,b8 a8,a7 h1,g1 h1,h2 h8,g8 "
                "or h8,h7)");
  (void)decimal_arg("--law-sample", o.law_sample, 1, 1ull << 62);
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
  // --runs counts the inputs of one process: libFuzzer's -runs bounds each
  // fork-mode child, not their sum.
  if (const std::uint64_t jobs = decimal_arg("--jobs", o.jobs, 1, 256); jobs > 1 && o.runs.empty())
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

// A child's exit status and standard output; a command line's words.
using ExitAndOutput = std::pair<int, std::string>;
using Words = std::vector<std::string>;

// Returns `slidercheck check PLUGIN [--mapping M] --timeout T WORDS...`.
std::vector<std::string> check_command(const FuzzOptions& o,
                                       const std::vector<std::string>& words) {
  std::error_code ec;
  std::vector<std::string> check = {fs::read_symlink("/proc/self/exe", ec).string(), "check",
                                    o.plugin};
  if (!o.mapping.empty()) check.insert(check.end(), {"--mapping", o.mapping});
  check.insert(check.end(), {"--timeout", o.timeout});
  check.insert(check.end(), words.begin(), words.end());
  return check;
}

// Returns command as a reproduce line shows it: "slidercheck check ...".
std::string as_shown(const std::vector<std::string>& command) {
  return "slidercheck " + shell_words({command.begin() + 1, command.end()});
}

// Runs check_command(o, words), saying so; returns its exit status and
// report (standard output), or nothing when it could not run or was killed.
std::optional<ExitAndOutput> run_check(const FuzzOptions& o, const std::vector<std::string>& words,
                                       const std::string& what) {
  const std::vector<std::string> check = check_command(o, words);
  std::printf("\n  %s: %s\n", what.c_str(), as_shown(check).c_str());
  std::fflush(stdout);
  const auto ran = run_captured(check, {}, 600);
  if (!ran || !WIFEXITED(ran->first)) return std::nullopt;
  return std::make_pair(WEXITSTATUS(ran->first), ran->second);
}

// Runs check as run_check does and saves its report as report (printed with
// the other findings); returns check's exit status when it is 1 (a finding)
// or 3 (a crash), else nothing.
std::optional<int> run_check_into(const FuzzOptions& o, const std::vector<std::string>& words,
                                  const std::string& what, const fs::path& report) {
  const auto ran = run_check(o, words, "re-running " + what + " as check does");
  if (!ran || (ran->first != 1 && ran->first != 3)) return std::nullopt;
  std::ofstream(report) << ran->second;
  return ran->first;
}

// Returns the call that input (a fuzz input file) makes as check's options,
// one word each (the driver's --decode), or nothing. env: the driver's.
std::optional<Words> decoded_call(const FuzzOptions& o, const std::vector<std::string>& env,
                                  const std::string& driver, const fs::path& input) {
  std::vector<std::string> decode = {driver, "--plugin=" + fs::absolute(o.plugin).string(),
                                     "--decode=" + input.string()};
  if (!o.mapping.empty()) decode.push_back("--mapping=" + o.mapping);
  const auto out = run_captured(decode, env, 60);
  if (!out || !WIFEXITED(out->first) || WEXITSTATUS(out->first) != 0) return std::nullopt;
  std::vector<std::string> words;
  std::istringstream lines(out->second);
  for (std::string line; std::getline(lines, line);) words.push_back(line);
  if (words.empty()) return std::nullopt;
  return words;
}

// Re-runs the call that crash (a libFuzzer crash file) makes as `slidercheck
// check` does, in its isolated workers: a sanitizer's report there becomes
// check's finding, shrunk, with boards and a reproduce command, saved beside
// the crash file (finding-crash-*.txt). env: the driver's environment.
std::optional<int> recheck_crash(const FuzzOptions& o, const std::vector<std::string>& env,
                                 const std::string& driver, const fs::path& crash) {
  const auto words = decoded_call(o, env, driver, crash);
  if (!words) return std::nullopt;
  return run_check_into(o, *words, crash.string(),
                        crash.parent_path() / ("finding-" + crash.filename().string() + ".txt"));
}

// After a driver that ended before its first input without a reason of its
// own (the plugin crashed, closed the driver's standard error, or a sanitizer
// stopped it, while loading or in slidercheck_init): the load as check makes
// it, whose report says why, with the error and its frame (saved as
// finding-load.txt), with the command that reproduces it when check's report
// has none (a load error ends check before any input).
std::optional<int> recheck_load(const FuzzOptions& o, const fs::path& crash_dir) {
  const std::vector<std::string> words = {"--level", "quick"};
  const fs::path report = crash_dir / "finding-load.txt";
  const auto code = run_check_into(o, words, "the load", report);
  if (!code) return code;
  std::ifstream in(report);
  if (std::string(std::istreambuf_iterator<char>(in), {}).find("reproduce: ") == std::string::npos)
    std::ofstream(report, std::ios::app)
        << "  reproduce: " << as_shown(check_command(o, words)) << "\n";
  return code;
}

// A mismatch found by the driver (report: its finding-KIND-HASH.txt, beside
// the shrunk input finding-KIND-HASH) is replayed as its reproduce command
// does, in a fresh process. When it passes there, the failure depends on the
// calls made before it: the report gets a note saying so and the check that
// finds the call sequence (check reproduces the failure and cuts the call
// history down, its sequence file in the crash folder), and that check's
// report when it finds it.
void replay_mismatch(const FuzzOptions& o, const std::vector<std::string>& env,
                     const std::string& driver, const fs::path& report) {
  const auto words = decoded_call(o, env, driver, fs::path(report).replace_extension());
  if (!words) return;
  const auto replay = run_check(o, *words, "replaying the finding alone in a fresh process");
  if (!replay || replay->first != 0) return;  // it comes back (or check says why it cannot)
  std::string kind;
  for (std::size_t i = 0; i + 1 < words->size(); ++i)
    if ((*words)[i] == "--function") kind = (*words)[i + 1];
  if (kind.empty()) return;
  const std::vector<std::string> search = {"--function", kind, "--replay-dir",
                                           report.parent_path().string()};
  std::ofstream out(report, std::ios::app);
  out << "  does not come back alone: " << as_shown(check_command(o, *words))
      << " passes in a fresh process, so this failure depends on the calls made before it in "
         "the fuzzing process\n"
      << "  its call sequence: " << as_shown(check_command(o, search))
      << " reproduces the failure and cuts the calls before it down to a sequence that fails "
         "from a fresh start (docs/check.md, failures that depend on earlier calls)\n";
  out.flush();
  const auto found = run_check(o, search, "looking for its call sequence");
  if (!found) return;
  if (found->first == 1)
    out << "\n  that check found it again:\n\n" << found->second;
  else
    out << "  that check did not find it (exit status " << found->first << ")\n";
}

// What the driver left after it ended: new files of the crash folder.
struct Outcome {
  std::vector<fs::path> findings, crashes;
};

Outcome outcome_since(const fs::path& crash_dir, fs::file_time_type start) {
  Outcome out;
  for (const fs::path& p : new_files(crash_dir, "finding-", start))
    if (p.extension() == ".txt") out.findings.push_back(p);
  for (const char* prefix : {"crash-", "timeout-", "oom-", "leak-"})
    for (const fs::path& p : new_files(crash_dir, prefix, start)) out.crashes.push_back(p);
  return out;
}

// After the driver ended (not interrupted): each mismatch replayed; a crash
// (say, a sanitizer's report) re-run as check runs it, its report saved with
// the mismatches' and counted with them; a driver that ended before its
// first input without its own one-line error: the load re-run as check runs
// it. Returns the exit status of a re-run that became a finding.
std::optional<int> follow_up(const FuzzOptions& o, const std::vector<std::string>& env,
                             const std::string& driver, const fs::path& crash_dir,
                             fs::file_time_type start, int status, const DriverStats& stats) {
  const Outcome found = outcome_since(crash_dir, start);
  for (const fs::path& report : found.findings)
    if (fs::exists(fs::path(report).replace_extension())) replay_mismatch(o, env, driver, report);
  if (!found.findings.empty()) return std::nullopt;
  const bool exited = WIFEXITED(status);
  if (!found.crashes.empty() && !(exited && WEXITSTATUS(status) == 2))
    return recheck_crash(o, env, driver, found.crashes.front());
  if (found.crashes.empty() && stats.runs == "0" && !stats.own_error &&
      !(exited && WEXITSTATUS(status) == 0))
    return recheck_load(o, crash_dir);
  return std::nullopt;
}

// Prints the summary line, then the findings' reports, last on the screen.
void print_summary(const fs::path& dir, const DriverStats& stats,
                   const std::vector<fs::path>& findings) {
  std::printf(
      "\nslidercheck fuzz: %s%s runs, %s exec/s, corpus %zu inputs (%s), %zu finding%s "
      "(%s)\n",
      interrupt_signal() != 0 ? "interrupted: " : "", stats.runs.c_str(),
      stats.exec_per_second.c_str(), count_files(dir / "corpus"), (dir / "corpus").c_str(),
      findings.size(), findings.size() == 1 ? "" : "s", (dir / "crash").c_str());
  for (const fs::path& f : findings) {
    std::ifstream in(f);
    std::printf("\n%s  saved: %s\n", std::string(std::istreambuf_iterator<char>(in), {}).c_str(),
                f.c_str());
  }
}

// --coverage: the corpus run once through the driver (libFuzzer -runs=0, as
// OSS-Fuzz measures a corpus's coverage), its process writing its profile
// beside those of the run; the report printed.
void corpus_coverage(const FuzzOptions& o, const Coverage& coverage, const fs::path& dir,
                     const std::vector<std::string>& env) {
  std::vector<std::string> args = {driver_path(), "--plugin=" + fs::absolute(o.plugin).string(),
                                   "--report-dir=" + (dir / "crash").string(),
                                   "--law-sample=" + o.law_sample};
  if (!o.mapping.empty()) args.push_back("--mapping=" + o.mapping);
  args.insert(args.end(), {"-artifact_prefix=" + (dir / "crash").string() + "/", "-runs=0",
                           (dir / "corpus").string()});
  std::printf("\n  coverage: running the corpus once (%zu inputs)\n", count_files(dir / "corpus"));
  std::fflush(stdout);
  (void)run_captured(args, env, 3600);
  std::fputs(coverage.report().c_str(), stdout);
}

// Returns the folder of o's corpus and findings: --dir, or
// ./slidercheck-fuzz-corpus/NAME for NAME.so.
fs::path fuzz_dir(const FuzzOptions& o) {
  std::string name = fs::path(o.plugin).filename().string();
  if (name.ends_with(".so")) name.resize(name.size() - 3);
  return o.dir.empty() ? fs::path("slidercheck-fuzz-corpus") / name : fs::path(o.dir);
}

int cmd_fuzz(const FuzzOptions& o) {
  catch_interrupts();
  if (access(o.plugin.c_str(), R_OK) != 0)
    usage_error("cannot read plugin '" + o.plugin + "': " + std::strerror(errno));
  const fs::path dir = fuzz_dir(o);
  // Every option is checked, and the plugin found fuzzable, before a folder is made.
  const std::vector<std::string> args = driver_args(o, dir);
  std::vector<std::string> env = driver_environment(o.plugin);
  // --coverage: the run's own processes write their profiles too.
  std::optional<Coverage> coverage;
  if (o.coverage || !o.coverage_html.empty()) {
    coverage.emplace(o.plugin, o.coverage_html);
    coverage->set_in_environment();
    if (!env.empty()) env.push_back(coverage->variable());
  }
  std::error_code ec;
  fs::create_directories(dir / "corpus", ec);
  fs::create_directories(dir / "crash", ec);
  if (ec) usage_error("cannot make the folders under " + dir.string() + ": " + ec.message());
  move_oversized_files(dir / "corpus", dir / "oversized");
  if (!o.runs.empty() && o.jobs_given && o.jobs != "1")
    std::fprintf(stderr, "slidercheck fuzz: --runs %s: one fuzzing process (--jobs %s unused)\n",
                 o.runs.c_str(), o.jobs.c_str());
  const auto start = fs::file_time_type::clock::now() - std::chrono::seconds(1);
  DriverStats stats;
  const double limit =
      o.max_total_time.empty() ? 0 : static_cast<double>(std::stoull(o.max_total_time));
  const auto [driver_pid, status] = run_driver(args, env, limit, stats);
  remove_fork_temp_dir(driver_pid, env);
  std::optional<int> recheck;
  if (interrupt_signal() == 0)
    recheck = follow_up(o, env, args[0], dir / "crash", start, status, stats);
  const Outcome found = outcome_since(dir / "crash", start);
  print_summary(dir, stats, found.findings);
  if (coverage && interrupt_signal() == 0) corpus_coverage(o, *coverage, dir, env);
  const bool exited = WIFEXITED(status);
  if (interrupt_signal() != 0) return 130;  // as check's interrupted run
  if (recheck) return *recheck;
  if (!found.findings.empty()) return 1;
  if (exited && WEXITSTATUS(status) == 2 && stats.own_error) return 2;  // its one-line error
  if (!found.crashes.empty()) {
    std::printf("  the plugin crashed or hung on an input: %s\n  reproduce: %s --plugin=%s %s\n",
                found.crashes.front().c_str(), args[0].c_str(), args[1].substr(9).c_str(),
                found.crashes.front().c_str());
    return 3;
  }
  if (!(exited && WEXITSTATUS(status) == 0)) {
    std::printf("  the fuzz driver ended abnormally (%s %d)\n", exited ? "exit status" : "signal",
                exited ? WEXITSTATUS(status) : WTERMSIG(status));
    return 3;
  }
  return 0;
}

// cmd_fuzz with --sarif FILE or --format sarif: the run's findings as a SARIF
// log, each re-run by `check --format sarif` (fuzz_sarif.h). With --format
// sarif, standard output carries the log only: the run's text goes to
// standard error.
int fuzz_with_sarif(const FuzzOptions& o) {
  if (o.format != "text" && o.format != "sarif")
    usage_error("bad --format '" + o.format + "' (want text or sarif)");
  if (o.format == "text" && o.sarif.empty()) return cmd_fuzz(o);
  if (!o.sarif.empty() && !std::ofstream(o.sarif, std::ios::app))
    usage_error("cannot write --sarif file '" + o.sarif + "': " + std::strerror(errno));
  std::fflush(stdout);
  const int out = o.format == "sarif" ? dup(STDOUT_FILENO) : -1;
  if (out >= 0) dup2(STDERR_FILENO, STDOUT_FILENO);
  const auto start = fs::file_time_type::clock::now() - std::chrono::seconds(1);
  const int code = cmd_fuzz(o);
  std::fflush(stdout);
  const std::vector<std::string> env = driver_environment(o.plugin);
  const std::vector<fs::path> findings =
      code == 130 ? std::vector<fs::path>{} : outcome_since(fuzz_dir(o) / "crash", start).findings;
  const std::string text = fuzz_sarif(
      o.plugin, code, findings,
      [&](const fs::path& input) { return decoded_call(o, env, driver_path(), input); },
      [&](const std::vector<std::string>& words) -> std::optional<std::string> {
        std::vector<std::string> check = check_command(o, words);
        check.insert(check.end(), {"--format", "sarif", "--quiet"});
        const auto ran = run_captured(check, {}, 600);
        if (!ran || !WIFEXITED(ran->first)) return std::nullopt;
        return ran->second;
      });
  if (!o.sarif.empty()) {
    std::ofstream file(o.sarif, std::ios::trunc);
    file << text;
    if (!file.flush()) {
      std::fprintf(stderr, "slidercheck: error: cannot write --sarif file '%s'\n", o.sarif.c_str());
      if (code == 0) return 2;
    }
  }
  if (out >= 0) {
    std::FILE* sarif = fdopen(out, "w");
    std::fputs(text.c_str(), sarif);
    std::fclose(sarif);
  }
  return code;
}

}  // namespace

Command add_fuzz(CLI::App& app) {
  auto o = std::make_shared<FuzzOptions>();
  CLI::App* sub = add_subcommand(
      app, "fuzz",
      "coverage-guided differential fuzzing of a plugin with libFuzzer (docs/engine-fuzzing.md)",
      "exit status: 0 no finding, 1 a finding (saved with its report; a crash re-run by check "
      "into one, e.g. a sanitizer's report), 2 unusable input, "
      "3 the plugin crashed or hung, 130 interrupted (SIGINT, SIGTERM, SIGHUP)");
  sub->add_option("plugin", o->plugin, "the engine's shared library")->required();
  sub->add_option("--dir", o->dir,
                  "its folders corpus/ (kept across runs) and crash/ (findings); default "
                  "./slidercheck-fuzz-corpus/NAME")
      ->option_text("DIR");
  sub->add_option("--mapping", o->mapping, "the engine's squares 0 and 1 (as check)")
      ->option_text("A,B");
  sub->add_option("--runs", o->runs,
                  "stop after this many inputs, run in one fuzzing process (--jobs is not used)")
      ->option_text("N");
  sub->add_option("--max-total-time", o->max_total_time, "stop after this many seconds")
      ->option_text("SECONDS");
  CLI::Option* jobs =
      sub->add_option("--jobs", o->jobs,
                      "fuzzing processes (libFuzzer -fork; default 2; 1 with --runs)")
          ->option_text("N");
  sub->add_option("--timeout", o->timeout, "seconds per input before it is a hang (default 10)")
      ->option_text("SECONDS");
  sub->add_option("--seed", o->seed, "libFuzzer's random seed")->option_text("N");
  sub->add_option("--law-sample", o->law_sample, "the laws on 1 input in N (default 64)")
      ->option_text("N");
  sub->add_option("--format", o->format,
                  "text (default), or sarif: standard output carries the SARIF 2.1.0 log of the "
                  "findings only (the run's text goes to standard error)")
      ->option_text("FORMAT");
  sub->add_option("--sarif", o->sarif, "also write the findings as SARIF 2.1.0 (code scanning)")
      ->option_text("FILE");
  sub->add_flag("--coverage", o->coverage,
                "after the run, the lines and branches of the plugin's own sources its corpus "
                "reaches\n(a plugin built by clang with -fprofile-instr-generate "
                "-fcoverage-mapping)");
  sub->add_option("--coverage-html", o->coverage_html,
                  "with --coverage: write llvm-cov's HTML report there")
      ->option_text("DIR");
  return {sub, [o, jobs] {
            o->jobs_given = jobs->count() > 0;
            return fuzz_with_sarif(*o);
          }};
}

#endif

}  // namespace slidercheck::cli
