/* A correct plugin whose first 4,000 calls take a millisecond each,
 * so that a check runs long enough (some seconds) to show progress on standard
 * error, and then ends soon. */
#include <time.h>

#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  hostile_note_pid();
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  static long calls;
  if (++calls <= 4000) {
    struct timespec t = {0, 1000000};
    nanosleep(&t, 0);
  }
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
