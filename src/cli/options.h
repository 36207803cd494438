// The command line's shared parts: one CLI11 app with a subcommand per command,
// the one-line usage error, and strict readers of option values.
//
// Every option is read by CLI11 as text and converted here, so that every
// command accepts and rejects the same things: integers are decimal only (no
// sign, no blanks, no 0x or octal: `--seed 010` is 10), seconds are a plain
// decimal number, bitboards are 0x + up to 16 hex digits.
#pragma once

#include <CLI/CLI.hpp>
#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "slidercheck/board.h"
#include "slidercheck/command_line.h"
#include "slidercheck/enumerate.h"
#include "slidercheck/implementation.h"
#include "slidercheck/kinds.h"

namespace slidercheck::cli {

// The one-line usage error and the strict value readers live with the
// command-line grammar (slidercheck/command_line.h), which reports' commands
// are written by too.
using slidercheck::usage_error;
using slidercheck::UsageError;

// One subcommand: its CLI11 app and what runs it once the whole command line
// has been parsed (returns the exit status; may throw UsageError).
struct Command {
  CLI::App* app = nullptr;
  std::function<int()> run;
  // Set: the words after a "--" of the command's line go there, not to its
  // options (fuzz: libFuzzer's flags).
  std::vector<std::string>* after_dashes = nullptr;
};

// Returns the line `--version` prints: "slidercheck VERSION" (the project's).
std::string version_line();

// Adds a subcommand named name to app, with the project's conventions: --help,
// --version, and a footer with the exit statuses.
CLI::App* add_subcommand(CLI::App& app, const std::string& name, const std::string& description,
                         const std::string& footer);

// Adds a repeatable option (`--function A --function B`): one value each time.
CLI::Option* add_repeatable(CLI::App* app, const std::string& name,
                            std::vector<std::string>& values, const std::string& help,
                            const std::string& value_name);

// Makes option refuse an empty value ("--junit ''"), which would otherwise
// read as the option not given: a one-line usage error, "OPTION needs WHAT,
// not an empty value". Returns option.
CLI::Option* non_empty(CLI::Option* option, const std::string& what);

// Makes sure this process may open the file descriptors a run of workers
// needs (32): a lower soft limit (ulimit -Sn) is raised to that when the hard
// one allows, else throws UsageError naming the limit (exit 2), rather than
// letting a worker fail to set up as if the plugin had crashed.
void need_open_files();

// Returns a subcommand that is not built here: it accepts anything and exits 2
// with "NAME was not built: REASON".
Command add_unavailable(CLI::App& app, const std::string& name, const std::string& reason);

// The subcommands, each in its own file.
Command add_verify(CLI::App& app);   // main.cpp
Command add_list(CLI::App& app);     // main.cpp
Command add_replay(CLI::App& app);   // main.cpp
Command add_check(CLI::App& app);    // check_command.cpp (or plugin_unavailable.cpp)
Command add_prove(CLI::App& app);    // prove_command.cpp (or prove_unavailable.cpp)
Command add_bench(CLI::App& app);    // bench_command.cpp (or plugin_unavailable.cpp)
Command add_vectors(CLI::App& app);  // vectors_command.cpp
Command add_fuzz(CLI::App& app);     // fuzz_command.cpp
Command add_kinds(CLI::App& app);    // kinds_command.cpp

using slidercheck::bitboard_arg;
using slidercheck::decimal_arg;
using slidercheck::dir8_arg;
using slidercheck::kind_arg;
using slidercheck::level_arg;
using slidercheck::seconds_arg;
using slidercheck::square_arg;

// Returns the built-in named text, or throws UsageError listing the known ones.
const Implementation& builtin_arg(const std::string& text);

// The single input of a replay: --function KIND with --sq/--occ/--blockers,
// --dir/--sliders/--empty/--blockers/--targets, or --a/--b, added to app.
struct InputOptions {
  std::array<std::string, kFields> values;  // by Field (shapes.h)
  std::array<CLI::Option*, kFields> options{};
  std::string fen;  // --fen: the position kinds' position as a FEN
  CLI::Option* fen_option = nullptr;
  // Adds the options to app (the texts are kept here until given()).
  void add_to(CLI::App& app);
  // Returns the options given, in Field order (read_input reads them).
  std::vector<GivenOption> given() const;
};

}  // namespace slidercheck::cli
