// A check's worker process (check_worker.h).
#include "check_worker.h"

#include <unistd.h>

#include "loader.h"
#include "logged_findings.h"
#include "profile_flush.h"
#include "sanitizers.h"

namespace slidercheck::plugin::detail {

namespace {

// Tells the parent that the page's key was found broken after task (the
// plugin wrote over it during the task), and ends.
[[noreturn]] void report_overwrite(int fd, int task) {
  Message m;
  m.type = Message::overwritten;
  m.task = task;
  write_message(fd, m);
  _exit(kExitOverwritten);
}

}  // namespace

void worker_main(const CheckSpec& spec, const std::vector<Task>& tasks, int slot, int fd,
                 bool probe_only, int control) {
  g_slot = &g_shared->slots[slot];
  protect_others(slot);
  install_fatal_handlers();
  report_to_stderr();
  take_runtime_reports(&g_slot->runtime);
  g_slot->task.store(kTaskInit);
  const Loaded l = load(spec);
  Message loaded = load_message(l);
  const ForkHooks& hooks = g_fork_hooks;
  if (probe_only && control >= 0 && l.status == kLoaded && hooks.fork_state)
    hooks.fork_state(loaded);
  write_message(fd, loaded);
  if (probe_only && loaded.serving && hooks.serve_forks) hooks.serve_forks(control, l);
  if (probe_only) _exit(0);
  if (l.status != kLoaded) _exit(70);
  g_slot->task.store(kTaskPrepare);
  Implementation engine = make_engine(spec, l);
  engine.record->history = &g_slot->history;
  // One-time set-up, outside every task's timing: the line tables in the
  // board's and the engine's numbering.
  prepare_line_tables();
  prepare_line_tables(engine.mapping.bits_to_engine());
  if (!page_intact()) report_overwrite(fd, kTaskPrepare);  // slidercheck_prepare, say
  g_slot->task.store(kTaskNone);
  const bool check_leaks = leak_checks_asked();
  for (;;) {
    const int t = g_shared->next_task.fetch_add(1);
    if (t >= static_cast<int>(tasks.size())) break;
    // A task counter gone back past the start was written over (the page's
    // key may have survived a write of that one word): the parent's plan
    // tells what was not checked.
    if (t < 0) break;
    Message begun;
    begun.type = Message::begun;
    begun.task = t;
    write_message(fd, begun);
    g_slot->task_calls.store(calls_made(g_slot->record, g_slot->history));
    g_slot->begun.store(t);
    g_slot->task.store(t);
    const std::size_t log_from = own_log_size();
    const KindResult r = run_task(engine, tasks[t], spec.options);
    check_channel(fd);  // while the slot still names the task
    if (!page_intact()) report_overwrite(fd, t);
    Message m;
    m.type = Message::result;
    m.task = t;
    m.cases = r.cases;
    m.interleaved = r.interleaved;
    m.entry_calls = r.entry_calls;
    m.seconds = r.seconds;
    m.diagnoses = r.diagnoses;
    if (r.mismatch) {
      m.has_mismatch = 1;
      m.input = r.mismatch->input;
      m.expected = r.mismatch->expected;
      m.actual = r.mismatch->actual;
      copy_text(m.law, sizeof m.law, r.mismatch->law);
      copy_text(m.note, sizeof m.note, r.mismatch->note);
    }
    // Leaks are looked for after each task (a worker's exit is _exit, which
    // LeakSanitizer's own check at exit never sees), so the task names them.
    // An error the runtime went on after (halt_on_error=0) is in the log only.
    m.log_from = log_from;
    m.logged_error = logged_error_since(log_from);
    m.leaked = check_leaks && leaks_found();
    g_slot->task.store(kTaskNone);
    write_message(fd, m);
    // After a leak this process would report the same leak again after every
    // task: it ends, and a fresh worker takes the next task (Pool::bury).
    if (m.leaked) break;
  }
  flush_profile(spec.plugin);  // check --coverage: before done, which may end the worker
  Message done;
  done.type = Message::done;
  write_message(fd, done);
  _exit(0);
}

}  // namespace slidercheck::plugin::detail
