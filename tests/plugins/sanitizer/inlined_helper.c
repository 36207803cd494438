/* The engine's bit helper inlined into its callers, as a header's get_bit is:
 * knight_attacks reads one past its 63-entry table at h8 inside get_bit,
 * which the compiler inlined into knight_lookup, inlined into the exported
 * function. Each value is right. Built with ASan it is a finding; with
 * PLAIN_CRASH (no sanitizer) get_bit reads through a null pointer at h8
 * instead. Either report names the exported function's line as the plugin
 * frame and the chain get_bit <- knight_lookup <- slidercheck_knight_attacks. */
#include "knight_table.h"
#include "slidercheck/plugin.h"

static const uint64_t* volatile nowhere;

__attribute__((always_inline)) static inline uint64_t get_bit(const uint64_t* table, int sq) {
#ifdef PLAIN_CRASH
  if (sq == 63) return *nowhere; /* h8: SIGSEGV */
#endif
  return table[sq]; /* one past the end at h8 */
}

__attribute__((always_inline)) static inline uint64_t knight_lookup(int sq) {
  return get_bit(knight_table, sq);
}

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  fill_knight_table();
  return 0;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_knight_attacks(int sq) {
  return knight_lookup(sq); /* the engine's own line */
}
