// A coverage-instrumented plugin's profile (clang -fprofile-instr-generate),
// written by a worker before it ends with _exit, which skips the profile
// runtime's own write at exit. Internal to plugin/.
#pragma once

#include <string>

namespace slidercheck::plugin {

// The variable that names where check --coverage wants each process's
// profile (FOLDER/%p.profraw), beside LLVM_PROFILE_FILE: a plugin may set
// LLVM_PROFILE_FILE itself, or call __llvm_profile_set_filename, and its
// runtime would write elsewhere.
inline constexpr const char* kProfileFileVariable = "SLIDERCHECK_PROFILE_FILE";

// When kProfileFileVariable is set (check --coverage) and the loaded plugin
// at path carries clang's profile runtime: points the runtime at that file
// (its __llvm_profile_set_filename, whatever the plugin set) and calls its
// __llvm_profile_write_file (hidden symbols, found in the plugin's .symtab,
// at the plugin's load address), which writes this process's counters there
// (its %p: this process). Without it, when LLVM_PROFILE_FILE is set (the
// user's), writes the counters where the runtime was told. Otherwise does
// nothing.
void flush_profile(const std::string& path);

}  // namespace slidercheck::plugin
