// Whether a file is a complete shared object this machine can load, decided
// from its ELF headers (read with elfutils' libelf) before dlopen: a truncated
// or damaged library, or one built for another machine, is refused with the
// reason instead of crashing the loader (a SIGBUS on a cut file) or getting
// glibc's misleading message.
#pragma once

#include <optional>
#include <string>

namespace slidercheck::plugin {

// Returns why the regular file at path cannot be loaded here: "not an ELF
// file", "a 32-bit ELF file", "an ELF file for another machine (e_machine N;
// this is M)", "not a shared object (...)", "damaged (...)", "truncated (...)";
// nothing when it looks loadable, or when it cannot be read (dlopen then says
// why).
std::optional<std::string> file_unloadable_reason(const std::string& path);

}  // namespace slidercheck::plugin
