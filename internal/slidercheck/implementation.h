// The one subject type: every implementation checked (built-in, planted,
// plugin, in-process callables) is an Implementation with an origin. The laws
// and the shrinker call it through eval(), which applies the engine's
// numbering, the contracts and the call record; the checking loops make their
// cases in the engine's numbering under its own-square contract
// (check/cases/enumerate.cpp) and call its pointers, callables or batches with them
// as they are.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "slidercheck/kind_functions.h"
#include "slidercheck/kinds.h"
#include "slidercheck/symmetry.h"

namespace slidercheck {

// Where a subject comes from; it names the subject in reports and commands.
enum class OriginType { builtin, planted, plugin, in_process, exec };

// The contracts and conventions an engine declares (OwnSquare, XrayBlockers,
// PawnSides, PositionContracts and its enums): slidercheck/types.h.

// Returns "any", "occupied" or "empty".
const char* own_square_name(OwnSquare own);
// Returns the contract named text, or nothing.
std::optional<OwnSquare> parse_own_square(std::string_view text);
// Returns a one-line description of the contract, for reports.
const char* own_square_description(OwnSquare own);
// Returns input with the own bit set or cleared as the contract says (single and
// x-ray kinds; other inputs unchanged).
Input apply_own_square(const Input& input, OwnSquare own);

// Returns "any" or "occupied".
const char* xray_blockers_name(XrayBlockers contract);
// Returns the contract named text, or nothing.
std::optional<XrayBlockers> parse_xray_blockers(std::string_view text);
// Returns a one-line description of the contract, for reports.
const char* xray_blockers_description(XrayBlockers contract);
// Returns whether kind takes a blockers argument (an x-ray kind).
bool has_blockers(Kind kind);
// Returns input with its blockers as the contract says (x-ray kinds; other
// inputs unchanged).
Input apply_xray_blockers(const Input& input, XrayBlockers contract);

// The pair kinds' domain: every pair of squares (the default), or only the
// pairs that share a line, a != b (engines whose tables hold nothing else).
enum class PairDomain { all, aligned };
// pawn_attacks' squares: every square (the default), or only where a pawn of
// either color can stand, ranks 2 to 7 (engines whose tables leave ranks 1
// and 8 empty).
enum class PawnSquares { all, pawn };
// Returns "all" or "aligned"; "all" or "pawn".
const char* pair_domain_name(PairDomain pairs);
const char* pawn_squares_name(PawnSquares squares);
// Returns the contract named text, or nothing.
std::optional<PairDomain> parse_pair_domain(std::string_view text);
std::optional<PawnSquares> parse_pawn_squares(std::string_view text);
// Returns a one-line description of the contract, for reports.
const char* pair_domain_description(PairDomain pairs);
const char* pawn_squares_description(PawnSquares squares);
// Returns whether in (board numbering) lies outside the pair domain or the
// pawn squares: no case, law or shrinking step calls the engine with it.
bool outside_input_contracts(const Input& in, PairDomain pairs, PawnSquares squares);

// Returns "board" or "relative".
const char* pawn_sides_name(PawnSides sides);
// Returns the convention named text, or nothing.
std::optional<PawnSides> parse_pawn_sides(std::string_view text);
// Returns a one-line description of the convention, for reports.
const char* pawn_sides_description(PawnSides sides);
// Returns the input of the oracle whose result is the expected one of called
// (an input as the engine is called with it) under sides: relative sides
// answer color 1's west with the board's east and its east with the west.
Input as_defined(const Input& called, PawnSides sides);

// The names of each contract's values ("game" "any", "attacker" "attacked",
// "stockfish" "keep-snipers"), and their values by name.
const char* position_domain_name(PositionDomain domain);
std::optional<PositionDomain> parse_position_domain(std::string_view text);
const char* attacked_color_name(AttackedColor reading);
std::optional<AttackedColor> parse_attacked_color(std::string_view text);
const char* king_blockers_name(KingBlockers variant);
std::optional<KingBlockers> parse_king_blockers(std::string_view text);
// Returns whether position kind kind takes color's king (needs exactly one).
bool takes_king(Kind kind);
// Returns the side to move of a position kind's input under reading: color for
// the kinds of color's king, the other side for attackers_by and is_attacked
// (the attacker is the side not to move, as in a legality test); -1 for
// attackers_to (no color).
int side_to_move(const Input& in, AttackedColor reading);
// Returns why in's position lies outside domain (a few words), or "" when it
// lies inside (and for every kind that takes no position).
std::string outside_domain(const Input& in, const PositionContracts& contracts);
// Returns the oracle's result for a position kind's input under contracts (the
// other kinds: oracle::eval).
Bitboard position_expected(const Input& in, const PositionContracts& contracts);

// An engine's square numbering, one of the 8 symmetries of the board, named by
// the engine's squares 0 and 1 ("a1,b1" is the project's own); its bitboards'
// bits are numbered the same way, or apart (Igel and GreKo number squares from
// a8 but keep square s at bit 63 - s: squares a8,b8, bits h1,g1).
class Mapping {
 public:
  // Returns the 8 accepted names, "a1,b1" first.
  static const std::array<const char*, 8>& names();
  // Returns the mapping named text ("a8,b8", spaces allowed), or nothing.
  static std::optional<Mapping> parse(std::string_view text);
  // Returns squares' numbering of the squares with bits' numbering of the bits.
  static Mapping apart(const Mapping& squares, const Mapping& bits) {
    Mapping m = squares;
    m.bits_ = bits.bits_;
    return m;
  }

