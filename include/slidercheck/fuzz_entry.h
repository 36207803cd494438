// slidercheck::fuzz_entry: a libFuzzer entry (LLVMFuzzerTestOneInput) for an
// engine's own repository, like the conformance library: the engine registers
// its attack functions, and every fuzz input is one call checked against the
// oracle (plus every law on a sample). Link with slidercheck::fuzz_entry and
// the fuzzing engine ($LIB_FUZZING_ENGINE, or -fsanitize=fuzzer):
//
//   #include "slidercheck/fuzz_entry.h"
//
//   SLIDERCHECK_FUZZ_ENTRY(slidercheck::fuzz_entry::Engine{
//       .name = "my_engine",
//       .functions = slidercheck::KindFunctions<slidercheck::Bitboard>{}
//                        .set(slidercheck::Kind::rook_attacks, &my_rook_attacks)
//                        .set(slidercheck::Kind::bishop_attacks, &my_bishop_attacks),
//       .mapping = "a1,b1"});
//
// Input bytes decode as fuzz/input_codec.h says; a kind the engine does not
// provide is replaced by one it does. A mismatch is shrunk, printed as
// `slidercheck check` prints one, saved beside the crash file when
// $SLIDERCHECK_FUZZ_REPORT_DIR is set, and the process aborts (libFuzzer
// saves the input) through a frame named for the kind and one named for the
// law (wrong::rook_attacks, by_law::oracle), so that a fuzzing service that
// groups crashes by their top frames keeps one crash per wrong function.
// docs/engine-fuzzing.md has a ClusterFuzzLite set-up.
//
// Run with $SLIDERCHECK_FUZZ_WRITE_SEEDS=DIR (and $SLIDERCHECK_FUZZ_WRITE_DICT=FILE),
// a target writes seed inputs for every kind into DIR (and libFuzzer's
// dictionary into FILE) and exits 0 before fuzzing: a build script makes its
// seed corpus and .dict that way.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "slidercheck/implementation.h"

namespace slidercheck::fuzz_entry {

// An engine to fuzz: its functions in its own square numbering.
struct Engine {
  std::string name = "engine";
  KindFunctions<Bitboard> functions;  // set with .set(Kind, function pointer)
  std::string mapping = "a1,b1";      // its squares 0 and 1 (slidercheck/plugin.h)
  std::string bit_mapping;            // its bits 0 and 1 when numbered apart (default: mapping)
  std::string pawn_sides = "board";   // board or relative (slidercheck_pawn_sides)
  std::string subject;                // how reproduce commands name it (default: name)
  std::uint64_t law_sample = 64;      // every law on 1 input in law_sample
  std::string report_dir;             // where findings are saved (default: not saved)
  void (*init)() = nullptr;           // called once, before the first input (tables, caches)
};

// Registers the engine LLVMFuzzerTestOneInput checks (the last one registered).
// Returns true; exits 2 with a one-line error on a bad mapping or no function.
bool register_engine(const Engine& engine);

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

// Writes seed inputs for every kind of the kind table into dir (made when
// needed; files seed-KIND-N, 43 bytes each) and, when dict is not empty,
// libFuzzer's dictionary there (the 8-byte little-endian line masks, edges
// and boards). Returns false when a file cannot be written.
bool write_seeds(const std::string& dir, const std::string& dict);

// Checks one input against the registered engine (what LLVMFuzzerTestOneInput
// calls): returns 0, or aborts after reporting a finding.
int test_one_input(const std::uint8_t* data, std::size_t size);

}  // namespace slidercheck::fuzz_entry

#define SLIDERCHECK_FUZZ_ENTRY(...)                                      \
  [[maybe_unused]] static const bool slidercheck_fuzz_entry_registered = \
      ::slidercheck::fuzz_entry::register_engine(__VA_ARGS__)
