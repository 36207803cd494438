/* pawn_attacks from a table that leaves ranks 1 and 8 empty, as engines
 * whose tables hold only the squares a pawn can stand on: conforms only under
 * --pawn-squares pawn (or its slidercheck_pawn_squares, with DECLARE_PAWN).
 * With WRONG_PAWN, white's pawn on e4 also attacks e5: wrong under the
 * contract too. With ABORT_OUTSIDE it aborts on ranks 1 and 8 (bench's
 * inputs must then be drawn within the contract). */
#include <stdlib.h>

#include "slidercheck/plugin.h"
#include "walker.h"

#ifdef DECLARE_PAWN
SLIDERCHECK_EXPORT const char slidercheck_pawn_squares[] = "pawn";
#endif

SLIDERCHECK_EXPORT uint64_t slidercheck_pawn_attacks(int color, int sq) {
  const int rank = rank_of_index(sq);
#ifdef ABORT_OUTSIDE
  if (rank == 0 || rank == 7) abort();
#endif
  if (rank == 0 || rank == 7) return 0;
  uint64_t a = leap_pawn(color, sq);
#ifdef WRONG_PAWN
  if (color == 0 && sq == index_of(4, 3)) a |= (uint64_t)1 << index_of(4, 4);
#endif
  return a;
}
