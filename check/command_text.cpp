// How commands name a check's subject (origin_of), and the commands a report
// prints to replay a mismatch (replay_command) or a sequence of calls
// (sequence_command).
#include <string>

#include "slidercheck/check.h"
#include "slidercheck/check_spec.h"
#include "slidercheck/implementation.h"
#include "slidercheck/render.h"

namespace slidercheck {

Origin origin_of(const CheckSpec& spec) {
  Origin o;
  o.type = !spec.exec.empty()      ? OriginType::exec
           : !spec.builtin.empty() ? (spec.planted ? OriginType::planted : OriginType::builtin)
                                   : OriginType::plugin;
  o.location = !spec.exec.empty() ? spec.exec : spec.builtin.empty() ? spec.plugin : spec.builtin;
  if (spec.mapping) o.options += " --mapping " + spec.mapping->name();
  if (spec.own_square != OwnSquare::any)
    o.options += std::string(" --own-square ") + own_square_name(spec.own_square);
  if (spec.xray_blockers != XrayBlockers::any)
    o.options += std::string(" --xray-blockers ") + xray_blockers_name(spec.xray_blockers);
  return o;
}

std::string sequence_command(const std::string& subject, const std::string& file) {
  return "slidercheck check " + one_line(subject) + " --sequence " + one_line(shell_quote(file));
}

std::string replay_command(const std::string& subject, const Input& input) {
  return "slidercheck check " + one_line(subject) + input_options(input);
}

}  // namespace slidercheck
