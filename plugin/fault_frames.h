// Where the checked code was when a worker took a fatal signal: the worker's
// handler records the addresses of the stack's frames that lie in the plugin
// (its file's own addresses, so the parent can read them with the plugin's
// debug info), and the load phase it was in. Internal to plugin/.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>

#include "slidercheck/sanitizer_report.h"

namespace slidercheck::plugin::detail {

// What a worker was doing before its first call: the plugin's dlopen (its
// constructors run there), then its slidercheck_init.
enum LoadPhase : int { kPhaseNone = 0, kPhaseLoading = 1, kPhaseInit = 2 };

// Returns "while loading" or "in slidercheck_init" (or "" for kPhaseNone).
const char* phase_words(int phase);

// The frames a fatal signal found in the plugin, innermost first: each an
// address in the plugin's file (the faulting instruction, then return
// addresses less one), recorded by the worker, read by the parent.
struct FaultFrames {
  static constexpr int kMax = 8;
  std::atomic<int> count;
  std::uint64_t address[kMax];
};

// In a worker: the plugin's path as it is given to dlopen (the module whose
// frames are recorded), kept in a static buffer for the signal handler.
void set_fault_module(const std::string& path);

// In a worker's fatal-signal handler (async-signal-safe as far as glibc's
// backtrace and dladdr allow): records into frames the plugin's frames of the
// current stack, the faulting one first. context: the handler's ucontext_t.
void record_fault_frames(FaultFrames& frames, const void* context);

// Prepares backtrace() for use in a signal handler (it loads libgcc_s once).
void prepare_fault_frames();

// In the parent: the first of frames symbolized in the plugin at path (its
// function and file:line from its debug info, or module+0xoffset), or nothing
// when none was recorded.
std::optional<CodeFrame> first_fault_frame(const FaultFrames& frames, const std::string& path);

}  // namespace slidercheck::plugin::detail