  // The identity: a1,b1.
  Mapping() = default;

  // Returns the canonical name of the squares' numbering, e.g. "a8,b8".
  std::string name() const;
  // Returns the canonical name of the bits' numbering (name() unless apart).
  std::string bits_name() const;
  // Returns whether the bits are numbered apart from the squares.
  bool bits_apart() const { return bits_ != to_engine_; }
  // Returns the numbering of the squares alone, and of the bits alone.
  Mapping squares() const { return Mapping(to_engine_); }
  Mapping bits() const { return Mapping(bits_); }
  // Returns whether this is the project's own numbering.
  bool identity() const { return to_engine_ == Symmetry::identity && !bits_apart(); }
  // Returns the symmetry that takes a board square to its engine index (squares).
  Symmetry to_engine() const { return to_engine_; }
  // Returns the symmetry that takes a board square to its engine bit (bitboards).
  Symmetry bits_to_engine() const { return bits_; }

  // Returns the engine's index of board square sq.
  int engine_square(int sq) const { return transform_square(to_engine_, sq); }
  // Returns the board square of the engine's index index.
  int board_square(int index) const { return transform_square(inverse(to_engine_), index); }
  // Returns bb with every board square moved to its engine bit.
  Bitboard engine_bb(Bitboard bb) const { return transform(bits_, bb); }
  // Returns bb with every engine bit moved to its board square.
  Bitboard board_bb(Bitboard bb) const { return transform(inverse(bits_), bb); }
  // Returns in with every square and bitboard moved to its engine index and
  // bit (dir8 and color stay: a compass direction and a side of the board).
  Input engine_input(const Input& in) const { return move_squares(to_engine_, bits_, in); }
  // Returns in (in the engine's numbering) with every index and bit moved to its board square.
  Input board_input(const Input& in) const {
    return move_squares(inverse(to_engine_), inverse(bits_), in);
  }

