/* Aborts (SIGABRT, as a failed assert would) in xray_rook_attacks whenever the
 * blockers are not every occupied square: an engine-style x-ray, only ever
 * called with blockers = occ. `slidercheck bench --xray-blockers occupied`
 * measures it; without the option (blockers as drawn) it crashes while being
 * measured. */
#include <stdlib.h>

#include "slidercheck/plugin.h"
#include "walker.h"

static uint64_t rook(uint64_t occ, int sq) { return walk_line(occ, sq, 1) | walk_line(occ, sq, 7); }

SLIDERCHECK_EXPORT uint64_t slidercheck_xray_rook_attacks(uint64_t occ, uint64_t blockers, int sq) {
  if (blockers != occ) abort();
  const uint64_t a = rook(occ, sq);
  return a ^ rook(occ ^ (occ & a), sq);
}
