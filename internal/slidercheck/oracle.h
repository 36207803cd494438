// The oracle: a naive ray walker over (file, rank) coordinates.
//
// It moves one square at a time and shares no code, table or mask with impls/.
// Every other implementation is judged against it.
#pragma once

#include "slidercheck/board.h"
#include "slidercheck/kind_functions.h"
#include "slidercheck/kinds.h"

namespace slidercheck::oracle {

// Returns the squares a slider on sq reaches in dir8: every square up to and
// including the first occupied one. Never sq itself (the kind ray_attacks).
Bitboard ray(Bitboard occ, int sq, int dir8);

// Returns the ray of sq in dir8 plus the ray in the opposite direction.
Bitboard line_through(Bitboard occ, int sq, int dir8);

Bitboard rank_attacks(Bitboard occ, int sq);
Bitboard file_attacks(Bitboard occ, int sq);
Bitboard diagonal_attacks(Bitboard occ, int sq);      // a1-h8 direction (noEa/soWe)
Bitboard antidiagonal_attacks(Bitboard occ, int sq);  // h1-a8 direction (noWe/soEa)
Bitboard rook_attacks(Bitboard occ, int sq);
Bitboard bishop_attacks(Bitboard occ, int sq);
Bitboard queen_attacks(Bitboard occ, int sq);
// Precondition: blockers ⊆ occ.
Bitboard xray_rook_attacks(Bitboard occ, Bitboard blockers, int sq);
Bitboard xray_bishop_attacks(Bitboard occ, Bitboard blockers, int sq);
Bitboard sliding_attacks(Bitboard sliders, Bitboard empty, int dir8);
Bitboard xray_sliding_attacks(Bitboard sliders, Bitboard empty, Bitboard blockers, int dir8);
Bitboard between(Bitboard sliders, Bitboard empty, Bitboard targets, int dir8);
Bitboard squares_between(int a, int b);
// The whole line through a and b, both included (0 unless they share one, a != b).
Bitboard line_through(int a, int b);
Bitboard squares_between_to_b(int a, int b);
Bitboard squares_between_inclusive(int a, int b);
// squares_between(a, b) | {a, b}, aligned or not ({a} for a == b).
Bitboard squares_between_with_ends(int a, int b);
// squares_between(a, b) | {b} when a and b share a line and a != b; otherwise 0.
Bitboard squares_between_to_b_aligned(int a, int b);
// The ray from a through b to the edge, b included (0 unless they share a line, a != b).
Bitboard ray_through(int a, int b);

// 1 when to is in the piece's attacks(occ, from), else 0 (0 for from == to).
Bitboard rook_sees(Bitboard occ, int from, int to);
Bitboard bishop_sees(Bitboard occ, int from, int to);
Bitboard queen_sees(Bitboard occ, int from, int to);
// The union of the piece's attacks(occ, s) over the squares s of sliders.
Bitboard rook_set_attacks(Bitboard sliders, Bitboard occ);
Bitboard bishop_set_attacks(Bitboard sliders, Bitboard occ);
Bitboard queen_set_attacks(Bitboard sliders, Bitboard occ);

// Returns the oracle's answer for any input.
// The position kinds (oracle/position.cpp).
Bitboard attackers_to(const Position* pos, Bitboard occ, int sq);
Bitboard attackers_by(const Position* pos, int color, Bitboard occ, int sq);
Bitboard is_attacked(const Position* pos, int color, int sq);
Bitboard checkers(const Position* pos, int color);
Bitboard pinned(const Position* pos, int color);
Bitboard pinners(const Position* pos, int color);
// remove_snipers false: the pinners of pinned's true pins (the snipers kept in
// the occupancy, as --king-blockers keep-snipers reads both kinds).
Bitboard pinners(const Position* pos, int color, bool remove_snipers);
Bitboard blockers_for_king(const Position* pos, int color);
// remove_snipers false: the variant that keeps the snipers in the occupancy
// (shakmaty's slider_blockers), so a sniper shields one behind it.
Bitboard blockers_for_king(const Position* pos, int color, bool remove_snipers);
Bitboard check_mask(const Position* pos, int color);
Bitboard pin_mask(const Position* pos, int color, int sq);

Bitboard eval(const Input& input);

// Returns the oracle's functions, one per kind (the registry's "ray_walker").
KindFunctions<Bitboard> functions();

}  // namespace slidercheck::oracle
