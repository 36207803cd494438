// The command-line grammar, in one place: every option that describes a check
// (its name, its value, its help), read into a CheckSpec and written back from
// one, and the strict readers of option values. The CLI reads a command with
// it, and every command a report prints (the header's, a reproduce command, a
// sequence replay) is written by it, so what is printed is what is parsed.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "slidercheck/board.h"
#include "slidercheck/check_spec.h"
#include "slidercheck/enumerate.h"
#include "slidercheck/implementation.h"
#include "slidercheck/kinds.h"

namespace slidercheck {

// Thrown for unusable input; the CLI prints "slidercheck: error: MESSAGE" as
// one line and exits 2.
struct UsageError {
  std::string message;
};

// Throws UsageError{message}.
[[noreturn]] void usage_error(const std::string& message);

// ---- Option values: decimal integers only (no sign, blanks, 0x or octal:
// `--seed 010` is 10), seconds a plain decimal number, bitboards 0x + up to 16
// hex digits. Each throws UsageError naming the option.

// Returns text as a decimal integer in lo..hi.
std::uint64_t decimal_arg(const std::string& option, const std::string& text, std::uint64_t lo,
                          std::uint64_t hi);
// Returns text as seconds, more than 0, at least lo and at most hi.
double seconds_arg(const std::string& option, const std::string& text, double hi, double lo = 0);
Bitboard bitboard_arg(const std::string& option, const std::string& text);
int square_arg(const std::string& text);
int dir8_arg(const std::string& text);
Level level_arg(const std::string& text);
Kind kind_arg(const std::string& text);

// The shortest per-call timeout accepted (--timeout): below it a correct
// engine's calls would time out on a loaded machine.
inline constexpr double kMinTimeoutSeconds = 0.01;

// ---- The options of `slidercheck check` that describe a check ----------------

// One option: its name ("PLUGIN.so" for the positional plugin), the name of
// its value ("" for a flag) and its help.
struct CheckOption {
  const char* name;
  const char* value_name;
  const char* help;
  bool repeatable = false;
};

// Returns every option that describes a check (the subject, the numbering,
// the contracts, the level, seed, timeout, workers, shard, functions, a
// replayed input's fields and a sequence file), in the order commands write them.
std::span<const CheckOption> check_options();

// One option as given on a command line: its name and value ("" for a flag).
struct GivenOption {
  std::string name;
  std::string value;
  friend bool operator==(const GivenOption&, const GivenOption&) = default;
};

// Returns the options that the words of a command line after "slidercheck
// check" give: a word starting with "--" names an option whose value is the
// next word (--replay takes none); any other word is the plugin.
std::vector<GivenOption> given_options(const std::vector<std::string>& words);

// Reads one option of check_options() into spec (for commands that share
// some of check's options, such as bench), or throws UsageError.
void read_check_option(CheckSpec& spec, const GivenOption& option);

// Returns the check that options describe, or throws UsageError. The calls of
// a --sequence file are not read here: spec.sequence_file names it.
CheckSpec read_check(const std::vector<GivenOption>& options);

// Returns the options that describe spec, the subject first, options at their
// default left out, such that read_check(write_check(spec)) describes the
// same check.
std::vector<GivenOption> write_check(const CheckSpec& spec);

// Returns spec as a command a POSIX shell runs as printed: "slidercheck check"
// and write_check's words, each quoted when it needs it.
std::string check_command(const CheckSpec& spec);

// Returns the description of a check of spec's subject, under its numbering
// and contracts, that only replays input (what a reproduce command runs).
CheckSpec replay_spec(const CheckSpec& spec, const Input& input);

// Returns the options of input (--function KIND and its shape's fields).
std::vector<GivenOption> input_words(const Input& input);

// Returns the input that options give for kind (the fields of its shape), or
// throws UsageError (a missing field, a bad value, x-ray blockers outside occ).
Input read_input(Kind kind, const std::vector<GivenOption>& options);

// Returns the call one line of a --sequence file gives: words are --function
// KIND and the input's options, each followed by its value. Throws UsageError.
Input read_call(const std::vector<std::string>& words);

// Returns whether name is one of a replayed input's field options (--sq ...).
bool is_input_option(std::string_view name);

// Returns the origin of spec's subject (built-in, planted, plugin or --exec
// command) with the options that change its checking, as commands name it.
Origin origin_of(const CheckSpec& spec);

// Returns text quoted for a POSIX shell when it needs it, as printable valid
// UTF-8 that dash and bash both read back as text: single quotes (a quote
// inside as '"'"': no backslash, so printing never doubles one); a word with a
// control character or bytes that are not UTF-8 as "$(printf 'FORMAT')", those
// bytes as octal escapes (newlines that end the word follow it, quoted, as
// themselves: a command substitution would drop them).
std::string shell_quote(std::string_view text);

// Returns words joined by spaces, each shell-quoted when it needs it.
std::string shell_words(const std::vector<std::string>& words);

// Returns the command that replays input on subject: "slidercheck check
// SUBJECT" and input_options(input).
std::string replay_command(const std::string& subject, const Input& input);
// Returns the command that replays a sequence file on subject: "slidercheck
// check SUBJECT --sequence FILE".
std::string sequence_command(const std::string& subject, const std::string& file);
// Returns the command that loads subject again as a check does: a crash or a
// sanitizer's error while loading or in slidercheck_init comes back.
std::string load_command(const std::string& subject);

}  // namespace slidercheck
