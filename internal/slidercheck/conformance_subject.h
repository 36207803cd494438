// The conformance library's side that only this tree sees: an engine's
// callables as a subject, and a result made from the checker's own record.
#pragma once

#include <string>

#include "slidercheck/implementation.h"
#include "slidercheck/plan.h"

namespace slidercheck::conformance {

struct Functions;  // slidercheck/conformance.h (which includes nothing of this tree)
struct Result;

// Returns functions as a subject named name (origin in_process).
Implementation implementation_of(const Functions& functions, const std::string& name);

// Returns the public result of the checker's record r (which it keeps whole).
Result result_of(FunctionResult r);

}  // namespace slidercheck::conformance
