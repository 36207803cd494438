// The position kinds on a family's sliders and pin technique, written once.
//
// A family (position_modified_occupancy.h, position_one_lookup.h,
// position_snipers.h) is a struct S of three static templates:
//
//   S::rook(occ, sq), S::bishop(occ, sq)   the slider attacks it looks up
//   S::pinners_through(occ, through, rq, bq, k)
//       the sliders of rq (on k's rank and file) and bq (on its diagonals)
//       behind exactly one piece of occ, that piece one of `through`, seen
//       from k: the x-ray through `through`, or the snipers and a between table
//
// and SLIDERCHECK_POSITION_KINDS(S), used in the family's namespace, defines
// the nine kinds from them:
//
//   attackers_to(pos, occ, sq)  the sliders' attacks from sq through occ met by
//                               the sliders that move so, the leapers' patterns
//                               from sq met by the leapers (a white pawn attacks
//                               sq when a black pawn on sq would attack it)
//   checkers                    attackers_to(king) & the other side
//   pinned                      S::pinners_through(occupied, own, enemy rooks
//                               and queens, enemy bishops and queens, king),
//                               then between(king, pinner) & own for each
//   pinners, blockers_for_king  Stockfish's: the snipers (enemy sliders on the
//                               king's lines that move along them), the
//                               occupancy less the snipers; pinners behind one
//                               own piece, blockers the lone piece of any color
//   check_mask                  all squares, between(king, checker) | checker,
//                               or none, by the number of checkers
//   pin_mask                    line_through(king, sq) for a pinned sq, else all
//
// The king is square_of(its set) (one king of color: the kinds' contract), a
// set's squares are visited by union_over_bits (impls/word.h), so the prover
// runs this very source on a symbolic position.
#pragma once

#include <cstdint>

#include "impls/between_table.h"
#include "impls/leaper_shifts.h"
#include "impls/line_masks.h"
#include "impls/word.h"
#include "slidercheck/board.h"

namespace slidercheck::impls::position_kinds {

// Returns the squares of sq's rank and file (sq left out).
constexpr std::uint64_t rook_lines(int sq) {
  return kSquareLines[sq].line_ex[kRankLine] | kSquareLines[sq].line_ex[kFileLine];
}
// Returns the squares of sq's diagonal and antidiagonal (sq left out).
constexpr std::uint64_t bishop_lines(int sq) {
  return kSquareLines[sq].line_ex[kDiagonalLine] | kSquareLines[sq].line_ex[kAntidiagonalLine];
}

// Returns all ones when x holds exactly one square, else 0.
template <class W>
constexpr W single_mask(W x) {
  return nonzero_mask(x) & ~nonzero_mask(x & (x - W(std::uint64_t{1})));
}

// Returns the square of color's king (exactly one: the kinds' contract).
template <class W>
int king_square(const PositionOf<W>& p, int color) {
  return square_of(p.type[kKing] & p.color[color]);
}

template <class S, class W>
W attackers_to(const PositionOf<W>* pos, W occ, int sq) {
  const PositionOf<W>& p = *pos;
  const W pawns = p.type[kPawn];
  return (S::rook(occ, sq) & (p.type[kRook] | p.type[kQueen])) |
         (S::bishop(occ, sq) & (p.type[kBishop] | p.type[kQueen])) |
         (leaper_shifts::knight_attacks<W>(sq) & p.type[kKnight]) |
         (leaper_shifts::king_attacks<W>(sq) & p.type[kKing]) |
         (leaper_shifts::pawn_attacks<W>(kBlack, sq) & pawns & p.color[kWhite]) |
         (leaper_shifts::pawn_attacks<W>(kWhite, sq) & pawns & p.color[kBlack]);
}

template <class S, class W>
W attackers_by(const PositionOf<W>* pos, int color, W occ, int sq) {
  return attackers_to<S>(pos, occ, sq) & pos->color[color & 1];
}

template <class S, class W>
W is_attacked(const PositionOf<W>* pos, int color, int sq) {
  const W occupied = pos->color[0] | pos->color[1];
  return nonzero_mask(attackers_by<S>(pos, color, occupied, sq)) & W(std::uint64_t{1});
}

template <class S, class W>
W checkers(const PositionOf<W>* pos, int color) {
  const int king = king_square(*pos, color);
  return attackers_to<S>(pos, pos->color[0] | pos->color[1], king) & pos->color[color ^ 1];
}

// The enemy sliders that move along a line: rooks and queens, bishops and queens.
template <class W>
struct Sliders {
  W rq, bq;
};
template <class W>
Sliders<W> enemy_sliders(const PositionOf<W>& p, int color) {
  const W them = p.color[color ^ 1];
  return {(p.type[kRook] | p.type[kQueen]) & them, (p.type[kBishop] | p.type[kQueen]) & them};
}

// Returns the union of between(king, s) & mask over the squares s of set.
template <class W>
W between_each(W set, W mask, int king) {
  return union_over_bits(set, rook_lines(king) | bishop_lines(king),
                         [&](int s) { return between_table::squares_between<W>(king, s) & mask; });
}

template <class S, class W>
W pinned(const PositionOf<W>* pos, int color) {
  const PositionOf<W>& p = *pos;
  const int king = king_square(p, color);
  const Sliders<W> e = enemy_sliders(p, color);
  const W own = p.color[color];
  const W pinners = S::pinners_through(p.color[0] | p.color[1], own, e.rq, e.bq, king);
  return between_each(pinners, own, king);
}

// Stockfish's snipers of color's king, and the occupancy less them.
template <class W>
struct Snipers {
  Sliders<W> on;  // the snipers on the rook lines (rq) and on the bishop lines (bq)
  W occupancy;    // every piece but the snipers
};
template <class W>
Snipers<W> snipers_of(const PositionOf<W>& p, int color, int king) {
  const Sliders<W> e = enemy_sliders(p, color);
  const Sliders<W> on{e.rq & W(rook_lines(king)), e.bq & W(bishop_lines(king))};
  return {on, (p.color[0] | p.color[1]) & ~(on.rq | on.bq)};
}

template <class S, class W>
W pinners(const PositionOf<W>* pos, int color) {
  const int king = king_square(*pos, color);
  const Snipers<W> s = snipers_of(*pos, color, king);
  return S::pinners_through(s.occupancy, pos->color[color] & s.occupancy, s.on.rq, s.on.bq, king);
}

template <class S, class W>
W blockers_for_king(const PositionOf<W>* pos, int color) {
  const int king = king_square(*pos, color);
  const Snipers<W> s = snipers_of(*pos, color, king);
  const W aimed = S::pinners_through(s.occupancy, s.occupancy, s.on.rq, s.on.bq, king);
  return between_each(aimed, s.occupancy, king);
}

template <class S, class W>
W check_mask(const PositionOf<W>* pos, int color) {
  const int king = king_square(*pos, color);
  const W c = checkers<S>(pos, color);
  const W between = between_each(c, W(~std::uint64_t{0}), king);
  return ~nonzero_mask(c) | (single_mask(c) & (between | c));
}

template <class S, class W>
W pin_mask(const PositionOf<W>* pos, int color, int sq) {
  const int king = king_square(*pos, color);
  const W is_pinned = nonzero_mask(pinned<S>(pos, color) & W(square_bb(sq)));
  return (is_pinned & W(between_table::kLineThrough[king][sq])) | ~is_pinned;
}

}  // namespace slidercheck::impls::position_kinds

