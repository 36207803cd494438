/* Sanitizer-only bug: `~0ULL << (sq + 1)` is a shift by 64 at h8, undefined;
 * its result is masked away there, so the value is right on every machine and
 * every value check passes. UBSan (-fsanitize=undefined
 * -fno-sanitize-recover=all) reports a shift-out-of-bounds at h8. */
#include "slidercheck/plugin.h"
#include "walker.h"

/* The squares above sq: the shift is made even where its result is unused. */
static uint64_t squares_above(int sq) {
  volatile int shift = sq + 1; /* kept: the compiler may not fold the h8 case away */
  const uint64_t above = ~0ULL << shift;
  return sq < 63 ? above : 0;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_king_attacks(int sq) {
  const uint64_t below = (1ULL << sq) - 1;
  return leap_king(sq) & (squares_above(sq) | below);
}
