/* A sanitizer-only bug for `slidercheck fuzz`: the knight reads a 63-entry
 * table one past the end at h8, whose value is never used for the answer, so
 * every value check passes; built with -fsanitize=address, ASan reports the
 * read and the fuzzer names the input. */
#include "slidercheck/plugin.h"

static const uint64_t table[63] = {1, 2, 3};

static uint64_t knight(int sq) {
  static const int steps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2},
                                  {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  uint64_t a = 0;
  for (int i = 0; i < 8; ++i) {
    const int f = sq % 8 + steps[i][0], r = sq / 8 + steps[i][1];
    if (f >= 0 && f < 8 && r >= 0 && r < 8) a |= 1ull << (r * 8 + f);
  }
  return a;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_knight_attacks(int sq) {
  return table[sq] == 12345 ? 0 : knight(sq); /* table[63]: out of bounds */
}
