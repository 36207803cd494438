/* slidercheck_init succeeds only the first time, like an init
 * that takes a lock file which _exit never releases. check's probe loads it
 * fine, then every worker's init returns 1 (check used to respawn workers
 * forever); bench used to load it a second time in its own process and say that
 * init returned 0. With $HOSTILE_THREAD set, init leaves a thread running, so
 * each worker runs init again; else the workers are forked from the probe's
 * initialised state and never run it. */
#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  hostile_note_pid();
  hostile_thread();
  return hostile_first_time() ? 0 : 1;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
