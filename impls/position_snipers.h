// The position kinds as Stockfish finds pins: the snipers are the enemy
// sliders on the king's lines that move along them (an empty-board test, a
// mask), and each sniper whose between-table squares to the king hold exactly
// one piece, one of `through`, is behind that piece; the sliders' attacks are
// magic bitboards (magic.h):
//
//   snipers = (rooks and queens & rook lines(king)) | (bishops and queens & bishop lines(king))
//   for each sniper s: b = between[king][s] & occ; s counts when b is one piece of `through`
//
// The kinds themselves: position_kinds.h.
#pragma once

#include "impls/between_table.h"
#include "impls/magic.h"
#include "impls/position_kinds.h"

namespace slidercheck::impls::position_snipers {

struct Pins {
  template <class W>
  static W rook(W occ, int sq) {
    return magic::rook_attacks(occ, sq);
  }
  template <class W>
  static W bishop(W occ, int sq) {
    return magic::bishop_attacks(occ, sq);
  }
  template <class W>
  static W pinners_through(W occ, W through, W rq, W bq, int king) {
    using position_kinds::bishop_lines;
    using position_kinds::rook_lines;
    const W snipers = (rq & W(rook_lines(king))) | (bq & W(bishop_lines(king)));
    return union_over_bits(snipers, rook_lines(king) | bishop_lines(king), [&](int s) {
      const W b = between_table::squares_between<W>(king, s) & occ;
      return W(square_bb(s)) & position_kinds::single_mask(b) & nonzero_mask(b & through);
    });
  }
};

SLIDERCHECK_POSITION_KINDS(Pins)

}  // namespace slidercheck::impls::position_snipers
