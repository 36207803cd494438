// The options of `slidercheck fuzz` (fuzz_command.cpp runs it): what the
// command line gives, checked before any folder is made, and the words that
// carry them to the driver and to the checks that re-run its findings.
#pragma once

#include <CLI/CLI.hpp>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace slidercheck::cli {

struct FuzzOptions {
  std::string plugin, dir, mapping, runs, max_total_time, jobs = "2", timeout = "10", seed;
  // As check's (empty: the plugin's symbol, else the default).
  std::string bit_mapping, pawn_sides, own_square, xray_blockers, pairs, pawn_squares;
  std::string law_sample = "64";
  std::string triage_time;  // --triage-time (empty: a share of --max-total-time)
  bool jobs_given = false, merge = false;
  bool coverage = false;
  std::string coverage_html, sarif, format = "text";
  std::vector<std::string> files;            // inputs to replay instead of fuzzing
  std::vector<std::string> libfuzzer_flags;  // after "--": passed on to libFuzzer
  // The options whose empty value is refused (refuse_empty_values), with their values.
  std::vector<std::pair<const CLI::Option*, const std::string*>> valued;
};

// The exit status of a run a signal ended: 128 + its number, as a shell
// reports a process the signal killed (SIGINT 130, SIGTERM 143, SIGHUP 129).
int interrupted_status();

// Returns the conventions given (--mapping, --bit-mapping, --pawn-sides,
// --own-square, --xray-blockers, --pairs, --pawn-squares) as
// the driver takes them (--NAME=VALUE) or as check does (--NAME VALUE).
std::vector<std::string> convention_words(const FuzzOptions& o, bool for_driver);

// Checks the options and libFuzzer's flags (exits 2 with one line on a bad one).
void check_options(const FuzzOptions& o);

// Whether a run forks (libFuzzer -fork): --jobs above 1, without --runs
// (libFuzzer's -runs bounds each fork-mode child, not their sum).
bool forks(const FuzzOptions& o);

// Returns the folder of o's corpus and findings: --dir, or
// ./slidercheck-fuzz-corpus/NAME for NAME.so.
std::filesystem::path fuzz_dir(const FuzzOptions& o);

// Runs `slidercheck fuzz` with o (fuzz_command.cpp); returns its exit status.
int run_fuzz(const FuzzOptions& o);

}  // namespace slidercheck::cli
