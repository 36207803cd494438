/* Squares and bits numbered apart, as Igel and GreKo do: squares from a8 (a8 =
 * 0, b8 = 1, h1 = 63) but square s kept at bit 63 - s, so the bits count from
 * h1 (bit 0 = h1, bit 1 = g1). No single numbering fits: undeclared, the
 * report names both ("squares look numbered a8,b8 and bits h1,g1"). Without
 * the diagonal, squares h8,g8 with bits a1,b1 would fit the rest as well (the
 * file mirror between the two keeps ranks, pawns and knights as they are).
 *  - knight_set_attacks takes and returns bitboards only, and knights jump
 *    alike in every numbering: it cannot tell any of them apart.
 *  - DECLARE: slidercheck_square_mapping = "a8,b8", slidercheck_bit_mapping =
 *    "h1,g1"; it conforms. */
#define SQ0_FILE 0
#define SQ0_RANK 7
#include "slidercheck/plugin.h"
#include "walker.h"

#ifdef DECLARE
SLIDERCHECK_EXPORT const char slidercheck_square_mapping[] = "a8,b8";
SLIDERCHECK_EXPORT const char slidercheck_bit_mapping[] = "h1,g1";
#endif

/* Returns b with bit s moved to bit 63 - s (the walker's squares <-> the engine's bits). */
static uint64_t flip(uint64_t b) {
  uint64_t r = 0;
  for (int s = 0; s < 64; ++s)
    if ((b >> s) & 1) r |= (uint64_t)1 << (63 - s);
  return r;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rank_attacks(uint64_t occ, int sq) {
  return flip(walk_line(flip(occ), sq, 1));
}
SLIDERCHECK_EXPORT uint64_t slidercheck_diagonal_attacks(uint64_t occ, int sq) {
  return flip(walk_line(flip(occ), sq, 0));
}
SLIDERCHECK_EXPORT uint64_t slidercheck_pawn_attacks(int color, int sq) {
  return flip(leap_pawn(color, sq));
}
SLIDERCHECK_EXPORT uint64_t slidercheck_knight_attacks(int sq) { return flip(leap_knight(sq)); }
SLIDERCHECK_EXPORT uint64_t slidercheck_knight_set_attacks(uint64_t knights) {
  const uint64_t set = flip(knights);
  uint64_t result = 0;
  for (int i = 0; i < 64; ++i)
    if ((set >> i) & 1) result |= leap_knight(i);
  return flip(result);
}
