/* Wrong: the diagonal walk reads the occupancy of a square off the slider's
 * lines (a copy-paste slip: the square two files to the east, same rank, is
 * treated as a blocker of the first north-east step). */
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT uint64_t slidercheck_diagonal_attacks(uint64_t occ, int sq) {
  uint64_t a = walk_line(occ, sq, 0);
  const int f = file_of_index(sq), r = rank_of_index(sq);
  if (on_board(f + 2, r) && on_board(f + 1, r + 1) && ((occ >> index_of(f + 2, r)) & 1)) {
    a = walk(occ | ((uint64_t)1 << index_of(f + 1, r + 1)), sq, 0) | walk(occ, sq, 4);
  }
  return a;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_antidiagonal_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 6);
}
