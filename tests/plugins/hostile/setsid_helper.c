/* slidercheck_init starts a helper that leaves the worker's process group and
 * session (setsid, then a second fork, as a daemon does) and sleeps for 10
 * minutes: the group kill misses it, so the checker must end it as its reaper.
 * The plugin's functions are right; with HOSTILE_SPIN set, its calls never
 * return (so that the checker can be interrupted while they run). */
#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  hostile_note_pid();
  if (fork() == 0) {
    setsid();
    if (fork() == 0) {
      hostile_note_pid();
      sleep(600);
    }
    _exit(0);
  }
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  if (getenv("HOSTILE_SPIN"))
    for (volatile int spin = 1; spin;) {
    }
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
