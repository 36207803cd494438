/* Diagnosis "looks side-relative": pawn_west/east_attacks named by the side's
 * own left and right, as some engines do (chess-library's pawnLeftAttacks):
 * for black, whose left (seen from rank 8) is the h-file, west and east are
 * swapped. slidercheck names board sides: west = towards the a-file for both,
 * unless told otherwise (`--pawn-sides relative`, slidercheck_pawn_sides).
 *  - DECLARE_RELATIVE: it says so, slidercheck_pawn_sides = "relative".
 *  - DECLARE_BAD: slidercheck_pawn_sides names no convention ("left").
 *  - BOARD_SIDES: board sides after all (west towards the a-file for both), as
 *    the ABI's default has it: wrong when checked with `--pawn-sides relative`. */
#include "slidercheck/plugin.h"
#include "walker.h"

#ifdef DECLARE_RELATIVE
SLIDERCHECK_EXPORT const char slidercheck_pawn_sides[] = "relative";
#endif
#ifdef DECLARE_BAD
SLIDERCHECK_EXPORT const char slidercheck_pawn_sides[] = "left";
#endif

/* The side's left: the a-file for white, the h-file for black (BOARD_SIDES:
 * the a-file for both). */
#ifdef BOARD_SIDES
static inline int left_file_step(int color) { return color * 0 - 1; }
#else
static inline int left_file_step(int color) { return color == 0 ? -1 : 1; }
#endif

SLIDERCHECK_EXPORT uint64_t slidercheck_pawn_west_attacks(int color, uint64_t pawns) {
  uint64_t result = 0;
  for (int i = 0; i < 64; ++i)
    if ((pawns >> i) & 1) result |= leap_pawn_side(color, left_file_step(color), i);
  return result;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_pawn_east_attacks(int color, uint64_t pawns) {
  uint64_t result = 0;
  for (int i = 0; i < 64; ++i)
    if ((pawns >> i) & 1) result |= leap_pawn_side(color, -left_file_step(color), i);
  return result;
}
