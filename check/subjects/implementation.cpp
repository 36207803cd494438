// The subject type: origins, numberings, the own-square contract, eval, and the call record.
#include "slidercheck/implementation.h"

#include <algorithm>
#include <cctype>

#include "slidercheck/oracle.h"

namespace slidercheck {

// ---- Own-square contract -----------------------------------------------------

namespace {

// The contracts, in OwnSquare order: name and one-line description.
struct OwnSquareInfo {
  const char* name;
  const char* description;
};
constexpr OwnSquareInfo kOwnSquares[] = {
    {"any", "any (the slider's own square occupied and empty must both work)"},
    {"occupied", "occupied (checked only with the slider's own square occupied)"},
    {"empty", "empty (checked only with the slider's own square empty)"},
};

const OwnSquareInfo& own_square_info(OwnSquare own) { return kOwnSquares[static_cast<int>(own)]; }

}  // namespace

const char* own_square_name(OwnSquare own) { return own_square_info(own).name; }

const char* own_square_description(OwnSquare own) { return own_square_info(own).description; }

std::optional<OwnSquare> parse_own_square(std::string_view text) {
  for (int i = 0; i < 3; ++i)
    if (text == kOwnSquares[i].name) return static_cast<OwnSquare>(i);
  return std::nullopt;
}

Input apply_own_square(const Input& input, OwnSquare own) {
  if (own == OwnSquare::any || !is_single_slider(input.kind)) return input;
  Input out = input;
  if (own == OwnSquare::occupied) {
    out.occ |= square_bb(input.sq);
  } else {
    out.occ &= ~square_bb(input.sq);
    out.blockers &= ~square_bb(input.sq);
  }
  return out;
}

// ---- Pawn sides -----------------------------------------------------------------

const char* pawn_sides_name(PawnSides sides) {
  return sides == PawnSides::relative ? "relative" : "board";
}

std::optional<PawnSides> parse_pawn_sides(std::string_view text) {
  if (text == "board") return PawnSides::board;
  if (text == "relative") return PawnSides::relative;
  return std::nullopt;
}

const char* pawn_sides_description(PawnSides sides) {
  return sides == PawnSides::relative
             ? "relative (west/east as the moving side sees them: for black, west is towards "
               "the h-file)"
             : "board (west = towards the a-file for both colors)";
}

Input as_defined(const Input& called, PawnSides sides) {
  if (sides != PawnSides::relative || !is_one_sided_pawn(called.kind) || called.color != 1)
    return called;
  Input out = called;
  out.kind =
      called.kind == Kind::pawn_west_attacks ? Kind::pawn_east_attacks : Kind::pawn_west_attacks;
  return out;
}

Bitboard Implementation::expected(const Input& input) const {
  if (is_position_kind(input.kind)) return position_expected(input, positions);
  return oracle::eval(as_defined(as_called(input), pawn_sides));
}

// ---- X-ray contract ------------------------------------------------------------

const char* xray_blockers_name(XrayBlockers contract) {
  return contract == XrayBlockers::occupied ? "occupied" : "any";
}

const char* xray_blockers_description(XrayBlockers contract) {
  return contract == XrayBlockers::occupied
             ? "occupied (x-ray functions checked only with blockers = every occupied square)"
             : "any (x-ray functions checked with every blockers subset of the occupancy)";
}

std::optional<XrayBlockers> parse_xray_blockers(std::string_view text) {
  if (text == "any") return XrayBlockers::any;
  if (text == "occupied") return XrayBlockers::occupied;
  return std::nullopt;
}

bool has_blockers(Kind kind) { return takes(kind, Field::blockers); }

Input apply_xray_blockers(const Input& input, XrayBlockers contract) {
  if (contract == XrayBlockers::any || !has_blockers(input.kind)) return input;
  Input out = input;
  out.blockers = is_single_slider(input.kind) ? input.occ : ~input.empty;
  return out;
}

// ---- Numberings ------------------------------------------------------------------

const std::array<const char*, 8>& Mapping::names() {
  static const std::array<const char*, 8> kNames = {"a1,b1", "a1,a2", "a8,b8", "a8,a7",
                                                    "h1,g1", "h1,h2", "h8,g8", "h8,h7"};
  return kNames;
}

std::optional<Mapping> Mapping::parse(std::string_view text) {
  std::string compact;
  for (char c : text) {
    if (!std::isspace(static_cast<unsigned char>(c)))
      compact += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  const auto comma = compact.find(',');
  if (comma == std::string::npos) return std::nullopt;
  const std::string first = compact.substr(0, comma), second = compact.substr(comma + 1);
  if (first.size() != 2 || second.size() != 2 || !std::isalpha(first[0]) ||
      !std::isalpha(second[0]))
    return std::nullopt;
  const auto sq0 = parse_square(first), sq1 = parse_square(second);
  if (!sq0 || !sq1) return std::nullopt;
  // The symmetry that takes the engine's squares 0 and 1 to indices 0 and 1.
  for (int s = 0; s <= static_cast<int>(Symmetry::identity); ++s) {
    const auto sym = static_cast<Symmetry>(s);
    if (transform_square(sym, *sq0) == 0 && transform_square(sym, *sq1) == 1) return Mapping(sym);
  }
  return std::nullopt;
}

std::string Mapping::name() const {
  return square_name(board_square(0)) + "," + square_name(board_square(1));
}

std::string Mapping::bits_name() const { return bits().name(); }

// ---- Calls -------------------------------------------------------------------------

Bitboard call(const KindFunctions<Bitboard>& f, const Input& in) {
  return on_shape(shape_of(in.kind),
                  [&]<Shape S>() { return invoke_shape<S>(f.get<S>(in.kind), in); });
}

namespace {

// Returns the field at p, read as it was written: a load as wide as each field
// (the caller has often just written one of them, and a wider load would wait
// for that store to leave the store buffer).
template <class T>
[[gnu::always_inline]] inline T field(const T& p) {
  return *static_cast<const volatile T*>(&p);
}

// Copies every field of in to out.
void write_fields(const Input& in, Input& out) {
  out.kind = field(in.kind);
  out.sq = field(in.sq);
  out.dir8 = field(in.dir8);
  out.occ = field(in.occ);
  out.blockers = field(in.blockers);
  out.sliders = field(in.sliders);
  out.empty = field(in.empty);
  out.targets = field(in.targets);
  out.sq2 = field(in.sq2);
  out.color = field(in.color);
  out.set = field(in.set);
  for (int i = 0; i < kPositionWords; ++i)
    position_word(out.pos, i) = field(position_word(in.pos, i));
}
// Every field of Input is copied above.
static_assert(sizeof(Input) == 136, "copy the new field of Input in write_fields");

}  // namespace

Input Implementation::engine_input(const Input& input) const {
  return mapping.engine_input(as_called(input));
}

Bitboard Implementation::eval(const Input& input) const {
  // Called as it is when neither the numbering nor a contract changes it.
  const bool as_is =
      mapping.identity() && own_square == OwnSquare::any && xray_blockers == XrayBlockers::any;
  if (as_is) return call_engine(input);
  const Bitboard r = call_engine(engine_input(input));
  // is_attacked and the sees kinds answer 0 or 1, a truth value in every numbering.
  return mapping.identity() || answers_truth(input.kind) ? r : mapping.board_bb(r);
}

Bitboard Implementation::call_engine(const Input& engine) const {
  if (record) {
    record->numbering = mapping;
    write_fields(engine, next_call_input(record));  // read back through shape_fields
    begin_call(record);
  }
  if (prepare && is_single_slider(engine.kind)) prepare(engine.occ);
  Bitboard r = 0;
  if (batch) {
    batch->eval(engine.kind, &engine, 1, &r);
  } else {
    r = callables ? (*callables)[static_cast<int>(engine.kind)](engine) : call(*this, engine);
  }
  if (record) end_call(record);
  return r;
}

// ---- Call records -----------------------------------------------------------------

Input shape_fields(const Input& in) {
  Input out{.kind = in.kind};
  on_shape(shape_of(in.kind), [&]<Shape S>() {
    copy_shape_fields<S>(in, out);
    return 0;
  });
  return out;
}

Input recorded_input(const CallRecord& record, const Input& entry) {
  return record.numbering.board_input(shape_fields(entry));
}

NumberedRun::NumberedRun(CallRecord& record, NumberedCalls run) : record_(record) {
  if (CallHistory* h = record.history) {
    counter_ = &h->count;
    NumberedCalls& slot = h->runs[h->runs_begun++ % kNumberedRuns];
    if (h->runs_begun > kNumberedRuns) h->forgotten = std::max(h->forgotten, slot.end);
    run_ = &slot;
  } else {
    counter_ = &record.calls;
    run_ = &record.run;
  }
  run.first = counter_->load(std::memory_order_relaxed);
  run.end = kOpenRun;
  *run_ = run;
  record.in_call.store(1, std::memory_order_relaxed);
}

NumberedRun::~NumberedRun() {
  run_->end = counter_->load(std::memory_order_relaxed);
  record_.in_call.store(0, std::memory_order_relaxed);
}

namespace {

// Returns the run among runs that holds call i, or null.
const NumberedCalls* run_holding(const NumberedCalls* runs, std::size_t n, std::uint64_t i) {
  for (std::size_t k = 0; k < n; ++k)
    if (runs[k].holds(i)) return &runs[k];
  return nullptr;
}

// Returns whether one of runs is still going and has made no call yet (the
// counter stands at its first call).
bool before_first_call(const NumberedCalls* runs, std::size_t n, std::uint64_t counter) {
  for (std::size_t k = 0; k < n; ++k)
    if (runs[k].end == kOpenRun && runs[k].first == counter) return true;
  return false;
}

// Returns the input of numbered call i of run, in the board's numbering, or nothing.
std::optional<Input> numbered_call(const CallRecord& record, const NumberedCalls& run,
                                   std::uint64_t i) {
  const std::vector<Input> in = numbered_inputs(run, i, i + 1);
  if (in.empty()) return std::nullopt;
  return recorded_input(record, in[0]);
}

// Returns the run among runs that holds call i and is inside a batch entry's call, or null.
const NumberedCalls* batch_holding(const NumberedCalls* runs, std::size_t n, std::uint64_t i) {
  const NumberedCalls* run = run_holding(runs, n, i);
  return run && run->batch_from != kOpenRun && run->batch_from <= i ? run : nullptr;
}

// Returns the run of record whose batch entry's call is in progress (its
// calls end at *n), or null.
const NumberedCalls* entry_batch_run(const CallRecord& record, const CallHistory& history,
                                     std::uint64_t* n) {
  const bool kept = record.history != nullptr;
  *n = kept ? history.count.load() : record.calls.load();
  if (*n == 0) return nullptr;
  return kept ? batch_holding(history.runs, kNumberedRuns, *n - 1)
              : batch_holding(&record.run, 1, *n - 1);
}

}  // namespace

std::vector<Input> entry_batch_calls(const CallRecord& record, const CallHistory& history) {
  std::uint64_t n = 0;
  const NumberedCalls* run = entry_batch_run(record, history, &n);
  if (!run) return {};
  std::vector<Input> calls;
  for (const Input& in : numbered_inputs(*run, run->batch_from, n))
    calls.push_back(recorded_input(record, in));
  return calls;
}

std::optional<Input> latest_call(const CallRecord& record, const CallHistory& history) {
  // Inside a batch entry's call: one of its cases, not known which.
  std::uint64_t made = 0;
  if (entry_batch_run(record, history, &made)) return std::nullopt;
  if (!record.history) {
    const std::uint64_t n = record.calls.load();
    if (n > 0 && record.run.holds(n - 1)) return numbered_call(record, record.run, n - 1);
    if (before_first_call(&record.run, 1, n)) return std::nullopt;
    return recorded_input(record, record.input);
  }
  const std::uint64_t n = history.count.load();
  if (before_first_call(history.runs, kNumberedRuns, n) || n == 0) return std::nullopt;
  if (const NumberedCalls* run = run_holding(history.runs, kNumberedRuns, n - 1))
    return numbered_call(record, *run, n - 1);
  return recorded_input(record, history.inputs[(n - 1) & (kCallHistory - 1)]);
}

std::vector<Input> recorded_calls(const CallRecord& record, const CallHistory& history) {
  const std::uint64_t count = history.count.load();
  const std::uint64_t from =
      std::max(count - std::min<std::uint64_t>(count, kCallHistory), history.forgotten);
  std::vector<Input> calls;
  for (std::uint64_t i = from; i < count;) {
    if (const NumberedCalls* run = run_holding(history.runs, kNumberedRuns, i)) {
      const std::uint64_t to = std::min(count, run->end);
      for (const Input& in : numbered_inputs(*run, i, to))
        calls.push_back(recorded_input(record, in));
      i = to;
    } else {
      calls.push_back(recorded_input(record, history.inputs[i & (kCallHistory - 1)]));
      ++i;
    }
  }
  return calls;
}

}  // namespace slidercheck
