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

template <Kind K, F::Single F::*Fn>
Bitboard single_thunk(Bitboard occ, int sq) {
  const AdapterConfig& c = g_current->config();
  const Input in = apply_own_square(Input{.kind = K, .sq = sq, .occ = occ}, c.own_square);
  if (c.before_call) c.before_call(in);
  const Bitboard r = (c.functions.*Fn)(c.mapping.engine_bb(in.occ), c.mapping.engine_square(sq));
  if (c.after_call) c.after_call();
  return c.mapping.board_bb(r);
}

template <Kind K, F::Xray F::*Fn>
Bitboard xray_thunk(Bitboard occ, Bitboard blockers, int sq) {
  const AdapterConfig& c = g_current->config();
  const Input in =
      apply_own_square(Input{.kind = K, .sq = sq, .occ = occ, .blockers = blockers}, c.own_square);
  if (c.before_call) c.before_call(in);
  const Bitboard r = (c.functions.*Fn)(
      c.mapping.engine_bb(in.occ), c.mapping.engine_bb(in.blockers), c.mapping.engine_square(sq));
  if (c.after_call) c.after_call();
  return c.mapping.board_bb(r);
}

Bitboard sliding_thunk(Bitboard sliders, Bitboard empty, int dir8) {
  const AdapterConfig& c = g_current->config();
  if (c.before_call) {
    c.before_call(
        Input{.kind = Kind::sliding_attacks, .dir8 = dir8, .sliders = sliders, .empty = empty});
  }
  const Bitboard r =
      c.functions.sliding_attacks(c.mapping.engine_bb(sliders), c.mapping.engine_bb(empty), dir8);
  if (c.after_call) c.after_call();
  return c.mapping.board_bb(r);
}

template <Kind K, F::MultiExtra F::*Fn>
Bitboard multi_extra_thunk(Bitboard sliders, Bitboard empty, Bitboard extra, int dir8) {
  const AdapterConfig& c = g_current->config();
  if (c.before_call) {
    Input in{.kind = K, .dir8 = dir8, .sliders = sliders, .empty = empty};
    (K == Kind::between ? in.targets : in.blockers) = extra;
    c.before_call(in);
  }
  const Bitboard r = (c.functions.*Fn)(c.mapping.engine_bb(sliders), c.mapping.engine_bb(empty),
                                       c.mapping.engine_bb(extra), dir8);
  if (c.after_call) c.after_call();
  return c.mapping.board_bb(r);
}

}  // namespace

AdaptedEngine::AdaptedEngine(AdapterConfig config)
    : config_(std::move(config)), previous_(g_current) {
  const F& f = config_.functions;
  impl_.name = config_.name.c_str();
  impl_.summary = "adapted engine";
  using K = Kind;
  if (f.rook_attacks) impl_.rook_attacks = single_thunk<K::rook_attacks, &F::rook_attacks>;
  if (f.bishop_attacks) impl_.bishop_attacks = single_thunk<K::bishop_attacks, &F::bishop_attacks>;
  if (f.queen_attacks) impl_.queen_attacks = single_thunk<K::queen_attacks, &F::queen_attacks>;
  if (f.rank_attacks) impl_.rank_attacks = single_thunk<K::rank_attacks, &F::rank_attacks>;
  if (f.file_attacks) impl_.file_attacks = single_thunk<K::file_attacks, &F::file_attacks>;
  if (f.diagonal_attacks)
    impl_.diagonal_attacks = single_thunk<K::diagonal_attacks, &F::diagonal_attacks>;
  if (f.antidiagonal_attacks)
    impl_.antidiagonal_attacks = single_thunk<K::antidiagonal_attacks, &F::antidiagonal_attacks>;
  if (f.xray_rook_attacks)
    impl_.xray_rook_attacks = xray_thunk<K::xray_rook_attacks, &F::xray_rook_attacks>;
  if (f.xray_bishop_attacks)
    impl_.xray_bishop_attacks = xray_thunk<K::xray_bishop_attacks, &F::xray_bishop_attacks>;
  if (f.sliding_attacks) impl_.sliding_attacks = sliding_thunk;
  if (f.xray_sliding_attacks)
    impl_.xray_sliding_attacks =
        multi_extra_thunk<K::xray_sliding_attacks, &F::xray_sliding_attacks>;
  if (f.between) impl_.between = multi_extra_thunk<K::between, &F::between>;
  impl_.directions = f.directions;
  g_current = this;
}

