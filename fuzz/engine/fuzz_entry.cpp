// The per-input check of an engine's functions, shared by the linkable entry
// (LLVMFuzzerTestOneInput, include/slidercheck/fuzz_entry.h) and the plugin
// driver of `slidercheck fuzz` (plugin_fuzzer.cpp). Not instrumented itself
// when the engine's code is: the coverage, comparison tracing and value
// profile are the engine's. The bitboards are passed straight through to the
// engine when it numbers squares as the board does, so libFuzzer's traced
// comparisons map back onto the input bytes.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <set>
#include <sstream>
#include <string_view>
#include <utility>
#include <vector>

#include "fuzz/engine/crashed_calls.h"
#include "fuzz/engine/named_frames.h"
#include "fuzz/input_codec.h"
#include "slidercheck/check.h"
#include "slidercheck/command_line.h"
#include "slidercheck/finding_signature.h"
#include "slidercheck/fuzz_driver.h"
#include "slidercheck/laws.h"
#include "slidercheck/mismatch_text.h"
#include "slidercheck/oracle.h"

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
  void (*init)() = nullptr;  // the engine's, not yet called
  DriverMode mode;
  std::set<std::string> seen;  // keep_going: the signatures this process met
  bool hook_crashes = false;   // keep_going: crashed_calls.h's hooks, at the first input
};
Registered* g_registered = nullptr;

// The law whose calls are being made (calls_log): "oracle" for the input's own call.
std::string_view g_law = "oracle";
// Whether calls are logged still: not once a finding is being shrunk.
bool g_calls_logged = true;

// Returns a * b modulo 2^64, computed without a wrap-around (which
// -fsanitize=unsigned-integer-overflow would report).
std::uint64_t times(std::uint64_t a, std::uint64_t b) {
  return static_cast<std::uint64_t>(static_cast<unsigned __int128>(a) * b);
}

// Returns a short hash of in, to name a finding's files and pick the law sample.
std::uint64_t input_hash(const Input& in) {
  std::uint64_t h = static_cast<std::uint64_t>(in.kind) << 16 | std::uint64_t(in.sq) << 8 |
                    std::uint64_t(in.dir8) | std::uint64_t(in.sq2) << 24 |
                    std::uint64_t(in.color) << 32;
  for (std::uint64_t word : {in.occ, in.blockers, in.sliders, in.empty, in.targets, in.set}) {
    h = times(h ^ word, 0x9E3779B97F4A7C15ull);
    h ^= h >> 29;
  }
  return h;
}

// keep_going: returns whether the signature ("mismatch", the kind, the law
// broken: finding_signature.h, as check's SARIF report names it) is new to
// every process that shares the report directory (this one made its
// signature file, which signature_path returns); a known one's file is
// touched, so the run counts it.
bool first_of_its_signature(Registered& r, Kind kind, const std::string& law,
                            std::string& signature_path) {
  const std::string sig = signature_text({"mismatch", kind_name(kind), law, ""});
  if (!r.seen.insert(sig).second) return false;
  signature_path = r.report_dir + "/signature-" + signature_fingerprint(sig);
  const int fd = open(signature_path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) {
    if (errno == EEXIST) utimensat(AT_FDCWD, signature_path.c_str(), nullptr, 0);
    return false;
  }
  const std::string line = sig + "\n";
  [[maybe_unused]] const ssize_t n = write(fd, line.data(), line.size());
  close(fd);
  return true;
}

// Writes data to path whole or not at all (a temporary file beside it,
// renamed over it); returns 0, or the error that left nothing of it.
int write_whole(const std::string& path, const std::string& data) {
  const std::string part = path + ".part";
  const int fd = open(part.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  int error = fd < 0 ? errno : 0;
  for (std::size_t at = 0; !error && at < data.size();) {
    const ssize_t n = write(fd, data.data() + at, data.size() - at);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      error = n < 0 ? errno : EIO;
      break;
    }
    at += static_cast<std::size_t>(n);
  }
  if (fd >= 0 && close(fd) != 0 && !error) error = errno;
  if (!error && rename(part.c_str(), path.c_str()) != 0) error = errno;
  if (error) unlink(part.c_str());
  return error;
}

// Saves a finding's input as base and its report as base.txt, each whole.
// When one cannot be written (a full disk), nothing of the finding is left,
// its signature file neither (a later run reports it again): one line on
// standard error, and the driver ends with exit status 2, as for its other
// errors of its own; no finding is half saved, nor lost unsaid.
void save_finding(const std::string& base, const std::string& input, const std::string& report,
                  const std::string& signature_path) {
  int error = write_whole(base, input);  // the input first: a report comes with its input
  if (!error) error = write_whole(base + ".txt", report);
  if (!error) return;
  unlink(base.c_str());
  if (!signature_path.empty()) unlink(signature_path.c_str());
  std::fprintf(stderr, "slidercheck-fuzz: error: cannot write the finding %s.txt: %s\n",
               base.c_str(), std::strerror(error));
  std::fflush(stderr);
  _exit(2);
}

