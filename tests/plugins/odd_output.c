/* A rook function that writes bytes a report must not hold as they are (0xff,
 * which is not UTF-8, an escape sequence and a carriage return) to its stderr,
 * then crashes (SIGSEGV) on a slider on e4: the crash report shows the
 * plugin's output escaped. */
#include <stdio.h>

#include "slidercheck/plugin.h"
#include "walker.h"

static int volatile* volatile nowhere = 0;

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  if (sq == 28) {
    fputs("odd output \xff\xfe \x1b[31mred\x1b[0m \r\n", stderr);
    fflush(stderr);
    *nowhere = 1;
  }
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
