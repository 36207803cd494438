// Google Benchmark of every built-in function kind of every implementation, in
// two loops (the loops of the well-known public comparisons):
//
//  - known/IMPL/KIND: the square (dir8 for the multi-slider kinds) is a
//    compile-time constant and the family's template is called directly, so
//    it inlines and its masks become immediates. Each iteration runs all 64
//    squares (a fold over std::integer_sequence) on 512 occupancies.
//  - pointer/IMPL/KIND: the registry's function pointer, over a fixed
//    pseudo-random set of 4096 (square, occupancy) inputs (xorshift64*, fixed
//    seed; occupancies of density 1/4, the AND of two random words).
//  - checkloop/magic/rook_attacks/RECORD: `check`'s enumeration (check_kind,
//    standard level) of the built-in magic, its calls not recorded, recorded,
//    or recorded with the call history: what the record costs the loop.
//  - checkpart/hyperbola_quintessence/KIND/PART: one function's check in its
//    parts (enumeration, law cases, random search), as a check worker runs it.
//
// Every benchmark reports M lookups/s as the rate counter `Mlookups/s`.
#include <benchmark/benchmark.h>

#include <array>
#include <cstdint>
#include <string>
#include <utility>

#include "impls/fill_by_subtraction.h"
#include "impls/hyperbola_quintessence.h"
#include "impls/kogge_stone.h"
#include "impls/magic.h"
#include "impls/obstruction_difference.h"
#include "impls/pext.h"
#include "impls/reverse_bitboards.h"
#include "impls/subtraction.h"
#include "impls/xray_modified_occupancy.h"
#include "impls/xray_one_lookup.h"
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

template <int Sq>
using SquareConstant = std::integral_constant<int, Sq>;

// Returns the XOR of f(occ, [blockers,] Sq) over all 64 squares, each Sq a constant.
template <class F, int... Sq>
Bitboard all_squares(F f, Bitboard occ, Bitboard blockers, std::integer_sequence<int, Sq...>) {
  return (f(occ, blockers, SquareConstant<Sq>{}) ^ ...);
}

// Returns the XOR of f(sliders, empty, extra, Dir8) over the directions of Mask.
template <int Mask, class F, int... Dir8>
Bitboard all_dirs(F f, Bitboard sliders, Bitboard empty, Bitboard extra,
                  std::integer_sequence<int, Dir8...>) {
  return (
      (((Mask >> Dir8) & 1) != 0 ? f(sliders, empty, extra, SquareConstant<Dir8>{}) : Bitboard{0}) ^
      ...);
}

template <class F>
void known_square(benchmark::State& state, F f) {
  const Inputs& in = inputs();
  for (auto _ : state) {
    Bitboard sum = 0;
    for (int i = 0; i < kKnownOccs; ++i) {
      sum ^= all_squares(f, in.occ[i], in.blockers[i], std::make_integer_sequence<int, 64>{});
    }
    benchmark::DoNotOptimize(sum);
  }
  count(state, 64.0 * kKnownOccs);
}

template <int Mask, class F>
void known_dir(benchmark::State& state, F f) {
  const Inputs& in = inputs();
  for (auto _ : state) {
    Bitboard sum = 0;
    for (int i = 0; i < kInputs; ++i) {
      sum ^= all_dirs<Mask>(f, in.sliders[i], in.empty[i], in.extra[i],
                            std::make_integer_sequence<int, 8>{});
    }
    benchmark::DoNotOptimize(sum);
  }
  count(state, static_cast<double>(std::popcount(static_cast<unsigned>(Mask))) * kInputs);
}

// Registers known/IMPL/KIND for one single-slider kind of family namespace NS.
#define SLIDERCHECK_KNOWN_SINGLE(NS, IMPL, KIND)                                      \
  benchmark::RegisterBenchmark("known/" IMPL "/" #KIND, [](benchmark::State& state) { \
    known_square(state, [](Bitboard occ, Bitboard, auto sq) {                         \
      return slidercheck::impls::NS::KIND<Bitboard>(occ, decltype(sq)::value);        \
    });                                                                               \
  })
#define SLIDERCHECK_KNOWN_XRAY(NS, IMPL, KIND)                                           \
  benchmark::RegisterBenchmark("known/" IMPL "/" #KIND, [](benchmark::State& state) {    \
    known_square(state, [](Bitboard occ, Bitboard blockers, auto sq) {                   \
      return slidercheck::impls::NS::KIND<Bitboard>(occ, blockers, decltype(sq)::value); \
    });                                                                                  \
  })
