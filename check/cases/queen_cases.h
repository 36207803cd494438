// The queen over all four lines at once, in units (internal to check/): the
// cases of one unit, made in a frame, for a visitor inlined into the loops.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>

#include "check/cases/case_frame.h"
#include "check/cases/line_tables.h"
#include "slidercheck/lines.h"
#include "slidercheck/queen_split.h"

namespace slidercheck::enumeration {

// The queen unit `unit`: calls visit(occ, sq, expected) for every subset occ
// of the square's four lines in the unit's part (visit checks both own-bit
// states). Returns false when visit stopped it.
template <class Visit>
bool queen_unit(int unit, Symmetry frame, Symmetry squares, Visit visit) {
  const int sq = queen_unit_square(unit), part = unit % kQueenParts;
  // Per line: every subset with its oracle attacks, computed once. The longer
  // diagonal (at least 4 squares on every square, so at least 16 subsets) is
  // cut into the parts and is the outermost loop; the file (always 7 squares)
  // is the innermost. Empty diagonals come first, as in the by-line checks.
  auto diagonal = line_values(sq, kNoEa, frame), antidiagonal = line_values(sq, kNoWe, frame);
  if (antidiagonal.size() > diagonal.size()) std::swap(diagonal, antidiagonal);
  const auto rank = line_values(sq, kEast, frame), file = line_values(sq, kNort, frame);
  const int s = transform_square(squares, sq);
  const std::size_t per_part = diagonal.size() / kQueenParts;
  for (std::size_t i = part * per_part; i < (part + 1) * per_part; ++i) {
    for (const LineValue& a : antidiagonal) {
      for (const LineValue& r : rank) {
        const Bitboard o = diagonal[i].occ | a.occ | r.occ;
        const Bitboard e = diagonal[i].attacks | a.attacks | r.attacks;
        for (const LineValue& f : file) {
          if (!visit(o | f.occ, s, e | f.attacks)) return false;
        }
      }
    }
  }
  return true;
}

// Returns the squares off the four lines of sq (and not sq).
inline Bitboard queen_off_lines(int sq) {
  return ~(line_squares(sq, kEast) | line_squares(sq, kNort) | line_squares(sq, kNoEa) |
           line_squares(sq, kNoWe) | bit(sq));
}

// The cases of queen unit `unit` made in frame (see enumerate_queen_unit), two
// for each line occupancy: the own bit as the contract allows with the squares
// off the four lines empty, then with them occupied. Calls visit(first,
// second, s, expected) with both occupancies until visit returns false (the
// one enumeration behind every sink: an Input per case, the single calls, a
// batch entry's columns). Returns false when visit stopped it.
template <class Visit>
bool queen_pairs(int unit, const Frame& frame, Visit&& visit) {
  const int sq = queen_unit_square(unit);
  const Bitboard own = frame.bb(bit(sq)), off = frame.bb(queen_off_lines(sq));
  const Bitboard first_extra = frame.own_set() ? own : 0;
  const Bitboard second_extra = off | (frame.own_clear() ? 0 : own);
  return queen_unit(
      unit, frame.to_engine, frame.squares,
      [ first_extra, second_extra, &visit ](Bitboard occ, int s, Bitboard expected) __attribute__((
          always_inline)) { return visit(occ | first_extra, occ | second_extra, s, expected); });
}

// Calls visit(input, expected) for every case of queen unit `unit` made in
// frame (see enumerate_queen_unit), until visit returns false. Returns the
// cases visited.
template <class Visit>
std::uint64_t queen_cases(int unit, const Frame& frame, Visit visit) {
  std::uint64_t cases = 0;
  queen_pairs(unit, frame, [&](Bitboard first, Bitboard second, int s, Bitboard expected) {
    ++cases;
    if (!visit(Input{.kind = Kind::queen_attacks, .sq = s, .occ = first}, expected)) return false;
    ++cases;
    return visit(Input{.kind = Kind::queen_attacks, .sq = s, .occ = second}, expected);
  });
  return cases;
}

}  // namespace slidercheck::enumeration
