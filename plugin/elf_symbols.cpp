#include "elf_symbols.h"

#include <gelf.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <functional>

#include "elf_file.h"
#include "slidercheck/kinds.h"

namespace slidercheck::plugin {

namespace {

constexpr std::uint64_t kMaxTable = 64u << 20;  // the largest table read (bytes)
constexpr std::size_t kMaxSections = 1u << 16;
constexpr std::string_view kMarker = "slidercheck_";

// Whether a symbol's name is kept: it contains kMarker, or (with prefixes) starts with one.
using Keep = std::function<bool(std::string_view name)>;

bool has_marker(std::string_view name) { return name.find(kMarker) != std::string_view::npos; }

// Returns the NUL-terminated string at offset in the string table section
// strtab; nothing when libelf finds it outside the table or unterminated.
std::optional<std::string_view> string_at(Elf* elf, std::size_t strtab, std::uint64_t offset) {
  const char* s = elf_strptr(elf, strtab, offset);
  if (s == nullptr) return std::nullopt;
  return std::string_view(s);
}

// Appends the DT_NEEDED names of a SHT_DYNAMIC section's entries (data).
void add_needed(Elf* elf, Elf_Data* data, std::size_t strtab, std::vector<std::string>& needed) {
  GElf_Dyn d;
  for (int i = 0; gelf_getdyn(data, i, &d) != nullptr; ++i) {
    if (d.d_tag == DT_NULL) break;
    if (d.d_tag != DT_NEEDED) continue;
    if (const auto name = string_at(elf, strtab, d.d_un.d_val)) needed.emplace_back(*name);
  }
}

// Appends the kept symbols of a SHT_SYMTAB or SHT_DYNSYM section's entries (data).
void add_symbols(Elf* elf, Elf_Data* data, std::size_t strtab, bool dynamic, const Keep& keep,
                 std::vector<ElfSymbol>& symbols) {
  GElf_Sym sym;
  for (int i = 0; gelf_getsym(data, i, &sym) != nullptr; ++i) {
    const auto name = string_at(elf, strtab, sym.st_name);
    if (!name || !keep(*name)) continue;
    ElfSymbol s;
    s.name = std::string(*name);
    s.dynamic = dynamic;
    s.defined = sym.st_shndx != SHN_UNDEF;
    s.value = sym.st_value;
    const int bind = GELF_ST_BIND(sym.st_info);
    const int visibility = GELF_ST_VISIBILITY(sym.st_other);
    s.exported = dynamic && s.defined && (bind == STB_GLOBAL || bind == STB_WEAK) &&
                 (visibility == STV_DEFAULT || visibility == STV_PROTECTED);
    symbols.push_back(std::move(s));
  }
}

// The symbol tables and DT_NEEDED names of a 64-bit little-endian ELF image,
// read through libelf, which checks every header, table and string against the
// file's size; nothing when it is not such an image or its section headers
// cannot all be read.
std::optional<ElfImage> parse(const ElfFile& file, const Keep& keep) {
  if (!file.is_elf() || gelf_getclass(file.get()) != ELFCLASS64) return std::nullopt;
  Elf* elf = file.get();
  GElf_Ehdr eh;
  if (gelf_getehdr(elf, &eh) == nullptr || eh.e_ident[EI_DATA] != ELFDATA2LSB ||
      eh.e_shentsize != sizeof(Elf64_Shdr))
    return std::nullopt;
  std::size_t n_sections = 0;
  if (elf_getshdrnum(elf, &n_sections) != 0 || n_sections == 0 || n_sections > kMaxSections)
    return std::nullopt;
  std::vector<GElf_Shdr> headers(n_sections);
  for (std::size_t i = 0; i < n_sections; ++i)
    if (gelf_getshdr(elf_getscn(elf, i), &headers[i]) == nullptr) return std::nullopt;

  ElfImage image;
  for (std::size_t i = 0; i < n_sections; ++i) {
    const GElf_Shdr& sh = headers[i];
    const bool dynamic_section = sh.sh_type == SHT_DYNAMIC;
    if (sh.sh_type != SHT_SYMTAB && sh.sh_type != SHT_DYNSYM && !dynamic_section) continue;
    const std::uint64_t entsize = dynamic_section ? sizeof(Elf64_Dyn) : sizeof(Elf64_Sym);
    if (sh.sh_entsize != 0 && sh.sh_entsize != entsize) continue;
    if (sh.sh_link >= n_sections) continue;
    const GElf_Shdr& strtab = headers[sh.sh_link];
    if (strtab.sh_type != SHT_STRTAB) continue;
    if (sh.sh_size > kMaxTable || strtab.sh_size > kMaxTable) continue;
    Elf_Data* data = elf_getdata(elf_getscn(elf, i), nullptr);
    if (data == nullptr) continue;  // outside the file
    if (dynamic_section)
      add_needed(elf, data, sh.sh_link, image.needed);
    else
      add_symbols(elf, data, sh.sh_link, sh.sh_type == SHT_DYNSYM, keep, image.symbols);
  }
  return image;
}

// parse() of the file at path.
std::optional<ElfImage> read_image(const std::string& path, const Keep& keep) {
  return parse(ElfFile::open(path), keep);
}

// The ABI's C names: each kind's symbol (from the table), then the optional ones.
std::vector<std::string> abi_names() {
  std::vector<std::string> names;
  for (const KindInfo& row : kKindTable) names.emplace_back(row.symbol);
  names.emplace_back("slidercheck_init");
  names.emplace_back("slidercheck_prepare");
  return names;
}

constexpr const char* kMappingName = "slidercheck_square_mapping";

// Returns whether name is an Itanium-mangled name with the identifier c_name
// (as <length><identifier>, in any scope, e.g. _Z24slidercheck_rook_attacksmi,
// _ZN3eng24slidercheck_rook_attacksEmi, _ZL26slidercheck_square_mapping).
bool mangles(std::string_view name, std::string_view c_name) {
  if (name.substr(0, 2) != "_Z") return false;
  const std::string token = std::to_string(c_name.size()) + std::string(c_name);
  for (std::size_t at = name.find(token, 2); at != std::string_view::npos;
       at = name.find(token, at + 1)) {
    if (!std::isdigit(static_cast<unsigned char>(name[at - 1]))) return true;
  }
  return false;
}

std::string join(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& item : items) out += (out.empty() ? "" : ", ") + item;
  return out;
}

}  // namespace

