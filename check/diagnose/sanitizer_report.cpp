// Sanitizer reports read out of captured output (sanitizer_report.h).
#include "slidercheck/sanitizer_report.h"

#include <array>
#include <cctype>
#include <vector>

namespace slidercheck {

namespace {

using std::string_view;

std::vector<string_view> split_lines(string_view text) {
  std::vector<string_view> lines;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    lines.push_back(text.substr(0, end));
    if (end == string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return lines;
}

string_view trim(string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

bool contains(string_view s, string_view part) { return s.find(part) != string_view::npos; }

// The "<Name>Sanitizer: " after "ERROR: " in line: the sanitizer's name and
// where its text starts, or npos.
std::size_t sanitizer_error(string_view line, std::string* name) {
  const std::size_t at = line.find("ERROR: ");
  if (at == string_view::npos) return string_view::npos;
  const std::size_t colon = line.find("Sanitizer: ", at + 7);
  if (colon == string_view::npos) return string_view::npos;
  const string_view word = line.substr(at + 7, colon - at - 7);
  if (word.find(' ') != string_view::npos) return string_view::npos;
  if (name) *name = std::string(word) + "Sanitizer";
  return colon + 11;
}

// UBSan's "LOCATION: runtime error: ..." (the location a file:line:col, a
// module+offset or <unknown>); not Go's "panic: runtime error: ...".
bool is_runtime_error(string_view line) {
  const std::size_t at = line.find(": runtime error: ");
  if (at == string_view::npos) return false;
  const string_view where = trim(line.substr(0, at));
  return !where.empty() && where != "panic" && !where.ends_with(" panic");
}

// "path:line:col" as "path:line" (a location without a column unchanged).
std::string without_column(string_view loc) {
  const std::size_t last = loc.rfind(':');
  if (last == string_view::npos || last + 1 == loc.size()) return std::string(loc);
  for (char c : loc.substr(last + 1))
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::string(loc);
  const std::size_t before = loc.rfind(':', last - 1);
  if (before == string_view::npos) return std::string(loc);
  const string_view line = loc.substr(before + 1, last - before - 1);
  for (char c : line)
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::string(loc);
  return line.empty() ? std::string(loc) : std::string(loc.substr(0, last));
}

// One frame of a stack trace: "#N 0xPC in FUNCTION LOCATION", the location a
// source file:line[:col] or "(module+0xoffset)", maybe then "(BuildId: ...)".
struct Frame {
  std::string function, location, module;
  std::string pc;  // "0x...": the inlined functions at one pc are frames of the same pc
};

std::optional<Frame> parse_frame(string_view line) {
  line = trim(line);
  if (line.size() < 2 || line[0] != '#' || !std::isdigit(static_cast<unsigned char>(line[1])))
    return std::nullopt;
  std::size_t at = line.find(' ');
  if (at == string_view::npos) return Frame{};
  line = trim(line.substr(at));
  Frame f;
  if (line.starts_with("0x")) {  // the pc
    at = line.find(' ');
    f.pc = std::string(line.substr(0, at));
    line = at == string_view::npos ? string_view{} : trim(line.substr(at));
  }
  if (const std::size_t b = line.find(" (BuildId:"); b != string_view::npos)
    line = trim(line.substr(0, b));
  string_view location = line;
  string_view function;
  if (line.starts_with("in ")) {
    line.remove_prefix(3);
    const bool in_module = line.ends_with(")") && line.rfind(" (") != string_view::npos;
    const std::size_t cut = in_module ? line.rfind(" (") : line.rfind(' ');
    function = cut == string_view::npos ? line : line.substr(0, cut);
    location = cut == string_view::npos ? string_view{} : trim(line.substr(cut));
  }
  f.function = std::string(trim(function));
  if (location.starts_with("(") && location.ends_with(")")) {
    location = location.substr(1, location.size() - 2);
    f.module = std::string(location.substr(0, location.find('+')));
    f.location = std::string(location);
  } else {
    f.location = without_column(location);
  }
  return f;
}

string_view base_name(string_view path) {
  const std::size_t slash = path.rfind('/');
  return slash == string_view::npos ? path : path.substr(slash + 1);
}

// Whether a frame is in the sanitizer runtime, libc, the C++ runtime or slidercheck.
bool foreign(const Frame& f) {
  static constexpr std::array<const char*, 13> kFunctions{
      "__asan",  "__ubsan", "__sanitizer",   "__interceptor", "__lsan", "__msan",         "__tsan",
      "__libc_", "_start",  "slidercheck::", "std::",         "__cxa",  "operator delete"};
  for (const char* prefix : kFunctions)
    if (f.function.starts_with(prefix)) return true;
  if (f.function.starts_with("operator new")) return true;
  // The allocator's entry points, the runtime's interceptors (named alone when
  // a symbolizer without the runtime's debug info read them).
  static constexpr std::array<const char*, 9> kAllocator{
      "malloc",        "calloc",   "realloc", "free",        "posix_memalign",
      "aligned_alloc", "memalign", "valloc",  "reallocarray"};
  for (const char* name : kAllocator)
    if (f.function == name) return true;
  static constexpr std::array<const char*, 12> kPlaces{
      "compiler-rt/", "sanitizer_common", "libc.so",   "ld-linux", "libasan", "libubsan",
      "liblsan",      "libclang_rt",      "libstdc++", "libgcc_s", "csu/",    "sysdeps/"};
  for (const char* place : kPlaces)
    if (contains(f.location, place)) return true;
  return base_name(f.module) == "slidercheck";
}

// The first frame of the first stack trace from lines[from] on that is not
// foreign and not in a module other than module, else the first not foreign;
// then the frames of the same pc after it (the functions it was inlined
// into, outward), when its pc is known.
std::vector<Frame> plugin_frame(const std::vector<string_view>& lines, std::size_t from,
                                string_view module) {
  std::vector<Frame> frames;
  for (std::size_t i = from; i < lines.size(); ++i) {
    const auto f = parse_frame(lines[i]);
    if (f)
      frames.push_back(*f);
    else if (!frames.empty())
      break;  // the first trace only
    else if (i > from && (sanitizer_error(lines[i], nullptr) != string_view::npos ||
                          is_runtime_error(lines[i])))
      break;  // the next report
  }
  auto chain = [&](std::size_t k) {
    std::size_t end = k + 1;
    while (!frames[k].pc.empty() && end < frames.size() && frames[end].pc == frames[k].pc) ++end;
    return std::vector<Frame>(frames.begin() + static_cast<std::ptrdiff_t>(k),
                              frames.begin() + static_cast<std::ptrdiff_t>(end));
  };
  // A frame in another module (named, without debug info) is not the plugin's.
  const string_view base = base_name(module);
  for (std::size_t k = 0; k < frames.size(); ++k) {
    const Frame& f = frames[k];
    if (!foreign(f) && (base.empty() || f.module.empty() || base_name(f.module) == base))
      return chain(k);
  }
  for (std::size_t k = 0; k < frames.size(); ++k)
    if (!foreign(frames[k])) return chain(k);
  return {};
}

// The "SUMMARY: <Name>: <type> ..." line of the report starting at from.
std::optional<std::pair<std::string, std::string>> summary(const std::vector<string_view>& lines,
                                                           std::size_t from) {
  for (std::size_t i = from; i < lines.size(); ++i) {
    const string_view l = trim(lines[i]);
    if (!l.starts_with("SUMMARY: ")) continue;
    const string_view rest = l.substr(9);
    const std::size_t colon = rest.find(": ");
    if (colon == string_view::npos) return std::nullopt;
    const string_view after = rest.substr(colon + 2);
    return std::pair{std::string(rest.substr(0, colon)),
                     std::string(after.substr(0, after.find(' ')))};
  }
  return std::nullopt;
}

std::string first_word(string_view s) { return std::string(s.substr(0, s.find(' '))); }

}  // namespace

std::string ubsan_type(string_view message) {
  // (the runtime's monitor interface gives the message capitalised)
  std::string lowered(message);
  for (char& c : lowered) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  static constexpr std::array<std::pair<const char*, const char*>, 14> kTypes{{
      {"shift exponent", "shift-exponent"},
      {"left shift of", "shift-base"},
      {"signed integer overflow", "signed-integer-overflow"},
      {"negation of", "signed-integer-overflow"},
      {"division by zero", "integer-divide-by-zero"},
      {"out of bounds for type", "out-of-bounds"},
      {"null pointer", "null-pointer-use"},
      {"misaligned address", "misaligned-pointer-use"},
      {"pointer index expression", "pointer-overflow"},
      {"applying non-zero offset", "pointer-overflow"},
      {"unreachable program point", "unreachable"},
      {"is not a valid value for type 'bool'", "invalid-bool-load"},
      {"outside the range of representable values", "float-cast-overflow"},
      {"variable length array bound", "vla-bound"},
  }};
  for (const auto& [words, type] : kTypes)
    if (contains(lowered, words)) return type;
  return "undefined-behavior";
}

std::optional<SanitizerReport> parse_sanitizer_report(string_view output, string_view module) {
  const std::vector<string_view> lines = split_lines(output);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    SanitizerReport r;
    const string_view line = trim(lines[i]);
    const std::size_t text = sanitizer_error(line, &r.sanitizer);
    if (text != string_view::npos) {
      r.message = std::string(line.substr(line.find("ERROR: ")));
      r.error_type = first_word(line.substr(text));
      if (r.sanitizer == "LeakSanitizer") r.error_type = "memory-leak";
      const auto s = summary(lines, i + 1);
      if (s && r.sanitizer != "LeakSanitizer" && !s->second.empty() &&
          !std::isdigit(static_cast<unsigned char>(s->second[0])))
        r.error_type = s->second;
      if (i + 1 < lines.size()) {
        const string_view next = trim(lines[i + 1]);
        if (next.starts_with("READ of size") || next.starts_with("WRITE of size"))
          r.access = std::string(next.substr(0, next.find(" at ")));
      }
    } else if (is_runtime_error(line)) {
      r.sanitizer = "UndefinedBehaviorSanitizer";
      r.message = std::string(line);
      const std::size_t at = line.find(": runtime error: ");
      r.location = without_column(line.substr(0, at));
      r.error_type = ubsan_type(line.substr(at + 17));
      const auto s = summary(lines, i + 1);
      if (s && s->second != "undefined-behavior" && !s->second.empty()) r.error_type = s->second;
    } else {
      continue;
    }
    if (const std::vector<Frame> chain = plugin_frame(lines, i + 1, module); !chain.empty()) {
      // The outermost of an inline chain: the function the helpers were inlined into.
      const Frame& f = chain.back();
      r.function = f.function;
      if (r.location.empty() || !f.location.empty()) r.location = f.location;
      if (chain.size() > 1)
        for (const Frame& c : chain) r.inlined.push_back({c.function, c.location});
    }
    return r;
  }
  return std::nullopt;
}

bool has_sanitizer_error(string_view text) {
  for (const string_view line : split_lines(text))
    if (sanitizer_error(line, nullptr) != string_view::npos || is_runtime_error(line)) return true;
  return false;
}

std::string first_error_line(string_view text) {
  const std::vector<string_view> lines = split_lines(text);
  for (const string_view line : lines)
    if (sanitizer_error(line, nullptr) != string_view::npos || is_runtime_error(line))
      return std::string(trim(line));
  for (const string_view raw : lines) {
    const string_view line = trim(raw);
    const string_view word = line.substr(0, line.find_first_of(": "));
    const bool named = (word.ends_with("Error") || word.ends_with("Exception")) &&
                       line.size() > word.size() && line[word.size()] == ':';
    if (named || contains(line, "error:") || contains(line, " panicked at ") ||
        line.starts_with("Assertion") || contains(line, "Assertion `") ||
        line.starts_with("terminate called") || line.starts_with("fatal error"))
      return std::string(line);
  }
  return "";
}

std::string tail_with_error(string_view text, int max_lines, std::size_t max_bytes) {
  while (!text.empty() && text.back() == '\n') text.remove_suffix(1);
  if (text.empty()) return "";
  string_view end = text.size() > max_bytes ? text.substr(text.size() - max_bytes) : text;
  if (end.size() < text.size()) {
    const std::size_t nl = end.find('\n');  // start at a whole line
    if (nl != string_view::npos) end.remove_prefix(nl + 1);
  }
  std::size_t start = end.size();
  for (int lines = 0; start > 0; --start) {
    if (end[start - 1] == '\n' && ++lines == max_lines) break;
  }
  std::string out(end.substr(start));
  const std::string error = first_error_line(text);
  if (!error.empty() && !contains(out, error)) out = error + "\n...\n" + out;
  return out;
}

}  // namespace slidercheck