// Prints and saves the finding, then aborts (libFuzzer saves the crash file)
// through the frames named for its kind and the law it breaks; with
// keep_going, reports each signature once and returns.
void report_finding(Registered& r, const Mismatch& found) {
  // The calls below check and shrink it: not calls the input makes.
  struct Unlogged {
    Unlogged() { g_calls_logged = false; }
    ~Unlogged() { g_calls_logged = true; }
  } unlogged;
  const bool oracle_wrong = check_oracle(r.engine, found.input).has_value();
  const std::string law = law_broken(found.law, oracle_wrong);
  std::string signature_path;
  if (r.mode.keep_going && !first_of_its_signature(r, found.input.kind, law, signature_path))
    return;
  Mismatch m = found;
  if (oracle_wrong) {
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
    const auto bytes = fuzz::encode_input(m.input);
    save_finding(base, std::string(reinterpret_cast<const char*>(bytes.data()), bytes.size()), text,
                 signature_path);
    saved = "  saved: " + base + ".txt (the shrunk input: " + base + ")\n";
    if (!signature_path.empty())
      std::ofstream(signature_path, std::ios::app)
          << std::filesystem::path(base).filename().string() << ".txt\n";
  }
  std::string here;
  if (!r.mode.keep_going && r.mode.calls_log < 0) {
    std::error_code ec;
    const std::string self = std::filesystem::read_symlink("/proc/self/exe", ec).filename();
    here = "  reproduce in this fuzz build: $OUT/" + self +
           " CRASH_FILE (the crash-* file libFuzzer names below)\n"
           "  the reproduce command above: with the functions built as a plugin "
           "(docs/plugins.md), its path in place of '" +
           r.engine.subject() + "'\n";
  }
  std::fprintf(stderr, "\nslidercheck: FINDING\n%s%s%s%s\n", text.c_str(), here.c_str(),
               saved.c_str(), signature(m).c_str());
  std::fflush(stderr);
  if (r.mode.keep_going) return;
  abort_through_frames(m.input.kind, law);
}

// calls_log: the engine's calls, each written to fd (one line: the law making
// it and the call as check's options, in the board's numbering) before it is
// made by the engine's own functions.
class LoggedCalls : public BatchEvaluator {
 public:
  LoggedCalls(Implementation engine, int fd) : engine_(std::move(engine)), fd_(fd) {}
  void eval(Kind kind, const Input* inputs, std::size_t n, Bitboard* results) override {
    for (std::size_t i = 0; i < n; ++i) {
      if (g_calls_logged) {
        Input board = engine_.mapping.board_input(inputs[i]);
        board.kind = kind;
        std::string line(g_law);
        for (const GivenOption& o : input_words(board)) line += " " + o.name + " " + o.value;
        line += "\n";
        [[maybe_unused]] const ssize_t w = write(fd_, line.data(), line.size());
      }
      results[i] = engine_.call_engine(inputs[i]);
    }
  }

 private:
  Implementation engine_;  // without a batch: its functions called
  int fd_;
};

// keep_going: the calls known to crash answered with the oracle's result
// instead of being made, so a crash met once does not end the next fuzzing
// process again on the same call. Known: crashing-calls in the report
// directory (one call a line as check's options, written by `slidercheck
// fuzz` after each crash it re-ran) and crashed-inputs (written by the
// process that crashed, crashed_calls.h). Every call made is in flight for
// the crash hooks.
class SkipKnownCrashes : public BatchEvaluator {
 public:
  SkipKnownCrashes(Implementation engine, std::set<std::string> known)
      : engine_(std::move(engine)), known_(std::move(known)) {}
  void eval(Kind kind, const Input* inputs, std::size_t n, Bitboard* results) override {
    for (std::size_t i = 0; i < n; ++i) {
      Input board = engine_.mapping.board_input(inputs[i]);
      board.kind = kind;
      if (!known_.empty() && known_.count(encoded_hex(board)) != 0) {
        results[i] = engine_.mapping.engine_bb(engine_.expected(board));
      } else {
        call_begins(board);
        results[i] = engine_.call_engine(inputs[i]);
        call_ends();
      }
    }
  }

 private:
  Implementation engine_;  // without a batch: its functions called
  std::set<std::string> known_;
};

}  // namespace

namespace {

// Returns the signature (detail::signature's text) of kind's C function type.
const char* kind_signature(Kind kind) {
  return on_shape(shape_of(kind), []<Shape S>() -> const char* {
    return detail::signature_of(static_cast<ShapeFn<Bitboard, S>>(nullptr));
  });
}

}  // namespace

