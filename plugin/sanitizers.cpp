// Sanitized plugins (sanitizers.h).
#include "sanitizers.h"

#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <optional>
#include <sstream>
#include <string_view>

#include "elf_symbols.h"
#include "symbolize.h"

extern char** environ;

namespace slidercheck::plugin {

namespace {

#if defined(__x86_64__)
#define SLIDERCHECK_RT_ARCH "x86_64"
#elif defined(__aarch64__)
#define SLIDERCHECK_RT_ARCH "aarch64"
#else
#define SLIDERCHECK_RT_ARCH "unknown"
#endif

// A sanitizer's runtime: gcc's soname, clang's shared runtime (also the file
// preloaded for clang's static runtime), the prefix of its entry points, and a
// symbol every runtime of it defines.
struct Runtime {
  const char* sanitizer;
  std::string_view gcc_soname;
  std::string_view clang_soname;
  std::string_view symbol_prefix;
  const char* clang_file;
  const char* defines;
};

constexpr Runtime kRuntimes[] = {
    {"AddressSanitizer", "libasan.so", "libclang_rt.asan", "__asan_",
     "libclang_rt.asan-" SLIDERCHECK_RT_ARCH ".so", "__asan_init"},
    {"UndefinedBehaviorSanitizer", "libubsan.so", "libclang_rt.ubsan", "__ubsan_",
     "libclang_rt.ubsan_standalone-" SLIDERCHECK_RT_ARCH ".so", "__ubsan_handle_add_overflow"},
};

// What the plugin needs of one runtime.
struct Need {
  const Runtime* runtime;
  std::string soname;     // its DT_NEEDED entry, or "" (clang's static runtime)
  bool gcc = false;       // gcc's runtime (else clang's)
  std::string undefined;  // one of its entry points the plugin leaves undefined
  std::string file() const { return gcc ? soname : runtime->clang_file; }
  std::string what() const { return soname.empty() ? file() : soname; }
};

// Returns the runtimes the plugin needs (ASan first), or nothing when path is
// not an ELF image read_elf_image reads.
std::optional<std::vector<Need>> needs_of(const std::string& path) {
  std::vector<std::string_view> prefixes;
  for (const Runtime& r : kRuntimes) prefixes.push_back(r.symbol_prefix);
  const auto image = read_elf_image(path, prefixes);
  if (!image) return std::nullopt;
  std::vector<Need> needs;
  for (const Runtime& r : kRuntimes) {
    Need need{.runtime = &r};
    for (const std::string& needed : image->needed) {
      if (needed.starts_with(r.gcc_soname) || needed.starts_with(r.clang_soname)) {
        need.soname = needed;
        need.gcc = needed.starts_with(r.gcc_soname);
      }
    }
    for (const ElfSymbol& s : image->symbols)
      if (s.dynamic && !s.defined && s.name.starts_with(r.symbol_prefix)) need.undefined = s.name;
    if (!need.soname.empty() || !need.undefined.empty()) needs.push_back(need);
  }
  return needs;
}

// Whether this process has the runtime the plugin needs.
bool present(const Need& need) {
  if (!need.soname.empty()) {
    void* h = dlopen(need.soname.c_str(), RTLD_LAZY | RTLD_NOLOAD);
    if (h) dlclose(h);
    return h != nullptr;
  }
  return dlsym(RTLD_DEFAULT, need.undefined.c_str()) != nullptr;
}

// Whether this process has a sanitizer runtime of its own (the asan preset).
bool process_sanitized() {
  for (const Runtime& r : kRuntimes)
    if (dlsym(RTLD_DEFAULT, r.defines)) return true;
  return false;
}

// What a runtime file provides (its ELF defines the runtime's symbol), and
// whose it is (clang's files are named libclang_rt.*).
struct Provided {
  bool runtime[std::size(kRuntimes)] = {};
  bool clang = false;
  bool any() const { return std::any_of(std::begin(runtime), std::end(runtime), std::identity{}); }
};

std::optional<Provided> provided_by(const std::string& file) {
  std::vector<std::string_view> names;
  for (const Runtime& r : kRuntimes) names.push_back(r.defines);
  const auto image = read_elf_image(file, names);
  if (!image) return std::nullopt;
  Provided p;
  for (std::size_t i = 0; i < std::size(kRuntimes); ++i)
    for (const ElfSymbol& s : image->symbols)
      if (s.dynamic && s.defined && s.name == kRuntimes[i].defines) p.runtime[i] = true;
  const auto slash = file.rfind('/');
  p.clang = file.substr(slash == std::string::npos ? 0 : slash + 1).starts_with("libclang_rt.");
  return p;
}

// Returns the strings of the ELF's .comment section (each compiler that built
// a part of it, e.g. "GCC: (Debian 12.2.0-14) 12.2.0", "Debian clang version
// 14.0.6"), read with bounded preads; empty when there is none.
std::vector<std::string> elf_comments(const std::string& path) {
  std::vector<std::string> out;
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return out;
  auto read_at = [&](std::uint64_t offset, std::uint64_t size, std::string& into) {
    if (size > (1u << 20)) return false;
    into.assign(size, '\0');
    return pread(fd, into.data(), size, static_cast<off_t>(offset)) == static_cast<ssize_t>(size);
  };
  std::string bytes;
  Elf64_Ehdr eh{};
  if (read_at(0, sizeof eh, bytes)) std::memcpy(&eh, bytes.data(), sizeof eh);
  std::string table, names;
  if (std::memcmp(eh.e_ident, ELFMAG, SELFMAG) == 0 && eh.e_shentsize == sizeof(Elf64_Shdr) &&
      eh.e_shnum > 0 && eh.e_shstrndx < eh.e_shnum &&
      read_at(eh.e_shoff, std::uint64_t{eh.e_shnum} * sizeof(Elf64_Shdr), table)) {
    auto section = [&](std::size_t i) {
      Elf64_Shdr sh;
      std::memcpy(&sh, table.data() + i * sizeof sh, sizeof sh);
      return sh;
    };
    const Elf64_Shdr strings = section(eh.e_shstrndx);
    if (read_at(strings.sh_offset, strings.sh_size, names)) {
      for (std::size_t i = 0; i < eh.e_shnum; ++i) {
        const Elf64_Shdr sh = section(i);
        if (sh.sh_name >= names.size() || std::strcmp(names.c_str() + sh.sh_name, ".comment") != 0)
          continue;
        std::string text;
        if (!read_at(sh.sh_offset, std::min<std::uint64_t>(sh.sh_size, 65536), text)) break;
        for (std::size_t at = 0; at < text.size();) {
          const std::size_t end = std::min(text.find('\0', at), text.size());
          if (end > at) out.push_back(text.substr(at, end - at));
          at = end + 1;
        }
      }
    }
  }
  close(fd);
  return out;
}

// Returns the compilers to ask for a runtime of clang's (clang) or gcc's: the
// versioned names the ELF's .comment gives (clang-14, gcc-12), then the plain one.
std::vector<std::string> compilers(const std::vector<std::string>& comments, bool clang) {
  std::vector<std::string> out;
  for (const std::string& c : comments) {
    std::string version;
    if (clang) {
      const auto at = c.find("clang version ");
      if (at != std::string::npos) version = c.substr(at + 14);
    } else if (c.starts_with("GCC: ")) {
      version = c.substr(c.rfind(' ') + 1);
    }
    const std::string major = version.substr(0, version.find('.'));
    if (major.empty() || major.find_first_not_of("0123456789") != std::string::npos) continue;
    const std::string name = (clang ? "clang-" : "gcc-") + major;
    if (std::find(out.begin(), out.end(), name) == out.end()) out.push_back(name);
  }
  out.push_back(clang ? "clang" : "gcc");
  return out;
}

// Returns what `compiler -print-file-name=name` prints when it names an
// existing file (the compiler run with a deadline of 10 s, killed after it).
std::optional<std::string> print_file_name(const std::string& compiler, const std::string& name) {
  auto out = program_output({compiler, "-print-file-name=" + name}, 10, 4096);
  if (!out) return std::nullopt;
  while (!out->empty() && (out->back() == '\n' || out->back() == '\r')) out->pop_back();
  struct stat st {};
  if (!out->starts_with("/") || stat(out->c_str(), &st) != 0 || !S_ISREG(st.st_mode))
    return std::nullopt;
  return out;
}

// Returns where the dynamic linker's usual directories (and LD_LIBRARY_PATH's)
// hold soname, when they do.
std::optional<std::string> in_library_path(const std::string& soname) {
  std::vector<std::string> dirs;
  if (const char* set = std::getenv("LD_LIBRARY_PATH")) {
    const std::string list = set;
    for (std::size_t at = 0; at <= list.size();) {
      const std::size_t colon = std::min(list.find(':', at), list.size());
      if (colon > at) dirs.push_back(list.substr(at, colon - at));
      at = colon + 1;
    }
  }
  for (const char* dir :
       {"/lib/" SLIDERCHECK_RT_ARCH "-linux-gnu", "/usr/lib/" SLIDERCHECK_RT_ARCH "-linux-gnu",
        "/lib64", "/usr/lib64", "/lib", "/usr/lib"})
    dirs.emplace_back(dir);
  for (const std::string& dir : dirs) {
    const std::string file = dir + "/" + soname;
    struct stat st {};
    if (stat(file.c_str(), &st) == 0 && S_ISREG(st.st_mode)) return file;
  }
  return std::nullopt;
}

std::string plugin_words(const std::string& path, const Need& need) {
  return "plugin '" + path + "' was built with " + need.runtime->sanitizer + " (" +
         (need.gcc ? "gcc" : "clang") + "'s runtime, " + need.what() + ")";
}

// Returns the plan for the plugin at path (sanitizers.h).
RuntimePlan make_plan(const std::string& path, const std::vector<std::string>& given) {
  RuntimePlan plan;
  std::vector<std::pair<std::string, Provided>> files;  // --sanitizer-runtime
  for (const std::string& file : given) {
    const auto p = provided_by(file);
    struct stat st {};
    if (stat(file.c_str(), &st) != 0) {
      plan.error = "--sanitizer-runtime '" + file + "': " + std::strerror(errno);
      return plan;
    }
    if (!p || !p->any()) {
      plan.error = "--sanitizer-runtime '" + file +
                   "' is not a sanitizer runtime (a shared library defining __asan_init or "
                   "__ubsan_handle_add_overflow)";
      return plan;
    }
    files.emplace_back(file, *p);
  }
  const auto needs = needs_of(path);
  if (!needs) return plan;
  for (const Need& need : *needs) {
    if (need.gcc && plan.gcc_runtime.empty()) plan.gcc_runtime = need.what();
    plan.sanitizers.push_back(need.runtime->sanitizer);
  }
  std::vector<const Need*> missing;
  for (const Need& need : *needs)
    if (!present(need)) missing.push_back(&need);
  if (missing.empty()) return plan;
  if (process_sanitized()) {
    plan.error = plugin_words(path, *missing.front()) +
                 ", which this sanitized slidercheck cannot load beside its own runtime: check "
                 "it with an unsanitized slidercheck (a Release build, see docs/isolation.md)";
    return plan;
  }
  std::vector<Provided> chosen;
  const std::vector<std::string> comments = elf_comments(path);
  for (const Need* need : missing) {
    const auto index = static_cast<std::size_t>(need->runtime - kRuntimes);
    const bool covered = std::any_of(chosen.begin(), chosen.end(), [&](const Provided& p) {
      return p.runtime[index] && p.clang == !need->gcc;
    });
    if (covered) continue;  // clang's ASan runtime has UBSan's too
    std::optional<std::string> found;
    for (const auto& [file, p] : files)
      if (!found && p.runtime[index] && p.clang == !need->gcc) found = file;
    std::vector<std::string> tried;
    for (const std::string& cc : compilers(comments, !need->gcc)) {
      if (found) break;
      tried.push_back(cc);
      found = print_file_name(cc, need->file());
      if (!found && need->gcc) found = print_file_name(cc, std::string(need->runtime->gcc_soname));
    }
    if (!found && !need->soname.empty()) found = in_library_path(need->soname);
    const auto p = found ? provided_by(*found) : std::nullopt;
    if (!p || !p->runtime[index]) {
      std::string names;
      for (const std::string& cc : tried) names += (names.empty() ? "" : ", ") + cc;
      plan.error = plugin_words(path, *need) + ", and its runtime was not found" +
                   (names.empty() ? "" : " (asked " + names + " -print-file-name)") +
                   ": give it with --sanitizer-runtime PATH";
      plan.preload.clear();
      return plan;
    }
    chosen.push_back(*p);
    plan.preload.push_back(*found);
  }
  return plan;
}

// Returns options, then what the environment's variable name holds, joined by sep.
std::string first_then_environment(const std::string& options, const char* name, char sep) {
  const char* set = std::getenv(name);
  return set && *set ? options + sep + set : options;
}

// Links to runtimes whose paths LD_PRELOAD would split, in a folder of this
// process's own, removed when it ends.
class PreloadLinks {
 public:
  ~PreloadLinks() {
    for (const std::string& link : links_) unlink(link.c_str());
    if (!dir_.empty()) rmdir(dir_.c_str());
  }
  // Returns a path of file that LD_PRELOAD keeps whole (file itself when it is one).
  std::string path_of(const std::string& file) {
    if (file.find_first_of(" :") == std::string::npos) return file;
    if (const auto made = made_.find(file); made != made_.end()) return made->second;
    if (dir_.empty()) {
      const char* tmp = std::getenv("TMPDIR");
      std::string base = tmp && *tmp ? tmp : "/tmp";
      if (base.find_first_of(" :") != std::string::npos) base = "/tmp";
      std::string pattern = base + "/slidercheck-runtime-XXXXXX";
      if (!mkdtemp(pattern.data())) return file;
      dir_ = pattern;
    }
    // Its own file name where it can: ASan checks that the first library of
    // the process is named as its runtime is (libclang_rt.asan..., libasan...).
    std::string name = file.substr(file.rfind('/') + 1);
    if (name.find_first_of(" :") != std::string::npos)
      name = "runtime-" + std::to_string(links_.size()) + ".so";
    const std::string link = dir_ + "/" + name;
    // A relative path is the working directory's: the link, in another
    // folder, points at it by its absolute path.
    std::error_code ec;
    const std::string target =
        file.starts_with("/") ? file : std::filesystem::absolute(file, ec).string();
    if (ec || symlink(target.c_str(), link.c_str()) != 0) return file;
    links_.push_back(link);
    made_[file] = link;
    return link;
  }

