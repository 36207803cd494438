// The text lines of a sanitizer finding and of a crash's plugin frame, for
// the text report (render.cpp). Internal to check/.
#pragma once

#include <string>

#include "slidercheck/check_spec.h"
#include "slidercheck/plan.h"

namespace slidercheck {

// Returns the lines of a sanitizer finding's report: the error, the plugin's
// frame, and how its input was shrunk (r.sanitizer set).
std::string sanitizer_lines(const FunctionResult& r);

// Returns the sanitizers a check ran under, said for its header:
// "AddressSanitizer, UndefinedBehaviorSanitizer (runtime preloaded: FILE)".
std::string sanitizers_line(const CheckOutcome& o);

// Returns the lines of a crash or sanitizer error before the first call
// (o.load_crash): its error and plugin frame, or "".
std::string load_crash_lines(const CheckOutcome& o);

}  // namespace slidercheck
