// slidercheck-fuzz: coverage-guided differential fuzzing of an engine's plugin
// with libFuzzer (LLVMFuzzerRunDriver). `slidercheck fuzz PLUGIN.so` runs it;
// it can be run by hand too:
//
//   slidercheck-fuzz --plugin=PATH [--mapping=A,B] [--report-dir=DIR]
//                    [--law-sample=N] [libFuzzer flags] [CORPUS_DIR...]
//
// Its own options start with "--", which libFuzzer ignores, so the whole
// command line goes to libFuzzer too (-fork re-runs it as it is).
//
// Each input decodes to one call (fuzz/input_codec.h): a kind the plugin does
// not export is replaced by one it does. The plugin is called on it (the
// bitboards passed straight through when it numbers squares as the board
// does), the answer compared with the oracle's, and on a 1-in-N sample every
// law family runs on the plugin. The driver itself is not instrumented: the
// coverage, comparison tracing and value profile are the plugin's own, when it
// was built with -fsanitize=fuzzer-no-link; when it was not, the feedback is
// only the extra counters below (the kind, and the answer's size), and the
// driver says it fuzzes blind.
//
// A mismatch is shrunk to the fewest pieces, printed as `slidercheck check`
// prints one (boards, the reproduce command for check), saved in the report
// directory (finding-KIND-HASH.txt and the shrunk input, finding-KIND-HASH),
// then the process aborts, so libFuzzer saves its crash file too.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/input_codec.h"
#include "plugin/elf_symbols.h"
#include "plugin/loader.h"
#include "slidercheck/check.h"
#include "slidercheck/laws.h"
#include "slidercheck/oracle.h"
#include "slidercheck/render.h"

extern "C" int LLVMFuzzerRunDriver(int* argc, char*** argv,
                                   int (*callback)(const std::uint8_t* data, std::size_t size));

