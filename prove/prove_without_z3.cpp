// `slidercheck prove` in a build configured without Z3.
#include "cli/options.h"

namespace slidercheck::cli {

Command add_prove(CLI::App& app) {
  return add_unavailable(app, "prove", "Z3 (libz3-dev) was not found at configure time");
}

}  // namespace slidercheck::cli
