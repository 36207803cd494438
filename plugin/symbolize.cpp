// Source places of a plugin's addresses (symbolize.h).
#include "symbolize.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <map>
#include <mutex>
#include <sstream>
#include <string_view>
#include <utility>

#include "elf_symbols.h"

namespace slidercheck::plugin {

std::optional<std::string> program_output(const std::vector<std::string>& args, double seconds,
                                          std::size_t max_bytes) {
  if (args.empty()) return std::nullopt;
  std::vector<char*> argv;
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  int p[2];
  if (pipe2(p, O_CLOEXEC) != 0) return std::nullopt;
  const pid_t pid = fork();
  if (pid < 0) {
    close(p[0]);
    close(p[1]);
    return std::nullopt;
  }
  if (pid == 0) {
    setpgid(0, 0);
    dup2(p[1], 1);
    const int null = open("/dev/null", O_RDWR);
    if (null >= 0) {
      dup2(null, 0);
      dup2(null, 2);
    }
    execvp(argv[0], argv.data());
    _exit(127);
  }
  close(p[1]);
  std::string out;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    pollfd fd{p[0], POLLIN, 0};
    if (left.count() <= 0 || poll(&fd, 1, static_cast<int>(left.count())) <= 0) break;
    char buf[4096];
    const ssize_t n = read(p[0], buf, sizeof buf);
    if (n <= 0) break;
    if (out.size() < max_bytes) out.append(buf, static_cast<std::size_t>(n));
  }
  close(p[0]);
  kill(-pid, SIGKILL);  // ended already, or past its deadline: it and its children
  kill(pid, SIGKILL);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return std::nullopt;
  if (out.size() > max_bytes) out.resize(max_bytes);
  return out;
}

namespace {

std::string hex_address(std::uint64_t address) {
  char text[32];
  std::snprintf(text, sizeof text, "0x%llx", static_cast<unsigned long long>(address));
  return text;
}

std::string base_name(const std::string& path) {
  return std::filesystem::path(path).filename().string();
}

// Whether a and b name the same file (or, when either cannot be found, the
// same file name).
bool same_file(const std::string& a, const std::string& b) {
  std::error_code ec;
  const bool same = std::filesystem::equivalent(a, b, ec);
  return ec ? base_name(a) == base_name(b) : same;
}

// "file:line" without a " (discriminator N)" tail; "" for addr2line's "??:0"
// or "??:?".
std::string place(std::string line) {
  if (const auto d = line.find(" (discriminator"); d != std::string::npos) line.resize(d);
  if (line.starts_with("??")) return "";
  if (line.ends_with(":0") || line.ends_with(":?")) return "";
  return line;
}

// Whether line ends as addr2line's place does: ":LINE", ":?" or a
// " (discriminator N)" after it.
bool ends_place(const std::string& line) {
  std::string_view l = line;
  if (const auto d = l.find(" (discriminator"); d != std::string_view::npos) l = l.substr(0, d);
  const std::size_t colon = l.rfind(':');
  if (colon == std::string_view::npos || colon + 1 == l.size()) return false;
  const std::string_view tail = l.substr(colon + 1);
  return tail == "?" || tail.find_first_not_of("0123456789") == std::string_view::npos;
}

// addr2line's answers, (function, place) each: a place whose file name holds
// a newline (a #line directive's name) spans several lines, joined back up to
// the one that ends as a place does.
std::vector<std::pair<std::string, std::string>> answers(const std::string& out) {
  std::vector<std::pair<std::string, std::string>> frames;
  std::istringstream lines(out);
  for (std::string function, where; std::getline(lines, function) && std::getline(lines, where);) {
    for (std::string more; !ends_place(where) && lines.peek() != EOF && std::getline(lines, more);)
      where += "\n" + more;
    frames.emplace_back(function, where);
  }
  return frames;
}

// Whether module keeps its symbol table (.symtab): it is not stripped.
bool has_static_symbols(const std::string& module) {
  const auto symbols = read_elf_symbols(module);
  return symbols && std::any_of(symbols->begin(), symbols->end(),
                                [](const ElfSymbol& s) { return !s.dynamic; });
}

}  // namespace

