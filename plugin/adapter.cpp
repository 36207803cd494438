// The one checking path for engines: numberings, the own-square contract, the
// adapted Implementation, the task plan, the random search and result merging.
#include <algorithm>
#include <cctype>
#include <chrono>
#include <string>

#include "slidercheck/check.h"
#include "slidercheck/enumerate.h"
#include "slidercheck/laws.h"
#include "slidercheck/oracle.h"
#include "slidercheck/plugin_loader.h"

namespace slidercheck::plugin {

// ---- Own-square contract -----------------------------------------------------

const char* own_square_name(OwnSquare own) {
  switch (own) {
    case OwnSquare::any:
      return "any";
    case OwnSquare::occupied:
      return "occupied";
    case OwnSquare::empty:
      return "empty";
  }
  return "??";
}

std::optional<OwnSquare> parse_own_square(std::string_view text) {
  for (OwnSquare own : {OwnSquare::any, OwnSquare::occupied, OwnSquare::empty}) {
    if (text == own_square_name(own)) return own;
  }
  return std::nullopt;
}

const char* own_square_description(OwnSquare own) {
  switch (own) {
    case OwnSquare::any:
      return "any (the slider's own square occupied and empty must both work)";
    case OwnSquare::occupied:
      return "occupied (checked only with the slider's own square occupied)";
    case OwnSquare::empty:
      return "empty (checked only with the slider's own square empty)";
  }
  return "??";
}

Input apply_own_square(const Input& input, OwnSquare own) {
  const Shape shape = shape_of(input.kind);
  if (own == OwnSquare::any || (shape != Shape::single && shape != Shape::xray)) return input;
  Input out = input;
  if (own == OwnSquare::occupied) {
    out.occ |= square_bb(input.sq);
  } else {
    out.occ &= ~square_bb(input.sq);
    out.blockers &= ~square_bb(input.sq);
  }
  return out;
}

// ---- Mappings ------------------------------------------------------------------

namespace {

// Returns bb with the files reversed (a <-> h).
constexpr Bitboard mirror_files(Bitboard x) {
  constexpr Bitboard k1 = 0x5555555555555555ull, k2 = 0x3333333333333333ull,
                     k4 = 0x0f0f0f0f0f0f0f0full;
  x = ((x >> 1) & k1) | ((x & k1) << 1);
  x = ((x >> 2) & k2) | ((x & k2) << 2);
  x = ((x >> 4) & k4) | ((x & k4) << 4);
  return x;
}

// Returns bb with the ranks reversed (1 <-> 8).
constexpr Bitboard flip_ranks(Bitboard x) { return __builtin_bswap64(x); }

// Returns bb flipped about the a1-h8 diagonal (file <-> rank).
constexpr Bitboard transpose_board(Bitboard x) {
  constexpr Bitboard k1 = 0x5500550055005500ull, k2 = 0x3333000033330000ull,
                     k4 = 0x0f0f0f0f00000000ull;
  Bitboard t = k4 & (x ^ (x << 28));
  x ^= t ^ (t >> 28);
  t = k2 & (x ^ (x << 14));
  x ^= t ^ (t >> 14);
  t = k1 & (x ^ (x << 7));
  x ^= t ^ (t >> 7);
  return x;
}

}  // namespace

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
  const int f0 = file_of(*sq0), r0 = rank_of(*sq0), f1 = file_of(*sq1), r1 = rank_of(*sq1);
  if ((f0 != 0 && f0 != 7) || (r0 != 0 && r0 != 7)) return std::nullopt;  // not a corner
  Mapping m;
  m.mirror_ = f0 == 7;
  m.flip_ = r0 == 7;
  const int step_f = m.mirror_ ? -1 : 1, step_r = m.flip_ ? -1 : 1;
  if (r1 == r0 && f1 == f0 + step_f) {
    m.transpose_ = false;
  } else if (f1 == f0 && r1 == r0 + step_r) {
    m.transpose_ = true;
  } else {
    return std::nullopt;
  }
  return m;
}

std::string Mapping::name() const {
  const int f0 = mirror_ ? 7 : 0, r0 = flip_ ? 7 : 0;
  const int sq1 = transpose_ ? make_square(f0, r0 + (flip_ ? -1 : 1))
                             : make_square(f0 + (mirror_ ? -1 : 1), r0);
  return square_name(make_square(f0, r0)) + "," + square_name(sq1);
}

