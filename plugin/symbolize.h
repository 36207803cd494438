// Addresses of a shared object read back as source places, with binutils'
// addr2line (or llvm-symbolizer), run under a deadline; and the output of a
// program run under a deadline. Internal to plugin/.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "slidercheck/sanitizer_report.h"

namespace slidercheck::plugin {

// Runs args (args[0] found on PATH), its stdout captured (stderr to
// /dev/null), killed after seconds; returns its stdout (at most max_bytes)
// when it exited 0, else nothing.
std::optional<std::string> program_output(const std::vector<std::string>& args, double seconds,
                                          std::size_t max_bytes = 1 << 16);

// Returns the frame at address (an address of the ELF file at module, not of
// a process) with its function and file:line when module has debug info, its
// function alone when only symbols, else module+0xaddress. In inlined code:
// the outermost function of the inline chain (addr2line -i), with the chain.
CodeFrame symbolize(const std::string& module, std::uint64_t address);

// Returns where the function that module exports as symbol is: its name and
// the file:line of its first instruction in its own body, read from module's
// debug info (addr2line at the symbol's address); nothing when module does
// not define the symbol or has no line information for it.
std::optional<CodeFrame> symbol_source(const std::string& module, const std::string& symbol);

// Returns frame with its function and file:line read from module's debug
// info when the sanitizer could not symbolize it (its location is
// "module+0xoffset" in module, with no function); otherwise frame unchanged.
CodeFrame resolve_frame(const CodeFrame& frame, const std::string& module);

}  // namespace slidercheck::plugin
