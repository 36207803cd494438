/* A rook function that never returns: every call hangs. */
#include <unistd.h>

#include "slidercheck/plugin.h"

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  (void)occ;
  (void)sq;
  for (;;) pause();
}
