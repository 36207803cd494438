// Plugins built with a sanitizer (ASan, UBSan): what runtime they need, read
// from the ELF (DT_NEEDED, undefined __asan_*/__ubsan_* symbols), whether this
// process has it, and, when it does not, the runtime files an exec'd worker
// preloads (docs/isolation.md): those given by --sanitizer-runtime, else found
// through the compiler the ELF's .comment names (`CC -print-file-name=...`).
#pragma once

#include <string>
#include <vector>

namespace slidercheck::plugin {

// How a plugin is run, as far as sanitizers go.
struct RuntimePlan {
  // The runtime files an exec'd worker preloads (ASan's before UBSan's);
  // empty: the plugin loads in a forked worker of this process (it needs no
  // runtime, or this process has it).
  std::vector<std::string> preload;
  // When it cannot be run: the one-line reason (exit 2). Names the runtime and
  // --sanitizer-runtime when none was found, or says that an unsanitized
  // slidercheck is needed when this (sanitized) process cannot host it.
  std::string error;
  // The soname of gcc's runtime (libasan.so.8, libubsan.so.1) when the plugin
  // was built with gcc's sanitizers, or "": what `slidercheck fuzz`, whose
  // driver carries clang's libFuzzer, cannot run.
  std::string gcc_runtime;
  // The sanitizers the plugin was built with (AddressSanitizer,
  // UndefinedBehaviorSanitizer), whoever supplies their runtimes.
  std::vector<std::string> sanitizers;
};

// Returns the plan for the plugin at path, given the --sanitizer-runtime files
// (each checked to be a sanitizer runtime); computed once per process for a
// path and files (it may run the compiler).
const RuntimePlan& sanitizer_runtime_plan(const std::string& path,
                                          const std::vector<std::string>& given);

// Returns whether a worker of the plugin at path runs with a sanitizer
// runtime (this process's own, or one preloaded into an exec'd worker): only
// then can its output hold a real sanitizer report.
bool worker_sanitized(const std::string& path, const std::vector<std::string>& given);

// Returns whether the program an --exec command runs carries a sanitizer
// runtime, so that what it writes to stderr can hold a real sanitizer report:
// the command's program (its first word after NAME=VALUE assignments and
// `exec` or `env`, found on PATH when it has no slash; for a script, the
// interpreter its #! line names) is an ELF file that needs a sanitizer's
// runtime library or has its symbols (clang's static runtime), or LD_PRELOAD
// (the environment's, or an assignment in the command) names a runtime.
// Anything else (a Go or Python program, a program not found) does not: a
// sanitizer's words in its output are a crash's text, not a finding.
bool exec_sanitized(const std::string& command);

// Returns whether the user asked for leak checks: the last detect_leaks in
// ASAN_OPTIONS or LSAN_OPTIONS is 1 (slidercheck's own default is 0).
bool leak_checks_asked();

// In a worker, after a task, when leak_checks_asked(): runs LeakSanitizer's
// check (its report goes to the log) and returns whether it found a leak;
// false when the process has no LeakSanitizer.
bool leaks_found();

// The variable that carries the user's LD_PRELOAD (before the runtimes) into
// an exec'd worker.
inline constexpr const char* kPreloadBefore = "SLIDERCHECK_LD_PRELOAD_BEFORE";

// In an exec'd worker, once started (its runtime loaded): sets LD_PRELOAD back
// to the user's, so that the processes it starts (the runtime's symbolizer,
// the plugin's helpers) do not get the runtime too.
void restore_preload();

// In a worker: points the sanitizer runtime's reports at standard error (the
// worker's log), whatever log_path the user's options gave: a report written
// to another file would be lost to the check.
void report_to_stderr();

// Returns the environment of an exec'd worker for plan: this process's, with
// plan.preload first in LD_PRELOAD (a runtime whose path holds a space or a
// colon, which LD_PRELOAD would split, through a link of this process's that
// does not), and ASAN_OPTIONS and UBSAN_OPTIONS
// starting with the options a check needs (halt on the first error, no leak
// check at exit, stack traces, symbolized); what the environment already set
// comes after them, so it wins.
std::vector<std::string> sanitizer_environment(const RuntimePlan& plan);

// The options set before the environment's (docs/isolation.md).
inline constexpr const char* kAsanOptions =
    "halt_on_error=1:abort_on_error=0:detect_leaks=0:symbolize=1:print_legend=0";
inline constexpr const char* kUbsanOptions = "halt_on_error=1:print_stacktrace=1:symbolize=1";

}  // namespace slidercheck::plugin
