// The hidden worker mode: `slidercheck __worker`, which only the checker
// starts (an exec'd worker for a sanitized plugin, docs/isolation.md).
#pragma once

#include <string>
#include <vector>

namespace slidercheck::cli {

// When args (the words after the program's name) start the worker mode: runs
// the worker's job, which ends the process, or replaces args with the command
// to run again (bench's child) and returns true. Otherwise returns false.
bool worker_mode(std::vector<std::string>& args);

}  // namespace slidercheck::cli
