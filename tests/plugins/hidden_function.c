/* A C plugin whose functions lack SLIDERCHECK_EXPORT in a library built with
 * -fvisibility=hidden: they are defined, with C linkage, but not exported. */
#include <stdint.h>

#include "walker.h"

uint64_t slidercheck_rank_attacks(uint64_t occ, int sq) { return walk_line(occ, sq, 1); }
uint64_t slidercheck_file_attacks(uint64_t occ, int sq) { return walk_line(occ, sq, 7); }
