// The findings of a fuzz run as one SARIF log (fuzz_sarif.h).
#include "cli/fuzz_sarif.h"

#include <cstdio>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <set>

#include "cli/fuzz_findings.h"
#include "slidercheck/finding_signature.h"
#include "slidercheck/render.h"

namespace slidercheck::cli {

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

constexpr const char* kFingerprint = "slidercheckSignature/v1";

// Returns the input a saved finding report is about: a mismatch's shrunk
// input beside it (finding-KIND-HASH), a crash file it was re-run from
// (finding-crash-X.txt: crash-X), or "" for the load (finding-load.txt).
fs::path input_of(const fs::path& report) {
  fs::path beside = report;
  beside.replace_extension();
  if (fs::exists(beside)) return beside;
  const std::string name = report.filename().string();
  if (name == "finding-load.txt") return {};
  const std::string crash = name.substr(8, name.size() - 8 - 4);  // "finding-" ... ".txt"
  return report.parent_path() / crash;
}

// A SARIF log whose one run gathers the results of other logs (their rules
// added to its rules), one result per fingerprint.
class Merged {
 public:
  explicit Merged(Json log) : log_(std::move(log)) {
    for (const Json& r : run()["results"]) seen_.insert(key(r));
  }
  // Adds the results of another log, each whose fingerprint is new.
  void add(const Json& other) {
    for (const Json& other_run : other.value("runs", Json::array())) {
      const Json& rules = other_run["tool"]["driver"]["rules"];
      for (Json r : other_run.value("results", Json::array())) {
        if (!seen_.insert(key(r)).second) continue;
        if (r.contains("ruleIndex") && r["ruleIndex"].is_number_unsigned() &&
            r["ruleIndex"].get<std::size_t>() < rules.size())
          r["ruleIndex"] = rule_index(rules[r["ruleIndex"].get<std::size_t>()]);
        run()["results"].push_back(std::move(r));
      }
    }
  }
  // Adds a result made here (rule id, its text, the message, the signature).
  void add_own(const std::string& id, const std::string& rule_text, const std::string& message,
               const std::string& signature, const std::string& plugin) {
    Json r = {
        {"ruleId", id},
        {"ruleIndex", rule_index({{"id", id}, {"shortDescription", {{"text", rule_text}}}})},
        {"level", "error"},
        {"message", {{"text", message}}},
        {"locations", Json::array({{{"physicalLocation",
                                     {{"artifactLocation", {{"uri", "file://" + plugin}}}}}}})},
        {"partialFingerprints", {{kFingerprint, signature_fingerprint(signature)}}},
        {"properties", {{"signature", signature}}}};
    if (seen_.insert(key(r)).second) run()["results"].push_back(std::move(r));
  }
  std::string text() const {
    return log_.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
  }

 private:
  Json& run() { return log_["runs"][0]; }
  static std::string key(const Json& result) {
    return result.value("partialFingerprints", Json::object()).value(kFingerprint, "");
  }
  // Returns the index of rule (by id) in this run's rules, added if new.
  std::size_t rule_index(const Json& rule) {
    Json& rules = run()["tool"]["driver"]["rules"];
    for (std::size_t i = 0; i < rules.size(); ++i)
      if (rules[i]["id"] == rule["id"]) return i;
    rules.push_back(rule);
    return rules.size() - 1;
  }
  Json log_;
  std::set<std::string> seen_;
};

}  // namespace

std::string fuzz_sarif(const std::string& plugin, int exit_code, const std::string& error,
                       const std::vector<fs::path>& findings, const FindingCall& call_of,
                       const SarifCheck& check) {
  CheckSpec spec;
  spec.plugin = fs::absolute(plugin).string();
  CheckOutcome none;
  none.exit_code = exit_code;
  none.error = !error.empty() ? error
               : exit_code > 128
                   ? "interrupted by a signal before the run finished: the findings met before it "
                     "are in this log"
                   : "";
  none.subject = plugin;
  std::error_code ec;
  const std::string root = fs::current_path(ec).string();
  Merged merged(Json::parse(sarif_report(spec, none, ec ? "" : root)));
  for (const fs::path& report : findings) {
    const fs::path input = input_of(report);
    std::optional<std::vector<std::string>> words;
    if (input.empty()) {
      words = std::vector<std::string>{"--level", "quick"};
    } else if (fs::exists(input)) {
      words = call_of(input);
    }
    std::optional<std::string> sarif;
    if (words) sarif = check(*words);
    Json log = sarif ? Json::parse(*sarif, nullptr, false) : Json();
    const bool found = log.is_object() && !log["runs"].empty() &&
                       !log["runs"][0].value("results", Json::array()).empty();
    if (found) {
      merged.add(log);
      continue;
    }
    // Not found again alone: the failure depends on the calls before it.
    std::ifstream in(report);
    const std::string text(std::istreambuf_iterator<char>(in), {});
    const std::string name = report.filename().string();
    const std::string signature = signature_of_report(report.parent_path(), name);
    merged.add_own("fuzz/earlier-calls",
                   "a finding of the fuzzing process that one call alone does not reproduce",
                   text.empty() ? name : text, signature.empty() ? "fuzz " + name : signature,
                   spec.plugin);
  }
  return merged.text();
}

}  // namespace slidercheck::cli
