/* A library constructor that writes one past a global table while the plugin
 * loads (before slidercheck_init): AddressSanitizer stops it in dlopen. */
#include "slidercheck/plugin.h"
#include "walker.h"

/* Exported: kept whole, with the redzone ASan puts after it. */
SLIDERCHECK_EXPORT uint64_t between_table[64];
static volatile int table_size = 64;

/* Fills the table, one entry too many. */
__attribute__((noinline)) static void fill_between(void) {
  for (int i = 0; i <= table_size; ++i) between_table[i] = (uint64_t)1 << (i & 63);
}

__attribute__((constructor)) static void at_load(void) { fill_between(); }

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
