/* A function wrong only in the first process that calls it
 * (state set up once, keyed on $HOSTILE_STATE, which the first caller
 * creates). The check finds the failure; a diagnosis, run in a fresh process
 * where the function is right, must not explain it ("conforms if numbered ..."
 * holds for a right rook function in every numbering that keeps its lines). */
#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

static int wrong = -1; /* -1: not known yet in this process */

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  hostile_note_pid();
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  if (wrong < 0) wrong = hostile_first_time();
  uint64_t r = walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
  if (wrong && r) r &= r - 1; /* drops the lowest square */
  return r;
}
