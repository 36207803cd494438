// `slidercheck prove` in a build without the prover (no prove/ folder).
#include <cstdio>

#include "cli/options.h"

namespace slidercheck::cli {

Command add_prove(CLI::App& app) {
  CLI::App* sub = add_subcommand(app, "prove", "(not built: this source tree has no prover)",
                                 "exit status: 2 (not built)");
  sub->allow_extras();
  return {sub, [] {
            std::fprintf(stderr,
                         "slidercheck: error: prove was not built: this source tree has no "
                         "prover\n");
            return 2;
          }};
}

}  // namespace slidercheck::cli
