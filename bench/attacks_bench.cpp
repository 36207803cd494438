// Google Benchmark of every built-in function kind of every implementation, in
// two loops (the loops of the well-known public comparisons):
//
//  - known/IMPL/KIND: the square (dir8 for the multi-slider kinds) is a
//    compile-time constant and the family's function (impls/families.h, the
//    one list of built-ins, inlined) is called directly, so it inlines and its
//    masks become immediates. Each iteration runs all 64
//    squares (a fold over std::integer_sequence) on 512 occupancies.
//  - pointer/IMPL/KIND: the registry's function pointer, over a fixed
//    pseudo-random set of 4096 (square, occupancy) inputs (xorshift64*, fixed
//    seed; occupancies of density 1/4, the AND of two random words).
//    pointer/empty/KIND: an empty function of the kind through the same loop
//    (src/cli/empty_functions.h, which bench's loop also measures): the ceiling.
//  - checkloop/magic/rook_attacks/RECORD: `check`'s enumeration (check_kind,
//    standard level) of the built-in magic, its calls not recorded, recorded,
//    or recorded with the call history: what the record costs the loop.
//  - checkpart/hyperbola_quintessence/KIND/PART: one function's check in its
//    parts (enumeration, law cases, random search), as a check worker runs it.
//
// Every benchmark reports M lookups/s as the rate counter `Mlookups/s`.
#include <benchmark/benchmark.h>

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

#include "cli/empty_functions.h"
#include "impls/families.h"
#include "slidercheck/enumerate.h"
#include "slidercheck/kinds.h"
#include "slidercheck/plan.h"
#include "slidercheck/registry.h"

