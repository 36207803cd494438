// The check's JUnit XML report, written with pugixml.
#include <pugixml.hpp>
#include <sstream>
#include <string>
#include <string_view>

#include "render_conventions.h"
#include "render_parts.h"
#include "render_sanitizer.h"
#include "slidercheck/check.h"
#include "slidercheck/render.h"
#include "xml_text.h"

namespace slidercheck {

namespace {

using Status = FunctionResult::Status;

// A JUnit element: its attributes and text pass through xml_chars, and
// pugixml escapes them and writes the markup.
struct XmlNode {
  pugi::xml_node node;

  XmlNode child(const char* name) { return {node.append_child(name)}; }
  XmlNode& attribute(const char* name, std::string_view value) {
    node.append_attribute(name).set_value(xml_chars(value, true).c_str());
    return *this;
  }
  XmlNode& text(std::string_view value) {
    node.text().set(xml_chars(value).c_str());
    return *this;
  }
  // Appends <property name=... value=...> to a <properties> element.
  void property(const char* name, std::string_view value) {
    child("property").attribute("name", name).attribute("value", value);
  }
};

// Appends a sanitizer finding's fields as a testcase's JUnit properties.
void sanitizer_properties(XmlNode testcase, const FunctionResult& r) {
  const SanitizerReport& s = *r.sanitizer;
  XmlNode properties = testcase.child("properties");
  auto property = [&](const char* name, const std::string& value) {
    if (!value.empty()) properties.property(name, value);
  };
  property("sanitizer", s.sanitizer);
  property("error_type", s.error_type);
  property("message", s.message);
  property("access", s.access);
  property("function", s.function);
  property("location", s.location);
  if (r.crash_input) property("input", input_options(*r.crash_input).substr(1));
}

// Appends one function's testcase: its properties, output and verdict.
void function_testcase(XmlNode suite, const CheckSpec& spec, const CheckOutcome& o,
                       const FunctionResult& r) {
  XmlNode testcase = suite.child("testcase");
  testcase.attribute("classname", "slidercheck." + o.name)
      .attribute("name", kind_name(r.kind))
      .attribute("time", format("%.3f", r.seconds));
  if (r.status == Status::crash && r.sanitizer) sanitizer_properties(testcase, r);
  if (r.status == Status::crash && !r.sanitizer && r.crash_frame) {
    XmlNode properties = testcase.child("properties");
    properties.property("function", r.crash_frame->function);
    properties.property("location", r.crash_frame->location);
  }
  testcase.child("system-out")
      .text(std::to_string(r.cases) + " cases, " + rate(r.cases, r.seconds));
  if (r.status == Status::fail && r.mismatch) {
    const bool history = r.reproduction && r.reproduction->depends_on_earlier_calls();
    testcase.child("failure")
        .attribute("message",
                   signature(*r.mismatch) + (history ? " (depends on earlier calls)" : ""))
        .attribute("type", "counterexample")
        .text(function_mismatch_report(r, o, spec) + diagnoses_text(r));
  } else if (r.status == Status::crash && r.sanitizer) {
    testcase.child("failure")
        .attribute("message",
                   r.sanitizer->sanitizer + ": " + r.sanitizer->error_type +
                       (r.sanitizer->location.empty() ? "" : " at " + r.sanitizer->location))
        .attribute("type", "sanitizer")
        .text(crash_report(r, o) + diagnoses_text(r));
  } else if (r.status == Status::crash || r.status == Status::timeout) {
    testcase.child("error")
        .attribute("message", r.crash)
        .attribute("type", status_name(r.status))
        .text(crash_report(r, o) + diagnoses_text(r));
  } else if (r.status == Status::skipped) {
    testcase.child("skipped").attribute("message",
                                        "not checked (an earlier crash ended its worker)");
  }
}

// Appends the testcase of a worker that ended outside any call: exit 2, the
// plugin is unusable (found while loading it); exit 129, 130 or 143, the run was
// interrupted (a signal); else a worker crashed.
void outside_testcase(XmlNode suite, const CheckOutcome& o, const std::string& time) {
  const bool unusable = o.exit_code == 2,
             interrupted = o.exit_code == 129 || o.exit_code == 130 || o.exit_code == 143;
  XmlNode testcase = suite.child("testcase");
  testcase.attribute("classname", "slidercheck." + o.name)
      .attribute("name", unusable      ? "load"
                         : interrupted ? "interrupted"
                                       : "worker")
      .attribute("time", time);
  testcase.child(load_finding(o) ? "failure" : "error")
      .attribute("message", o.error)
      .attribute("type", unusable          ? "unusable"
                         : interrupted     ? "interrupted"
                         : load_finding(o) ? "sanitizer"
                                           : "crash")
      .text("slidercheck: " + o.error + "\n" + load_crash_lines(o));
}

}  // namespace

std::string junit_report(const CheckSpec& spec, const CheckOutcome& o) {
  Counts c = count(o);
  // A worker that ended outside any call (for example while loading the plugin)
  // is one more test, in error, so that the run does not look green.
  const bool outside = !o.error.empty();
  const std::string tests = std::to_string(o.results.size() + outside);
  const std::string errors = std::to_string(c.crash + (outside && !load_finding(o)));
  c.fail += load_finding(o);  // a sanitizer's error before the first call: a failure
  const std::string time = format("%.3f", o.seconds);
  pugi::xml_document document;
  pugi::xml_node declaration = document.append_child(pugi::node_declaration);
  declaration.append_attribute("version") = "1.0";
  declaration.append_attribute("encoding") = "UTF-8";
  XmlNode root{document.append_child("testsuites")};
  root.attribute("name", "slidercheck")
      .attribute("tests", tests)
      .attribute("failures", std::to_string(c.fail))
      .attribute("errors", errors)
      .attribute("time", time);
  XmlNode suite = root.child("testsuite");
  suite.attribute("name", "slidercheck check " + o.name)
      .attribute("tests", tests)
      .attribute("failures", std::to_string(c.fail))
      .attribute("errors", errors)
      .attribute("skipped", std::to_string(c.skipped))
      .attribute("time", time);
  XmlNode properties = suite.child("properties");
  properties.property("subject", o.subject);
  properties.property("mapping", numbering(spec, o).name);
  properties.property("bit_mapping", numbering(spec, o).bits);
  properties.property("pawn_sides", pawn_sides_name(pawn_sides_of(spec, o).sides));
  properties.property("own_square", own_square_name(contracts_of(spec, o).own_square));
  properties.property("xray_blockers", xray_blockers_name(contracts_of(spec, o).xray_blockers));
  properties.property("level", level_name(spec.options.level));
  properties.property("seed", std::to_string(spec.options.seed));
  properties.property("shard", std::to_string(spec.options.shard.index) + "/" +
                                   std::to_string(spec.options.shard.count));
  for (const FunctionResult& r : o.results) function_testcase(suite, spec, o, r);
  if (outside) outside_testcase(suite, o, time);
  std::ostringstream out;
  document.save(out, "  ", pugi::format_indent, pugi::encoding_utf8);
  return out.str();
}

}  // namespace slidercheck
