/* An attack cache keyed on part of the occupancy (the first rank's
 * bits only), one entry per square. A call returns the cached result when the
 * square and the key match, so it is wrong only after an earlier call on the
 * same square with the same first rank and a different rest of the board: in a
 * fresh process the failing input alone conforms. */
#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

static struct {
  int valid;
  uint64_t key, result;
} cache[64];

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  hostile_note_pid();
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  const uint64_t key = occ & 0xff;
  if (cache[sq].valid && cache[sq].key == key) return cache[sq].result;
  cache[sq].valid = 1;
  cache[sq].key = key;
  cache[sq].result = walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
  return cache[sq].result;
}
