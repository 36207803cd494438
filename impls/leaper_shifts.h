// Knight, king and pawn attacks by the Chess Programming Wiki's set-wise shift
// formulas (Knight Pattern, King Pattern, Pawn Attacks): each direction is one
// shift of the whole set, masked so that no jump wraps between the a- and
// h-files. The single-square kinds are the set-wise ones on {sq}.
//
//   knight: l1 = (b >> 1) & notH,  l2 = (b >> 2) & notGH,
//           r1 = (b << 1) & notA,  r2 = (b << 2) & notAB,
//           h1 = l1 | r1, h2 = l2 | r2: (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8)
//   king:   a = east(b) | west(b); c = b | a: a | nort(c) | sout(c)
//   pawn:   white ((b << 9) & notA) | ((b << 7) & notH),
//           black ((b >> 7) & notA) | ((b >> 9) & notH)
//   one side of the pawn captures (by board side: west = towards the a-file):
//           west: white (b << 7) & notH, black (b >> 9) & notH
//           east: white (b << 9) & notA, black (b >> 7) & notA
//   double: west & east (two pawns attack a square only from both sides)
//   knight_shift(set, jump): one shift of the knight pattern, masked on the
//           files it lands on: +17 notA, +10 notAB, -6 notAB, -15 notA,
//           -17 notH, -10 notGH, +6 notGH, +15 notH
//   pawn pushes (Pawn Pushes (Bitboards)): white (b << 8) & empty, black (b >> 8) & empty;
//           double: the pushes of (the pushes & rank 3 (white) or rank 6 (black)),
//           masked by empty (a pawn that reaches rank 3 came from rank 2)
#pragma once

#include <cstdint>

#include "impls/line_masks.h"

namespace slidercheck::impls::leaper_shifts {

inline constexpr std::uint64_t kNotA = ~kFileA, kNotH = ~kFileH;
inline constexpr std::uint64_t kNotAB = ~(kFileA | file_mask(1)), kNotGH = ~(kFileH | file_mask(6));

template <class W>
W knight_set_attacks(W knights) {
  const W l1 = (knights >> 1) & W(kNotH), l2 = (knights >> 2) & W(kNotGH);
  const W r1 = (knights << 1) & W(kNotA), r2 = (knights << 2) & W(kNotAB);
  const W h1 = l1 | r1, h2 = l2 | r2;
  return (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8);
}

template <class W>
W king_set_attacks(W kings) {
  const W sideways = ((kings << 1) & W(kNotA)) | ((kings >> 1) & W(kNotH));
  const W row = kings | sideways;
  return sideways | (row << 8) | (row >> 8);
}

template <class W>
W pawn_set_attacks(int color, W pawns) {
  if (color == 0) return ((pawns << 9) & W(kNotA)) | ((pawns << 7) & W(kNotH));
  return ((pawns >> 7) & W(kNotA)) | ((pawns >> 9) & W(kNotH));
}

template <class W>
W pawn_west_attacks(int color, W pawns) {
  return (color == 0 ? pawns << 7 : pawns >> 9) & W(kNotH);
}

template <class W>
W pawn_east_attacks(int color, W pawns) {
  return (color == 0 ? pawns << 9 : pawns >> 7) & W(kNotA);
}

template <class W>
W pawn_double_attacks(int color, W pawns) {
  return pawn_west_attacks(color, pawns) & pawn_east_attacks(color, pawns);
}

template <class W>
W knight_shift(W set, int jump) {
  switch (jump) {
    case 0:
      return (set << 17) & W(kNotA);
    case 1:
      return (set << 10) & W(kNotAB);
    case 2:
      return (set >> 6) & W(kNotAB);
    case 3:
      return (set >> 15) & W(kNotA);
    case 4:
      return (set >> 17) & W(kNotH);
    case 5:
      return (set >> 10) & W(kNotGH);
    case 6:
      return (set << 6) & W(kNotGH);
    default:
      return (set << 15) & W(kNotH);
  }
}

template <class W>
W pawn_pushes(int color, W pawns, W empty) {
  return (color == 0 ? pawns << 8 : pawns >> 8) & empty;
}

template <class W>
W pawn_double_pushes(int color, W pawns, W empty) {
  const W single = pawn_pushes(color, pawns, empty) & W(color == 0 ? rank_mask(2) : rank_mask(5));
  return pawn_pushes(color, single, empty);
}

template <class W>
W knight_attacks(int sq) {
  return knight_set_attacks(W(square_bb(sq)));
}

template <class W>
W king_attacks(int sq) {
  return king_set_attacks(W(square_bb(sq)));
}

template <class W>
W pawn_attacks(int color, int sq) {
  return pawn_set_attacks(color, W(square_bb(sq)));
}

}  // namespace slidercheck::impls::leaper_shifts
