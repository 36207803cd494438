// The findings of `slidercheck fuzz` (fuzz_command.cpp), one per signature
// (finding_signature.h, as check's SARIF report makes it): a mismatch's is
// "mismatch", its kind and the law its answer breaks ("oracle" when the
// answer differs from the oracle's, whichever law's call met it); a crash's
// is what went wrong and its kind: a sanitizer's error type and the plugin
// frame it stopped in, a signal ("crash") and the plugin frame libFuzzer's
// stack trace shows, or libFuzzer's own ("timeout", "out-of-memory"),
// whichever law made the call. The crash folder keeps one file
// signature-FINGERPRINT per signature: its first line the signature, its second the
// finding's report (a file beside it). The driver makes the mismatches' (the
// fuzz entry's keep_going mode); this file makes the crashes', replaying each
// crash file in the driver with its calls logged, so that the call that
// crashed, a law's derived call included, is the one check re-runs.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace slidercheck::cli {

// A crash file replayed in the driver with its calls logged.
struct TracedCrash {
  bool failed = false;             // the driver stopped on it (a crash, a hang, a finding)
  bool mismatch = false;           // it stopped on a mismatch (the driver's FINDING report)
  std::string output;              // the driver's standard error
  std::string law = "oracle";      // the law of the last call made
  std::vector<std::string> words;  // the last call as check's options, or empty
};

// Returns the driver's refusal of a replayed input's position (malformed, or
// outside the domain: the reason after its "slidercheck: error: "), or "".
std::string refused_position(const TracedCrash& t);

// Replays file in the driver (driver_args: the driver, --plugin=..., and its
// other options; env: its environment) with each call logged to a temporary
// file; past_mismatches: a mismatch does not stop it (the crash after it is
// the one wanted); the driver is killed after seconds. Returns what
// happened, or nothing when the driver could not run.
std::optional<TracedCrash> trace_crash(const std::vector<std::string>& driver_args,
                                       const std::vector<std::string>& env,
                                       const std::filesystem::path& file, bool past_mismatches,
                                       double seconds = 600);

// Returns the signature of a traced crash of plugin (its path).
std::string crash_signature(const TracedCrash& crash, const std::string& plugin);

// Claims signature in crash_dir: returns true when it is new (its file made,
// for record_report), false when it was known (its file touched: this run
// counts it).
bool claim_signature(const std::filesystem::path& crash_dir, const std::string& signature);

// Writes report (a file name in crash_dir) as signature's report.
void record_report(const std::filesystem::path& crash_dir, const std::string& signature,
                   const std::string& report);

// Adds the call words give (check's options of one call) to crash_dir's
// crashing-calls (one call a line, as check's options), which the driver
// answers by the oracle instead of making them (fuzz_entry.h:
// DriverMode::keep_going).
void record_crashing_call(const std::filesystem::path& crash_dir,
                          const std::vector<std::string>& words);

// Returns the signature whose report is report (a file name in crash_dir),
// or "" when none names it.
std::string signature_of_report(const std::filesystem::path& crash_dir, const std::string& report);

// Returns the reports of the signatures met since start (their files made or
// touched since), oldest first; a signature without its report yet is left out.
std::vector<std::filesystem::path> reports_since(const std::filesystem::path& crash_dir,
                                                 std::filesystem::file_time_type start);

// Returns the kind check's options words name (--function KIND), or "".
std::string kind_of(const std::vector<std::string>& words);

// Returns the category of the finding libFuzzer saved as file: "timeout"
// (timeout-*), "out-of-memory" (oom-*), "leak" (leak-*), else "crash".
std::string category_of_file(const std::filesystem::path& file);

// Returns the files in dir whose names start with prefix, written since start.
std::vector<std::filesystem::path> new_files(const std::filesystem::path& dir,
                                             const std::string& prefix,
                                             std::filesystem::file_time_type start);

// Returns the number of regular files in dir.
std::size_t count_files(const std::filesystem::path& dir);

// Returns whether p is a crash's report (finding-crash-SHA1.txt,
// finding-timeout-..., -oom-, -leak-), not a mismatch's.
bool is_crash_report(const std::filesystem::path& p);

// Returns the driver's finding (from "slidercheck: FINDING" to its end) in output.
std::string driver_finding(const std::string& output);

// Writes text as the file report, whole or not at all (a full disk leaves
// no cut report): false, with a line saying why on standard output, when it
// cannot.
bool write_report(const std::filesystem::path& report, const std::string& text);

}  // namespace slidercheck::cli
