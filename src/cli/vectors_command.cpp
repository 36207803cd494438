// `slidercheck vectors` (placeholder, being written).
#include <cstdio>

#include "cli/commands.h"

namespace slidercheck::cli {

int run_vectors(int, char**) {
  std::fprintf(stderr, "slidercheck: error: vectors is not implemented yet\n");
  return 2;
}

}  // namespace slidercheck::cli
