// The project's conventions, written down once.
//
// Squares are little-endian rank-file: sq = 8*rank + file, so a1 = 0, h1 = 7,
// a8 = 56, h8 = 63, and bit i of a bitboard is square i.
//
// Argument order follows the Chess Programming Wiki:
//   attacks(occ, sq), xray(occ, blockers, sq), multi(sliders, empty, dir8).
//
// dir8 follows the wiki; the opposite direction is dir8 ^ 4:
//   0 noEa +9   1 east +1   2 soEa -7   3 sout -8
//   4 soWe -9   5 west -1   6 noWe +7   7 nort +8
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace slidercheck {

using Bitboard = std::uint64_t;

inline constexpr int kSquares = 64;

// Returns the file (0 = a .. 7 = h) of sq.
constexpr int file_of(int sq) { return sq & 7; }
// Returns the rank (0 = rank 1 .. 7 = rank 8) of sq.
constexpr int rank_of(int sq) { return sq >> 3; }
// Returns the square at (file, rank).
constexpr int make_square(int file, int rank) { return 8 * rank + file; }
// Returns the bitboard with only sq set.
constexpr Bitboard square_bb(int sq) { return Bitboard{1} << sq; }
// Returns the lowest set square of bb as a bitboard (0 for 0), without the
// wrap-around of bb & -bb (which -fsanitize=unsigned-integer-overflow reports).
constexpr Bitboard lowest_bb(Bitboard bb) { return bb & ~(bb - (bb != 0)); }

enum Dir8 : int {
  kNoEa = 0,
  kEast = 1,
  kSoEa = 2,
  kSout = 3,
  kSoWe = 4,
  kWest = 5,
  kNoWe = 6,
  kNort = 7
};
inline constexpr int kDirections = 8;

// Returns the direction pointing the other way.
constexpr int opposite(int dir8) { return dir8 ^ 4; }
// Returns the file step (-1, 0, +1) of dir8.
constexpr int dir8_file_step(int dir8) {
  constexpr int steps[8] = {+1, +1, +1, 0, -1, -1, -1, 0};
  return steps[dir8];
}
// Returns the rank step (-1, 0, +1) of dir8.
constexpr int dir8_rank_step(int dir8) {
  constexpr int steps[8] = {+1, 0, -1, -1, -1, 0, +1, +1};
  return steps[dir8];
}
// Returns the wiki's name of dir8 ("noEa", "east", ...).
const char* dir8_name(int dir8);
// Returns dir8 for a name ("noEa") or a digit ("0"), or nothing.
std::optional<int> parse_dir8(std::string_view text);

// Returns the algebraic name of sq ("e4"), or "??" when sq is off the board.
std::string square_name(int sq);
// Returns the square for "e4" (or a plain number "28"), or nothing.
std::optional<int> parse_square(std::string_view text);

// Returns a bitboard in hex, "0x" and 16 digits.
std::string hex(Bitboard bb);
// Returns the bitboard for "0x..." (or decimal) text, or nothing.
std::optional<Bitboard> parse_bitboard(std::string_view text);

// Returns the number of set bits.
constexpr int popcount(Bitboard bb) {
  int n = 0;
  for (; bb; bb &= bb - 1) ++n;
  return n;
}

}  // namespace slidercheck
