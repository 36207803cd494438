/* slidercheck_init reports failure: the checker must stop with exit status 2. */
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT int slidercheck_init(void) { return 7; }
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
