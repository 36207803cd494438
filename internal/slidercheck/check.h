// Checking one implementation against the oracle: the comparison, the shrink
// and the report. Every driver (exhaustive loops, properties, fuzz targets,
// the CLI) goes through these functions.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "slidercheck/function_ref.h"
#include "slidercheck/implementation.h"
#include "slidercheck/kinds.h"

namespace slidercheck {

// A described failure: what was called, what the oracle says, what came back.
struct Mismatch {
  std::string impl;            // implementation name
  std::string subject;         // how commands name it: Implementation::subject()
  std::string law = "oracle";  // which law failed ("oracle" = differs from the ray walker)
  Input input;
  Bitboard expected = 0;
  Bitboard actual = 0;
  std::string note;  // optional extra line, e.g. which own-square state fails
};

// Returns the mismatch between impl and the oracle on input, or nothing.
std::optional<Mismatch> check_oracle(const Implementation& impl, const Input& input);

// Returns the mismatch of impl on input (the input as impl was called with it).
Mismatch mismatch_of(const Implementation& impl, const Input& input, Bitboard expected,
                     Bitboard actual);

// Returns the mismatch between impl's result on input and expected, which the
// caller got from the oracle (perhaps composed from per-line oracle results).
std::optional<Mismatch> check_against(const Implementation& impl, const Input& input,
                                      Bitboard expected);

// Returns the inputs smaller than in: first everything off the slider's
// lines at once, then each occupied square cleared (and for x-rays each
// blocker dropped; multi-slider kinds: each slider dropped, each occupied
// square emptied, each blocker or target dropped), each of these lists led by
// its two halves cleared at once when it has three squares or more. Every
// shrink uses these.
std::vector<Input> smaller_inputs(const Input& in);

// Returns input with pieces removed (smaller_inputs) for as long as `fails` holds:
// a local minimum in the number of occupied squares (and sliders, blockers,
// targets). `fails(input)` must be true on entry.
Input shrink_input(const Input& input, FunctionRef<bool(const Input&)> fails);

// Returns the mismatch on the shrunk input (re-checked against the oracle); the
// mismatch as it was when its input does not fail again (a stateful engine).
Mismatch shrink_oracle_mismatch(const Implementation& impl, const Mismatch& mismatch);

// Returns the stable one-line crash signature of a mismatch:
// "slidercheck: MISMATCH <impl>::<function> law=<law>".
std::string signature(const Mismatch& mismatch);

// Returns the options that name input on a command line, with a leading space:
// " --function KIND" and then --sq/--occ/--blockers or --dir/--sliders/--empty
// (and --blockers or --targets), as `replay` and `check` read them.
std::string input_options(const Input& input);

// Returns the command line that replays mismatch.input on the same subject:
// "slidercheck replay SUBJECT" and input_options(input).
std::string reproduce_command(const Mismatch& mismatch);

// Returns text as one line of printable text: control bytes, DEL and bytes that
// are not valid UTF-8 as \xNN (\n, \r and \t as such), a backslash as \\;
// anything else (valid UTF-8 included) unchanged.
std::string one_line(std::string_view text);

// Returns the length of the valid UTF-8 sequence (shortest form, no surrogates,
// at most U+10FFFF) that text starts with: 1 to 4, or 0 when there is none.
std::size_t utf8_length(std::string_view text);

// Returns the report lines naming input's fields: the square (algebraic and
// number) or dir8, and occ, blockers, sliders, empty, targets in hex.
std::string input_fields(const Input& input);

// Returns the multi-line report without its command: implementation and
// function, square in algebraic notation, inputs in hex, the boards side by side
// (input, expected, actual with wrong squares marked) and the wrong squares.
std::string report_body(const Mismatch& mismatch);

// Returns the full report: report_body, then "  reproduce: " and
// reproduce_command.
std::string report(const Mismatch& mismatch);

// Returns an 8-line diagram of bb, rank 8 on top, '1' for set and '.' for clear.
std::string board_diagram(Bitboard bb);

// Returns a list of squares, e.g. "a1 h8".
std::string square_list(Bitboard bb);

}  // namespace slidercheck
