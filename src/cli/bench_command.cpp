// `slidercheck bench` (placeholder, being written).
#include <cstdio>

#include "cli/commands.h"

namespace slidercheck::cli {

int run_bench(int, char**) {
  std::fprintf(stderr, "slidercheck: error: bench is not implemented yet\n");
  return 2;
}

}  // namespace slidercheck::cli
