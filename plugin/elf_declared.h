// What a plugin exports and declares, read from its file without loading it
// (its dynamic symbols, and the bytes of its declaration symbols): what the
// report's header says when the plugin never finished loading (a crash or a
// hang in slidercheck_init). Internal to plugin/.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "slidercheck/kinds.h"

namespace slidercheck::plugin {

struct Declared {
  std::vector<Kind> kinds;  // the kinds whose symbols it exports, in the table's order
  bool has_init = false;
  bool has_prepare = false;
  // A declaration symbol's text (the NUL-terminated bytes at its address,
  // at most 64), by symbol name; a symbol whose bytes are not in the file
  // (in .bss, or a pointer's target made at load time) has none.
  std::vector<std::pair<std::string, std::string>> texts;
  // Returns the text of the exported symbol name, when it has one.
  std::optional<std::string> text(const std::string& name) const;
};

// Returns what the ELF file at path exports and declares; nothing when it is
// not an ELF image read_elf_symbols reads.
std::optional<Declared> read_declared(const std::string& path);

}  // namespace slidercheck::plugin
