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
// saves the input). docs/engine-fuzzing.md has a ClusterFuzzLite set-up.
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
  std::string subject;                // how reproduce commands name it (default: name)
  std::uint64_t law_sample = 64;      // every law on 1 input in law_sample
  std::string report_dir;             // where findings are saved (default: not saved)
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

// Checks one input against the registered engine (what LLVMFuzzerTestOneInput
// calls): returns 0, or aborts after reporting a finding.
int test_one_input(const std::uint8_t* data, std::size_t size);

}  // namespace slidercheck::fuzz_entry

#define SLIDERCHECK_FUZZ_ENTRY(...)                                      \
  [[maybe_unused]] static const bool slidercheck_fuzz_entry_registered = \
      ::slidercheck::fuzz_entry::register_engine(__VA_ARGS__)
