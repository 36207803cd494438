// The differential fuzz targets. Each input decodes to one call
// (input_codec.h). What runs on it depends on the checks mode:
//
//   oracle   every implementation that provides the kind (and covers the
//            direction) against the oracle, whose answer is computed once per
//            input and compared with each implementation's.
//   sampled  the same, and on a deterministic 1-in-N sample of the inputs
//            every law family on one of the implementations that take the
//            input (the oracle included); a hash of the decoded input picks
//            both, so a crash file reproduces.
//   all      the oracle comparison and every law family on every input
//            (check_all_laws), about a hundred calls per implementation.
//
// A position kind's input is made well-formed first (well_formed); one still
// outside every domain (a kind of color's king without one) is not called, and
// the laws run only on game-like positions (the built-ins' domain).
//
// differential_fuzzer defaults to sampled, laws_fuzzer to all;
// $SLIDERCHECK_FUZZ_CHECKS overrides either, $SLIDERCHECK_FUZZ_LAW_SAMPLE sets N
// (default 64; 1 = every input). On a mismatch the target prints the same report
// as the other drivers (shrunk), then the stable signature line
// "slidercheck: MISMATCH <impl>::<function> law=<law>", and aborts.
//
// Built with SLIDERCHECK_FUZZ_PLANTED it runs the planted-bug implementations
// instead of the built-ins: those named in $SLIDERCHECK_PLANTED
// (comma-separated), or all.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "input_codec.h"
#include "slidercheck/check.h"
#include "slidercheck/laws.h"
#include "slidercheck/oracle.h"
#include "slidercheck/planted.h"
#include "slidercheck/registry.h"

// Marks the per-input code: not instrumented (see check_input).
#if defined(__clang__)
#define SLIDERCHECK_NO_COVERAGE __attribute__((no_sanitize("coverage")))
#else
#define SLIDERCHECK_NO_COVERAGE
#endif

