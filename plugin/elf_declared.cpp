// What a plugin exports and declares, read from its file (elf_declared.h).
#include "elf_declared.h"

#include <gelf.h>

#include <algorithm>
#include <cstring>

#include "elf_file.h"
#include "elf_symbols.h"

namespace slidercheck::plugin {

namespace {

constexpr std::size_t kMaxText = 64;

// Returns the NUL-terminated bytes at the address value of file, read from the
// section that holds it in the file (not SHT_NOBITS), or nothing.
std::optional<std::string> text_at(const ElfFile& file, std::uint64_t value) {
  if (!file.is_elf() || gelf_getclass(file.get()) != ELFCLASS64) return std::nullopt;
  for (Elf_Scn* scn = elf_nextscn(file.get(), nullptr); scn; scn = elf_nextscn(file.get(), scn)) {
    GElf_Shdr sh;
    if (gelf_getshdr(scn, &sh) == nullptr || sh.sh_type == SHT_NOBITS || !(sh.sh_flags & SHF_ALLOC))
      continue;
    if (value < sh.sh_addr || value - sh.sh_addr >= sh.sh_size) continue;
    Elf_Data* data = elf_getdata(scn, nullptr);  // checked against the file's size by libelf
    if (data == nullptr || data->d_buf == nullptr) return std::nullopt;
    const std::uint64_t at = value - sh.sh_addr;
    if (at >= data->d_size) return std::nullopt;
    const char* bytes = static_cast<const char*>(data->d_buf) + at;
    const std::size_t room = std::min<std::uint64_t>(data->d_size - at, kMaxText);
    const void* nul = std::memchr(bytes, '\0', room);
    if (nul == nullptr) return std::nullopt;
    return std::string(bytes, static_cast<const char*>(nul));
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> Declared::text(const std::string& name) const {
  for (const auto& [symbol, value] : texts)
    if (symbol == name) return value;
  return std::nullopt;
}

std::optional<Declared> read_declared(const std::string& path) {
  const auto symbols = read_elf_symbols(path);
  if (!symbols) return std::nullopt;
  Declared d;
  auto exported = [&](std::string_view name) -> const ElfSymbol* {
    for (const ElfSymbol& s : *symbols)
      if (s.exported && s.name == name) return &s;
    return nullptr;
  };
  for (const KindInfo& row : kKindTable)
    if (exported(row.symbol)) d.kinds.push_back(row.kind);
  d.has_init = exported("slidercheck_init") != nullptr;
  d.has_prepare = exported("slidercheck_prepare") != nullptr;
  const ElfFile file = ElfFile::open(path);
  for (const char* name :
       {"slidercheck_square_mapping", "slidercheck_bit_mapping", "slidercheck_pawn_sides"}) {
    const ElfSymbol* s = exported(name);
    if (!s) continue;
    if (auto text = text_at(file, s->value)) d.texts.emplace_back(name, *text);
  }
  return d;
}

}  // namespace slidercheck::plugin
