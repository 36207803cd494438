// `--coverage` of check and fuzz (coverage.h).
#include "cli/coverage.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "cli/options.h"
#include "plugin/elf_symbols.h"
#include "plugin/profile_flush.h"
#include "plugin/symbolize.h"
#include "slidercheck/check.h"
#include "slidercheck/kinds.h"
#include "slidercheck/plugin_loader.h"
#include "slidercheck/read_file.h"

namespace slidercheck::cli {

namespace {

namespace fs = std::filesystem;

constexpr double kToolSeconds = 300;             // one llvm-profdata or llvm-cov run
constexpr std::size_t kToolBytes = 64u << 20;    // the most of its output read
constexpr int kLinesShown = 40;                  // source lines shown a file, at most
constexpr std::size_t kSourceBytes = 16u << 20;  // the most of a source file read
// System headers and slidercheck's own: not the engine's sources.
constexpr const char* kIgnored = "-ignore-filename-regex=(^/usr/|/(include|internal)/slidercheck/)";

// Returns the first of names found as an executable on PATH, or "".
std::string on_path(const std::vector<std::string>& names) {
  const char* path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "/usr/bin:/bin");
  std::vector<std::string> list;
  for (std::string dir; std::getline(dirs, dir, ':');) list.push_back(dir.empty() ? "." : dir);
  for (const std::string& name : names)
    for (const std::string& dir : list)
      if (access((dir + "/" + name).c_str(), X_OK) == 0) return dir + "/" + name;
  return "";
}

// A source file's lines (its line n at index n - 1), or why it was not read.
struct SourceText {
  std::vector<std::string> lines;
  std::string unread;
};

// Returns the lines of path: a regular file of at most kSourceBytes, never
// waited for (a FIFO) nor read without end (/dev/zero), whatever the
// plugin's coverage mapping names.
SourceText source_lines(const std::string& path) {
  SourceText text;
  auto read = read_regular_file(path, kSourceBytes);
  if (const ReadError* error = std::get_if<ReadError>(&read)) {
    text.unread = error->message;
    return text;
  }
  std::istringstream in(std::get<std::string>(read));
  // Tabs to the next column of 8, the other bytes a terminal must not see escaped.
  for (std::string line; std::getline(in, line);) {
    std::string spaced;
    for (const char c : line)
      spaced += c == '\t' ? std::string(8 - spaced.size() % 8, ' ') : std::string(1, c);
    text.lines.push_back(one_line(spaced));
  }
  return text;
}

// What llvm-cov's lcov export says of one source file.
struct FileLines {
  std::vector<int> unreached;  // DA lines with count 0
  // BRDA never taken: the line, and which (its condition on the line, the side).
  std::vector<std::pair<int, std::string>> untaken;
  std::vector<std::pair<int, std::string>> functions;  // FN: each function's first line, name
};

// Whether path is a header (included, its helpers inlined into the engine's
// sources), not one of the engine's own source files.
bool is_header(const std::string& path) {
  const std::string ext = fs::path(path).extension().string();
  return ext.empty() || ext == ".h" || ext == ".hh" || ext == ".hpp" || ext == ".hxx" ||
         ext == ".inc" || ext == ".inl";
}

// Returns the files' paths, the engine's own source files first, then the headers.
std::vector<std::string> sources_first(const std::map<std::string, FileLines>& files) {
  std::vector<std::string> paths;
  for (const bool headers : {false, true})
    for (const auto& [path, f] : files)
      if (is_header(path) == headers) paths.push_back(path);
  return paths;
}

// Reads llvm-cov's lcov export: per file (SF), the lines never reached (DA:
// L,0) and the branches never taken (BRDA:L,BLOCK,BRANCH,0 or -: branches
// 2k and 2k+1 are the true and false sides of the line's condition k + 1).
std::map<std::string, FileLines> read_lcov(const std::string& lcov) {
  std::map<std::string, FileLines> files;
  std::istringstream in(lcov);
  FileLines* file = nullptr;
  for (std::string line; std::getline(in, line);) {
    if (line.starts_with("SF:")) {
      file = &files[line.substr(3)];
    } else if (file && line.starts_with("FN:")) {
      const std::size_t comma = line.find(',');
      if (comma != std::string::npos)
        file->functions.emplace_back(std::atoi(line.c_str() + 3), line.substr(comma + 1));
    } else if (file && line.starts_with("DA:")) {
      const std::size_t comma = line.find(',');
      if (comma != std::string::npos && line.substr(comma + 1) == "0")
        file->unreached.push_back(std::atoi(line.c_str() + 3));
    } else if (file && line.starts_with("BRDA:")) {
      std::vector<std::string> f;
      std::istringstream fields(line.substr(5));
      for (std::string x; std::getline(fields, x, ',');) f.push_back(x);
      if (f.size() == 4 && (f[3] == "0" || f[3] == "-")) {
        const int branch = std::atoi(f[2].c_str());
        file->untaken.push_back(
            {std::atoi(f[0].c_str()), "condition " + std::to_string(branch / 2 + 1) + ": " +
                                          (branch % 2 == 0 ? "true" : "false") + " side"});
      }
    }
  }
  return files;
}

// Returns lines as ranges: "12, 15-17".
std::string ranges(const std::vector<int>& lines) {
  std::string out;
  for (std::size_t i = 0; i < lines.size();) {
    std::size_t j = i;
    while (j + 1 < lines.size() && lines[j + 1] == lines[j] + 1) ++j;
    out += (out.empty() ? "" : ", ") + std::to_string(lines[i]);
    if (j > i) out += "-" + std::to_string(lines[j]);
    i = j + 1;
  }
  return out;
}

// Returns the lines of the checked functions (the plugin's exported
// slidercheck_* symbols of the kind table) never reached, first of all: each
// function runs from its first line to the line before the next function of
// its file. "" when they reached every line.
std::string checked_gaps_text(const std::map<std::string, FileLines>& files) {
  std::ostringstream out;
  for (const std::string& path : sources_first(files)) {
    const FileLines& f = files.at(path);
    std::vector<int> starts;
    for (const auto& [line, name] : f.functions) starts.push_back(line);
    std::sort(starts.begin(), starts.end());
    const std::vector<std::string> text = source_lines(path).lines;
    for (const auto& [first, name] : f.functions) {
      const bool checked =
          std::any_of(std::begin(kKindTable), std::end(kKindTable),
                      [&f = name](const KindInfo& row) { return f == row.symbol; });
      if (!checked) continue;
      const auto next = std::upper_bound(starts.begin(), starts.end(), first);
      const int last = next == starts.end() ? INT_MAX : *next - 1;
      std::vector<int> missed;
      for (const int line : f.unreached)
        if (line >= first && line <= last) missed.push_back(line);
      if (missed.empty()) continue;
      out << "    " << one_line(name) << " (" << one_line(path) << ":" << first
          << "): " << ranges(missed) << "\n";
      int shown = 0;
      for (const int line : missed)
        if (shown++ < kLinesShown)
          out << "      " << line << " | "
              << (line <= static_cast<int>(text.size()) ? text[line - 1] : std::string()) << "\n";
    }
  }
  const std::string gaps = out.str();
  return gaps.empty() ? "" : "\n  the checked functions' lines never reached:\n" + gaps;
}

// Returns the lines never reached and the branches never taken, file by
// file (the engine's own source files, then the headers), each with its
// source line.
std::string gaps_text(const std::map<std::string, FileLines>& files) {
  std::ostringstream out;
  for (const std::string& path : sources_first(files)) {
    const FileLines& f = files.at(path);
    if (f.unreached.empty() && f.untaken.empty()) continue;
    const SourceText source_text = source_lines(path);
    const std::vector<std::string>& text = source_text.lines;
    auto source = [&](int line) {
      return line >= 1 && line <= static_cast<int>(text.size()) ? text[line - 1] : std::string();
    };
    out << "\n  " << one_line(path) << ":\n";
    if (!source_text.unread.empty())
      out << "    (its source lines are not shown: " << one_line(source_text.unread) << ")\n";
    if (!f.unreached.empty()) {
      out << "    lines never reached: " << ranges(f.unreached) << "\n";
      int shown = 0;
      for (const int line : f.unreached)
        if (shown++ < kLinesShown) out << "      " << line << " | " << source(line) << "\n";
    }
    int shown = 0;
    for (const auto& [line, side] : f.untaken) {
      if (shown++ == 0) out << "    branches never taken:\n";
      if (shown <= kLinesShown)
        out << "      " << line << " (" << side << ") | " << source(line) << "\n";
    }
  }
  return out.str();
}

}  // namespace