#define SLIDERCHECK_KNOWN_SINGLES(NS, IMPL)             \
  SLIDERCHECK_KNOWN_SINGLE(NS, IMPL, rook_attacks);     \
  SLIDERCHECK_KNOWN_SINGLE(NS, IMPL, bishop_attacks);   \
  SLIDERCHECK_KNOWN_SINGLE(NS, IMPL, queen_attacks);    \
  SLIDERCHECK_KNOWN_SINGLE(NS, IMPL, rank_attacks);     \
  SLIDERCHECK_KNOWN_SINGLE(NS, IMPL, file_attacks);     \
  SLIDERCHECK_KNOWN_SINGLE(NS, IMPL, diagonal_attacks); \
  SLIDERCHECK_KNOWN_SINGLE(NS, IMPL, antidiagonal_attacks)

// Registers every known-square (known-direction) benchmark.
void register_known() {
  SLIDERCHECK_KNOWN_SINGLES(subtraction, "subtraction");
  SLIDERCHECK_KNOWN_SINGLES(reverse_bitboards, "reverse_bitboards");
  SLIDERCHECK_KNOWN_SINGLES(hyperbola_quintessence, "hyperbola_quintessence");
  SLIDERCHECK_KNOWN_SINGLES(obstruction_difference, "obstruction_difference");
  SLIDERCHECK_KNOWN_XRAY(xray_modified_occupancy, "xray_modified_occupancy", xray_rook_attacks);
  SLIDERCHECK_KNOWN_XRAY(xray_modified_occupancy, "xray_modified_occupancy", xray_bishop_attacks);
  SLIDERCHECK_KNOWN_SINGLES(xray_one_lookup, "xray_one_lookup");
  SLIDERCHECK_KNOWN_XRAY(xray_one_lookup, "xray_one_lookup", xray_rook_attacks);
  SLIDERCHECK_KNOWN_XRAY(xray_one_lookup, "xray_one_lookup", xray_bishop_attacks);
  SLIDERCHECK_KNOWN_SINGLES(kogge_stone, "kogge_stone");
  SLIDERCHECK_KNOWN_SINGLES(magic, "magic");
  SLIDERCHECK_KNOWN_SINGLES(pext, "pext");

  namespace fs = slidercheck::impls::fill_by_subtraction;
  namespace ks = slidercheck::impls::kogge_stone;
  benchmark::RegisterBenchmark("known/fill_by_subtraction/sliding_attacks", [](auto& state) {
    known_dir<fs::kDirections>(state, [](Bitboard s, Bitboard e, Bitboard, auto d) {
      return fs::sliding_attacks<Bitboard>(s, e, decltype(d)::value);
    });
  });
  benchmark::RegisterBenchmark("known/kogge_stone/sliding_attacks", [](auto& state) {
    known_dir<0xFF>(state, [](Bitboard s, Bitboard e, Bitboard, auto d) {
      return ks::sliding_attacks<Bitboard>(s, e, decltype(d)::value);
    });
  });
  benchmark::RegisterBenchmark("known/kogge_stone/xray_sliding_attacks", [](auto& state) {
    known_dir<0xFF>(state, [](Bitboard s, Bitboard e, Bitboard x, auto d) {
      return ks::xray_sliding_attacks<Bitboard>(s, e, x, decltype(d)::value);
    });
  });
  benchmark::RegisterBenchmark("known/kogge_stone/between", [](auto& state) {
    known_dir<0xFF>(state, [](Bitboard s, Bitboard e, Bitboard x, auto d) {
      return ks::between<Bitboard>(s, e, x, decltype(d)::value);
    });
  });
}

// ---- pointer loop ----------------------------------------------------------

