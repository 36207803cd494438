// The worker processes of a check (worker_pool.h). Each worker loads the engine,
// reports its load, then takes tasks from the shared counter; it records the
// input of every call in its slot before making it, so when it dies on a
// signal, or a call outlives the timeout (the parent watches a per-call counter
// and kills the child's group with SIGKILL), the parent can name the function
// and the input. Every worker reports its load first; one that ends before its
// first task is a failed load, retried kMaxLoadAttempts times in all.
#include "worker_pool.h"

#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>

#include "loader.h"
#include "logged_findings.h"
#include "planned_cases.h"
#include "progress.h"
#include "sanitizers.h"
#include "slidercheck/sanitizer_report.h"
#include "symbolize.h"
#include "worker_exec.h"

namespace slidercheck::plugin::detail {

Worker spawn_on(const WorkerJob& job, const iso::Log& log) {
  const int slot = job.slot;
  Slot& s = g_shared->slots[slot];
  s.record.calls.store(0);
  s.record.in_call.store(0);
  s.record.input = Input{};
  s.record.history = nullptr;
  s.record.numbering = Mapping{};
  s.task.store(kTaskInit);
  s.begun.store(kTaskNone);
  s.signal.store(0);
  s.task_calls.store(0);
  s.channel_broken.store(0);
  s.guard = g_key;  // its former worker's write over it was seen (Pool::bury)
  s.load_phase.store(kPhaseNone);
  s.fault.count.store(0);
  s.runtime.present.store(0);
  s.record.run = NumberedCalls{};
  s.history.count = 0;
  s.history.frozen = 0;
  for (NumberedCalls& run : s.history.runs) run = NumberedCalls{};
  s.history.runs_begun = 0;
  s.history.forgotten = 0;
  Worker w;
  w.slot = slot;
  w.log = WorkerLog(log);
  w.sanitized = job.spec && worker_sanitized(job.spec->plugin, job.spec->sanitizer_runtimes);
  if (job.spec) w.init_timeout = job.spec->init_timeout_seconds;
  if (g_fork_spawn && g_fork_spawn(job, w)) return w;
  // A probe asked to serve forks gets a control socket, on kChannelFd + 1
  // (forked) or kControlFd (exec'd).
  int control[2] = {-1, -1};
  if (job.serve && socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, control) != 0)
    control[0] = control[1] = -1;
  WorkerJob run = job;
  run.serve = control[1] >= 0;
  run.control = run.serve ? iso::kChannelFd + 1 : -1;
  auto exec = exec_worker(run, g_shared_fd);
  const int job_fd = exec ? exec->fds.back() : -1;
  if (exec && run.serve) exec->fds.push_back(control[1]);
  std::vector<int> keep;
  if (!exec && run.serve) keep.push_back(control[1]);
  // A fork server runs without the supervisor's filter: every worker forked
  // from it installs its own (no second listener can be installed under one).
  w.child = iso::spawn([&](int fd) { run_job(run, fd); }, w.log.get(), -1, exec ? &*exec : nullptr,
                       keep, !run.serve);
  if (exec) close(job_fd);  // the job's memfd: the worker has it
  if (control[1] >= 0) close(control[1]);
  w.control = control[0];
  if (w.child.pid < 0) {
    std::perror("slidercheck: fork");
    std::exit(3);
  }
  return w;
}

