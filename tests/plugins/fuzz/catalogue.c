/* Four distinct planted bugs in one engine, one per function, each a mistake
 * of the planted catalogue written as an engine writes its attack code, for
 * measuring how many distinct findings `slidercheck fuzz` makes in a time
 * budget (scripts/fuzz-planted.sh --plugin; docs/measurements.md):
 * - rank_attacks wraps: its eastward shift has no not-a-file mask, so a ray
 *   that meets no blocker on its rank runs on from the h-file onto the a-file
 *   of the rank above;
 * - bishop_attacks has one wrong bit in a relevant-occupancy mask: c1's mask
 *   lacks e3, so a piece on e3 does not stop c1's ray towards h6;
 * - file_attacks scans an empty set: the northward ray's first blocker is
 *   found by a de Bruijn bit scan without testing for none, and the scan of
 *   no bits answers square 0 (a1), so an unblocked northward ray is XORed
 *   with a1's;
 * - diagonal_attacks depends on the piece's own square: the mask it finds
 *   its first blocker towards h8 in takes in the piece's own square, so when
 *   that bit is set the piece blocks itself and the ray is empty.
 * queen_attacks and knight_attacks are right. */
#include "slidercheck/plugin.h"
#include "walker.h"

static const uint64_t kNotEdges = 0x007E7E7E7E7E7E00ull;

SLIDERCHECK_EXPORT uint64_t slidercheck_rank_attacks(uint64_t occ, int sq) {
  const uint64_t from = (uint64_t)1 << sq;
  uint64_t attacks = 0;
  for (uint64_t b = from << 1; b; b <<= 1) { /* east: no not-a-file mask */
    attacks |= b;
    if (b & occ) break;
  }
  for (uint64_t b = from; (b & 0x0101010101010101ull) == 0;) { /* west: masked */
    b >>= 1;
    attacks |= b;
    if (b & occ) break;
  }
  return attacks;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  uint64_t mask = kNotEdges;
  if (sq == 2) mask &= ~((uint64_t)1 << 20); /* c1's mask: e3 left out */
  const uint64_t blockers = occ & mask;
  return walk_line(blockers, sq, 0) | walk_line(blockers, sq, 6);
}

/* The squares north of sq on its file, and south. */
static uint64_t north_ray(int sq) { return (0x0101010101010101ull << sq) ^ (uint64_t)1 << sq; }
static uint64_t south_ray(int sq) {
  return (0x8080808080808080ull >> (63 - sq)) ^ (uint64_t)1 << sq;
}

static int bit_scan_forward(uint64_t b) {
  static const int kIndex[64] = {0,  1,  48, 2,  57, 49, 28, 3,  61, 58, 50, 42, 38, 29, 17, 4,
                                 62, 55, 59, 36, 53, 51, 43, 22, 45, 39, 33, 30, 24, 18, 12, 5,
                                 63, 47, 56, 27, 60, 41, 37, 16, 54, 35, 52, 21, 44, 32, 23, 11,
                                 46, 26, 40, 15, 34, 20, 31, 10, 25, 14, 19, 9,  13, 8,  7,  6};
  return kIndex[((b & (0 - b)) * 0x03f79d71b4cb0a89ull) >> 58]; /* b == 0 gives 0 */
}

SLIDERCHECK_EXPORT uint64_t slidercheck_file_attacks(uint64_t occ, int sq) {
  const uint64_t up = north_ray(sq), down = south_ray(sq);
  const uint64_t north = up ^ north_ray(bit_scan_forward(up & occ)); /* no test for none */
  const uint64_t down_blockers = down & occ;
  const uint64_t south =
      down_blockers ? down ^ south_ray(63 - __builtin_clzll(down_blockers)) : down;
  return north | south;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_diagonal_attacks(uint64_t occ, int sq) {
  const uint64_t up = walk(0, sq, 0); /* towards h8 */
  /* The first blocker up the diagonal, from a mask that takes in the piece's own square. */
  const uint64_t up_blockers = occ & (up | (uint64_t)1 << sq);
  const uint64_t north = up_blockers ? up ^ walk(0, __builtin_ctzll(up_blockers), 0) : up;
  return north | walk(occ, sq, 4);
}

SLIDERCHECK_EXPORT uint64_t slidercheck_queen_attacks(uint64_t occ, int sq) {
  uint64_t attacks = 0;
  for (int d = 0; d < 8; ++d) attacks |= walk(occ, sq, d);
  return attacks;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_knight_attacks(int sq) { return leap_knight(sq); }
