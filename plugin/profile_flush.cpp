// A coverage-instrumented plugin's profile written before _exit (profile_flush.h).
#include "profile_flush.h"

#include <link.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "elf_symbols.h"

namespace slidercheck::plugin {

namespace {

// The load address of the loaded object that is the file at path.
struct Search {
  const char* path;
  std::uintptr_t base = 0;
  bool found = false;
};

int find_object(dl_phdr_info* info, std::size_t, void* data) {
  auto* search = static_cast<Search*>(data);
  if (info->dlpi_name == nullptr || info->dlpi_name[0] == '\0') return 0;
  std::error_code ec;
  if (!std::filesystem::equivalent(info->dlpi_name, search->path, ec) || ec) return 0;
  search->base = info->dlpi_addr;
  search->found = true;
  return 1;
}

}  // namespace

void flush_profile(const std::string& path) {
  const char* wanted = std::getenv(kProfileFileVariable);
  const bool asked = wanted != nullptr && *wanted != '\0';
  if (!asked && std::getenv("LLVM_PROFILE_FILE") == nullptr) return;
  static const std::string file = asked ? wanted : "";  // the runtime keeps the pointer
  constexpr const char* kWrite = "__llvm_profile_write_file";
  constexpr const char* kSetName = "__llvm_profile_set_filename";
  const auto image = read_elf_image(path, {kWrite, kSetName});
  if (!image) return;
  std::uint64_t write = 0, set_name = 0;
  for (const ElfSymbol& s : image->symbols) {
    if (!s.defined || s.value == 0) continue;
    if (s.name == kWrite) write = s.value;
    if (s.name == kSetName) set_name = s.value;
  }
  if (write == 0) return;
  Search search{path.c_str()};
  dl_iterate_phdr(find_object, &search);
  if (!search.found) return;
  if (asked && set_name != 0) {
    // A worker forked from the fork server keeps the server's expansion of %p,
    // and the runtime ignores a pattern equal to its own: set another (one
    // that names no file) first, so the wanted one is expanded in this process.
    auto set = reinterpret_cast<void (*)(const char*)>(search.base + set_name);
    set("/dev/null");
    set(file.c_str());
  }
  reinterpret_cast<int (*)()>(search.base + write)();
}

}  // namespace slidercheck::plugin
