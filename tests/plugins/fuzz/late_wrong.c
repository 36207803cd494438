/* Right for its first 499 calls, wrong from its 500th on (a square missing from
 * every answer): a failure that depends on earlier calls. The one input a fuzz
 * finding names passes alone in a fresh process; `slidercheck check --function
 * rook_attacks` finds it again and cuts the calls before it down to a
 * sequence. */
#include "slidercheck/plugin.h"
#include "walker.h"

static unsigned long calls;

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  const uint64_t a = walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
  if (++calls < 500) return a;
  return a & (a - 1); /* the lowest attacked square dropped */
}
