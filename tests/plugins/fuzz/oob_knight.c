/* A sanitizer-only bug for `slidercheck fuzz`: the knight reads a 63-entry
 * table one past the end at h8, whose value is never used for the answer, so
 * every value check passes; built with -fsanitize=address, ASan reports the
 * read and the fuzzer names the input. */
#include "slidercheck/plugin.h"
#include "walker.h"

static const uint64_t table[63] = {1, 2, 3};

SLIDERCHECK_EXPORT uint64_t slidercheck_knight_attacks(int sq) {
  return table[sq] == 12345 ? 0 : leap_knight(sq); /* table[63]: out of bounds */
}
