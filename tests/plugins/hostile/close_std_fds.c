/* slidercheck_init closes fds 0-2 (bench used to print nothing and
 * exit 0). */
#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  hostile_note_pid();
  close(0);
  close(1);
  close(2);
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
