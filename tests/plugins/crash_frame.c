/* A plain crash, no sanitizer: rook_attacks reads through a null pointer on
 * f6, in its helper lookup (or, with CRASH_AT_LOAD, a constructor does while
 * the plugin loads). The report names the helper's file:line. */
#include "slidercheck/plugin.h"
#include "walker.h"

static const uint64_t* volatile nowhere;

/* Returns the table entry of sq: none on f6. */
__attribute__((noinline)) static uint64_t lookup(int sq) {
  if (sq == 45) return *nowhere; /* f6: SIGSEGV */
  return 0;
}

#ifdef CRASH_AT_LOAD
__attribute__((constructor)) static void at_load(void) { lookup(45); }
#endif

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7) | lookup(sq);
}
