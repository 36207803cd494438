/* A plugin built without any sanitizer that prints a sanitizer's report: a
 * fake ERROR line and stack, then a SIGSEGV on e4 (or, with HOSTILE_MODE=hang,
 * the fake line while loading and then a hang). Only a worker that carries a
 * sanitizer runtime can write a real report: this one is a plain crash, and
 * its hang gets no extra time for a report in progress. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "slidercheck/plugin.h"
#include "walker.h"

static void fake_report(void) {
  fprintf(stderr,
          "==%d==ERROR: AddressSanitizer: heap-use-after-free on address 0x1 at pc 0x2\n"
          "READ of size 8 at 0x1 thread T0\n"
          "    #0 0x3 in fake_function /fake/place.c:1:1\n",
          (int)getpid());
}

__attribute__((constructor)) static void at_load(void) {
  const char* mode = getenv("HOSTILE_MODE");
  if (!mode || strcmp(mode, "hang") != 0) return;
  fake_report();
  for (;;) pause();
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  if (sq == 28) { /* e4 */
    fake_report();
    raise(SIGSEGV);
  }
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
