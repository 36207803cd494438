// The per-input check of an engine's functions, shared by the linkable entry
// (LLVMFuzzerTestOneInput, include/slidercheck/fuzz_entry.h) and the plugin
// driver of `slidercheck fuzz` (plugin_fuzzer.cpp). Not instrumented itself
// when the engine's code is: the coverage, comparison tracing and value
// profile are the engine's. The bitboards are passed straight through to the
// engine when it numbers squares as the board does, so libFuzzer's traced
// comparisons map back onto the input bytes.
#include "slidercheck/fuzz_entry.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <vector>

#include "fuzz/input_codec.h"
#include "slidercheck/check.h"
#include "slidercheck/laws.h"
#include "slidercheck/oracle.h"
#include "slidercheck/render.h"

namespace slidercheck::fuzz_entry {
namespace {

// Feedback of our own in libFuzzer's extra-counters section: per kind, the
// size of the oracle's answer in 4-square buckets (17) and the dir8 (8).
// Enough to keep a corpus when the engine has no coverage of its own.
constexpr int kSizeBuckets = 17, kCountersPerKind = 32;
#if defined(__linux__)
__attribute__((section("__libfuzzer_extra_counters"), aligned(64)))
#endif
std::uint8_t extra_counters[kKinds][kCountersPerKind];

struct Registered {
  Implementation engine;
  std::vector<Kind> provided;
  std::string report_dir;
  std::uint64_t law_sample = 64;
};
Registered* g_registered = nullptr;

// Returns a short hash of in, to name a finding's files and pick the law sample.
std::uint64_t input_hash(const Input& in) {
  std::uint64_t h = static_cast<std::uint64_t>(in.kind) << 16 | std::uint64_t(in.sq) << 8 |
                    std::uint64_t(in.dir8) | std::uint64_t(in.sq2) << 24 |
                    std::uint64_t(in.color) << 32;
  for (std::uint64_t word : {in.occ, in.blockers, in.sliders, in.empty, in.targets, in.set}) {
    h = (h ^ word) * 0x9E3779B97F4A7C15ull;
    h ^= h >> 29;
  }
  return h;
}

// Prints and saves the finding, then aborts (libFuzzer saves the crash file).
[[noreturn]] void report_finding(const Registered& r, const Mismatch& found) {
  Mismatch m = found;
  if (check_oracle(r.engine, found.input)) {
    m = shrink_oracle_mismatch(r.engine, found);
    m.law = found.law;
  }
  m.subject = r.engine.subject();
  const std::string text = mismatch_report(m, r.engine.mapping);
  std::string saved;
  if (!r.report_dir.empty()) {
    char hash[20];
    std::snprintf(hash, sizeof hash, "%016llx",
                  static_cast<unsigned long long>(input_hash(m.input)));
    const std::string base = r.report_dir + "/finding-" + kind_name(m.input.kind) + "-" + hash;
    std::ofstream(base + ".txt") << text;
    const auto bytes = fuzz::encode_input(m.input);
    std::ofstream(base, std::ios::binary)
        .write(reinterpret_cast<const char*>(bytes.data()),
               static_cast<std::streamsize>(bytes.size()));
    saved = "  saved: " + base + ".txt (the shrunk input: " + base + ")\n";
  }
  std::fprintf(stderr, "\nslidercheck: FINDING\n%s%s%s\n", text.c_str(), saved.c_str(),
               signature(m).c_str());
  std::fflush(stderr);
  std::abort();
}

}  // namespace

bool register_engine(const Engine& e) {
  Implementation engine;
  engine.fns = e.functions.fns;
  engine.directions = e.functions.directions;
  engine.name = e.name;
  engine.origin.type = OriginType::in_process;
  engine.origin.location = e.subject.empty() ? e.name : e.subject;
  const auto mapping = Mapping::parse(e.mapping);
  if (!mapping) {
    std::fprintf(stderr, "slidercheck: error: unknown numbering '%s'\n", e.mapping.c_str());
    std::exit(2);
  }
  engine.mapping = *mapping;
  std::string report_dir = e.report_dir;
  if (report_dir.empty())
    if (const char* dir = std::getenv("SLIDERCHECK_FUZZ_REPORT_DIR")) report_dir = dir;
  return register_implementation(engine, e.law_sample, report_dir);
}

bool register_implementation(const Implementation& engine, std::uint64_t law_sample,
                             const std::string& report_dir) {
  auto r = std::make_unique<Registered>();
  r->engine = engine;
  r->provided = provided_kinds(engine);
  if (r->provided.empty()) {
    std::fprintf(stderr, "slidercheck: error: engine '%s' registers no function\n",
                 engine.name.c_str());
    std::exit(2);
  }
  r->law_sample = std::max<std::uint64_t>(1, law_sample);
  r->report_dir = report_dir;
  delete g_registered;
  g_registered = r.release();
  return true;
}

std::optional<Input> input_of(const std::uint8_t* data, std::size_t size) {
  if (!g_registered) {
    std::fprintf(stderr, "slidercheck: error: no engine registered (SLIDERCHECK_FUZZ_ENTRY)\n");
    std::exit(2);
  }
  const Registered& r = *g_registered;
  std::uint8_t bytes[fuzz::kInputBytes] = {};
  std::copy_n(data, std::min(size, fuzz::kInputBytes), bytes);
  if (!r.engine.provides(static_cast<Kind>(bytes[0] % kKinds)))
    bytes[0] = static_cast<std::uint8_t>(r.provided[bytes[0] % r.provided.size()]);
  const Input in = fuzz::decode_input(bytes, fuzz::kInputBytes);
  if (is_multi(in.kind) && !r.engine.covers(in.dir8)) return std::nullopt;
  return in;
}

int test_one_input(const std::uint8_t* data, std::size_t size) {
  const std::optional<Input> call = input_of(data, size);
  if (!call) return 0;
  const Registered& r = *g_registered;
  const Input& in = *call;
  const Bitboard expected = oracle::eval(in);
  const Bitboard got = r.engine.eval(in);
  std::uint8_t* counters = extra_counters[static_cast<int>(in.kind)];
  ++counters[std::popcount(expected) / 4];
  ++counters[kSizeBuckets + in.dir8];
  if (got != expected) report_finding(r, mismatch_of(r.engine, in, expected, got));
  if (input_hash(in) % r.law_sample == 0) {
    for (const Law& law : all_laws())
      if (auto m = law.check(r.engine, in)) report_finding(r, *m);
  }
  return 0;
}

}  // namespace slidercheck::fuzz_entry

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return slidercheck::fuzz_entry::test_one_input(data, size);
}
