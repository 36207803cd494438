// The command lines of `slidercheck fuzz` (fuzz_command.cpp): the driver's,
// found beside this executable, and the `slidercheck check` lines that re-run
// a call, as a reproduce line shows them.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cli/fuzz_options.h"

namespace slidercheck::cli {

// A child's exit status and standard output; a command line's words.
using ExitAndOutput = std::pair<int, std::string>;
using Words = std::vector<std::string>;

// Returns the driver, found relative to this executable: where an install
// puts it (libexec/slidercheck/), else where a build tree has it (fuzz/), so a
// moved prefix or build tree still finds it. Exits 2 when neither has it.
std::string driver_path();

// Returns driver (driver_path() when not given) and its options that name
// the plugin and its conventions: the start of every command line of it.
Words driver_base(const FuzzOptions& o, const std::string& driver);
Words driver_base(const FuzzOptions& o);

// Returns words with word after them.
Words with(Words words, std::string word);

// Returns `slidercheck check PLUGIN [conventions] --timeout T WORDS...`.
Words check_command(const FuzzOptions& o, const Words& words);

// Returns command as a reproduce line shows it: "slidercheck check ...".
std::string as_shown(const Words& command);

// Returns the call that input (a fuzz input file) makes as check's options,
// one word each (the driver's --decode, given seconds), or nothing. env: the
// driver's.
std::optional<Words> decoded_call(const FuzzOptions& o, const std::vector<std::string>& env,
                                  const std::string& driver, const std::filesystem::path& input,
                                  double seconds = 60);

}  // namespace slidercheck::cli
