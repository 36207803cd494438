// The line tables the expected values are composed from (internal to check/):
// every subset of every line through every square with the oracle's attacks
// along it, computed once per process and numbering.
#pragma once

#include <cstdint>
#include <vector>

#include "slidercheck/kinds.h"
#include "slidercheck/symmetry.h"

namespace slidercheck::enumeration {

// Every line through every square, indexed by the line's own bits (bit i of the
// index = the i-th square of the line, in square order): the subset, the
// oracle's attacks along the line, and the attacked squares as an index.
struct LineTable {
  std::vector<Bitboard> occ, attacks;
  std::vector<std::uint8_t> attacked;  // attacks as an index of the line
  Bitboard index_mask = 0;             // 2^n - 1
};

// Returns the line table of board square sq in each of the four line
// directions, its bitboards in the numbering that frame takes the board to
// (moved once per process and numbering; indices stay those of the board's
// line, in board square order).
const LineTable& line_table(int sq, int dir8, Symmetry frame = Symmetry::identity);

// One line through one square: every subset of it with the oracle's attacks
// along it, computed once.
struct LineValue {
  Bitboard occ, attacks;
};

// Sets values to every subset of the line of sq in dir8 with its oracle
// attacks, in increasing order, in frame's numbering (the line tables',
// computed once per process), in the memory values has (a loop's buffer,
// reused from one line to the next); or returns them.
void line_values(int sq, int dir8, Symmetry frame, std::vector<LineValue>& values);
std::vector<LineValue> line_values(int sq, int dir8, Symmetry frame);

// An x-ray case on one line: occupancy, blockers and the oracle's x-ray along
// the line (the other lines empty, without blockers, contribute nothing).
struct XrayValue {
  Bitboard occ, blockers, attacks;
};

// Returns the x-ray along line table t's line, for the occupancy and the
// blockers given as indices of the line: a ^ attacks(occ ^ (blockers & a)),
// composed from the oracle's line attacks (x-rays of separate lines never meet).
inline Bitboard xray_by_index(const LineTable& t, Bitboard idx, Bitboard blockers) {
  return t.attacks[idx] ^ t.attacks[idx ^ (blockers & t.attacked[idx])];
}

// Returns the squares of the lines of sq in dirs.
Bitboard lines_mask(int sq, const std::vector<int>& dirs);

// Returns the squares of every maximal line running in dir8, each in walking order.
std::vector<std::vector<int>> lines_in_direction(int dir8);

}  // namespace slidercheck::enumeration
