// `slidercheck check` and `slidercheck bench` in a build without the plugin
// module (SLIDERCHECK_PLUGIN=OFF): both run engines through it.
#include "cli/options.h"
#include "cli/worker_mode.h"

namespace slidercheck::cli {

namespace {

constexpr const char* kReason =
    "the plugin module was left out of this build (SLIDERCHECK_PLUGIN=OFF)";

}  // namespace

Command add_check(CLI::App& app) { return add_unavailable(app, "check", kReason); }

Command add_bench(CLI::App& app) { return add_unavailable(app, "bench", kReason); }

bool worker_mode(std::vector<std::string>&) { return false; }  // no workers to exec

}  // namespace slidercheck::cli
