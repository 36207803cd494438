/* Sanitizer-only bug: a knight table of 63 entries, read one past its end at
 * h8. The global after it (knight_table.h) holds h8's attacks, so
 * the value is right and every value check passes; AddressSanitizer reports a
 * global-buffer-overflow (a READ of size 8) at h8. */
#include "slidercheck/plugin.h"
#include "knight_table.h"

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  fill_knight_table();
  return 0;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_knight_attacks(int sq) {
  return knight_table[sq]; /* one past the end at h8 */
}
