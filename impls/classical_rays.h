// The Chess Programming Wiki's classical approach: one slider's ray in one
// direction from a table of empty-board rays and a bit scan.
//
// rayAttacks[dir8][sq] is the ray from sq in dir8 on an empty board. The
// nearest blocker on a positive ray (towards h8: noEa, east, noWe, nort) is
// its least significant bit, on a negative ray (soEa, sout, soWe, west) its
// most significant one; the ray from that blocker on, xor'ed away, leaves the
// squares up to and including it. The branch-free form guards the scan of an
// empty blocker set with a bit whose own ray is empty (h8 forward, a1 in
// reverse), so the xor takes nothing:
//
//   positive: attacks ^ rayAttacks[dir8][bitScanForward(blocker | 0x8000000000000000)]
//   negative: attacks ^ rayAttacks[dir8][bitScanReverse(blocker | 1)]
//
// Nort attacks of a rook on d2, blockers d6 and d8:
//
//   rayAttacks[nort][d2]   & occ = blocker     rayAttacks[nort][d6]   xor
//   . . . 1 . . . .        . . . 1 . . . .     . . . 1 . . . .        . . . . . . . .
//   . . . 1 . . . .        . . . . . . . .     . . . 1 . . . .        . . . . . . . .
//   . . . 1 . . . .        . . . 1 . . . .     . . . . . . . .        . . . 1 . . . .
//   . . . 1 . . . .        . . . . . . . .     . . . . . . . .        . . . 1 . . . .
//   . . . 1 . . . .        . . . . . . . .     . . . . . . . .        . . . 1 . . . .
//   . . . 1 . . . .        . . . . . . . .     . . . . . . . .        . . . 1 . . . .
//   . . . R . . . .        . . . . . . . .     . . . . . . . .        . . . R . . . .
//   . . . . . . . .        . . . . . . . .     . . . . . . . .        . . . . . . . .
#pragma once

#include <cstdint>

#include "impls/line_masks.h"
#include "impls/word.h"

namespace slidercheck::impls::classical_rays {

// The empty-board rays, indexed [dir8][sq] as the wiki's rayAttacks.
struct RayTable {
  std::uint64_t rays[kDirections][kSquares];
};

constexpr RayTable make_ray_table() {
  RayTable t{};
  for (int d = 0; d < kDirections; ++d)
    for (int sq = 0; sq < kSquares; ++sq) t.rays[d][sq] = ray_mask(sq, d);
  return t;
}

inline constexpr RayTable kRayAttacks = make_ray_table();

// The guards' rays are empty: nothing follows h8 in a positive direction, nor
// a1 in a negative one.
static_assert(kRayAttacks.rays[kNort][63] == 0 && kRayAttacks.rays[kNoWe][63] == 0 &&
              kRayAttacks.rays[kSout][0] == 0 && kRayAttacks.rays[kSoEa][0] == 0);

// Returns the squares from sq in dir8 up to and including the first occupied
// one (never sq): the ray, minus the ray of its nearest blocker.
template <class W>
constexpr W ray_attacks(W occ, int sq, int dir8) {
  const std::uint64_t(&rays)[kSquares] = kRayAttacks.rays[dir8];
  const W attacks = W(rays[sq]);
  const W blocker = attacks & occ;
  if (dir8_shift(dir8) > 0)
    return attacks ^ lookup(rays, bit_scan_forward(blocker | W(std::uint64_t{1} << 63)));
  return attacks ^ lookup(rays, bit_scan_reverse(blocker | W(1)));
}

}  // namespace slidercheck::impls::classical_rays
