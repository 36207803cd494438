/* Aborts (SIGABRT, as a failed assert would) in rank_attacks whenever the
 * slider's own square is empty: an engine that is only ever called with its
 * own bit set. `slidercheck bench --own-square occupied` measures it; without
 * the option (inputs as drawn) it crashes while being measured. With
 * OWN_SQUARE_SYMBOL it declares the contract itself (slidercheck_own_square). */
#include <stdlib.h>

#include "slidercheck/plugin.h"
#include "walker.h"

#ifdef OWN_SQUARE_SYMBOL
SLIDERCHECK_EXPORT const char slidercheck_own_square[] = OWN_SQUARE_SYMBOL;
#endif

SLIDERCHECK_EXPORT uint64_t slidercheck_rank_attacks(uint64_t occ, int sq) {
  if (!((occ >> sq) & 1)) abort();
  return walk_line(occ, sq, 1);
}
