/* Diagnosis "conforms with the slider's own square always empty": file
 * attacks from a table indexed by the file's occupancy, filled only for
 * occupancies without the slider (an engine that removes its piece first).
 * Right whenever the own square is empty. With OWN_SQUARE_SYMBOL it declares
 * its contract (slidercheck_own_square), and conforms without --own-square. */
#include "slidercheck/plugin.h"
#include "walker.h"

#ifdef OWN_SQUARE_SYMBOL
SLIDERCHECK_EXPORT const char slidercheck_own_square[] = OWN_SQUARE_SYMBOL;
#endif

static uint8_t first_rank[256][8];

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  for (int occ = 0; occ < 256; ++occ) {
    for (int at = 0; at < 8; ++at) {
      if ((occ >> at) & 1) continue; /* "the slider was taken off the board" */
      uint8_t a = 0;
      for (int r = at + 1; r < 8; ++r) {
        a |= (uint8_t)(1 << r);
        if ((occ >> r) & 1) break;
      }
      for (int r = at - 1; r >= 0; --r) {
        a |= (uint8_t)(1 << r);
        if ((occ >> r) & 1) break;
      }
      first_rank[occ][at] = a;
    }
  }
  return 0;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_file_attacks(uint64_t occ, int sq) {
  const int file = sq & 7;
  int line = 0; /* the file's occupancy, rank 1 in bit 0 */
  for (int r = 0; r < 8; ++r) line |= (int)((occ >> (8 * r + file)) & 1) << r;
  const uint8_t a = first_rank[line][sq >> 3];
  uint64_t result = 0;
  for (int r = 0; r < 8; ++r)
    if ((a >> r) & 1) result |= (uint64_t)1 << (8 * r + file);
  return result;
}
