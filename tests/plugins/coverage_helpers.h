/* Bit helpers an engine keeps in a header, as most do: every source that
 * includes it gets its own copy of each, most of them never called here. */
#ifndef SLIDERCHECK_SAMPLE_COVERAGE_HELPERS_H_
#define SLIDERCHECK_SAMPLE_COVERAGE_HELPERS_H_

#include <stdint.h>

static inline int on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

static inline uint64_t bit_of(int f, int r) { return (uint64_t)1 << (8 * r + f); }

static inline int pop_count(uint64_t b) { /* never called by the checked functions */
  int n = 0;
  for (; b; b &= b - 1) ++n;
  return n;
}

static inline int lowest_square(uint64_t b) { /* never called either */
  return b ? __builtin_ctzll(b) : -1;
}

#endif