std::optional<std::vector<ElfSymbol>> parse_elf_symbols(std::string_view bytes) {
  const auto image = parse(ElfFile::of_bytes(bytes), has_marker);
  if (!image) return std::nullopt;
  return image->symbols;
}

std::optional<std::vector<ElfSymbol>> read_elf_symbols(const std::string& path) {
  const auto image = read_image(path, has_marker);
  if (!image) return std::nullopt;
  return image->symbols;
}

std::optional<ElfImage> read_elf_image(const std::string& path,
                                       const std::vector<std::string_view>& prefixes) {
  return read_image(path, [&](std::string_view name) {
    return std::any_of(prefixes.begin(), prefixes.end(),
                       [&](std::string_view p) { return name.starts_with(p); });
  });
}

std::optional<std::string> linkage_error(const std::string& plugin,
                                         const std::vector<ElfSymbol>& symbols,
                                         const LoadedNames& loaded) {
  auto exported = [&](std::string_view c_name) {
    if (std::find(loaded.found.begin(), loaded.found.end(), c_name) != loaded.found.end())
      return true;
    return std::any_of(symbols.begin(), symbols.end(),
                       [&](const ElfSymbol& s) { return s.exported && s.name == c_name; });
  };
  // A defined symbol: a mangled name of c_name, or c_name itself, not exported.
  auto mangled = [&](std::string_view c_name) -> const ElfSymbol* {
    for (const ElfSymbol& s : symbols)
      if (s.defined && mangles(s.name, c_name)) return &s;
    return nullptr;
  };
  auto hidden = [&](std::string_view c_name) {
    return std::any_of(symbols.begin(), symbols.end(), [&](const ElfSymbol& s) {
      return s.defined && !s.exported && s.name == c_name;
    });
  };
  const std::string library = "plugin '" + plugin + "'";

  std::vector<std::string> cxx, local;
  std::string example;
  for (const std::string& c_name : abi_names()) {
    if (exported(c_name)) continue;
    if (const ElfSymbol* s = mangled(c_name)) {
      cxx.push_back(c_name);
      if (example.empty()) example = s->name;
    } else if (hidden(c_name)) {
      local.push_back(c_name);
    }
  }
  if (!cxx.empty())
    return library + " defines " + join(cxx) + " with C++ linkage (mangled, e.g. " + example +
           "), so the checker cannot find " + (cxx.size() == 1 ? "it" : "them") +
           ": declare them extern \"C\" or include slidercheck/plugin.h and put "
           "SLIDERCHECK_EXPORT in front of each definition";
  if (!local.empty())
    return library + " defines " + join(local) + " but does not export " +
           (local.size() == 1 ? "it" : "them") +
           " (a local or hidden symbol): put SLIDERCHECK_EXPORT (slidercheck/plugin.h) in front "
           "of each definition";
  // The declared conventions: a string the loader did not find, and no option
  // that overrides it.
  struct Declared {
    const char* name;
    bool found, overridden;
    const char* what;
  };
  for (const Declared& d :
       {Declared{kMappingName, loaded.mapping_found, loaded.mapping_overridden, "numbering"},
        Declared{"slidercheck_bit_mapping", loaded.bit_mapping_found, loaded.bit_mapping_overridden,
                 "numbering of bits"},
        Declared{"slidercheck_pawn_sides", loaded.pawn_sides_found, loaded.pawn_sides_overridden,
                 "pawn sides"},
        Declared{"slidercheck_own_square", loaded.own_square_found, loaded.own_square_overridden,
                 "own-square contract"},
        Declared{"slidercheck_xray_blockers", loaded.xray_blockers_found,
                 loaded.xray_blockers_overridden, "x-ray blocker contract"},
        Declared{"slidercheck_pairs", loaded.pairs_found, loaded.pairs_overridden, "pair domain"},
        Declared{"slidercheck_pawn_squares", loaded.pawn_squares_found,
                 loaded.pawn_squares_overridden, "pawn squares"}}) {
    if (d.found || d.overridden || !(mangled(d.name) || hidden(d.name))) continue;
    return library + " defines " + d.name + " but does not export it (in C++ a " +
           "const at namespace scope has internal linkage), so its " + d.what +
           " would be ignored: define it as SLIDERCHECK_EXPORT const char " + d.name +
           "[] = \"...\"; (slidercheck/plugin.h), or declare it extern \"C\"";
  }
  return std::nullopt;
}

}  // namespace slidercheck::plugin
