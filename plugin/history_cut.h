// Cutting a failing call history down (delta debugging, each trial a fresh
// process). Internal to plugin/.
#pragma once

#include <string>
#include <vector>

#include "child_protocol.h"
#include "slidercheck/plugin_loader.h"

namespace slidercheck::plugin::detail {

// Cuts history (which fails from a fresh start) down with delta debugging
// (Zeller's ddmin; every trial a fresh process, the sequence cut after its
// first failing call), within max_trials and the deadline. crash: the crash
// to keep (its report's `what`), a trial failing when it ends so; null: a
// mismatch with the oracle.
// Sets rep.sequence to the cut history and rep.minimal when no chunk of it
// can go; counts the fresh processes in rep.trials.
void minimise(const CheckSpec& spec, std::vector<Input> history, Reproduction& rep,
              const iso::Log& log, Clock::time_point deadline, int max_trials,
              const std::string* crash = nullptr);

}  // namespace slidercheck::plugin::detail
