/* Never returns from bishop_attacks for a slider on b2 with c3 occupied;
 * rank_attacks is correct. */
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  volatile int forever = 1;
  if (sq == 9 && ((occ >> 18) & 1)) {
    while (forever) {
    }
  }
  return walk_line(occ, sq, 0) | walk_line(occ, sq, 6);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rank_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1);
}
