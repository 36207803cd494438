// Crashes reported from the fuzzing process's record: see fuzz_recorded.h.
#include "cli/fuzz_recorded.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <string_view>
#include <utility>

#include "cli/fuzz_findings.h"
#include "plugin/symbolize.h"
#include "slidercheck/finding_signature.h"
#include "slidercheck/sanitizer_report.h"

namespace slidercheck::cli {

namespace fs = std::filesystem;

namespace {

// A record of crashed-inputs: the input's hex, why it crashed, and its
// innermost plugin frame (an address of the plugin's file) when recorded.
struct Record {
  std::string hex, why;
  std::optional<std::uint64_t> frame;
};

// Returns the address of a record's "at ADDRESS" field (hex), if it is one.
std::optional<std::uint64_t> frame_of(const std::string& field) {
  constexpr std::string_view kAt = "at ";
  if (!field.starts_with(kAt) || field.size() == kAt.size() || field.size() > kAt.size() + 16 ||
      field.find_first_not_of("0123456789abcdef", kAt.size()) != std::string::npos)
    return std::nullopt;
  return std::stoull(field.substr(kAt.size()), nullptr, 16);
}

// Returns the records of crash_dir/crashed-inputs past start, each input
// once, kMaxRecords at most: a regular file only, its first kMaxBytes past
// start read (a record is one line of a few hundred bytes).
std::vector<Record> records_since(const fs::path& crash_dir, std::uintmax_t start) {
  constexpr std::size_t kMaxBytes = 1u << 20, kLongestLine = 4096;
  constexpr std::size_t kMaxRecords = 100;  // each is decoded by a driver process
  std::vector<Record> out;
  const fs::path file = crash_dir / "crashed-inputs";
  std::error_code ec;
  if (!fs::is_regular_file(fs::symlink_status(file, ec))) return out;
  std::ifstream in(file, std::ios::binary);
  if (!in.seekg(static_cast<std::streamoff>(start))) return out;
  std::string text(kMaxBytes, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  std::set<std::string> seen;
  std::istringstream lines(text);
  for (std::string line; out.size() < kMaxRecords && std::getline(lines, line);) {
    if (line.size() > kLongestLine) continue;
    const std::size_t tab = line.find('\t');
    const std::optional<std::uint64_t> frame =
        tab == std::string::npos ? std::nullopt : frame_of(line.substr(tab + 1));
    if (tab != std::string::npos) line.resize(tab);
    const std::size_t space = line.find(' ');
    Record r{line.substr(0, space), space == std::string::npos ? "" : line.substr(space + 1),
             frame};
    if (r.hex.empty() || r.hex.size() % 2 != 0 ||
        r.hex.find_first_not_of("0123456789abcdef") != std::string::npos)
      continue;
    // (only printable ASCII of the reason: the report stays valid UTF-8)
    r.why.erase(
        std::remove_if(r.why.begin(), r.why.end(), [](char c) { return c < ' ' || c > '~'; }),
        r.why.end());
    if (r.why.empty()) r.why = "crash";
    if (seen.insert(r.hex).second) out.push_back(std::move(r));
  }
  return out;
}

// Writes the input hex as a fuzz input file (its bytes).
bool write_input(const fs::path& file, const std::string& hex) {
  std::string bytes;
  for (std::size_t i = 0; i + 1 < hex.size(); i += 2)
    bytes.push_back(static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16)));
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out << bytes;
  return static_cast<bool>(out.flush());
}

// Returns the call's words without --function KIND: its inputs.
std::string inputs_of(const Words& words) {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (words[i] == "--function") {
      ++i;
      continue;
    }
    out += (out.empty() ? "" : " ") + words[i];
  }
  return out;
}

// A recorded crash's sanitizer and error type, as check names them
// (UBSan's from its message), or "" and the signal ("signal SIGSEGV").
std::pair<std::string, std::string> error_of(const std::string& why) {
  constexpr std::string_view kAsan = "AddressSanitizer ", kUbsan = "UndefinedBehaviorSanitizer ";
  if (why.starts_with(kAsan)) return {"AddressSanitizer", why.substr(kAsan.size())};
  if (why.starts_with(kUbsan))
    return {"UndefinedBehaviorSanitizer", ubsan_type(std::string_view(why).substr(kUbsan.size()))};
  return {"", why};
}

}  // namespace

std::uintmax_t records_start(const fs::path& crash_dir) {
  std::error_code ec;
  const std::uintmax_t size = fs::file_size(crash_dir / "crashed-inputs", ec);
  return ec ? 0 : size;
}

std::size_t report_recorded(const FuzzOptions& o, const std::vector<std::string>& env,
                            const fs::path& crash_dir, std::uintmax_t start,
                            const std::vector<Words>& settled, const std::string& why) {
  std::size_t saved = 0;
  const std::string name = fs::path(o.plugin).filename().string();
  for (const Record& r : records_since(crash_dir, start)) {
    const std::string fingerprint = signature_fingerprint(r.hex);
    const fs::path input = crash_dir / ("recorded-" + fingerprint);
    if (!write_input(input, r.hex)) continue;
    const auto words = decoded_call(o, env, driver_path(), input, 10);
    if (!words || std::find(settled.begin(), settled.end(), *words) != settled.end()) continue;
    const std::string kind = kind_of(*words);
    const auto [sanitizer_name, error] = error_of(r.why);
    // The plugin frame, read back as check reads a worker's (its debug info).
    const CodeFrame frame = r.frame ? plugin::symbolize(o.plugin, *r.frame) : CodeFrame{};
    const FindingSignature sig = sanitizer_name.empty()
                                     ? FindingSignature{"crash", kind, "", ""}
                                     : sanitizer_signature(kind, error, frame.function);
    const std::string signature = signature_text(sig);
    if (!claim_signature(crash_dir, signature)) {
      std::printf("\n  %s: the same finding as before (%s)\n", input.c_str(), signature.c_str());
      continue;
    }
    const bool sanitizer = sig.category == "sanitizer";
    const std::string headline =
        sanitizer ? "SANITIZER " + name + "::" + kind + " " + sanitizer_name + " " + error
                  : "CRASH " + name + "::" + kind + " " +
                        (sanitizer_name.empty() ? error : "signal SIG" + error);
    const std::string report = "finding-crash-recorded-" + fingerprint + ".txt";
    const std::string text =
        "slidercheck: " + headline + "\n  implementation: " + name + "\n  function:       " + kind +
        "\n  what:           " + r.why +
        ", recorded by the fuzzing process as this call crashed it\n" + frame_line(frame) +
        "  on this input (the call that crashed): " + inputs_of(*words) +
        "\n  its input file:  " + input.string() + "\n  not re-run: " + why +
        "; the command below re-runs the call as check does, with its report and shrinking\n"
        "  reproduce: " +
        as_shown(check_command(o, *words)) + "\n";
    if (!write_report(crash_dir / report, text)) continue;
    record_report(crash_dir, signature, report);
    ++saved;
  }
  return saved;
}

}  // namespace slidercheck::cli
