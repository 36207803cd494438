/* rook_attacks never returns. Run with a long --timeout and the
 * parent killed by SIGTERM or SIGINT: the workers used to outlive it. */
#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

__attribute__((constructor)) static void note(void) { hostile_note_pid(); }
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  volatile int forever = 1;
  while (forever) {
  }
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
