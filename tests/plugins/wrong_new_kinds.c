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
 *    square passed;
 *  - rook_sees written with the queen's lines: a rook sees along diagonals;
 *  - bishop_sees that wants to empty too: an occupied to (a capture) is not seen;
 *  - queen_sees that answers the attacks' bit at to in place: 1 << to, not 1;
 *  - rook_set_attacks without the loop: the lowest slider's attacks only;
 *  - bishop_set_attacks on the empty board: the occupancy is never read;
 *  - queen_set_attacks written with the rook's lines only. */
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
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_sees(uint64_t occ, int from, int to) {
  return walk_sees(occ, from, to, 2); /* the slip: the queen's lines */
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_sees(uint64_t occ, int from, int to) {
  if ((occ >> to) & 1) return 0; /* the slip: to must be empty */
  return walk_sees(occ, from, to, 1);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_queen_sees(uint64_t occ, int from, int to) {
  return walk_piece(occ, from, 2) & (uint64_t)1 << to; /* the slip: not shifted down to 0 or 1 */
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_set_attacks(uint64_t sliders, uint64_t occ) {
  if (!sliders) return 0;
  return walk_piece(occ, __builtin_ctzll(sliders), 0); /* the slip: the lowest slider only */
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_set_attacks(uint64_t sliders, uint64_t occ) {
  (void)occ;
  return walk_piece_set(sliders, 0, 1); /* the slip: the empty board's attacks */
}
SLIDERCHECK_EXPORT uint64_t slidercheck_queen_set_attacks(uint64_t sliders, uint64_t occ) {
  return walk_piece_set(sliders, occ, 0); /* the slip: the rook's lines only */
}
