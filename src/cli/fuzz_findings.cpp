// The findings of `slidercheck fuzz`, one per signature: see fuzz_findings.h.
#include "cli/fuzz_findings.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>
#include <utility>

#include "cli/fuzz_driver_run.h"
#include "slidercheck/finding_signature.h"
#include "slidercheck/sanitizer_report.h"

namespace slidercheck::cli {
namespace {

namespace fs = std::filesystem;

fs::path signature_file(const fs::path& crash_dir, const std::string& signature) {
  return crash_dir / ("signature-" + signature_fingerprint(signature));
}

std::string read_all(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

// Returns the last non-empty line of text.
std::string last_line(const std::string& text) {
  std::istringstream lines(text);
  std::string last;
  for (std::string line; std::getline(lines, line);)
    if (!line.empty()) last = line;
  return last;
}

// Returns the rest of the line of text after key, or "".
std::string after(const std::string& text, const std::string& key) {
  const std::size_t at = text.find(key);
  if (at == std::string::npos) return "";
  const std::size_t from = at + key.size();
  return text.substr(from, text.find('\n', from) - from);
}

}  // namespace

std::optional<TracedCrash> trace_crash(const std::vector<std::string>& driver_args,
                                       const std::vector<std::string>& env, const fs::path& file,
                                       bool past_mismatches, double seconds) {
  // A folder of its own for the calls and libFuzzer's crash file of the replay.
  const char* tmp = std::getenv("TMPDIR");
  std::string folder = std::string(tmp && *tmp ? tmp : "/tmp") + "/slidercheck-replay.XXXXXX";
  if (mkdtemp(folder.data()) == nullptr) return std::nullopt;
  const fs::path log = fs::path(folder) / "calls";
  std::vector<std::string> args = driver_args;
  args.push_back("--calls-log=" + log.string());
  args.push_back("-artifact_prefix=" + folder + "/");
  if (past_mismatches) args.insert(args.end(), {"--keep-going", "--report-dir=" + folder});
  args.push_back(fs::absolute(file).string());
  const auto ran = run_captured(args, env, seconds, 2);
  const std::string calls = read_all(log);
  std::error_code ec;
  fs::remove_all(folder, ec);
  if (!ran) return std::nullopt;
  TracedCrash t;
  t.output = ran->second;
  t.failed = !(WIFEXITED(ran->first) && WEXITSTATUS(ran->first) == 0);
  t.mismatch = t.output.find("slidercheck: FINDING") != std::string::npos;
  std::istringstream words(last_line(calls));
  if (std::string law; words >> law) t.law = law;
  for (std::string w; words >> w;) t.words.push_back(w);
  return t;
}

std::string refused_position(const TracedCrash& t) {
  const std::string error = "slidercheck: error: ";
  const std::size_t at = t.output.find(error + "the fuzz input's position");
  if (!t.failed || t.mismatch || !t.words.empty() || at == std::string::npos) return "";
  const std::size_t from = at + error.size();
  return t.output.substr(from, t.output.find('\n', from) - from);
}

std::string crash_signature(const TracedCrash& crash, const std::string& plugin) {
  // Whichever law made the call: the call crashed.
  FindingSignature sig{"crash", "unknown", "", ""};
  for (std::size_t i = 0; i + 1 < crash.words.size(); ++i)
    if (crash.words[i] == "--function") sig.kind = crash.words[i + 1];
  if (const auto report = parse_sanitizer_report(crash.output, plugin)) {
    sig = sanitizer_signature(sig.kind, report->error_type, report->function);
  } else if (crash.output.find("ALARM: working on the last Unit") != std::string::npos) {
    sig.category = "timeout";
  } else if (crash.output.find("ERROR: libFuzzer: deadly signal") != std::string::npos) {
    // A signal: "crash" and the kind (libFuzzer alone prints no stack trace).
  } else if (std::string e = after(crash.output, "ERROR: libFuzzer: "); !e.empty()) {
    e = e.substr(0, e.find(" after"));  // "out-of-memory (...)", "fuzz target exited"
    e = e.substr(0, e.find(" ("));
    std::replace(e.begin(), e.end(), ' ', '-');
    sig.category = e;
  } else if (!crash.failed) {
    sig.category = "no-crash-in-a-replay";
  }
  return signature_text(sig);
}

bool claim_signature(const fs::path& crash_dir, const std::string& signature) {
  const fs::path path = signature_file(crash_dir, signature);
  std::error_code ec;
  if (fs::exists(path, ec)) {
    fs::last_write_time(path, fs::file_time_type::clock::now(), ec);
    return false;
  }
  std::ofstream(path) << signature << "\n";
  return true;
}

void record_report(const fs::path& crash_dir, const std::string& signature,
                   const std::string& report) {
  std::ofstream(signature_file(crash_dir, signature), std::ios::app) << report << "\n";
}

void record_crashing_call(const fs::path& crash_dir, const std::vector<std::string>& words) {
  if (words.empty()) return;
  std::string line;
  for (const std::string& w : words) line += (line.empty() ? "" : " ") + w;
  std::ofstream(crash_dir / "crashing-calls", std::ios::app) << line << "\n";
}

std::string signature_of_report(const fs::path& crash_dir, const std::string& report) {
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(crash_dir, ec)) {
    if (!e.path().filename().string().starts_with("signature-")) continue;
    std::ifstream in(e.path());
    std::string signature, named;
    if (std::getline(in, signature) && std::getline(in, named) && named == report) return signature;
  }
  return "";
}

std::vector<fs::path> reports_since(const fs::path& crash_dir, fs::file_time_type start) {
  std::vector<std::pair<fs::file_time_type, fs::path>> found;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(crash_dir, ec)) {
    if (!e.path().filename().string().starts_with("signature-")) continue;
    const auto when = e.last_write_time(ec);
    if (ec || when < start) continue;
    std::ifstream in(e.path());
    std::string signature, report;
    if (std::getline(in, signature) && std::getline(in, report) && !report.empty() &&
        fs::exists(crash_dir / report, ec))
      found.emplace_back(when, crash_dir / report);
  }
  std::sort(found.begin(), found.end());
  std::vector<fs::path> out;
  for (auto& f : found) out.push_back(std::move(f.second));
  return out;
}

