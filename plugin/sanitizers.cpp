// Sanitized plugins (sanitizers.h).
#include "sanitizers.h"

#include <dlfcn.h>

#include <string_view>
#include <vector>

#include "elf_symbols.h"

namespace slidercheck::plugin {

namespace {

// A sanitizer's runtime: the sonames that name it (gcc's, clang's shared one),
// the prefix of its entry points, and clang's runtime file, to preload.
struct Runtime {
  const char* sanitizer;
  std::vector<std::string_view> sonames;
  std::string_view symbol_prefix;
  const char* clang_file;
  const char* gcc_file;
};

const std::vector<Runtime>& runtimes() {
  static const std::vector<Runtime> table = {
      {"AddressSanitizer",
       {"libasan.so", "libclang_rt.asan"},
       "__asan_",
       "libclang_rt.asan-x86_64.so",
       "libasan.so"},
      {"UndefinedBehaviorSanitizer",
       {"libubsan.so", "libclang_rt.ubsan"},
       "__ubsan_",
       "libclang_rt.ubsan_standalone-x86_64.so",
       "libubsan.so"},
  };
  return table;
}

// Whether this process has loaded the library named soname.
bool loaded(const std::string& soname) {
  void* h = dlopen(soname.c_str(), RTLD_LAZY | RTLD_NOLOAD);
  if (h) dlclose(h);
  return h != nullptr;
}

std::string refusal(const std::string& path, const Runtime& r, const std::string& runtime,
                    bool gcc) {
  const std::string preload = gcc ? std::string("gcc -print-file-name=") + r.gcc_file
                                  : std::string("clang -print-file-name=") + r.clang_file;
  return "plugin '" + path + "' was built with " + r.sanitizer + " and needs its runtime (" +
         runtime + "), which is not in slidercheck's process: run an unsanitized slidercheck " +
         "with it preloaded (LD_PRELOAD=$(" + preload + ") slidercheck ...), or build the " +
         "plugin without -fsanitize";
}

}  // namespace

std::optional<std::string> missing_sanitizer_runtime(const std::string& path) {
  std::vector<std::string_view> prefixes;
  for (const Runtime& r : runtimes()) prefixes.push_back(r.symbol_prefix);
  const auto image = read_elf_image(path, prefixes);
  if (!image) return std::nullopt;
  for (const Runtime& r : runtimes()) {
    for (const std::string& needed : image->needed) {
      for (std::string_view soname : r.sonames) {
        if (needed.starts_with(soname) && !loaded(needed))
          return refusal(path, r, needed, soname == r.sonames.front());
      }
    }
    // clang's static runtime: the entry points come from the executable.
    for (const ElfSymbol& s : image->symbols) {
      if (s.dynamic && !s.defined && s.name.starts_with(r.symbol_prefix) &&
          !dlsym(RTLD_DEFAULT, s.name.c_str()))
        return refusal(path, r, std::string(r.sanitizer) + "'s runtime, for " + s.name, false);
    }
  }
  return std::nullopt;
}

}  // namespace slidercheck::plugin
