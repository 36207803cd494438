// The plugin module: checking an engine's own attack functions loaded with
// dlopen (or a built-in, or an --exec command) in isolated worker processes,
// and loading engines in a child for `slidercheck bench`.
//
// Every subject is one slidercheck::Implementation (implementation.h) with an
// origin, its numbering (Mapping), its own-square contract and a call record;
// its tasks are the check plan's (plan.h), exactly like `slidercheck verify`;
// the reports are render.h's.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "slidercheck/check_spec.h"
#include "slidercheck/implementation.h"
#include "slidercheck/kinds.h"
#include "slidercheck/plan.h"
#include "slidercheck/render.h"

namespace slidercheck::plugin {

// What run_check and run_isolated take (check_spec.h), also named with the
// module that runs it (plugin::CheckSpec), as `slidercheck bench` does.
using slidercheck::CheckSpec;

// Returns the outcome of checking spec's plugin or built-in in isolated worker
// processes, with a per-call watchdog.
CheckOutcome run_check(const CheckSpec& spec);

// Returns run_check's outcome, with --mapping auto resolved first (the
// numberings tried in a worker, the check run in the first that conforms) and,
// after a failure (not a replay), the diagnoses of each failing function, found
// in more isolated workers (plugin/diagnose.cpp). What `slidercheck check` runs.
CheckOutcome run_check_diagnosed(const CheckSpec& spec);
// Returns the outcome of checking spec.exec, a command speaking the pipe
// protocol (docs/protocol.md), through the same tasks; run_check calls it.
CheckOutcome run_exec_check(const CheckSpec& spec);

// An engine loaded in a child process, for `slidercheck bench`.
struct LoadedEngine {
  std::string name;  // the plugin's file name, or the built-in's name
  Mapping mapping;   // the plugin's numbering (identity for built-ins)
  bool has_init = false;
  bool has_prepare = false;   // it exports slidercheck_prepare
  std::vector<Kind> found;    // the kinds the plugin provides
  std::vector<Kind> batched;  // the kinds it has a batch entry of (plugin.h)
  // The contracts it declares (slidercheck_own_square, slidercheck_xray_blockers).
  std::optional<OwnSquare> own_square;
  std::optional<XrayBlockers> xray_blockers;
  std::optional<PairDomain> pairs;          // slidercheck_pairs
  std::optional<PawnSquares> pawn_squares;  // slidercheck_pawn_squares
  Implementation functions;  // in the child only: plain pointers into the engine, in its numbering
};

// What a child running run_isolated's body shows the parent's watchdog: the
// item it works on, and, while busy, a beat per unit of work.
struct Heartbeat {
  std::atomic<int> item{-1};
  std::atomic<int> busy{0};
  std::atomic<std::uint64_t> beats{0};
};

// The outcome of run_isolated.
struct IsolatedRun {
  int exit_code = 0;  // 0 body returned, 2 unusable, 3 crashed or hung (error says why)
  std::string error;  // exit 2, or 3 while loading: the one-line reason
  std::vector<LoadedEngine> engines;  // per spec, those loaded: name, mapping, has_init, found
                                      // (no functions in the parent)
  std::string output;                 // what body returned
  bool in_body = false;               // exit 3: it ended while body ran
  int item = -1;                      // ... the heartbeat's item then
  bool timed_out = false;             // ... because the heartbeat stopped
  std::string what;                   // ... how it ended: "signal SIGSEGV", "exit status 0"
  std::string plugin_output;          // the tail of the child's stdout and stderr
};

// run_isolated's body: the engines loaded (one per spec, in order), and the heartbeat.
using IsolatedBody = std::function<std::string(const std::vector<LoadedEngine>&, Heartbeat&)>;

// Loads each spec's plugin (when spec.plugin is set) in turn, in one child process, with
// check's errors and exit statuses (a missing file, a library that will not
// load, no known symbol, a bad mapping, slidercheck_init failing: 2; crashing
// or hanging while loading: 3), then runs body there and returns what it
// returned. Nothing of the plugin is loaded into this process. The body is a
// hang when its heartbeat stays busy and unchanged for body_limit seconds.
IsolatedRun run_isolated(const std::vector<CheckSpec>& specs, double body_limit,
                         const IsolatedBody& body);

// The hidden worker mode (`slidercheck __worker`, started by the checker only):
// an exec'd worker, the runtime of a sanitized plugin preloaded, runs the job
// its checker passed it (docs/isolation.md) and ends; for bench's child it
// returns the command line to run again, whose run_isolated then runs the
// child's part only.
std::vector<std::string> run_worker_mode();
// Its command word, argv[1] of an exec'd worker.
inline constexpr const char* kWorkerModeWord = "__worker";

// A report the checker writes when it dies of SIGINT, SIGTERM or SIGHUP while
// children run (their groups killed first): size bytes of text to fd, then,
// when tmp_path is set, tmp_path renamed to final_path. Slots 0 to 2; the
// caller keeps *report alive until it sets the slot back to nullptr. term
// and hup, when set, are written in its place on SIGTERM and SIGHUP (the same
// report with that signal's exit status, 143 and 129; this one's is SIGINT's).
struct InterruptReport {
  int fd = -1;
  const char* text = nullptr;
  std::size_t size = 0;
  const char* tmp_path = nullptr;
  const char* final_path = nullptr;
  const InterruptReport* term = nullptr;
  const InterruptReport* hup = nullptr;
};
void set_interrupt_report(int slot, const InterruptReport* report);

// A flat folder of the checker's own (check --coverage's profiles) that it
// removes, its files and then itself, when it dies of SIGINT, SIGTERM or
// SIGHUP while children run; nullptr: none. The caller keeps path alive
// until it sets nullptr.
void set_interrupt_folder(const char* path);

}  // namespace slidercheck::plugin