int Mapping::engine_square(int sq) const {
  int f = file_of(sq), r = rank_of(sq);
  if (mirror_) f = 7 - f;
  if (flip_) r = 7 - r;
  return transpose_ ? 8 * f + r : 8 * r + f;
}

int Mapping::board_square(int index) const {
  int f = transpose_ ? index >> 3 : index & 7, r = transpose_ ? index & 7 : index >> 3;
  if (mirror_) f = 7 - f;
  if (flip_) r = 7 - r;
  return make_square(f, r);
}

Bitboard Mapping::engine_bb(Bitboard bb) const {
  if (mirror_) bb = mirror_files(bb);
  if (flip_) bb = flip_ranks(bb);
  if (transpose_) bb = transpose_board(bb);
  return bb;
}

Bitboard Mapping::board_bb(Bitboard bb) const {
  if (transpose_) bb = transpose_board(bb);
  if (flip_) bb = flip_ranks(bb);
  if (mirror_) bb = mirror_files(bb);
  return bb;
}

// ---- Engine functions ----------------------------------------------------------

bool EngineFunctions::provides(Kind kind) const {
  switch (kind) {
    case Kind::rook_attacks:
      return bool(rook_attacks);
    case Kind::bishop_attacks:
      return bool(bishop_attacks);
    case Kind::queen_attacks:
      return bool(queen_attacks);
    case Kind::rank_attacks:
      return bool(rank_attacks);
    case Kind::file_attacks:
      return bool(file_attacks);
    case Kind::diagonal_attacks:
      return bool(diagonal_attacks);
    case Kind::antidiagonal_attacks:
      return bool(antidiagonal_attacks);
    case Kind::xray_rook_attacks:
      return bool(xray_rook_attacks);
    case Kind::xray_bishop_attacks:
      return bool(xray_bishop_attacks);
    case Kind::sliding_attacks:
      return bool(sliding_attacks);
    case Kind::xray_sliding_attacks:
      return bool(xray_sliding_attacks);
    case Kind::between:
      return bool(between);
  }
  return false;
}

EngineFunctions EngineFunctions::from(const Implementation& impl) {
  EngineFunctions f;
  if (impl.rook_attacks) f.rook_attacks = impl.rook_attacks;
  if (impl.bishop_attacks) f.bishop_attacks = impl.bishop_attacks;
  if (impl.queen_attacks) f.queen_attacks = impl.queen_attacks;
  if (impl.rank_attacks) f.rank_attacks = impl.rank_attacks;
  if (impl.file_attacks) f.file_attacks = impl.file_attacks;
  if (impl.diagonal_attacks) f.diagonal_attacks = impl.diagonal_attacks;
  if (impl.antidiagonal_attacks) f.antidiagonal_attacks = impl.antidiagonal_attacks;
  if (impl.xray_rook_attacks) f.xray_rook_attacks = impl.xray_rook_attacks;
  if (impl.xray_bishop_attacks) f.xray_bishop_attacks = impl.xray_bishop_attacks;
  if (impl.sliding_attacks) f.sliding_attacks = impl.sliding_attacks;
  if (impl.xray_sliding_attacks) f.xray_sliding_attacks = impl.xray_sliding_attacks;
  if (impl.between) f.between = impl.between;
  f.directions = impl.directions;
  return f;
}

// ---- The adapted Implementation ------------------------------------------------