bool register_engine(const Engine& e) {
  Implementation engine;
  for (const Functions::Entry& f : e.functions.entries()) {
    if (std::string_view(f.signature) != kind_signature(f.kind)) {
      std::fprintf(stderr,
                   "slidercheck: error: %s: the function's type %s does not fit the kind's %s "
                   "(B a bitboard, i an int, P a const position*)\n",
                   kind_name(f.kind), f.signature, kind_signature(f.kind));
      std::exit(2);
    }
    engine.fns[static_cast<int>(f.kind)] = reinterpret_cast<AnyFn>(f.fn);
  }
  engine.directions = e.functions.directions;
  engine.name = e.name;
  engine.origin.type = OriginType::in_process;
  engine.origin.location = e.subject.empty() ? e.name : e.subject;
  const auto mapping = Mapping::parse(e.mapping);
  if (!mapping) {
    std::fprintf(stderr, "slidercheck: error: unknown numbering '%s'\n", e.mapping.c_str());
    std::exit(2);
  }
  const auto bits = Mapping::parse(e.bit_mapping.empty() ? e.mapping : e.bit_mapping);
  if (!bits) {
    std::fprintf(stderr, "slidercheck: error: unknown numbering '%s'\n", e.bit_mapping.c_str());
    std::exit(2);
  }
  engine.mapping = Mapping::apart(*mapping, *bits);
  const auto sides = parse_pawn_sides(e.pawn_sides);
  if (!sides) {
    std::fprintf(stderr, "slidercheck: error: pawn sides '%s' (want board or relative)\n",
                 e.pawn_sides.c_str());
    std::exit(2);
  }
  engine.pawn_sides = *sides;
  if (const char* seeds = std::getenv("SLIDERCHECK_FUZZ_WRITE_SEEDS")) {
    const char* dict = std::getenv("SLIDERCHECK_FUZZ_WRITE_DICT");
    std::exit(write_seeds(seeds, dict ? dict : "") ? 0 : 2);
  }
  std::string report_dir = e.report_dir;
  if (report_dir.empty())
    if (const char* dir = std::getenv("SLIDERCHECK_FUZZ_REPORT_DIR")) report_dir = dir;
  const bool registered = register_implementation(engine, e.law_sample, report_dir);
  g_registered->init = e.init;
  return registered;
}

void set_driver_mode(const DriverMode& mode) {
  if (!g_registered) return;
  g_registered->mode = mode;
  if (mode.calls_log >= 0) {
    Implementation inner = g_registered->engine;
    inner.batch = nullptr;
    g_registered->engine.batch = std::make_shared<LoggedCalls>(inner, mode.calls_log);
  } else if (mode.keep_going && !g_registered->report_dir.empty()) {
    std::set<std::string> known;
    std::ifstream in(g_registered->report_dir + "/crashing-calls");
    for (std::string line; std::getline(in, line);) {
      std::istringstream words(line);
      std::vector<std::string> call{std::istream_iterator<std::string>(words), {}};
      try {
        known.insert(encoded_hex(read_call(call)));
      } catch (const UsageError&) {
        // not a call: nothing to skip
      }
    }
    for (std::string& hex : crashed_inputs(g_registered->report_dir)) known.insert(std::move(hex));
    g_registered->hook_crashes = true;
    Implementation inner = g_registered->engine;
    inner.batch = nullptr;
    g_registered->engine.batch = std::make_shared<SkipKnownCrashes>(inner, std::move(known));
  }
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
  // A position outside the engine's domain is never handed to it: skipped
  // while fuzzing, refused when a file is replayed.
  if (const std::string why = outside_domain(in, r.engine.positions); !why.empty()) {
    if (!r.mode.refuse_outside_domain) return std::nullopt;
    std::fprintf(stderr, "slidercheck: error: the fuzz input's position (%s) is %s\n",
                 std::string(kind_name(in.kind)).c_str(), why.c_str());
    std::fflush(stderr);
    std::_Exit(2);
  }
  if (r.engine.outside_contracts(in)) return std::nullopt;  // --pairs, --pawn-squares
  return in;
}

int test_one_input(const std::uint8_t* data, std::size_t size) {
  static std::uint64_t inputs = 0;
  if (g_registered && g_registered->mode.max_inputs > 0 && ++inputs > g_registered->mode.max_inputs)
    return 0;
  const std::optional<Input> call = input_of(data, size);
  if (!call) return 0;
  Registered& r = *g_registered;
  if (r.init) std::exchange(r.init, nullptr)();
  if (std::exchange(r.hook_crashes, false)) hook_crashes(r.report_dir);
  const Input& in = *call;
  g_law = "oracle";
  // The oracle's result of the call as the engine's conventions define it
  // (relative pawn sides, the x-ray blockers contract), as check takes it.
  const Bitboard expected = r.engine.expected(in);
  const Bitboard got = r.engine.eval(in);
  std::uint8_t* counters = extra_counters[static_cast<int>(in.kind)];
  ++counters[std::popcount(expected) / 4];
  ++counters[kSizeBuckets + in.dir8];
  if (got != expected) {
    report_finding(r, mismatch_of(r.engine, in, expected, got));
    return 0;
  }
  // The laws as check_all_laws runs them: none where the conventions remap the
  // expected result (they vary an input the convention pins).
  if (input_hash(in) % r.law_sample == 0 && !r.engine.remaps_expected(in.kind)) {
    for (const Law& law : all_laws()) {
      g_law = law.name;
      if (auto m = law.check(r.engine, in)) {
        report_finding(r, *m);
        break;
      }
    }
  }
  return 0;
}

}  // namespace slidercheck::fuzz_entry

extern "C" SLIDERCHECK_API int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return slidercheck::fuzz_entry::test_one_input(data, size);
}
