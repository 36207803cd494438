/* A correct plugin providing every function kind, in the numbering given at
 * compile time (see walker.h); with WITH_SYMBOL it also says so through
 * slidercheck_square_mapping, otherwise the checker needs --mapping. */
#include "slidercheck/plugin.h"
#include "walker.h"

#ifdef WITH_SYMBOL
SLIDERCHECK_EXPORT const char slidercheck_square_mapping[] = WITH_SYMBOL;
#endif

SLIDERCHECK_EXPORT uint64_t slidercheck_rank_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_file_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 7);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_diagonal_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 0);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_antidiagonal_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 6);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 0) | walk_line(occ, sq, 6);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_queen_attacks(uint64_t occ, int sq) {
  return slidercheck_rook_attacks(occ, sq) | slidercheck_bishop_attacks(occ, sq);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_xray_rook_attacks(uint64_t occ, uint64_t blockers, int sq) {
  const uint64_t a = slidercheck_rook_attacks(occ, sq);
  return a ^ slidercheck_rook_attacks(occ ^ (blockers & a), sq);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_xray_bishop_attacks(uint64_t occ, uint64_t blockers,
                                                            int sq) {
  const uint64_t a = slidercheck_bishop_attacks(occ, sq);
  return a ^ slidercheck_bishop_attacks(occ ^ (blockers & a), sq);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_sliding_attacks(uint64_t sliders, uint64_t empty,
                                                        int dir8) {
  return walk_many(sliders, empty, dir8);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_xray_sliding_attacks(uint64_t sliders, uint64_t empty,
                                                             uint64_t blockers, int dir8) {
  const uint64_t b = blockers & walk_many(sliders, empty, dir8);
  return b ? walk_many(b, empty, dir8) : 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_between(uint64_t sliders, uint64_t empty, uint64_t targets,
                                                int dir8) {
  return walk_many(sliders, empty, dir8) & walk_many(targets, empty, dir8 ^ 4);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_squares_between(int a, int b) { return walk_between(a, b); }
SLIDERCHECK_EXPORT uint64_t slidercheck_line_through(int a, int b) {
  return walk_line_through(a, b);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_squares_between_to_b(int a, int b) {
  return walk_between_to_b(a, b);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_squares_between_inclusive(int a, int b) {
  return walk_between_inclusive(a, b);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_knight_attacks(int sq) { return leap_knight(sq); }
SLIDERCHECK_EXPORT uint64_t slidercheck_king_attacks(int sq) { return leap_king(sq); }
SLIDERCHECK_EXPORT uint64_t slidercheck_pawn_attacks(int color, int sq) {
  return leap_pawn(color, sq);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_knight_set_attacks(uint64_t knights) {
  LEAP_SET(knights, leap_knight);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_king_set_attacks(uint64_t kings) {
  LEAP_SET(kings, leap_king);
}
#define WHITE_PAWN(i) leap_pawn(0, i)
#define BLACK_PAWN(i) leap_pawn(1, i)
SLIDERCHECK_EXPORT uint64_t slidercheck_pawn_set_attacks(int color, uint64_t pawns) {
  if (color == 0) LEAP_SET(pawns, WHITE_PAWN);
  LEAP_SET(pawns, BLACK_PAWN);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_ray_through(int a, int b) { return walk_ray_through(a, b); }
#define WHITE_WEST(i) leap_pawn_side(0, -1, i)
#define BLACK_WEST(i) leap_pawn_side(1, -1, i)
#define WHITE_EAST(i) leap_pawn_side(0, 1, i)
#define BLACK_EAST(i) leap_pawn_side(1, 1, i)
SLIDERCHECK_EXPORT uint64_t slidercheck_pawn_west_attacks(int color, uint64_t pawns) {
  if (color == 0) LEAP_SET(pawns, WHITE_WEST);
  LEAP_SET(pawns, BLACK_WEST);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_pawn_east_attacks(int color, uint64_t pawns) {
  if (color == 0) LEAP_SET(pawns, WHITE_EAST);
  LEAP_SET(pawns, BLACK_EAST);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_pawn_double_attacks(int color, uint64_t pawns) {
  return slidercheck_pawn_west_attacks(color, pawns) & slidercheck_pawn_east_attacks(color, pawns);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_shift_one(uint64_t set, int dir8) {
  return walk_shift_one(set, dir8);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_ray_attacks(uint64_t occ, int sq, int dir8) {
  return walk(occ, sq, dir8);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_squares_between_with_ends(int a, int b) {
  return walk_between_with_ends(a, b);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_squares_between_to_b_aligned(int a, int b) {
  return walk_between_to_b_aligned(a, b);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_knight_shift(uint64_t set, int jump) {
  return walk_knight_shift(set, jump);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_pawn_pushes(int color, uint64_t pawns, uint64_t empty) {
  return walk_pawn_pushes(color, pawns, empty, 1);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_pawn_double_pushes(int color, uint64_t pawns,
                                                           uint64_t empty) {
  return walk_pawn_pushes(color, pawns, empty, 2);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_sees(uint64_t occ, int from, int to) {
  return walk_sees(occ, from, to, 0);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_sees(uint64_t occ, int from, int to) {
  return walk_sees(occ, from, to, 1);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_queen_sees(uint64_t occ, int from, int to) {
  return walk_sees(occ, from, to, 2);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_set_attacks(uint64_t sliders, uint64_t occ) {
  return walk_piece_set(sliders, occ, 0);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_set_attacks(uint64_t sliders, uint64_t occ) {
  return walk_piece_set(sliders, occ, 1);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_queen_set_attacks(uint64_t sliders, uint64_t occ) {
  return walk_piece_set(sliders, occ, 2);
}
