/* A correct plugin with one quick function (knight attacks)
 * and one that takes a millisecond a call without end (rook attacks, many
 * seconds at any level), so that a run interrupted after a few seconds has
 * one function finished and one not. */
#include <time.h>

#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  hostile_note_pid();
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  struct timespec t = {0, 1000000};
  nanosleep(&t, 0);
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_knight_attacks(int sq) {
  static const int steps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2},
                                  {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  uint64_t out = 0;
  for (int i = 0; i < 8; ++i) {
    const int f = sq % 8 + steps[i][0], r = sq / 8 + steps[i][1];
    if (f >= 0 && f < 8 && r >= 0 && r < 8) out |= 1ULL << (8 * r + f);
  }
  return out;
}
