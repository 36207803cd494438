/* A plugin whose attack functions read the occupancy given to
 * slidercheck_prepare, not their occ argument (as an incremental design reads
 * its own state): it conforms only when prepare is called before each
 * single-slider and x-ray call with that call's occ, in the engine's numbering
 * (walker.h: the numbering given at compile time, WITH_SYMBOL names it).
 * With NO_PREPARE the function has another name, so nothing sets the state. */
#include "slidercheck/plugin.h"
#include "walker.h"

#ifdef WITH_SYMBOL
SLIDERCHECK_EXPORT const char slidercheck_square_mapping[] = WITH_SYMBOL;
#endif

static uint64_t g_occ;

#ifdef NO_PREPARE
SLIDERCHECK_EXPORT void not_slidercheck_prepare(uint64_t occ) { g_occ = occ; }
#else
SLIDERCHECK_EXPORT void slidercheck_prepare(uint64_t occ) { g_occ = occ; }
#endif

SLIDERCHECK_EXPORT uint64_t slidercheck_rank_attacks(uint64_t occ, int sq) {
  (void)occ;
  return walk_line(g_occ, sq, 1);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_diagonal_attacks(uint64_t occ, int sq) {
  (void)occ;
  return walk_line(g_occ, sq, 0);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_queen_attacks(uint64_t occ, int sq) {
  (void)occ;
  return walk_line(g_occ, sq, 0) | walk_line(g_occ, sq, 1) | walk_line(g_occ, sq, 6) |
         walk_line(g_occ, sq, 7);
}
/* x-ray: the first attacks from the prepared occ, the second from the arguments. */
SLIDERCHECK_EXPORT uint64_t slidercheck_xray_rook_attacks(uint64_t occ, uint64_t blockers, int sq) {
  const uint64_t a = walk_line(g_occ, sq, 1) | walk_line(g_occ, sq, 7);
  const uint64_t o = occ ^ (blockers & a);
  return a ^ (walk_line(o, sq, 1) | walk_line(o, sq, 7));
}
/* A pair kind gets no prepare: it must not need one. */
SLIDERCHECK_EXPORT uint64_t slidercheck_squares_between(int a, int b) { return walk_between(a, b); }