namespace slidercheck::fuzz {
namespace {

// Feedback of our own in libFuzzer's extra-counters section: per kind, the
// size of the oracle's answer in 4-square buckets (17) and the call's ring or
// direction (8). Enough to keep a corpus when the plugin has no coverage.
constexpr int kSizeBuckets = 17, kCountersPerKind = 32;
__attribute__((section("__libfuzzer_extra_counters"), aligned(64)))
std::uint8_t extra_counters[kKinds][kCountersPerKind];

struct Driver {
  Implementation engine;
  std::vector<Kind> provided;
  std::string report_dir = ".";
  std::uint64_t law_sample = 64;
};
Driver* g_driver = nullptr;

[[noreturn]] void die(const std::string& message) {
  std::fprintf(stderr, "slidercheck-fuzz: error: %s\n", message.c_str());
  std::exit(2);
}

std::optional<std::string> option_value(std::string_view arg, std::string_view name) {
  if (!arg.starts_with(name) || arg.size() <= name.size() || arg[name.size()] != '=')
    return std::nullopt;
  return std::string(arg.substr(name.size() + 1));
}

// Returns whether the plugin at path was built with sanitizer coverage: it
// leaves __sanitizer_cov_* undefined, for the driver to define.
bool has_coverage(const std::string& path) {
  const auto symbols = plugin::read_elf_symbols(path, "__sanitizer_cov_");
  if (!symbols) return false;
  return std::any_of(symbols->begin(), symbols->end(),
                     [](const plugin::ElfSymbol& s) { return !s.defined; });
}

// Loads the plugin as check's workers do (dlopen, its symbols, slidercheck_init).
Driver load_driver(const std::string& path, const std::optional<std::string>& mapping) {
  CheckSpec spec;
  spec.plugin = path;
  if (mapping) {
    spec.mapping = Mapping::parse(*mapping);
    if (!spec.mapping) die("--mapping: unknown numbering '" + *mapping + "'");
  }
  if (auto error = plugin::detail::plugin_file_error(spec)) die(*error);
  const plugin::detail::Loaded l = plugin::detail::load(spec);
  if (l.status != plugin::detail::kLoaded) {
    die("cannot load plugin '" + path + "': " +
        (l.error.empty() ? "no slidercheck_* function found, or slidercheck_init failed"
                         : l.error));
  }
  std::string source;
  const auto numbering = plugin::detail::resolve_mapping(spec, l, &source);
  if (!numbering) die(plugin::detail::mapping_error(spec, l.mapping_symbol));
  Driver d;
  d.engine = l.impl;
  d.engine.name = plugin::detail::engine_name(spec);
  d.engine.origin = origin_of(spec);
  d.engine.mapping = *numbering;
  d.provided = provided_kinds(d.engine);
  return d;
}

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
[[noreturn]] void report_finding(const Driver& d, const Mismatch& found) {
  Mismatch m = found;
  if (check_oracle(d.engine, found.input)) {
    m = shrink_oracle_mismatch(d.engine, found);
    m.law = found.law;
  }
  m.subject = d.engine.subject();
  const std::string text = mismatch_report(m, d.engine.mapping);
  char hash[20];
  std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(input_hash(m.input)));
  const std::string base = d.report_dir + "/finding-" + kind_name(m.input.kind) + "-" + hash;
  std::ofstream(base + ".txt") << text;
  const auto bytes = encode_input(m.input);
  std::ofstream(base, std::ios::binary)
      .write(reinterpret_cast<const char*>(bytes.data()),
             static_cast<std::streamsize>(bytes.size()));
  std::fprintf(stderr, "\nslidercheck: FINDING\n%s  saved: %s.txt (input: %s)\n%s\n", text.c_str(),
               base.c_str(), base.c_str(), signature(m).c_str());
  std::fflush(stderr);
  std::abort();
}

int test_one_input(const std::uint8_t* data, std::size_t size) {
  const Driver& d = *g_driver;
  std::uint8_t bytes[kInputBytes] = {};
  std::copy_n(data, std::min(size, kInputBytes), bytes);
  const Kind asked = static_cast<Kind>(bytes[0] % kKinds);
  if (!d.engine.provides(asked))
    bytes[0] = static_cast<std::uint8_t>(d.provided[bytes[0] % d.provided.size()]);
  Input in = decode_input(bytes, kInputBytes);
  if (is_multi(in.kind) && !d.engine.covers(in.dir8)) return 0;
  const Bitboard expected = oracle::eval(in);
  const Bitboard got = d.engine.eval(in);
  std::uint8_t* counters = extra_counters[static_cast<int>(in.kind)];
  ++counters[std::popcount(expected) / 4];
  ++counters[kSizeBuckets + in.dir8];
  if (got != expected) report_finding(d, mismatch_of(d.engine, in, expected, got));
  if (input_hash(in) % d.law_sample == 0) {
    for (const Law& law : all_laws())
      if (auto m = law.check(d.engine, in)) report_finding(d, *m);
  }
  return 0;
}

}  // namespace
}  // namespace slidercheck::fuzz

int main(int argc, char** argv) {
  namespace f = slidercheck::fuzz;
  std::string plugin;
  std::optional<std::string> mapping, report_dir, law_sample;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (auto v = f::option_value(arg, "--plugin")) plugin = *v;
    if (auto v = f::option_value(arg, "--mapping")) mapping = v;
    if (auto v = f::option_value(arg, "--report-dir")) report_dir = v;
    if (auto v = f::option_value(arg, "--law-sample")) law_sample = v;
  }
  if (plugin.empty()) f::die("usage: slidercheck-fuzz --plugin=PATH [libFuzzer flags] [CORPUS...]");
  static f::Driver driver = f::load_driver(plugin, mapping);
  if (report_dir) driver.report_dir = *report_dir;
  if (law_sample) {
    char* end = nullptr;
    driver.law_sample = std::strtoull(law_sample->c_str(), &end, 10);
    if (*end || driver.law_sample == 0) f::die("--law-sample must be a positive integer");
  }
  f::g_driver = &driver;
  if (f::has_coverage(plugin)) {
    std::fprintf(stderr,
                 "slidercheck-fuzz: %s has sanitizer coverage: fuzzing with its branches "
                 "and comparisons\n",
                 plugin.c_str());
  } else {
    std::fprintf(stderr,
                 "slidercheck-fuzz: %s was not built with -fsanitize=fuzzer-no-link: no coverage "
                 "from its code, fuzzing blind (see docs/engine-fuzzing.md)\n",
                 plugin.c_str());
  }
  return LLVMFuzzerRunDriver(&argc, &argv, f::test_one_input);
}
