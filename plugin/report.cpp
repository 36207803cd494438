// The check's reports: text (reusing check.h's report()), JSON and JUnit XML.
#include <cstdio>
#include <sstream>
#include <string>

#include "slidercheck/check.h"
#include "slidercheck/plugin_loader.h"

namespace slidercheck::plugin {

namespace {

using Status = FunctionResult::Status;

std::string format(const char* fmt, double value) {
  char buf[64];
  std::snprintf(buf, sizeof buf, fmt, value);
  return buf;
}

// Returns a rate such as "123.4M/s".
std::string rate(std::uint64_t cases, double seconds) {
  if (seconds <= 0) return "-";
  const double r = static_cast<double>(cases) / seconds;
  if (r >= 1e9) return format("%.2fG/s", r / 1e9);
  if (r >= 1e6) return format("%.1fM/s", r / 1e6);
  if (r >= 1e3) return format("%.1fk/s", r / 1e3);
  return format("%.0f/s", r);
}

std::string mapping_line(const CheckOutcome& o) {
  std::string s = o.mapping.name();
  if (o.mapping_source == "symbol") s += " (from the plugin's slidercheck_square_mapping)";
  if (o.mapping_source == "option") s += " (from --mapping)";
  if (o.mapping_source == "default") s += " (the default: a1 = 0, b1 = 1, h8 = 63)";
  return s;
}

std::string kinds_list(const std::vector<Kind>& kinds) {
  std::string s;
  for (Kind k : kinds) s += (s.empty() ? "" : " ") + std::string(kind_name(k));
  return s;
}

std::string json_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return out;
}

std::string q(const std::string& s) { return "\"" + json_escape(s) + "\""; }

std::string json_squares(Bitboard bb) {
  std::string s = "[";
  for (int sq = 0; sq < 64; ++sq) {
    if ((bb >> sq) & 1) s += (s.size() > 1 ? ", " : "") + q(square_name(sq));
  }
  return s + "]";
}

std::string json_input(const Input& in) {
  std::string s = "{\"function\": " + q(kind_name(in.kind));
  const Shape shape = shape_of(in.kind);
  if (shape == Shape::single || shape == Shape::xray) {
    s += ", \"sq\": " + q(square_name(in.sq)) + ", \"sq_index\": " + std::to_string(in.sq);
    s += ", \"occ\": " + q(hex(in.occ));
    if (shape == Shape::xray) s += ", \"blockers\": " + q(hex(in.blockers));
  } else {
    s += ", \"dir8\": " + std::to_string(in.dir8) + ", \"dir\": " + q(dir8_name(in.dir8));
    s += ", \"sliders\": " + q(hex(in.sliders)) + ", \"empty\": " + q(hex(in.empty));
    if (in.kind == Kind::xray_sliding_attacks) s += ", \"blockers\": " + q(hex(in.blockers));
    if (in.kind == Kind::between) s += ", \"targets\": " + q(hex(in.targets));
  }
  return s + "}";
}

std::string xml_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

const char* outcome_name(int exit_code) {
  switch (exit_code) {
    case 0:
      return "conforms";
    case 1:
      return "counterexample";
    case 2:
      return "unusable";
    default:
      return "crash";
  }
}

}  // namespace

std::string mismatch_report(const Mismatch& m, const Mapping& mapping) {
  std::string text = report(m);
  const std::string from = "  reproduce: ";
  const auto at = text.find(from);
  if (at == std::string::npos) return text;
  std::string extra;
  if (!mapping.identity()) {
    const Input& in = m.input;
    std::ostringstream out;
    out << "  in the engine's numbering (" << mapping.name() << "):";
    const Shape shape = shape_of(in.kind);
    if (shape == Shape::single || shape == Shape::xray) {
      out << " sq " << mapping.engine_square(in.sq) << ", occ " << hex(mapping.engine_bb(in.occ));
      if (shape == Shape::xray) out << ", blockers " << hex(mapping.engine_bb(in.blockers));
    } else {
      out << " dir8 " << in.dir8 << ", sliders " << hex(mapping.engine_bb(in.sliders)) << ", empty "
          << hex(mapping.engine_bb(in.empty));
      if (in.kind == Kind::xray_sliding_attacks)
        out << ", blockers " << hex(mapping.engine_bb(in.blockers));
      if (in.kind == Kind::between) out << ", targets " << hex(mapping.engine_bb(in.targets));
    }
    out << "\n    expected " << hex(mapping.engine_bb(m.expected)) << ", actual "
        << hex(mapping.engine_bb(m.actual)) << "\n";
    extra = out.str();
  }
  return text.substr(0, at) + extra + from + replay_command(m.subject, m.input) + "\n";
}

