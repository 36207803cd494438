// `slidercheck fuzz PLUGIN.so`: coverage-guided differential fuzzing of an
// engine's plugin with libFuzzer. Runs the driver slidercheck-fuzz
// (fuzz/engine/plugin_fuzzer.cpp) in a child with a corpus that persists
// across runs, forwards its output, and ends with a summary (runs, exec/s,
// corpus size, findings), on Ctrl-C too. It keeps fuzzing after a finding
// (fork mode with -ignore_crashes; one fuzzing process is restarted), and
// reports each distinct finding once (fuzz_findings.h). With files after the
// plugin, it replays them instead; with --merge, it minimises the corpus.
//
// Exit status: 0 no finding; 1 a finding (a mismatch, saved with its report,
// or a crash that `check` re-runs into a finding, e.g. a sanitizer's report);
// 2 unusable input, or the driver was not built (clang's libFuzzer is needed);
// 3 the plugin crashed or hung on an input (libFuzzer's crash file is named);
// 128 + the signal's number when interrupted (SIGINT 130, SIGTERM 143, SIGHUP
// 129), after the summary.
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
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
#include "cli/fuzz_findings.h"
#include "cli/fuzz_inputs.h"
#include "cli/fuzz_lines.h"
#include "cli/fuzz_options.h"
#include "cli/fuzz_recorded.h"
#include "cli/fuzz_sarif.h"
#include "cli/options.h"
#include "plugin/descendants.h"
#include "plugin/sanitizers.h"
#include "slidercheck/finding_signature.h"

