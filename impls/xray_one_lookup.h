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
// The attacks (not the x-rays) take every line's index in the diagonals' form,
// ((occ & lineEx[sq]) * multiplier[sq][line]) >> 58, with the rank's multiplier a
// power of two and the file's the file magic shifted to the file (kSquareKeys).
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

#include <array>
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

// One key per line of a square, the four lines' masks and multipliers side by
// side in one 64-byte line: index = ((occ & line_ex) * multiplier) >> 58 is the
// line's inner six squares, for every line alike. The rank's multiplier is a
// power of two (b..g of the rank onto bits 58..63: a shift written as the same
// multiply), the file's the a-file magic moved to the file (its terms land on
// distinct bits, so no carry), the diagonals' the b-file. The same instructions
// for the four lines, and a queen reads one cache line of keys.
struct alignas(64) SquareKeys {
  std::uint64_t line_ex[kLines];
  std::uint64_t multiplier[kLines];
};
constexpr std::array<SquareKeys, kSquares> make_square_keys() {
  std::array<SquareKeys, kSquares> keys{};
  for (int sq = 0; sq < kSquares; ++sq) {
    for (int line = 0; line < kLines; ++line) {
      keys[sq].line_ex[line] = kLineMasks[sq][line].line_ex;
    }
    keys[sq].multiplier[kRankLine] = std::uint64_t{1} << (57 - 8 * rank_of(sq));
    keys[sq].multiplier[kFileLine] = kFileMagic >> file_of(sq);
    keys[sq].multiplier[kDiagonalLine] = kBFile;
    keys[sq].multiplier[kAntidiagonalLine] = kBFile;
  }
  return keys;
}
inline constexpr auto kSquareKeys = make_square_keys();

static_assert(line_pattern(0b100101, 4, 0) == 0b01101000);  // rook e1, occupied b1 d1 g1
static_assert(line_pattern(0b100101, 4, 1) == 0b10000110);
static_assert(((0x00000000007E0000ull & kSquareKeys[16].line_ex[kRankLine]) *
               kSquareKeys[16].multiplier[kRankLine]) >>
                  58 ==
              63);  // a3: b3..g3

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

// Returns the attacks along line of a slider on sq: the line's key, one lookup.
template <class W>
constexpr W line_attacks(W occ, int sq, int line) {
  const SquareKeys& key = kSquareKeys[sq];
  const W index = multiply(occ & W(key.line_ex[line]), W(key.multiplier[line])) >> 58;
  return lookup(kRows.v[line][sq], index);
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
