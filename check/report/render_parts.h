// The pieces the check's renderers share: the text report's numbers, counts
// and failure paragraphs, which the JUnit report (junit.cpp) reuses as the
// text of its elements. Internal to check/report/.
#pragma once

#include <cstdint>
#include <string>

#include "slidercheck/check_spec.h"
#include "slidercheck/plan.h"

namespace slidercheck {

// Returns value printed with the printf format fmt.
std::string format(const char* fmt, double value);

// Returns a rate such as "123.4M/s".
std::string rate(std::uint64_t cases, double seconds);

// The counts of a summary.
struct Counts {
  int pass = 0, fail = 0, crash = 0, skipped = 0;
  int mismatches = 0;  // failed with a counterexample (the others: sanitizer findings)
  std::uint64_t cases = 0;
  std::uint64_t interleaved = 0;  // the interleaved calls (plan.h), not in cases
  double busy = 0;                // seconds, summed over functions
};

Counts count(const CheckOutcome& o);

// Returns the report of r's mismatch: with the command that replays its one
// input, or, when it depends on earlier calls, with the sequence that does.
std::string function_mismatch_report(const FunctionResult& r, const CheckOutcome& o,
                                     const CheckSpec& spec);

// Returns the diagnoses of r as report lines, or "".
std::string diagnoses_text(const FunctionResult& r);

}  // namespace slidercheck
