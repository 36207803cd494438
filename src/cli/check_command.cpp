// Placeholder until the plugin checker lands (issue 4).
#include <cstdio>

#include "cli/commands.h"

namespace slidercheck::cli {

int run_check(int, char**) {
  std::fprintf(stderr, "slidercheck: error: check is not built yet\n");
  return 2;
}

}  // namespace slidercheck::cli
