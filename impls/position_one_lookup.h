// The position kinds by one-lookup x-rays (OliThink's, on kindergarten
// bitboards: xray_one_lookup.h): per line, one lookup of the attacks and one of
// the x-rays behind the first blocker, kept on each side whose first blocker
// is one of the king's own pieces; the enemy sliders there are the pinners:
//
//   pinners = (xray_rook_attacks(occ, own, king) & enemy rooks and queens)
//           | (xray_bishop_attacks(occ, own, king) & enemy bishops and queens)
//   pinned  = the union of between(king, pinner) & own
//
// The kinds themselves: position_kinds.h.
#pragma once

#include "impls/position_kinds.h"
#include "impls/xray_one_lookup.h"

namespace slidercheck::impls::position_one_lookup {

struct Pins {
  template <class W>
  static W rook(W occ, int sq) {
    return xray_one_lookup::rook_attacks(occ, sq);
  }
  template <class W>
  static W bishop(W occ, int sq) {
    return xray_one_lookup::bishop_attacks(occ, sq);
  }
  template <class W>
  static W pinners_through(W occ, W through, W rq, W bq, int king) {
    return (xray_one_lookup::xray_rook_attacks(occ, through, king) & rq) |
           (xray_one_lookup::xray_bishop_attacks(occ, through, king) & bq);
  }
};

SLIDERCHECK_POSITION_KINDS(Pins)

}  // namespace slidercheck::impls::position_one_lookup