namespace slidercheck::fuzz {
namespace {

#ifdef SLIDERCHECK_FUZZ_PLANTED
constexpr bool kPlanted = true;
#else
constexpr bool kPlanted = false;
#endif
#ifdef SLIDERCHECK_FUZZ_EVERY_LAW
constexpr const char* kDefaultChecks = "all";  // laws_fuzzer
#else
constexpr const char* kDefaultChecks = "sampled";
#endif

enum class Checks { oracle, sampled, all };

// Feedback of our own, in libFuzzer's extra-counters section (cleared before
// and scanned after every execution, like the coverage counters). The
// implementations and the oracle are not instrumented (see CMakeLists.txt), so
// these say what an input covered, per kind: the size of the oracle's answer
// (0-3, 4-7, ..., 64 squares: 17 counters), and the slider's ring (distance
// to the board's edge, 0-3) or, multi-slider kinds, the direction (8
// counters). Small on purpose: libFuzzer clears and scans them every run.
constexpr int kSizeBuckets = 17, kCountersPerKind = 32;
#if defined(__linux__)
__attribute__((section("__libfuzzer_extra_counters"), aligned(64)))
#endif
std::uint8_t extra_counters[kKinds][kCountersPerKind];

// Returns sq's distance to the nearest edge of the board (0-3).
SLIDERCHECK_NO_COVERAGE int ring(int sq) {
  const int file = file_of(sq), rank = rank_of(sq);
  return std::min(std::min(file, 7 - file), std::min(rank, 7 - rank));
}

[[noreturn]] void usage_error(const char* message) {
  std::fprintf(stderr, "slidercheck: error: %s\n", message);
  std::exit(2);
}

// One implementation's function for one kind: the pointer the hot loop calls.
struct Callee {
  const Implementation* impl;
  AnyFn fn;  // its function of the kind, of the kind's shape's type
};

// Returns impl's function for kind (which it provides).
Callee callee(const Implementation& impl, Kind kind) {
  return {&impl, impl.fns[static_cast<int>(kind)]};
}

// Returns the index of the first callee, all of shape S, whose answer on in
// differs from expected, or callees.size().
template <Shape S>
SLIDERCHECK_NO_COVERAGE std::size_t first_wrong(const std::vector<Callee>& callees, const Input& in,
                                                Bitboard expected) {
  for (std::size_t i = 0; i < callees.size(); ++i) {
    const auto f = reinterpret_cast<ShapeFn<Bitboard, S>>(callees[i].fn);
    if (invoke_shape<S>(f, in) != expected) return i;
  }
  return callees.size();
}

// The configuration, read from the environment once.
struct Config {
  Checks checks = Checks::sampled;
  std::uint64_t law_sample = 64;         // laws on 1 input in law_sample (sampled mode)
  std::vector<Implementation> subjects;  // what is checked (the oracle included)
  // Per kind and dir8: the subjects that provide the kind (and, multi-slider
  // kinds, cover dir8), the oracle left out; the hot loop walks these.
  std::array<std::array<std::vector<Callee>, kDirections>, kKinds> callees;
  // Per kind and dir8: the subjects that take such an input, the oracle
  // included; sampled mode runs the laws on one of them.
  std::array<std::array<std::vector<const Implementation*>, kDirections>, kKinds> law_subjects;
};

// Returns the implementations to check: the built-ins, or the planted bugs.
std::vector<Implementation> choose_subjects() {
  if (!kPlanted) {
    auto all = builtin_implementations();
    return std::vector<Implementation>(all.begin(), all.end());
  }
  const char* env = std::getenv("SLIDERCHECK_PLANTED");
  auto all = planted_implementations();
  if (!env || !*env) return std::vector<Implementation>(all.begin(), all.end());
  std::vector<Implementation> out;
  std::string_view rest = env;
  while (!rest.empty()) {
    const std::size_t comma = rest.find(',');
    const std::string_view name = rest.substr(0, comma);
    const Implementation* impl = find_planted(name);
    if (!impl) {
      std::fprintf(stderr, "slidercheck: error: unknown planted implementation '%.*s'\n",
                   static_cast<int>(name.size()), name.data());
      std::exit(2);
    }
    out.push_back(*impl);
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
  }
  return out;
}

// Returns the configuration, built on the first call.
const Config& config() {
  static const Config c = [] {
    Config c;
    const char* env = std::getenv("SLIDERCHECK_FUZZ_CHECKS");
    const std::string_view checks = env && *env ? env : kDefaultChecks;
    if (checks == "oracle") {
      c.checks = Checks::oracle;
    } else if (checks == "sampled") {
      c.checks = Checks::sampled;
    } else if (checks == "all") {
      c.checks = Checks::all;
    } else {
      usage_error("SLIDERCHECK_FUZZ_CHECKS must be oracle, sampled or all");
    }
    if (const char* n = std::getenv("SLIDERCHECK_FUZZ_LAW_SAMPLE"); n && *n) {
      char* end = nullptr;
      const unsigned long long value = std::strtoull(n, &end, 10);
      if (*end || value == 0 || value > (1ull << 32)) {
        usage_error("SLIDERCHECK_FUZZ_LAW_SAMPLE must be an integer from 1 to 2^32");
      }
      c.law_sample = value;
    }
    c.subjects = choose_subjects();
    const KindFunctions<Bitboard> oracle = oracle::functions();
    for (const Implementation& impl : c.subjects) {
      const bool is_oracle = impl.fns == oracle.fns;
      for (Kind kind : all_kinds()) {
        if (!impl.provides(kind)) continue;
        for (int dir8 = 0; dir8 < kDirections; ++dir8) {
          if (is_multi(kind) && !impl.covers(dir8)) continue;
          const int k = static_cast<int>(kind);
          c.law_subjects[k][dir8].push_back(&impl);
          if (!is_oracle) c.callees[k][dir8].push_back(callee(impl, kind));  // not against itself
        }
      }
    }
    return c;
  }();
  return c;
}

// Returns a hash of every decoded field of in: sampled mode's choice, the same
// for the same file every time.
SLIDERCHECK_NO_COVERAGE std::uint64_t input_hash(const Input& in) {
  std::uint64_t h = static_cast<std::uint64_t>(in.kind) << 16 |
                    static_cast<std::uint64_t>(in.sq) << 8 | static_cast<std::uint64_t>(in.dir8);
  h ^= static_cast<std::uint64_t>(in.sq2) << 24 | static_cast<std::uint64_t>(in.color) << 32;
  auto mix = [&h](std::uint64_t word) {
    h = (h ^ word) * 0x9E3779B97F4A7C15ull;
    h ^= h >> 29;
  };
  for (std::uint64_t word : {in.occ, in.blockers, in.sliders, in.empty, in.targets, in.set})
    mix(word);
  if (is_position_kind(in.kind))
    for (int k = 0; k < kPositionWords; ++k) mix(position_word(in.pos, k));
  return h;
}

// Returns the first callee whose answer on in differs from expected, or nullptr.
SLIDERCHECK_NO_COVERAGE const Callee* first_mismatch(const std::vector<Callee>& callees,
                                                     const Input& in, Bitboard expected) {
  const std::size_t i =
      on_shape(shape_of(in.kind), [&]<Shape S>() SLIDERCHECK_NO_COVERAGE -> std::uint64_t {
        return first_wrong<S>(callees, in, expected);
      });
  return i < callees.size() ? &callees[i] : nullptr;
}

[[noreturn]] void fail(const Implementation& impl, const Mismatch& found) {
  // A law's mismatch names an input the oracle disagrees with: shrink that one
  // (unless the oracle agrees with every input the law involved).
  Mismatch m = found;
  if (check_oracle(impl, found.input)) {
    m = shrink_oracle_mismatch(impl, found);
    m.law = found.law;
  }
  m.subject = std::string(kPlanted ? "--planted " : "--builtin ") + impl.name;
  std::fprintf(stderr, "\n%s\n%s\n", report(m).c_str(), signature(m).c_str());
  std::fflush(stderr);
  std::abort();
}

// Runs every law family on impl.
SLIDERCHECK_NO_COVERAGE void check_laws(const Implementation& impl, const Input& input) {
  for (const Law& law : all_laws()) {
    if (auto m = law.check(impl, input)) fail(impl, *m);
  }
}

// Returns pos made well-formed, the same for the same bytes: a square of
// several types keeps the first, the colors split the occupied squares (white
// where the white word says so), and each side keeps its lowest king (the
// others leave the board). A kind of color's king without one is not called.
SLIDERCHECK_NO_COVERAGE Position well_formed(Position pos) {
  Bitboard taken = 0;
  for (Bitboard& type : pos.type) {
    type &= ~taken;
    taken |= type;
  }
  pos.color[kWhite] &= taken;
  pos.color[kBlack] = taken & ~pos.color[kWhite];
  for (Bitboard& color : pos.color) {
    const Bitboard kings = pos.type[kKing] & color;
    const Bitboard others = kings & (kings - 1);
    pos.type[kKing] &= ~others;
    color &= ~others;
  }
  return pos;
}

// Checks one input (see the top of this file). Neither it nor what it calls
// on the way is instrumented: sanitizer coverage here would trace a dozen
// comparisons and an indirect call per implementation on every run, which
// cost exec/s (docs/measurements.md) and tell the fuzzer nothing the extra
// counters above do not. It is not inlined, so the attribute holds.
[[gnu::noinline]] SLIDERCHECK_NO_COVERAGE void check_input(const std::uint8_t* data,
                                                           std::size_t size) {
  const Config& c = config();
  Input input = decode_input(data, size);
  if (is_position_kind(input.kind)) {
    input.pos = well_formed(input.pos);
    if (!outside_domain(input, PositionContracts{.domain = PositionDomain::any}).empty()) return;
  }
  const Bitboard expected = oracle::eval(input);
  const bool multi = is_multi(input.kind);
  std::uint8_t* counters = extra_counters[static_cast<int>(input.kind)];
  ++counters[std::popcount(expected) / 4];
  ++counters[kSizeBuckets + (multi ? input.dir8 : ring(input.sq))];
  const int kind = static_cast<int>(input.kind), dir8 = multi ? input.dir8 : 0;
  if (const Callee* wrong = first_mismatch(c.callees[kind][dir8], input, expected)) {
    fail(*wrong->impl, *check_oracle(*wrong->impl, input));
  }
  const auto& law_subjects = c.law_subjects[kind][dir8];
  // The laws on the subjects' own domain (game-like positions) only.
  if (law_subjects.empty() || !outside_domain(input, PositionContracts{}).empty()) return;
  if (c.checks == Checks::all) {
    for (const Implementation* impl : law_subjects) check_laws(*impl, input);
  } else if (c.checks == Checks::sampled) {
    const std::uint64_t h = input_hash(input);
    if (h % c.law_sample == 0)
      check_laws(*law_subjects[h / c.law_sample % law_subjects.size()], input);
  }
}

}  // namespace
}  // namespace slidercheck::fuzz

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
  slidercheck::fuzz::config();  // read the environment now, not mid-run
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  slidercheck::fuzz::check_input(data, size);
  return 0;
}
