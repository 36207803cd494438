// The plugin forges the worker's result on its channel to the checker (fd
// 10): in its $HOSTILE_FORGE_CALL-th call (1 by default) it writes a
// well-framed result of the plan's only task (it provides rook_attacks alone)
// with $HOSTILE_FORGED_CASES cases (1000 by default) and no mismatch, then the
// worker's "done", and ends the process with status 0, as a worker that
// finished its tasks does. The frames are the checker's own (its protocol
// header): the worker's load report is its message 0 and its "begun" its
// message 1, so these are 2 and 3. Only the parent's own count of the task's
// cases tells that it did not check them all.
#include <unistd.h>

#include <cstdlib>

#include "plugin/child_protocol.h"
#include "slidercheck/plugin.h"
#include "walker.h"

namespace {

using slidercheck::plugin::detail::Message;

void send(const Message& m) {
  if (write(10, &m, sizeof m) < 0) {
  }
}

std::uint64_t env_number(const char* name, std::uint64_t otherwise) {
  const char* text = std::getenv(name);
  return text && *text ? std::strtoull(text, nullptr, 10) : otherwise;
}

}  // namespace

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  static std::uint64_t calls;
  if (++calls == env_number("HOSTILE_FORGE_CALL", 1)) {
    Message result;
    result.sequence = 2;
    result.type = Message::result;
    result.task = 0;
    result.cases = env_number("HOSTILE_FORGED_CASES", 1000);
    send(result);
    Message done;
    done.sequence = 3;
    done.type = Message::done;
    send(done);
    _exit(0);
  }
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
