// The text of one mismatch, as every report shows it (render.h's renderers,
// the fuzz entry's FINDING). Apart from the renderers so that the fuzz entry's
// own build (SLIDERCHECK_FUZZ_ENTRY_ONLY) compiles no JSON or XML code.
#pragma once

#include <string>

#include "slidercheck/check.h"
#include "slidercheck/implementation.h"

namespace slidercheck {

// Returns the report of one mismatch without its command: report_body, then the
// input and results in the engine's numbering when mapping is not the identity.
std::string mismatch_body(const Mismatch& m, const Mapping& mapping);
// Returns the report of one mismatch: mismatch_body and the command that
// replays it (replay_command).
std::string mismatch_report(const Mismatch& m, const Mapping& mapping);

}  // namespace slidercheck
