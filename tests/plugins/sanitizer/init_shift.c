/* A shift by 64 while building tables in slidercheck_init, an engine bug seen
 * in the wild: UBSan stops it there, before any call. The table is never read. */
#include "slidercheck/plugin.h"
#include "walker.h"

static uint64_t masks[64];

/* Fills masks[i & 63] with 1 << i for i up to last: a shift by 64 at the end. */
__attribute__((noinline)) static void build_masks(volatile int last) {
  for (int i = 0; i <= last; ++i) masks[i & 63] = (uint64_t)1 << i;
}

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  build_masks(64);
  return 0;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
