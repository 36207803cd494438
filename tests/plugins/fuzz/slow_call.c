/* A right rook function whose 1,000th call in a process takes 90 seconds
 * (under any sensible --timeout, so not a hang): in fork mode, a job that is
 * inside that call when the time budget is spent keeps the run going. */
#include <unistd.h>

#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  static int calls;
  if (++calls == 1000) sleep(90);
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
