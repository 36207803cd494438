/* The PEXT probe: a correct plugin whose tables are built natively
 * in the engine's own numbering, so that every numbering costs the same per
 * call. The checker's cost of a numbering or a contract is then what
 * scripts/numbering-speed.sh measures.
 *
 * Numbering, chosen at compile time:
 *   (default)                a1,b1: index = 8*rank + file
 *   -DPROBE_NUMBERING_A8B8   a8,b8: index = 8*(7 - rank) + file, and the plugin
 *                            exports slidercheck_square_mapping = "a8,b8"
 *
 * slidercheck_init walks the rays on the board's (file, rank) and writes every
 * square as its index in that numbering: one PEXT table per line (rank, file,
 * diagonal, antidiagonal) and one per slider (rook, bishop). Built with -mbmi2
 * where the compiler and CPU allow (the hardware PEXT); otherwise a portable
 * PEXT loop, so it builds everywhere. The relevant masks leave out the slider's
 * own square and the line ends, so the result never depends on the own bit. */
#include "slidercheck/plugin.h"

#ifdef __BMI2__
#include <immintrin.h>
static inline uint64_t pext(uint64_t x, uint64_t mask) { return _pext_u64(x, mask); }
#else
static inline uint64_t pext(uint64_t x, uint64_t mask) {
  uint64_t out = 0;
  for (uint64_t bit = 1; mask; bit <<= 1, mask &= mask - 1)
    if (x & mask & -mask) out |= bit;
  return out;
}
#endif

#ifdef PROBE_NUMBERING_A8B8
SLIDERCHECK_EXPORT const char slidercheck_square_mapping[] = "a8,b8";
static int index_of(int file, int rank) { return 8 * (7 - rank) + file; }
#else
static int index_of(int file, int rank) { return 8 * rank + file; }
#endif

/* dir8 on the board: noEa east soEa sout soWe west noWe nort. */
static const int kFileStep[8] = {1, 1, 1, 0, -1, -1, -1, 0};
static const int kRankStep[8] = {1, 0, -1, -1, -1, 0, 1, 1};

/* One PEXT table: per square, the relevant mask and the offset of its slice. */
struct Table {
  uint64_t mask[64];
  uint32_t offset[64];
};

enum { kRank, kFile, kDiagonal, kAntidiagonal, kRook, kBishop, kTables };
/* The directions of each table (a bit per dir8). */
static const int kDirs[kTables] = {
    (1 << 1) | (1 << 5),                       /* rank: east, west */
    (1 << 7) | (1 << 3),                       /* file: nort, sout */
    (1 << 0) | (1 << 4),                       /* diagonal: noEa, soWe */
    (1 << 6) | (1 << 2),                       /* antidiagonal: noWe, soEa */
    (1 << 1) | (1 << 5) | (1 << 7) | (1 << 3), /* rook */
    (1 << 0) | (1 << 4) | (1 << 6) | (1 << 2), /* bishop */
};

static struct Table tables[kTables];
/* At most: lines 4 * 64 * 2^6, rook 102,400, bishop 5,248. */
#define kAttacks (4 * 64 * 64 + 102400 + 5248)
static uint64_t attacks[kAttacks];

static int on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

/* The relevant squares of a slider on (file, rank) along dirs: every ray square
 * but the last (the edge, whose occupancy never matters). */
static uint64_t relevant(int file, int rank, int dirs) {
  uint64_t m = 0;
  for (int d = 0; d < 8; ++d) {
    if (!((dirs >> d) & 1)) continue;
    for (int f = file + kFileStep[d], r = rank + kRankStep[d];
         on_board(f + kFileStep[d], r + kRankStep[d]); f += kFileStep[d], r += kRankStep[d])
      m |= (uint64_t)1 << index_of(f, r);
  }
  return m;
}

/* The attacks of a slider on (file, rank) along dirs, by walking the rays. */
static uint64_t walk(int file, int rank, int dirs, uint64_t occ) {
  uint64_t a = 0;
  for (int d = 0; d < 8; ++d) {
    if (!((dirs >> d) & 1)) continue;
    for (int f = file + kFileStep[d], r = rank + kRankStep[d]; on_board(f, r);
         f += kFileStep[d], r += kRankStep[d]) {
      const uint64_t bit = (uint64_t)1 << index_of(f, r);
      a |= bit;
      if (occ & bit) break;
    }
  }
  return a;
}

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  uint32_t next = 0;
  for (int t = 0; t < kTables; ++t) {
    for (int rank = 0; rank < 8; ++rank) {
      for (int file = 0; file < 8; ++file) {
        const int sq = index_of(file, rank);
        const uint64_t mask = relevant(file, rank, kDirs[t]);
        tables[t].mask[sq] = mask;
        tables[t].offset[sq] = next;
        if (next + ((uint32_t)1 << __builtin_popcountll(mask)) > kAttacks) return 1;
        /* Every subset of mask (Carry-Rippler), at its PEXT index. */
        uint64_t subset = 0;
        do {
          attacks[next + pext(subset, mask)] = walk(file, rank, kDirs[t], subset);
          subset = (subset - mask) & mask;
        } while (subset);
        next += (uint32_t)1 << __builtin_popcountll(mask);
      }
    }
  }
  return 0;
}

static inline uint64_t lookup(int t, uint64_t occ, int sq) {
  return attacks[tables[t].offset[sq] + pext(occ, tables[t].mask[sq])];
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rank_attacks(uint64_t occ, int sq) {
  return lookup(kRank, occ, sq);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_file_attacks(uint64_t occ, int sq) {
  return lookup(kFile, occ, sq);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_diagonal_attacks(uint64_t occ, int sq) {
  return lookup(kDiagonal, occ, sq);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_antidiagonal_attacks(uint64_t occ, int sq) {
  return lookup(kAntidiagonal, occ, sq);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return lookup(kRook, occ, sq);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  return lookup(kBishop, occ, sq);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_queen_attacks(uint64_t occ, int sq) {
  return lookup(kRook, occ, sq) | lookup(kBishop, occ, sq);
}
