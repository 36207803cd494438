// The SARIF 2.1.0 report of a check (code scanning's format): one result per
// finding, each under a rule named for what failed, placed at the engine's
// source line, with a fingerprint of its signature.
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "render_sanitizer.h"
#include "slidercheck/check.h"
#include "slidercheck/finding_signature.h"
#include "slidercheck/laws.h"
#include "slidercheck/render.h"

namespace slidercheck {

namespace {

using Json = nlohmann::ordered_json;
using Status = FunctionResult::Status;

constexpr const char* kSchema = "https://json.schemastore.org/sarif-2.1.0.json";
constexpr const char* kHelp =
    "slidercheck's report says what failed, on which input, and the command that reproduces "
    "it (docs/check.md)";
constexpr const char* kFingerprint = "slidercheckSignature/v1";

// Returns text with every character outside [A-Za-z0-9._-] as '-' (a rule
// id's part: an error type, a signal).
std::string id_part(const std::string& text) {
  std::string out = text.empty() ? "unknown" : text;
  for (char& c : out)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '_' && c != '-') c = '-';
  return out;
}

// Returns path as a URI reference: the characters a URI keeps, the others
// percent-encoded.
std::string uri_of(const std::string& path) {
  std::string out;
  for (const char ch : path) {
    const auto c = static_cast<unsigned char>(ch);
    if (std::isalnum(c) || c == '/' || c == '.' || c == '_' || c == '-' || c == '~') {
      out += ch;
    } else {
      char hex[4];
      std::snprintf(hex, sizeof hex, "%%%02X", c);
      out += hex;
    }
  }
  return out;
}

// The parts of a "file:line[:column]" location (a sanitizer's frame, a
// function's definition); line 0 when it has none (say, module+0xoffset).
struct Place {
  std::string file;
  int line = 0, column = 0;
};

// Returns the number text ends with after its last ':' and cuts it off, or 0.
int cut_number(std::string& text) {
  const std::size_t colon = text.rfind(':');
  if (colon == std::string::npos || colon + 1 == text.size() || colon + 8 < text.size()) return 0;
  int n = 0;
  for (std::size_t i = colon + 1; i < text.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) return 0;
    n = n * 10 + (text[i] - '0');
  }
  text.resize(colon);
  return n;
}

Place place_of(const std::string& location) {
  Place p{location};
  const int last = cut_number(p.file);
  if (last == 0) return {location};
  const int before = cut_number(p.file);
  if (before > 0) {
    p.line = before;
    p.column = last;
  } else {
    p.line = last;
  }
  return p;
}

// A finding: its rule, what it says, where, and its signature.
struct Finding {
  std::string rule, rule_text, message, signature;
  std::string location;  // "file:line[:column]", or "" (then the plugin file)
  std::string function;  // the engine's function there, or the ABI symbol
};

// The location a result points at: the source place under root (relative to
// SRCROOT), another absolute file, or the plugin file when no line is known.
Json location_json(const Finding& f, const CheckSpec& spec, const std::string& root) {
  Place p = place_of(f.location);
  if (p.line == 0) p = Place{spec.plugin.empty() ? spec.exec : spec.plugin};
  p.file = std::filesystem::path(p.file).lexically_normal().string();
  Json artifact;
  if (!root.empty() && p.file.starts_with(root + "/")) {
    artifact = {{"uri", uri_of(p.file.substr(root.size() + 1))}, {"uriBaseId", "SRCROOT"}};
  } else if (p.file.starts_with("/")) {
    artifact = {{"uri", "file://" + uri_of(p.file)}};
  } else {
    artifact = {{"uri", uri_of(p.file)}, {"uriBaseId", "SRCROOT"}};
  }
  Json physical = {{"artifactLocation", artifact}};
  if (p.line > 0) {
    physical["region"] = {{"startLine", p.line}};
    if (p.column > 0) physical["region"]["startColumn"] = p.column;
  }
  Json location = {{"physicalLocation", physical}};
  if (!f.function.empty())
    location["logicalLocations"] = Json::array({{{"name", f.function}, {"kind", "function"}}});
  return location;
}

// Returns the finding of a crash: a sanitizer's error (its type, its plugin
// frame), or a signal or a timeout (the frame, when known).
Finding crash_finding(const FunctionResult& r, const CheckOutcome& o) {
  const std::string kind = kind_name(r.kind);
  Finding f;
  f.message = crash_report(r, o);
  if (r.sanitizer) {
    const SanitizerReport& s = *r.sanitizer;
    f.rule = "sanitizer/" + id_part(s.error_type);
    f.rule_text = s.sanitizer + ": " + s.error_type + " in the engine's code";
    f.location = s.location;
    f.function = s.function;
    f.signature = signature_text(sanitizer_signature(kind, s.error_type, s.function));
    return f;
  }
  if (r.status == Status::timeout) {
    f.rule = "timeout";
    f.rule_text = "a call into the engine did not return in time";
    f.function = info(r.kind).symbol;
    f.signature = signature_text({"timeout", kind, "", ""});
    return f;
  }
  const std::string what = r.crash.starts_with("signal ") ? r.crash.substr(7) : r.crash;
  f.rule = "crash/" + id_part(what.substr(0, what.find(' ')));
  f.rule_text = "the engine crashed in a call (" + what.substr(0, what.find(' ')) + ")";
  if (r.crash_frame) {
    f.location = r.crash_frame->location;
    f.function = r.crash_frame->function;
  }
  f.signature = signature_text({"crash", kind, "", ""});
  return f;
}

