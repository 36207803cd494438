// Checking an engine's own attack functions: a plugin loaded with dlopen, a
// built-in, or callables handed over in-process (conformance.h).
//
// Every engine goes through one path. Its functions, in its own square
// numbering, are wrapped by an AdaptedEngine into a slidercheck::Implementation
// whose captureless function pointers translate squares and bitboards (Mapping),
// apply the own-square contract (OwnSquare) and record each call (for crash and
// timeout reports); that Implementation then goes through check_kind,
// check_queen_lines and the random search, exactly like `slidercheck verify`.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "slidercheck/check.h"
#include "slidercheck/enumerate.h"
#include "slidercheck/kinds.h"

namespace slidercheck::plugin {

// The contract for the slider's own bit in single-slider and x-ray kinds.
enum class OwnSquare {
  any,       // both states must work (the default)
  occupied,  // the engine is only ever called with occ's bit at sq set
  empty,     // the engine is only ever called with occ's bit at sq clear
};

// Returns "any", "occupied" or "empty".
const char* own_square_name(OwnSquare own);
// Returns the contract named text, or nothing.
std::optional<OwnSquare> parse_own_square(std::string_view text);
// Returns a one-line description of the contract, for reports.
const char* own_square_description(OwnSquare own);

// An engine's square numbering, one of the 8 symmetries of the board, named by
// the engine's squares 0 and 1 ("a1,b1" is the project's own).
class Mapping {
 public:
  // Returns the 8 accepted names, "a1,b1" first.
  static const std::array<const char*, 8>& names();
  // Returns the mapping named text ("a8,b8", spaces allowed), or nothing.
  static std::optional<Mapping> parse(std::string_view text);

  // The identity: a1,b1.
  Mapping() = default;

  // Returns the canonical name, e.g. "a8,b8".
  std::string name() const;
  // Returns whether this is the project's own numbering.
  bool identity() const { return !mirror_ && !flip_ && !transpose_; }

  // Returns the engine's index of board square sq.
  int engine_square(int sq) const;
  // Returns the board square of the engine's index index.
  int board_square(int index) const;
  // Returns bb with every board square moved to its engine index.
  Bitboard engine_bb(Bitboard bb) const;
  // Returns bb with every engine index moved to its board square.
  Bitboard board_bb(Bitboard bb) const;

 private:
  bool mirror_ = false;     // files reversed (square 0 on the h-file)
  bool flip_ = false;       // ranks reversed (square 0 on rank 8)
  bool transpose_ = false;  // square 1 is up the file, not along the rank
};

// An engine's functions, in the engine's own numbering (empty = not provided).
struct EngineFunctions {
  using Single = std::function<Bitboard(Bitboard occ, int sq)>;
  using Xray = std::function<Bitboard(Bitboard occ, Bitboard blockers, int sq)>;
  using Multi = std::function<Bitboard(Bitboard sliders, Bitboard empty, int dir8)>;
  using MultiExtra =
      std::function<Bitboard(Bitboard sliders, Bitboard empty, Bitboard extra, int dir8)>;

  Single rook_attacks{}, bishop_attacks{}, queen_attacks{};
  Single rank_attacks{}, file_attacks{}, diagonal_attacks{}, antidiagonal_attacks{};
  Xray xray_rook_attacks{}, xray_bishop_attacks{};
  Multi sliding_attacks{};
  MultiExtra xray_sliding_attacks{}, between{};
  std::uint8_t directions = 0xFF;  // the dir8 values the multi-slider kinds cover

  // Returns whether kind is provided.
  bool provides(Kind kind) const;
  // Returns the functions of impl (project numbering), e.g. a built-in.
  static EngineFunctions from(const Implementation& impl);
};

// What an adapted engine is: its functions, how to call them, and where to
// record each call (nothing recorded when null).
struct AdapterConfig {
  std::string name = "engine";
  EngineFunctions functions{};
  Mapping mapping{};
  OwnSquare own_square = OwnSquare::any;
  CallRecord* record = nullptr;
};

// Installs config as this thread's adapted engine for its lifetime (the previous
// one comes back afterwards) and provides the Implementation that calls it.
class AdaptedEngine {
 public:
  explicit AdaptedEngine(AdapterConfig config);
  ~AdaptedEngine();
  AdaptedEngine(const AdaptedEngine&) = delete;
  AdaptedEngine& operator=(const AdaptedEngine&) = delete;

