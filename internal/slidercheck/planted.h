// Deliberately wrong implementations, to show that every check can fail.
//
// Each one provides every function kind, all built from one buggy ray walk
// (ray_attacks is that ray itself):
//  - planted_wrap_h_to_a:  the east ray steps by +1 in index space, so from the
//                          h-file it wraps onto the a-file of the next rank.
//  - planted_missing_edge: a ray that reaches the board edge drops that square.
//  - planted_own_bit:      with the slider's own bit set, the positive rays
//                          (noEa, east, noWe, nort) come back empty (o^(o-r)).
//  - planted_off_line:     a ray loses its last square when the square a knight's
//                          jump away, (sq + 17) % 64, is occupied: never on a line.
//  - planted_needle:       wrong for exactly one occupancy of one square (e4).
//  - planted_between_includes_a: the plain walk, but squares_between(a, b)
//                          includes a whenever b is on a's lines (a pair-only bug).
//  - planted_line_missing_edge: line_through(a, b) lacks the edge square beyond b.
//  - planted_to_b_unaligned_empty: squares_between_to_b(a, b) is 0 instead of
//                          {b} when a and b share no line, and for a == b.
//  - planted_inclusive_unaligned_ends: squares_between_inclusive(a, b) is {a, b}
//                          instead of 0 when a and b share no line.
//  The last four break only their pair kind; every other kind is the plain walk's.
//  - planted_knight_set_wrap: knight_set_attacks without the two-file masks
//                          (notAB, notGH): jumps wrap between the a/b and g/h files.
//  - planted_pawn_wrap:    pawn_attacks and pawn_set_attacks without file masks:
//                          a- and h-file pawns attack the other edge file.
//  - planted_ray_stops_at_b: ray_through(a, b) stops at b (a pair-only bug).
//  - planted_pawn_side_wrap: pawn_west/east/double_attacks without file masks.
//  - planted_shift_wrap:   shift_one by a plain shift, no avoid-wrap masks.
//  - planted_ray_forward_scan: ray_attacks by the classical approach with a
//                          forward bit scan on the negative rays too: they run
//                          through nearer blockers to the farthest (ray-only bug).
//  - planted_with_ends_unaligned_empty: squares_between_with_ends(a, b) is 0
//                          instead of {a, b} when a and b share no line (pair-only).
//  - planted_to_b_aligned_unaligned_b: squares_between_to_b_aligned(a, b) is {b}
//                          instead of 0 when a and b share no line, {a} for a == b
//                          (pair-only).
//  - planted_knight_shift_wrap: knight_shift by a plain shift, no file masks.
//  - planted_push_wrong_way: pawn_pushes shifts towards rank 8 for black too.
//  - planted_double_push_first_step: pawn_double_pushes needs only the square
//                          reached empty, not the square passed.
//  - planted_sees_to_occupied: the sees kinds answer 0 when to is occupied.
//  - planted_set_attacks_lowest: the set_attacks kinds answer the lowest
//                          slider's attacks only.
//  knight_set_wrap, pawn_wrap, pawn_side_wrap, shift_wrap, knight_shift_wrap,
//  push_wrong_way and double_push_first_step are the plain walk plus the
//  oracle's leapers but for their kinds; the others provide no leaper kind.
#pragma once

#include <span>
#include <string_view>

#include "slidercheck/implementation.h"

namespace slidercheck {

// The occupancy, and the square, on which planted_needle is wrong.
inline constexpr int kNeedleSquare = 28;                       // e4
inline constexpr Bitboard kNeedleOcc = 0x0010000052001000ull;  // e4 b4 g4 e2 e7

// Returns every planted-bug implementation.
std::span<const Implementation> planted_implementations();

// Returns the planted implementation named name, or nullptr.
const Implementation* find_planted(std::string_view name);

}  // namespace slidercheck
