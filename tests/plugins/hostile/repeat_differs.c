/* A result that differs between two calls on the same input in one
 * process. The first call on an input is right; a later call on an input seen
 * before (a small table of the inputs seen) misses the ray's last square. */
#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

#define SEEN 4096
static uint64_t seen[SEEN];
static unsigned char used[SEEN];

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  hostile_note_pid();
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  const uint64_t key = occ * 0x9E3779B97F4A7C15ull ^ (uint64_t)sq;
  const unsigned slot = (unsigned)(key >> 52) % SEEN;
  const int again = used[slot] && seen[slot] == key;
  used[slot] = 1;
  seen[slot] = key;
  uint64_t r = walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
  if (again && r) r &= r - 1; /* drops the lowest square */
  return r;
}
