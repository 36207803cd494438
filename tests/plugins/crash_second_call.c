/* A rook function that dereferences a null pointer on its second call in a
 * process: a crash that its call alone, in a fresh process, does not bring
 * back; the call before it does (tests/plugins/crash_second_call.calls). */
#include "slidercheck/plugin.h"
#include "walker.h"

static volatile int* nothing;
static int calls;

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  if (++calls == 2) return (uint64_t)*nothing;
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
