/* Crashes (SIGSEGV) while being loaded, in a constructor: the check exits 3, and
 * its JSON and JUnit reports must still be valid and count the crash. */
#include <signal.h>

#include "slidercheck/plugin.h"
#include "walker.h"

__attribute__((constructor)) static void crash_at_load(void) { raise(SIGSEGV); }

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
