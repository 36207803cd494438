/* A correct rook, with a guard no check can reach: the checker never calls
 * with a square off the board, so the guard's true side (and its return) are
 * never run. Built with clang's coverage instrumentation, `check --coverage`
 * names that branch and that line. */
#include "slidercheck/plugin.h"

static uint64_t ray(uint64_t occ, int sq, int df, int dr) {
  uint64_t out = 0;
  for (int f = sq % 8 + df, r = sq / 8 + dr; f >= 0 && f < 8 && r >= 0 && r < 8;
       f += df, r += dr) {
    out |= (uint64_t)1 << (8 * r + f);
    if ((occ >> (8 * r + f)) & 1) break;
  }
  return out;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  if (sq < 0 || sq > 63) /* unreachable guard */
    return 0;
  return ray(occ, sq, 1, 0) | ray(occ, sq, -1, 0) | ray(occ, sq, 0, 1) | ray(occ, sq, 0, -1);
}
