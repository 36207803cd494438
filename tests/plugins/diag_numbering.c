/* Diagnosis "conforms if numbered h8,g8": a correct engine numbered from h8
 * (h8 = 0, g8 = 1), which forgot to declare slidercheck_square_mapping. Its rank
 * and diagonal functions tell the numbering apart; the report suggests it. */
#define SQ0_FILE 7
#define SQ0_RANK 7
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT uint64_t slidercheck_rank_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_diagonal_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 0);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_sliding_attacks(uint64_t sliders, uint64_t empty,
                                                        int dir8) {
  return walk_many(sliders, empty, dir8);
}