 private:
  explicit Mapping(Symmetry to_engine) : to_engine_(to_engine), bits_(to_engine) {}
  Symmetry to_engine_ = Symmetry::identity;  // board square -> engine index
  Symmetry bits_ = Symmetry::identity;       // board square -> engine bit
};

// Where the checking loops make their cases: in an engine's numbering, under
// its own-square contract. Every line table, square and background is moved
// into the numbering once (per process, line or background), never per case;
// the contract keeps only the own-bit states it allows (half of the cases that
// vary the own bit; the queen units keep both of theirs, which differ off the
// lines). visit gets each input as the engine is called with it, and the
// expected value in the same numbering.
struct CaseFrame {
  Mapping numbering{};
  OwnSquare own = OwnSquare::any;
  PairDomain pairs = PairDomain::all;  // the cases outside these are not made
  PawnSquares pawn_squares = PawnSquares::all;
};

struct Origin {
  OriginType type = OriginType::builtin;
  std::string location;  // plugin: the path; exec: the command; others: the name
  // The options of its command line that change its checking (not its defaults).
  std::optional<Mapping> mapping;               // --mapping
  std::optional<Mapping> bit_mapping;           // --bit-mapping
  std::optional<OwnSquare> own_square;          // --own-square
  std::optional<XrayBlockers> xray_blockers;    // --xray-blockers
  std::optional<PawnSides> pawn_sides;          // --pawn-sides
  std::optional<PairDomain> pairs;              // --pairs
  std::optional<PawnSquares> pawn_squares;      // --pawn-squares
  PositionContracts positions{};                // --positions, --attacked-color, --king-blockers
  bool batch_entries = true;                    // --batch (off: every case a single call)
  std::vector<std::string> sanitizer_runtimes;  // --sanitizer-runtime (a sanitized plugin's)
  std::optional<double> timeout_seconds;        // --timeout (a call's, a batch's, a handshake's)
  std::optional<double> init_timeout_seconds;   // --init-timeout (loading and slidercheck_init)
};

// Returns how `slidercheck check` names origin, as shell words: "--builtin
// NAME", "--planted NAME", the plugin path or "--exec CMD", then its options
// (written by the command-line grammar, command_line.cpp); an in-process
// subject's name as it is.
std::string subject_of(const Origin& origin);

// An enumeration whose calls are numbered, not written: while it runs, each
// call only advances the counter it was begun on (the history's, or the
// record's when no history is kept), and its inputs are made again from this
// description when they are needed (numbered_inputs). Call numbers are the
// counter's values: the run's calls are [first, end).
inline constexpr std::uint64_t kOpenRun = ~std::uint64_t{0};  // end of a run still going
struct NumberedCalls {
  std::uint64_t first = 0;  // the counter when the run began
  std::uint64_t end = 0;    // the counter when it ended, kOpenRun while it goes on
  Kind kind{};
  std::uint8_t level = 0;          // its Level (enumerate.h)
  std::uint8_t directions = 0;     // the multi-slider directions checked
  Symmetry to_engine{};            // the numbering the cases' bitboards are made in
  Symmetry squares_to_engine{};    // ... and their squares
  OwnSquare own{};                 // the own-square contract they are made under
  PairDomain pairs{};              // ... the pair domain
  PawnSquares pawn_squares{};      // ... and pawn_attacks' squares
  bool xray_contract = false;      // the x-ray contract's cases only, called with blockers = occ
  int queen_unit = -1;             // >= 0: that queen unit's cases, not the kind's enumeration
  std::uint64_t random_cases = 0;  // > 0: random inputs (random_with), not the enumeration
  std::uint64_t random_seed = 0;   // their seed
  // A batch entry's call in progress: its cases are the run's calls
  // [batch_from, the counter), the counter advanced past them before the call;
  // kOpenRun when none is.
  std::uint64_t batch_from = kOpenRun;
  // Returns whether call number i is one of the run's.
  bool holds(std::uint64_t i) const { return first <= i && i < end; }
};

// Where a checked engine's calls are recorded before they are made, for a
// watchdog in another process (a page shared with it): the number of calls so
// far, whether one is in progress, and its input. The recent calls of one
// process (in a page shared with the parent, which replays them in a fresh
// process when a failure depends on earlier calls): the last kCallHistory
// calls, oldest overwritten first, each one an input or a call of a numbered
// run. The first mismatch freezes it (mismatch_of), so that it ends with the
// call that failed, not with the shrinker's calls after it. Inputs are
// recorded as the engine is called with them (in its numbering, the contracts
// applied), each with its kind and the fields of its kind's shape only (the
// others may be left from an earlier call): read them back with
// recorded_calls and latest_call.
inline constexpr std::size_t kCallHistory = 4096;  // a power of two
inline constexpr std::size_t kNumberedRuns = 64;   // a history's runs kept
struct CallHistory {
  std::atomic<std::uint64_t> count{0};  // calls recorded; the latest is (count - 1) % kCallHistory
  int frozen = 0;              // set by the first mismatch (which also takes it out of the record)
  Input inputs[kCallHistory];  // by call number % kCallHistory (a numbered call's entry is unused)
  NumberedCalls runs[kNumberedRuns];  // by run number % kNumberedRuns
  std::uint64_t runs_begun = 0;       // runs numbered on count
  std::uint64_t forgotten = 0;        // calls before it may be in a run no longer kept
};

struct CallRecord {
  std::atomic<std::uint64_t> calls{0};  // calls begun while no history was kept (see calls_made)
  std::atomic<int> in_call{0};          // a call is in progress (or a numbered run)
  Input input{};                        // the latest call's input when no history is kept
  CallHistory* history = nullptr;       // where the inputs are kept, or null (frozen, or none)
  Mapping numbering{};                  // the numbering the inputs are recorded in (the engine's)
  NumberedCalls run{};                  // the latest run numbered on calls (no history kept)
};

// Counts a call about to begin on counter (its only writer: a load and a
// store, no locked instruction); returns its number.
[[gnu::always_inline]] inline std::uint64_t count_call(std::atomic<std::uint64_t>* counter) {
  const std::uint64_t i = counter->load(std::memory_order_relaxed);
  counter->store(i + 1, std::memory_order_relaxed);
  return i;
}

// Returns where the input of the call about to begin is written, and counts
// the call: the history's next entry, or record->input when no history is
// kept (one counter per call either way: see calls_made).
[[gnu::always_inline]] inline Input& next_call_input(CallRecord* record) {
  if (CallHistory* h = record->history)
    return h->inputs[count_call(&h->count) & (kCallHistory - 1)];
  count_call(&record->calls);
  return record->input;
}

// A numbered run on record while it lives: begun (its counter chosen, its
// description kept, the record marked in a call throughout: the checking loop
// between two calls is the checker's own short code) and ended with it. Each
// call of the run advances counter() before it is made (count_call).
class NumberedRun {
 public:
  NumberedRun(CallRecord& record, NumberedCalls run);
  ~NumberedRun();
  NumberedRun(const NumberedRun&) = delete;
  NumberedRun& operator=(const NumberedRun&) = delete;
  std::atomic<std::uint64_t>* counter() const { return counter_; }
  NumberedCalls* run() const { return run_; }

