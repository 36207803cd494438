// `slidercheck fuzz --sarif FILE` / `--format sarif`: the findings of a fuzz
// run as one SARIF 2.1.0 log. Each saved finding's input is re-run by
// `slidercheck check --format sarif` (the check's own renderer, sarif_report),
// and their results are merged into one run, one result per fingerprint
// (finding_signature.h: the fingerprint of the signature that named the
// finding's signature-* file).
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace slidercheck::cli {

// The check options (one word each) that re-run a saved finding, or nothing.
using FindingCall =
    std::function<std::optional<std::vector<std::string>>(const std::filesystem::path& input)>;
// Runs `slidercheck check PLUGIN WORDS... --format sarif`; returns its report.
using SarifCheck = std::function<std::optional<std::string>(const std::vector<std::string>&)>;

// Returns the SARIF log of a fuzz run of plugin that ended with exit_code
// (error: its one-line error, exit 2; for exit 128 + a signal, a note that
// a signal ended it):
// a result per distinct finding of findings (the finding-*.txt reports of
// the crash folder: a mismatch's beside its input, a crash's re-run named
// for its crash file, finding-load.txt for the load), from check's report of
// its input; a finding that check does not find again alone (it depends on
// earlier calls) is a result of its own with the finding's text and its
// signature (its signature-* file's, fuzz_findings.h).
std::string fuzz_sarif(const std::string& plugin, int exit_code, const std::string& error,
                       const std::vector<std::filesystem::path>& findings,
                       const FindingCall& call_of, const SarifCheck& check);

}  // namespace slidercheck::cli
