// The check's reports, rendered from a CheckSpec and its CheckOutcome (text,
// JSON, JUnit XML), and the commands they print to replay a failure.
//
// Each renderer works from the outcome's data (none edits another's output),
// and each is total: any byte in any string (a plugin path, a mapping symbol,
// a name, a note) gives valid output. Text shows such bytes escaped
// (one_line), JSON and XML replace bytes that are not valid UTF-8 with U+FFFD
// (and XML the characters XML 1.0 forbids).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "slidercheck/check.h"
#include "slidercheck/check_spec.h"
#include "slidercheck/command_line.h"
#include "slidercheck/implementation.h"
#include "slidercheck/mismatch_text.h"
#include "slidercheck/plan.h"

namespace slidercheck {

// Returns the human-readable report.
std::string text_report(const CheckSpec& spec, const CheckOutcome& outcome);
// Returns the JSON report (schema docs/check-report.schema.json).
std::string json_report(const CheckSpec& spec, const CheckOutcome& outcome);
// Returns the warnings about options that change nothing: --own-square or
// --xray-blockers given when no checked function takes what they are about
// (in the text report's header and the JSON report's "warnings").
std::vector<std::string> contract_warnings(const CheckSpec& spec, const CheckOutcome& outcome);
// Returns the SARIF 2.1.0 report (code scanning's format): one result per
// finding (a counterexample, a sanitizer's error, a crash, a timeout), its
// rule named for the kind and law or the error type, its location the
// engine's source line (a path under root relative to SRCROOT), and a
// fingerprint of its signature (partialFingerprints, finding_signature.h).
// docs/check.md.
std::string sarif_report(const CheckSpec& spec, const CheckOutcome& outcome,
                         const std::string& root);
// Returns the JUnit XML report, one testcase per function, and one erroring
// testcase when a worker ended outside any call (outcome.error).
std::string junit_report(const CheckSpec& spec, const CheckOutcome& outcome);
// Returns the report of a crash or a timeout.
std::string crash_report(const FunctionResult& r, const CheckOutcome& outcome);

// The sequence file (--sequence): a comment line, then one call a line, the
// options of input_options without the leading space.
std::string sequence_text(const std::string& subject, const std::vector<Input>& calls);
// Returns the text of a mismatch that depends on earlier calls or is not
// deterministic (the lines the text report adds), or "".
std::string reproduction_text(const FunctionResult& r, const CheckOutcome& o);

}  // namespace slidercheck
