/* The plugin kills its worker's parent process, slidercheck's supervisor
 * (kill(getppid(), SIGKILL)), in its first call on one input (a rook on d4,
 * nothing else on the board), then returns and goes on like any call. The
 * report must name that input: the worker's death comes later than the call
 * (the supervisor's exit ends it), and a worker left running would have
 * made thousands of calls by then. */
#include <signal.h>

#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  hostile_note_pid();
  return 0;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  static int done;
  if (!done && sq == 27 && occ == 0) {
    done = 1;
    kill(getppid(), SIGKILL);
  }
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
