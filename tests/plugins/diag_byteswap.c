/* Diagnosis "looks byte-swapped": the results come back in the wrong byte
 * order (an endianness slip in a serialiser or a big-endian table), so rank 1
 * and rank 8 change places in each result. */
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT uint64_t slidercheck_knight_attacks(int sq) {
  return __builtin_bswap64(leap_knight(sq));
}
SLIDERCHECK_EXPORT uint64_t slidercheck_king_attacks(int sq) { return leap_king(sq); }