AdaptedEngine::~AdaptedEngine() { g_current = previous_; }

// ---- Tasks -------------------------------------------------------------------------

std::vector<Task> plan_tasks(const EngineFunctions& functions, const CheckOptions& options) {
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
    for (int first = 0; first < 64; first += 4) {
      tasks.push_back(Task{.type = Task::Type::queen_lines,
                           .kind = Kind::queen_attacks,
                           .first_sq = first,
                           .last_sq = first + 3});
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
      return 500;
    case Level::standard:
      return 4'000;
    case Level::exhaustive:
      return 200'000;
  }
  return 0;
}

std::uint64_t random_cases(Level level) {
  switch (level) {
    case Level::quick:
      return 20'000;
    case Level::standard:
      return 200'000;
    case Level::exhaustive:
      return 2'000'000;
  }
  return 0;
}

namespace {

// splitmix64: a small, reproducible generator.
struct Rng {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Returns a bitboard of a random density, from nearly empty to nearly full.
  Bitboard board() {
    switch (next() % 6) {
      case 0:
        return next() & next() & next() & next();
      case 1:
        return next() & next() & next();
      case 2:
        return next() & next();
      case 3:
        return next();
      case 4:
        return next() | next();
      default:
        return next() | next() | next();
    }
  }
};

// Returns a random input of kind in one of the directions (multi kinds).
Input random_input(Kind kind, Rng& rng, std::uint8_t directions) {
  Input in{.kind = kind};
  switch (shape_of(kind)) {
    case Shape::single:
      in.sq = static_cast<int>(rng.next() % 64);
      in.occ = rng.board();
      break;
    case Shape::xray:
      in.sq = static_cast<int>(rng.next() % 64);
      in.occ = rng.board();
      in.blockers = rng.next() % 4 == 0 ? in.occ : in.occ & rng.board();
      break;
    case Shape::multi:
    case Shape::multi_extra: {
      int dirs[8], n = 0;
      for (int d = 0; d < 8; ++d)
        if ((directions >> d) & 1) dirs[n++] = d;
      in.dir8 = dirs[rng.next() % n];
      in.sliders = rng.next() & rng.board();
      in.empty = ~rng.board();
      if (kind == Kind::xray_sliding_attacks) in.blockers = rng.board() & ~in.empty;
      if (kind == Kind::between) in.targets = rng.next() & rng.board() & ~in.empty;
      break;
    }
  }
  return in;
}

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
      result = check_kind(impl, task.kind, options.level);
      if (result.mismatch) break;
      // The random search: inputs the enumeration's structure never produces,
      // each checked against the oracle, the first random_law_cases of them
      // against every algebraic law too (laws.h: check_all_laws).
      const auto start = std::chrono::steady_clock::now();
      Rng rng{options.seed * 0x100000001B3ull + static_cast<std::uint64_t>(task.kind)};
      const std::uint64_t n = impl.directions ? random_cases(options.level) : 0;
      const std::uint64_t law_cases = std::min(n, random_law_cases(options.level));
      std::optional<Mismatch> blamed;
      for (std::uint64_t i = 0; i < n; ++i) {
        const Input in = random_input(task.kind, rng, impl.directions);
        ++result.cases;
        auto m = i < law_cases ? check_all_laws(impl, in) : check_oracle(impl, in);
        if (!m) continue;
        const std::string law = m->law;
        Mismatch shrunk = shrink_oracle_mismatch(impl, *m);
        shrunk.law = law;
        if (m->input.kind == task.kind) {
          result.mismatch = shrunk;
          break;
        }
        // A law blamed another kind (e.g. symmetry maps file onto rank): keep
        // it for that kind, and go on looking for this kind's own failures.
        if (!blamed) blamed = shrunk;
      }
      if (!result.mismatch && blamed) result.mismatch = blamed;
      result.seconds += seconds_since(start);
      break;
    }
    case Task::Type::queen_lines:
      result = check_queen_lines(impl, task.first_sq, task.last_sq);
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

void merge(std::vector<FunctionResult>& results, const KindResult& result) {
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
  if (!blamed->mismatch) blamed->mismatch = result.mismatch;
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
  for (const Task& task : plan_tasks(engine.config().functions, options))
    merge(results, run_task(engine, task, options));
  return results;
}

}  // namespace slidercheck::plugin
