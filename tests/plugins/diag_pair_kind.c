/* Diagnosis "conforms as squares_between_to_b": Stockfish's between_bb
 * (BetweenBB: the squares between a and b, and b itself) exported under the
 * name of squares_between, the strict kind. It fails on a == b (a1, a1 gives
 * {a1}); the report names the kind whose definition it meets. With ONE_WRONG
 * it is the strict kind, right on every pair but (c3, f6): a function whose
 * results look the same in every numbering, for which no numbering may be
 * suggested. With CORRECT, both are right (the report's control). */
#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT uint64_t slidercheck_squares_between(int a, int b) {
#if defined(ONE_WRONG) || defined(CORRECT)
#ifdef ONE_WRONG
  if (a == 18 && b == 45) return 0;
#endif
  return walk_between(a, b);
#else
  return walk_between_to_b(a, b);
#endif
}
SLIDERCHECK_EXPORT uint64_t slidercheck_line_through(int a, int b) {
  return walk_line_through(a, b);
}