namespace slidercheck::cli {

#ifndef SLIDERCHECK_FUZZ_DRIVER_INSTALLED

Command add_fuzz(CLI::App& app) {
  return add_unavailable(app, "fuzz",
                         "it needs clang's libFuzzer (configure with clang, e.g. the asan preset)");
}

#else

namespace {

namespace fs = std::filesystem;

// Returns the driver's command line for a run (its folders under dir): runs
// and seconds, when set, what is left of --runs and --max-total-time.
std::vector<std::string> driver_args(const FuzzOptions& o, const fs::path& dir,
                                     const std::string& runs, const std::string& seconds) {
  std::vector<std::string> a = driver_base(o);
  a.insert(a.end(), {"--report-dir=" + (dir / "crash").string(), "--law-sample=" + o.law_sample,
                     "--keep-going", "-artifact_prefix=" + (dir / "crash").string() + "/",
                     "-use_value_profile=1", "-dict=" + (dir / "slidercheck.dict").string(),
                     "-print_final_stats=1", "-timeout=" + o.timeout});
  if (!runs.empty()) a.insert(a.end(), {"-runs=" + runs, "--max-inputs=" + runs});
  if (!seconds.empty()) a.push_back("-max_total_time=" + seconds);
  if (!o.seed.empty()) a.push_back("-seed=" + o.seed);
  if (forks(o)) a.insert(a.end(), {"-fork=" + o.jobs, "-ignore_crashes=1"});
  a.insert(a.end(), o.libfuzzer_flags.begin(), o.libfuzzer_flags.end());
  a.push_back((dir / "corpus").string());
  a.push_back((dir / "seeds").string());
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

// Returns the driver's command line that replays the input file as a
// reproduce line shows it: with the run's timeout, and, for a sanitized
// plugin whose runtime the driver lacks, the variables that preload it.
std::string driver_reproduce(const FuzzOptions& o, const std::string& file) {
  std::string line;
  for (const std::string& var : driver_environment(o.plugin)) {
    for (const char* name : {"LD_PRELOAD=", "ASAN_OPTIONS=", "UBSAN_OPTIONS="})
      if (var.starts_with(name)) line += shell_words({var}) + " ";
  }
  return line + shell_words(with(with(driver_base(o), "-timeout=" + o.timeout), file));
}

// Runs check_command(o, words), saying so, for seconds at most; returns its
// exit status and report (standard output), or nothing when it could not
// run or was killed.
std::optional<ExitAndOutput> run_check(const FuzzOptions& o, const std::vector<std::string>& words,
                                       const std::string& what, double seconds = 600) {
  const std::vector<std::string> check = check_command(o, words);
  std::printf("\n  %s: %s\n", what.c_str(), as_shown(check).c_str());
  std::fflush(stdout);
  const auto ran = run_captured(check, {}, seconds);
  if (!ran || !WIFEXITED(ran->first)) return std::nullopt;
  return std::make_pair(WEXITSTATUS(ran->first), ran->second);
}

// Runs check as run_check does and saves its report as report (printed with
// the other findings); returns check's exit status when it is 1 (a finding)
// or 3 (a crash), else nothing.
std::optional<int> run_check_into(const FuzzOptions& o, const std::vector<std::string>& words,
                                  const std::string& what, const fs::path& report,
                                  double seconds = 600) {
  const auto ran = run_check(o, words, "re-running " + what + " as check does", seconds);
  if (!ran || (ran->first != 1 && ran->first != 3)) return std::nullopt;
  if (!write_report(report, ran->second)) return std::nullopt;
  return ran->first;
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
                     const std::string& driver, const fs::path& report, double seconds) {
  if (seconds <= 0) return;
  const auto words = decoded_call(o, env, driver, fs::path(report).replace_extension());
  if (!words) return;
  const auto replay =
      run_check(o, *words, "replaying the finding alone in a fresh process", seconds);
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
  const auto found = run_check(o, search, "looking for its call sequence", seconds);
  if (!found) return;
  if (found->first == 1)
    out << "\n  that check found it again:\n\n" << found->second;
  else
    out << "  that check did not find it (exit status " << found->first << ")\n";
}

// Returns the start of the driver's command line that replays files one by
// one, as a run checks them (the same law sample and timeout), saving nothing.
std::vector<std::string> trace_args(const FuzzOptions& o) {
  std::vector<std::string> a = driver_base(o);
  a.insert(a.end(), {"--report-dir=", "--law-sample=" + o.law_sample, "-timeout=" + o.timeout,
                     "--refuse-outside-domain"});  // a position not called: exit 2
  return a;
}

// What the crashes of a run became.
struct Triage {
  std::vector<fs::path> unresolved;  // check did not re-run them into a report
  std::vector<char> comes_back;      // ... each one's replay alone in a fresh driver failed
  std::vector<fs::path> untriaged;   // not replayed: the triage's time was spent
  std::vector<Words> settled;        // the calls re-run to an end: findings, known ones, passes
  bool check_found = false;          // check re-ran one into a finding (exit 1)
  bool check_crashed = false;        // ... into a crash report (exit 3)
  // The seconds triage may take after the fuzzing (--triage-time, or a share
  // of --max-total-time), and its hard end: the budget's, or that window
  // after the fuzzing stopped when it stopped late; without a budget, the
  // window from the first step.
  std::optional<double> window;
  std::optional<std::chrono::steady_clock::time_point> end;
  // Returns the seconds a triage step may take: what is left before end, 600 at most.
  double seconds_left() {
    if (window && !end)
      end = std::chrono::steady_clock::now() +
            std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                std::chrono::duration<double>(*window));
    if (!end) return 600;
    return std::min(600.0,
                    std::chrono::duration<double>(*end - std::chrono::steady_clock::now()).count());
  }
};

// The share of --max-total-time kept for the triage (replays and checks of
// the crash files), unless --triage-time says: the fuzzing gets the rest
// (at least a second), and each of the triage's processes only the time left
// before the triage's end, so the whole run ends by the budget; fork mode,
// which stops between its jobs, may overrun the fuzzing's part by up to
// kBudgetGraceSeconds, and the triage keeps its whole window after it.
constexpr double kTriageShare = 0.25;

// A crash file that does not crash alone (its replay in a fresh driver and
// check's run of its call, words, pass): the crash depends on the calls made
// before it in the fuzzing process. check is run on its function with the
// workers' call history kept (--replay-dir): it makes the calls again, meets
// the crash, says it does not crash in a fresh process and cuts the history
// down to a sequence that crashes from a fresh start (its .calls file in the
// crash folder, its reproduce command `check --sequence FILE`). Saved as
// report after a note saying so when check finds it (exit 1 or 3); returns
// check's exit status then, else nothing.
std::optional<int> search_history(const FuzzOptions& o, const std::vector<std::string>& words,
                                  const fs::path& crash, const fs::path& report, double seconds) {
  const std::string kind = kind_of(words);
  if (kind.empty()) return std::nullopt;
  const std::vector<std::string> search = {"--function", kind, "--replay-dir",
                                           crash.parent_path().string()};
  const bool hang = category_of_file(crash) == "timeout";
  const std::string note =
      "  " + crash.string() + ": the fuzzing process " + (hang ? "hung" : "crashed") +
      " on it, and it does not " + (hang ? "hang" : "crash") +
      " alone: " + as_shown(check_command(o, words)) +
      " passes in a fresh process, so this depends on the calls made before it in the fuzzing "
      "process\n  its call sequence: " +
      as_shown(check_command(o, search)) +
      " makes the function's calls again and cuts the calls before the failure down to a "
      "sequence that fails from a fresh start (docs/check.md, failures that depend on earlier "
      "calls)\n";
  std::printf("\n%s", note.c_str());
  const auto found = run_check(o, search, "looking for its call sequence", seconds);
  if (!found || (found->first != 1 && found->first != 3)) {
    std::printf("  that check did not find it (%s)\n",
                found ? ("exit status " + std::to_string(found->first)).c_str()
                      : "it did not end in the time left");
    return std::nullopt;
  }
  if (!write_report(report, note + "\n  that check found it:\n\n" + found->second))
    return std::nullopt;
  return found->first;
}

// Each crash (libFuzzer's crash file) replayed in the driver with its calls
// logged, and claimed by its signature (fuzz_findings.h): a new one re-run as
// check runs it (the call that crashed, a law's derived call included: a
// sanitizer's report becomes check's finding, shrunk), or, when it does not
// crash alone, its call history searched as check does (search_history); its
// report saved beside the crash file as finding-crash-SHA1.txt and recorded;
// a known one only counted. Past the triage's end, the crashes left are
// listed as untriaged.
void triage_crashes(const FuzzOptions& o, const std::vector<std::string>& env,
                    const fs::path& crash_dir, const std::vector<fs::path>& crashes, Triage& t) {
  const std::vector<std::string> base = trace_args(o);
  for (const fs::path& crash : crashes) {
    if (interrupt_signal() != 0) return;
    if (t.seconds_left() <= 0) {
      t.untriaged.push_back(crash);
      continue;
    }
    std::optional<TracedCrash> traced = trace_crash(base, env, crash, true, t.seconds_left());
    if (interrupt_signal() != 0) return;  // the replay ended of the signal, not of the plugin
    const bool alone = traced && traced->failed && !traced->words.empty();
    std::string signature;
    if (alone) {
      signature = crash_signature(*traced, fs::absolute(o.plugin).string());
    } else {
      TracedCrash decoded;  // it does not come back in a replay: its decoded call
      const auto words = decoded_call(o, env, base[0], crash);
      if (!words) {
        t.unresolved.push_back(crash);
        t.comes_back.push_back(alone);
        continue;
      }
      decoded.words = *words;
      traced = decoded;
      signature = signature_text({category_of_file(crash), kind_of(*words), "", ""});
    }
    if (alone) record_crashing_call(crash_dir, traced->words);
    if (!claim_signature(crash_dir, signature)) {
      std::printf("\n  %s: the same finding as before (%s)\n", crash.c_str(), signature.c_str());
      t.settled.push_back(traced->words);
      continue;
    }
    // finding-crash-SHA1.txt (a crash file named as libFuzzer names them;
    // -exact_artifact_path's FILE: finding-crash-FILE.txt).
    std::string name = crash.filename().string();
    if (category_of_file(crash) == "crash" && !name.starts_with("crash-")) name = "crash-" + name;
    const std::string report = "finding-" + name + ".txt";
    const std::string what =
        crash.string() +
        (traced->law == "oracle" ? "" : " (the call law " + traced->law + " made)");
    auto code = run_check_into(o, traced->words, what, crash_dir / report, t.seconds_left());
    if (!code && !alone && interrupt_signal() == 0 && t.seconds_left() > 0)
      code = search_history(o, traced->words, crash, crash_dir / report, t.seconds_left());
    if (interrupt_signal() != 0) return;
    if (!code) {
      if (t.seconds_left() > 0) t.settled.push_back(traced->words);  // check passed it
      t.unresolved.push_back(crash);
      t.comes_back.push_back(alone);
      continue;
    }
    record_report(crash_dir, signature, report);
    t.settled.push_back(traced->words);
    (*code == 1 ? t.check_found : t.check_crashed) = true;
  }
}

// Prints the summary line, then the findings' reports, last on the screen.
// untriaged: the crash files the triage's time did not reach (said after).
void print_summary(const fs::path& dir, const std::string& runs, const std::string& exec_per_second,
                   const std::vector<fs::path>& findings, std::size_t untriaged = 0) {
  const std::string left = untriaged == 0 ? ""
                                          : "; " + std::to_string(untriaged) + " crash file" +
                                                (untriaged == 1 ? "" : "s") + " left untriaged";
  std::printf(
      "\nslidercheck fuzz: %s%s runs, %s exec/s, corpus %zu inputs (%s), %zu finding%s "
      "(%s)%s\n",
      interrupt_signal() != 0 ? "interrupted: " : "", runs.c_str(), exec_per_second.c_str(),
      count_files(dir / "corpus"), (dir / "corpus").c_str(), findings.size(),
      findings.size() == 1 ? "" : "s", (dir / "crash").c_str(), left.c_str());
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
  std::vector<std::string> args = driver_base(o);
  args.insert(args.end(),
              {"--report-dir=" + (dir / "crash").string(), "--law-sample=" + o.law_sample});
  args.insert(args.end(), {"-artifact_prefix=" + (dir / "crash").string() + "/", "-runs=0",
                           (dir / "corpus").string()});
  std::printf("\n  coverage: running the corpus once (%zu inputs)\n", count_files(dir / "corpus"));
  std::fflush(stdout);
  (void)run_captured(args, env, 3600);
  std::fputs(coverage.report().c_str(), stdout);
}

// `slidercheck fuzz PLUGIN FILE...`: each file replayed as a run checks it;
// a mismatch printed as the driver reports it, a crash re-run as check runs
// the call that crashed. Makes no folder. A signal while one is replayed
// ends the replay as an interruption.
int replay_files(const FuzzOptions& o, const std::vector<std::string>& files,
                 const std::vector<std::string>& env) {
  int found = 0, crashed = 0;
  for (const std::string& f : files) {
    if (interrupt_signal() != 0) return interrupted_status();
    const auto traced = trace_crash(trace_args(o), env, f, false);
    if (interrupt_signal() != 0) return interrupted_status();
    if (!traced) usage_error(std::string("cannot run the fuzz driver: ") + std::strerror(errno));
    if (const std::string why = refused_position(*traced); !why.empty())
      usage_error("cannot replay '" + f + "': " + why);  // the driver's line: nothing called
    if (!traced->failed) {
      std::printf("%s: no finding\n", f.c_str());
      continue;
    }
    if (traced->mismatch) {
      std::printf("%s:\n\n%s\n", f.c_str(), driver_finding(traced->output).c_str());
      ++found;
      continue;
    }
    const std::string what =
        "the call that crashed on " + f +
        (traced->law == "oracle" ? "" : " (the call law " + traced->law + " made)");
    const auto ran = traced->words.empty()
                         ? std::nullopt
                         : run_check(o, traced->words, "re-running " + what + " as check does");
    if (interrupt_signal() != 0) return interrupted_status();
    if (ran) std::printf("%s", ran->second.c_str());
    if (ran && ran->first == 1) {
      ++found;
    } else {
      ++crashed;
      std::printf("  %s: the plugin crashed or hung on it\n  reproduce: %s\n", f.c_str(),
                  driver_reproduce(o, fs::absolute(f).string()).c_str());
    }
  }
  std::printf("\nslidercheck fuzz: replayed %zu file%s: %d finding%s, %d crash%s\n", files.size(),
              files.size() == 1 ? "" : "s", found, found == 1 ? "" : "s", crashed,
              crashed == 1 ? "" : "es");
  return found > 0 ? 1 : crashed > 0 ? 3 : 0;
}

// `slidercheck fuzz PLUGIN --merge`: the corpus minimised by libFuzzer's
// -merge=1 (the inputs that keep its coverage, seeds included), in place.
int merge_corpus(const FuzzOptions& o, const std::vector<std::string>& env, const fs::path& dir) {
  const fs::path merged = dir / "corpus.merged", old = dir / "corpus.old";
  std::error_code ec;
  fs::remove_all(merged, ec);
  fs::remove_all(old, ec);
  fs::create_directories(merged, ec);
  const std::size_t before = count_files(dir / "corpus");
  std::vector<std::string> args = driver_base(o);
  args.insert(
      args.end(),
      {"--report-dir=" + (dir / "crash").string(), "--law-sample=" + o.law_sample, "--keep-going",
       "-merge=1", "-artifact_prefix=" + (dir / "crash").string() + "/", "-timeout=" + o.timeout});
  args.insert(args.end(), o.libfuzzer_flags.begin(), o.libfuzzer_flags.end());
  args.insert(args.end(), {merged.string(), (dir / "corpus").string(), (dir / "seeds").string()});
  DriverStats stats;
  const auto [pid, status] = run_driver(args, env, 0, stats);
  remove_fork_temp_dir(pid, env);
  if (interrupt_signal() != 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    fs::remove_all(merged, ec);
    if (interrupt_signal() != 0) return interrupted_status();
    std::printf("slidercheck fuzz: the merge ended abnormally (%s %d); the corpus is unchanged\n",
                WIFEXITED(status) ? "exit status" : "signal",
                WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
    return 3;
  }
  fs::rename(dir / "corpus", old, ec);
  if (!ec) fs::rename(merged, dir / "corpus", ec);
  if (ec) usage_error("cannot replace " + (dir / "corpus").string() + ": " + ec.message());
  fs::remove_all(old, ec);
  std::printf("\nslidercheck fuzz: merged: corpus %zu inputs -> %zu inputs (%s)\n", before,
              count_files(dir / "corpus"), (dir / "corpus").c_str());
  return 0;
}

// Writes the seeds (DIR/seeds/) and the dictionary (DIR/slidercheck.dict) of
// every kind, made from the kind table by the driver. Returns false when a
// signal ended it (an interruption); exits 2 when they cannot be written.
bool write_seeds(const std::vector<std::string>& env, const fs::path& dir) {
  const auto ran = run_captured({driver_path(), "--write-seeds=" + (dir / "seeds").string(),
                                 "--write-dict=" + (dir / "slidercheck.dict").string()},
                                env, 60);
  if (interrupt_signal() != 0) return false;
  if (!ran || !WIFEXITED(ran->first) || WEXITSTATUS(ran->first) != 0)
    usage_error("cannot write the seeds into " + (dir / "seeds").string() + no_space_note(dir));
  return true;
}

// A run's figures, over its restarts.
struct Totals {
  std::uint64_t runs = 0;
  std::string exec_per_second = "0";
  bool own_error = false;
  int status = 0;  // the last driver's wait status
};

// Runs the driver until its budget is spent: one fork-mode run (which goes
// on after crashes), or one fuzzing process restarted after each crash while
// --runs and --max-total-time leave some; each run's crashes triaged.
Totals run_rounds(const FuzzOptions& o, const std::vector<std::string>& env, const fs::path& dir,
                  fs::file_time_type start, Triage& triage) {
  Totals totals;
  const auto began = std::chrono::steady_clock::now();
  if (!o.triage_time.empty()) triage.window = std::stod(o.triage_time);
  // The fuzzing's own seconds: --max-total-time less the triage's window.
  std::string fuzzing_time;
  if (!o.max_total_time.empty()) {
    const double budget = std::stod(o.max_total_time);
    if (!triage.window) triage.window = kTriageShare * budget;
    const auto fuzzing = static_cast<std::uint64_t>(std::max(1.0, budget - *triage.window));
    fuzzing_time = std::to_string(fuzzing);
    triage.end = began + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                             std::chrono::duration<double>(
                                 std::max(budget, static_cast<double>(fuzzing) + *triage.window)));
  }
  std::vector<fs::path> seen;
  std::optional<fs::file_time_type> exact_seen;
  for (;;) {
    const auto elapsed = static_cast<std::uint64_t>(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count());
    // (libFuzzer reads -max_total_time=0 as no limit.)
    if (!fuzzing_time.empty() && elapsed >= std::stoull(fuzzing_time)) return totals;
    std::string runs, seconds;
    if (!o.runs.empty()) runs = std::to_string(std::stoull(o.runs) - totals.runs);
    if (!fuzzing_time.empty()) seconds = std::to_string(std::stoull(fuzzing_time) - elapsed);
    DriverStats stats;
    const double limit = seconds.empty() ? 0 : static_cast<double>(std::stoull(seconds));
    const auto [driver_pid, status] =
        run_driver(driver_args(o, dir, runs, seconds), env, limit, stats);
    remove_fork_temp_dir(driver_pid, env);
    totals.status = status;
    // The triage's whole window comes after the fuzzing, however late that
    // stopped (fork mode stops between its jobs only).
    if (triage.end && !fuzzing_time.empty()) {
      const auto now = std::chrono::steady_clock::now();
      if (now - began >= std::chrono::seconds(std::stoull(fuzzing_time)))
        triage.end = std::max(*triage.end,
                              now + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                        std::chrono::duration<double>(*triage.window)));
    }
    std::uint64_t ran = std::strtoull(stats.runs.c_str(), nullptr, 10);
    // (libFuzzer counts the corpus's inputs past -runs; the driver checked
    // the first ones only: --max-inputs.)
    if (!runs.empty()) ran = std::min<std::uint64_t>(ran, std::stoull(runs));
    totals.runs += ran;
    totals.exec_per_second = stats.exec_per_second;
    totals.own_error = totals.own_error || stats.own_error;
    if (interrupt_signal() != 0) return totals;
    std::vector<fs::path> crashes;
    for (const char* prefix : {"crash-", "timeout-", "oom-", "leak-"})
      for (const fs::path& p : new_files(dir / "crash", prefix, start))
        if (std::find(seen.begin(), seen.end(), p) == seen.end()) crashes.push_back(p);
    seen.insert(seen.end(), crashes.begin(), crashes.end());
    if (auto exact = new_exact_artifact(o.libfuzzer_flags, start, &exact_seen))
      crashes.push_back(std::move(*exact));
    const bool exited = WIFEXITED(status);
    if (exited && WEXITSTATUS(status) == 2 && stats.own_error) return totals;
    triage_crashes(o, env, dir / "crash", crashes, triage);
    const std::uint64_t now = static_cast<std::uint64_t>(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count());
    if (forks(o) || crashes.empty() || stats.runs == "0" || interrupt_signal() != 0 ||
        (!o.runs.empty() && totals.runs >= std::stoull(o.runs)) ||
        (!fuzzing_time.empty() && now >= std::stoull(fuzzing_time)))
      return totals;
    std::fprintf(stderr,
                 "slidercheck fuzz: restarting the fuzzer after a crash (%llu runs so far)\n",
                 static_cast<unsigned long long>(totals.runs));
  }
}

// Loads the plugin in the driver (its --probe: dlopen, its symbols,
// slidercheck_init) before any folder is made: a plugin the driver refuses
// in a line of its own (no slidercheck_* function, an undefined symbol,
// slidercheck_init failing) is that line (exit 2). A probe that crashes or
// hangs is left to the run, which reports the load as a finding.
void probe_plugin(const FuzzOptions& o, const std::vector<std::string>& env) {
  const auto ran =
      run_captured(with(driver_base(o), "--probe"), env, 60 + std::stod(o.timeout), STDERR_FILENO);
  if (interrupt_signal() != 0 || !ran || !WIFEXITED(ran->first) || WEXITSTATUS(ran->first) != 2)
    return;
  const std::string key = "slidercheck-fuzz: error: ";
  const std::size_t at = ran->second.find(key);
  if (at == std::string::npos) return;
  const std::size_t from = at + key.size();
  usage_error(ran->second.substr(from, ran->second.find('\n', from) - from));
}

// Returns why a recorded crash was not re-run: the triage's window ended first.
std::string untriaged_why(const Triage& t) {
  if (!t.window) return "check did not re-run it to an end";
  char window[96];
  std::snprintf(window, sizeof window,
                "the triage (%.0f s after the fuzzing, --triage-time) ended before check re-ran it",
                t.window.value_or(0));
  return window;
}

// Prints what a run left unresolved (a crash check did not re-run into a
// report) or untriaged (the triage's time spent), with the command that
// replays it.
void print_unresolved(const FuzzOptions& o, const Triage& triage) {
  if (!triage.untriaged.empty()) {
    std::vector<std::string> replay = {"fuzz", o.plugin};
    for (const fs::path& f : triage.untriaged) replay.push_back(f.string());
    std::printf(
        "slidercheck fuzz: %zu crash file%s left untriaged: the time for triage (%.0f s after "
        "the fuzzing, --triage-time) is spent; replay %s: slidercheck %s\n",
        triage.untriaged.size(), triage.untriaged.size() == 1 ? "" : "s", triage.window.value_or(0),
        triage.untriaged.size() == 1 ? "it" : "them", shell_words(replay).c_str());
  }
  if (triage.unresolved.empty()) return;
  // The driver's replay of the file is the command only when it brings the
  // crash back: else it would pass (exit 0), and none is given.
  const fs::path& crash = triage.unresolved.front();
  if (triage.comes_back.front())
    std::printf("  the plugin crashed or hung on an input: %s\n  reproduce: %s\n", crash.c_str(),
                driver_reproduce(o, crash.string()).c_str());
  else
    std::printf(
        "  the plugin crashed or hung on an input: %s\n  it does not come back alone (its "
        "replay in a fresh driver, and check's of its call and of its function, pass): it "
        "depends on the calls before it in the fuzzing process, and no command brings it "
        "back\n",
        crash.c_str());
}

int cmd_fuzz(const FuzzOptions& o) {
  check_plugin_file(o.plugin);
  const fs::path dir = fuzz_dir(o);
  // Every option is checked, and the plugin found fuzzable, before a folder is made.
  check_options(o);
  std::vector<std::string> env = driver_environment(o.plugin);
  if (!o.files.empty()) return replay_files(o, replay_inputs(o.files), env);
  probe_plugin(o, env);
  if (interrupt_signal() != 0) return interrupted_status();
  // --coverage: the run's own processes write their profiles too.
  std::optional<Coverage> coverage;
  if (o.coverage || !o.coverage_html.empty()) {
    coverage.emplace(o.plugin, o.coverage_html);
    coverage->set_in_environment();
    if (!env.empty()) env.push_back(coverage->variable());
  }
  std::error_code ec;
  const bool fresh = !fs::exists(fs::symlink_status(dir, ec));
  fs::create_directories(dir / "corpus", ec);
  if (!ec) fs::create_directories(dir / "crash", ec);
  if (ec) usage_error("cannot make the folders under " + dir.string() + ": " + ec.message());
  move_oversized_files(dir / "corpus", dir / "oversized");
  const auto start = fs::file_time_type::clock::now() - std::chrono::seconds(1);
  if (!write_seeds(env, dir)) {
    print_summary(dir, "0", "0", {});
    return interrupted_status();
  }
  if (o.merge) return merge_corpus(o, env, dir);
  if (!o.runs.empty() && o.jobs_given && o.jobs != "1")
    std::fprintf(stderr, "slidercheck fuzz: --runs %s: one fuzzing process (--jobs %s unused)\n",
                 o.runs.c_str(), o.jobs.c_str());
  Triage triage;
  const std::uintmax_t records = records_start(dir / "crash");
  const Totals totals = run_rounds(o, env, dir, start, triage);
  const int status = totals.status;
  const bool exited = WIFEXITED(status);
  // A finding the driver could not save on a full disk: its one line (it
  // left nothing of the finding), exit 2.
  if (exited && WEXITSTATUS(status) == 2 && totals.own_error && interrupt_signal() == 0 &&
      !no_space_note(dir / "crash").empty())
    return 2;
  if (exited && WEXITSTATUS(status) == 2 && totals.own_error && totals.runs == 0 &&
      interrupt_signal() == 0) {
    // The driver's one-line error (printed) before any input: nothing to keep.
    if (fresh) fs::remove_all(dir, ec);
    return 2;
  }
  std::optional<int> load;
  if (interrupt_signal() == 0) {
    for (const fs::path& report : new_files(dir / "crash", "finding-", start))
      if (report.extension() == ".txt" && !is_crash_report(report) &&
          fs::exists(fs::path(report).replace_extension()))
        replay_mismatch(o, env, driver_path(), report, triage.seconds_left());
    // A crash the triage did not turn into a finding is reported from the
    // fuzzing process's record of it.
    if (!triage.untriaged.empty() || !triage.unresolved.empty())
      if (report_recorded(o, env, dir / "crash", records, triage.settled, untriaged_why(triage)) >
          0)
        triage.check_crashed = true;
    std::optional<fs::file_time_type> no_time;
    const bool crashed = !new_files(dir / "crash", "crash-", start).empty() ||
                         new_exact_artifact(o.libfuzzer_flags, start, &no_time).has_value();
    if (!crashed && totals.runs == 0 && !totals.own_error &&
        !(exited && WEXITSTATUS(status) == 0)) {
      // A full disk ends the driver before its first input too: not the plugin's load.
      if (!no_space_note(dir).empty())
        usage_error("the fuzz driver ended before its first input" + no_space_note(dir));
      load = recheck_load(o, dir / "crash");
    }
  }
  std::vector<fs::path> findings = reports_since(dir / "crash", start);
  if (load) findings.push_back(dir / "crash" / "finding-load.txt");
  print_summary(dir, std::to_string(totals.runs), totals.exec_per_second, findings,
                triage.untriaged.size());
  if (coverage && interrupt_signal() == 0) corpus_coverage(o, *coverage, dir, env);
  if (interrupt_signal() != 0) return interrupted_status();
  if (load) return *load;
  print_unresolved(o, triage);
  const bool mismatch = std::any_of(findings.begin(), findings.end(),
                                    [](const fs::path& p) { return !is_crash_report(p); });
  if (mismatch || triage.check_found || (!findings.empty() && !triage.check_crashed)) return 1;
  if (!findings.empty()) return 3;
  if (exited && WEXITSTATUS(status) == 2 && totals.own_error) return 2;  // its one-line error
  if (!triage.unresolved.empty() || !triage.untriaged.empty()) return 3;
  if (!(exited && WEXITSTATUS(status) == 0)) {
    const std::string how = std::string(exited ? "exit status " : "signal ") +
                            std::to_string(exited ? WEXITSTATUS(status) : WTERMSIG(status));
    if (!no_space_note(dir).empty())
      usage_error("the fuzz driver ended (" + how + ")" + no_space_note(dir));
    std::printf("  the fuzz driver ended abnormally (%s)\n", how.c_str());
    return 3;
  }
  return 0;
}

// cmd_fuzz with --sarif FILE or --format sarif: the run's findings as a SARIF
// log, each re-run by `check --format sarif` (fuzz_sarif.h). With --format
// sarif, standard output carries the log only: the run's text goes to
// standard error.
int fuzz_with_sarif(const FuzzOptions& o) {
  // A signal from here on ends the run with its summary and reports.
  catch_interrupts();
  // Descriptors 0 to 2 closed by the user are not the plugin's doing.
  reopen_standard_fds();
  // A helper the plugin starts that leaves the driver's process group
  // becomes ours once its parent ends, and ends when this command does.
  isolation::adopt_descendants();
  if (o.format != "text" && o.format != "sarif")
    usage_error("bad --format '" + o.format + "' (want text or sarif)");
  if (o.format == "text" && o.sarif.empty()) return cmd_fuzz(o);
  if (!o.sarif.empty()) check_report_path("--sarif", o.sarif);
  std::fflush(stdout);
  const int out = o.format == "sarif" ? dup(STDOUT_FILENO) : -1;
  if (out >= 0) dup2(STDERR_FILENO, STDOUT_FILENO);
  const auto start = fs::file_time_type::clock::now() - std::chrono::seconds(1);
  int code = 0;
  std::string error;  // a one-line error (exit 2): the log says it
  try {
    code = cmd_fuzz(o);
  } catch (const UsageError& e) {
    code = 2;
    error = e.message.empty() ? "unusable input" : e.message;
  }
  std::fflush(stdout);
  std::vector<std::string> env;
  std::vector<fs::path> findings;
  if (code != 2 && interrupt_signal() == 0) {
    env = driver_environment(o.plugin);
    findings = reports_since(fuzz_dir(o) / "crash", start);
  }
  const std::string text = fuzz_sarif(
      o.plugin, code, error, findings,
      [&](const fs::path& input) { return decoded_call(o, env, driver_path(), input); },
      [&](const std::vector<std::string>& words) -> std::optional<std::string> {
        std::vector<std::string> check = check_command(o, words);
        check.insert(check.end(), {"--format", "sarif", "--quiet"});
        const auto ran = run_captured(check, {}, 600);
        if (!ran || !WIFEXITED(ran->first)) return std::nullopt;
        return ran->second;
      });
  if (!o.sarif.empty() && !write_report(o.sarif, text)) {
    std::fprintf(stderr, "slidercheck: error: cannot write --sarif file '%s'\n", o.sarif.c_str());
    if (code == 0) code = 2;
  }
  if (out >= 0) {
    std::FILE* sarif = fdopen(out, "w");
    std::fputs(text.c_str(), sarif);
    std::fclose(sarif);
  }
  if (!error.empty()) throw UsageError{error};
  return code;
}

}  // namespace

int run_fuzz(const FuzzOptions& o) { return fuzz_with_sarif(o); }

#endif

}  // namespace slidercheck::cli
