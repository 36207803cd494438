// A coverage-instrumented plugin's profile (clang -fprofile-instr-generate),
// written by a worker before it ends with _exit, which skips the profile
// runtime's own write at exit. Internal to plugin/.
#pragma once

#include <string>

namespace slidercheck::plugin {

// When LLVM_PROFILE_FILE is set (check --coverage) and the loaded plugin at
// path carries clang's profile runtime: calls its __llvm_profile_write_file
// (a hidden symbol, found in the plugin's .symtab, at the plugin's load
// address), which writes this process's counters to the file the variable
// names (its %p: this process). Otherwise does nothing.
void flush_profile(const std::string& path);

}  // namespace slidercheck::plugin
