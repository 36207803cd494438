/* A plugin whose squares_between and line_through share one memo slot keyed
 * on (a, b) but not on the function (a cache written once for both): each is
 * right when called on its own, and where the laws call both on the same
 * squares the two answers are wrong together. Only calls of the two functions
 * interleaved on the same (a, b) show it (slidercheck check's interleaved
 * phase); a --sequence of two calls reproduces it from a fresh start. */
#include "slidercheck/plugin.h"
#include "walker.h"

static int memo_a = -1, memo_b = -1;
static uint64_t memo_value;

SLIDERCHECK_EXPORT uint64_t slidercheck_squares_between(int a, int b) {
  if (a == memo_a && b == memo_b) return memo_value;
  memo_a = a;
  memo_b = b;
  return memo_value = walk_between(a, b);
}

SLIDERCHECK_EXPORT uint64_t slidercheck_line_through(int a, int b) {
  if (a == memo_a && b == memo_b) return memo_value;
  memo_a = a;
  memo_b = b;
  return memo_value = walk_line_through(a, b);
}
