/* A rook function that dereferences a null pointer on its second call in a
 * process (its CRASH_AT-th, built with -DCRASH_AT=N): a crash that its call
 * alone, in a fresh process, does not bring back; the calls before it do
 * (tests/plugins/crash_second_call.calls). */
#include "slidercheck/plugin.h"
#include "walker.h"

#ifndef CRASH_AT
#define CRASH_AT 2
#endif

static volatile int* nothing;
static int calls;

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  if (++calls == CRASH_AT) return (uint64_t)*nothing;
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
