// slidercheck: the command line.
//
// Exit status: 0 everything checked conforms; 1 a mismatch was found;
// 2 unusable input (bad command, option or value), with a one-line error.
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "cli/commands.h"
#include "slidercheck/check.h"
#include "slidercheck/enumerate.h"
#include "slidercheck/planted.h"
#include "slidercheck/registry.h"

namespace sc = slidercheck;

namespace {

constexpr int kExitOk = 0;
constexpr int kExitMismatch = 1;
constexpr int kExitUsage = 2;

constexpr const char* kUsage =
    "usage: slidercheck [COMMAND] [OPTIONS]\n"
    "\n"
    "commands:\n"
    "  verify            check every built-in implementation against the oracle (default)\n"
    "      --level quick|standard|exhaustive   (default standard)\n"
    "      --impl NAME     only this implementation (repeatable)\n"
    "      --function KIND only this function kind (repeatable)\n"
    "      --planted       check the planted-bug implementations instead (all must fail)\n"
    "  list              one line per built-in: its name, then the function kinds it provides\n"
    "      --planted       list the planted-bug implementations instead\n"
    "  replay            evaluate one input and compare it with the oracle\n"
    "      (--builtin NAME | --planted NAME) --function KIND\n"
    "      [--sq SQ --occ BB [--blockers BB]]\n"
    "      [--dir DIR8 --sliders BB --empty BB [--blockers BB | --targets BB]]\n"
    "      [--a SQ --b SQ]\n"
    "  check             check an engine's shared library (see: slidercheck check --help)\n"
    "  prove             prove the built-ins equal the oracle with Z3 (see: slidercheck prove --help)\n"
    "  bench             measure a plugin's functions beside the built-ins (see: slidercheck bench --help)\n"
    "  vectors           write JSON conformance vectors (see: slidercheck vectors --help)\n"
    "  help              this text\n"
    "\n"
    "exit status: 0 conforms, 1 mismatch found, 2 unusable input\n";

// Thrown for unusable input; main prints it as one line and exits 2.
struct UsageError {
  std::string message;
};

[[noreturn]] void usage_error(const std::string& message) { throw UsageError{message}; }

class Args {
 public:
  Args(int argc, char** argv, int first) {
    for (int i = first; i < argc; ++i) items_.emplace_back(argv[i]);
  }
  bool empty() const { return pos_ >= items_.size(); }
  std::string next() { return items_[pos_++]; }
  std::string value(const std::string& option) {
    if (empty()) usage_error("option " + option + " needs a value");
    return next();
  }