// Returns the tail of the plugin's stdout and stderr, indented, or "".
static std::string plugin_output(const CheckOutcome& o) {
  if (o.plugin_output.empty()) return "";
  std::string out = "  plugin output (the last lines of its stdout and stderr):\n";
  std::istringstream lines(o.plugin_output);
  for (std::string line; std::getline(lines, line);) out += "    " + line + "\n";
  return out;
}

std::string crash_report(const FunctionResult& r, const CheckOutcome& o) {
  std::ostringstream out;
  const bool timeout = r.status == Status::timeout;
  out << "slidercheck: " << (timeout ? "TIMEOUT " : "CRASH ") << o.name << "::" << kind_name(r.kind)
      << " " << r.crash << "\n";
  out << "  implementation: " << o.name << "\n";
  out << "  function:       " << kind_name(r.kind) << "\n";
  out << "  what:           " << r.crash << "\n";
  if (r.crash_input) {
    const Input& in = *r.crash_input;
    out << "  on this input (the call that " << (timeout ? "did not return" : "crashed") << "):\n";
    out << input_fields(in);
    const Shape shape = shape_of(in.kind);
    const Bitboard shown = shape == Shape::single || shape == Shape::xray ? in.occ : ~in.empty;
    out << "\n  " << (shape == Shape::single || shape == Shape::xray ? "occ" : "non-empty")
        << " squares:\n";
    std::istringstream diagram(board_diagram(shown));
    int rank = 8;
    for (std::string line; std::getline(diagram, line); --rank)
      out << "    " << rank << " " << line << "\n";
    out << "      a b c d e f g h\n\n";
    out << "  reproduce: " << replay_command(o.subject, in) << "\n";
  } else {
    out << "  (the input is unknown: it happened outside a call into the engine)\n";
  }
  out << plugin_output(o);
  return out.str();
}

std::string text_report(const CheckSpec& spec, const CheckOutcome& o) {
  std::ostringstream out;
  out << "slidercheck check " << o.subject << "\n";
  out << "  implementation: " << o.name << "\n";
  out << "  numbering:      " << mapping_line(o) << "\n";
  out << "  own square:     " << own_square_description(spec.own_square) << "\n";
  out << "  level:          " << level_name(spec.options.level) << ", seed " << spec.options.seed
      << ", timeout " << spec.timeout_seconds << " s per call\n";
  out << "  functions:      " << kinds_list(o.found)
      << (o.has_init ? " (and slidercheck_init)" : "") << "\n";
  if (spec.options.shard.count > 1) {
    out << "  shard:          " << spec.options.shard.index << "/" << spec.options.shard.count
        << " (" << o.units << " of " << o.total_units << " units)\n";
  }
  out << "\n";
  char line[160];
  std::snprintf(line, sizeof line, "%-22s %14s %12s  %-8s %9s\n", "function", "cases", "cases/s",
                "result", "seconds");
  out << line;
  int failures = 0, crashes = 0;
  std::uint64_t total = 0;
  for (const FunctionResult& r : o.results) {
    total += r.cases;
    failures += r.status == Status::fail;
    crashes += r.status == Status::crash || r.status == Status::timeout;
    std::snprintf(line, sizeof line, "%-22s %14llu %12s  %-8s %9.3f\n", kind_name(r.kind),
                  static_cast<unsigned long long>(r.cases), rate(r.cases, r.seconds).c_str(),
                  r.status == Status::pass      ? "pass"
                  : r.status == Status::fail    ? "FAIL"
                  : r.status == Status::crash   ? "CRASH"
                  : r.status == Status::timeout ? "TIMEOUT"
                                                : "skipped",
                  r.seconds);
    out << line;
  }
  for (const FunctionResult& r : o.results) {
    if (r.mismatch) out << "\n" << mismatch_report(*r.mismatch, o.mapping);
  }
  for (const FunctionResult& r : o.results) {
    if (r.status == Status::crash || r.status == Status::timeout) out << "\n" << crash_report(r, o);
  }
  if (!o.error.empty())
    out << "\nslidercheck: " << o.error << "\n" << (crashes ? "" : plugin_output(o));
  const int n = static_cast<int>(o.results.size());
  double busy = 0;
  for (const FunctionResult& r : o.results) busy += r.seconds;
  out << "\n"
      << n << " functions, " << total << " cases in " << format("%.2f", o.seconds) << " s ("
      << rate(total, busy) << " per worker, " << rate(total, o.seconds)
      << " in all): " << (n - failures - crashes) << " conform, " << failures << " failed, "
      << crashes
      << " crashed or timed out (own-square contract: " << own_square_name(spec.own_square)
      << ")\n";
  out << "result: "
      << (o.exit_code == 0   ? "CONFORMS"
          : o.exit_code == 1 ? "COUNTEREXAMPLE FOUND"
                             : "CRASH OR TIMEOUT")
      << "\n";
  return out.str();
}

