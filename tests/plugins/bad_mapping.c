/* Names a square numbering that is not one of the 8 board symmetries (with
 * HOSTILE_MAPPING: one with a newline and terminal escapes in it, which the
 * one-line error must show escaped). */
#include "slidercheck/plugin.h"
#include "walker.h"

#ifdef HOSTILE_MAPPING
SLIDERCHECK_EXPORT const char slidercheck_square_mapping[] = "a1\n\033[2J,c3\377";
#else
SLIDERCHECK_EXPORT const char slidercheck_square_mapping[] = "a1,c3";
#endif
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
