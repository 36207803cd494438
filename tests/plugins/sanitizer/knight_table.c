/* Sanitizer-only bug: a knight table of 63 entries, read one past its end at
 * h8. The global after it (same section, kept in order) holds h8's attacks, so
 * the value is right and every value check passes; AddressSanitizer reports a
 * global-buffer-overflow (a READ of size 8) at h8. */
#include "slidercheck/plugin.h"
#include "walker.h"

/* The two globals in one section, in this order (gcc: no_reorder), so that the
 * read past the table finds h8's entry. gcc's ASan does not instrument globals
 * in a named section: under ASan (whose redzones move the neighbour away
 * anyway) they are plain globals. */
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SAMPLE_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(SAMPLE_ASAN)
#define IN_ORDER
#elif defined(__GNUC__) && !defined(__clang__)
#define IN_ORDER __attribute__((section(".data.knights"), no_reorder, aligned(8)))
#else
#define IN_ORDER __attribute__((section(".data.knights"), aligned(8)))
#endif

/* Filled by slidercheck_init: kKnights[sq] for sq < 63, then h8's attacks. */
IN_ORDER uint64_t knight_table[63];
IN_ORDER uint64_t knight_table_h8;

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  for (int sq = 0; sq < 63; ++sq) knight_table[sq] = leap_knight(sq);
  knight_table_h8 = leap_knight(63);
  return 0;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_knight_attacks(int sq) {
  return knight_table[sq]; /* one past the end at h8 */
}
