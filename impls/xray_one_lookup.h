// X-rays with one lookup (OliThink style) on kindergarten bitboards.
//
// The inner six squares of a line decide everything a slider sees on it, so
// they index precomputed tables. Two tables per line shape: the attacks (up to
// and including the first blocker) and the x-rays (behind the first blocker,
// up to and including the second one, on each side). The index:
//
//   rank:      ((occ >> (8 * rank + 1)) & 63)                       b..g of the rank
//   diagonals: ((occ & lineEx[sq]) * bFile) >> 58                   b..g by file
//   file:      ((((occ >> file) & aFile) * 0x0004081020408000) >> 58)  2..7 by rank
//
// The attacks (not the x-rays) look up these indices in one row of 64 per
// square and line, already cut to the line (kRows).
//
// Rank and diagonal entries hold the first-rank pattern copied onto every rank
// ("fill-up"), cut to the line with lineEx; file entries hold the pattern on the
// a-file, shifted to the slider's file. With a the attacks entry and x the
// x-ray entry, a side's x-ray counts only when its first blocker (a's end on
// that side) is one of `blockers`:
//
//   xray = (x & upper & nonzero_mask(a & upper & blockers))
//        | (x & lower & nonzero_mask(a & lower & blockers))
//
// The wiki's rank sample, rook on e1 (a-file on the left):
//
//   occupied           . 1 . 1 R . 1 .
//   attacks            . . . 1 . 1 1 .
//   x-rays             . 1 1 . . . . 1
//   blockers = {g1}    . . . . . . . 1     (d1, the west blocker, is not in blockers)
#pragma once

#include <cstdint>

#include "impls/compose.h"
#include "impls/line_masks.h"
#include "impls/word.h"

