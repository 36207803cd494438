/* Two distinct bugs for `slidercheck fuzz`, each met on many inputs:
 * - bishop_attacks is wrong (a8 added) whenever rank 8 is full and the
 *   bishop stands off it: a mismatch, found again and again, reported once;
 * - rook_attacks reads one past the end of its table (AddressSanitizer:
 *   global-buffer-overflow) on a1 when exactly a1 and h8 are occupied (a
 *   64-bit comparison, which libFuzzer's comparison tracing sees); its value
 *   is right. The input a1, occupancy {h8}, does not read past the table
 *   itself, but the own-bit law's call with a1 added does: a crash reached
 *   through a law's derived call. */
#include "slidercheck/plugin.h"
#include "walker.h"

/* Sixty-four zero entries: read at index 64, past the end. */
static volatile uint64_t table[64];

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  const uint64_t a = walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
  const int index = (sq == 0 && occ == 0x8000000000000001ull) ? 64 : sq;
  return a | table[index]; /* one past the end on a1 with {a1, h8} */
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  const uint64_t a = walk_line(occ, sq, 0) | walk_line(occ, sq, 6);
  if ((occ >> 56) == 0xFF && sq < 56) return a | (1ull << 56);
  return a;
}
