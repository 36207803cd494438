/* Sanitizer-only bug: a king table in a heap cache, rebuilt when the king is
 * on h8; the answer is read from the old table just after freeing it. The
 * freed block is not reused before the read (its new copy is allocated first)
 * and h8's entry lies past what the allocator writes into a freed block, so the
 * value is right and every value check passes. AddressSanitizer reports a
 * heap-use-after-free at h8. */
#include <stdlib.h>

#include "slidercheck/plugin.h"
#include "walker.h"

static uint64_t* cache;

static uint64_t* build(void) {
  uint64_t* t = malloc(64 * sizeof *t);
  if (t)
    for (int sq = 0; sq < 64; ++sq) t[sq] = leap_king(sq);
  return t;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_king_attacks(int sq) {
  if (!cache) cache = build();
  uint64_t* table = cache;
  if (sq == 63) { /* "refresh" the cache at the corner */
    cache = build();
    free(table);
  }
  return table[sq]; /* use after free at h8 */
}
