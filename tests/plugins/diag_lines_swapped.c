/* The diagonal and antidiagonal functions exported under each other's names
 * (a copy-paste slip in the wrapper), in the numbering a1,b1 the plugin
 * declares. A mirrored numbering (h1,g1) would also make both conform, but
 * the report must say what is likelier: the two functions look swapped. */
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT const char slidercheck_square_mapping[] = "a1,b1";

SLIDERCHECK_EXPORT uint64_t slidercheck_diagonal_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 2) | walk_line(occ, sq, 6); /* the antidiagonal's */
}

SLIDERCHECK_EXPORT uint64_t slidercheck_antidiagonal_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 0) | walk_line(occ, sq, 4); /* the diagonal's */
}
