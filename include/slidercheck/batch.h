/* The batch loop of the plugin ABI's batch entries (slidercheck/plugin.h):
 * out[i] = the call of input i, for i < n. One macro, which plugin.h's
 * SLIDERCHECK_BATCH_* macros expand in a plugin and which the built-ins' batch
 * entries (slidercheck/kinds.h) expand around their own templates, so that
 * `slidercheck bench` measures both in the same loop. Valid C (C99) and C++.
 *
 * CALL is an expression of the index slidercheck_i, e.g.
 * my_rook(occ[slidercheck_i], sq[slidercheck_i]). */
#ifndef SLIDERCHECK_BATCH_H_
#define SLIDERCHECK_BATCH_H_

#include <stddef.h>
#include <stdint.h>

#define SLIDERCHECK_BATCH_LOOP(n, out, CALL)                             \
  for (size_t slidercheck_i = 0; slidercheck_i < (n); ++slidercheck_i) { \
    (out)[slidercheck_i] = (CALL);                                       \
  }

#endif /* SLIDERCHECK_BATCH_H_ */
