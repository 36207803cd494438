/* An example engine's attack code (replace it with yours). With
 * -DATTACKS_PLANTED_BUG the rook misses the far corner of its rank on one
 * occupancy pattern, as slidercheck's test of this template shows. */
#include "attacks.h"

static uint64_t ray(uint64_t occ, int sq, int df, int dr) {
  uint64_t a = 0;
  int f = sq % 8 + df, r = sq / 8 + dr;
  for (; f >= 0 && f < 8 && r >= 0 && r < 8; f += df, r += dr) {
    a |= 1ull << (r * 8 + f);
    if (occ >> (r * 8 + f) & 1) break;
  }
  return a;
}

uint64_t attacks_rook(uint64_t occ, int sq) {
  uint64_t a = ray(occ, sq, 1, 0) | ray(occ, sq, -1, 0) | ray(occ, sq, 0, 1) | ray(occ, sq, 0, -1);
#ifdef ATTACKS_PLANTED_BUG
  if (sq % 8 == 0 && (occ & 0x00000000000000feull) == 0x0000000000000080ull) a &= ~0x80ull;
#endif
  return a;
}

uint64_t attacks_bishop(uint64_t occ, int sq) {
  return ray(occ, sq, 1, 1) | ray(occ, sq, -1, 1) | ray(occ, sq, 1, -1) | ray(occ, sq, -1, -1);
}

static uint64_t knight_table[64];

void attacks_init(void) {
  static const int steps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                  {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  for (int sq = 0; sq < 64; ++sq) {
    uint64_t a = 0;
    for (int i = 0; i < 8; ++i) {
      const int f = sq % 8 + steps[i][0], r = sq / 8 + steps[i][1];
      if (f >= 0 && f < 8 && r >= 0 && r < 8) a |= 1ull << (r * 8 + f);
    }
    knight_table[sq] = a;
  }
}

uint64_t attacks_knight(int sq) { return knight_table[sq]; } /* filled by attacks_init */
