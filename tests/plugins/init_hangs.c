/* slidercheck_init never returns (an engine whose start-up search takes
 * longer than the deadline). It exports six functions and declares its
 * numbering a8,b8: the report's header says so though init never ended. */
#include "slidercheck/plugin.h"

SLIDERCHECK_EXPORT const char slidercheck_square_mapping[] = "a8,b8";

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  volatile int forever = 1;
  while (forever) {
  }
  return 0;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) { return occ ^ sq; }
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) { return occ ^ sq; }
SLIDERCHECK_EXPORT uint64_t slidercheck_queen_attacks(uint64_t occ, int sq) { return occ ^ sq; }
SLIDERCHECK_EXPORT uint64_t slidercheck_knight_attacks(int sq) { return (uint64_t)sq; }
SLIDERCHECK_EXPORT uint64_t slidercheck_king_attacks(int sq) { return (uint64_t)sq; }
SLIDERCHECK_EXPORT uint64_t slidercheck_squares_between(int a, int b) { return (uint64_t)(a ^ b); }
