// A correct C++ plugin: the classical approach (ray tables filled by
// slidercheck_init, the first blocker found by a bit scan), in the default
// numbering a1,b1.
#include <bit>
#include <cstdint>

#include "slidercheck/plugin.h"

namespace {

std::uint64_t rays[8][64];  // [dir8][sq], dir8 as in slidercheck/plugin.h

constexpr int kFileStep[8] = {1, 1, 1, 0, -1, -1, -1, 0};
constexpr int kRankStep[8] = {1, 0, -1, -1, -1, 0, 1, 1};

// Returns the ray of sq in dir8 stopped at its first blocker in occ.
std::uint64_t ray(std::uint64_t occ, int sq, int dir8) {
  std::uint64_t a = rays[dir8][sq];
  if (const std::uint64_t blockers = a & occ) {
    const bool positive = dir8 == 0 || dir8 == 1 || dir8 == 6 || dir8 == 7;
    const int first = positive ? std::countr_zero(blockers) : 63 - std::countl_zero(blockers);
    a ^= rays[dir8][first];
  }
  return a;
}

}  // namespace

SLIDERCHECK_EXPORT int slidercheck_init() {
  for (int d = 0; d < 8; ++d) {
    for (int sq = 0; sq < 64; ++sq) {
      std::uint64_t a = 0;
      for (int f = sq % 8 + kFileStep[d], r = sq / 8 + kRankStep[d];
           0 <= f && f < 8 && 0 <= r && r < 8; f += kFileStep[d], r += kRankStep[d])
        a |= std::uint64_t{1} << (8 * r + f);
      rays[d][sq] = a;
    }
  }
  return 0;
}

SLIDERCHECK_EXPORT std::uint64_t slidercheck_rook_attacks(std::uint64_t occ, int sq) {
  return ray(occ, sq, 1) | ray(occ, sq, 3) | ray(occ, sq, 5) | ray(occ, sq, 7);
}
SLIDERCHECK_EXPORT std::uint64_t slidercheck_bishop_attacks(std::uint64_t occ, int sq) {
  return ray(occ, sq, 0) | ray(occ, sq, 2) | ray(occ, sq, 4) | ray(occ, sq, 6);
}
SLIDERCHECK_EXPORT std::uint64_t slidercheck_queen_attacks(std::uint64_t occ, int sq) {
  return slidercheck_rook_attacks(occ, sq) | slidercheck_bishop_attacks(occ, sq);
}
