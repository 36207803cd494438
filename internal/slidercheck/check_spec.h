// What a check is asked (CheckSpec: the parsed command line of `slidercheck
// check`) and what it found (CheckOutcome), whoever runs it: the plugin
// module's isolated workers, or a renderer reading a saved outcome.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "slidercheck/implementation.h"
#include "slidercheck/kinds.h"
#include "slidercheck/plan.h"

namespace slidercheck {

struct CheckOutcome;

// What to check and how: the parsed command line.
struct CheckSpec {
  std::string plugin;                   // path of the shared library, or empty
  std::string exec;                     // or a command speaking the pipe protocol (--exec)
  std::string builtin;                  // or a built-in implementation
  bool planted = false;                 // builtin names a planted-bug implementation
  std::optional<Mapping> mapping;       // --mapping (overrides the symbol)
  std::optional<Mapping> bit_mapping;   // --bit-mapping (overrides the symbol; default: mapping's)
  bool mapping_auto = false;            // --mapping auto (run_check_diagnosed)
  std::optional<OwnSquare> own_square;  // --own-square (overrides the symbol)
  std::optional<XrayBlockers> xray_blockers;  // --xray-blockers (overrides the symbol)
  std::optional<PawnSides> pawn_sides;        // --pawn-sides (overrides the symbol)
  std::optional<PairDomain> pairs;            // --pairs (overrides the symbol)
  std::optional<PawnSquares> pawn_squares;    // --pawn-squares (overrides the symbol)
  PositionContracts positions{};              // --positions, --attacked-color, --king-blockers
  bool batch_entries = true;  // --batch: the enumeration through a plugin's batch entries
  CheckOptions options;
  double timeout_seconds = 5;
  // The deadline for loading the plugin and its slidercheck_init (--init-timeout).
  double init_timeout_seconds = 300;
  int workers = 2;              // processes checking at once
  std::optional<Input> replay;  // evaluate this one input only
  // Replay these calls in order in one fresh process (--sequence); the first
  // that disagrees with the oracle is the mismatch.
  std::optional<std::vector<Input>> sequence;
  std::string sequence_file;  // where the sequence came from
  // Progress on standard error (cases, rate, ETA per function): never, a live
  // line (stderr a terminal) or a line every few seconds.
  enum class Progress { off, live, lines };
  Progress progress = Progress::off;
  // The deadline for cutting a call history down, and for shrinking a
  // sanitizer finding's input (--shrink-time).
  double shrink_seconds = 10;
  std::vector<Task> tasks;  // run these tasks instead of the plan (diagnosis runs)
  // Sanitizer runtimes to preload for a sanitized plugin (--sanitizer-runtime;
  // plugin/sanitizers.h finds them otherwise).
  std::vector<std::string> sanitizer_runtimes;
  // Called in the checker's process, while a plan runs (not in diagnosis runs
  // or replays), each time a function has no task left, with the outcome so
  // far and the functions finished so far: `check` keeps the report it writes
  // on interruption current with it.
  std::function<void(const CheckOutcome& so_far, const std::vector<Kind>& finished)>
      on_function_done;
};

// Returns the origin of spec's subject (the built-in, planted, plugin or
// --exec command) with the options that change its checking, as commands name it.
Origin origin_of(const CheckSpec& spec);

// The whole outcome of a check.
struct CheckOutcome {
  int exit_code = 0;    // 0 conforms, 1 counterexample, 2 unusable, 3 crash/timeout
  std::string error;    // exit 2: the one-line reason
  std::string name;     // implementation name in reports
  std::string subject;  // how commands name it: path [--mapping X] [--own-square Y]
  Mapping mapping;
  std::string mapping_source;              // "default", "symbol", "option" or "auto"
  std::string bit_mapping_source;          // the bits' numbering: "squares" (as the squares'),
                                           // "symbol", "option" or "auto"
  bool numbering_observable = true;        // some kind found tells numberings apart (diagnose.h)
  std::optional<std::uint8_t> numberings;  // --mapping auto: bit i = names()[i] conforms
  std::uint64_t numberings_apart = 0;      // ... bit 8 * i + j: squares names()[i], bits names()[j]
  std::string mapping_auto_fallback;       // --mapping auto found none: the numbering's source
                                           // instead ("default" or "symbol")
  PawnSides pawn_sides = PawnSides::board;  // how its one-sided pawn kinds name the sides
  std::string pawn_sides_source;            // "default", "symbol" or "option"
  bool has_init = false;
  bool has_prepare = false;  // it exports slidercheck_prepare
  // slidercheck_init ran once, in the process every worker and fresh process
  // was forked from; else, when it has init, why it ran in each process.
  bool init_once = false;
  std::string init_per_process;
  std::vector<Kind> found;    // the kinds the engine provides
  std::vector<Kind> batched;  // ... and those of them a plugin's batch entry answers too
  std::vector<FunctionResult> results;
  double seconds = 0;
  std::size_t units = 0, total_units = 0;  // the units checked (this shard), and of all shards
  std::string plugin_output;  // on a crash or timeout: the tail of the plugin's stdout and stderr
  bool program = false;       // --exec: the subject is a program, its output "program output"
  // The contracts checked: the option, else the plugin's symbol (or the --exec
  // handshake's), else any; and where each came from ("default", "symbol",
  // "option" or "handshake").
  OwnSquare own_square = OwnSquare::any;
  std::string own_square_source;
  XrayBlockers xray_blockers = XrayBlockers::any;
  std::string xray_blockers_source;
  PairDomain pairs = PairDomain::all;  // the pair domain and pawn squares ("default",
  std::string pairs_source;            // "symbol" or "option")
  PawnSquares pawn_squares = PawnSquares::all;
  std::string pawn_squares_source;
  // A crash, or a sanitizer's error, before any call: where ("while loading"
  // for dlopen and the plugin's constructors, "in slidercheck_init"), the
  // sanitizer's report (a finding: exit 1) or the first plugin frame of the
  // crash. error says it in one line.
  struct LoadCrash {
    std::string where;
    std::optional<SanitizerReport> sanitizer;
    std::optional<CodeFrame> frame;
  };
  std::optional<LoadCrash> load_crash;
  // The sanitizers the checked plugin runs under (AddressSanitizer, ...;
  // empty for a plain plugin), and the runtime files preloaded into its
  // workers (empty: this slidercheck's own runtime).
  std::vector<std::string> sanitizers;
  std::vector<std::string> preloaded;
  // A plugin's failing functions: where each exported function is defined
  // (its file:line from the plugin's debug info), when the plugin has line
  // information. The SARIF report places a mismatch there.
  struct Definition {
    Kind kind;
    CodeFrame frame;
  };
  std::vector<Definition> definitions;
};

// Whether o ended on a sanitizer's error before the first call: a finding (exit 1).
inline bool load_finding(const CheckOutcome& o) {
  return o.load_crash && o.load_crash->sanitizer.has_value();
}

// Marks task of spec's plan ended in done, and when it was its function's
// last, calls spec.on_function_done (only while a plan runs: not in diagnosis
// runs or replays).
inline void task_ended(const CheckSpec& spec, FunctionsDone& done, std::size_t task,
                       const CheckOutcome& so_far) {
  if (done.task_done(task) && spec.on_function_done && spec.tasks.empty() && !spec.replay)
    spec.on_function_done(so_far, done.finished());
}

}  // namespace slidercheck