std::string json_report(const CheckSpec& spec, const CheckOutcome& o) {
  std::ostringstream out;
  out << "{\n";
  out << "  \"schema\": \"slidercheck-check-report/1\",\n";
  out << "  \"subject\": " << q(o.subject) << ",\n";
  out << "  \"implementation\": " << q(o.name) << ",\n";
  out << "  \"plugin\": " << (spec.plugin.empty() ? "null" : q(spec.plugin)) << ",\n";
  out << "  \"builtin\": " << (spec.builtin.empty() ? "null" : q(spec.builtin)) << ",\n";
  out << "  \"mapping\": " << q(o.mapping.name()) << ",\n";
  out << "  \"mapping_source\": " << q(o.mapping_source) << ",\n";
  out << "  \"own_square\": " << q(own_square_name(spec.own_square)) << ",\n";
  out << "  \"level\": " << q(level_name(spec.options.level)) << ",\n";
  out << "  \"seed\": " << spec.options.seed << ",\n";
  out << "  \"timeout_seconds\": " << spec.timeout_seconds << ",\n";
  out << "  \"has_init\": " << (o.has_init ? "true" : "false") << ",\n";
  out << "  \"outcome\": " << q(outcome_name(o.exit_code)) << ",\n";
  out << "  \"exit_code\": " << o.exit_code << ",\n";
  out << "  \"seconds\": " << format("%.6f", o.seconds) << ",\n";
  out << "  \"error\": " << (o.error.empty() ? "null" : q(o.error)) << ",\n";
  std::uint64_t total = 0;
  for (const FunctionResult& r : o.results) total += r.cases;
  out << "  \"cases\": " << total << ",\n";
  out << "  \"cases_per_second\": "
      << format("%.0f", o.seconds > 0 ? static_cast<double>(total) / o.seconds : 0) << ",\n";
  out << "  \"shard\": {\"index\": " << spec.options.shard.index
      << ", \"count\": " << spec.options.shard.count << ", \"units\": " << o.units
      << ", \"total_units\": " << o.total_units << "},\n";
  out << "  \"functions\": [";
  for (std::size_t i = 0; i < o.results.size(); ++i) {
    const FunctionResult& r = o.results[i];
    out << (i ? "," : "") << "\n    {\n";
    out << "      \"name\": " << q(kind_name(r.kind)) << ",\n";
    out << "      \"result\": " << q(status_name(r.status)) << ",\n";
    out << "      \"cases\": " << r.cases << ",\n";
    out << "      \"seconds\": " << format("%.6f", r.seconds) << ",\n";
    out << "      \"cases_per_second\": "
        << format("%.0f", r.seconds > 0 ? static_cast<double>(r.cases) / r.seconds : 0) << ",\n";
    out << "      \"counterexample\": ";
    if (r.mismatch) {
      const Mismatch& m = *r.mismatch;
      out << "{\n";
      out << "        \"law\": " << q(m.law) << ",\n";
      out << "        \"input\": " << json_input(m.input) << ",\n";
      out << "        \"pieces\": " << popcount(pieces_of(m.input)) << ",\n";
      out << "        \"expected\": " << q(hex(m.expected)) << ",\n";
      out << "        \"actual\": " << q(hex(m.actual)) << ",\n";
      out << "        \"missing\": " << json_squares(m.expected & ~m.actual) << ",\n";
      out << "        \"extra\": " << json_squares(m.actual & ~m.expected) << ",\n";
      out << "        \"note\": " << (m.note.empty() ? "null" : q(m.note)) << ",\n";
      out << "        \"reproduce\": " << q(replay_command(m.subject, m.input)) << "\n";
      out << "      },\n";
    } else {
      out << "null,\n";
    }
    out << "      \"crash\": ";
    if (r.status == Status::crash || r.status == Status::timeout) {
      out << "{\"what\": " << q(r.crash)
          << ", \"input\": " << (r.crash_input ? json_input(*r.crash_input) : "null")
          << ", \"reproduce\": "
          << (r.crash_input ? q(replay_command(o.subject, *r.crash_input)) : "null") << "}\n";
    } else {
      out << "null\n";
    }
    out << "    }";
  }
  out << (o.results.empty() ? "]\n" : "\n  ]\n");
  out << "}\n";
  return out.str();
}

