// The fork server of a check (docs/isolation.md#init-once): the probe, once
// it has loaded the plugin and run its slidercheck_init, stays, and every
// worker and fresh process of the check is forked from it, from that state,
// each under a supervisor of its own: slidercheck_init runs once per plugin
// load. A state a fork cannot carry (threads slidercheck_init started) is
// seen in the probe, and each process then loads and initialises the plugin
// itself. Internal to plugin/.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "child_protocol.h"
#include "loader.h"
#include "worker_pool.h"

namespace slidercheck::plugin::detail {

struct WorkerJob;

// In the probe, loaded: sets in m whether its state can be forked (serving:
// one thread, and not a reaper of its descendants), its threads and reaper.
void fork_state(Message& m);

// In the probe, loaded as l: serves forks on the socket control until the
// checker closes it (fork_supervised), each worker running the job it was
// sent. Never returns.
[[noreturn]] void serve_forks(int control, const Loaded& l);

// Returns why slidercheck_init runs in each process, for the probe's load
// report m that does not serve forks ("" when nothing was tried).
std::string per_process_reason(const Message& m);

// The checker's side: the probe of one run_check that serves forks, while the
// run lives (g_fork_server while this lives).
class ForkServer {
 public:
  ForkServer();
  ~ForkServer();
  ForkServer(const ForkServer&) = delete;
  ForkServer& operator=(const ForkServer&) = delete;
  // Takes the probe w, which serves forks of spec's plugin.
  void adopt(Worker&& w, const CheckSpec& spec);
  bool serving() const { return server_ != nullptr; }
  // Starts w's process (its slot already reset) for job from the server;
  // false when job is not one the server runs, or the server did not answer
  // (it is ended: the processes after are spawned as without it).
  bool spawn(const WorkerJob& job, Worker& w);
  // Ends the server (its group killed), its output handed to the run's log.
  void end();

 private:
  std::unique_ptr<Worker> server_;
  std::string plugin_;
  std::vector<std::string> runtimes_;
  ForkServer* before_ = nullptr;
};

inline ForkServer* g_fork_server = nullptr;

}  // namespace slidercheck::plugin::detail
