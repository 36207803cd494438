// bench's timed loops (bench_command.cpp): an engine's function of a kind
// called on input arrays through its pointer or its batch entry
// (slidercheck/plugin.h), the inputs independent (Chess_Movegen's way) or
// each depending on the previous result (latency), with the seconds and the
// cycles each measurement took.
#pragma once

#include <cstdint>
#include <vector>

#include "slidercheck/implementation.h"

namespace slidercheck::cli {

// One kind's input set, as arrays (the timed loops read only these).
// The inputs as columns: the kind's bitboard arguments in C order in a, b, c,
// the others (squares, directions, colors) in n, m; n holds one entry per input
// even when the kind takes no such argument.
struct Inputs {
  std::vector<Bitboard> a, b, c;
  std::vector<int> n, m;
};

// How a measurement calls the function: once per input through its plain
// pointer, or once per pass through its batch entry.
enum class CallMode { pointer, batch };

// The cycle counter: the CPU's cycles from the kernel's perf events (user
// space only) where it gives them, otherwise the time-stamp counter.
class CycleCounter {
 public:
  CycleCounter();
  ~CycleCounter();
  CycleCounter(const CycleCounter&) = delete;
  CycleCounter& operator=(const CycleCounter&) = delete;
  // "perf" (CPU cycles) or "tsc" (time-stamp counter ticks).
  const char* source() const { return fd_ >= 0 ? "perf" : "tsc"; }
  std::uint64_t now() const;

 private:
  int fd_ = -1;
};

// What one measurement took.
struct Timing {
  double seconds = 0;
  double cycles = 0;
};

// Returns what `passes` passes of impl's function of kind over x took,
// called as mode says (batch: impl must have kind's batch entry);
// dependent: each call's first argument XORed with the previous result
// masked by a zero the compiler cannot see, so that each call waits for the
// previous one (a batch entry is then called with one input at a time). An
// incremental engine's prepare(occ) runs before each of its pointer calls.
Timing run_passes(const Implementation& impl, Kind kind, const Inputs& x, std::uint64_t passes,
                  CallMode mode, bool dependent, const CycleCounter& counter);

}  // namespace slidercheck::cli
