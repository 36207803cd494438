// X-ray attacks by modifying the occupancy: two attack lookups.
//
// The blockers the slider hits are removed from the occupancy; the symmetric
// difference of the attacks before and after is what lies behind them, up to
// and including the next piece:
//
//   a = attacks(occ, sq)
//   xray = a ^ attacks(occ ^ (blockers & a), sq)       (blockers ⊆ occ)
//
// Per line, a blocker on the board's edge hides nothing, so it is dropped
// (rank 0x7E7E..7E, file 0x00FF..FF00, diagonals 0x007E..7E00), and when no
// blocker is left the second lookup is skipped (its result would be 0 anyway).
// The line attacks come from obstruction_difference.
//
//   occ, blockers x   a                 xray
//   . . . . . . . .   . . . . . . . .   . . . . . . . .
//   . . . 1 . . . .   . . . . . . . .   . . . 1 . . . .
//   . . . . . . . .   . . . . . . . .   . . . 1 . . . .
//   . . . x . . . .   . . . 1 . . . .   . . . . . . . .
//   . 1 . R . x . 1   . 1 1 . 1 1 . .   . . . . . . 1 1
//   . . . . . . . .   . . . 1 . . . .   . . . . . . . .
//   . . . 1 . . . .   . . . 1 . . . .   . . . . . . . .
//   . . . . . . . .   . . . . . . . .   . . . . . . . .
#pragma once

#include <cstdint>

#include "impls/obstruction_difference.h"
#include "impls/word.h"

namespace slidercheck::impls::xray_modified_occupancy {

namespace od = obstruction_difference;

// Blockers that may hide something behind them, per line: not on the edge.
inline constexpr std::uint64_t kRankInner = 0x7E7E7E7E7E7E7E7Eull;
inline constexpr std::uint64_t kFileInner = 0x00FFFFFFFFFFFF00ull;
inline constexpr std::uint64_t kDiagonalInner = 0x007E7E7E7E7E7E00ull;

// Returns the x-ray attacks along one line through the blockers the slider hits there.
template <class W>
constexpr W xray_line_attacks(W occ, W blockers, int sq, int line, std::uint64_t inner) {
  const W attacks = od::line_attacks(occ, sq, line);
  const W hit = blockers & attacks & W(inner);
  if (is_zero(hit)) return W(0);  // an early out: the formula below gives 0 too
  return attacks ^ od::line_attacks(occ ^ hit, sq, line);
}

// Returns the rank x-ray attacks of a slider on sq through blockers.
template <class W>
constexpr W xray_rank_attacks(W occ, W blockers, int sq) {
  return xray_line_attacks(occ, blockers, sq, kRankLine, kRankInner);
}
// Returns the file x-ray attacks of a slider on sq through blockers.
template <class W>
constexpr W xray_file_attacks(W occ, W blockers, int sq) {
  return xray_line_attacks(occ, blockers, sq, kFileLine, kFileInner);
}
// Returns the diagonal (a1-h8) x-ray attacks of a slider on sq through blockers.
template <class W>
constexpr W xray_diagonal_attacks(W occ, W blockers, int sq) {
  return xray_line_attacks(occ, blockers, sq, kDiagonalLine, kDiagonalInner);
}
// Returns the antidiagonal (h1-a8) x-ray attacks of a slider on sq through blockers.
template <class W>
constexpr W xray_antidiagonal_attacks(W occ, W blockers, int sq) {
  return xray_line_attacks(occ, blockers, sq, kAntidiagonalLine, kDiagonalInner);
}

// Returns the rook x-ray attacks of a slider on sq through blockers (two rook lookups).
template <class W>
constexpr W xray_rook_attacks(W occ, W blockers, int sq) {
  const W attacks = od::rook_attacks(occ, sq);
  return attacks ^ od::rook_attacks(occ ^ (blockers & attacks), sq);
}
// Returns the bishop x-ray attacks of a slider on sq through blockers (two bishop lookups).
template <class W>
constexpr W xray_bishop_attacks(W occ, W blockers, int sq) {
  const W attacks = od::bishop_attacks(occ, sq);
  return attacks ^ od::bishop_attacks(occ ^ (blockers & attacks), sq);
}

}  // namespace slidercheck::impls::xray_modified_occupancy