// Returns the findings of a check, one per failing function, and one for a
// crash or sanitizer error before the first call.
std::vector<Finding> findings_of(const CheckOutcome& o) {
  std::vector<Finding> out;
  for (const FunctionResult& r : o.results) {
    const std::string kind = kind_name(r.kind);
    if (r.status == Status::fail && r.mismatch) {
      const Mismatch& m = *r.mismatch;
      Finding f;
      f.rule = "mismatch/" + kind + "/" + id_part(m.law);
      f.rule_text = m.law == "oracle" ? kind + " disagrees with the oracle"
                                      : kind + " breaks the law " + m.law;
      f.message = mismatch_report(m, o.mapping) + reproduction_text(r, o);
      f.function = info(r.kind).symbol;
      for (const CheckOutcome::Definition& d : o.definitions)
        if (d.kind == r.kind) f.location = d.frame.location;
      f.signature =
          signature_text({"mismatch", kind, law_broken(m.law, differs_from_oracle(m)), ""});
      out.push_back(std::move(f));
    } else if (r.status == Status::crash || r.status == Status::timeout) {
      out.push_back(crash_finding(r, o));
    }
  }
  if (o.load_crash && (o.load_crash->sanitizer || o.load_crash->frame)) {
    const CheckOutcome::LoadCrash& c = *o.load_crash;
    Finding f;
    f.message = "slidercheck: " + o.error + "\n" + load_crash_lines(o);
    if (c.sanitizer) {
      f.rule = "sanitizer/" + id_part(c.sanitizer->error_type);
      f.rule_text =
          c.sanitizer->sanitizer + ": " + c.sanitizer->error_type + " in the engine's code";
      f.location = c.sanitizer->location;
      f.function = c.sanitizer->function;
      f.signature =
          signature_text(sanitizer_signature(c.where, c.sanitizer->error_type, f.function));
    } else {
      f.rule = "crash/load";
      f.rule_text = "the engine crashed before its first call";
      f.location = c.frame->location;
      f.function = c.frame->function;
      f.signature = signature_text({"crash", c.where, "", ""});
    }
    out.push_back(std::move(f));
  }
  return out;
}

}  // namespace

std::string sarif_report(const CheckSpec& spec, const CheckOutcome& o, const std::string& root) {
  Json rules = Json::array(), results = Json::array();
  std::vector<std::string> rule_ids;
  for (const Finding& f : findings_of(o)) {
    std::size_t index = 0;
    while (index < rule_ids.size() && rule_ids[index] != f.rule) ++index;
    if (index == rule_ids.size()) {
      rule_ids.push_back(f.rule);
      rules.push_back({{"id", f.rule},
                       {"shortDescription", {{"text", f.rule_text}}},
                       {"help", {{"text", kHelp}}},
                       {"defaultConfiguration", {{"level", "error"}}}});
    }
    results.push_back(
        {{"ruleId", f.rule},
         {"ruleIndex", index},
         {"level", "error"},
         {"message", {{"text", f.message}}},
         {"locations", Json::array({location_json(f, spec, root)})},
         {"partialFingerprints", {{kFingerprint, signature_fingerprint(f.signature)}}},
         {"properties", {{"signature", f.signature}, {"subject", o.subject}}}});
  }
  // exit 0 and 1 are a finished check; 2 (unusable), 3 (a crash that is no
  // finding) and 128 + a signal (interrupted: 129, 130, 143) are runs that did not finish it.
  Json invocation = {{"executionSuccessful", o.exit_code == 0 || o.exit_code == 1},
                     {"exitCode", o.exit_code}};
  if (!o.error.empty())
    invocation["toolExecutionNotifications"] =
        Json::array({{{"level", "error"}, {"message", {{"text", o.error}}}}});
  Json run = {{"tool", {{"driver", {{"name", "slidercheck"}, {"rules", rules}}}}},
              {"invocations", Json::array({invocation})},
              {"results", results}};
  if (!root.empty())
    run["originalUriBaseIds"] = {{"SRCROOT", {{"uri", "file://" + uri_of(root) + "/"}}}};
  const Json log = {{"$schema", kSchema}, {"version", "2.1.0"}, {"runs", Json::array({run})}};
  return log.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace slidercheck