// Runs impl's kind through its registry pointer over the fixed inputs.
void pointer_loop(benchmark::State& state, const Implementation* impl, Kind kind) {
  const Inputs& in = inputs();
  const Implementation& f = *impl;
  double per_iteration = kInputs;
  switch (slidercheck::shape_of(kind)) {
    case slidercheck::Shape::single: {
      const slidercheck::SingleFn fn = f.get<slidercheck::Shape::single>(kind);
      benchmark::DoNotOptimize(fn);
      for (auto _ : state) {
        Bitboard sum = 0;
        for (int i = 0; i < kInputs; ++i) sum ^= fn(in.occ[i], in.sq[i]);
        benchmark::DoNotOptimize(sum);
      }
      break;
    }
    case slidercheck::Shape::xray: {
      slidercheck::XrayFn fn = f.get<slidercheck::Shape::xray>(kind);
      benchmark::DoNotOptimize(fn);
      for (auto _ : state) {
        Bitboard sum = 0;
        for (int i = 0; i < kInputs; ++i) sum ^= fn(in.occ[i], in.blockers[i], in.sq[i]);
        benchmark::DoNotOptimize(sum);
      }
      break;
    }
    case slidercheck::Shape::multi: {
      slidercheck::MultiFn fn = f.get<slidercheck::Shape::multi>(kind);
      benchmark::DoNotOptimize(fn);
      // Only the covered directions: the pseudo-random dir8s mapped onto them.
      std::array<int, 8> dirs{};
      int covered = 0;
      for (int d = 0; d < 8; ++d) {
        if (f.covers(d)) dirs[covered++] = d;
      }
      for (auto _ : state) {
        Bitboard sum = 0;
        for (int i = 0; i < kInputs; ++i) {
          sum ^= fn(in.sliders[i], in.empty[i], dirs[in.dir8[i] % covered]);
        }
        benchmark::DoNotOptimize(sum);
      }
      break;
    }
    case slidercheck::Shape::multi_extra: {
      slidercheck::MultiExtraFn fn = f.get<slidercheck::Shape::multi_extra>(kind);
      benchmark::DoNotOptimize(fn);
      for (auto _ : state) {
        Bitboard sum = 0;
        for (int i = 0; i < kInputs; ++i) {
          sum ^= fn(in.sliders[i], in.empty[i], in.extra[i], in.dir8[i]);
        }
        benchmark::DoNotOptimize(sum);
      }
      break;
    }
    case slidercheck::Shape::pair: {
      slidercheck::PairFn fn = f.get<slidercheck::Shape::pair>(kind);
      benchmark::DoNotOptimize(fn);
      for (auto _ : state) {
        Bitboard sum = 0;
        for (int i = 0; i < kInputs; ++i) sum ^= fn(in.sq[i], in.sq2[i]);
        benchmark::DoNotOptimize(sum);
      }
      break;
    }  // The leapers: sq, color = dir8's low bit, set = occ.
    case slidercheck::Shape::square: {
      slidercheck::SquareFn fn = f.get<slidercheck::Shape::square>(kind);
      benchmark::DoNotOptimize(fn);
      for (auto _ : state) {
        Bitboard sum = 0;
        for (int i = 0; i < kInputs; ++i) sum ^= fn(in.sq[i]);
        benchmark::DoNotOptimize(sum);
      }
      break;
    }
    case slidercheck::Shape::color_square: {
      slidercheck::ColorSquareFn fn = f.get<slidercheck::Shape::color_square>(kind);
      benchmark::DoNotOptimize(fn);
      for (auto _ : state) {
        Bitboard sum = 0;
        for (int i = 0; i < kInputs; ++i) sum ^= fn(in.dir8[i] & 1, in.sq[i]);
        benchmark::DoNotOptimize(sum);
      }
      break;
    }
    case slidercheck::Shape::set: {
      slidercheck::SetFn fn = f.get<slidercheck::Shape::set>(kind);
      benchmark::DoNotOptimize(fn);
      for (auto _ : state) {
        Bitboard sum = 0;
        for (int i = 0; i < kInputs; ++i) sum ^= fn(in.occ[i]);
        benchmark::DoNotOptimize(sum);
      }
      break;
    }
    case slidercheck::Shape::color_set: {
      slidercheck::ColorSetFn fn = f.get<slidercheck::Shape::color_set>(kind);
      benchmark::DoNotOptimize(fn);
      for (auto _ : state) {
        Bitboard sum = 0;
        for (int i = 0; i < kInputs; ++i) sum ^= fn(in.dir8[i] & 1, in.occ[i]);
        benchmark::DoNotOptimize(sum);
      }
      break;
    }
  }
  count(state, per_iteration);
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
// (check/plan.cpp: run_task), apart: the enumeration (check_kind), the law
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

// Registers pointer/IMPL/KIND for every kind of every built-in (the oracle too).
void register_pointer() {
  for (const Implementation& impl : slidercheck::builtin_implementations()) {
    for (const Kind kind : slidercheck::all_kinds()) {
      if (!impl.provides(kind)) continue;
      const std::string name =
          std::string("pointer/") + impl.name + "/" + slidercheck::kind_name(kind);
      benchmark::RegisterBenchmark(name.c_str(), pointer_loop, &impl, kind);
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  register_known();
  register_pointer();
  register_check_loop();
  register_check_parts();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
