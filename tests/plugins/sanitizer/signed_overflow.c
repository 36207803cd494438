/* Sanitizer-only bug: a cache slot hashed with a signed multiply that
 * overflows when the occupancy's top bits are set (h8 occupied): wrapped, it
 * still lands in the table, whose entries are checked against their key, so
 * the value is right and every value check passes. UBSan reports a
 * signed-integer-overflow on the first such occupancy. */
#include "slidercheck/plugin.h"
#include "walker.h"

struct entry {
  uint64_t occ;
  int sq;
  uint64_t attacks;
};
static struct entry cache[64];

/* The slot of (occ, sq): (occ >> 33) * 3 overflows an int from 0x2aaaaaab on. */
static unsigned slot(uint64_t occ, int sq) {
  const int high = (int)(occ >> 33);
  const int h = high * 3 + sq; /* signed overflow when h8 is occupied */
  return (unsigned)h & 63u;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  struct entry* e = &cache[slot(occ, sq)];
  if (e->occ != occ || e->sq != sq || e->attacks == 0) {
    e->occ = occ;
    e->sq = sq;
    e->attacks = walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
  }
  return e->attacks;
}
