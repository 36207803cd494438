// A sequence replay's process (sequence_worker.h).
#include "sequence_worker.h"

#include <unistd.h>

#include "check/cases/batch_entry.h"
#include "loader.h"
#include "sanitizers.h"
#include "slidercheck/oracle.h"

namespace slidercheck::plugin::detail {

void sequence_main(const CheckSpec& spec, const std::vector<Input>& calls, int slot, int fd,
                   bool through_entry) {
  g_slot = &g_shared->slots[slot];
  protect_others(slot);
  install_fatal_handlers();
  report_to_stderr();
  take_runtime_reports(&g_slot->runtime);
  g_slot->task.store(kTaskInit);
  const Loaded l = load(spec);
  if (l.status == kOverwritten) _exit(kExitOverwritten);
  if (l.status != kLoaded) _exit(70);
  Implementation engine = make_engine(spec, l);
  if (through_entry) engine.batch = enumeration::batch_entry_evaluator(engine);
  g_slot->task.store(0);
  SequenceMessage m;
  // The first two calls are always made (their results are compared with each
  // other), so a failure of the first does not end the sequence before the second.
  for (std::size_t i = 0; i < calls.size(); ++i) {
    const Bitboard actual = engine.eval(calls[i]);
    ++m.made;
    if (i < 2) m.results[i] = actual;
    const Bitboard expected = engine.expected(calls[i]);
    if (actual != expected && m.failed_at < 0) {
      m.failed_at = static_cast<std::int64_t>(i);
      m.expected = expected;
      m.actual = actual;
    }
    if (m.failed_at >= 0 && i >= 1) break;
  }
  if (!page_intact()) _exit(kExitOverwritten);
  g_slot->task.store(kTaskNone);
  send(fd, &m, sizeof m);
  _exit(0);
}

}  // namespace slidercheck::plugin::detail