namespace {

// The engine the thunks of this thread call.
thread_local const AdaptedEngine* g_current = nullptr;

using F = EngineFunctions;

// Records input as the call in progress (before the call).
inline void begin_call(CallRecord* record) {
  record->calls.store(record->calls.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
  record->in_call.store(1, std::memory_order_relaxed);
}

// Records that the call returned.
inline void end_call(CallRecord* record) { record->in_call.store(0, std::memory_order_relaxed); }

// The thunks: a direct path (a plain pointer, no translation: the input is
// recorded field by field and the engine called), and the general one
// (own-square contract, numbering, std::function).
// The general path of single_thunk (kept out of line, so the direct path stays small).
template <Kind K, F::Single F::*Fn>
[[gnu::noinline]] Bitboard single_general(const AdaptedEngine& e, Bitboard occ, int sq) {
  const AdapterConfig& c = e.config();
  const Input in = apply_own_square(Input{.kind = K, .sq = sq, .occ = occ}, c.own_square);
  if (c.record) {
    c.record->input = in;
    begin_call(c.record);
  }
  const Bitboard r = (c.functions.*Fn)(c.mapping.engine_bb(in.occ), c.mapping.engine_square(sq));
  if (c.record) end_call(c.record);
  return c.mapping.board_bb(r);
}

template <Kind K, F::Single F::*Fn, SingleFn Implementation::*Raw>
Bitboard single_thunk(Bitboard occ, int sq) {
  const AdaptedEngine& e = *g_current;
  const SingleFn raw = e.raw().*Raw;
  if (!raw || !e.direct()) [[unlikely]]
    return single_general<K, Fn>(e, occ, sq);
  CallRecord* const record = e.config().record;
  if (!record) return raw(occ, sq);
  record->input.kind = K;
  record->input.sq = sq;
  record->input.occ = occ;
  begin_call(record);
  const Bitboard r = raw(occ, sq);
  end_call(record);
  return r;
}

// The general path of xray_thunk.
template <Kind K, F::Xray F::*Fn>
[[gnu::noinline]] Bitboard xray_general(const AdaptedEngine& e, Bitboard occ, Bitboard blockers,
                                        int sq) {
  const AdapterConfig& c = e.config();
  const Input in =
      apply_own_square(Input{.kind = K, .sq = sq, .occ = occ, .blockers = blockers}, c.own_square);
  if (c.record) {
    c.record->input = in;
    begin_call(c.record);
  }
  const Bitboard r = (c.functions.*Fn)(
      c.mapping.engine_bb(in.occ), c.mapping.engine_bb(in.blockers), c.mapping.engine_square(sq));
  if (c.record) end_call(c.record);
  return c.mapping.board_bb(r);
}

template <Kind K, F::Xray F::*Fn, XrayFn Implementation::*Raw>
Bitboard xray_thunk(Bitboard occ, Bitboard blockers, int sq) {
  const AdaptedEngine& e = *g_current;
  const XrayFn raw = e.raw().*Raw;
  if (!raw || !e.direct()) [[unlikely]]
    return xray_general<K, Fn>(e, occ, blockers, sq);
  CallRecord* const record = e.config().record;
  if (!record) return raw(occ, blockers, sq);
  record->input.kind = K;
  record->input.sq = sq;
  record->input.occ = occ;
  record->input.blockers = blockers;
  begin_call(record);
  const Bitboard r = raw(occ, blockers, sq);
  end_call(record);
  return r;
}

Bitboard sliding_thunk(Bitboard sliders, Bitboard empty, int dir8) {
  const AdaptedEngine& e = *g_current;
  CallRecord* const record = e.config().record;
  if (record) {
    record->input.kind = Kind::sliding_attacks;
    record->input.dir8 = dir8;
    record->input.sliders = sliders;
    record->input.empty = empty;
    begin_call(record);
  }
  Bitboard r;
  if (const MultiFn raw = e.raw().sliding_attacks; raw && e.direct()) [[likely]] {
    r = raw(sliders, empty, dir8);
  } else {
    const AdapterConfig& c = e.config();
    r = c.mapping.board_bb(c.functions.sliding_attacks(c.mapping.engine_bb(sliders),
                                                       c.mapping.engine_bb(empty), dir8));
  }
  if (record) end_call(record);
  return r;
}

template <Kind K, F::MultiExtra F::*Fn, MultiExtraFn Implementation::*Raw>
Bitboard multi_extra_thunk(Bitboard sliders, Bitboard empty, Bitboard extra, int dir8) {
  const AdaptedEngine& e = *g_current;
  CallRecord* const record = e.config().record;
  if (record) {
    record->input.kind = K;
    record->input.dir8 = dir8;
    record->input.sliders = sliders;
    record->input.empty = empty;
    (K == Kind::between ? record->input.targets : record->input.blockers) = extra;
    begin_call(record);
  }
  Bitboard r;
  if (const MultiExtraFn raw = e.raw().*Raw; raw && e.direct()) [[likely]] {
    r = raw(sliders, empty, extra, dir8);
  } else {
    const AdapterConfig& c = e.config();
    r = c.mapping.board_bb((c.functions.*Fn)(c.mapping.engine_bb(sliders),
                                             c.mapping.engine_bb(empty), c.mapping.engine_bb(extra),
                                             dir8));
  }
  if (record) end_call(record);
  return r;
}

// Returns the plain function pointer inside fn, or null.
template <class Ptr, class Function>
Ptr plain(const Function& fn) {
  const Ptr* p = fn.template target<Ptr>();
  return p ? *p : nullptr;
}

}  // namespace

AdaptedEngine::AdaptedEngine(AdapterConfig config)
    : config_(std::move(config)), previous_(g_current) {
  const F& f = config_.functions;
  impl_.name = config_.name.c_str();
  impl_.summary = "adapted engine";
  using K = Kind;
  using I = Implementation;
#define SLIDERCHECK_ADAPT(thunk, kind)               \
  if (f.kind) {                                      \
    impl_.kind = thunk<K::kind, &F::kind, &I::kind>; \
    raw_.kind = plain<decltype(raw_.kind)>(f.kind);  \
  }
  SLIDERCHECK_ADAPT(single_thunk, rook_attacks)
  SLIDERCHECK_ADAPT(single_thunk, bishop_attacks)
  SLIDERCHECK_ADAPT(single_thunk, queen_attacks)
  SLIDERCHECK_ADAPT(single_thunk, rank_attacks)
  SLIDERCHECK_ADAPT(single_thunk, file_attacks)
  SLIDERCHECK_ADAPT(single_thunk, diagonal_attacks)
  SLIDERCHECK_ADAPT(single_thunk, antidiagonal_attacks)
  SLIDERCHECK_ADAPT(xray_thunk, xray_rook_attacks)
  SLIDERCHECK_ADAPT(xray_thunk, xray_bishop_attacks)
  SLIDERCHECK_ADAPT(multi_extra_thunk, xray_sliding_attacks)
  SLIDERCHECK_ADAPT(multi_extra_thunk, between)
#undef SLIDERCHECK_ADAPT
  if (f.sliding_attacks) {
    impl_.sliding_attacks = sliding_thunk;
    raw_.sliding_attacks = plain<MultiFn>(f.sliding_attacks);
  }
  impl_.directions = f.directions;
  raw_.directions = f.directions;
  direct_ = config_.mapping.identity() && config_.own_square == OwnSquare::any;
  direct_calls_ = DirectCalls{.raw = &raw_, .record = config_.record};
  g_current = this;
}

const DirectCalls* AdaptedEngine::direct_calls(Kind kind) const {
  return direct_ && raw_.provides(kind) ? &direct_calls_ : nullptr;
}

AdaptedEngine::~AdaptedEngine() { g_current = previous_; }

// ---- Tasks -------------------------------------------------------------------------

std::vector<Task> plan_tasks(const EngineFunctions& functions, const CheckOptions& options) {
  std::vector<Task> tasks;
  const std::vector<Task> units = plan_units(functions, options);
  for (std::size_t i = 0; i < units.size(); ++i)
    if (in_shard(i, options.shard)) tasks.push_back(units[i]);
  return tasks;
}

std::vector<Task> plan_units(const EngineFunctions& functions, const CheckOptions& options) {
  // Roughly the slowest first, so two workers finish together.
  constexpr Kind kOrder[] = {
      Kind::xray_rook_attacks,    Kind::sliding_attacks,  Kind::between,
      Kind::xray_sliding_attacks, Kind::queen_attacks,    Kind::rook_attacks,
      Kind::xray_bishop_attacks,  Kind::bishop_attacks,   Kind::rank_attacks,
      Kind::file_attacks,         Kind::diagonal_attacks, Kind::antidiagonal_attacks,
  };
  auto wanted = [&](Kind kind) {
    return functions.provides(kind) &&
           (options.only.empty() ||
            std::find(options.only.begin(), options.only.end(), kind) != options.only.end());
  };
  std::vector<Task> tasks;
  if (options.level == Level::exhaustive && wanted(Kind::queen_attacks)) {
    for (int unit = 0; unit < kQueenUnits; ++unit) {
      tasks.push_back(
          Task{.type = Task::Type::queen_lines, .kind = Kind::queen_attacks, .unit = unit});
    }
  }
  for (Kind kind : kOrder) {
    if (wanted(kind)) tasks.push_back(Task{.type = Task::Type::kind, .kind = kind});
  }
  return tasks;
}

std::uint64_t random_law_cases(Level level) {
  switch (level) {
    case Level::quick:
      return 100;
    case Level::standard:
      return 200;
    case Level::exhaustive:
      return 200'000;
  }
  return 0;
}

std::uint64_t random_cases(Level level, Kind kind, std::uint64_t enumerated) {
  std::uint64_t n = 0;
  switch (level) {
    case Level::quick:
      n = 20'000;
      break;
    case Level::standard:
      n = 200'000;
      break;
    case Level::exhaustive:
      n = 2'000'000;
      break;
  }
  // The multi-slider kinds' expected values come from walking every slider's
  // ray (oracle::eval), and their enumeration already covers every state of
  // every line over several backgrounds: an eighth as many.
  const Shape shape = shape_of(kind);
  if (shape == Shape::multi || shape == Shape::multi_extra) n /= 8;
  // At most an eighth as many as the enumeration checked (at least 1,000): a
  // random input costs about four times an enumerated one to make.
  return std::min(n, std::max<std::uint64_t>(1'000, enumerated / 8));
}

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

Mismatch finish_mismatch(Mismatch m, const AdapterConfig& config, const std::string& subject) {
  m.impl = config.name;
  m.subject = subject;
  m.input = apply_own_square(m.input, config.own_square);
  if (config.own_square != OwnSquare::any) m.note.clear();
  return m;
}

KindResult run_task(const AdaptedEngine& engine, const Task& task, const CheckOptions& options) {
  const Implementation& impl = engine.implementation();
  KindResult result;
  result.kind = task.kind;
  switch (task.type) {
    case Task::Type::kind: {
      result = check_kind(impl, task.kind, options.level, engine.direct_calls(task.kind));
      if (result.mismatch) break;
      // The random search: inputs the enumeration's structure never produces.
      const std::uint64_t n =
          impl.directions ? random_cases(options.level, task.kind, result.cases) : 0;
      const KindResult r =
          check_random(impl, task.kind,
                       options.seed * 0x100000001B3ull + static_cast<std::uint64_t>(task.kind), n,
                       std::min(random_law_cases(options.level),
                                std::max<std::uint64_t>(20, result.cases / 2000)),
                       engine.direct_calls(task.kind));
      result.cases += r.cases;
      result.seconds += r.seconds;
      result.mismatch = r.mismatch;
      break;
    }
    case Task::Type::queen_lines:
      result = check_queen_unit(impl, task.unit, engine.direct_calls(task.kind));
      break;
    case Task::Type::replay: {
      const auto start = std::chrono::steady_clock::now();
      result.kind = task.input.kind;
      result.cases = 1;
      result.mismatch = check_oracle(impl, task.input);
      result.seconds = seconds_since(start);
      break;
    }
  }
  if (result.mismatch) result.mismatch = finish_mismatch(*result.mismatch, engine.config(), "");
  return result;
}

const char* status_name(FunctionResult::Status status) {
  switch (status) {
    case FunctionResult::Status::pass:
      return "pass";
    case FunctionResult::Status::fail:
      return "fail";
    case FunctionResult::Status::crash:
      return "crash";
    case FunctionResult::Status::timeout:
      return "timeout";
    case FunctionResult::Status::skipped:
      return "skipped";
  }
  return "??";
}

void merge(std::vector<FunctionResult>& results, const KindResult& result,
           std::uint64_t task_index) {
  auto entry = [&](Kind kind) -> FunctionResult* {
    for (FunctionResult& r : results)
      if (r.kind == kind) return &r;
    return nullptr;
  };
  auto settle = [](FunctionResult& r) {
    if (r.status == FunctionResult::Status::crash || r.status == FunctionResult::Status::timeout)
      return;
    r.status = r.mismatch ? FunctionResult::Status::fail : FunctionResult::Status::pass;
  };
  FunctionResult* own = entry(result.kind);
  if (!own) return;
  own->cases += result.cases;
  own->seconds += result.seconds;
  settle(*own);
  if (!result.mismatch) return;
  // The mismatch belongs to the kind it blames (a law may blame another one).
  FunctionResult* blamed = entry(result.mismatch->input.kind);
  if (!blamed) blamed = own;
  const std::uint64_t rank = (blamed == own ? 0 : std::uint64_t{1} << 63) | task_index;
  if (!blamed->mismatch || rank < blamed->mismatch_rank) {
    blamed->mismatch = result.mismatch;
    blamed->mismatch_rank = rank;
  }
  settle(*blamed);
}

std::vector<FunctionResult> check_in_process(const AdaptedEngine& engine,
                                             const CheckOptions& options) {
  std::vector<FunctionResult> results;
  for (Kind kind : all_kinds()) {
    if (!engine.config().functions.provides(kind)) continue;
    if (!options.only.empty() &&
        std::find(options.only.begin(), options.only.end(), kind) == options.only.end())
      continue;
    results.push_back(FunctionResult{.kind = kind});
  }
  std::uint64_t task_index = 0;
  for (const Task& task : plan_tasks(engine.config().functions, options))
    merge(results, run_task(engine, task, options), task_index++);
  return results;
}

}  // namespace slidercheck::plugin
