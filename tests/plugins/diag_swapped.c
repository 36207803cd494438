/* Diagnosis "looks like the arguments are swapped": the engine's own functions
 * take (sq, occ), as in Stockfish, Ethereal and the others; the wrapper passes
 * the ABI's (occ, sq) straight through, which compiles without a warning. With
 * ENGINE_ASSERTS the engine checks its square (a debug build's assert), so the
 * calls crash on large squares. */
#include <stdlib.h>

#include "slidercheck/plugin.h"
#include "walker.h"

static uint64_t engine_rook_attacks(int sq, uint64_t occ) {
#ifdef ENGINE_ASSERTS
  if (sq < 0 || sq > 63) abort();
#endif
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return engine_rook_attacks(occ, sq); /* the slip: (occ, sq) into (sq, occ) */
}
