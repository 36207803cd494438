// The multi-slider kinds' cases, line by line (internal to check/): every
// assignment of states to the squares of a line, its expected value composed
// from oracle values of each half of the line alone (see make_halves), over
// backgrounds of the other lines.
//   sliding_attacks: empty, occupied, slider (occupied), slider (empty square)
//   with an extra set: empty, occupied, in the extra set, slider; and (above
//   the quick level) the whole pass again with the sliders' squares empty.
#pragma once

#include <vector>

#include "slidercheck/levels.h"
#include "slidercheck/symmetry.h"

namespace slidercheck::enumeration {

// The rest of the board around a varied line: the squares of sliders, the
// empty squares and the extra set (blockers or targets).
struct MultiBackground {
  Bitboard sliders, empty, extra;
};

// Returns the backgrounds of level: the board empty, then (above the quick
// level) every square occupied with an extra pattern, then random boards.
std::vector<MultiBackground> multi_backgrounds(Level level);

// How the squares of a varied line are set for one kind at one level.
struct MultiStates {
  bool extra = false;  // a multi_extra kind
  Compose compose = Compose::none;
  // The states a square of the varied line takes (see make_halves), the first
  // `base` of them. The quick level drops one: "occupied" for the extra kinds,
  // "slider on an empty square" for sliding_attacks.
  int states[4] = {0, 1, 2, 3};
  int base = 4;
  int own_passes = 1;  // 2: the pass again with the sliders' squares empty
};

// Returns how the squares of kind's lines are set at level.
MultiStates multi_states(Kind kind, Level level);

// Returns the input of kind (extra: a multi_extra kind) in dir over the
// sliders, the empty squares and the extra set (kept off the empty squares).
[[gnu::always_inline]] inline Input multi_input(Kind kind, bool extra, int dir, Bitboard sliders,
                                                Bitboard empty, Bitboard set) {
  Input in{.kind = kind, .dir8 = dir, .sliders = sliders, .empty = empty};
  if (extra) extra_field(in) = set & ~empty;
  return in;
}

// One line in dir, in walking order, cut in two halves: the prefix
// line[0, h) and the suffix line[h, n). Rays in dir run from the prefix into
// the suffix (and the targets' rays of between the other way), so the line's
// expected value is composed from oracle values of each half alone, with one
// bit per ray that crosses the cut ("carry"): a ray leaving a half is replayed
// as a slider on the last square before the other half (on its own, the rest
// of the line empty).
struct SplitLine {
  const std::vector<int>& squares;
  int n = 0, h = 0;
  Bitboard mask = 0, prefix_mask = 0, suffix_mask = 0;
  Bitboard first_after = 0;  // the suffix's first square
  Bitboard last_before = 0;  // the prefix's last square
  int prefix_codes = 1, suffix_codes = 1;
};

// Returns line cut in two halves, with the number of assignments of `base`
// states to each.
SplitLine split_line(const std::vector<int>& line, int base);

// One half of a line: its squares' states and its oracle values, by the
// carries from the other half (value: prefix, by the targets' carry into
// it; values: suffix, by the sliders' carry and the x-ray's second carry).
struct Half {
  Bitboard sliders = 0, empty = 0, set = 0;
  bool carry1 = false, carry2 = false;
  Bitboard value[2] = {0, 0};
  Bitboard values[2][2] = {{0, 0}, {0, 0}};
};

// Sets prefixes and suffixes to every assignment of states to the squares of
// each half of line (in dir), with its oracle values, in the board's numbering:
// code c is the assignment whose digit i (base states.base) is the state of
// the half's i-th square. own_empty: the pass with the sliders' squares empty.
void make_halves(const MultiStates& states, const SplitLine& line, int dir, bool own_empty,
                 std::vector<Half>& prefixes, std::vector<Half>& suffixes);

// Moves half's squares and values into the numbering frame takes the board to.
void move_half(Half& half, Symmetry frame);

// Returns the expected value on the line of prefix p followed by suffix q.
[[gnu::always_inline]] inline Bitboard line_expected(const Half& p, const Half& q,
                                                     Compose compose) {
  return compose == Compose::between_of_base ? p.value[q.carry1] | q.values[p.carry1][0]
                                             : p.value[0] | q.values[p.carry1][p.carry2];
}

}  // namespace slidercheck::enumeration
