/* A constructor that hangs (or, with HOSTILE_MODE=crash, crashes)
 * from the second load on. check's watchdog used to run only inside calls, so
 * a worker's load hung it forever; bench loaded the plugin a second time in its
 * own process. With $HOSTILE_THREAD set, the first load leaves a thread
 * running, so each worker loads the plugin again (else they are forked from
 * the probe, loaded once). */
#include <signal.h>

#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

__attribute__((constructor)) static void second_load(void) {
  hostile_note_pid();
  if (hostile_first_time()) {
    hostile_thread();
    return;
  }
  const char* mode = getenv("HOSTILE_MODE");
  if (mode && strcmp(mode, "crash") == 0) raise(SIGSEGV);
  for (;;) pause();
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
