// The eight symmetries of the board, written once: the "symmetry" laws map
// inputs with them, and an engine's square numbering (Mapping) is one of them.
// Every transform is built from one reference function on (file, rank).
#pragma once

#include <array>

#include "slidercheck/kinds.h"

namespace slidercheck {

// The board symmetries; the seven but identity are what the laws check.
enum class Symmetry {
  flip_vertical,      // rank r -> 7 - r
  flip_horizontal,    // file f -> 7 - f
  flip_diagonal,      // (f, r) -> (r, f), the a1-h8 mirror
  flip_antidiagonal,  // (f, r) -> (7 - r, 7 - f), the h1-a8 mirror
  rotate_90,          // clockwise: (f, r) -> (r, 7 - f)
  rotate_180,         // (f, r) -> (7 - f, 7 - r)
  rotate_270,         // (f, r) -> (7 - r, f)
  identity,
};
inline constexpr std::array<Symmetry, 7> kSymmetries = {
    Symmetry::flip_vertical,     Symmetry::flip_horizontal, Symmetry::flip_diagonal,
    Symmetry::flip_antidiagonal, Symmetry::rotate_90,       Symmetry::rotate_180,
    Symmetry::rotate_270};

// Returns the symmetry's name, e.g. "flip_vertical".
const char* symmetry_name(Symmetry s);
// Returns the symmetry that undoes s.
Symmetry inverse(Symmetry s);
// Returns the square sq maps to.
int transform_square(Symmetry s, int sq);
// Returns the bitboard bb maps to, square by square (eight byte lookups in
// tables built from transform_square).
Bitboard transform(Symmetry s, Bitboard bb);
// Returns the direction dir8 maps to.
int transform_dir8(Symmetry s, int dir8);
// Returns the kind that computes on the mapped lines (e.g. rank <-> file): the
// kind of the same shape whose lines are the mapped lines.
Kind transform_kind(Symmetry s, Kind kind);
// Returns whether s maps kind's inputs to inputs of a kind: always, but for the
// pawn kinds (a color attacks along ranks) only the file mirror, the rank flip
// and the half turn (the last two swap the color).
bool symmetry_applies(Symmetry s, Kind kind);
// Returns input with every square and bitboard moved by s, and nothing else
// changed (its kind, dir8 and color stay): the same input in another numbering.
Input move_squares(Symmetry s, const Input& input);
// Returns input with its squares moved by squares and its bitboards by bits
// (an engine whose bits are numbered apart from its squares).
Input move_squares(Symmetry squares, Symmetry bits, const Input& input);
// Returns input with its square, direction, bitboards, color and kind mapped
// (when symmetry_applies): the input of the mirrored or turned position.
Input transform(Symmetry s, const Input& input);

}  // namespace slidercheck
