#include "elf_symbols.h"

#include <elf.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstring>
#include <functional>

#include "slidercheck/kinds.h"

namespace slidercheck::plugin {

namespace {

constexpr std::uint64_t kMaxTable = 64u << 20;  // the largest table read (bytes)
constexpr std::uint64_t kMaxSections = 1u << 16;
constexpr std::string_view kMarker = "slidercheck_";

// Reads size bytes at offset into out; false when they are not all there.
using ReadAt = std::function<bool(std::uint64_t offset, std::uint64_t size, std::string& out)>;

template <class T>
T load_as(const std::string& bytes, std::size_t at) {
  T t;
  std::memcpy(&t, bytes.data() + at, sizeof t);
  return t;
}

// Whether a symbol's name is kept: it contains kMarker, or (with prefixes) starts with one.
using Keep = std::function<bool(std::string_view name)>;

bool has_marker(std::string_view name) { return name.find(kMarker) != std::string_view::npos; }

// Appends the DT_NEEDED names of a SHT_DYNAMIC section's entries (dyn) from its string table.
void add_needed(const std::string& dyn, const std::string& names,
                std::vector<std::string>& needed) {
  for (std::size_t at = 0; at + sizeof(Elf64_Dyn) <= dyn.size(); at += sizeof(Elf64_Dyn)) {
    const auto d = load_as<Elf64_Dyn>(dyn, at);
    if (d.d_tag == DT_NULL) break;
    if (d.d_tag != DT_NEEDED || d.d_un.d_val >= names.size()) continue;
    const char* start = names.data() + d.d_un.d_val;
    const std::size_t room = names.size() - d.d_un.d_val;
    const std::size_t length = strnlen(start, room);
    if (length < room) needed.emplace_back(start, length);
  }
}

std::optional<ElfImage> parse(std::uint64_t file_size, const ReadAt& read, const Keep& keep) {
  std::string header;
  if (!read(0, sizeof(Elf64_Ehdr), header)) return std::nullopt;
  const auto eh = load_as<Elf64_Ehdr>(header, 0);
  if (std::memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 || eh.e_ident[EI_CLASS] != ELFCLASS64 ||
      eh.e_ident[EI_DATA] != ELFDATA2LSB || eh.e_shentsize != sizeof(Elf64_Shdr) ||
      eh.e_shoff == 0 || eh.e_shoff >= file_size)
    return std::nullopt;
  // The section headers (with more than 0xff00 sections, their count is in
  // section 0's sh_size).
  std::uint64_t n_sections = eh.e_shnum;
  std::string first;
  if (!read(eh.e_shoff, sizeof(Elf64_Shdr), first)) return std::nullopt;
  if (n_sections == 0) n_sections = load_as<Elf64_Shdr>(first, 0).sh_size;
  if (n_sections == 0 || n_sections > kMaxSections ||
      n_sections * sizeof(Elf64_Shdr) > file_size - eh.e_shoff)
    return std::nullopt;
  std::string table;
  if (!read(eh.e_shoff, n_sections * sizeof(Elf64_Shdr), table)) return std::nullopt;
  auto section = [&](std::uint64_t i) {
    return load_as<Elf64_Shdr>(table, i * sizeof(Elf64_Shdr));
  };

  ElfImage image;
  std::vector<ElfSymbol>& symbols = image.symbols;
  for (std::uint64_t i = 0; i < n_sections; ++i) {
    const Elf64_Shdr sh = section(i);
    const bool dynamic_section = sh.sh_type == SHT_DYNAMIC;
    if (sh.sh_type != SHT_SYMTAB && sh.sh_type != SHT_DYNSYM && !dynamic_section) continue;
    const std::uint64_t entsize = dynamic_section ? sizeof(Elf64_Dyn) : sizeof(Elf64_Sym);
    if (sh.sh_entsize != 0 && sh.sh_entsize != entsize) continue;
    if (sh.sh_link >= n_sections) continue;
    const Elf64_Shdr strtab = section(sh.sh_link);
    if (strtab.sh_type != SHT_STRTAB) continue;
    if (sh.sh_size > kMaxTable || strtab.sh_size > kMaxTable) continue;
    std::string syms, names;
    if (!read(sh.sh_offset, sh.sh_size, syms) || !read(strtab.sh_offset, strtab.sh_size, names))
      continue;
    if (dynamic_section) {
      add_needed(syms, names, image.needed);
      continue;
    }
    const bool dynamic = sh.sh_type == SHT_DYNSYM;
    for (std::size_t at = 0; at + sizeof(Elf64_Sym) <= syms.size(); at += sizeof(Elf64_Sym)) {
      const auto sym = load_as<Elf64_Sym>(syms, at);
      if (sym.st_name >= names.size()) continue;
      const char* start = names.data() + sym.st_name;
      const std::size_t room = names.size() - sym.st_name;
      const std::size_t length = strnlen(start, room);
      if (length == room) continue;  // no terminating NUL inside the table
      const std::string_view name(start, length);
      if (!keep(name)) continue;
      ElfSymbol s;
      s.name = std::string(name);
      s.dynamic = dynamic;
      s.defined = sym.st_shndx != SHN_UNDEF;
      s.value = sym.st_value;
      const int bind = ELF64_ST_BIND(sym.st_info);
      const int visibility = ELF64_ST_VISIBILITY(sym.st_other);
      s.exported = dynamic && s.defined && (bind == STB_GLOBAL || bind == STB_WEAK) &&
                   (visibility == STV_DEFAULT || visibility == STV_PROTECTED);
      symbols.push_back(std::move(s));
    }
  }
  return image;
}

// parse() of the file at path, read with bounded preads.
std::optional<ElfImage> read_image(const std::string& path, const Keep& keep) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  struct stat st {};
  std::optional<ElfImage> result;
  if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
    const auto file_size = static_cast<std::uint64_t>(st.st_size);
    result = parse(
        file_size,
        [&](std::uint64_t offset, std::uint64_t size, std::string& out) {
          if (offset > file_size || size > file_size - offset || size > kMaxTable) return false;
          out.assign(size, '\0');
          std::uint64_t done = 0;
          while (done < size) {
            const ssize_t n =
                ::pread(fd, out.data() + done, size - done, static_cast<off_t>(offset + done));
            if (n <= 0) return false;  // an error, or the file shrank
            done += static_cast<std::uint64_t>(n);
          }
          return true;
        },
        keep);
  }
  ::close(fd);
  return result;
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
  const auto image = parse(
      bytes.size(),
      [&](std::uint64_t offset, std::uint64_t size, std::string& out) {
        if (offset > bytes.size() || size > bytes.size() - offset) return false;
        out.assign(bytes.substr(offset, size));
        return true;
      },
      has_marker);
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
                 "pawn sides"}}) {
    if (d.found || d.overridden || !(mangled(d.name) || hidden(d.name))) continue;
    return library + " defines " + d.name + " but does not export it (in C++ a " +
           "const at namespace scope has internal linkage), so its " + d.what +
           " would be ignored: define it as SLIDERCHECK_EXPORT const char " + d.name +
           "[] = \"...\"; (slidercheck/plugin.h), or declare it extern \"C\"";
  }
  return std::nullopt;
}

}  // namespace slidercheck::plugin