namespace {

// Starts a worker (or, probe_only, the probe: it loads, reports, ends) on slot.
Worker spawn(const CheckSpec& spec, const std::vector<Task>& tasks, int slot, bool probe_only,
             const iso::Log& log) {
  return spawn_on(WorkerJob{.type = WorkerJob::check,
                            .spec = &spec,
                            .slot = slot,
                            .probe_only = probe_only,
                            .tasks = &tasks},
                  log);
}

// Returns the task of the first result message framed in bytes, or kTaskNone.
int task_after(const std::string& bytes) {
  const std::string magic(reinterpret_cast<const char*>(&kMagic), sizeof kMagic);
  const std::size_t at = bytes.find(magic);
  if (at == std::string::npos || bytes.size() - at < sizeof(Message)) return kTaskNone;
  Message m;
  std::memcpy(&m, bytes.data() + at, sizeof m);
  return m.type == Message::result ? m.task : kTaskNone;
}

// Moves the complete messages in the worker's pipe buffer to its messages.
void take_messages(Worker& w) {
  std::string& b = w.child.buffer;
  if (w.bad_frame) return;
  std::size_t at = 0;
  for (; b.size() - at >= sizeof(Message); at += sizeof(Message)) {
    Message m;
    std::memcpy(&m, b.data() + at, sizeof m);
    if (!well_framed(m, w.received)) {
      // The plugin wrote to the pipe: nothing after can be trusted, but the
      // bytes are kept for damaged_task.
      w.bad_frame = true;
      b.erase(0, at);
      return;
    }
    ++w.received;
    if (m.type == Message::done) w.done = true;
    if (m.type == Message::probe && !w.has_load) {
      w.has_load = true;
      w.load = m;
      w.loaded = m.load_status == kLoaded;
      w.task = kTaskNone;
    }
    if (m.type == Message::begun) w.task = m.task;
    if (m.type == Message::overwritten) w.overwrote = true;
    if (m.type == Message::result) {
      ++w.results;
      w.last_result = m.task;
      // A result is for the task the worker said it began (else its own
      // memory, or the task counter, was written over).
      if (w.tracked && m.task != w.task) w.bad_result = true;
      w.task = kTaskNone;
    }
    w.messages.push_back(m);
  }
  b.erase(0, at);
}

// Returns the task in which the plugin damaged w's channel, read once the
// worker is gone: the task of the first result framed after the plugin's
// bytes, else the task the worker had begun and not reported (it ended, or
// was ended, inside it), else kTaskNone.
int damaged_task(const Worker& w) {
  const std::string& b = w.child.buffer;
  const int framed = b.empty() ? kTaskNone : task_after(b.substr(1));
  if (framed != kTaskNone) return framed;
  if (w.tracked) return w.task;
  const int begun = g_shared->slots[w.slot].begun.load();
  return begun != w.last_result ? begun : kTaskNone;
}

}  // namespace

bool channel_damaged(const Worker& w) {
  return w.bad_frame || g_shared->slots[w.slot].channel_broken.load();
}

// Whether w is where the call deadline (--timeout) holds: inside a call
// into the engine, loading and in slidercheck_init, between tasks. Elsewhere
// (the checker's own set-up and work between calls, a leak check after a
// task) the deadline is idle_deadline's: no state of a worker goes
// unwatched, whatever its slot says (a plugin can write it).
bool on_call_deadline(const Worker& w, const Slot& s) {
  return s.record.in_call.load() || w.task == kTaskInit ||
         (w.task == kTaskNone && s.task.load() != kTaskPrepare);
}

bool loading(const Worker& w, const Slot& s) {
  return !w.has_load && (w.tracked ? w.task == kTaskInit : s.task.load() == kTaskInit);
}

bool overwrote_page(const Worker& w) {
  const int status = w.child.status;
  return w.overwrote || !slot_intact(w.slot) ||
         (w.has_load && w.load.load_status == kOverwritten) ||
         (!w.child.running && WIFEXITED(status) && WEXITSTATUS(status) == kExitOverwritten);
}

bool plugin_act(const Worker& w) {
  return channel_damaged(w) || w.child.supervisor_killed || w.child.checker_stopped;
}

std::uint64_t progress(const Slot& s) {
  return calls_made(s.record, s.history) ^ (static_cast<std::uint64_t>(s.task.load() + 8) << 48);
}

bool reporting(const Worker& w, double limit) {
  return w.sanitized && w.watchdog.idle_seconds() < limit + kReportGraceSeconds && w.log.get() &&
         has_sanitizer_error(w.log.get()->last(1 << 16));
}

