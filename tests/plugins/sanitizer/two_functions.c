/* Two sanitizer-only bugs in two functions, so that two workers meet them at
 * once: bishop_attacks reads one past a stack array on g3 (in its helper
 * pick), knight_attacks one past a global table on h8. Each value is right. */
#include "knight_table.h"
#include "slidercheck/plugin.h"

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  fill_knight_table();
  return 0;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_knight_attacks(int sq) {
  return knight_table[sq]; /* one past the end at h8 */
}

/* Returns rays[n]: one past the end when n is 2. */
__attribute__((noinline)) static uint64_t pick(const uint64_t* rays, int n) { return rays[n]; }

SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  uint64_t rays[2] = {walk_line(occ, sq, 0), walk_line(occ, sq, 6)};
  volatile int n = sq == 22 ? 2 : 1; /* g3: one past the end */
  return rays[0] | pick(rays, n) | (sq == 22 ? rays[1] : 0);
}
