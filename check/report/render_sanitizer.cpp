// The text lines of a sanitizer finding (render_sanitizer.h).
#include "render_sanitizer.h"

#include <bit>
#include <string>

#include "slidercheck/check.h"
#include "slidercheck/command_line.h"
#include "slidercheck/kinds.h"

namespace slidercheck {

// Returns the lines of a sanitizer finding's report: the error, the plugin's
// frame, and how its input was shrunk.
namespace {

std::string frame_text(const std::string& function, const std::string& location) {
  return function.empty()
             ? "at " + one_line(location.empty() ? "?" : location)
             : one_line(function) + (location.empty() ? "" : " at " + one_line(location));
}

}  // namespace

std::string frame_line(const CodeFrame& f) {
  if (f.function.empty() && f.location.empty()) return "";
  std::string out = "  plugin frame:   " + frame_text(f.function, f.location) + "\n";
  // Inlined code: the helper where the instruction is, outward to the frame's function.
  if (f.inlined.size() > 1) {
    out += "  inlined:        ";
    for (std::size_t i = 0; i < f.inlined.size(); ++i)
      out += (i ? " <- " : "") + frame_text(f.inlined[i].function, f.inlined[i].location);
    out += "\n";
  }
  return out;
}

namespace {

// The error, message and frame of a sanitizer's report.
std::string report_lines(const SanitizerReport& s) {
  std::string out = "  sanitizer:      " + one_line(s.sanitizer) + "\n";
  out += "  error:          " + one_line(s.error_type) +
         (s.access.empty() ? "" : " (" + one_line(s.access) + ")") + "\n";
  out += "  message:        " + one_line(s.message) + "\n";
  return out + frame_line({s.function, s.location, s.inlined});
}

}  // namespace

std::string sanitizers_line(const CheckOutcome& o) {
  std::string out;
  for (const std::string& name : o.sanitizers) out += (out.empty() ? "" : ", ") + one_line(name);
  std::string files;
  for (const std::string& file : o.preloaded) files += (files.empty() ? "" : " ") + one_line(file);
  return out + (files.empty() ? " (this slidercheck's own runtime)"
                              : " (runtime preloaded into each worker: " + files + ")");
}

std::string load_crash_lines(const CheckOutcome& o) {
  if (!o.load_crash) return "";
  const CheckOutcome::LoadCrash& c = *o.load_crash;
  std::string out = "  where:          " + one_line(c.where) + "\n";
  if (c.sanitizer) out += report_lines(*c.sanitizer);
  if (c.frame) out += frame_line(*c.frame);
  return out + "  reproduce:      " + load_command(o.subject) + "\n";
}

std::string sanitizer_lines(const FunctionResult& r) {
  std::string out = report_lines(*r.sanitizer);
  if (r.crash_found && r.crash_input) {
    out += "  shrunk:         from " + std::to_string(popcount(pieces_of(*r.crash_found))) +
           " to " + std::to_string(popcount(pieces_of(*r.crash_input))) + " pieces, " +
           std::to_string(r.crash_shrink_trials) + " fresh processes (same error each time)\n";
    out += "  found on:       " + input_options(*r.crash_found).substr(1) + "\n";
  }
  return out;
}

}  // namespace slidercheck
