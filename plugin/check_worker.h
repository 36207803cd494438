// The body of a check's worker process (and of the probe), run after it was
// forked or exec'd (worker_exec.h): it loads the engine, reports the load,
// then runs tasks from the shared page's counter. Internal to plugin/.
#pragma once

#include <vector>

#include "child_protocol.h"
#include "slidercheck/plugin_loader.h"

namespace slidercheck::plugin::detail {

// A check's worker (or, probe_only, the probe: it loads, reports, ends), on
// slot and channel fd: load, then run tasks from the shared counter until none
// is left. A probe given a control socket (control >= 0) serves forks there
// once loaded (fork_server.h), when its state can be forked. Never returns.
[[noreturn]] void worker_main(const CheckSpec& spec, const std::vector<Task>& tasks, int slot,
                              int fd, bool probe_only, int control = -1);

}  // namespace slidercheck::plugin::detail