Coverage::Coverage(const std::string& plugin, const std::string& html)
    : plugin_(fs::absolute(plugin).lexically_normal().string()), html_(html) {
  const auto image = plugin::read_elf_image(plugin_, {"__llvm_profile_"});
  if (!image || image->symbols.empty())
    usage_error("--coverage: plugin '" + plugin +
                "' carries no coverage profile runtime: build it with clang "
                "-fprofile-instr-generate -fcoverage-mapping (docs/check.md, coverage)");
  profdata_ = on_path({"llvm-profdata-14", "llvm-profdata"});
  cov_ = on_path({"llvm-cov-14", "llvm-cov"});
  if (profdata_.empty() || cov_.empty())
    usage_error(
        "--coverage needs llvm-profdata and llvm-cov (Debian's llvm-14): not found on PATH");
  std::string pattern = (fs::temp_directory_path() / "slidercheck-coverage-XXXXXX").string();
  if (mkdtemp(pattern.data()) == nullptr)
    usage_error("--coverage: cannot make a folder for the profiles in " +
                fs::temp_directory_path().string());
  folder_ = pattern;
}

Coverage::~Coverage() {
  plugin::set_interrupt_folder(nullptr);
  if (set_ && saved_) ::setenv("LLVM_PROFILE_FILE", saved_->c_str(), 1);
  if (set_ && !saved_) ::unsetenv("LLVM_PROFILE_FILE");
  if (set_) ::unsetenv(plugin::kProfileFileVariable);
  std::error_code ec;
  fs::remove_all(folder_, ec);
}

