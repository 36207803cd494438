// The worker processes of a check, seen from the parent: spawning them on
// their slots of the shared page, taking their messages, watching their calls,
// telling how one ended, and running a check's tasks in them to the end.
// Internal to plugin/.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "child_protocol.h"
#include "slidercheck/plugin_loader.h"

namespace slidercheck::plugin::detail {

// A worker's own log (its stdout and stderr), handed over to the run's log
// when the worker is replaced or forgotten: what one worker writes is read
// only for that worker, and nothing it wrote is lost from the run's log.
class WorkerLog {
 public:
  WorkerLog() = default;
  explicit WorkerLog(const iso::Log& run) : own_(std::make_unique<iso::Log>()), run_(&run) {}
  WorkerLog(WorkerLog&& other) noexcept = default;
  WorkerLog& operator=(WorkerLog&& other) noexcept {
    hand_over();
    own_ = std::move(other.own_);
    run_ = other.run_;
    return *this;
  }
  ~WorkerLog() { hand_over(); }
  // The worker's log (to spawn it with), or null after hand_over.
  const iso::Log* get() const { return own_.get(); }
  // Returns the end of what the worker wrote (the last MiB: a sanitizer's
  // report is the last thing a worker writes).
  std::string text() const { return own_ ? own_->last(std::size_t{1} << 20) : std::string(); }
  // Returns the end of what the worker wrote as reports show it (iso::Log::tail).
  std::string tail() const { return own_ ? own_->tail() : std::string(); }
  // Appends the worker's output to the run's log, once.
  void hand_over() {
    if (own_ && run_) run_->append(*own_);
    own_.reset();
  }

