/* squares_between from a table filled only for the pairs that share a line
 * (Tuna's in_between_mask): the other pairs, and a == b, hold what the table
 * happened to hold (here every square). Conforms only under the pair domain
 * --pairs aligned (or its slidercheck_pairs, with DECLARE_ALIGNED). With
 * WRONG_ALIGNED, a1-h8 also holds h8: wrong under the contract too. With
 * ABORT_OUTSIDE it aborts on a pair outside the contract (bench's inputs
 * must then be drawn within it). */
#include <stdlib.h>

#include "slidercheck/plugin.h"
#include "walker.h"

#ifdef DECLARE_ALIGNED
SLIDERCHECK_EXPORT const char slidercheck_pairs[] = "aligned";
#endif

SLIDERCHECK_EXPORT uint64_t slidercheck_squares_between(int a, int b) {
#ifdef ABORT_OUTSIDE
  if (a == b || !walk_line_through(a, b)) abort();
#endif
  if (a == b || !walk_line_through(a, b)) return ~(uint64_t)0;
  uint64_t between = walk_between(a, b);
#ifdef WRONG_ALIGNED
  if (a == index_of(0, 0) && b == index_of(7, 7)) between |= (uint64_t)1 << b;
#endif
  return between;
}
