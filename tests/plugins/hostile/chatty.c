/* Prints on stdout and stderr at every call (its lines used to reach
 * the checker's stdout and break the JSON report). With HOSTILE_CRASH_AFTER=N it
 * says "about to crash" and aborts at call N: the crash report shows the tail
 * of its output. */
#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  static long calls;
  const char* after = getenv("HOSTILE_CRASH_AFTER");
  ++calls;
  printf("{\"chatty\": %ld}\n", calls);
  fprintf(stderr, "chatty: call %ld\n", calls);
  if (after && calls == atol(after)) {
    printf("about to crash\n");
    fflush(stdout);
    abort();
  }
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
