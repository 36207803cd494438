// `slidercheck prove` in a build without the prover (no prove/ folder).
#include "cli/options.h"

namespace slidercheck::cli {

Command add_prove(CLI::App& app) {
  return add_unavailable(app, "prove", "this source tree has no prover");
}

}  // namespace slidercheck::cli
