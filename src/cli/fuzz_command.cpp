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
// 130 interrupted (SIGINT, SIGTERM or SIGHUP), after the summary.
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
#include "cli/fuzz_sarif.h"
#include "cli/options.h"
#include "plugin/descendants.h"
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
  std::string bit_mapping, pawn_sides;  // as check's (empty: the plugin's symbol, else the default)
  std::string law_sample = "64";
  bool jobs_given = false, merge = false;
  bool coverage = false;
  std::string coverage_html, sarif, format = "text";
  std::vector<std::string> files;            // inputs to replay instead of fuzzing
  std::vector<std::string> libfuzzer_flags;  // after "--": passed on to libFuzzer
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

// Returns the conventions given (--mapping, --bit-mapping, --pawn-sides) as
// the driver takes them (--NAME=VALUE) or as check does (--NAME VALUE).
std::vector<std::string> convention_words(const FuzzOptions& o, bool for_driver) {
  std::vector<std::string> words;
  for (const auto& [name, value] :
       {std::pair<std::string, const std::string&>{"--mapping", o.mapping},
        {"--bit-mapping", o.bit_mapping},
        {"--pawn-sides", o.pawn_sides}}) {
    if (value.empty()) continue;
    if (for_driver) {
      words.push_back(name + "=" + value);
    } else {
      words.insert(words.end(), {name, value});
    }
  }
  return words;
}

// Returns driver and its options that name the plugin and its conventions:
// the start of every command line of it.
std::vector<std::string> driver_base(const FuzzOptions& o, const std::string& driver) {
  std::vector<std::string> a = {driver, "--plugin=" + fs::absolute(o.plugin).string()};
  for (std::string& word : convention_words(o, true)) a.push_back(std::move(word));
  return a;
}
std::vector<std::string> driver_base(const FuzzOptions& o) { return driver_base(o, driver_path()); }

// Returns words with word after them.
std::vector<std::string> with(std::vector<std::string> words, std::string word) {
  words.push_back(std::move(word));
  return words;
}

// Checks the options (exits 2 with one line on a bad one).
void check_options(const FuzzOptions& o) {
  for (const auto& [name, value] :
       {std::pair<const char*, const std::string&>{"--mapping", o.mapping},
        {"--bit-mapping", o.bit_mapping}}) {
    if (!value.empty() && !Mapping::parse(value))
      usage_error(std::string("bad ") + name + " '" + value +
                  "' (want the engine's squares 0 and 1: a1,b1 a1,a2 a8,b8 a8,a7 h1,g1 h1,h2 h8,g8 "
                  "or h8,h7)");
  }
  if (!o.pawn_sides.empty() && !parse_pawn_sides(o.pawn_sides))
    usage_error("bad --pawn-sides '" + o.pawn_sides + "' (want board or relative)");
  (void)decimal_arg("--law-sample", o.law_sample, 1, 1ull << 62);
  (void)decimal_arg("--timeout", o.timeout, 1, 86400);
  if (!o.runs.empty()) (void)decimal_arg("--runs", o.runs, 1, 1ull << 62);
  if (!o.max_total_time.empty())
    (void)decimal_arg("--max-total-time", o.max_total_time, 1, 1u << 30);
  if (!o.seed.empty()) (void)decimal_arg("--seed", o.seed, 1, 0xFFFFFFFFu);
  (void)decimal_arg("--jobs", o.jobs, 1, 256);
}

// Whether a run forks (libFuzzer -fork): --jobs above 1, without --runs
// (libFuzzer's -runs bounds each fork-mode child, not their sum).
bool forks(const FuzzOptions& o) { return o.runs.empty() && o.jobs != "1"; }