 private:
  CallRecord& record_;
  NumberedCalls* run_;
  std::atomic<std::uint64_t>* counter_;
};

// Returns the calls begun on record (whose history, when it keeps one, is history).
inline std::uint64_t calls_made(const CallRecord& record, const CallHistory& history) {
  return record.calls.load(std::memory_order_relaxed) + history.count;
}

// Records that a call begins (after its input was written by next_call_input) and ends.
[[gnu::always_inline]] inline void begin_call(CallRecord* record) {
  record->in_call.store(1, std::memory_order_relaxed);
}
[[gnu::always_inline]] inline void end_call(CallRecord* record) {
  record->in_call.store(0, std::memory_order_relaxed);
}

// Returns in with only its kind and the fields of its kind's shape (the
// others zero): a recorded input as it was called.
Input shape_fields(const Input& in);

// Returns a recorded input (an entry of record's history, or its input, or a
// numbered call's) in the board's numbering, with the fields of its shape only.
Input recorded_input(const CallRecord& record, const Input& entry);

// Returns the input of the latest call begun on record (whose history, when it
// keeps one, is history), in the board's numbering, or nothing (none, or a
// numbered run before its first call).
std::optional<Input> latest_call(const CallRecord& record, const CallHistory& history);

// Returns the cases of the batch entry's call in progress on record (a
// numbered run's batch_from), in the board's numbering, or none.
std::vector<Input> entry_batch_calls(const CallRecord& record, const CallHistory& history);

// Returns the calls history kept (the last kCallHistory at most, those of runs
// no longer kept left out), oldest first, in the board's numbering.
std::vector<Input> recorded_calls(const CallRecord& record, const CallHistory& history);

// Returns the inputs of run's calls [from, to), made again as the engine was
// called with them (in its numbering). Defined with the enumeration.
std::vector<Input> numbered_inputs(const NumberedCalls& run, std::uint64_t from, std::uint64_t to);

// A subject evaluated in batches (a child process behind a pipe, plugin/exec.h):
// results[i] = the engine's function of kind on inputs[i], every input in the
// engine's numbering with the contract applied. Throws when the batch cannot
// be evaluated (the checking loops then stop; the caller names the input).
class BatchEvaluator {
 public:
  virtual ~BatchEvaluator() = default;
  virtual void eval(Kind kind, const Input* inputs, std::size_t n, Bitboard* results) = 0;
  // Pipelined: starts a batch whose results are written by the finish() that
  // matches it (batches finish in the order started; inputs may be reused
  // after start returns, results must stay valid). By default, eval at once.
  virtual void start(Kind kind, const Input* inputs, std::size_t n, Bitboard* results) {
    eval(kind, inputs, n, results);
  }
  virtual void finish() {}
};

// Callables in place of function pointers (the conformance library's engines):
// one per kind, taking the input in the engine's numbering.
using Callables = std::array<std::function<Bitboard(const Input&)>, kKinds>;

// An engine's optional slidercheck_prepare(occ) (slidercheck/plugin.h).
using PrepareFn = void (*)(std::uint64_t occ);

// A subject: a name, an origin, one function per kind it provides (in its own
// numbering), and how to call them.
struct Implementation : KindFunctions<Bitboard> {
  std::string name;
  std::string summary;
  Origin origin{};
  Mapping mapping{};                           // the engine's numbering
  OwnSquare own_square = OwnSquare::any;       // the contract it is checked under
  CallRecord* record = nullptr;                // where each call is recorded, or null
  std::shared_ptr<const Callables> callables;  // set: called instead of fns
  PrepareFn prepare = nullptr;  // set: called with occ (engine's numbering) before each
                                // single-slider and x-ray call
  // The x-ray contract it is checked under.
  XrayBlockers xray_blockers = XrayBlockers::any;
  std::shared_ptr<BatchEvaluator> batch;        // set: evaluates instead of fns, in batches
  PawnSides pawn_sides = PawnSides::board;      // how its one-sided pawn kinds name the sides
  PositionContracts positions{};                // the position kinds' domain and readings
  PairDomain pairs = PairDomain::all;           // the pair kinds' domain
  PawnSquares pawn_squares = PawnSquares::all;  // pawn_attacks' squares
  // Returns whether in (board numbering) lies outside its pair domain or pawn squares.
  bool outside_contracts(const Input& in) const {
    return outside_input_contracts(in, pairs, pawn_squares);
  }

