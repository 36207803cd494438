// The body of a sequence replay's process (sequence_replay.h), run after it
// was forked or exec'd (worker_exec.h), and the message it sends back.
// Internal to plugin/.
#pragma once

#include <cstdint>
#include <vector>

#include "child_protocol.h"
#include "slidercheck/plugin_loader.h"

namespace slidercheck::plugin::detail {

// What a sequence child reports: the first call that disagrees with the oracle
// (or -1), and the results of the first two calls.
struct SequenceMessage {
  std::int64_t failed_at = -1;
  Bitboard expected = 0, actual = 0;
  Bitboard results[2] = {0, 0};
  std::uint64_t made = 0;  // calls made (the parent checks it against the sequence)
};

// The sequence child on slot and channel fd: load, then make calls in order,
// each compared with the oracle; stops at the first that disagrees. Never returns.
// (through_entry: each call is one of its kind's batch entry, n = 1.)
[[noreturn]] void sequence_main(const CheckSpec& spec, const std::vector<Input>& calls, int slot,
                                int fd, bool through_entry = false);

}  // namespace slidercheck::plugin::detail
