/* Wrong: the east and west rays step by +-1 in index space, so from the h-file
 * they wrap onto the a-file of the next rank (and back). With WITH_SYMBOL it
 * declares that numbering (wrong in every numbering all the same). */
#include "slidercheck/plugin.h"
#include "walker.h"

#ifdef WITH_SYMBOL
SLIDERCHECK_EXPORT const char slidercheck_square_mapping[] = WITH_SYMBOL;
#endif

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
