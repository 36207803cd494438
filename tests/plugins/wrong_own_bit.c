/* Wrong, quad-bitboard style: rank attacks come from a first-rank table indexed
 * by the rank's occupancy byte, filled only for bytes that hold the slider
 * itself. Right whenever the slider's own square is occupied; with it empty the
 * lookup finds an unfilled entry. The checker passes it with
 * --own-square occupied only. */
#include "slidercheck/plugin.h"
#include "walker.h"

static uint8_t first_rank[256][8];

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  for (int occ = 0; occ < 256; ++occ) {
    for (int file = 0; file < 8; ++file) {
      if (!((occ >> file) & 1)) continue; /* "the slider is always on the board" */
      uint8_t a = 0;
      for (int f = file + 1; f < 8; ++f) {
        a |= (uint8_t)(1 << f);
        if ((occ >> f) & 1) break;
      }
      for (int f = file - 1; f >= 0; --f) {
        a |= (uint8_t)(1 << f);
        if ((occ >> f) & 1) break;
      }
      first_rank[occ][file] = a;
    }
  }
  return 0;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rank_attacks(uint64_t occ, int sq) {
  const int shift = sq & 56;
  return (uint64_t)first_rank[(occ >> shift) & 255][sq & 7] << shift;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return slidercheck_rank_attacks(occ, sq) | walk_line(occ, sq, 7);
}
