// The text of one mismatch (mismatch_text.h): no JSON, XML or tables, so the
// fuzz entry's own build needs none of their libraries.
#include "slidercheck/mismatch_text.h"

#include <sstream>
#include <string>

#include "slidercheck/command_line.h"

namespace slidercheck {

std::string mismatch_body(const Mismatch& m, const Mapping& mapping) {
  std::string text = report_body(m);
  if (mapping.identity()) return text;
  const Input& in = m.input;
  std::ostringstream out;
  out << "  in the engine's numbering (" << mapping.name()
      << (mapping.bits_apart() ? ", bits " + mapping.bits_name() : "") << "):";
  const char* separator = "";
  for (Field f : shown_fields(in.kind)) {
    const std::uint64_t v = field_value(in, f);
    out << separator << " " << field_info(f).name << " ";
    separator = ",";
    switch (field_type(f)) {
      case FieldType::square:
        out << mapping.engine_square(static_cast<int>(v));
        break;
      case FieldType::bitboard:
        out << hex(mapping.engine_bb(v));
        break;
      case FieldType::dir8:
      case FieldType::jump:
      case FieldType::color:
        out << v;
        break;
      case FieldType::position:
        for (int i = 0; i < kPositionWords; ++i)
          out << (i ? "," : "") << hex(mapping.engine_bb(position_word(in.pos, i)));
        break;
    }
  }
  out << "\n    expected " << hex(mapping.engine_bb(m.expected)) << ", actual "
      << hex(mapping.engine_bb(m.actual)) << "\n";
  return text + out.str();
}

std::string mismatch_report(const Mismatch& m, const Mapping& mapping) {
  return mismatch_body(m, mapping) + "  reproduce: " + replay_command(m.subject, m.input) + "\n";
}

}  // namespace slidercheck
