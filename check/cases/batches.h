// The batched checking path (internal to check/): subjects evaluated in
// batches (impl.batch, a child process behind a pipe) get the cases of a
// checking loop in batches, and the calls of the law cases prefetched.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "check/cases/checked_calls.h"
#include "slidercheck/check.h"
#include "slidercheck/implementation.h"

namespace slidercheck::enumeration {

// The batched checking path (impl.batch: a child process behind a pipe): the
// enumeration's cases (made in the engine's numbering) are collected,
// kBatchCases at a time, and evaluated in batches, two in flight (the next is
// started before the previous one's results are compared, so the engine works
// while the cases are made); the first mismatch, in enumeration order, is kept.
constexpr std::size_t kBatchCases = 4096;

class Batcher {
 public:
  Batcher(const Implementation& impl, Kind kind) : impl_(impl), kind_(kind) {
    for (Slot& s : slots_) {
      s.inputs.reserve(kBatchCases);
      s.expected.reserve(kBatchCases);
      s.actual.resize(kBatchCases);
    }
  }
  Batcher(const Batcher&) = delete;
  Batcher& operator=(const Batcher&) = delete;
  // Adds one case (in the engine's numbering); returns false once a mismatch was found.
  bool add(const Input& in, Bitboard expected) {
    Slot& s = slots_[current_];
    s.inputs.push_back(in);
    s.expected.push_back(expected);
    return s.inputs.size() < kBatchCases || send();
  }
  // Evaluates every case collected; returns false when one mismatched (kept in first).
  bool flush() {
    if (!first_ && !slots_[current_].inputs.empty()) send();
    if (in_flight_) compare(slots_[1 - current_]);
    in_flight_ = false;
    return !first_;
  }
  const std::optional<Mismatch>& first() const { return first_; }

 private:
  struct Slot {
    std::vector<Input> inputs;
    std::vector<Bitboard> expected, actual;
  };
  // Starts the current slot's batch, then compares the one in flight before it.
  bool send();
  // Waits for the oldest batch in flight (slot s) and compares its results.
  void compare(Slot& s);

  const Implementation& impl_;
  Kind kind_;
  Slot slots_[2];
  int current_ = 0;
  bool in_flight_ = false;  // the other slot's batch was started and not compared
  std::optional<Mismatch> first_;
};

// Returns impl answering, from one batch per kind, the calls the laws make on
// the first `laws` random inputs of kind (see batches.cpp: the law cases run
// against the oracle first, recording every call; those calls go to the engine
// in batches; the laws then run against the answers).
Implementation prefetch_law_calls(const Implementation& impl, Kind kind, std::uint64_t seed,
                                  std::uint64_t laws);

}  // namespace slidercheck::enumeration
