// The hidden worker mode (worker_mode.h), through the plugin module.
#include "cli/worker_mode.h"

#include "slidercheck/plugin_loader.h"

namespace slidercheck::cli {

bool worker_mode(std::vector<std::string>& args) {
  if (args.empty() || args.front() != plugin::kWorkerModeWord) return false;
  args = plugin::run_worker_mode();
  return true;
}

}  // namespace slidercheck::cli
