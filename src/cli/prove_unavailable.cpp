// `slidercheck prove` in a build without the prover: no prove/ folder, or Z3
// not found at configure time (prove/CMakeLists.txt defines SLIDERCHECK_NO_Z3).
#include "cli/options.h"

namespace slidercheck::cli {

Command add_prove(CLI::App& app) {
#ifdef SLIDERCHECK_NO_Z3
  return add_unavailable(app, "prove", "Z3 (libz3-dev) was not found at configure time");
#else
  return add_unavailable(app, "prove", "this source tree has no prover");
#endif
}

}  // namespace slidercheck::cli
