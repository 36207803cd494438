// Hyperbola Quintessence: o - r forward, and again on a reversed board.
//
// With o = occ & lineEx[sq] (the slider's bit is clear in o) subtracting r
// itself borrows from the slider's square upward to the first blocker. A
// reversal rev() that reverses the order of the line's squares does the same for
// the negative ray; the two changes cancel o and the slider's bit:
//
//   o = occ & lineEx[sq]
//   attacks = ((o - r) ^ rev(rev(o) - rev(r))) & lineEx[sq]
//
// Files and both diagonals hold at most one square per rank, so a byte swap
// (a vertical flip) reverses them. A rank lies inside one byte, which a byte swap
// leaves in order. So ranks are not HQ here: as the wiki's HQ page suggests,
// they take a rank lookup, the rank's inner six squares (b..g) and the
// slider's file indexing a 512-entry table of first-rank attacks, shifted back
// onto the rank. It was faster than HQ's two full 64-bit bit reversals on the
// rank, and than HQ on the rank's byte with a 256-entry byte reversal table
// (two dependent lookups); the figures are in docs/measurements.md. The lookup:
//
//   rank attacks = firstRank[((occ >> 8 * rank) & 126) * 4 + file] << 8 * rank
//
// Diagonal attacks of a bishop on c1 with o = {e3, g5}: o - r borrows from c1
// up to e3, and lineEx keeps d2 and e3 (the negative ray is empty here):
//
//   o - r             & lineEx = attacks
//   . . . . . . . .   . . . . . . . .
//   . . . . . . . .   . . . . . . . .
//   . . . . . . . .   . . . . . . . .
//   . . . . . . 1 .   . . . . . . . .
//   . . . . . . . .   . . . . . . . .
//   1 1 1 1 . . . .   . . . . 1 . . .
//   1 1 1 1 1 1 1 1   . . . 1 . . . .
//   . . 1 1 1 1 1 1   . . . . . . . .
#pragma once

#include <array>
#include <cstdint>

#include "impls/compose.h"
#include "impls/line_masks.h"
#include "impls/word.h"

namespace slidercheck::impls::hyperbola_quintessence {

// Returns the attacks along a line that byte_swap reverses (file, diagonal, antidiagonal).
template <class W>
constexpr W swapped_line_attacks(W occ, int sq, int line) {
  const W line_ex = W(kSquareLines[sq].line_ex[line]);
  const W forward = occ & line_ex;
  const W reverse = byte_swap(forward) - W(byte_swap(square_bb(sq)));
  return ((forward - W(square_bb(sq))) ^ byte_swap(reverse)) & line_ex;
}

// 512 entries: v[inner * 8 + file] is the rank attacks (bits 0..7) of a slider on
// file when the rank's inner six squares (b..g) are occupied per inner.
struct FirstRankTable {
  std::uint64_t v[64 * 8];
};

// Returns the first-rank attack table, walked square by square.
constexpr FirstRankTable make_first_rank() {
  FirstRankTable table{};
  for (int inner = 0; inner < 64; ++inner) {
    for (int file = 0; file < 8; ++file) {
      std::uint64_t& attacks = table.v[inner * 8 + file];
      for (int step : {+1, -1}) {
        for (int f = file + step; 0 <= f && f < 8; f += step) {
          attacks |= std::uint64_t{1} << f;
          if (((inner << 1) >> f) & 1) break;
        }
      }
    }
  }
  return table;
}

inline constexpr FirstRankTable kFirstRank = make_first_rank();
static_assert(kFirstRank.v[0b100101 * 8 + 4] == 0b01101000);  // e1; b1, d1, g1 occupied

// Returns the rank attacks of a slider on sq: the rank lookup (a byte swap
// leaves a rank in order, so HQ's reversal does not apply).
template <class W>
constexpr W rank_attacks(W occ, int sq) {
  const int rank_shift = sq & 56;
  const W inner_in_place = (occ >> rank_shift) & W(126);  // b..g of the rank, still at bits 1..6
  return lookup(kFirstRank.v, (inner_in_place << 2) | W(sq & 7)) << rank_shift;
}
// Returns the file attacks of a slider on sq.
template <class W>
constexpr W file_attacks(W occ, int sq) {
  return swapped_line_attacks(occ, sq, kFileLine);
}
// Returns the diagonal (a1-h8) attacks of a slider on sq.
template <class W>
constexpr W diagonal_attacks(W occ, int sq) {
  return swapped_line_attacks(occ, sq, kDiagonalLine);
}
// Returns the antidiagonal (h1-a8) attacks of a slider on sq.
template <class W>
constexpr W antidiagonal_attacks(W occ, int sq) {
  return swapped_line_attacks(occ, sq, kAntidiagonalLine);
}

// The line masks HQ's byte swap applies to, per square: the rank's lane 0
// (so that HQ on it gives nothing), then file, diagonal, antidiagonal; 32
// bytes, one vector load.
struct alignas(32) SwappedLines {
  std::uint64_t line_ex[kLines];
};
constexpr std::array<SwappedLines, kSquares> make_swapped_lines() {
  std::array<SwappedLines, kSquares> lines{};
  for (int sq = 0; sq < kSquares; ++sq) {
    for (int line = kFileLine; line < kLines; ++line) {
      lines[sq].line_ex[line] = kLineMasks[sq][line].line_ex;
    }
  }
  return lines;
}
inline constexpr auto kSwappedLines = make_swapped_lines();

// Returns the file, diagonal and antidiagonal attacks of a slider on sq: HQ on
// the three lines as one loop over four lanes (the rank's masked to nothing),
// which clang vectorizes: each step of HQ is one vector instruction for the
// three lines, the byte swaps one shuffle each.
template <class W>
constexpr W swapped_lines_attacks(W occ, int sq) {
  const W bit = W(square_bb(sq));
  const W swapped_bit = W(byte_swap(square_bb(sq)));
  W attacks = W(0);
  SLIDERCHECK_VECTORIZE_LINES_ONCE(4)
  for (int line = 0; line < kLines; ++line) {
    const W line_ex = W(kSwappedLines[sq].line_ex[line]);
    const W forward = occ & line_ex;
    attacks = attacks | (((forward - bit) ^ byte_swap(byte_swap(forward) - swapped_bit)) & line_ex);
  }
  SLIDERCHECK_VECTORIZE_LINES_END
  return attacks;
}

// Returns the rook attacks of a slider on sq: rank | file.
template <class W>
constexpr W rook_attacks(W occ, int sq) {
  return rank_attacks(occ, sq) | file_attacks(occ, sq);
}
// Returns the bishop attacks of a slider on sq: diagonal | antidiagonal.
template <class W>
constexpr W bishop_attacks(W occ, int sq) {
  return diagonal_attacks(occ, sq) | antidiagonal_attacks(occ, sq);
}
// Returns the queen attacks of a slider on sq: the rank lookup | HQ on the other three lines.
template <class W>
constexpr W queen_attacks(W occ, int sq) {
  return rank_attacks(occ, sq) | swapped_lines_attacks(occ, sq);
}

}  // namespace slidercheck::impls::hyperbola_quintessence
