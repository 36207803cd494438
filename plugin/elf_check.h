// Whether a file is a complete shared object this machine can load, decided
// from its ELF headers before dlopen: a truncated or damaged library, or one
// built for another machine, is refused with the reason instead of crashing
// the loader (a SIGBUS on a cut file) or getting glibc's misleading message.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace slidercheck::plugin {

// Returns why an ELF image of file_size bytes, whose first bytes are head (at
// least its ELF header and program headers when they fit in it), cannot be
// loaded here: "not an ELF file", "a 32-bit ELF file", "an ELF file for
// another machine (e_machine N; this is M)", "not a shared object (...)",
// "truncated (...)"; nothing when it looks loadable.
std::optional<std::string> elf_unloadable_reason(std::string_view head, std::uint64_t file_size);

// Returns elf_unloadable_reason for the regular file at path (its first 64 KiB
// read), or nothing when it cannot be read (dlopen then says why).
std::optional<std::string> file_unloadable_reason(const std::string& path);

}  // namespace slidercheck::plugin
