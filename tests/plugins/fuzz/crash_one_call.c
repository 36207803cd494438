/* A plain crash (SIGSEGV, no sanitizer) on one call only: rook_attacks on a1
 * when exactly a1 and h8 are occupied (a 64-bit comparison, which libFuzzer's
 * comparison tracing sees). Every other value is right. In fork mode the
 * child that meets the call records it (crashed-inputs), and the children
 * after it answer it by the oracle: a crash file or two, not one per child. */
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  if (sq == 0 && occ == 0x8000000000000001ull) *(volatile int*)0 = 1;
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