 private:
  std::vector<std::string> items_;
  std::size_t pos_ = 0;
};

const sc::Implementation& lookup_builtin(const std::string& name) {
  if (const auto* impl = sc::find_builtin(name)) return *impl;
  std::string known;
  for (const auto& impl : sc::builtin_implementations()) known += std::string(" ") + impl.name;
  usage_error("unknown implementation '" + name + "' (known:" + known + ")");
}

const sc::Implementation& lookup_planted(const std::string& name) {
  if (const auto* impl = sc::find_planted(name)) return *impl;
  usage_error("unknown planted implementation '" + name + "' (see: slidercheck list --planted)");
}

sc::Kind parse_kind_or_die(const std::string& text) {
  if (auto kind = sc::parse_kind(text)) return *kind;
  usage_error("unknown function kind '" + text + "' (see: slidercheck list)");
}

sc::Bitboard parse_bb_or_die(const std::string& option, const std::string& text) {
  if (auto bb = sc::parse_bitboard(text)) return *bb;
  usage_error("bad bitboard for " + option + ": '" + text + "' (want 0x + up to 16 hex digits)");
}

std::string kinds_of(const sc::Implementation& impl) {
  std::string s;
  for (sc::Kind kind : sc::all_kinds()) {
    if (impl.provides(kind)) s += std::string(" ") + sc::kind_name(kind);
  }
  return s;
}

int cmd_list(Args& args) {
  bool planted = false;
  while (!args.empty()) {
    const std::string a = args.next();
    if (a == "--planted")
      planted = true;
    else
      usage_error("unknown option for list: " + a);
  }
  auto impls = planted ? sc::planted_implementations() : sc::builtin_implementations();
  for (const auto& impl : impls) std::printf("%s%s\n", impl.name.c_str(), kinds_of(impl).c_str());
  return kExitOk;
}

int cmd_verify(Args& args) {
  sc::Level level = sc::Level::standard;
  std::vector<std::string> only_impls;
  std::vector<sc::Kind> only_kinds;
  bool planted = false;
  while (!args.empty()) {
    const std::string a = args.next();
    if (a == "--level") {
      const std::string v = args.value(a);
      auto parsed = sc::parse_level(v);
      if (!parsed) usage_error("bad --level '" + v + "' (want quick, standard or exhaustive)");
      level = *parsed;
    } else if (a == "--impl") {
      only_impls.push_back(args.value(a));
    } else if (a == "--function") {
      only_kinds.push_back(parse_kind_or_die(args.value(a)));
    } else if (a == "--planted") {
      planted = true;
    } else {
      usage_error("unknown option for verify: " + a);
    }
  }
  std::vector<const sc::Implementation*> impls;
  if (only_impls.empty()) {
    for (const auto& impl : planted ? sc::planted_implementations() : sc::builtin_implementations())
      impls.push_back(&impl);
  } else {
    for (const auto& name : only_impls)
      impls.push_back(planted ? &lookup_planted(name) : &lookup_builtin(name));
  }
  struct Job {
    const sc::Implementation* impl;
    sc::Kind kind;
    sc::KindResult result;
  };
  std::vector<Job> jobs;
  for (const auto* impl : impls) {
    for (sc::Kind kind : sc::all_kinds()) {
      if (!impl->provides(kind)) continue;
      if (!only_kinds.empty() &&
          std::find(only_kinds.begin(), only_kinds.end(), kind) == only_kinds.end())
        continue;
      jobs.push_back({impl, kind, {}});
    }
  }
  if (jobs.empty()) usage_error("nothing to verify: no implementation provides those functions");
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i; (i = next++) < jobs.size();) {
      Job& job = jobs[i];
      job.result = sc::check_kind(*job.impl, job.kind, level);
      if (level == sc::Level::exhaustive && job.kind == sc::Kind::queen_attacks &&
          !job.result.mismatch) {
        sc::KindResult lines = sc::check_queen_lines(*job.impl, 0, 63);
        job.result.cases += lines.cases;
        job.result.seconds += lines.seconds;
        job.result.mismatch = lines.mismatch;
      }
    }
  };
  const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t) pool.emplace_back(worker);
  for (auto& t : pool) t.join();

  std::printf("slidercheck verify: level %s, oracle ray_walker\n\n", sc::level_name(level));
  std::printf("%-24s %-22s %14s  %-6s %9s\n", "implementation", "function", "cases", "result",
              "seconds");
  int failures = 0;
  std::uint64_t total_cases = 0;
  for (const Job& job : jobs) {
    const bool ok = !job.result.mismatch;
    failures += !ok;
    total_cases += job.result.cases;
    std::printf("%-24s %-22s %14llu  %-6s %9.3f\n", job.impl->name.c_str(), sc::kind_name(job.kind),
                static_cast<unsigned long long>(job.result.cases), ok ? "pass" : "FAIL",
                job.result.seconds);
  }
  for (const Job& job : jobs) {
    if (job.result.mismatch) {
      sc::Mismatch m = *job.result.mismatch;
      if (planted) m.subject = std::string("--planted ") + job.impl->name;
      std::printf("\n%s", sc::report(m).c_str());
    }
  }
  std::printf("\n%zu checks, %llu cases: %zu passed, %d failed\n", jobs.size(),
              static_cast<unsigned long long>(total_cases), jobs.size() - failures, failures);
  return failures ? kExitMismatch : kExitOk;
}

