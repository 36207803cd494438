// `slidercheck prove` in a build configured without Z3.
#include <cstdio>

#include "cli/commands.h"

namespace slidercheck::cli {

int run_prove(int, char**) {
  std::fprintf(stderr,
               "slidercheck: error: prove was not built: Z3 (libz3-dev) was not found at "
               "configure time\n");
  return 2;
}

}  // namespace slidercheck::cli
