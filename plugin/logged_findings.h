// Sanitizer reports a worker logged without dying: a leak LeakSanitizer found
// after a task (ASAN_OPTIONS=detect_leaks=1), an error the runtime recovered
// from (halt_on_error=0). Each is a finding of the function whose exported
// symbol stands nearest the error in the report's stack, with no input.
// Internal to plugin/.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "slidercheck/plan.h"

namespace slidercheck::plugin::detail {

// In a worker: the size of its own log (its standard error), or 0.
std::size_t own_log_size();

// In a worker: whether its log holds a sanitizer's error line from offset on.
bool logged_error_since(std::size_t offset);

// Returns the kind whose ABI symbol is the nearest frame ("in SYMBOL ") after
// the last occurrence of from in text (the start of text when from is ""),
// else fallback.
Kind reported_kind(const std::string& text, const std::string& from, Kind fallback);

// Makes r a finding of report (a logged error: what says how it was found),
// unless r already crashed or timed out.
void record_logged(FunctionResult& r, const std::optional<SanitizerReport>& report,
                   const std::string& what);

}  // namespace slidercheck::plugin::detail
