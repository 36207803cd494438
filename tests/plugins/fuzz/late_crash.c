/* A right rook function for its first 499 calls in a process (LATE_CALL - 1:
 * -DLATE_CALL=3000, say); its 500th crashes (SIGSEGV), or with -DLATE_HANG
 * never returns: a failure that depends on earlier calls. The input libFuzzer
 * saves passes alone in a fresh process; `slidercheck check --function
 * rook_attacks --replay-dir DIR` meets it again in a worker and cuts the calls
 * before it down to a sequence. */
#include <unistd.h>

#include "slidercheck/plugin.h"
#include "walker.h"

#ifndef LATE_CALL
#define LATE_CALL 500
#endif

static unsigned long calls;

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  if (++calls == LATE_CALL) {
#ifdef LATE_HANG
    for (;;) pause();
#else
    *(volatile int*)0 = 1;
#endif
  }
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
