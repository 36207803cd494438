/* Wrong: the east and west rays step by +-1 in index space, so from the h-file
 * they wrap onto the a-file of the next rank (and back). */
#include "slidercheck/plugin.h"
#include "walker.h"

static uint64_t index_ray(uint64_t occ, int sq, int step) {
  uint64_t ray = 0;
  for (int to = sq + step, n = 0; to >= 0 && to < 64 && n < 7; to += step, ++n) {
    ray |= (uint64_t)1 << to;
    if ((occ >> to) & 1) break;
  }
  return ray;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rank_attacks(uint64_t occ, int sq) {
  return index_ray(occ, sq, 1) | index_ray(occ, sq, -1);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_file_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 7);
}
