/* A function wrong on a random 1 in 1,000 calls. The check
 * finds the failure; a diagnosis must not explain it (the failing input, called
 * again, is right, and a right rook function "conforms if numbered" h1,g1). */
#include <time.h>

#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

static uint64_t state;

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  hostile_note_pid();
  state = (uint64_t)getpid() * 0x9E3779B97F4A7C15ull ^ (uint64_t)time(NULL) ^ 1;
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  state ^= state << 13; /* xorshift64 */
  state ^= state >> 7;
  state ^= state << 17;
  uint64_t r = walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
  if (state % 1000 == 0 && r) r &= r - 1; /* drops the lowest square */
  return r;
}