// Returns the driver's command line for a run (its folders under dir): runs
// and seconds, when set, what is left of --runs and --max-total-time.
std::vector<std::string> driver_args(const FuzzOptions& o, const fs::path& dir,
                                     const std::string& runs, const std::string& seconds) {
  std::vector<std::string> a = driver_base(o);
  a.insert(a.end(), {"--report-dir=" + (dir / "crash").string(), "--law-sample=" + o.law_sample,
                     "--keep-going", "-artifact_prefix=" + (dir / "crash").string() + "/",
                     "-use_value_profile=1", "-dict=" + (dir / "slidercheck.dict").string(),
                     "-print_final_stats=1", "-timeout=" + o.timeout});
  if (!runs.empty()) a.push_back("-runs=" + runs);
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

// A child's exit status and standard output; a command line's words.
using ExitAndOutput = std::pair<int, std::string>;
using Words = std::vector<std::string>;

// Returns `slidercheck check PLUGIN [conventions] --timeout T WORDS...`.
std::vector<std::string> check_command(const FuzzOptions& o,
                                       const std::vector<std::string>& words) {
  std::error_code ec;
  std::vector<std::string> check = {fs::read_symlink("/proc/self/exe", ec).string(), "check",
                                    o.plugin};
  const std::vector<std::string> conventions = convention_words(o, false);
  check.insert(check.end(), conventions.begin(), conventions.end());
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
  std::vector<std::string> decode = driver_base(o, driver);
  decode.push_back("--decode=" + input.string());
  const auto out = run_captured(decode, env, 60);
  if (!out || !WIFEXITED(out->first) || WEXITSTATUS(out->first) != 0) return std::nullopt;
  std::vector<std::string> words;
  std::istringstream lines(out->second);
  for (std::string line; std::getline(lines, line);) words.push_back(line);
  if (words.empty()) return std::nullopt;
  return words;
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

// Returns the start of the driver's command line that replays files one by
// one, as a run checks them (the same law sample and timeout), saving nothing.
std::vector<std::string> trace_args(const FuzzOptions& o) {
  std::vector<std::string> a = driver_base(o);
  a.insert(a.end(), {"--report-dir=", "--law-sample=" + o.law_sample, "-timeout=" + o.timeout});
  return a;
}

// A crash report (finding-crash-SHA1.txt, ...), not a mismatch's.
bool is_crash_report(const fs::path& p) {
  const std::string name = p.filename().string();
  for (const char* prefix : {"finding-crash-", "finding-timeout-", "finding-oom-", "finding-leak-"})
    if (name.starts_with(prefix)) return true;
  return false;
}

// What the crashes of a run became.
struct Triage {
  std::vector<fs::path> unresolved;  // check did not re-run them into a report
  bool check_found = false;          // check re-ran one into a finding (exit 1)
  bool check_crashed = false;        // ... into a crash report (exit 3)
};

// Each crash (libFuzzer's crash file) replayed in the driver with its calls
// logged, and claimed by its signature (fuzz_findings.h): a new one re-run as
// check runs it (the call that crashed, a law's derived call included: a
// sanitizer's report becomes check's finding, shrunk), its report saved
// beside the crash file as finding-crash-SHA1.txt and recorded; a known one
// only counted.
void triage_crashes(const FuzzOptions& o, const std::vector<std::string>& env,
                    const fs::path& crash_dir, const std::vector<fs::path>& crashes, Triage& t) {
  const std::vector<std::string> base = trace_args(o);
  for (const fs::path& crash : crashes) {
    if (interrupt_signal() != 0) return;
    std::optional<TracedCrash> traced = trace_crash(base, env, crash, true);
    if (!traced || !traced->failed || traced->words.empty()) {
      TracedCrash decoded;  // it does not come back in a replay: its decoded call
      const auto words = decoded_call(o, env, base[0], crash);
      if (!words) {
        t.unresolved.push_back(crash);
        continue;
      }
      decoded.words = *words;
      traced = decoded;
    }
    const std::string signature = crash_signature(*traced, fs::absolute(o.plugin).string());
    if (traced->failed) record_crashing_call(crash_dir, traced->words);
    if (!claim_signature(crash_dir, signature)) {
      std::printf("\n  %s: the same finding as before (%s)\n", crash.c_str(), signature.c_str());
      continue;
    }
    const std::string report = "finding-" + crash.filename().string() + ".txt";
    const std::string what =
        crash.string() +
        (traced->law == "oracle" ? "" : " (the call law " + traced->law + " made)");
    const auto code = run_check_into(o, traced->words, what, crash_dir / report);
    if (!code) {
      t.unresolved.push_back(crash);
      continue;
    }
    record_report(crash_dir, signature, report);
    (*code == 1 ? t.check_found : t.check_crashed) = true;
  }
}

// Prints the summary line, then the findings' reports, last on the screen.
void print_summary(const fs::path& dir, const std::string& runs, const std::string& exec_per_second,
                   const std::vector<fs::path>& findings) {
  std::printf(
      "\nslidercheck fuzz: %s%s runs, %s exec/s, corpus %zu inputs (%s), %zu finding%s "
      "(%s)\n",
      interrupt_signal() != 0 ? "interrupted: " : "", runs.c_str(), exec_per_second.c_str(),
      count_files(dir / "corpus"), (dir / "corpus").c_str(), findings.size(),
      findings.size() == 1 ? "" : "s", (dir / "crash").c_str());
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

// Returns the folder of o's corpus and findings: --dir, or
// ./slidercheck-fuzz-corpus/NAME for NAME.so.
fs::path fuzz_dir(const FuzzOptions& o) {
  std::string name = fs::path(o.plugin).filename().string();
  if (name.ends_with(".so")) name.resize(name.size() - 3);
  return o.dir.empty() ? fs::path("slidercheck-fuzz-corpus") / name : fs::path(o.dir);
}

// Returns the driver's finding (from "slidercheck: FINDING" to its end) in output.
std::string driver_finding(const std::string& output) {
  const std::size_t from = output.find("slidercheck: FINDING");
  if (from == std::string::npos) return "";
  std::size_t to = output.find("\n==", from);
  return output.substr(from, to == std::string::npos ? std::string::npos : to - from + 1);
}

// `slidercheck fuzz PLUGIN FILE...`: each file replayed as a run checks it;
// a mismatch printed as the driver reports it, a crash re-run as check runs
// the call that crashed. Makes no folder.
int replay_files(const FuzzOptions& o, const std::vector<std::string>& env) {
  for (const std::string& f : o.files)
    if (access(f.c_str(), R_OK) != 0)
      usage_error("cannot read '" + f + "': " + std::strerror(errno));
  int found = 0, crashed = 0;
  for (const std::string& f : o.files) {
    if (interrupt_signal() != 0) return 130;
    const auto traced = trace_crash(trace_args(o), env, f, false);
    if (!traced) usage_error(std::string("cannot run the fuzz driver: ") + std::strerror(errno));
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
    if (ran) std::printf("%s", ran->second.c_str());
    if (ran && ran->first == 1) {
      ++found;
    } else {
      ++crashed;
      std::printf("  %s: the plugin crashed or hung on it\n  reproduce: %s\n", f.c_str(),
                  driver_reproduce(o, fs::absolute(f).string()).c_str());
    }
  }
  std::printf("\nslidercheck fuzz: replayed %zu file%s: %d finding%s, %d crash%s\n", o.files.size(),
              o.files.size() == 1 ? "" : "s", found, found == 1 ? "" : "s", crashed,
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
    if (interrupt_signal() != 0) return 130;
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
// every kind, made from the kind table by the driver.
void write_seeds(const std::vector<std::string>& env, const fs::path& dir) {
  const auto ran = run_captured({driver_path(), "--write-seeds=" + (dir / "seeds").string(),
                                 "--write-dict=" + (dir / "slidercheck.dict").string()},
                                env, 60);
  if (!ran || !WIFEXITED(ran->first) || WEXITSTATUS(ran->first) != 0)
    usage_error("cannot write the seeds into " + (dir / "seeds").string());
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
  std::vector<fs::path> seen;
  for (;;) {
    const auto elapsed = static_cast<std::uint64_t>(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count());
    std::string runs, seconds;
    if (!o.runs.empty()) runs = std::to_string(std::stoull(o.runs) - totals.runs);
    if (!o.max_total_time.empty())
      seconds = std::to_string(std::stoull(o.max_total_time) - elapsed);
    DriverStats stats;
    const double limit = seconds.empty() ? 0 : static_cast<double>(std::stoull(seconds));
    const auto [driver_pid, status] =
        run_driver(driver_args(o, dir, runs, seconds), env, limit, stats);
    remove_fork_temp_dir(driver_pid, env);
    totals.status = status;
    totals.runs += std::strtoull(stats.runs.c_str(), nullptr, 10);
    totals.exec_per_second = stats.exec_per_second;
    totals.own_error = totals.own_error || stats.own_error;
    if (interrupt_signal() != 0) return totals;
    std::vector<fs::path> crashes;
    for (const char* prefix : {"crash-", "timeout-", "oom-", "leak-"})
      for (const fs::path& p : new_files(dir / "crash", prefix, start))
        if (std::find(seen.begin(), seen.end(), p) == seen.end()) crashes.push_back(p);
    seen.insert(seen.end(), crashes.begin(), crashes.end());
    const bool exited = WIFEXITED(status);
    if (exited && WEXITSTATUS(status) == 2 && stats.own_error) return totals;
    triage_crashes(o, env, dir / "crash", crashes, triage);
    const std::uint64_t now = static_cast<std::uint64_t>(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count());
    if (forks(o) || crashes.empty() || stats.runs == "0" || interrupt_signal() != 0 ||
        (!o.runs.empty() && totals.runs >= std::stoull(o.runs)) ||
        (!o.max_total_time.empty() && now >= std::stoull(o.max_total_time)))
      return totals;
    std::fprintf(stderr,
                 "slidercheck fuzz: restarting the fuzzer after a crash (%llu runs so far)\n",
                 static_cast<unsigned long long>(totals.runs));
  }
}

int cmd_fuzz(const FuzzOptions& o) {
  catch_interrupts();
  if (access(o.plugin.c_str(), R_OK) != 0)
    usage_error("cannot read plugin '" + o.plugin + "': " + std::strerror(errno));
  const fs::path dir = fuzz_dir(o);
  // Every option is checked, and the plugin found fuzzable, before a folder is made.
  check_options(o);
  std::vector<std::string> env = driver_environment(o.plugin);
  if (!o.files.empty()) return replay_files(o, env);
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
  write_seeds(env, dir);
  if (o.merge) return merge_corpus(o, env, dir);
  if (!o.runs.empty() && o.jobs_given && o.jobs != "1")
    std::fprintf(stderr, "slidercheck fuzz: --runs %s: one fuzzing process (--jobs %s unused)\n",
                 o.runs.c_str(), o.jobs.c_str());
  const auto start = fs::file_time_type::clock::now() - std::chrono::seconds(1);
  Triage triage;
  const Totals totals = run_rounds(o, env, dir, start, triage);
  const int status = totals.status;
  const bool exited = WIFEXITED(status);
  std::optional<int> load;
  if (interrupt_signal() == 0) {
    for (const fs::path& report : new_files(dir / "crash", "finding-", start))
      if (report.extension() == ".txt" && !is_crash_report(report) &&
          fs::exists(fs::path(report).replace_extension()))
        replay_mismatch(o, env, driver_path(), report);
    const bool crashed = !new_files(dir / "crash", "crash-", start).empty();
    if (!crashed && totals.runs == 0 && !totals.own_error && !(exited && WEXITSTATUS(status) == 0))
      load = recheck_load(o, dir / "crash");
  }
  std::vector<fs::path> findings = reports_since(dir / "crash", start);
  if (load) findings.push_back(dir / "crash" / "finding-load.txt");
  print_summary(dir, std::to_string(totals.runs), totals.exec_per_second, findings);
  if (coverage && interrupt_signal() == 0) corpus_coverage(o, *coverage, dir, env);
  if (interrupt_signal() != 0) return 130;  // as check's interrupted run
  if (load) return *load;
  const bool mismatch = std::any_of(findings.begin(), findings.end(),
                                    [](const fs::path& p) { return !is_crash_report(p); });
  if (mismatch || triage.check_found || (!findings.empty() && !triage.check_crashed)) return 1;
  if (!findings.empty()) return 3;
  if (exited && WEXITSTATUS(status) == 2 && totals.own_error) return 2;  // its one-line error
  if (!triage.unresolved.empty()) {
    const fs::path& crash = triage.unresolved.front();
    std::printf("  the plugin crashed or hung on an input: %s\n  reproduce: %s\n", crash.c_str(),
                driver_reproduce(o, crash.string()).c_str());
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
  // A helper the plugin starts that leaves the driver's process group
  // becomes ours once its parent ends, and ends when this command does.
  isolation::adopt_descendants();
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
      code == 130 ? std::vector<fs::path>{} : reports_since(fuzz_dir(o) / "crash", start);
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
      "3 the plugin crashed or hung, 130 interrupted (SIGINT, SIGTERM, SIGHUP). Flags after "
      "-- go to libFuzzer (slidercheck fuzz PLUGIN -- -only_ascii=1 -dict=FILE)");
  sub->add_option("plugin", o->plugin, "the engine's shared library")->required();
  sub->add_option("files", o->files,
                  "fuzz inputs to replay instead of fuzzing (crash files, findings' inputs, corpus "
                  "files): each checked as a run checks it, a crash re-run as check runs the call "
                  "that crashed")
      ->option_text("FILE...");
  sub->add_flag("--merge", o->merge,
                "minimise the corpus (libFuzzer -merge=1: the inputs that keep its coverage)");
  sub->add_option("--dir", o->dir,
                  "its folders corpus/ (kept across runs) and crash/ (findings); default "
                  "./slidercheck-fuzz-corpus/NAME")
      ->option_text("DIR");
  sub->add_option("--mapping", o->mapping, "the engine's squares 0 and 1 (as check)")
      ->option_text("A,B");
  sub->add_option("--bit-mapping", o->bit_mapping,
                  "the engine's bits 0 and 1, numbered apart from its squares (as check)")
      ->option_text("A,B");
  sub->add_option("--pawn-sides", o->pawn_sides,
                  "board or relative: how its one-sided pawn kinds name the sides (as check)")
      ->option_text("SIDES");
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
  return {sub,
          [o, jobs] {
            o->jobs_given = jobs->count() > 0;
            return fuzz_with_sarif(*o);
          },
          &o->libfuzzer_flags};
}

#endif

}  // namespace slidercheck::cli
