/* A correct rook whose source includes a header of bit helpers
 * (coverage_helpers.h), with a guard no check reaches. `check --coverage`
 * puts the checked function's unreached line (the guard's return) first,
 * then the lines of this file, then the header's; its table of functions
 * lists this file's, not the header's helpers. */
#include "coverage_helpers.h"
#include "slidercheck/plugin.h"

static uint64_t ray(uint64_t occ, int sq, int df, int dr) {
  uint64_t out = 0;
  for (int f = sq % 8 + df, r = sq / 8 + dr; on_board(f, r); f += df, r += dr) {
    out |= bit_of(f, r);
    if (occ & bit_of(f, r)) break;
  }
  return out;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  if (sq < 0 || sq > 63) /* unreachable guard */
    return 0;
  return ray(occ, sq, 1, 0) | ray(occ, sq, -1, 0) | ray(occ, sq, 0, 1) | ray(occ, sq, 0, -1);
}
