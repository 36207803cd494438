// Plugins built with a sanitizer (ASan, UBSan): what runtime they need, read
// from the ELF (DT_NEEDED, undefined __asan_*/__ubsan_* symbols), and whether
// this process has it. Without it, dlopen fails with an undefined symbol or a
// missing library, or the gcc runtime aborts every worker ("ASan runtime does
// not come first"): refused before that with one line (docs/isolation.md).
#pragma once

#include <optional>
#include <string>

namespace slidercheck::plugin {

// Returns the one-line reason why the plugin at path cannot be loaded here:
// it was built with a sanitizer whose runtime this process does not have
// (naming the sanitizer, the runtime, and how to preload it); nothing when it
// needs none, this process has it, or path is not a readable ELF image.
std::optional<std::string> missing_sanitizer_runtime(const std::string& path);

}  // namespace slidercheck::plugin