std::string Coverage::variable() const { return "LLVM_PROFILE_FILE=" + folder_ + "/%p.profraw"; }

void Coverage::set_in_environment() {
  if (!set_) {
    if (const char* before = std::getenv("LLVM_PROFILE_FILE")) saved_ = before;
    set_ = true;
  }
  ::setenv("LLVM_PROFILE_FILE", (folder_ + "/%p.profraw").c_str(), 1);
  ::setenv(plugin::kProfileFileVariable, (folder_ + "/%p.profraw").c_str(), 1);
  // Killed by SIGINT, SIGTERM or SIGHUP, the checker removes it on its way out.
  plugin::set_interrupt_folder(folder_.c_str());
}

std::string Coverage::report(const std::string& ended_normally) const {
  std::vector<std::string> merge = {profdata_, "merge", "-sparse"};
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(folder_, ec))
    if (e.path().extension() == ".profraw") merge.push_back(e.path().string());
  const std::size_t profiles = merge.size() - 3;
  std::ostringstream out;
  out << "\ncoverage of " << plugin_ << "'s own sources (" << profiles << " process profile"
      << (profiles == 1 ? "" : "s") << " merged):\n";
  if (profiles == 0)
    return out.str() + "  no profile was written: " +
           (ended_normally.empty() ? std::string("no process that loaded the plugin ended normally")
                                   : "the plugin's processes ended normally (" + ended_normally +
                                         ") but wrote no profile where slidercheck asked") +
           "\n";
  const std::string merged = folder_ + "/merged.profdata";
  merge.insert(merge.end(), {"-o", merged});
  if (!plugin::program_output(merge, kToolSeconds))
    return out.str() + "  llvm-profdata could not merge the profiles\n";
  const auto lcov = plugin::program_output(
      {cov_, "export", plugin_, "-instr-profile=" + merged, "-format=lcov", kIgnored}, kToolSeconds,
      kToolBytes);
  if (!lcov) return out.str() + "  llvm-cov could not read the profile\n";
  const auto files = read_lcov(*lcov);
  std::vector<std::string> table = {
      cov_, "report", "-show-functions", plugin_, "-instr-profile=" + merged, kIgnored};
  // C++ names demangled when binutils' c++filt is there.
  if (const std::string demangler = on_path({"c++filt"}); !demangler.empty())
    table.push_back("-Xdemangler=" + demangler);
  // The functions of the engine's own source files: the helpers a header
  // defines (inlined into each source that includes it) are left out of the
  // table, their lines shown after the sources'.
  bool any_source = false;
  for (const auto& [path, f] : files)
    if (!is_header(path)) {
      table.push_back(path);
      any_source = true;
    }
  if (!any_source)
    for (const auto& [path, f] : files) table.push_back(path);
  if (const auto functions = plugin::program_output(table, kToolSeconds, kToolBytes))
    out << *functions;
  out << checked_gaps_text(files) << gaps_text(files);
  // llvm-cov's HTML reads every source file whole, with no bound: none that
  // is there but not a regular file (a FIFO, /dev/zero) is given to it.
  std::string odd_source;
  for (const auto& [path, f] : files) {
    struct stat st {};
    if (odd_source.empty() && ::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
      odd_source = path + " " + not_regular_reason(path);
  }
  if (!html_.empty() && !odd_source.empty()) {
    out << "\n  no HTML written: the source file " << one_line(odd_source) << "\n";
  } else if (!html_.empty()) {
    const bool written =
        plugin::program_output({cov_, "show", plugin_, "-instr-profile=" + merged, "-format=html",
                                "-show-branches=count", "-output-dir=" + html_, kIgnored},
                               kToolSeconds)
            .has_value();
    out << (written ? "\n  HTML: " + html_ + "/index.html\n"
                    : "\n  llvm-cov could not write the HTML to " + html_ + "\n");
  }
  return out.str();
}

}  // namespace slidercheck::cli
