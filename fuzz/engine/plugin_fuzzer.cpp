// slidercheck-fuzz: coverage-guided differential fuzzing of an engine's plugin
// with libFuzzer (LLVMFuzzerRunDriver). `slidercheck fuzz PLUGIN.so` runs it;
// it can be run by hand too:
//
//   slidercheck-fuzz --plugin=PATH [CONVENTIONS] [--report-dir=DIR]
//                    [--law-sample=N] [libFuzzer flags] [CORPUS_DIR...]
//   slidercheck-fuzz --plugin=PATH [CONVENTIONS] --decode=FILE
//   slidercheck-fuzz --write-seeds=DIR [--write-dict=FILE]
//
// CONVENTIONS: --mapping=A,B, --bit-mapping=A,B, --pawn-sides=board|relative,
// as check's options (each overrides the plugin's symbol).
//
// --keep-going reports each distinct finding once (its signature file in the
// report directory) and fuzzes on (fuzz_driver.h: DriverMode); --calls-log=FILE
// writes each call of the plugin there before making it (the last line after
// a crash is the call that crashed, a law's derived call included).
// --refuse-outside-domain: an input whose position is malformed or outside
// the domain is one line and exit status 2 (replaying files), not skipped.
// --max-inputs=N checks the first N inputs only (libFuzzer runs the whole
// corpus before it counts -runs).
// --write-seeds writes seed inputs for every kind, and the dictionary.
//
// --decode prints the call FILE (a corpus entry or crash file) makes of the
// plugin as `slidercheck check` options, one word a line, and calls nothing:
// `slidercheck fuzz` re-runs a crash that way as `check` (a sanitizer's report
// becomes check's finding, shrunk).
//
// Its own options start with "--": they are taken out of the command line
// libFuzzer reads, and passed to libFuzzer's fork-mode children in the
// environment (SLIDERCHECK_FUZZ_DRIVER_OPTIONS). --probe loads the plugin
// (and runs slidercheck_init) and exits 0, or says why it cannot (exit 2).
//
// Each input is checked by fuzz_entry.cpp (the oracle, the laws on a sample;
// a finding shrunk, printed as `slidercheck check` prints one, saved in the
// report directory as finding-KIND-HASH.txt and the shrunk input). The driver
// is not instrumented: the coverage, comparison tracing and value profile are
// the plugin's own, when it was built with -fsanitize=fuzzer-no-link (or
// -fsanitize=fuzzer); when it was not, the feedback is only fuzz_entry.cpp's
// extra counters, and the driver says it fuzzes blind.
#include <dlfcn.h>
#include <fcntl.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/engine/crashed_calls.h"
#include "fuzz/input_codec.h"
#include "plugin/elf_symbols.h"
#include "plugin/fault_frames.h"
#include "plugin/loader.h"
#include "slidercheck/command_line.h"
#include "slidercheck/fuzz_driver.h"
#include "slidercheck/read_file.h"

extern "C" int LLVMFuzzerRunDriver(int* argc, char*** argv,
                                   int (*callback)(const std::uint8_t* data, std::size_t size));

