/* Aborts (SIGABRT, as a failed assert would) in file_attacks for a slider on h1
 * with anything occupied on h5. */
#include <stdlib.h>

#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT uint64_t slidercheck_file_attacks(uint64_t occ, int sq) {
  if (sq == 7 && ((occ >> 39) & 1)) abort();
  return walk_line(occ, sq, 7);
}
