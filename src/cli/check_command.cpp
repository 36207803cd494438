// `slidercheck check`: check an engine's own attack functions, from a shared
// library (the ABI of slidercheck/plugin.h) or a built-in, against the oracle.
//
// Exit status: 0 conforms, 1 counterexample found, 2 unusable input (one-line
// error), 3 the engine crashed on a signal or a call did not return in time.
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "slidercheck/oracle.h"
#include "slidercheck/plugin_loader.h"

namespace slidercheck::cli {

namespace {

namespace pl = slidercheck::plugin;

constexpr const char* kCheckUsage =
    "usage: slidercheck check (PLUGIN.so | --builtin NAME | --planted NAME) [options]\n"
    "\n"
    "Checks every slidercheck_* function the plugin exports (see slidercheck/plugin.h)\n"
    "against the oracle: the exhaustive enumeration, then a random search.\n"
    "\n"
    "options:\n"
    "  --mapping SQ0,SQ1        the engine's squares 0 and 1: a1,b1 (default) a1,a2 a8,b8\n"
    "                           a8,a7 h1,g1 h1,h2 h8,g8 h8,h7 (overrides the plugin's\n"
    "                           slidercheck_square_mapping)\n"
    "  --own-square any|occupied|empty   the contract for the slider's own bit (default any)\n"
    "  --level quick|standard|exhaustive (default standard)\n"
    "  --seed N                 the random search's seed (default 1)\n"
    "  --timeout SECONDS        the limit for each call into the plugin (default 5)\n"
    "  --format text|json       the report on standard output (default text)\n"
    "  --junit FILE             also write JUnit XML, one testcase per function\n"
    "  --function KIND          check only this function (repeatable)\n"
    "  --workers N              processes checking at once (default 2)\n"
    "  --shard I/N              check only shard I of N (0 <= I < N): the units of work\n"
    "                           (each kind's enumeration and random search; at the\n"
    "                           exhaustive level also the 512 queen units) at positions\n"
    "                           I, I+N, I+2N, ...; the N shards together check every case\n"
    "                           exactly once (as GTEST_TOTAL_SHARDS / GTEST_SHARD_INDEX\n"
    "                           split the exhaustive gtest binary)\n"
    "\n"
    "replay one input (the command a report prints):\n"
    "  --function KIND [--sq SQ --occ BB [--blockers BB]]\n"
    "                  [--dir DIR8 --sliders BB --empty BB [--blockers BB | --targets BB]]\n"
    "                  [--a SQ --b SQ]\n"
    "\n"
    "exit status: 0 conforms, 1 counterexample found, 2 unusable input,\n"
    "             3 crash or timeout in the plugin\n";

struct CheckUsageError {
  std::string message;
};

[[noreturn]] void fail(const std::string& message) { throw CheckUsageError{message}; }

Bitboard bitboard_arg(const std::string& option, const std::string& text) {
  if (auto bb = parse_bitboard(text)) return *bb;
  fail("bad bitboard for " + option + ": '" + text + "' (want 0x + up to 16 hex digits)");
}

std::uint64_t number_arg(const std::string& option, const std::string& text) {
  char* end = nullptr;
  errno = 0;
  const unsigned long long v = std::strtoull(text.c_str(), &end, 0);
  if (text.empty() || text[0] == '-' || *end || errno)
    fail("bad value for " + option + ": '" + text + "' (want a non-negative integer)");
  return v;
}

int run(int argc, char** argv) {
  pl::CheckSpec spec;
  std::string format = "text", junit;
  bool replay = false, have_sq = false, have_dir = false, have_a = false, have_b = false;
  Input in;
  std::vector<Kind> kinds;
  for (int i = 0; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) fail("option " + a + " needs a value");
      return argv[++i];
    };
    if (a == "--help" || a == "-h") {
      std::fputs(kCheckUsage, stdout);
      return 0;
    } else if (a == "--builtin" || a == "--planted") {
      if (!spec.builtin.empty() || !spec.plugin.empty()) fail("give one plugin or built-in only");
      spec.builtin = value();
      spec.planted = a == "--planted";
    } else if (a == "--mapping") {
      const std::string v = value();
      spec.mapping = Mapping::parse(v);
      if (!spec.mapping)
        fail("bad --mapping '" + v +
             "' (want the engine's squares 0 and 1: a1,b1 a1,a2 a8,b8 a8,a7 h1,g1 h1,h2 h8,g8 "
             "or h8,h7)");
    } else if (a == "--own-square") {
      const std::string v = value();
      auto own = parse_own_square(v);
      if (!own) fail("bad --own-square '" + v + "' (want any, occupied or empty)");
      spec.own_square = *own;
    } else if (a == "--level") {
      const std::string v = value();
      auto level = parse_level(v);
      if (!level) fail("bad --level '" + v + "' (want quick, standard or exhaustive)");
      spec.options.level = *level;
    } else if (a == "--seed") {
      spec.options.seed = number_arg(a, value());
    } else if (a == "--timeout") {
      const std::string v = value();
      char* end = nullptr;
      const double t = std::strtod(v.c_str(), &end);
      if (v.empty() || *end || !std::isfinite(t) || t <= 0 || t > 86400)
        fail("bad --timeout '" + v + "' (want seconds, more than 0)");
      spec.timeout_seconds = t;
    } else if (a == "--format") {
      format = value();
      if (format != "text" && format != "json")
        fail("bad --format '" + format + "' (want text or json)");
    } else if (a == "--junit") {
      junit = value();
    } else if (a == "--workers") {
      const std::uint64_t n = number_arg(a, value());
      if (n < 1 || n > 8) fail("bad --workers (want 1..8)");
      spec.workers = static_cast<int>(n);
    } else if (a == "--shard") {
      const std::string v = value();
      auto shard = parse_shard(v);
      if (!shard) fail("bad --shard '" + v + "' (want I/N with 0 <= I < N, e.g. 0/4)");
      spec.options.shard = *shard;
    } else if (a == "--function") {
      const std::string v = value();
      auto kind = parse_kind(v);
      if (!kind) fail("unknown function kind '" + v + "' (see: slidercheck list)");
      kinds.push_back(*kind);
    } else if (a == "--replay") {
      replay = true;
    } else if (a == "--sq") {
      const std::string v = value();
      auto sq = parse_square(v);
      if (!sq) fail("bad square '" + v + "' (want a1..h8 or 0..63)");
      in.sq = *sq;
      have_sq = replay = true;
    } else if (a == "--a" || a == "--b") {
      const std::string v = value();
      auto sq = parse_square(v);
      if (!sq) fail("bad square '" + v + "' (want a1..h8 or 0..63)");
      (a == "--a" ? in.sq : in.sq2) = *sq;
      (a == "--a" ? have_a : have_b) = replay = true;
    } else if (a == "--dir") {
      const std::string v = value();
      auto d = parse_dir8(v);
      if (!d)
        fail("bad direction '" + v +
             "' (want 0..7 or noEa, east, soEa, sout, soWe, west, noWe, nort)");
      in.dir8 = *d;
      have_dir = replay = true;
    } else if (a == "--occ") {
      in.occ = bitboard_arg(a, value());
      replay = true;
    } else if (a == "--blockers") {
      in.blockers = bitboard_arg(a, value());
      replay = true;
    } else if (a == "--sliders") {
      in.sliders = bitboard_arg(a, value());
      replay = true;
    } else if (a == "--empty") {
      in.empty = bitboard_arg(a, value());
      replay = true;
    } else if (a == "--targets") {
      in.targets = bitboard_arg(a, value());
      replay = true;
    } else if (!a.empty() && a[0] == '-') {
      fail("unknown option for check: " + a);
    } else {
      if (!spec.plugin.empty() || !spec.builtin.empty()) fail("give one plugin or built-in only");
      spec.plugin = a;
    }
  }
  if (spec.plugin.empty() && spec.builtin.empty())
    fail("check needs a plugin (PLUGIN.so) or --builtin NAME (try: slidercheck check --help)");
  if (!spec.builtin.empty() && spec.mapping)
    fail("--mapping applies to plugins only: built-ins use the project's numbering");
  if (replay) {
    if (spec.options.shard.count != 1) fail("--shard does not apply to replaying one input");
    if (kinds.size() != 1) fail("replaying an input needs exactly one --function KIND");
    in.kind = kinds.front();
    const Shape shape = shape_of(in.kind);
    if ((shape == Shape::single || shape == Shape::xray) && !have_sq)
      fail(std::string(kind_name(in.kind)) + " needs --sq");
    if ((shape == Shape::multi || shape == Shape::multi_extra) && !have_dir)
      fail(std::string(kind_name(in.kind)) + " needs --dir");
    if (shape == Shape::pair && !(have_a && have_b))
      fail(std::string(kind_name(in.kind)) + " needs --a and --b");
    if (shape == Shape::xray && (in.blockers & ~in.occ))
      fail("--blockers must be a subset of --occ (the x-ray precondition)");
    spec.replay = in;
  } else {
    spec.options.only = kinds;
  }

