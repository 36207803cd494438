/* Diagnoses of the pawns' arguments:
 *  - ARG_ORDER: the engine's pawn attacks take (sq, color), as in Berserk; the
 *    wrapper exports it with the ABI's (color, sq) read the other way round. A
 *    table lookup, indices masked so that the slip returns garbage instead of
 *    reading out of bounds: "looks like the arguments are swapped".
 *  - otherwise the colours are swapped (color 0 attacks towards rank 1), in
 *    both pawn kinds: "the colours look swapped", not a numbering (a8,b8
 *    turns the ranks round, which would fit the pawns too).
 *  - WITH_RANK: also a correct rank_attacks, which cannot tell a1,b1 from a8,b8
 *    or h8,g8 (every rank stays a rank): the colors still look swapped, no
 *    numbering is suggested. */
#include "slidercheck/plugin.h"
#include "walker.h"

#ifdef ARG_ORDER
static uint64_t table[2][64];
SLIDERCHECK_EXPORT uint64_t slidercheck_pawn_attacks(int sq, int color) {
  if (!table[0][8])
    for (int c = 0; c < 2; ++c)
      for (int s = 0; s < 64; ++s) table[c][s] = leap_pawn(c, s);
  return table[color & 1][sq & 63];
}
#else
SLIDERCHECK_EXPORT uint64_t slidercheck_pawn_attacks(int color, int sq) {
  return leap_pawn(!color, sq);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_pawn_set_attacks(int color, uint64_t pawns) {
#define SWAPPED_PAWN(i) leap_pawn(!color, i)
  LEAP_SET(pawns, SWAPPED_PAWN);
}
#endif
SLIDERCHECK_EXPORT uint64_t slidercheck_knight_attacks(int sq) { return leap_knight(sq); }
#ifdef WITH_RANK
SLIDERCHECK_EXPORT uint64_t slidercheck_rank_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1);
}
#endif