namespace slidercheck::fuzz {
namespace {

// The environment variable that carries the driver's own options to
// libFuzzer's fork-mode children, one a line.
constexpr const char* kOwnOptions = "SLIDERCHECK_FUZZ_DRIVER_OPTIONS";

[[noreturn]] void die(const std::string& message) {
  std::fprintf(stderr, "slidercheck-fuzz: error: %s\n", message.c_str());
  std::exit(2);
}

std::optional<std::string> option_value(std::string_view arg, std::string_view name) {
  if (!arg.starts_with(name) || arg.size() <= name.size() || arg[name.size()] != '=')
    return std::nullopt;
  return std::string(arg.substr(name.size() + 1));
}

// Returns whether the plugin at path was built with sanitizer coverage: one
// of its ELF symbols, defined or not, is a libFuzzer hook (__sanitizer_cov_*)
// or names the instrumentation's sections (__sancov_*, __start___sancov_*).
// -fsanitize=fuzzer-no-link leaves the hooks undefined, for the driver to
// define; -fsanitize=fuzzer with libFuzzer linked into the plugin defines
// them there, and the driver's exported hooks still win at load (the
// program's definitions come first in the dynamic linker's lookup), so the
// plugin's counters reach the driver's libFuzzer either way.
bool has_coverage(const std::string& path) {
  const auto image =
      plugin::read_elf_image(path, {"__sanitizer_cov_", "__sancov_", "__start___sancov_"});
  return image && !image->symbols.empty();
}

// The conventions given as options (check's --mapping, --bit-mapping,
// --pawn-sides, --own-square, --xray-blockers, --pairs, --pawn-squares); each,
// when absent, is the plugin's symbol's, else the default. Also the call
// timeout fuzz runs with (--timeout), which the findings' reproduce lines carry.
struct Conventions {
  std::optional<std::string> mapping, bit_mapping, pawn_sides, own_square, xray_blockers, pairs,
      pawn_squares, timeout;
};

// Returns the plugin loaded as check's workers load it (dlopen, its symbols,
// slidercheck_init), its conventions resolved as check resolves them.
Implementation load_plugin(const std::string& path, const Conventions& given) {
  CheckSpec spec;
  spec.plugin = path;
  if (given.mapping) {
    spec.mapping = Mapping::parse(*given.mapping);
    if (!spec.mapping) die("--mapping: unknown numbering '" + *given.mapping + "'");
  }
  if (given.bit_mapping) {
    spec.bit_mapping = Mapping::parse(*given.bit_mapping);
    if (!spec.bit_mapping) die("--bit-mapping: unknown numbering '" + *given.bit_mapping + "'");
  }
  if (given.pawn_sides) {
    spec.pawn_sides = parse_pawn_sides(*given.pawn_sides);
    if (!spec.pawn_sides)
      die("--pawn-sides: want board or relative, not '" + *given.pawn_sides + "'");
  }
  if (given.own_square) {
    spec.own_square = parse_own_square(*given.own_square);
    if (!spec.own_square)
      die("--own-square: want any, occupied or empty, not '" + *given.own_square + "'");
  }
  if (given.xray_blockers) {
    spec.xray_blockers = parse_xray_blockers(*given.xray_blockers);
    if (!spec.xray_blockers)
      die("--xray-blockers: want any or occupied, not '" + *given.xray_blockers + "'");
  }
  if (given.pairs) {
    spec.pairs = parse_pair_domain(*given.pairs);
    if (!spec.pairs) die("--pairs: want all or aligned, not '" + *given.pairs + "'");
  }
  if (given.pawn_squares) {
    spec.pawn_squares = parse_pawn_squares(*given.pawn_squares);
    if (!spec.pawn_squares)
      die("--pawn-squares: want all or pawn, not '" + *given.pawn_squares + "'");
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
  if (!numbering) die(plugin::detail::mapping_error(spec, l));
  std::string sides_source;
  const auto sides = plugin::detail::resolve_pawn_sides(spec, l, &sides_source);
  if (!sides) die(plugin::detail::pawn_sides_error(spec, l.pawn_sides_symbol));
  std::string contract_source;
  const auto own = plugin::detail::resolve_own_square(spec, l, &contract_source);
  const auto xray = plugin::detail::resolve_xray_blockers(spec, l, &contract_source);
  const auto pairs = plugin::detail::resolve_pairs(spec, l, &contract_source);
  const auto squares = plugin::detail::resolve_pawn_squares(spec, l, &contract_source);
  if (!own || !xray || !pairs || !squares) die(plugin::detail::contract_symbol_error(spec, l));
  Implementation engine = l.impl;
  engine.name = plugin::detail::engine_name(spec);
  engine.origin = origin_of(spec);
  if (given.timeout) {
    char* end = nullptr;
    const double seconds = std::strtod(given.timeout->c_str(), &end);
    if (*end || !(seconds > 0))
      die("--timeout: want a number of seconds, not '" + *given.timeout + "'");
    engine.origin.timeout_seconds = seconds;
  }
  engine.mapping = *numbering;
  engine.pawn_sides = *sides;
  engine.own_square = *own;
  engine.xray_blockers = *xray;
  engine.pairs = *pairs;
  engine.pawn_squares = *squares;
  return engine;
}

// Prints the call the file at path makes as check's options, one word a line
// (nothing for a direction the plugin does not cover); returns the exit status.
int print_call(const std::string& path) {
  auto read = read_file_bounded(path, 1u << 20);
  if (const ReadError* error = std::get_if<ReadError>(&read))
    die("cannot read '" + path + "': " + error->message);
  const std::string& bytes = std::get<std::string>(read);
  const auto call =
      fuzz_entry::input_of(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  if (!call) return 0;
  for (const GivenOption& o : input_words(*call))
    std::printf("%s\n%s\n", o.name.c_str(), o.value.c_str());
  return 0;
}

// The innermost plugin frame of a crash's stack, as an address of its file
// (crashed_calls.h's frame recorder; plugin/fault_frames.h).
bool innermost_plugin_frame(const void* context, std::uint64_t* address) {
  plugin::detail::FaultFrames frames{};
  plugin::detail::record_fault_frames(frames, context);
  if (frames.count.load() <= 0) return false;
  *address = frames.address[0];
  return true;
}

}  // namespace
}  // namespace slidercheck::fuzz

// libFuzzer looks for three hooks of the sanitizers' and warns about each
// one no runtime defines, as in an uninstrumented driver fuzzing an
// uninstrumented plugin. They are defined here, weakly: a runtime linked into
// the driver defines them (strongly: those win); one preloaded beside it
// comes after this program in the dynamic linker's lookup, so each forwards
// to the runtime's own (RTLD_NEXT) when there is one, and otherwise does what
// an absent hook means to libFuzzer (no stack trace, no death callback to
// call) or, for the crash state, the runtimes' answer (true for the first
// caller only).
namespace {
template <typename F>
F next_hook(const char* name) {
  return reinterpret_cast<F>(dlsym(RTLD_NEXT, name));
}
}  // namespace
extern "C" __attribute__((weak, visibility("default"))) int __sanitizer_acquire_crash_state() {
  static const auto next = next_hook<int (*)()>("__sanitizer_acquire_crash_state");
  if (next) return next();
  static std::atomic<bool> taken{false};
  return !taken.exchange(true);
}
extern "C" __attribute__((weak, visibility("default"))) void __sanitizer_print_stack_trace() {
  static const auto next = next_hook<void (*)()>("__sanitizer_print_stack_trace");
  if (next) next();
}
extern "C" __attribute__((weak, visibility("default"))) void __sanitizer_set_death_callback(
    void (*callback)()) {
  static const auto next = next_hook<void (*)(void (*)())>("__sanitizer_set_death_callback");
  if (next) next(callback);
}

int main(int argc, char** argv) {
  namespace f = slidercheck::fuzz;
  // The driver's own options (--NAME=VALUE, --keep-going) are taken out of
  // what libFuzzer sees, so it has no "--" flag to warn about, and kept in
  // the environment, where libFuzzer's fork-mode children (this program run
  // again with libFuzzer's flags only) find them.
  std::vector<std::string> own;
  std::vector<char*> args{argv[0]};
  for (int i = 1; i < argc; ++i) {
    if (std::string_view(argv[i]).starts_with("--"))
      own.emplace_back(argv[i]);
    else
      args.push_back(argv[i]);
  }
  if (own.empty()) {
    if (const char* kept = std::getenv(f::kOwnOptions)) {
      std::string_view rest = kept;
      while (!rest.empty()) {
        const std::size_t end = std::min(rest.find('\n'), rest.size());
        if (end > 0) own.emplace_back(rest.substr(0, end));
        rest.remove_prefix(std::min(end + 1, rest.size()));
      }
    }
  } else {
    std::string joined;
    for (const std::string& o : own) joined += o + "\n";
    setenv(f::kOwnOptions, joined.c_str(), 1);
  }
  std::string plugin;
  f::Conventions conventions;
  std::optional<std::string> report_dir, law_sample, decode, calls_log, seeds, dict, max_inputs;
  bool keep_going = false, probe = false, refuse = false;
  for (const std::string& arg : own) {
    if (auto v = f::option_value(arg, "--plugin")) plugin = *v;
    if (auto v = f::option_value(arg, "--mapping")) conventions.mapping = v;
    if (auto v = f::option_value(arg, "--bit-mapping")) conventions.bit_mapping = v;
    if (auto v = f::option_value(arg, "--pawn-sides")) conventions.pawn_sides = v;
    if (auto v = f::option_value(arg, "--own-square")) conventions.own_square = v;
    if (auto v = f::option_value(arg, "--xray-blockers")) conventions.xray_blockers = v;
    if (auto v = f::option_value(arg, "--pairs")) conventions.pairs = v;
    if (auto v = f::option_value(arg, "--pawn-squares")) conventions.pawn_squares = v;
    if (auto v = f::option_value(arg, "--timeout")) conventions.timeout = v;
    if (auto v = f::option_value(arg, "--report-dir")) report_dir = v;
    if (auto v = f::option_value(arg, "--law-sample")) law_sample = v;
    if (auto v = f::option_value(arg, "--decode")) decode = v;
    if (auto v = f::option_value(arg, "--calls-log")) calls_log = v;
    if (auto v = f::option_value(arg, "--write-seeds")) seeds = v;
    if (auto v = f::option_value(arg, "--write-dict")) dict = v;
    if (auto v = f::option_value(arg, "--max-inputs")) max_inputs = v;
    if (arg == "--keep-going") keep_going = true;
    if (arg == "--probe") probe = true;
    if (arg == "--refuse-outside-domain") refuse = true;
  }
  if (seeds) return slidercheck::fuzz_entry::write_seeds(*seeds, dict.value_or("")) ? 0 : 2;
  if (plugin.empty()) f::die("usage: slidercheck-fuzz --plugin=PATH [libFuzzer flags] [CORPUS...]");
  std::uint64_t sample = 64;
  if (law_sample) {
    char* end = nullptr;
    sample = std::strtoull(law_sample->c_str(), &end, 10);
    if (*end || sample == 0) f::die("--law-sample must be a positive integer");
  }
  slidercheck::fuzz_entry::register_implementation(f::load_plugin(plugin, conventions), sample,
                                                   report_dir.value_or("."));
  if (probe) return 0;
  if (decode) return f::print_call(*decode);
  // A crash's record names its plugin frame (backtrace made ready outside a signal).
  slidercheck::plugin::detail::prepare_fault_frames();
  slidercheck::fuzz_entry::set_frame_recorder(f::innermost_plugin_frame);
  slidercheck::fuzz_entry::DriverMode mode;
  mode.keep_going = keep_going;
  mode.refuse_outside_domain = refuse;
  if (max_inputs) mode.max_inputs = std::strtoull(max_inputs->c_str(), nullptr, 10);
  if (calls_log) {
    mode.calls_log = open(calls_log->c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (mode.calls_log < 0) f::die("cannot write '" + *calls_log + "'");
  }
  slidercheck::fuzz_entry::set_driver_mode(mode);
  if (f::has_coverage(plugin)) {
    std::fprintf(stderr,
                 "slidercheck-fuzz: %s has sanitizer coverage: fuzzing with its branches "
                 "and comparisons\n",
                 plugin.c_str());
  } else {
    std::fprintf(stderr,
                 "slidercheck-fuzz: %s was not built with -fsanitize=fuzzer-no-link (or "
                 "-fsanitize=fuzzer): no coverage from its code, fuzzing blind (see "
                 "docs/engine-fuzzing.md)\n",
                 plugin.c_str());
  }
  // An input is kInputBytes long: libFuzzer's -max_len, unless one is given.
  std::string max_len = "-max_len=" + std::to_string(slidercheck::fuzz::kInputBytes);
  if (std::none_of(args.begin(), args.end(),
                   [](const char* a) { return std::string_view(a).starts_with("-max_len="); }))
    args.insert(args.begin() + 1, max_len.data());
  int count = static_cast<int>(args.size());
  args.push_back(nullptr);
  char** pointers = args.data();
  return LLVMFuzzerRunDriver(&count, &pointers, slidercheck::fuzz_entry::test_one_input);
}