Death describe_death(const Worker& w, bool timed_out, double timeout) {
  const Slot& s = g_shared->slots[w.slot];
  const int status = w.child.status;
  Death d;
  d.task = w.tracked ? w.task : s.task.load();
  d.timeout = timed_out;
  if (overwrote_page(w)) {
    // Nothing the slot says is believed (its channel flag neither): no
    // input, no frame, no task but the one its messages named.
    d.overwritten = true;
    d.timeout = false;
    d.what = kOverwrote;
    return d;
  } else if (channel_damaged(w)) {
    d.what = channel_error();
    if (const int t = damaged_task(w); t != kTaskNone) d.task = t;
    return d;  // after the call that did it, maybe: no input
  } else if (w.child.supervisor_killed) {
    d.what = "the plugin " + iso::supervisor_kill();
  } else if (w.child.checker_stopped) {
    d.what = "the plugin " + iso::checker_stop();
  } else if (timed_out && w.tracked && !on_call_deadline(w, s)) {
    char text[96];
    std::snprintf(text, sizeof text, "timeout: no call made within %g s (none in progress)",
                  idle_deadline(timeout));
    d.what = text;
  } else if (timed_out && loading(w, s)) {
    char text[96];
    std::snprintf(text, sizeof text,
                  "timeout: no return within %g s, the init deadline (--init-timeout)",
                  w.init_timeout);
    d.what = text;
  } else if (timed_out) {
    char text[64];
    std::snprintf(text, sizeof text, "timeout: no return within %g s", timeout);
    d.what = text;
  } else if (s.signal.load()) {
    d.what = "signal " + iso::signal_text(s.signal.load());
  } else if (WIFSIGNALED(status)) {
    d.what = "signal " + iso::signal_text(WTERMSIG(status));
  } else {
    d.what = "exited with status " + std::to_string(WEXITSTATUS(status)) + " during the check";
  }
  // The plugin's kill of its supervisor or stop of the checker ends the worker
  // inside the call that did it (held by the supervisor's filter), or, done
  // some other way, as soon as the supervisor sees it: its latest call, even
  // when it has returned since, is the one to blame.
  const bool hit_checker = w.child.supervisor_killed || w.child.checker_stopped;
  if ((s.record.in_call.load() || hit_checker) && d.task != kTaskInit) {
    d.input = latest_call(s.record, s.history);
    if (!d.input) d.batch = entry_batch_calls(s.record, s.history);
  }
  return d;
}

std::optional<CodeFrame> crash_frame_of(const Worker& w, const std::string& path) {
  if (path.empty()) return std::nullopt;
  return first_fault_frame(g_shared->slots[w.slot].fault, path);
}

std::optional<SanitizerReport> sanitizer_report_of(const Worker& w, const std::string& path) {
  if (!w.sanitized) return std::nullopt;
  auto report = worker_sanitizer_report(g_shared->slots[w.slot].runtime, w.log.text(), path);
  if (report && !path.empty()) {
    const CodeFrame frame = resolve_frame({report->function, report->location}, path);
    report->function = frame.function;
    report->location = frame.location;
  }
  return report;
}

CheckOutcome::LoadCrash load_crash_of(const Worker& w, const CheckSpec& spec, bool timed_out) {
  CheckOutcome::LoadCrash c;
  c.where = phase_words(g_shared->slots[w.slot].load_phase.load());
  if (c.where.empty()) c.where = kWhileLoadingOrInit;
  if (timed_out) return c;
  c.sanitizer = sanitizer_report_of(w, spec.plugin);
  if (!c.sanitizer) c.frame = crash_frame_of(w, spec.plugin);
  return c;
}

void set_load_crash(CheckOutcome& outcome, const Worker& w, const CheckSpec& spec, bool timed_out,
                    const std::string& suffix) {
  const Death d = describe_death(w, timed_out, spec.timeout_seconds);
  CheckOutcome::LoadCrash c = load_crash_of(w, spec, timed_out);
  if (c.sanitizer) {
    outcome.exit_code = 1;
    outcome.error = "the plugin's " + c.sanitizer->sanitizer + " reported " +
                    c.sanitizer->error_type + " " + c.where + suffix;
  } else {
    outcome.exit_code = 3;
    outcome.error = load_death_error("the plugin", timed_out, d.what,
                                     g_shared->slots[w.slot].load_phase.load()) +
                    suffix;
  }
  outcome.load_crash = std::move(c);
}

namespace {

// Runs w until it ends or its watchdog fires (limit seconds); returns whether
// it timed out.
bool run_to_end(Worker& w, double limit) {
  for (;;) {
    iso::wait_for_output({&w.child}, kPollMs);
    take_messages(w);
    if (w.has_load && w.load.serving) return false;  // a fork server: it stays
    if (iso::reap_if_exited(w.child)) break;
    if (w.bad_frame) {
      iso::kill(w.child);
      return false;
    }
    const Slot& s = g_shared->slots[w.slot];
    if (w.watchdog.expired(progress(s), true, loading(w, s) ? w.init_timeout : limit)) {
      iso::kill(w.child);
      take_messages(w);
      return true;
    }
  }
  take_messages(w);
  return false;
}

}  // namespace

