/* Conventions declared as pointers to their text, not as the text: a C
 * `const char *`, as a Rust `&str` or `&[u8]` static holds an address (and a
 * length). The checker must say the symbol holds an address. Which symbol is
 * a pointer: POINTER_MAPPING (slidercheck_square_mapping, the default),
 * POINTER_OWN_SQUARE (slidercheck_own_square). Not slidercheck/plugin.h: it
 * declares these names as arrays. */
#include "walker.h"

#define EXPORT __attribute__((visibility("default")))

#ifdef POINTER_OWN_SQUARE
EXPORT const char* slidercheck_own_square = "empty";
#else
EXPORT const char* slidercheck_square_mapping = "h1,g1";
#endif

EXPORT uint64_t slidercheck_rank_attacks(uint64_t occ, int sq) { return walk_line(occ, sq, 1); }
