// The exhaustive enumeration: every case a level checks, for one function kind.
//
// Single-slider kinds: every square x every line through it x every subset of
// the line's other squares (Carry-Rippler), own bit set and clear, over several
// off-line backgrounds; rook and bishop also over every subset of all their
// lines at once. X-rays: every line occupancy x every blocker subset of it.
// Multi-slider kinds: every assignment of states to the squares of each line
// of the direction, over backgrounds of the other lines.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "slidercheck/check.h"
#include "slidercheck/function_ref.h"
#include "slidercheck/kinds.h"

namespace slidercheck {

enum class Level { quick, standard, exhaustive };

const char* level_name(Level level);
std::optional<Level> parse_level(std::string_view text);

// Returns the off-line background patterns a level uses (0 and ~0 first).
std::vector<Bitboard> backgrounds(Level level);

// Returns the dir8 of each line a single-slider or x-ray kind looks along
// (one per line: east, nort, noEa, noWe); empty for the multi-slider kinds.
std::vector<int> line_dirs(Kind kind);

// Returns the squares of the line through sq in dir8 (both ways), sq excluded,
// found by walking (file, rank).
Bitboard line_squares(int sq, int dir8);

// Calls visit(input, expected) for every case of kind at level, in directions
// (multi kinds only), until visit returns false. expected is the oracle's answer:
// oracle::eval(input) directly, or, for the multi-slider kinds, composed from
// the oracle on the varied line and on the fixed rest of the board (rays in one
// direction never leave their line). Returns the number of cases visited.
// The queen's 2^27-per-square enumeration is not here: see check_queen_lines.
std::uint64_t enumerate_cases(Kind kind, Level level, std::uint8_t directions,
                              FunctionRef<bool(const Input&, Bitboard)> visit);

// The outcome of checking one kind of one implementation.
struct KindResult {
  Kind kind = Kind::rook_attacks;
  std::uint64_t cases = 0;
  double seconds = 0;
  std::optional<Mismatch> mismatch;  // the first one, shrunk
};

// Returns the result of checking impl's kind against the oracle over
// enumerate_cases (stops at the first mismatch, which is shrunk).
KindResult check_kind(const Implementation& impl, Kind kind, Level level);

// Returns the result of checking impl's queen_attacks over every subset of all
// four lines at once (up to 2^27 per square), own bit set and clear, for the
// squares [first_sq, last_sq]. Expected values are composed from per-line
// oracle results computed once per line subset.
KindResult check_queen_lines(const Implementation& impl, int first_sq, int last_sq);

}  // namespace slidercheck