namespace {

CodeFrame symbolize_once(const std::string& module, std::uint64_t address) {
  CodeFrame frame{"", base_name(module) + "+" + hex_address(address)};
  // The functions at the address, innermost first (-i): the first is where
  // the instruction is, each next one the function it was inlined into.
  // LLVM's addr2line reads the inline chains of clang's DWARF 5, which
  // binutils' (2.40) does not: it is asked first, when it is there.
  std::optional<std::string> out;
  for (const char* tool : {"llvm-addr2line-14", "llvm-addr2line", "addr2line"})
    if (!out)
      out = program_output({tool, "-f", "-i", "-C", "-e", module, hex_address(address)}, 10);
  if (!out) return frame;
  const auto found = answers(*out);
  if (found.empty()) return frame;
  auto name = [](const std::string& f) { return f == "??" ? std::string() : f; };
  // The outermost: the engine's own function the helpers were inlined into.
  const auto& [function, where] = found.back();
  frame.function = name(function);
  if (const std::string p = place(where); !p.empty()) {
    frame.location = p;
  } else if (!has_static_symbols(module)) {
    // A stripped module: addr2line names the exported symbol before the
    // address, which may be another function than the one that ran.
    frame.function.clear();
  }
  if (found.size() > 1 && !frame.location.ends_with(hex_address(address)))
    for (const auto& [f, w] : found) frame.inlined.push_back({name(f), place(w)});
  return frame;
}

}  // namespace

CodeFrame symbolize(const std::string& module, std::uint64_t address) {
  // A finding shrunk in fresh processes asks for the same address each time.
  static std::mutex lock;
  static std::map<std::pair<std::string, std::uint64_t>, CodeFrame> seen;
  const std::lock_guard<std::mutex> held(lock);
  const auto key = std::make_pair(module, address);
  if (const auto it = seen.find(key); it != seen.end()) return it->second;
  if (seen.size() > 4096) seen.clear();
  return seen.emplace(key, symbolize_once(module, address)).first->second;
}

std::optional<CodeFrame> symbol_source(const std::string& module, const std::string& symbol) {
  const auto symbols = read_elf_symbols(module);
  if (!symbols) return std::nullopt;
  for (const ElfSymbol& s : *symbols) {
    if (s.name != symbol || !s.exported || s.value == 0) continue;
    // The functions at the address, innermost first (-i): when the compiler
    // inlined a helper into the first instruction, the exported function's
    // own line (the call) is the last frame; without inlining it is the one
    // frame, at the line the function starts.
    const auto out =
        program_output({"addr2line", "-f", "-i", "-e", module, hex_address(s.value)}, 10);
    if (!out) return std::nullopt;
    std::optional<CodeFrame> found;
    for (const auto& [function, where] : answers(*out)) {
      const std::string p = place(where);
      if (p.empty()) continue;
      if (function == symbol || !found) found = CodeFrame{symbol, p};
    }
    return found;
  }
  return std::nullopt;
}

CodeFrame resolve_frame(const CodeFrame& frame, const std::string& module) {
  if (!frame.function.empty()) return frame;
  const std::size_t plus = frame.location.rfind("+0x");
  if (plus == std::string::npos) return frame;
  if (!same_file(frame.location.substr(0, plus), module)) return frame;
  std::uint64_t offset = 0;
  try {
    offset = std::stoull(frame.location.substr(plus + 3), nullptr, 16);
  } catch (...) {
    return frame;
  }
  // A sanitizer's frames are return addresses (the first, too: the call into
  // its report): the call is the byte before.
  const CodeFrame found = symbolize(module, offset > 0 ? offset - 1 : 0);
  return found.function.empty() ? frame : found;
}

}  // namespace slidercheck::plugin
