// The engine call in flight in a fuzzing process that goes on after crashes
// (keep_going): a crash inside it (a fatal signal, or an AddressSanitizer
// report, a UBSan error report) appends that call to REPORT_DIR/crashed-inputs,
// a line each: its encoded input (fuzz/input_codec.h) in hex, a space and why
// ("signal SIGSEGV", "AddressSanitizer heap-buffer-overflow",
// "UndefinedBehaviorSanitizer signed integer overflow: ...", UBSan's message). `slidercheck fuzz`
// reports a recorded call its triage did not reach from that record. The
// fuzzing processes started after it
// read the file and answer those calls by the oracle instead of making them,
// so a fork-mode run meets a crashing call about once, not once per child.
#pragma once

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
