// Mask tables shared by the implementations (never by the oracle).
//
// Every table is built at compile time from one reference function, ray_mask(),
// which steps over (file, rank) arithmetic. Lines are indexed by LineIndex; the
// "upper" ray of a line is its positive direction (towards h8: east, nort, noEa,
// noWe), the "lower" ray the negative one. No mask contains the slider's square.
//
//   kLineMasks[d4][kAntidiagonal]          . . . . . . . .
//     upper = noWe ray (u)                 u . . . . . . .
//     lower = soEa ray (l)                 . u . . . . . .
//     line_ex = upper | lower              . . u . . . . .
//                                          . . . R . . . .
//                                          . . . . l . . .
//                                          . . . . . l . .
//                                          . . . . . . l .
#pragma once

#include <array>
#include <cstdint>

#include "slidercheck/board.h"

namespace slidercheck::impls {

// The four lines through a square.
enum LineIndex : int { kRankLine = 0, kFileLine = 1, kDiagonalLine = 2, kAntidiagonalLine = 3 };
inline constexpr int kLines = 4;

// Returns the squares a slider on sq reaches in dir8 on an empty board (never sq).
constexpr std::uint64_t ray_mask(int sq, int dir8) {
  std::uint64_t mask = 0;
  int file = file_of(sq) + dir8_file_step(dir8);
  int rank = rank_of(sq) + dir8_rank_step(dir8);
  for (; 0 <= file && file < 8 && 0 <= rank && rank < 8;
       file += dir8_file_step(dir8), rank += dir8_rank_step(dir8)) {
    mask |= std::uint64_t{1} << make_square(file, rank);
  }
  return mask;
}

// Returns the positive (upper) direction of line: east, nort, noEa or noWe.
constexpr int upper_dir8(int line) {
  constexpr int dirs[kLines] = {kEast, kNort, kNoEa, kNoWe};
  return dirs[line];
}

// Returns the bit offset of one step in dir8 (+9, +1, -7, ...).
constexpr int dir8_shift(int dir8) { return dir8_file_step(dir8) + 8 * dir8_rank_step(dir8); }

// Returns every square of file (0 = a .. 7 = h).
constexpr std::uint64_t file_mask(int file) {
  return ray_mask(make_square(file, 0), kNort) | square_bb(make_square(file, 0));
}

// Returns every square of rank (0 = rank 1 .. 7 = rank 8).
constexpr std::uint64_t rank_mask(int rank) {
  return ray_mask(make_square(0, rank), kEast) | square_bb(make_square(0, rank));
}

// Returns the squares a one-step move in dir8 can land on without wrapping.
constexpr std::uint64_t avoid_wrap(int dir8) {
  std::uint64_t mask = 0;
  for (int sq = 0; sq < kSquares; ++sq) {
    const int file = file_of(sq) + dir8_file_step(dir8);
    const int rank = rank_of(sq) + dir8_rank_step(dir8);
    if (0 <= file && file < 8 && 0 <= rank && rank < 8) mask |= square_bb(make_square(file, rank));
  }
  return mask;
}

// The rays of one line through one square.
struct LineMask {
  std::uint64_t lower = 0;    // the negative ray (towards a1)
  std::uint64_t upper = 0;    // the positive ray (towards h8)
  std::uint64_t line_ex = 0;  // lower | upper: the line without the slider
};

// Returns the line masks of every square, indexed [sq][line].
constexpr std::array<std::array<LineMask, kLines>, kSquares> make_line_masks() {
  std::array<std::array<LineMask, kLines>, kSquares> masks{};
  for (int sq = 0; sq < kSquares; ++sq) {
    for (int line = 0; line < kLines; ++line) {
      LineMask& m = masks[sq][line];
      m.upper = ray_mask(sq, upper_dir8(line));
      m.lower = ray_mask(sq, opposite(upper_dir8(line)));
      m.line_ex = m.lower | m.upper;
    }
  }
  return masks;
}

// The same masks as LineMask, grouped by field for one square: the four lines'
// lower rays side by side, then the upper rays, then line_ex. Computing all
// four lines of a queen then reads three contiguous groups, which the compiler
// can load as vectors (kLineMasks' [line] stride would need gathers).
struct alignas(32) SquareLines {
  std::uint64_t lower[kLines] = {};
  std::uint64_t upper[kLines] = {};
  std::uint64_t line_ex[kLines] = {};
};

// Returns the grouped line masks of every square, indexed [sq].
constexpr std::array<SquareLines, kSquares> make_square_lines() {
  std::array<SquareLines, kSquares> lines{};
  const auto masks = make_line_masks();
  for (int sq = 0; sq < kSquares; ++sq) {
    for (int line = 0; line < kLines; ++line) {
      lines[sq].lower[line] = masks[sq][line].lower;
      lines[sq].upper[line] = masks[sq][line].upper;
      lines[sq].line_ex[line] = masks[sq][line].line_ex;
    }
  }
  return lines;
}

// Returns the avoid-wrap mask of every direction, indexed by dir8.
constexpr std::array<std::uint64_t, kDirections> make_avoid_wraps() {
  std::array<std::uint64_t, kDirections> masks{};
  for (int dir8 = 0; dir8 < kDirections; ++dir8) masks[dir8] = avoid_wrap(dir8);
  return masks;
}

// The lower/upper/line_ex masks, indexed [sq][LineIndex].
inline constexpr auto kLineMasks = make_line_masks();
// The lower/upper/line_ex masks, indexed [sq].field[LineIndex].
inline constexpr auto kSquareLines = make_square_lines();
// The squares a step in dir8 may land on, indexed by dir8.
inline constexpr auto kAvoidWrap = make_avoid_wraps();

inline constexpr std::uint64_t kFileA = file_mask(0);
inline constexpr std::uint64_t kFileH = file_mask(7);
inline constexpr std::uint64_t kRank1 = rank_mask(0);
inline constexpr std::uint64_t kRank8 = rank_mask(7);

static_assert(kFileA == 0x0101010101010101ull && kFileH == 0x8080808080808080ull);
static_assert(kRank1 == 0xFFull && kRank8 == 0xFF00000000000000ull);
static_assert(kLineMasks[27][kFileLine].line_ex == 0x0808080800080808ull);
static_assert(kLineMasks[27][kDiagonalLine].upper == 0x8040201000000000ull);
static_assert(kLineMasks[27][kAntidiagonalLine].lower == 0x0000000000102040ull);
static_assert(kAvoidWrap == std::array<std::uint64_t, kDirections>{
                                0xFEFEFEFEFEFEFE00ull, 0xFEFEFEFEFEFEFEFEull, 0x00FEFEFEFEFEFEFEull,
                                0x00FFFFFFFFFFFFFFull, 0x007F7F7F7F7F7F7Full, 0x7F7F7F7F7F7F7F7Full,
                                0x7F7F7F7F7F7F7F00ull, 0xFFFFFFFFFFFFFF00ull});

}  // namespace slidercheck::impls