  const pl::CheckOutcome outcome = pl::run_check(spec);
  if (outcome.exit_code == 2) fail(outcome.error);

  if (!junit.empty()) {
    std::ofstream file(junit);
    file << pl::junit_report(spec, outcome);
    if (!file) fail("cannot write --junit file '" + junit + "'");
  }
  if (format == "json") {
    std::fputs(pl::json_report(spec, outcome).c_str(), stdout);
  } else if (spec.replay && outcome.results.size() == 1) {
    const pl::FunctionResult& r = outcome.results.front();
    if (r.mismatch) {
      std::fputs(pl::mismatch_report(*r.mismatch, outcome.mapping).c_str(), stdout);
    } else if (r.status == pl::FunctionResult::Status::pass) {
      std::printf("%s %s agrees with the oracle: %s\n", one_line(outcome.name).c_str(),
                  kind_name(in.kind), hex(oracle::eval(in)).c_str());
    } else {
      std::fputs(pl::crash_report(r, outcome).c_str(), stdout);
    }
  } else {
    std::fputs(pl::text_report(spec, outcome).c_str(), stdout);
  }
  return outcome.exit_code;
}

}  // namespace

int run_check(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const CheckUsageError& e) {
    std::fflush(stdout);
    std::fprintf(stderr, "slidercheck: error: %s\n", one_line(e.message).c_str());
    return 2;
  }
}

}  // namespace slidercheck::cli