  // Returns this implementation's result for input (which it must provide), in
  // the board's numbering: the input translated, the call recorded (prepare,
  // when set, is called inside it), the result translated back.
  Bitboard eval(const Input& input) const;
  // Returns the result for engine, an input as the engine is called with it
  // (in its numbering), as the engine returns it: the call recorded, prepare
  // called inside it when set.
  Bitboard call_engine(const Input& engine) const;
  // Returns input as the engine is called with it, in the engine's numbering
  // (the contracts applied, then the numbering).
  Input engine_input(const Input& input) const;
  // Returns the input as the engine is called with it (the contracts applied, in
  // the board's numbering).
  Input as_called(const Input& input) const {
    return apply_xray_blockers(apply_own_square(input, own_square), xray_blockers);
  }
  // Returns whether the contracts change the expected result of kind's inputs
  // (the x-ray contract and relative pawn sides do; the own-square contract
  // never does), so that checking
  // loops must take the oracle of as_called(input).
  bool remaps_expected(Kind kind) const {
    return (xray_blockers != XrayBlockers::any && has_blockers(kind)) ||
           (pawn_sides == PawnSides::relative && is_one_sided_pawn(kind)) ||
           (positions.attacked_color != AttackedColor::attacker && kind == Kind::is_attacked) ||
           (positions.king_blockers != KingBlockers::stockfish &&
            (kind == Kind::blockers_for_king || kind == Kind::pinners));
  }
  // Returns the expected result of input: the oracle's of the input as called,
  // as the engine's conventions define its function (pawn sides).
  Bitboard expected(const Input& input) const;
  // Returns the subject as commands name it (see subject_of).
  std::string subject() const { return subject_of(origin); }
};

// Returns the result of calling fns's function of in.kind on in as it is (no
// translation).
Bitboard call(const KindFunctions<Bitboard>& fns, const Input& in);

}  // namespace slidercheck