namespace slidercheck::impls::xray_one_lookup {

// 512 bitboards: [index * 8 + position], index = the line's inner six bits.
struct Table {
  std::uint64_t v[64 * 8];
};

// Returns the squares (as bits 0..7) reached from position on a line of eight
// whose inner squares 1..6 are occupied per index; behind = 0 gives the attacks,
// behind = 1 the x-rays (past the first blocker, up to the second).
constexpr std::uint64_t line_pattern(int index, int position, int behind) {
  const int occupied = index << 1;
  std::uint64_t pattern = 0;
  for (const int step : {+1, -1}) {
    int blockers_left = behind;  // blockers to pass before the squares we keep
    for (int p = position + step; 0 <= p && p < 8; p += step) {
      if (blockers_left == 0) pattern |= std::uint64_t{1} << p;
      if ((occupied >> p) & 1) {
        if (blockers_left == 0) break;
        --blockers_left;
      }
    }
  }
  return pattern;
}

// Returns the bits 0..7 of pattern moved onto the a-file (bit k -> square a(k+1)).
constexpr std::uint64_t onto_a_file(std::uint64_t pattern) {
  std::uint64_t a_file = 0;
  for (int k = 0; k < 8; ++k) a_file |= ((pattern >> k) & 1) << (8 * k);
  return a_file;
}

// Returns the fill-up table (pattern on every rank) of attacks or x-rays.
constexpr Table make_fill_up(int behind) {
  Table table{};
  for (int index = 0; index < 64; ++index) {
    for (int file = 0; file < 8; ++file) {
      table.v[index * 8 + file] = line_pattern(index, file, behind) * kFileA;
    }
  }
  return table;
}

// Returns the a-file table of attacks or x-rays, position = rank.
constexpr Table make_a_file(int behind) {
  Table table{};
  for (int index = 0; index < 64; ++index) {
    for (int rank = 0; rank < 8; ++rank) {
      table.v[index * 8 + rank] = onto_a_file(line_pattern(index, rank, behind));
    }
  }
  return table;
}

inline constexpr Table kFillUpAttacks = make_fill_up(0);
inline constexpr Table kFillUpXrays = make_fill_up(1);
inline constexpr Table kAFileAttacks = make_a_file(0);
inline constexpr Table kAFileXrays = make_a_file(1);

// The attack entries again, one row of 64 per square, each already cut to
// the slider's line and moved onto it ([sq][index]): the attacks are one
// lookup with no mask, shift or file in the index (as the public Kindergarten
// implementations do; 128 KB instead of 8 KB). The x-rays keep the shared tables.
struct SquareRows {
  std::uint64_t v[kLines][64][64];  // [line][sq][index]
};

// Returns the per-square attack rows of every line, from the shared tables above.
constexpr SquareRows make_square_rows() {
  SquareRows t{};
  for (int line = 0; line < kLines; ++line) {
    for (int sq = 0; sq < 64; ++sq) {
      const std::uint64_t line_ex = kLineMasks[sq][line].line_ex;
      for (int index = 0; index < 64; ++index) {
        t.v[line][sq][index] = line == kFileLine
                                   ? kAFileAttacks.v[index * 8 + rank_of(sq)] << file_of(sq)
                                   : kFillUpAttacks.v[index * 8 + file_of(sq)] & line_ex;
      }
    }
  }
  return t;
}

inline constexpr SquareRows kRows = make_square_rows();

// The kindergarten multipliers: a line's squares, one per file (or per rank on the
// a-file), land without carries on bits 58..63 in file (or rank) order.
inline constexpr std::uint64_t kBFile = 0x0202020202020202ull;
inline constexpr std::uint64_t kFileMagic = 0x0004081020408000ull;  // h2, g3, .., c7

// The two diagonals' masks (line_ex) again, each line's 64 side by side: a
// queen's two mask loads come from two dense rows, not from kLineMasks' wider
// per-square records.
struct DiagonalMasks {
  std::uint64_t v[2][kSquares];  // [line - kDiagonalLine][sq]
};
constexpr DiagonalMasks make_diagonal_masks() {
  DiagonalMasks m{};
  for (int sq = 0; sq < kSquares; ++sq) {
    m.v[0][sq] = kLineMasks[sq][kDiagonalLine].line_ex;
    m.v[1][sq] = kLineMasks[sq][kAntidiagonalLine].line_ex;
  }
  return m;
}
inline constexpr DiagonalMasks kDiagonalMasks = make_diagonal_masks();

static_assert(line_pattern(0b100101, 4, 0) == 0b01101000);  // rook e1, occupied b1 d1 g1
static_assert(line_pattern(0b100101, 4, 1) == 0b10000110);

// Returns the table entry of the rank of sq.
template <class W>
constexpr W rank_entry(const Table& table, W occ, int sq) {
  const W index = (occ >> (8 * rank_of(sq) + 1)) & W(63);
  return lookup(table.v, (index << 3) | W(file_of(sq))) & W(kLineMasks[sq][kRankLine].line_ex);
}

// Returns the table entry of the file of sq.
template <class W>
constexpr W file_entry(const Table& table, W occ, int sq) {
  const W a_file = (occ >> file_of(sq)) & W(kFileA);
  const W index = multiply(a_file, W(kFileMagic)) >> 58;
  return lookup(table.v, (index << 3) | W(rank_of(sq))) << file_of(sq);
}

// Returns the table entry of a diagonal (or antidiagonal) line of sq.
template <class W>
constexpr W diagonal_entry(const Table& table, W occ, int sq, int line) {
  const W line_ex = W(kLineMasks[sq][line].line_ex);
  const W index = multiply(occ & line_ex, W(kBFile)) >> 58;
  return lookup(table.v, (index << 3) | W(file_of(sq))) & line_ex;
}

// Returns the index of line of sq: the line's inner six squares, in the
// cheapest form each line allows (as the x-ray entries above take them): the
// rank by a shift, the file by a shift to the a-file and the file magic (no
// mask to load), the diagonals by their mask and the b-file multiplier.
template <class W>
constexpr W line_index(W occ, int sq, int line) {
  if (line == kRankLine) return (occ >> (8 * rank_of(sq) + 1)) & W(63);
  if (line == kFileLine) return multiply((occ >> file_of(sq)) & W(kFileA), W(kFileMagic)) >> 58;
  return multiply(occ & W(kDiagonalMasks.v[line - kDiagonalLine][sq]), W(kBFile)) >> 58;
}

// Returns the attacks along line of a slider on sq: the line's index, one lookup.
template <class W>
constexpr W line_attacks(W occ, int sq, int line) {
  return lookup(kRows.v[line][sq], line_index(occ, sq, line));
}
SLIDERCHECK_LINES_FROM_LINE_ATTACKS
SLIDERCHECK_PIECES_FROM_LINES

// Returns the x-rays of one line: each side's x-ray if that side's first blocker is in blockers.
template <class W>
constexpr W keep_blocked_sides(W attacks, W xrays, W blockers, int sq, int line) {
  const W upper = W(kLineMasks[sq][line].upper);
  const W lower = W(kLineMasks[sq][line].lower);
  const W hit = attacks & blockers;
  return (xrays & upper & nonzero_mask(hit & upper)) | (xrays & lower & nonzero_mask(hit & lower));
}

// Returns the rank x-ray attacks of a slider on sq through blockers.
template <class W>
constexpr W xray_rank_attacks(W occ, W blockers, int sq) {
  return keep_blocked_sides(rank_attacks(occ, sq), rank_entry(kFillUpXrays, occ, sq), blockers, sq,
                            kRankLine);
}
// Returns the file x-ray attacks of a slider on sq through blockers.
template <class W>
constexpr W xray_file_attacks(W occ, W blockers, int sq) {
  return keep_blocked_sides(file_attacks(occ, sq), file_entry(kAFileXrays, occ, sq), blockers, sq,
                            kFileLine);
}
// Returns the diagonal (a1-h8) x-ray attacks of a slider on sq through blockers.
template <class W>
constexpr W xray_diagonal_attacks(W occ, W blockers, int sq) {
  return keep_blocked_sides(diagonal_attacks(occ, sq),
                            diagonal_entry(kFillUpXrays, occ, sq, kDiagonalLine), blockers, sq,
                            kDiagonalLine);
}
// Returns the antidiagonal (h1-a8) x-ray attacks of a slider on sq through blockers.
template <class W>
constexpr W xray_antidiagonal_attacks(W occ, W blockers, int sq) {
  return keep_blocked_sides(antidiagonal_attacks(occ, sq),
                            diagonal_entry(kFillUpXrays, occ, sq, kAntidiagonalLine), blockers, sq,
                            kAntidiagonalLine);
}
// Returns the rook x-ray attacks of a slider on sq through blockers.
template <class W>
constexpr W xray_rook_attacks(W occ, W blockers, int sq) {
  return xray_rank_attacks(occ, blockers, sq) | xray_file_attacks(occ, blockers, sq);
}
// Returns the bishop x-ray attacks of a slider on sq through blockers.
template <class W>
constexpr W xray_bishop_attacks(W occ, W blockers, int sq) {
  return xray_diagonal_attacks(occ, blockers, sq) | xray_antidiagonal_attacks(occ, blockers, sq);
}

}  // namespace slidercheck::impls::xray_one_lookup
