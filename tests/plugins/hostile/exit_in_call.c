/* rook_attacks calls exit(0) at its 1000th call, while bench measures
 * it (bench used to report success with nothing measured). */
#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  static int calls;
  if (++calls == 1000) exit(0);
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
