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

#include "slidercheck/types.h"

namespace slidercheck {

// Bitboard and Position (PositionOf<W>): slidercheck/types.h, the public API's.

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
// The knight jumps, clockwise from north-north-east: 0 noNoEa (+17), 1 noEaEa
// (+10), 2 soEaEa (-6), 3 soSoEa (-15), 4 soSoWe (-17), 5 soWeWe (-10),
// 6 noWeWe (+6), 7 noNoWe (+15); the wiki's names.
inline constexpr int kJumps = 8;
// Returns the file step (-2..+2) of knight jump j.
constexpr int jump_file_step(int jump) {
  constexpr int steps[8] = {+1, +2, +2, +1, -1, -2, -2, -1};
  return steps[jump];
}
// Returns the rank step (-2..+2) of knight jump j.
constexpr int jump_rank_step(int jump) {
  constexpr int steps[8] = {+2, +1, -1, -2, -2, -1, +1, +2};
  return steps[jump];
}
// Returns the wiki's name of a knight jump ("noNoEa", ...).
const char* jump_name(int jump);
// Returns the knight jump for a name ("noNoEa") or a digit ("0"), or nothing.
std::optional<int> parse_jump(std::string_view text);
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

// ---- A position ------------------------------------------------------------------

// The piece types, in the order of a position's type sets.
enum PieceType : int { kPawn, kKnight, kBishop, kRook, kQueen, kKing };
inline constexpr int kPieceTypes = 6;
inline constexpr int kWhite = 0, kBlack = 1;
inline constexpr int kPositionWords = 8;  // color[2], then type[6]

// Returns every occupied square of pos.
constexpr Bitboard occupied(const Position& pos) { return pos.color[0] | pos.color[1]; }
// Returns color's pieces of type in pos.
constexpr Bitboard pieces(const Position& pos, int color, int type) {
  return pos.color[color] & pos.type[type];
}
// Returns word i of pos (0, 1: the colors; 2..7: the types).
constexpr Bitboard& position_word(Position& pos, int i) {
  return i < 2 ? pos.color[i] : pos.type[i - 2];
}
constexpr Bitboard position_word(const Position& pos, int i) {
  return i < 2 ? pos.color[i] : pos.type[i - 2];
}

// Returns what makes pos not well-formed, in a few words, or "" when it is.
std::string position_fault(const Position& pos);
// Returns the letter of the piece on sq ("PNBRQK" white, "pnbrqk" black), or '.'.
char piece_letter(const Position& pos, int sq);
// Returns pos as 8 words in hex, comma-separated (white, black, pawn, knight,
// bishop, rook, queen, king): the --position option's value.
std::string position_hex(const Position& pos);
// Returns the position of position_hex's text (8 words, comma-separated), or nothing.
std::optional<Position> parse_position_hex(std::string_view text);
// Returns pos as a FEN with side to move side (0 white), "-" castling and en
// passant, clocks 0 1 (pos well-formed).
std::string position_fen(const Position& pos, int side);
// Returns the position of a FEN's first field (the other fields may follow and
// are read plainly: side w|b, castling, en passant, two clocks), or nothing.
std::optional<Position> parse_fen(std::string_view text);
// Returns pos with the ranks mirrored and the colors swapped.
Position color_flip(const Position& pos);

}  // namespace slidercheck
