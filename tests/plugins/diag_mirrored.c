/* Diagnosis "results match the attacks of the mirrored square": the rook's
 * square is flipped top to bottom (sq ^ 56) before the lookup, as when a
 * black-side table is reused for white. */
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq ^ 56, 1) | walk_line(occ, sq ^ 56, 7);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 0) | walk_line(occ, sq, 6);
}
#ifdef WITH_LINES
/* Correct rank and diagonal functions, which tell numberings apart (for
 * --mapping auto in another numbering). */
SLIDERCHECK_EXPORT uint64_t slidercheck_rank_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_diagonal_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 0);
}
#endif
