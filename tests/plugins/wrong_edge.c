/* Wrong: a ray that runs to the board's edge leaves out the edge square (the
 * loop stops one step early), in every direction. */
#include "slidercheck/plugin.h"
#include "walker.h"

static uint64_t short_walk(uint64_t occ, int sq, int d) {
  uint64_t ray = 0;
  int f = file_of_index(sq) + kFileStep[d], r = rank_of_index(sq) + kRankStep[d];
  for (; on_board(f + kFileStep[d], r + kRankStep[d]); f += kFileStep[d], r += kRankStep[d]) {
    const int j = index_of(f, r);
    ray |= (uint64_t)1 << j;
    if ((occ >> j) & 1) return ray;
  }
  if (on_board(f, r) && ((occ >> index_of(f, r)) & 1)) ray |= (uint64_t)1 << index_of(f, r);
  return ray;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  return short_walk(occ, sq, 0) | short_walk(occ, sq, 4) | short_walk(occ, sq, 2) |
         short_walk(occ, sq, 6);
}