 private:
  std::string dir_;
  std::vector<std::string> links_;
  std::map<std::string, std::string> made_;  // each file's link
};

PreloadLinks g_links;

}  // namespace

namespace {

// Whether a LD_PRELOAD list names a sanitizer's runtime (gcc's or clang's).
bool preloads_runtime(std::string_view list) {
  for (const char* part : {"libasan", "libubsan", "libtsan", "liblsan", "libhwasan",
                           "libclang_rt.asan", "libclang_rt.ubsan", "libclang_rt.tsan",
                           "libclang_rt.msan", "libclang_rt.hwasan", "libclang_rt.lsan"})
    if (list.find(part) != std::string_view::npos) return true;
  return false;
}

// Returns the file a command word names: itself when it holds a slash, else
// the first executable regular file of that name on PATH; "" when none.
std::string on_path(const std::string& word) {
  if (word.empty()) return "";
  if (word.find('/') != std::string::npos) return word;
  const char* set = std::getenv("PATH");
  const std::string path = set ? set : "/usr/local/bin:/usr/bin:/bin";
  for (std::size_t at = 0; at <= path.size();) {
    const std::size_t colon = std::min(path.find(':', at), path.size());
    const std::string dir = colon > at ? path.substr(at, colon - at) : ".";
    const std::string file = dir + "/" + word;
    struct stat st {};
    if (stat(file.c_str(), &st) == 0 && S_ISREG(st.st_mode) && access(file.c_str(), X_OK) == 0)
      return file;
    at = colon + 1;
  }
  return "";
}

// Whether the ELF file at path needs a sanitizer's runtime or has its symbols.
bool elf_sanitized(const std::string& path) {
  const auto image =
      read_elf_image(path, {"__asan_", "__ubsan_", "__tsan_", "__msan_", "__hwasan_", "__lsan_"});
  if (!image) return false;
  if (!image->symbols.empty()) return true;
  return std::any_of(image->needed.begin(), image->needed.end(),
                     [](const std::string& n) { return preloads_runtime(n); });
}

// The words of an #! line's interpreter (at most 256 bytes read), or none.
std::vector<std::string> interpreter_of(const std::string& path) {
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) return {};
  struct stat st {};
  std::string head(256, '\0');
  const ssize_t n =
      fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? pread(fd, head.data(), 256, 0) : -1;
  close(fd);
  if (n < 2 || head.compare(0, 2, "#!") != 0) return {};
  head.resize(static_cast<std::size_t>(n));
  head = head.substr(
      2, head.find('\n') == std::string::npos ? std::string::npos : head.find('\n') - 2);
  std::vector<std::string> words;
  std::istringstream in(head);
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

}  // namespace

bool exec_sanitized(const std::string& command) {
  if (const char* set = std::getenv("LD_PRELOAD"); set && preloads_runtime(set)) return true;
  std::vector<std::string> words;
  std::istringstream in(command);
  for (std::string w; in >> w;) words.push_back(w);
  std::size_t i = 0;
  for (; i < words.size(); ++i) {
    const std::string& w = words[i];
    const std::size_t eq = w.find('=');
    const bool assignment = eq != std::string::npos && eq > 0 &&
                            w.find_first_not_of(
                                "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                                "0123456789_") == eq;
    if (assignment && w.starts_with("LD_PRELOAD=") && preloads_runtime(w)) return true;
    if (!assignment && w != "exec" && w != "env") break;
  }
  if (i == words.size()) return false;
  const std::string program = on_path(words[i]);
  if (program.empty()) return false;
  if (elf_sanitized(program)) return true;
  // A script: its interpreter (through env, the word after it).
  std::vector<std::string> interpreter = interpreter_of(program);
  if (!interpreter.empty() && interpreter.front().ends_with("/env") && interpreter.size() > 1)
    interpreter.erase(interpreter.begin());
  return !interpreter.empty() && elf_sanitized(on_path(interpreter.front()));
}

bool worker_sanitized(const std::string& path, const std::vector<std::string>& given) {
  return process_sanitized() || !sanitizer_runtime_plan(path, given).preload.empty();
}

void restore_preload() {
  const char* before = std::getenv(kPreloadBefore);
  if (!before) return;
  if (*before)
    setenv("LD_PRELOAD", before, 1);
  else
    unsetenv("LD_PRELOAD");
  unsetenv(kPreloadBefore);
}

bool leak_checks_asked() {
  bool asked = false;
  for (const char* name : {"ASAN_OPTIONS", "LSAN_OPTIONS"}) {
    const char* set = std::getenv(name);
    if (!set) continue;
    const std::string options = set;
    for (std::size_t at = 0; (at = options.find("detect_leaks=", at)) != std::string::npos;) {
      if (at == 0 || options[at - 1] == ':' || options[at - 1] == ' ' || options[at - 1] == ',')
        asked = options.compare(at + 13, 1, "1") == 0 || options.compare(at + 13, 4, "true") == 0;
      at += 13;
    }
  }
  return asked;
}

bool leaks_found() {
  using Check = int (*)();
  static const auto check =
      reinterpret_cast<Check>(dlsym(RTLD_DEFAULT, "__lsan_do_recoverable_leak_check"));
  return check && check() != 0;
}

void report_to_stderr() {
  using SetPath = void (*)(const char*);
  if (auto set = reinterpret_cast<SetPath>(dlsym(RTLD_DEFAULT, "__sanitizer_set_report_path")))
    set("stderr");
}

const RuntimePlan& sanitizer_runtime_plan(const std::string& path,
                                          const std::vector<std::string>& given) {
  static std::map<std::pair<std::string, std::vector<std::string>>, RuntimePlan> plans;
  const auto key = std::make_pair(path, given);
  auto it = plans.find(key);
  if (it == plans.end()) it = plans.emplace(key, make_plan(path, given)).first;
  return it->second;
}

std::vector<std::string> sanitizer_environment(const RuntimePlan& plan) {
  std::string preload;
  for (const std::string& file : plan.preload)
    preload += (preload.empty() ? "" : ":") + g_links.path_of(file);
  const std::pair<const char*, std::string> set[] = {
      {"LD_PRELOAD", first_then_environment(preload, "LD_PRELOAD", ':')},
      {"ASAN_OPTIONS", first_then_environment(kAsanOptions, "ASAN_OPTIONS", ':')},
      {"UBSAN_OPTIONS", first_then_environment(kUbsanOptions, "UBSAN_OPTIONS", ':')},
  };
  std::vector<std::string> env;
  for (char** e = environ; e && *e; ++e) {
    const std::string_view entry(*e);
    const bool replaced = std::any_of(std::begin(set), std::end(set), [&](const auto& s) {
      return entry.starts_with(std::string(s.first) + "=");
    });
    if (!replaced) env.emplace_back(entry);
  }
  for (const auto& [name, value] : set) env.push_back(std::string(name) + "=" + value);
  // What LD_PRELOAD was before the runtimes: the worker puts it back once it
  // runs (restore_preload), so that what it starts (the runtime's
  // symbolizer, the plugin's own helpers) is not given the runtime.
  const char* before = std::getenv("LD_PRELOAD");
  env.push_back(std::string(kPreloadBefore) + "=" + (before ? before : ""));
  return env;
}

}  // namespace slidercheck::plugin
