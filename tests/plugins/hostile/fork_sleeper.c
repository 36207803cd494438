/* slidercheck_init forks a child that sleeps for 10 minutes. The
 * child holds the worker's pipe open: the checker used to spin on it until the
 * child ended. */
#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  hostile_note_pid();
  if (fork() == 0) {
    hostile_note_pid();
    sleep(600);
    _exit(0);
  }
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