  // Returns the Implementation whose function pointers call the engine.
  const Implementation& implementation() const { return impl_; }
  // Returns the configuration.
  const AdapterConfig& config() const { return config_; }
  // Returns the engine's functions that are plain function pointers (the others
  // null); with the identity mapping and the `any` contract they are called
  // directly, with only the call recorded around them.
  const Implementation& raw() const { return raw_; }
  // Returns whether calls need no translation (identity mapping, `any` contract).
  bool direct() const { return direct_; }
  // Returns the direct path for kind's checking loops (raw pointers and the
  // record), or null when kind's calls need the thunk.
  const DirectCalls* direct_calls(Kind kind) const;

 private:
  AdapterConfig config_;
  Implementation impl_;
  Implementation raw_;
  bool direct_ = false;
  DirectCalls direct_calls_;
  const AdaptedEngine* previous_;
};

// Returns input with the own bit set or cleared as the contract says (single and
// x-ray kinds; other inputs unchanged).
Input apply_own_square(const Input& input, OwnSquare own);

// One unit of checking work.
struct Task {
  enum class Type { kind, queen_lines, replay };
  Type type = Type::kind;
  Kind kind = Kind::rook_attacks;
  int unit = 0;   // queen_lines only: the queen unit (enumerate.h)
  Input input{};  // replay only
};

// How to check.
struct CheckOptions {
  Level level = Level::standard;
  std::uint64_t seed = 1;
  std::vector<Kind> only{};  // empty = every provided kind
  Shard shard{};             // check only this shard of the units (default: all)
};

// Returns every unit of work that checks the provided kinds (in `only`, if set)
// at options.level, whatever the shard: first, at the exhaustive level, the
// kQueenUnits units of the queen over all line occupancies (in unit order),
// then one task per kind (enumeration and random search), the slowest first.
std::vector<Task> plan_units(const EngineFunctions& functions, const CheckOptions& options);

// Returns the units of plan_units that belong to options.shard.
std::vector<Task> plan_tasks(const EngineFunctions& functions, const CheckOptions& options);

// Returns the number of random inputs the search tries for kind at level,
// after the enumeration checked `enumerated` cases: 20,000 / 200,000 /
// 2,000,000 (quick / standard / exhaustive; an eighth for the multi-slider
// kinds), at most an eighth of `enumerated` (at least 1,000).
std::uint64_t random_cases(Level level, Kind kind, std::uint64_t enumerated);
// Returns how many of those, at most, are also checked against every law
// (check_all_laws); a kind gets one per 2,000 enumerated cases, at least 20.
std::uint64_t random_law_cases(Level level);

// Returns the result of one task on impl: the enumeration (check_kind) then the
// random search (oracle and laws), or check_queen_lines, or the one replayed
// input (oracle only). A mismatch is
// shrunk and normalised (own bit per contract, note) by finish_mismatch.
KindResult run_task(const AdaptedEngine& engine, const Task& task, const CheckOptions& options);

// Returns m with impl and subject set, the input shown as the engine saw it
// under the own-square contract, and the own-square note kept only for `any`.
Mismatch finish_mismatch(Mismatch m, const AdapterConfig& config, const std::string& subject);

// The outcome for one function kind, all its tasks merged.
struct FunctionResult {
  enum class Status { pass, fail, crash, timeout, skipped };
  Kind kind = Kind::rook_attacks;
  Status status = Status::skipped;
  std::uint64_t cases = 0;
  double seconds = 0;
  std::optional<Mismatch> mismatch{};  // fail
  std::string crash{};  // crash/timeout: e.g. "signal SIGSEGV" or "timeout: no return within 5 s"
  std::optional<Input> crash_input{};  // crash/timeout: the input being evaluated, if known
  // Which of several mismatches is kept, whatever order workers finish in: the
  // lowest rank (see merge).
  std::uint64_t mismatch_rank = ~std::uint64_t{0};
};

// Returns "pass", "fail", "crash", "timeout" or "skipped".
const char* status_name(FunctionResult::Status status);

// Merges a task's result into results: its cases into its kind's entry, its
// mismatch into the entry of the kind the mismatch blames (a law found on one
// kind may blame another), falling back to its own kind's entry. When an entry
// gets several mismatches it keeps one by rank, not by arrival, so the report
// does not depend on which worker finished first: a mismatch found by the
// blamed kind's own task beats one found by another kind's law, and then the
// earlier task (task_index, the position in the plan) wins.
void merge(std::vector<FunctionResult>& results, const KindResult& result,
           std::uint64_t task_index = 0);

// Returns the results of checking engine in this process, one per kind, in kind
// order (no isolation: a crash takes the process down).
std::vector<FunctionResult> check_in_process(const AdaptedEngine& engine,
                                             const CheckOptions& options);

// ---- The plugin checker (`slidercheck check`) -------------------------------

// What to check and how: the parsed command line.
struct CheckSpec {
  std::string plugin;              // path of the shared library, or empty
  std::string builtin;             // or a built-in implementation
  bool planted = false;            // builtin names a planted-bug implementation
  std::optional<Mapping> mapping;  // --mapping (overrides the symbol)
  OwnSquare own_square = OwnSquare::any;
  CheckOptions options;
  double timeout_seconds = 5;
  int workers = 2;              // processes checking at once
  std::optional<Input> replay;  // evaluate this one input only
};

// The whole outcome of a check.
struct CheckOutcome {
  int exit_code = 0;    // 0 conforms, 1 counterexample, 2 unusable, 3 crash/timeout
  std::string error;    // exit 2: the one-line reason
  std::string name;     // implementation name in reports
  std::string subject;  // how commands name it: path [--mapping X] [--own-square Y]
  Mapping mapping;
  std::string mapping_source;  // "default", "symbol" or "option"
  bool has_init = false;
  std::vector<Kind> found;  // the kinds the engine provides
  std::vector<FunctionResult> results;
  double seconds = 0;
  std::size_t units = 0, total_units = 0;  // the units checked (this shard), and of all shards
};

// Returns the outcome of checking spec's plugin or built-in in isolated worker
// processes, with a per-call watchdog.
CheckOutcome run_check(const CheckSpec& spec);

// An engine loaded into this process, for `slidercheck bench`.
struct LoadedEngine {
  int exit_code = 0;  // 0 loaded, 2 unusable (error says why), 3 crashed or hung while loading
  std::string error;  // the one-line reason
  std::string name;   // the plugin's file name, or the built-in's name
  Mapping mapping;    // the plugin's numbering (identity for built-ins)
  bool has_init = false;
  Implementation functions;  // plain pointers into the engine, in its own numbering
};

// Returns spec's plugin (or built-in) loaded into this process. A plugin is
// first probed in a child process exactly as run_check does, so a missing file,
// a library that will not load, no known symbol, a bad mapping, or
// slidercheck_init failing (exit 2) or crashing (exit 3) give the same one-line
// error and exit status as `slidercheck check`.
LoadedEngine load_engine(const CheckSpec& spec);

// The renderers. Each renders from the outcome's data (none edits another's
// output), and each is total: any byte in any string (a plugin path, a mapping
// symbol, a name, a note) gives valid output. Text shows such bytes escaped
// (one_line), JSON and XML replace bytes that are not valid UTF-8 with U+FFFD
// (and XML the characters XML 1.0 forbids).

// Returns the human-readable report.
std::string text_report(const CheckSpec& spec, const CheckOutcome& outcome);
// Returns the JSON report (schema docs/check-report.schema.json).
std::string json_report(const CheckSpec& spec, const CheckOutcome& outcome);
// Returns the JUnit XML report, one testcase per function, and one erroring
// testcase when a worker ended outside any call (outcome.error).
std::string junit_report(const CheckSpec& spec, const CheckOutcome& outcome);
// Returns the report of one mismatch without its command: report_body, then the
// input and results in the engine's numbering when mapping is not the identity.
std::string mismatch_body(const Mismatch& m, const Mapping& mapping);
// Returns the report of one mismatch: mismatch_body and the command that
// replays it (replay_command).
std::string mismatch_report(const Mismatch& m, const Mapping& mapping);
// Returns the report of a crash or a timeout.
std::string crash_report(const FunctionResult& r, const CheckOutcome& outcome);
// Returns the command that replays input on subject: "slidercheck check
// SUBJECT" and input_options(input).
std::string replay_command(const std::string& subject, const Input& input);

}  // namespace slidercheck::plugin