// Defines the nine position kinds in a family's namespace on its struct S.
#define SLIDERCHECK_POSITION_KINDS(S)                                                  \
  template <class W>                                                                   \
  W attackers_to(const PositionOf<W>* pos, W occ, int sq) {                            \
    return ::slidercheck::impls::position_kinds::attackers_to<S>(pos, occ, sq);        \
  }                                                                                    \
  template <class W>                                                                   \
  W attackers_by(const PositionOf<W>* pos, int color, W occ, int sq) {                 \
    return ::slidercheck::impls::position_kinds::attackers_by<S>(pos, color, occ, sq); \
  }                                                                                    \
  template <class W>                                                                   \
  W is_attacked(const PositionOf<W>* pos, int color, int sq) {                         \
    return ::slidercheck::impls::position_kinds::is_attacked<S>(pos, color, sq);       \
  }                                                                                    \
  template <class W>                                                                   \
  W checkers(const PositionOf<W>* pos, int color) {                                    \
    return ::slidercheck::impls::position_kinds::checkers<S>(pos, color);              \
  }                                                                                    \
  template <class W>                                                                   \
  W pinned(const PositionOf<W>* pos, int color) {                                      \
    return ::slidercheck::impls::position_kinds::pinned<S>(pos, color);                \
  }                                                                                    \
  template <class W>                                                                   \
  W pinners(const PositionOf<W>* pos, int color) {                                     \
    return ::slidercheck::impls::position_kinds::pinners<S>(pos, color);               \
  }                                                                                    \
  template <class W>                                                                   \
  W blockers_for_king(const PositionOf<W>* pos, int color) {                           \
    return ::slidercheck::impls::position_kinds::blockers_for_king<S>(pos, color);     \
  }                                                                                    \
  template <class W>                                                                   \
  W check_mask(const PositionOf<W>* pos, int color) {                                  \
    return ::slidercheck::impls::position_kinds::check_mask<S>(pos, color);            \
  }                                                                                    \
  template <class W>                                                                   \
  W pin_mask(const PositionOf<W>* pos, int color, int sq) {                            \
    return ::slidercheck::impls::position_kinds::pin_mask<S>(pos, color, sq);          \
  }
