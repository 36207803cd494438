// `slidercheck prove` in a build without the prover (no prove/ folder).
#include <cstdio>

#include "cli/commands.h"

namespace slidercheck::cli {

int run_prove(int, char**) {
  std::fprintf(stderr, "slidercheck: error: prove was not built: this source tree has no prover\n");
  return 2;
}

}  // namespace slidercheck::cli
