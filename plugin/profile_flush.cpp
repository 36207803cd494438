// A coverage-instrumented plugin's profile written before _exit (profile_flush.h).
#include "profile_flush.h"

#include <link.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>

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
  if (std::getenv("LLVM_PROFILE_FILE") == nullptr) return;
  constexpr const char* kWrite = "__llvm_profile_write_file";
  const auto image = read_elf_image(path, {kWrite});
  if (!image) return;
  for (const ElfSymbol& s : image->symbols) {
    if (s.name != kWrite || !s.defined || s.value == 0) continue;
    Search search{path.c_str()};
    dl_iterate_phdr(find_object, &search);
    if (!search.found) return;
    using Write = int (*)();
    reinterpret_cast<Write>(search.base + s.value)();
    return;
  }
}

}  // namespace slidercheck::plugin
