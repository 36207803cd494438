// The calls a fuzzing process recorded as it crashed (the driver's
// crash/crashed-inputs: each call's encoded input and why it crashed, a
// signal or a sanitizer's error type; fuzz/engine/crashed_calls.h), reported
// from that record when the triage did not turn them into findings: its
// window was spent before it reached their crash files, or before check
// re-ran them. Such a finding is not lost: it names the function, the
// signal or sanitizer error, the call, and the check command that re-runs it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "cli/fuzz_lines.h"

namespace slidercheck::cli {

// Returns where the records of a run start: the size of crash_dir's
// crashed-inputs now (0 when there is none).
std::uintmax_t records_start(const std::filesystem::path& crash_dir);

// Reports each call recorded in crash_dir's crashed-inputs past start that
// is not in settled (the calls the triage re-ran to an end: into findings,
// known ones, or passes), once each: its report saved as
// finding-crash-recorded-FINGERPRINT.txt under its signature (so the run's
// findings list it), or counted when its signature is known. why: why the
// triage did not reach it. env: the driver's. Returns how many it saved.
std::size_t report_recorded(const FuzzOptions& o, const std::vector<std::string>& env,
                            const std::filesystem::path& crash_dir, std::uintmax_t start,
                            const std::vector<Words>& settled, const std::string& why);

}  // namespace slidercheck::cli
