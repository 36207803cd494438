// `slidercheck prove` in a build configured without Z3.
#include <cstdio>

#include "cli/options.h"

namespace slidercheck::cli {

Command add_prove(CLI::App& app) {
  CLI::App* sub = add_subcommand(app, "prove", "(not built: Z3 was not found at configure time)",
                                 "exit status: 2 (not built)");
  sub->allow_extras();
  return {sub, [] {
            std::fprintf(stderr,
                         "slidercheck: error: prove was not built: Z3 (libz3-dev) was not found at "
                         "configure time\n");
            return 2;
          }};
}

}  // namespace slidercheck::cli