std::string kind_of(const std::vector<std::string>& words) {
  for (std::size_t i = 0; i + 1 < words.size(); ++i)
    if (words[i] == "--function") return words[i + 1];
  return "";
}

std::string category_of_file(const fs::path& file) {
  const std::string name = file.filename().string();
  if (name.starts_with("timeout-")) return "timeout";
  if (name.starts_with("oom-")) return "out-of-memory";
  if (name.starts_with("leak-")) return "leak";
  return "crash";
}

std::vector<fs::path> new_files(const fs::path& dir, const std::string& prefix,
                                fs::file_time_type start) {
  std::vector<fs::path> out;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir, ec))
    if (e.path().filename().string().starts_with(prefix) && e.last_write_time(ec) >= start)
      out.push_back(e.path());
  return out;
}

std::size_t count_files(const fs::path& dir) {
  std::error_code ec;
  std::size_t n = 0;
  for (const auto& e : fs::directory_iterator(dir, ec)) n += e.is_regular_file(ec);
  return n;
}

bool is_crash_report(const fs::path& p) {
  const std::string name = p.filename().string();
  for (const char* prefix : {"finding-crash-", "finding-timeout-", "finding-oom-", "finding-leak-"})
    if (name.starts_with(prefix)) return true;
  return false;
}

std::string driver_finding(const std::string& output) {
  const std::size_t from = output.find("slidercheck: FINDING");
  if (from == std::string::npos) return "";
  std::size_t to = output.find("\n==", from);
  return output.substr(from, to == std::string::npos ? std::string::npos : to - from + 1);
}

bool write_report(const fs::path& report, const std::string& text) {
  const fs::path part = fs::path(report).concat(".part");
  {
    std::ofstream out(part, std::ios::trunc);
    out << text;
    if (out.flush()) {
      out.close();
      std::error_code ec;
      fs::rename(part, report, ec);
      if (!ec) return true;
    }
  }
  const int e = errno;
  std::error_code ec;
  fs::remove(part, ec);
  std::printf("  slidercheck fuzz: cannot write %s: %s\n", report.c_str(),
              e ? std::strerror(e) : "write failed");
  return false;
}

}  // namespace slidercheck::cli
