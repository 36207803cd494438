// The text lines of a sanitizer finding, for the text report (render.cpp).
// Internal to check/.
#pragma once

#include <string>

#include "slidercheck/plan.h"

namespace slidercheck {

// Returns the lines of a sanitizer finding's report: the error, the plugin's
// frame, and how its input was shrunk (r.sanitizer set).
std::string sanitizer_lines(const FunctionResult& r);

}  // namespace slidercheck
