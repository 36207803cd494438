/* Crashes (SIGSEGV) in rook_attacks for a slider on e4 with exactly two other
 * pieces; bishop_attacks is correct. */
#include "slidercheck/plugin.h"
#include "walker.h"

static int volatile* volatile nowhere = 0;

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  if (sq == 28 && __builtin_popcountll(occ & ~((uint64_t)1 << 28)) == 2) *nowhere = 1;
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 0) | walk_line(occ, sq, 6);
}