int cmd_replay(Args& args) {
  const sc::Implementation* impl = nullptr;
  std::string subject;
  std::optional<sc::Kind> kind;
  sc::Input in;
  bool have_sq = false, have_dir = false, have_a = false, have_b = false;
  while (!args.empty()) {
    const std::string a = args.next();
    if (a == "--builtin") {
      const std::string v = args.value(a);
      impl = &lookup_builtin(v);
      subject = "--builtin " + v;
    } else if (a == "--planted") {
      const std::string v = args.value(a);
      impl = &lookup_planted(v);
      subject = "--planted " + v;
    } else if (a == "--function") {
      kind = parse_kind_or_die(args.value(a));
    } else if (a == "--sq") {
      const std::string v = args.value(a);
      auto sq = sc::parse_square(v);
      if (!sq) usage_error("bad square '" + v + "' (want a1..h8 or 0..63)");
      in.sq = *sq;
      have_sq = true;
    } else if (a == "--a" || a == "--b") {
      const std::string v = args.value(a);
      auto sq = sc::parse_square(v);
      if (!sq) usage_error("bad square '" + v + "' (want a1..h8 or 0..63)");
      (a == "--a" ? in.sq : in.sq2) = *sq;
      (a == "--a" ? have_a : have_b) = true;
    } else if (a == "--dir") {
      const std::string v = args.value(a);
      auto d = sc::parse_dir8(v);
      if (!d)
        usage_error("bad direction '" + v +
                    "' (want 0..7 or noEa, east, soEa, sout, soWe, west, noWe, nort)");
      in.dir8 = *d;
      have_dir = true;
    } else if (a == "--occ") {
      in.occ = parse_bb_or_die(a, args.value(a));
    } else if (a == "--blockers") {
      in.blockers = parse_bb_or_die(a, args.value(a));
    } else if (a == "--sliders") {
      in.sliders = parse_bb_or_die(a, args.value(a));
    } else if (a == "--empty") {
      in.empty = parse_bb_or_die(a, args.value(a));
    } else if (a == "--targets") {
      in.targets = parse_bb_or_die(a, args.value(a));
    } else {
      usage_error("unknown option for replay: " + a);
    }
  }
  if (!impl) usage_error("replay needs --builtin NAME or --planted NAME");
  if (!kind) usage_error("replay needs --function KIND");
  in.kind = *kind;
  if (!impl->provides(in.kind))
    usage_error(std::string(impl->name) + " does not provide " + sc::kind_name(in.kind));
  const sc::Shape shape = sc::shape_of(in.kind);
  if ((shape == sc::Shape::single || shape == sc::Shape::xray) && !have_sq)
    usage_error(std::string(sc::kind_name(in.kind)) + " needs --sq");
  if ((shape == sc::Shape::multi || shape == sc::Shape::multi_extra) && !have_dir)
    usage_error(std::string(sc::kind_name(in.kind)) + " needs --dir");
  if (shape == sc::Shape::pair && !(have_a && have_b))
    usage_error(std::string(sc::kind_name(in.kind)) + " needs --a and --b");
  if (shape == sc::Shape::xray && (in.blockers & ~in.occ))
    usage_error("--blockers must be a subset of --occ (the x-ray precondition)");
  if (auto m = sc::check_oracle(*impl, in)) {
    m->subject = subject;
    std::printf("%s", sc::report(*m).c_str());
    return kExitMismatch;
  }
  std::printf("%s %s agrees with the oracle: %s\n", impl->name.c_str(), sc::kind_name(in.kind),
              sc::hex(impl->eval(in)).c_str());
  return kExitOk;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    const std::string command = argc > 1 ? argv[1] : "verify";
    const bool option_first = argc > 1 && argv[1][0] == '-' &&
                              std::strcmp(argv[1], "--help") != 0 &&
                              std::strcmp(argv[1], "-h") != 0;
    Args args(argc, argv, option_first ? 1 : 2);
    if (option_first || command == "verify") return cmd_verify(args);
    if (command == "list") return cmd_list(args);
    if (command == "check") return sc::cli::run_check(argc - 2, argv + 2);
    if (command == "prove") return sc::cli::run_prove(argc - 2, argv + 2);
    if (command == "bench") return sc::cli::run_bench(argc - 2, argv + 2);
    if (command == "vectors") return sc::cli::run_vectors(argc - 2, argv + 2);
    if (command == "replay") return cmd_replay(args);
    if (command == "help" || command == "--help" || command == "-h") {
      std::fputs(kUsage, stdout);
      return kExitOk;
    }
    usage_error("unknown command '" + command + "' (try: slidercheck help)");
  } catch (const UsageError& e) {
    std::fprintf(stderr, "slidercheck: error: %s\n", e.message.c_str());
    return kExitUsage;
  }
}
