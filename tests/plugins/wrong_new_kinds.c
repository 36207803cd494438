/* The kinds engines write against for their move generators and check
 * evasions, each exported with one realistic slip (tests/kind_plugins_test.py
 * checks that each is found and its reproduce command fails the same way):
 *  - squares_between_with_ends written as squares_between_inclusive: 0, not
 *    {a, b}, when a and b share no line;
 *  - squares_between_to_b_aligned written as Stockfish's BetweenBB: {b}, not 0,
 *    when a and b share no line, and {a} for a == b;
 *  - knight_shift without the two-file masks: a jump two files east (+10, -6)
 *    from the g- or h-file lands on the a- or b-file;
 *  - pawn_pushes shifted north for both colors: black pushes towards rank 8;
 *  - pawn_double_pushes that masks only the square reached by empty, not the
 *    square passed. */
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT uint64_t slidercheck_squares_between_with_ends(int a, int b) {
  return walk_between_inclusive(a, b); /* the slip: 0 off the lines */
}
SLIDERCHECK_EXPORT uint64_t slidercheck_squares_between_to_b_aligned(int a, int b) {
  return walk_between_to_b(a, b); /* the slip: {b} off the lines, {a} for a == b */
}
SLIDERCHECK_EXPORT uint64_t slidercheck_knight_shift(uint64_t set, int jump) {
  if (jump == 1) return set << 10; /* the slip: no & notAB */
  if (jump == 2) return set >> 6;  /* the slip: no & notAB */
  return walk_knight_shift(set, jump);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_pawn_pushes(int color, uint64_t pawns, uint64_t empty) {
  (void)color;
  return (pawns << 8) & empty; /* the slip: b << 8 for black too */
}
SLIDERCHECK_EXPORT uint64_t slidercheck_pawn_double_pushes(int color, uint64_t pawns,
                                                           uint64_t empty) {
  /* the slip: (pawns on rank 2 or 7) moved two ranks, the square passed not checked */
  if (color == 0) return ((pawns & 0x000000000000FF00ull) << 16) & empty;
  return ((pawns & 0x00FF000000000000ull) >> 16) & empty;
}
