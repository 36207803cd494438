// The fuzz entry's side that only this tree sees: `slidercheck fuzz`'s driver
// (fuzz/engine/plugin_fuzzer.cpp) registers a loaded plugin as it is and runs
// the entry in its own modes (an engine's own target needs none of it).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "slidercheck/fuzz_entry.h"
#include "slidercheck/implementation.h"

namespace slidercheck::fuzz_entry {

// Registers engine as it is (a subject with its origin and numbering, e.g. a
// loaded plugin's, as `slidercheck fuzz` does); report_dir empty: not saved.
bool register_implementation(const Implementation& engine, std::uint64_t law_sample,
                             const std::string& report_dir);

// Returns the call that data makes of the registered engine (a kind it does
// not provide replaced by one it does), in the board's numbering; nothing
// for a direction the engine does not cover (test_one_input skips those).
std::optional<Input> input_of(const std::uint8_t* data, std::size_t size);

// How `slidercheck fuzz`'s driver runs the entry (an engine's own target
// needs none of it).
struct DriverMode {
  // Each distinct finding (its signature: kind, law, "mismatch") is reported
  // and saved once, its signature file signature-HASH in the report directory
  // made by the first process (fork-mode children share it; a signature file
  // found there is touched, not reported again), and fuzzing goes on instead
  // of aborting. The calls listed in the report directory's crashing-calls
  // (one a line, as check's options) are answered by the oracle, not
  // made: a crash already met does not stop the next process on that call.
  bool keep_going = false;
  // When >= 0: every call of the engine is written there, one line before it
  // is made ("LAW OPTION VALUE ...": the law that makes it, "oracle" for the
  // input's own call, and the call as check's options), so the last line
  // after a crash names the call that crashed.
  int calls_log = -1;
  // When > 0: the inputs after the first max_inputs of the process (each of
  // libFuzzer's executions, its empty first one included) are not checked:
  // libFuzzer runs every corpus input once before it counts -runs, so a
  // --runs N below the corpus's size still checks exactly N.
  std::uint64_t max_inputs = 0;
  // Replaying files: an input whose position is malformed or outside the
  // engine's domain is one line on standard error ("slidercheck: error: the
  // fuzz input's position ...") and exit status 2, not a skipped input.
  bool refuse_outside_domain = false;
};
void set_driver_mode(const DriverMode& mode);

}  // namespace slidercheck::fuzz_entry