std::optional<Message> run_probe(const CheckSpec& spec, CheckOutcome& outcome, const iso::Log& log,
                                 Worker* server) {
  Worker w = spawn_on(WorkerJob{.type = WorkerJob::check,
                                .spec = &spec,
                                .slot = 0,
                                .probe_only = true,
                                .serve = server != nullptr},
                      log);
  const bool timed_out = run_to_end(w, spec.timeout_seconds);
  if (w.has_load) {
    const Message load = w.load;
    if (server && load.serving && w.child.running && !w.bad_frame) {
      *server = std::move(w);
    } else {
      if (w.control >= 0) close(w.control);
      w.control = -1;
    }
    return load;
  }
  if (w.control >= 0) close(w.control);
  if (overwrote_page(w)) {
    outcome.exit_code = 3;
    outcome.error = std::string(kOverwrote) + (timed_out ? " and hung" : "") + kWhileLoading;
  } else if (plugin_act(w)) {
    outcome.exit_code = 3;
    outcome.error = describe_death(w, timed_out, spec.timeout_seconds).what + kWhileLoading;
  } else {
    set_load_crash(outcome, w, spec, timed_out);
  }
  w.log.hand_over();
  outcome.plugin_output = log.tail();
  return std::nullopt;
}

FunctionResult& result_of(CheckOutcome& outcome, Kind kind) {
  for (FunctionResult& r : outcome.results)
    if (r.kind == kind) return r;
  return outcome.results.front();
}

namespace {

// A check's workers, seen from the parent while they run.
struct Pool {
  const CheckSpec& spec;
  const std::vector<Task>& tasks;
  CheckOutcome& outcome;
  const iso::Log& log;
  Progress progress_line;
  FunctionsDone functions_done;
  const int n_tasks = static_cast<int>(tasks.size());
  std::vector<Worker> workers;
  PoolEnd end;
  // By task of the plan: its result came, or its worker ended inside it (a
  // crash of its own). What the parent counts the verdict on.
  std::vector<char> accounted = std::vector<char>(tasks.size(), 0);
  // Each task's count of cases, as the parent's own plan makes it.
  const PlannedCases planned = PlannedCases(spec, outcome, tasks);
  bool stopped = false;  // the page was written over: no worker is started again

