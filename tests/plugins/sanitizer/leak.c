/* A memory leak: king_attacks allocates a scratch table on h8 and never frees
 * it. Every value is right; LeakSanitizer (ASAN_OPTIONS=detect_leaks=1)
 * reports it. Built with -DSECOND_LEAK, rook_attacks leaks as well (a list
 * node on a1 with an empty board): two leaks, in two functions, both to be
 * found whichever worker runs them. */
#include <stdlib.h>

#include "slidercheck/plugin.h"
#include "walker.h"

/* Returns a new table of the king's moves from sq (the caller frees it). */
__attribute__((noinline)) static uint64_t* king_scratch(int sq) {
  uint64_t* table = malloc(400 * sizeof *table);
  if (table) table[0] = leap_king(sq);
  return table;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_king_attacks(int sq) {
  if (sq != 63) return leap_king(sq);
  uint64_t* table = king_scratch(sq);
  const uint64_t attacks = table ? table[0] : leap_king(sq);
  table = NULL; /* lost: never freed */
  return attacks;
}

#ifdef SECOND_LEAK
/* Returns a new node holding v (the caller frees it). */
__attribute__((noinline)) static uint64_t* rook_node(uint64_t v) {
  uint64_t* node = malloc(2 * sizeof *node);
  if (node) node[0] = v;
  return node;
}
#endif

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  const uint64_t attacks = walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
#ifdef SECOND_LEAK
  if (sq == 0 && occ == 0) {
    uint64_t* node = rook_node(attacks);
    const uint64_t kept = node ? node[0] : attacks;
    node = NULL; /* lost: never freed */
    return kept;
  }
#endif
  return attacks;
}
