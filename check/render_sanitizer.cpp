// The text lines of a sanitizer finding (render_sanitizer.h).
#include "render_sanitizer.h"

#include <bit>
#include <string>

#include "slidercheck/check.h"
#include "slidercheck/kinds.h"

namespace slidercheck {

// Returns the lines of a sanitizer finding's report: the error, the plugin's
// frame, and how its input was shrunk.
std::string sanitizer_lines(const FunctionResult& r) {
  const SanitizerReport& s = *r.sanitizer;
  std::string out = "  sanitizer:      " + one_line(s.sanitizer) + "\n";
  out += "  error:          " + one_line(s.error_type) +
         (s.access.empty() ? "" : " (" + one_line(s.access) + ")") + "\n";
  out += "  message:        " + one_line(s.message) + "\n";
  if (!s.function.empty() || !s.location.empty())
    out += "  plugin frame:   " +
           (s.function.empty() ? "at " + one_line(s.location)
                               : one_line(s.function) +
                                     (s.location.empty() ? "" : " at " + one_line(s.location))) +
           "\n";
  if (r.crash_found && r.crash_input) {
    out += "  shrunk:         from " + std::to_string(popcount(pieces_of(*r.crash_found))) +
           " to " + std::to_string(popcount(pieces_of(*r.crash_input))) + " pieces, " +
           std::to_string(r.crash_shrink_trials) + " fresh processes (same error each time)\n";
    out += "  found on:       " + input_options(*r.crash_found).substr(1) + "\n";
  }
  return out;
}

}  // namespace slidercheck
