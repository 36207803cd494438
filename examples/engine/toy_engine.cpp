// The toy engine: the classical loop, one step at a time, in a8 = 0 numbering.
#include "toy_engine.h"

namespace toy {

namespace {

// Returns the squares reached from sq stepping (dfile, drank) on the board,
// where rank 0 is the top row (rank 8) in this numbering.
std::uint64_t slide(std::uint64_t occ, int sq, int dfile, int drow) {
  std::uint64_t attacks = 0;
  for (int f = sq % 8 + dfile, r = sq / 8 + drow; 0 <= f && f < 8 && 0 <= r && r < 8;
       f += dfile, r += drow) {
    const std::uint64_t bit = std::uint64_t{1} << (8 * r + f);
    attacks |= bit;
    if (occ & bit) break;
  }
  return attacks;
}

}  // namespace

std::uint64_t rook_attacks(std::uint64_t occ, int sq) {
  return slide(occ, sq, 1, 0) | slide(occ, sq, -1, 0) | slide(occ, sq, 0, 1) |
         slide(occ, sq, 0, -1);
}

std::uint64_t bishop_attacks(std::uint64_t occ, int sq) {
  return slide(occ, sq, 1, 1) | slide(occ, sq, -1, -1) | slide(occ, sq, 1, -1) |
         slide(occ, sq, -1, 1);
}

std::uint64_t queen_attacks(std::uint64_t occ, int sq) {
  return rook_attacks(occ, sq) | bishop_attacks(occ, sq);
}

}  // namespace toy