std::string junit_report(const CheckSpec& spec, const CheckOutcome& o) {
  int failures = 0, errors = 0, skipped = 0;
  for (const FunctionResult& r : o.results) {
    failures += r.status == Status::fail;
    errors += r.status == Status::crash || r.status == Status::timeout;
    skipped += r.status == Status::skipped;
  }
  std::ostringstream out;
  const std::string suite = "slidercheck check " + o.name;
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out << "<testsuites name=\"slidercheck\" tests=\"" << o.results.size() << "\" failures=\""
      << failures << "\" errors=\"" << errors << "\" time=\"" << format("%.3f", o.seconds)
      << "\">\n";
  out << "  <testsuite name=\"" << xml_escape(suite) << "\" tests=\"" << o.results.size()
      << "\" failures=\"" << failures << "\" errors=\"" << errors << "\" skipped=\"" << skipped
      << "\" time=\"" << format("%.3f", o.seconds) << "\">\n";
  out << "    <properties>\n";
  out << "      <property name=\"subject\" value=\"" << xml_escape(o.subject) << "\"/>\n";
  out << "      <property name=\"mapping\" value=\"" << o.mapping.name() << "\"/>\n";
  out << "      <property name=\"own_square\" value=\"" << own_square_name(spec.own_square)
      << "\"/>\n";
  out << "      <property name=\"level\" value=\"" << level_name(spec.options.level) << "\"/>\n";
  out << "      <property name=\"seed\" value=\"" << spec.options.seed << "\"/>\n";
  out << "      <property name=\"shard\" value=\"" << spec.options.shard.index << "/"
      << spec.options.shard.count << "\"/>\n";
  out << "    </properties>\n";
  for (const FunctionResult& r : o.results) {
    out << "    <testcase classname=\"slidercheck." << xml_escape(o.name) << "\" name=\""
        << kind_name(r.kind) << "\" time=\"" << format("%.3f", r.seconds) << "\">\n";
    out << "      <system-out>" << r.cases << " cases, " << rate(r.cases, r.seconds)
        << "</system-out>\n";
    if (r.status == Status::fail && r.mismatch) {
      out << "      <failure message=\"" << xml_escape(signature(*r.mismatch))
          << "\" type=\"counterexample\">" << xml_escape(mismatch_report(*r.mismatch, o.mapping))
          << "</failure>\n";
    } else if (r.status == Status::crash || r.status == Status::timeout) {
      out << "      <error message=\"" << xml_escape(r.crash) << "\" type=\""
          << status_name(r.status) << "\">" << xml_escape(crash_report(r, o)) << "</error>\n";
    } else if (r.status == Status::skipped) {
      out << "      <skipped message=\"not checked (an earlier crash ended its worker)\"/>\n";
    }
    out << "    </testcase>\n";
  }
  out << "  </testsuite>\n</testsuites>\n";
  return out.str();
}

}  // namespace slidercheck::plugin
