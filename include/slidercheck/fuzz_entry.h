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
//       .functions = slidercheck::fuzz_entry::Functions{}
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
#include <string>
#include <type_traits>
#include <vector>

#include "slidercheck/types.h"

namespace slidercheck::fuzz_entry {

namespace detail {
// The letter of a parameter or result type in a signature: B a bitboard, i an
// int (a square, a direction, a color), P a position by const pointer; ? any
// other type (which fits no kind).
template <class T>
constexpr char type_letter() {
  if constexpr (std::is_same_v<T, Bitboard>) return 'B';
  if constexpr (std::is_same_v<T, int>) return 'i';
  if constexpr (std::is_same_v<T, const Position*>) return 'P';
  return '?';
}
// A function type's signature as text, e.g. "B(Bi)" for Bitboard(Bitboard, int).
template <class R, class... A>
inline constexpr char signature[] = {type_letter<R>(), '(', type_letter<A>()..., ')', '\0'};
template <class R, class... A>
constexpr const char* signature_of(R (*)(A...)) {
  return signature<R, A...>;
}
}  // namespace detail

// The engine's functions: one function pointer per kind it provides, in its
// own numbering. register_engine checks each one's type against its kind's
// (docs/kinds.md) and exits 2 with a one-line error when it does not fit.
class Functions {
 public:
  // Sets kind's function.
  template <class R, class... A>
  Functions& set(Kind kind, R (*fn)(A...)) {
    entries_.push_back({kind, reinterpret_cast<void (*)()>(fn), detail::signature_of(fn)});
    return *this;
  }
  // The dir8 values the multi-slider kinds cover (bit d set: direction d).
  std::uint8_t directions = 0xFF;

  struct Entry {
    Kind kind;
    void (*fn)();           // the function, type-erased
    const char* signature;  // its type, as detail::signature says
  };
  // Returns the functions set, in the order they were.
  const std::vector<Entry>& entries() const { return entries_; }

 private:
  std::vector<Entry> entries_;
};

// An engine to fuzz: its functions in its own square numbering.
struct Engine {
  std::string name = "engine";
  Functions functions;               // set with .set(Kind, function pointer)
  std::string mapping = "a1,b1";     // its squares 0 and 1 (slidercheck/plugin.h)
  std::string bit_mapping;           // its bits 0 and 1 when numbered apart (default: mapping)
  std::string pawn_sides = "board";  // board or relative (slidercheck_pawn_sides)
  std::string subject;               // how reproduce commands name it (default: name)
  std::uint64_t law_sample = 64;     // every law on 1 input in law_sample
  std::string report_dir;            // where findings are saved (default: not saved)
  void (*init)() = nullptr;          // called once, before the first input (tables, caches)
};

// Registers the engine LLVMFuzzerTestOneInput checks (the last one registered).
// Returns true; exits 2 with a one-line error on a bad mapping, a function
// whose type does not fit its kind, or no function.
SLIDERCHECK_API bool register_engine(const Engine& engine);

// Writes seed inputs for every kind of the kind table into dir (made when
// needed; files seed-KIND-N, 107 bytes each) and, when dict is not empty,
// libFuzzer's dictionary there (the 8-byte little-endian line masks, edges
// and boards). Returns false when a file cannot be written.
SLIDERCHECK_API bool write_seeds(const std::string& dir, const std::string& dict);

// Checks one input against the registered engine (what LLVMFuzzerTestOneInput
// calls): returns 0, or aborts after reporting a finding.
SLIDERCHECK_API int test_one_input(const std::uint8_t* data, std::size_t size);

}  // namespace slidercheck::fuzz_entry

#define SLIDERCHECK_FUZZ_ENTRY(...)                                      \
  [[maybe_unused]] static const bool slidercheck_fuzz_entry_registered = \
      ::slidercheck::fuzz_entry::register_engine(__VA_ARGS__)