  Worker spawn_worker(int slot);
  void start();
  void handle_messages(Worker& w);
  void record_logged_error(const Worker& w, const Message& m);
  void bury(Worker& w, bool timed_out);
  void record_overwrite(const Worker& w, const Death& d);
  void stop(const std::string& why);
  void check_page();
  void account_unchecked();
  void run();
};

Worker Pool::spawn_worker(int slot) {
  Worker w = spawn(spec, tasks, slot, false, log);
  w.tracked = true;
  return w;
}

// Spawns the workers: spec.workers, at most one per core, per task and kMaxWorkers.
void Pool::start() {
  const int n_workers = std::clamp(
      std::min(spec.workers, static_cast<int>(std::max(1u, std::thread::hardware_concurrency()))),
      1, std::min(kMaxWorkers, std::max(1, n_tasks)));
  for (int i = 0; i < n_workers; ++i) workers.push_back(spawn_worker(i));
}

// Merges w's result messages into outcome.results (and keeps the calls before
// its first mismatch).
void Pool::handle_messages(Worker& w) {
  take_messages(w);
  for (const Message& m : w.messages) {
    if (m.type != Message::result) continue;
    // A result counts once, for a task of the plan the worker began.
    if (w.bad_result || m.task < 0 || m.task >= n_tasks || accounted[m.task]) {
      w.bad_result = true;
      continue;
    }
    accounted[m.task] = 1;
    // Its count of cases is held to the plan's: a task that checked fewer
    // (or more) than planned was not checked as planned, and is no pass.
    if (const std::string misfit = planned.misfit(m.task, m); !misfit.empty()) {
      FunctionResult& f = result_of(outcome, tasks[m.task].kind);
      if (f.status != FunctionResult::Status::crash &&
          f.status != FunctionResult::Status::timeout) {
        f.status = FunctionResult::Status::crash;
        f.crash = "not checked: " + misfit;
      }
      progress_line.task_done(m.task);
      task_ended(spec, functions_done, static_cast<std::size_t>(m.task), outcome);
      continue;
    }
    KindResult r;
    r.kind = tasks[m.task].kind;
    r.cases = m.cases;
    r.interleaved = m.interleaved;
    r.entry_calls = m.entry_calls;
    r.seconds = m.seconds;
    r.diagnoses = m.diagnoses;
    if (m.has_mismatch) {
      // The worker's calls up to its first mismatch (frozen then).
      const CallHistory& h = g_shared->slots[w.slot].history;
      if (!w.history_taken && h.frozen) {
        w.history_taken = true;
        end.histories[m.task] = recorded_calls(g_shared->slots[w.slot].record, h);
      }
      Mismatch mm;
      mm.impl = outcome.name;
      mm.subject = outcome.subject;
      mm.law = m.law;
      mm.note = m.note;
      mm.input = m.input;
      mm.expected = m.expected;
      mm.actual = m.actual;
      r.mismatch = mm;
    }
    merge(outcome.results, r, static_cast<std::uint64_t>(m.task));
    if (m.leaked || m.logged_error) record_logged_error(w, m);
    progress_line.task_done(m.task);
    task_ended(spec, functions_done, static_cast<std::size_t>(m.task), outcome);
  }
  w.messages.clear();
}

// Records the sanitizer's report that w logged during task m without dying
// (a leak found after it, an error under halt_on_error=0): a finding of the
// function its stack names (else the task's), with no input.
void Pool::record_logged_error(const Worker& w, const Message& m) {
  if (!w.sanitized || !w.log.get()) return;
  const std::string text =
      m.leaked ? w.log.text() : w.log.get()->since(m.log_from, std::size_t{1} << 20);
  const auto report = parse_sanitizer_report(
      m.leaked ? text.substr(std::min(text.rfind("ERROR: LeakSanitizer"), text.size())) : text,
      spec.plugin);
  const Kind kind = reported_kind(text, m.leaked ? "ERROR: LeakSanitizer" : "", tasks[m.task].kind);
  FunctionResult& r = result_of(outcome, kind);
  const bool first =
      r.status != FunctionResult::Status::crash && r.status != FunctionResult::Status::timeout;
  record_logged(r, report,
                m.leaked ? "memory leaked (LeakSanitizer's check after each task)"
                         : "a sanitizer's error logged while the call went on (halt_on_error=0)");
  if (first) r.output = tail_with_error(text, 12);
}

// A worker has ended (reaped, its pipe closed): records why, replaces it.
void Pool::bury(Worker& w, bool timed_out) {
  handle_messages(w);
  // Bytes left that make no whole message are the plugin's too (its own
  // messages are written whole).
  if (!w.child.buffer.empty()) w.bad_frame = true;
  const int status = w.child.status;
  // A stopped checker found by the supervisor only after its worker's last
  // task (it ran on meanwhile) is still the plugin's act: its latest call.
  if (w.done && !w.bad_frame && !timed_out && WIFEXITED(status) && WEXITSTATUS(status) == 0 &&
      !w.child.checker_stopped) {
    // Done before the tasks ran out: it retired after a leak; a fresh one goes on.
    if (!stopped && g_shared->next_task.load() < n_tasks) w = spawn_worker(w.slot);
    return;
  }
  const Death d = describe_death(w, timed_out, spec.timeout_seconds);
  if (d.overwritten) {
    record_overwrite(w, d);
    w.log.hand_over();
    stop(std::string(kOverwrote) + ", and the check stopped");
    return;
  }
  const bool in_task = d.task >= 0 && d.task < n_tasks;
  if (in_task || (w.child.checker_stopped && d.input)) {
    // The function of the call in progress (a task that calls several, the
    // interleaved one, is charged to the one that crashed), else the task's.
    FunctionResult& r = result_of(outcome, d.input ? d.input->kind : tasks[d.task].kind);
    if (r.status != FunctionResult::Status::crash && r.status != FunctionResult::Status::timeout) {
      r.status = d.timeout ? FunctionResult::Status::timeout : FunctionResult::Status::crash;
      r.crash = d.what;
      r.crash_input = d.input;
      r.crash_batch = d.batch.size();
      if (!d.batch.empty()) end.entry_batches[r.kind] = d.batch;
      // The worker's calls up to the crash or hang (when its history still runs).
      const Slot& s = g_shared->slots[w.slot];
      if (d.input && !s.history.frozen)
        end.crash_histories[r.kind] = recorded_calls(s.record, s.history);
      // The worker's own output holds its report, and no other worker's.
      if (d.input && !d.timeout) r.sanitizer = sanitizer_report_of(w, spec.plugin);
      if (!d.timeout && !r.sanitizer) r.crash_frame = crash_frame_of(w, spec.plugin);
      r.output = w.log.tail();
    }
    if (in_task) {
      accounted[d.task] = 1;
      task_ended(spec, functions_done, static_cast<std::size_t>(d.task), outcome);
    }
  } else if (channel_damaged(w)) {
    if (end.channel_error.empty())
      end.channel_error = d.what + (d.task == kTaskInit ? kWhileLoading : " between calls");
  } else if (w.results == 0) {
    // Ended before its first task: a failed load.
    ++end.load_failures;
    if (w.has_load && !w.loaded && w.load.load_status != kFdsClosed) {
      end.load_exit = 2;
      end.load_error = probe_error(spec, w.load).value_or(w.load.error);
    } else if (w.has_load && !w.loaded) {
      end.load_exit = 3;
      end.load_error = w.load.error;
    } else if (plugin_act(w)) {
      end.load_exit = 3;
      end.load_error = d.what + kWhileLoading;
    } else {
      CheckOutcome crashed;
      set_load_crash(crashed, w, spec, timed_out);
      end.load_exit = crashed.exit_code;
      end.load_error = crashed.error;
      end.load_crash = crashed.load_crash;
    }
  } else if (end.outside_crash.empty()) {
    end.outside_crash =
        d.what + (d.task == kTaskInit ? " while loading or in slidercheck_init" : " between calls");
  }
  w.log.hand_over();
  // Replace it while tasks are left, and loads have not failed too often.
  if (!stopped && g_shared->next_task.load() < n_tasks && end.load_failures < kMaxLoadAttempts)
    w = spawn_worker(w.slot);
}

// Records what the plugin of w did, which wrote over its part of the page:
// in slidercheck_init (or while loading: the run stops as after a failed
// load), or during a task (a crash of the task's function, no input).
void Pool::record_overwrite(const Worker& w, const Death& d) {
  if (d.task >= 0 && d.task < n_tasks) {
    FunctionResult& r = result_of(outcome, tasks[d.task].kind);
    if (r.status != FunctionResult::Status::crash && r.status != FunctionResult::Status::timeout) {
      r.status = FunctionResult::Status::crash;
      r.crash = d.what +
                (tasks[d.task].type == Task::Type::interleave
                     ? std::string(" in one of the interleaved calls")
                     : " in a call of " + std::string(kind_name(r.kind))) +
                " (which call is not known: the page that records them was written over)";
      r.output = w.log.tail();
    }
    accounted[d.task] = 1;
    task_ended(spec, functions_done, static_cast<std::size_t>(d.task), outcome);
  } else if (d.task == kTaskInit || (w.has_load && !w.loaded)) {
    ++end.load_failures;
    end.overwritten_at_load = true;
    end.load_exit = 3;
    end.load_error =
        w.has_load && w.load.load_status == kOverwritten
            ? std::string(w.load.error)
            : d.what + (w.watchdog.idle_seconds() >= spec.timeout_seconds ? " and hung" : "") +
                  kWhileLoading;
  } else if (end.outside_crash.empty()) {
    end.outside_crash = d.what + " between calls";
  }
}

// Ends every worker still running and starts none again: what the page says
// can no longer be believed. Their tasks are left unchecked, for why.
void Pool::stop(const std::string& why) {
  if (!stopped) end.unchecked_why = why;
  stopped = true;
  for (Worker& w : workers) {
    if (!w.child.running) continue;
    iso::kill(w.child);
    handle_messages(w);
    w.log.hand_over();
  }
}

// Between polls: a worker whose slot's key is broken is ended and blamed
// (bury); a broken header (its key, the task counter), or a result that does
// not fit the plan, stops the run, naming what was in flight: every worker
// writes the header, so which one's plugin did it is not known.
void Pool::check_page() {
  for (Worker& w : workers) {
    if (!w.child.running || !overwrote_page(w)) continue;
    iso::kill(w.child);
    bury(w, false);
  }
  const bool bad_result =
      std::any_of(workers.begin(), workers.end(), [](const Worker& w) { return w.bad_result; });
  if (stopped || (header_intact() && !bad_result)) return;
  std::string in_flight;
  for (const Worker& w : workers) {
    if (!w.child.running) continue;
    const std::string what = w.task >= 0 && w.task < n_tasks ? kind_name(tasks[w.task].kind)
                             : w.task == kTaskInit           ? "slidercheck_init"
                                                             : "no call";
    in_flight += (in_flight.empty() ? "" : ", ") + what;
  }
  if (end.outside_crash.empty())
    end.outside_crash = std::string(kOverwrote) +
                        (header_intact() ? " (a result that does not fit the plan came"
                                         : " (its task counter, which every worker writes") +
                        "; the workers were in: " + (in_flight.empty() ? "none" : in_flight) + ")";
  stop("the check stopped when " + end.outside_crash);
}

// After the run: every task of the plan that no worker checked to its end is
// a crash of its function, "not checked" and why (a function not checked is
// never counted as conforming).
void Pool::account_unchecked() {
  for (int t = 0; t < n_tasks; ++t)
    if (!accounted[t]) end.unchecked.push_back(t);
  if (end.unchecked.empty()) return;
  if (end.unchecked_why.empty())
    end.unchecked_why =
        !end.outside_crash.empty()
            ? "a worker ended after taking them: " + end.outside_crash
            : "the workers ended without taking them: the task counter in slidercheck's shared "
              "page (memfd:slidercheck-shared) was written over";
  for (FunctionResult& r : outcome.results) {
    int left = 0, all = 0;
    for (int t = 0; t < n_tasks; ++t) {
      if (tasks[t].kind != r.kind) continue;
      ++all;
      left += !accounted[t];
    }
    if (!left || r.status == FunctionResult::Status::crash ||
        r.status == FunctionResult::Status::timeout)
      continue;
    if (r.status == FunctionResult::Status::fail) continue;  // a failure stays one (exit 3 still)
    r.status = FunctionResult::Status::crash;
    r.crash = "not checked: " +
              (left == all ? "its " + std::to_string(all) + (all == 1 ? " task" : " tasks")
                           : std::to_string(left) + " of its " + std::to_string(all) + " tasks") +
              " did not run (" + end.unchecked_why + ")";
  }
}

// Runs the workers until none is left, each under the call watchdog.
void Pool::run() {
  for (;;) {
    std::vector<iso::Child*> running;
    for (Worker& w : workers)
      if (w.child.running) running.push_back(&w.child);
    if (running.empty()) break;
    iso::wait_for_output(running, kPollMs);
    for (Worker& w : workers) {
      if (!w.child.running) continue;
      if (iso::reap_if_exited(w.child)) {
        bury(w, false);
        continue;
      }
      handle_messages(w);
      if (w.bad_frame) {
        iso::kill(w.child);
        bury(w, false);
        continue;
      }
      // The watchdog: no call made, and no message, within the deadline.
      const Slot& s = g_shared->slots[w.slot];
      const double limit = loading(w, s)            ? spec.init_timeout_seconds
                           : on_call_deadline(w, s) ? spec.timeout_seconds
                                                    : idle_deadline(spec.timeout_seconds);
      if (w.watchdog.expired(progress(s) + w.received, true, limit) && !reporting(w, limit)) {
        iso::kill(w.child);
        bury(w, true);
      }
    }
    check_page();
    if (end.load_failures >= kMaxLoadAttempts) {
      for (Worker& w : workers) iso::kill(w.child);
      break;
    }
    std::vector<int> running_slots;
    for (const Worker& w : workers)
      if (w.child.running) running_slots.push_back(w.slot);
    progress_line.update(running_slots);
  }
  progress_line.finish();
  if (end.load_failures < kMaxLoadAttempts && !end.overwritten_at_load) account_unchecked();
}

}  // namespace

PoolEnd run_workers(const CheckSpec& spec, const std::vector<Task>& tasks, CheckOutcome& outcome,
                    const iso::Log& log, Clock::time_point start) {
  Pool pool{.spec = spec,
            .tasks = tasks,
            .outcome = outcome,
            .log = log,
            .progress_line = Progress(spec, tasks, outcome.results, start),
            .functions_done = FunctionsDone(tasks)};
  pool.start();
  pool.run();
  seal(*g_shared);  // every worker is gone: the fresh processes after them start sealed
  return std::move(pool.end);
}

}  // namespace slidercheck::plugin::detail
