/* Engine-style x-rays: no blockers argument in the engine, which looks through
 * every first piece hit (blockers = occ). The wrapper ignores the ABI's
 * blockers. Conforms with --xray-blockers occupied, fails without. With
 * WRONG_XRAY it returns the first hits as well as the squares behind them,
 * which is wrong under the contract too. With XRAY_SYMBOL it declares its
 * contract (slidercheck_xray_blockers), and OWN_SQUARE_SYMBOL its own-square
 * contract. */
#include "slidercheck/plugin.h"
#include "walker.h"

#ifdef XRAY_SYMBOL
SLIDERCHECK_EXPORT const char slidercheck_xray_blockers[] = XRAY_SYMBOL;
#endif
#ifdef OWN_SQUARE_SYMBOL
SLIDERCHECK_EXPORT const char slidercheck_own_square[] = OWN_SQUARE_SYMBOL;
#endif

static uint64_t rook(uint64_t occ, int sq) { return walk_line(occ, sq, 1) | walk_line(occ, sq, 7); }

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) { return rook(occ, sq); }
SLIDERCHECK_EXPORT uint64_t slidercheck_xray_rook_attacks(uint64_t occ, uint64_t blockers, int sq) {
  (void)blockers;
  const uint64_t a = rook(occ, sq);
#ifdef WRONG_XRAY
  return a | rook(occ ^ (occ & a), sq);
#else
  return a ^ rook(occ ^ (occ & a), sq);
#endif
}
