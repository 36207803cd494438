/* Right values, but knight_attacks reads through a null pointer when the call
 * before it was rook_attacks': only calls of both functions in one process,
 * interleaved, meet it. The crash is knight_attacks', never rook_attacks'. */
#include "slidercheck/plugin.h"
#include "walker.h"

static int last_was_rook;
static const uint64_t* volatile nowhere;

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  last_was_rook = 1;
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}

SLIDERCHECK_EXPORT uint64_t slidercheck_knight_attacks(int sq) {
  if (last_was_rook) return *nowhere;
  return leap_knight(sq);
}
