// A plugin's ELF symbol tables, read from the file (never loaded), to explain
// why the checker cannot see a function or the mapping it defines: C++ linkage
// (mangled names) or a symbol that is not exported (local or hidden).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace slidercheck::plugin {

// One symbol whose name contains "slidercheck_".
struct ElfSymbol {
  std::string name;
  bool dynamic = false;     // from .dynsym (else .symtab)
  bool defined = false;     // st_shndx != SHN_UNDEF
  bool exported = false;    // dynamic, defined, global or weak, default or protected visibility
  std::uint64_t value = 0;  // st_value: a defined function's address in the file
};

// Returns the symbols of a 64-bit little-endian ELF image whose names contain
// "slidercheck_", from .dynsym and .symtab; nothing when bytes is not such an
// image or its section headers point outside it. Read with elfutils' libelf,
// which checks every offset: any bytes (truncated, corrupt) give a result or
// nothing, never a read outside.
std::optional<std::vector<ElfSymbol>> parse_elf_symbols(std::string_view bytes);

// Returns parse_elf_symbols of the file at path, read with libelf's preads (the
// headers and the symbol and string tables only, at most 64 MiB each).
std::optional<std::vector<ElfSymbol>> read_elf_symbols(const std::string& path);

// What an ELF image needs from the dynamic linker: its DT_NEEDED libraries,
// and the symbols read_elf_image was asked for.
struct ElfImage {
  std::vector<std::string> needed;  // DT_NEEDED, in order
  std::vector<ElfSymbol> symbols;
};

// Returns the DT_NEEDED names of the file at path and its symbols whose names
// start with one of prefixes (read as read_elf_symbols reads); nothing when it
// is not a 64-bit little-endian ELF image.
std::optional<ElfImage> read_elf_image(const std::string& path,
                                       const std::vector<std::string_view>& prefixes);

// What the loader found under the ABI's C names.
struct LoadedNames {
  std::vector<std::string> found;         // the C names dlsym found (kinds, slidercheck_init)
  bool mapping_found = false;             // slidercheck_square_mapping was found
  bool mapping_overridden = false;        // --mapping was given: the symbol does not matter
  bool bit_mapping_found = false;         // slidercheck_bit_mapping was found
  bool bit_mapping_overridden = false;    // --mapping or --bit-mapping was given
  bool pawn_sides_found = false;          // slidercheck_pawn_sides was found
  bool pawn_sides_overridden = false;     // --pawn-sides was given
  bool own_square_found = false;          // slidercheck_own_square was found
  bool own_square_overridden = false;     // --own-square was given
  bool xray_blockers_found = false;       // slidercheck_xray_blockers was found
  bool xray_blockers_overridden = false;  // --xray-blockers was given
  bool pairs_found = false;               // slidercheck_pairs was found
  bool pairs_overridden = false;          // --pairs was given
  bool pawn_squares_found = false;        // slidercheck_pawn_squares was found
  bool pawn_squares_overridden = false;   // --pawn-squares was given
};

// Returns the one-line reason why symbols define an ABI name (a kind's symbol
// from the kind table, slidercheck_init, slidercheck_prepare or
// slidercheck_square_mapping) that the loader did not find: a C++-mangled name
// ("declare them extern \"C\" or include slidercheck/plugin.h"), or a plain
// name that is not exported ("SLIDERCHECK_EXPORT"); nothing otherwise. plugin
// names the library in the message.
std::optional<std::string> linkage_error(const std::string& plugin,
                                         const std::vector<ElfSymbol>& symbols,
                                         const LoadedNames& loaded);

}  // namespace slidercheck::plugin
