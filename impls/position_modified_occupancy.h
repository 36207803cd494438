// The position kinds by the X-ray page's modified occupancy: the pinners of a
// king are the x-rays from the king through its own pieces met by the enemy
// sliders that move along them, two attack lookups a piece
// (xray_modified_occupancy.h on obstruction difference):
//
//   pinners = (xrayRookAttacks(occ, own, king) & enemy rooks and queens)
//           | (xrayBishopAttacks(occ, own, king) & enemy bishops and queens)
//   pinned  = the union of between(king, pinner) & own
//
// The same x-ray through the occupancy less the snipers finds Stockfish's
// pinners (through own pieces) and blockers (through any piece). The kinds
// themselves: position_kinds.h.
#pragma once

#include "impls/obstruction_difference.h"
#include "impls/position_kinds.h"
#include "impls/xray_modified_occupancy.h"

namespace slidercheck::impls::position_modified_occupancy {

struct Pins {
  template <class W>
  static W rook(W occ, int sq) {
    return obstruction_difference::rook_attacks(occ, sq);
  }
  template <class W>
  static W bishop(W occ, int sq) {
    return obstruction_difference::bishop_attacks(occ, sq);
  }
  template <class W>
  static W pinners_through(W occ, W through, W rq, W bq, int king) {
    return (xray_modified_occupancy::xray_rook_attacks(occ, through, king) & rq) |
           (xray_modified_occupancy::xray_bishop_attacks(occ, through, king) & bq);
  }
};

SLIDERCHECK_POSITION_KINDS(Pins)

}  // namespace slidercheck::impls::position_modified_occupancy