namespace {

using slidercheck::Bitboard;
using slidercheck::Implementation;
using slidercheck::Kind;

constexpr int kInputs = 4096;    // inputs of the pointer loop
constexpr int kKnownOccs = 512;  // occupancies of the known-square loop (x 64 squares)

// The fixed pseudo-random inputs.
struct Inputs {
  std::array<Bitboard, kInputs> occ{}, blockers{}, sliders{}, empty{}, extra{};
  std::array<int, kInputs> sq{}, dir8{}, sq2{};  // sq2: b of the pair kinds (a = sq)
  std::array<int, kInputs> color{};              // the pawns' color: dir8's low bit
  // The position kinds' positions: no loop here calls a position kind (these
  // inputs are no game-like positions); the column is there for the shapes'
  // argument lists.
  std::array<slidercheck::Position, kInputs> pos{};
};

// Returns the inputs (generated once, always the same).
const Inputs& inputs() {
  static const Inputs in = [] {
    Inputs in;
    std::uint64_t s = 0x9E3779B97F4A7C15ull;
    auto next = [&s] {  // xorshift64*
      s ^= s >> 12;
      s ^= s << 25;
      s ^= s >> 27;
      return s * 0x2545F4914F6CDD1Dull;
    };
    for (int i = 0; i < kInputs; ++i) {
      in.occ[i] = next() & next();
      in.blockers[i] = in.occ[i] & next();  // blockers ⊆ occ
      in.sliders[i] = next() & next() & next();
      in.empty[i] = ~(in.occ[i] | in.sliders[i]);
      in.extra[i] = in.occ[i] & next();
      in.sq[i] = static_cast<int>(next() >> 58);
      in.dir8[i] = static_cast<int>(next() >> 61);
      // From words drawn already, so the other inputs stay as they were.
      in.sq2[i] = static_cast<int>((in.sliders[i] ^ in.extra[i] ^ (in.occ[i] >> 17)) & 63);
      in.color[i] = in.dir8[i] & 1;
    }
    return in;
  }();
  return in;
}

// Sets the rate counter: lookups per second, in millions.
void count(benchmark::State& state, double lookups_per_iteration) {
  state.counters["Mlookups/s"] =
      benchmark::Counter(lookups_per_iteration * static_cast<double>(state.iterations()) / 1e6,
                         benchmark::Counter::kIsRate);
}

// ---- known-square loop -----------------------------------------------------

namespace impls = slidercheck::impls;

// Returns family F's function of kind K (impls/families.h, the one list of
// built-ins). In a flattened caller families() is inlined and the function is
// a constant, so its call inlines as the template's own would.
template <std::size_t F, Kind K>
[[gnu::always_inline]] inline auto function_of() {
  return impls::families<Bitboard>()[F].functions.template get<slidercheck::shape_of(K)>(K);
}

// Returns the XOR of family F's kind K on (occ, [blockers,] Sq) over all 64
// squares, each Sq a constant.
template <std::size_t F, Kind K, int... Sq>
[[gnu::flatten]] Bitboard all_squares(Bitboard occ, Bitboard blockers,
                                      std::integer_sequence<int, Sq...>) {
  const auto f = function_of<F, K>();
  if constexpr (slidercheck::takes(K, slidercheck::Field::blockers)) {
    return (f(occ, blockers, Sq) ^ ...);
  } else {
    return (f(occ, Sq) ^ ...);
  }
}

// Returns the XOR of family F's kind K on (sliders, empty, [extra,] Dir8) over
// the directions the family covers, each Dir8 a constant.
template <std::size_t F, Kind K, int... Dir8>
[[gnu::flatten]] Bitboard all_dirs(Bitboard sliders, Bitboard empty, Bitboard extra,
                                   std::integer_sequence<int, Dir8...>) {
  const auto f = function_of<F, K>();
  const int mask = impls::families<Bitboard>()[F].functions.directions;
  if constexpr (slidercheck::has_extra(K)) {
    return ((((mask >> Dir8) & 1) != 0 ? f(sliders, empty, extra, Dir8) : Bitboard{0}) ^ ...);
  } else {
    return ((((mask >> Dir8) & 1) != 0 ? f(sliders, empty, Dir8) : Bitboard{0}) ^ ...);
  }
}

template <std::size_t F, Kind K>
void known_square(benchmark::State& state) {
  const Inputs& in = inputs();
  for (auto _ : state) {
    Bitboard sum = 0;
    for (int i = 0; i < kKnownOccs; ++i) {
      sum ^= all_squares<F, K>(in.occ[i], in.blockers[i], std::make_integer_sequence<int, 64>{});
    }
    benchmark::DoNotOptimize(sum);
  }
  count(state, 64.0 * kKnownOccs);
}

template <std::size_t F, Kind K>
void known_dir(benchmark::State& state) {
  const Inputs& in = inputs();
  for (auto _ : state) {
    Bitboard sum = 0;
    for (int i = 0; i < kInputs; ++i) {
      sum ^= all_dirs<F, K>(in.sliders[i], in.empty[i], in.extra[i],
                            std::make_integer_sequence<int, 8>{});
    }
    benchmark::DoNotOptimize(sum);
  }
  const unsigned mask = impls::families<Bitboard>()[F].functions.directions;
  count(state, static_cast<double>(std::popcount(mask)) * kInputs);
}

// Registers known/FAMILY/KIND when family F provides kind K (the board kinds:
// single-slider, x-ray and multi-slider; the ray kind has the pointer loop only).
template <std::size_t F, Kind K>
void register_known_kind(const impls::Family<Bitboard>& family) {
  if (!family.functions.provides(K)) return;
  const std::string name = std::string("known/") + family.name + "/" + slidercheck::kind_name(K);
  if constexpr (slidercheck::is_single_slider(K) && !slidercheck::is_ray(K)) {
    benchmark::RegisterBenchmark(name.c_str(), known_square<F, K>);
  } else if constexpr (slidercheck::is_multi(K)) {
    benchmark::RegisterBenchmark(name.c_str(), known_dir<F, K>);
  }
}

// Registers every known-square (known-direction) benchmark of family F.
template <std::size_t F, std::size_t... K>
void register_known_family(const impls::Family<Bitboard>& family, std::index_sequence<K...>) {
  (register_known_kind<F, static_cast<Kind>(K)>(family), ...);
}

// Registers every known-square (known-direction) benchmark of every built-in family.
template <std::size_t... F>
void register_known(std::index_sequence<F...>) {
  const auto families = impls::families<Bitboard>();
  (register_known_family<F>(families[F], std::make_index_sequence<slidercheck::kKinds>{}), ...);
}

// ---- pointer loop ----------------------------------------------------------

// Returns the column of field F of the inputs (the leapers: color = dir8's low
// bit, set = occ; a and from = sq, b and to = sq2; extra: the multi kinds' fourth bitboard).
template <slidercheck::Field F>
const auto& column(const Inputs& in) {
  using slidercheck::Field;
  if constexpr (F == Field::sq || F == Field::a || F == Field::from) return in.sq;
  if constexpr (F == Field::b || F == Field::to) return in.sq2;
  if constexpr (F == Field::occ || F == Field::set) return in.occ;
  if constexpr (F == Field::blockers) return in.blockers;
  if constexpr (F == Field::sliders) return in.sliders;
  if constexpr (F == Field::empty) return in.empty;
  if constexpr (F == Field::extra) return in.extra;
  if constexpr (F == Field::dir8 || F == Field::jump) return in.dir8;
  if constexpr (F == Field::color) return in.color;
  if constexpr (F == Field::pos) return in.pos;
}

// Runs fn, impl's function of shape S, over the fixed inputs. The multi kinds
// take only the covered directions: the pseudo-random dir8s mapped onto them.
template <slidercheck::Shape S>
void pointer_loop_of(benchmark::State& state, slidercheck::ShapeFn<Bitboard, S> fn,
                     const Implementation& f) {
  using slidercheck::Field;
  const Inputs& in = inputs();
  benchmark::DoNotOptimize(fn);
  std::array<int, 8> dirs{};
  int covered = 0;
  for (int d = 0; d < 8; ++d) {
    if (f.covers(d)) dirs[covered++] = d;
  }
  constexpr auto args = slidercheck::shape_info(S).arguments;
  auto arg = [&]<Field F>(int i) {
    if constexpr (F == Field::dir8)
      return dirs[in.dir8[i] % covered];
    else if constexpr (F == Field::jump)
      return in.dir8[i] & 7;
    else if constexpr (F == Field::pos)
      return &column<F>(in)[i];
    else
      return column<F>(in)[i];
  };
  for (auto _ : state) {
    Bitboard sum = 0;
    for (int i = 0; i < kInputs; ++i) {
      sum ^= [&]<std::size_t... I>(std::index_sequence<I...>) {
        return fn(arg.template operator()<args[I]>(i)...);
      }
      (std::make_index_sequence<static_cast<std::size_t>(args.size)>());
    }
    benchmark::DoNotOptimize(sum);
  }
}

// Runs impl's kind through its registry pointer over the fixed inputs.
void pointer_loop(benchmark::State& state, const Implementation* impl, Kind kind) {
  slidercheck::on_shape(slidercheck::shape_of(kind), [&]<slidercheck::Shape S>() {
    pointer_loop_of<S>(state, impl->get<S>(kind), *impl);
  });
  count(state, kInputs);
}

// ---- the checking loop ------------------------------------------------------

// Runs `slidercheck check`'s enumeration of kind (check_kind, the standard
// level) on impl, its calls recorded as a check worker records them (record:
// 0 none, 1 a call record, 2 a call record keeping the history): what the
// record of every call costs the loop. Reports cases/s as Mlookups/s.
void check_loop(benchmark::State& state, const Implementation* builtin, Kind kind, int record) {
  static slidercheck::CallRecord calls;
  static slidercheck::CallHistory history;
  Implementation impl = *builtin;
  impl.record = record > 0 ? &calls : nullptr;
  slidercheck::prepare_line_tables();
  double cases = 0;
  for (auto _ : state) {
    calls.history = record > 1 ? &history : nullptr;
    history.frozen = 0;
    const slidercheck::KindResult r =
        slidercheck::check_kind(impl, kind, slidercheck::Level::standard);
    if (r.mismatch) state.SkipWithError("mismatch");
    cases = static_cast<double>(r.cases);
  }
  count(state, cases);
}

// The parts of one function's check, as a check worker runs them
// (check/plan/plan.cpp: run_task), apart: the enumeration (check_kind), the law
// cases (check_random's first inputs, each checked against every law) and the
// random search (check_random's other inputs), at the standard level, calls
// recorded with the call history. Reports the part's cases/s as Mlookups/s.
enum class Part { enumeration, laws, random };
void check_part(benchmark::State& state, const Implementation* builtin, Kind kind, Part part) {
  static slidercheck::CallRecord calls;
  static slidercheck::CallHistory history;
  Implementation impl = *builtin;
  impl.record = &calls;
  slidercheck::prepare_line_tables();
  const slidercheck::Level level = slidercheck::Level::standard;
  const std::uint64_t enumerated = slidercheck::check_kind(impl, kind, level).cases;
  const std::uint64_t laws = slidercheck::law_cases(level, enumerated);
  const std::uint64_t random = slidercheck::random_cases(level, kind, enumerated);
  double cases = 0;
  for (auto _ : state) {
    calls.history = &history;
    const slidercheck::KindResult r =
        part == Part::enumeration ? slidercheck::check_kind(impl, kind, level)
        : part == Part::laws      ? slidercheck::check_random(impl, kind, 1, laws, laws)
                                  : slidercheck::check_random(impl, kind, 1, random - laws, 0);
    if (r.mismatch) state.SkipWithError("mismatch");
    cases = static_cast<double>(r.cases);
  }
  count(state, cases);
}

// Registers checkpart/hyperbola_quintessence/KIND/{enumeration,laws,random}
// for kinds from the largest check to the smallest.
void register_check_parts() {
  for (const Implementation& impl : slidercheck::builtin_implementations()) {
    if (impl.name != "hyperbola_quintessence") continue;
    for (const Kind kind :
         {Kind::rook_attacks, Kind::bishop_attacks, Kind::rank_attacks, Kind::diagonal_attacks}) {
      const char* names[] = {"enumeration", "laws", "random"};
      for (int part = 0; part < 3; ++part) {
        const std::string name =
            "checkpart/" + impl.name + "/" + slidercheck::kind_name(kind) + "/" + names[part];
        benchmark::RegisterBenchmark(name.c_str(), check_part, &impl, kind,
                                     static_cast<Part>(part));
      }
    }
  }
}

// Registers checkloop/IMPL/rook_attacks/{no_record,record,history} for the
// built-in magic.
void register_check_loop() {
  for (const Implementation& impl : slidercheck::builtin_implementations()) {
    if (impl.name != "magic") continue;
    const char* names[] = {"no_record", "record", "history"};
    for (int record = 0; record < 3; ++record) {
      const std::string name = "checkloop/magic/rook_attacks/" + std::string(names[record]);
      benchmark::RegisterBenchmark(name.c_str(), check_loop, &impl, Kind::rook_attacks, record);
    }
  }
}

// Registers pointer/IMPL/KIND for every kind of every built-in (the oracle
// too), and pointer/empty/KIND: an empty function of every kind through the
// same loop, the most the loop allows (its own cost in view).
void register_pointer() {
  for (const Implementation& impl : slidercheck::builtin_implementations()) {
    for (const Kind kind : slidercheck::all_kinds()) {
      // The position kinds take game-like positions (one king a side), which
      // these inputs do not hold: they are left out here.
      if (!impl.provides(kind) || slidercheck::is_position_kind(kind)) continue;
      const std::string name =
          std::string("pointer/") + impl.name + "/" + slidercheck::kind_name(kind);
      benchmark::RegisterBenchmark(name.c_str(), pointer_loop, &impl, kind);
    }
  }
  for (const Kind kind : slidercheck::all_kinds()) {
    const std::string name = std::string("pointer/empty/") + slidercheck::kind_name(kind);
    benchmark::RegisterBenchmark(name.c_str(), pointer_loop, &slidercheck::cli::empty_functions(),
                                 kind);
  }
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  register_known(std::make_index_sequence<impls::kFamilies>{});
  register_pointer();
  register_check_loop();
  register_check_parts();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
