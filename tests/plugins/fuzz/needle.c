/* A needle that `slidercheck check --level standard` misses: rook_attacks is
 * wrong on one occupancy only, behind a 64-bit comparison that no enumeration
 * or random search reaches. Built with -fsanitize=fuzzer-no-link, libFuzzer's
 * comparison tracing sees the constant and `slidercheck fuzz` finds it. */
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  const uint64_t a = walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
  if (occ == 0x7f3a9c0e55d21b86ull) return a ^ (1ull << (sq ^ 9));
  return a;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 0) | walk_line(occ, sq, 6);
}
