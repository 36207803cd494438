/* A rook function that crashes (a null pointer) on d4 with nothing else on
 * the board, at a line of a file whose name holds a newline (#line): the
 * crash's plugin frame still names its file and line. */
#include "slidercheck/plugin.h"
#include "walker.h"

static volatile int* nothing;

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
#line 7 "odd\nname.c"
  if (sq == 27 && occ == 0) return (uint64_t)*nothing;
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