 private:
  std::unique_ptr<iso::Log> own_;
  const iso::Log* run_ = nullptr;
};

// A worker process, seen from the parent.
struct Worker {
  iso::Child child;
  WorkerLog log;
  // It runs with a sanitizer runtime: only then is a sanitizer's report in
  // its output real (a plain plugin could print one).
  bool sanitized = false;
  int slot = 0;
  bool done = false;
  bool loaded = false;  // it reported a good load
  bool has_load = false;
  Message load;     // its load report, when has_load
  int results = 0;  // result messages received
  std::vector<Message> messages;
  bool history_taken = false;   // its frozen call history was copied out
  std::uint32_t received = 0;   // well-framed messages taken
  int last_result = kTaskNone;  // the task of its latest result message
  // A message without its frame: the plugin wrote to the pipe. The pipe's
  // bytes from there on stay in child.buffer, read to the end once it is gone.
  bool bad_frame = false;
  iso::Watchdog watchdog;
  // A check's worker (Pool): its task as its messages tell it (begun, result;
  // kTaskInit until its load report), never as the page does.
  bool tracked = false;
  int task = kTaskInit;
  bool overwrote = false;   // it found the page written over (Message::overwritten)
  double init_timeout = 0;  // the deadline while it loads (--init-timeout)
  int control = -1;         // a probe that serves forks: its control socket (fork_server.h)
  bool bad_result = false;  // a result out of the plan, or for a task it had not begun
};

struct WorkerJob;

// Resets slot's record and starts a worker on it running job (worker_exec.h):
// forked, or exec'd when the job's plugin needs a sanitizer runtime. Its
// output goes to a log of its own, handed over to log when it is done with.
Worker spawn_on(const WorkerJob& job, const iso::Log& log);

// Whether the plugin closed, replaced or wrote to w's channel.
bool channel_damaged(const Worker& w);

// Whether w ended by what the plugin did to the checker's machinery: its
// channel (channel_damaged) or its supervisor (killed).
bool plugin_act(const Worker& w);

// After a load error: where it happened.
inline constexpr const char* kWhileLoading = " while loading or in slidercheck_init";

// The watchdog's deadline where a worker is not in a call, loading or between
// tasks (Pool): the call deadline, or kIdleSeconds when that is shorter.
inline constexpr double kIdleSeconds = 30;
inline double idle_deadline(double timeout) {
  return timeout > kIdleSeconds ? timeout : kIdleSeconds;
}

// Returns a slot's progress for the watchdog: its calls made and its task.
std::uint64_t progress(const Slot& s);

// Whether w's call whose watchdog expired (limit seconds) is given more time:
// a sanitizer's report has begun in w's log (symbolizing its stack trace can
// take seconds), for at most kReportGraceSeconds more.
inline constexpr double kReportGraceSeconds = 60;
bool reporting(const Worker& w, double limit);

// What happened to a worker that ended without saying it was done.
struct Death {
  std::string what;  // "signal SIGSEGV", "timeout after 5 s", "exit status 1"
  bool timeout = false;
  int task = kTaskNone;
  std::optional<Input> input;  // when it died inside a call
  std::vector<Input> batch;    // when it died inside a batch entry's call: that call's cases
  bool overwritten = false;    // the plugin wrote over its part of the page (nothing read from it)
};

// Whether w (a check's worker, Pool) is where the call deadline (--timeout)
// holds; elsewhere idle_deadline's does.
bool on_call_deadline(const Worker& w, const Slot& s);

// Whether w is loading the plugin or in its slidercheck_init, where the init
// deadline (--init-timeout) holds: by its messages (no load report yet), and,
// for a worker whose tasks are not tracked, its slot.
bool loading(const Worker& w, const Slot& s);

// Whether the plugin of w wrote over the shared page: w said so, it ended as a
// worker that found it does, or its slot's key is broken.
bool overwrote_page(const Worker& w);

// Returns how w ended (it timed out after timeout seconds, or not), read from its slot.
Death describe_death(const Worker& w, bool timed_out, double timeout);

// Returns the first frame in the plugin at path of the stack that took w's
// fatal signal, symbolized; nothing when none was recorded.
std::optional<CodeFrame> crash_frame_of(const Worker& w, const std::string& path);

// Returns the report of the sanitizer that stopped w (its own output), with
// its plugin frame symbolized from the plugin's debug info when the sanitizer
// could not; nothing when w's output holds none.
std::optional<SanitizerReport> sanitizer_report_of(const Worker& w, const std::string& path);

// Returns how w, which ended before its first call, ended: where (its load
// phase), the sanitizer's report, or its crash's plugin frame.
CheckOutcome::LoadCrash load_crash_of(const Worker& w, const CheckSpec& spec, bool timed_out);

// Sets outcome's error (and exit code: 1 for a sanitizer's finding, else 3)
// for a worker that ended before its first call (timed out, or not): who
// ("the plugin"), then how, where and, after it, suffix.
void set_load_crash(CheckOutcome& outcome, const Worker& w, const CheckSpec& spec, bool timed_out,
                    const std::string& suffix = "");

// Waits for the probe child; returns its load report, or sets outcome's exit
// code 3 and error when it crashed or hung while loading. With server, the
// probe is asked to serve forks once loaded (fork_server.h), and is moved to
// *server when it does.
std::optional<Message> run_probe(const CheckSpec& spec, CheckOutcome& outcome, const iso::Log& log,
                                 Worker* server = nullptr);

// Starts w's process for job from a fork server (fork_server.cpp sets it
// while one serves); false when it did not.
inline bool (*g_fork_spawn)(const WorkerJob& job, Worker& w) = nullptr;

// Returns outcome's result of kind (its first when it has none of kind).
FunctionResult& result_of(CheckOutcome& outcome, Kind kind);

// What a check's workers left besides their results.
struct PoolEnd {
  std::map<int, std::vector<Input>> histories;         // by task: the calls before its mismatch
  std::map<Kind, std::vector<Input>> crash_histories;  // by kind: the calls up to its crash
  std::map<Kind, std::vector<Input>> entry_batches;    // by kind: the cases of its batch entry's
                                                       // call that crashed or hung
  std::string outside_crash;  // how a worker ended outside any call, if one did
  // The tasks of the plan that no worker checked to its end (no result, no
  // crash of their own), and why: the verdict cannot be that they conform.
  std::vector<int> unchecked;
  std::string unchecked_why;
  bool overwritten_at_load = false;  // a worker's load wrote over the page: the run stopped
  std::string channel_error;         // the plugin closed or wrote to a channel outside any task
  // Workers that ended before their first task: a failed load, retried in all
  // kMaxLoadAttempts times, then the whole check stops with load_error.
  int load_failures = 0;
  std::string load_error;
  int load_exit = 0;
  std::optional<CheckOutcome::LoadCrash> load_crash;  // the last failed load's, when it crashed
};

// Runs tasks in worker processes (spec.workers at most, each replaced when it
// ends while tasks are left) with the call watchdog, merging their results into
// outcome.results, with progress on stderr; stops early when loads failed
// kMaxLoadAttempts times.
PoolEnd run_workers(const CheckSpec& spec, const std::vector<Task>& tasks, CheckOutcome& outcome,
                    const iso::Log& log, Clock::time_point start);

}  // namespace slidercheck::plugin::detail
