/* shift_one without the wrap masks: a set moved east (dir8 1) carries the
 * h-file over to the a-file of the rank above, as a plain << 1 does. Every
 * other direction is right. The report's input board marks the set's
 * squares (x), not leapers. */
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT uint64_t slidercheck_shift_one(uint64_t set, int dir8) {
  if (dir8 == 1) return set << 1; /* the slip: no mask of the a-file */
  return walk_shift_one(set, dir8);
}
