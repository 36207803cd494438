/* A fast, correct plugin providing every function kind (default numbering
 * a1,b1), the way engines write them: Hyperbola Quintessence (byte swap) on
 * files and diagonals, a first-rank table for ranks, Kogge-Stone occluded
 * fills for the multi-slider kinds; tables filled by slidercheck_init. It is
 * what `slidercheck bench` and `slidercheck check` are measured on. */
#include "slidercheck/plugin.h"

static uint64_t line_mask[4][64]; /* [rank, file, diagonal, antidiagonal][sq], sq excluded */
static uint8_t first_rank[64][8]; /* [inner occupancy][file]: attacks along one rank */

static const int kFileStep[8] = {1, 1, 1, 0, -1, -1, -1, 0};
static const int kRankStep[8] = {1, 0, -1, -1, -1, 0, 1, 1};

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  static const int line_dir[4] = {1, 7, 0, 6}; /* east, nort, noEa, noWe */
  for (int line = 0; line < 4; ++line) {
    for (int sq = 0; sq < 64; ++sq) {
      uint64_t m = 0;
      for (int d = line_dir[line], k = 0; k < 2; ++k, d ^= 4) {
        for (int f = sq % 8 + kFileStep[d], r = sq / 8 + kRankStep[d];
             f >= 0 && f < 8 && r >= 0 && r < 8; f += kFileStep[d], r += kRankStep[d])
          m |= (uint64_t)1 << (8 * r + f);
      }
      line_mask[line][sq] = m;
    }
  }
  for (int inner = 0; inner < 64; ++inner) {
    const int occ = inner << 1;
    for (int file = 0; file < 8; ++file) {
      int a = 0;
      for (int f = file + 1; f < 8; ++f) {
        a |= 1 << f;
        if (occ & (1 << f)) break;
      }
      for (int f = file - 1; f >= 0; --f) {
        a |= 1 << f;
        if (occ & (1 << f)) break;
      }
      first_rank[inner][file] = (uint8_t)a;
    }
  }
  return 0;
}

/* Hyperbola Quintessence along a line with one square per rank. */
static inline uint64_t hq(uint64_t occ, int sq, uint64_t mask) {
  const uint64_t r = (uint64_t)1 << sq;
  uint64_t forward = occ & mask;
  uint64_t reverse = __builtin_bswap64(forward);
  forward -= r;
  reverse -= __builtin_bswap64(r);
  return (forward ^ __builtin_bswap64(reverse)) & mask;
}

static inline uint64_t rank_of(uint64_t occ, int sq) {
  const int shift = sq & 56;
  return (uint64_t)first_rank[(occ >> (shift + 1)) & 63][sq & 7] << shift;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rank_attacks(uint64_t occ, int sq) {
  return rank_of(occ, sq);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_file_attacks(uint64_t occ, int sq) {
  return hq(occ, sq, line_mask[1][sq]);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_diagonal_attacks(uint64_t occ, int sq) {
  return hq(occ, sq, line_mask[2][sq]);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_antidiagonal_attacks(uint64_t occ, int sq) {
  return hq(occ, sq, line_mask[3][sq]);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return rank_of(occ, sq) | hq(occ, sq, line_mask[1][sq]);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  return hq(occ, sq, line_mask[2][sq]) | hq(occ, sq, line_mask[3][sq]);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_queen_attacks(uint64_t occ, int sq) {
  return slidercheck_rook_attacks(occ, sq) | slidercheck_bishop_attacks(occ, sq);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_xray_rook_attacks(uint64_t occ, uint64_t blockers, int sq) {
  const uint64_t a = slidercheck_rook_attacks(occ, sq);
  return a ^ slidercheck_rook_attacks(occ ^ (blockers & a), sq);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_xray_bishop_attacks(uint64_t occ, uint64_t blockers,
                                                            int sq) {
  const uint64_t a = slidercheck_bishop_attacks(occ, sq);
  return a ^ slidercheck_bishop_attacks(occ ^ (blockers & a), sq);
}

/* Kogge-Stone: the occluded fill of gen through empty in dir8, shifted once. */
static inline uint64_t shift(uint64_t b, int s) { return s > 0 ? b << s : b >> -s; }

static inline uint64_t slide(uint64_t gen, uint64_t empty, int dir8) {
  static const int step[8] = {9, 1, -7, -8, -9, -1, 7, 8};
  static const uint64_t avoid[8] = {
      0xfefefefefefefefeull, 0xfefefefefefefefeull, 0xfefefefefefefefeull, ~0ull,
      0x7f7f7f7f7f7f7f7full, 0x7f7f7f7f7f7f7f7full, 0x7f7f7f7f7f7f7f7full, ~0ull};
  const int s = step[dir8];
  const uint64_t keep = avoid[dir8];
  uint64_t pro = empty & keep;
  gen |= pro & shift(gen, s);
  pro &= shift(pro, s);
  gen |= pro & shift(gen, 2 * s);
  pro &= shift(pro, 2 * s);
  gen |= pro & shift(gen, 4 * s);
  return shift(gen, s) & keep;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_sliding_attacks(uint64_t sliders, uint64_t empty,
                                                        int dir8) {
  return slide(sliders, empty, dir8);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_xray_sliding_attacks(uint64_t sliders, uint64_t empty,
                                                             uint64_t blockers, int dir8) {
  const uint64_t b = blockers & slide(sliders, empty, dir8);
  return b ? slide(b, empty, dir8) : 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_between(uint64_t sliders, uint64_t empty, uint64_t targets,
                                                int dir8) {
  return slide(sliders, empty, dir8) & slide(targets, empty, dir8 ^ 4);
}
