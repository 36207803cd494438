/* Names a square numbering that is not one of the 8 board symmetries. */
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT const char slidercheck_square_mapping[] = "a1,c3";
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
