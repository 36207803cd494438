// The engine call in flight in a fuzzing process that goes on after crashes
// (keep_going): a crash inside it (a fatal signal, or an AddressSanitizer
// report, a UBSan error report) appends that call to REPORT_DIR/crashed-inputs,
// a line each: its encoded input (fuzz/input_codec.h) in hex, a space and why
// ("signal SIGSEGV", "AddressSanitizer heap-buffer-overflow",
// "UndefinedBehaviorSanitizer signed integer overflow: ...", UBSan's message),
// and, when a frame recorder is set and the stack holds a frame in the
// plugin, a tab and "at ADDRESS": the innermost plugin frame, an address of
// the plugin's file in hex (plugin/fault_frames.h). `slidercheck fuzz`
// reports a recorded call its triage did not reach from that record, the
// frame read back with the plugin's debug info. The fuzzing processes
// started after it read the file and answer those calls by the oracle
// instead of making them, so a fork-mode run meets a crashing call about
// once, not once per child.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "slidercheck/check.h"

namespace slidercheck::fuzz_entry {

// Starts recording crashes into report_dir/crashed-inputs: the fatal signals
// are hooked in front of the handlers already installed (libFuzzer's or a
// sanitizer's, which still run after the record), and AddressSanitizer's
// error report when its runtime is loaded. Call it once those handlers are
// in place (at the first input).
void hook_crashes(const std::string& report_dir);

// Writes into address the innermost frame of the current stack that lies in
// the plugin (context: a signal handler's ucontext_t, or null), as an address
// of the plugin's file; returns false when the stack holds none.
// Async-signal-safe as far as glibc's backtrace and dladdr allow.
using FrameRecorder = bool (*)(const void* context, std::uint64_t* address);

// Sets the recorder of a crash's plugin frame (the plugin driver's; none in
// a build of slidercheck's own implementations). Call it before hook_crashes.
void set_frame_recorder(FrameRecorder recorder);

// The call about to be made (in the board's numbering, its kind set), and
// its return.
void call_begins(const Input& board);
void call_ends();

// Records the call in flight now, once, as a UBSan error stops it
// (async-signal-safe): UBSan's monitor hook calls it.
void record_ubsan_report();

// Returns the encoded input of board in hex: a line of crashed-inputs.
std::string encoded_hex(const Input& board);

// Returns the inputs (hex) of report_dir/crashed-inputs.
std::vector<std::string> crashed_inputs(const std::string& report_dir);

}  // namespace slidercheck::fuzz_entry
