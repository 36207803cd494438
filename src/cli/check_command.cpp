// `slidercheck check`: check an engine's own attack functions, from a shared
// library (the ABI of slidercheck/plugin.h) or a built-in, against the oracle.
//
// Exit status: 0 conforms, 1 counterexample found, 2 unusable input (one-line
// error), 3 the engine crashed on a signal or a call did not return in time.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "cli/options.h"
#include "slidercheck/oracle.h"
#include "slidercheck/plugin_loader.h"
#include "slidercheck/read_file.h"

namespace slidercheck::cli {

namespace {

namespace pl = slidercheck::plugin;

constexpr std::size_t kMaxSequence = 100'000;  // calls in a --sequence file
// Bytes in a --sequence file (100,000 calls of the longest input take about 11 MB).
constexpr std::size_t kMaxSequenceBytes = 64u << 20;

// The --junit file: a temporary file beside it, opened before the run and
// renamed over it once written (after the run, or by the signal handler with
// the interrupted report), so that a report from an earlier run never stays.
// A path that is not a regular file (say /dev/stdout) is written in place.
class JunitFile {
 public:
  JunitFile() = default;
  JunitFile(const JunitFile&) = delete;
  JunitFile& operator=(const JunitFile&) = delete;
  ~JunitFile() { discard(); }
  // Opens the file to write; returns the error, if any.
  std::optional<std::string> open(const std::string& path) {
    path_ = path;
    struct stat st;
    const bool exists = ::stat(path.c_str(), &st) == 0;
    if (exists && !S_ISREG(st.st_mode)) {
      fd_ = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    } else {
      tmp_ = path + ".tmp-" + std::to_string(::getpid());
      fd_ = ::open(tmp_.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
      if (fd_ < 0) tmp_.clear();
    }
    if (fd_ < 0) return std::string(std::strerror(errno));
    return std::nullopt;
  }
  // Drops what open() created (nothing will be written).
  void discard() {
    if (fd_ < 0) return;
    ::close(fd_);
    fd_ = -1;
    if (!tmp_.empty()) ::unlink(tmp_.c_str());
  }
  // The interrupted report, written and renamed by the signal handler.
  pl::InterruptReport on_interrupt(const std::string& text) const {
    return {.fd = fd_,
            .text = text.data(),
            .size = text.size(),
            .tmp_path = tmp_.empty() ? nullptr : tmp_.c_str(),
            .final_path = path_.c_str()};
  }
  // Writes text as the file's content; returns the error, if any.
  std::optional<std::string> write(const std::string& text) {
    for (std::size_t done = 0; done < text.size();) {
      const ssize_t n = ::write(fd_, text.data() + done, text.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return std::string(n < 0 ? std::strerror(errno) : "nothing written");
      done += static_cast<std::size_t>(n);
    }
    const int fd = fd_;
    fd_ = -1;
    if (::close(fd) != 0) return std::string(std::strerror(errno));
    if (!tmp_.empty() && ::rename(tmp_.c_str(), path_.c_str()) != 0) {
      const std::string error = std::strerror(errno);
      ::unlink(tmp_.c_str());
      return error;
    }
    return std::nullopt;
  }

 private:
  std::string path_, tmp_;
  int fd_ = -1;
};

// The reports of a run that a signal ends (SIGINT, SIGTERM, SIGHUP): rendered
// before the run, written by the signal handler (plugin::set_interrupt_report)
// in place of the JSON report on standard output and of the --junit file.
class InterruptedReports {
 public:
  InterruptedReports(const CheckSpec& spec, bool json, JunitFile* junit) {
    CheckOutcome o;
    o.exit_code = 130;
    o.error = "interrupted by a signal before the run finished: no function's result is known";
    o.name = !spec.exec.empty()      ? one_line(spec.exec)
             : !spec.builtin.empty() ? spec.builtin
                                     : spec.plugin.substr(spec.plugin.rfind('/') + 1);
    o.subject = subject_of(origin_of(spec));
    if (json) {
      json_ = json_report(spec, o);
      json_hook_ = {.fd = STDOUT_FILENO, .text = json_.data(), .size = json_.size()};
      pl::set_interrupt_report(0, &json_hook_);
    }
    if (junit) {
      junit_ = junit_report(spec, o);
      junit_hook_ = junit->on_interrupt(junit_);
      pl::set_interrupt_report(1, &junit_hook_);
    }
  }
  InterruptedReports(const InterruptedReports&) = delete;
  InterruptedReports& operator=(const InterruptedReports&) = delete;
  ~InterruptedReports() { clear(); }
  // The run ended: the signal handler writes nothing any more.
  void clear() {
    pl::set_interrupt_report(0, nullptr);
    pl::set_interrupt_report(1, nullptr);
  }

 private:
  std::string json_, junit_;
  pl::InterruptReport json_hook_, junit_hook_;
};

// What the command line gave, as text (read by run()).
struct CheckOptions {
  CLI::Option* plugin = nullptr;
  CLI::Option* exec = nullptr;
  CLI::Option* builtin = nullptr;
  CLI::Option* planted = nullptr;
  CLI::Option* mapping = nullptr;
  CLI::Option* own_square = nullptr;
  CLI::Option* xray_blockers = nullptr;
  CLI::Option* seed = nullptr;
  CLI::Option* timeout = nullptr;
  CLI::Option* workers = nullptr;
  CLI::Option* shard = nullptr;
  std::string plugin_path, exec_command, builtin_name, planted_name, mapping_text, own_square_text,
      xray_text, level = "standard", seed_text, timeout_text, format = "text", junit, workers_text,
                 shard_text;
  std::vector<std::string> kinds;
  bool replay = false, quiet = false;
  std::string sequence, replay_dir = ".";
  InputOptions input;
};

// Returns the calls of a --sequence file (sequence_text: one call a line, the
// options of a replayed input; blank lines and # comments skipped), or throws
// UsageError naming the file and line.
std::vector<Input> read_sequence(const std::string& path) {
  auto read = read_file_bounded(path, kMaxSequenceBytes);
  if (const ReadError* error = std::get_if<ReadError>(&read))
    usage_error("cannot read --sequence file '" + path + "': " + error->message);
  std::istringstream file(std::get<std::string>(std::move(read)));
  std::vector<Input> calls;
  std::string line;
  for (int number = 1; std::getline(file, line); ++number) {
    std::istringstream words(line);
    std::vector<std::string> args;
    for (std::string word; words >> word;) args.push_back(word);
    if (args.empty() || args.front().starts_with("#")) continue;
    const std::string where = "--sequence file '" + path + "' line " + std::to_string(number);
    if (calls.size() >= kMaxSequence)
      usage_error(where + ": more than " + std::to_string(kMaxSequence) + " calls");
    CLI::App app("one call", "call");
    std::string kind;
    app.add_option("--function", kind)->required();
    InputOptions input;
    input.add_to(app);
    std::reverse(args.begin(), args.end());  // CLI11 reads the vector from its end
    try {
      app.parse(args);
      calls.push_back(input.read(kind_arg(kind)));
    } catch (const CLI::ParseError& e) {
      usage_error(where + ": " + e.what());
    } catch (const UsageError& e) {
      usage_error(where + ": " + e.message);
    }
  }
  if (calls.empty()) usage_error("--sequence file '" + path + "' has no calls");
  return calls;
}

// Returns name with every byte but letters, digits, '.', '_' and '-' as '_'.
std::string file_safe(const std::string& name) {
  std::string out = name;
  for (char& c : out)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '_' && c != '-') c = '_';
  return out;
}

// Writes each call sequence that reproduces a failure to DIR/NAME.KIND.calls
// (--replay-dir, default the current directory), and notes where.
void write_sequences(CheckOutcome& outcome, const std::string& dir) {
  for (FunctionResult& r : outcome.results) {
    if (!r.reproduction || r.reproduction->sequence.empty()) continue;
    Reproduction& rep = *r.reproduction;
    const std::string path = (dir.empty() ? std::string(".") : dir) + "/" +
                             file_safe(outcome.name) + "." + kind_name(r.kind) + ".calls";
    std::ofstream file(path, std::ios::trunc);
    file << sequence_text(outcome.subject, rep.sequence);
    file.close();
    if (!file) {
      rep.file_error = path + ": " + std::strerror(errno);
    } else {
      rep.file = path;
    }
  }
}

int run(const CheckOptions& o) {
  CheckSpec spec;
  const std::string& format = o.format;
  const std::string& junit = o.junit;
  const bool replay = o.replay || o.input.any();
  Input in;
  if (o.plugin->count() + o.exec->count() + o.builtin->count() + o.planted->count() > 1)
    usage_error("give one plugin, --exec command or built-in only");
  if (o.plugin->count() > 0) spec.plugin = o.plugin_path;
  if (o.exec->count() > 0) {
    if (o.exec_command.find_first_not_of(" \t") == std::string::npos)
      usage_error("--exec needs a command, e.g. --exec 'python3 engine.py'");
    spec.exec = o.exec_command;
  }
  if (o.builtin->count() > 0) spec.builtin = o.builtin_name;
  if (o.planted->count() > 0) {
    spec.builtin = o.planted_name;
    spec.planted = true;
  }
  if (o.mapping->count() > 0 && o.mapping_text == "auto") {
    spec.mapping_auto = true;
  } else if (o.mapping->count() > 0) {
    spec.mapping = Mapping::parse(o.mapping_text);
    if (!spec.mapping)
      usage_error("bad --mapping '" + o.mapping_text +
                  "' (want the engine's squares 0 and 1: a1,b1 a1,a2 a8,b8 a8,a7 h1,g1 h1,h2 "
                  "h8,g8, h8,h7 or auto)");
  }
  if (o.own_square->count() > 0) {
    auto own = parse_own_square(o.own_square_text);
    if (!own)
      usage_error("bad --own-square '" + o.own_square_text + "' (want any, occupied or empty)");
    spec.own_square = *own;
  }
  if (o.xray_blockers->count() > 0) {
    auto contract = parse_xray_blockers(o.xray_text);
    if (!contract) usage_error("bad --xray-blockers '" + o.xray_text + "' (want any or occupied)");
    spec.xray_blockers = *contract;
  }
  spec.options.level = level_arg(o.level);
  if (o.seed->count() > 0)
    spec.options.seed = decimal_arg("--seed", o.seed_text, 0, ~std::uint64_t{0});
  if (o.timeout->count() > 0)
    spec.timeout_seconds = seconds_arg("--timeout", o.timeout_text, 86400, kMinTimeoutSeconds);
  if (format != "text" && format != "json")
    usage_error("bad --format '" + format + "' (want text or json)");
  if (o.workers->count() > 0)
    spec.workers = static_cast<int>(decimal_arg("--workers", o.workers_text, 1, 8));
  if (o.shard->count() > 0) {
    auto shard = parse_shard(o.shard_text);
    if (!shard)
      usage_error("bad --shard '" + o.shard_text + "' (want I/N with 0 <= I < N, e.g. 0/4)");
    spec.options.shard = *shard;
  }
  std::vector<Kind> kinds;
  for (const std::string& kind : o.kinds) kinds.push_back(kind_arg(kind));
  if (spec.plugin.empty() && spec.exec.empty() && spec.builtin.empty())
    usage_error(
        "check needs a plugin (PLUGIN.so), --exec CMD or --builtin NAME (try: slidercheck check "
        "--help)");
  if (!spec.exec.empty() && spec.mapping_auto)
    usage_error(
        "--mapping auto is not available with --exec (declare the numbering in the handshake)");
  if (!spec.builtin.empty() && (spec.mapping || spec.mapping_auto))
    usage_error("--mapping applies to plugins only: built-ins use the project's numbering");
  if (!o.sequence.empty()) {
    if (replay) usage_error("give either --sequence or one input to replay");
    if (spec.plugin.empty()) usage_error("--sequence applies to plugins only");
    if (spec.options.shard.count != 1) usage_error("--shard does not apply to --sequence");
    spec.sequence = read_sequence(o.sequence);
    spec.sequence_file = o.sequence;
  } else if (replay) {
    if (spec.options.shard.count != 1) usage_error("--shard does not apply to replaying one input");
    if (kinds.size() != 1) usage_error("replaying an input needs exactly one --function KIND");
    in = o.input.read(kinds.front());
    spec.replay = in;
  } else {
    spec.options.only = kinds;
  }

  // The --junit file is opened (not yet truncated) before the run: a path that
  // cannot be written is unusable input, found before any checking.
  JunitFile junit_file;
  if (!junit.empty()) {
    if (auto error = junit_file.open(junit))
      usage_error("cannot write --junit file '" + junit + "': " + *error);
  }

  spec.progress = o.quiet                        ? CheckSpec::Progress::off
                  : ::isatty(STDERR_FILENO) != 0 ? CheckSpec::Progress::live
                                                 : CheckSpec::Progress::lines;
  InterruptedReports interrupted(spec, format == "json", junit.empty() ? nullptr : &junit_file);
  CheckOutcome outcome = pl::run_check_diagnosed(spec);
  interrupted.clear();
  if (outcome.own_square) spec.own_square = *outcome.own_square;  // --exec: the handshake's
  if (outcome.exit_code == 2) {
    // Found unusable by the run (e.g. a linkage error at load): the one-line
    // error, and the same error in the machine-readable reports asked for.
    if (format == "json") std::fputs(json_report(spec, outcome).c_str(), stdout);
    if (junit.empty() || junit_file.write(junit_report(spec, outcome))) junit_file.discard();
    usage_error(outcome.error);
  }
  write_sequences(outcome, o.replay_dir);

  if (format == "json") {
    std::fputs(json_report(spec, outcome).c_str(), stdout);
  } else if (spec.replay && outcome.results.size() == 1) {
    const FunctionResult& r = outcome.results.front();
    if (r.mismatch) {
      std::fputs(mismatch_report(*r.mismatch, outcome.mapping).c_str(), stdout);
    } else if (r.status == FunctionResult::Status::pass) {
      std::printf("%s %s agrees with the oracle: %s\n", one_line(outcome.name).c_str(),
                  kind_name(in.kind), hex(oracle::eval(in)).c_str());
    } else {
      std::fputs(crash_report(r, outcome).c_str(), stdout);
    }
  } else {
    std::fputs(text_report(spec, outcome).c_str(), stdout);
  }
  // A JUnit file that fails to be written after the run keeps the finding:
  // the report above is out, the exit status stays 1 or 3 (2 after a pass).
  if (!junit.empty()) {
    if (auto error = junit_file.write(junit_report(spec, outcome))) {
      std::fflush(stdout);
      std::fprintf(stderr, "slidercheck: error: cannot write --junit file '%s': %s\n",
                   one_line(junit).c_str(), one_line(*error).c_str());
      return outcome.exit_code != 0 ? outcome.exit_code : 2;
    }
  }
  return outcome.exit_code;
}

}  // namespace

Command add_check(CLI::App& app) {
  auto o = std::make_shared<CheckOptions>();
  CLI::App* sub = add_subcommand(
      app, "check", "check an engine's shared library, or a built-in, against the oracle",
      "Checks every slidercheck_* function an engine's shared library exports (see\n"
      "slidercheck/plugin.h), or a built-in's, against the oracle: the exhaustive\n"
      "enumeration, then a random search. Give one PLUGIN.so, --builtin NAME or\n"
      "--planted NAME, or --exec CMD: a program in any language speaking the pipe\n"
      "protocol of docs/protocol.md (batches of inputs on its stdin, results on its stdout).\n"
      "\n"
      "--shard I/N: the units of work (each kind's enumeration and random search; at the\n"
      "exhaustive level also the 512 queen units) at positions I, I+N, I+2N, ...; the N\n"
      "shards together check every case exactly once (as GTEST_TOTAL_SHARDS and\n"
      "GTEST_SHARD_INDEX split the exhaustive gtest binary).\n"
      "\n"
      "replay one input (the command a report prints):\n"
      "  --function KIND [--sq SQ --occ BB [--blockers BB]]\n"
      "                  [--dir DIR8 --sliders BB --empty BB [--blockers BB | --targets BB]]\n"
      "                  [--a SQ --b SQ]\n"
      "\n"
      "exit status: 0 conforms, 1 counterexample found, 2 unusable input,\n"
      "             3 crash or timeout in the plugin");
  o->plugin = sub->add_option("PLUGIN.so", o->plugin_path,
                              "the engine's shared library (the ABI of plugin.h)");
  o->exec = sub->add_option("--exec", o->exec_command,
                            "check a program speaking the pipe protocol (docs/protocol.md),\n"
                            "run as /bin/sh -c CMD")
                ->option_text("CMD");
  o->builtin = sub->add_option("--builtin", o->builtin_name, "check this built-in instead")
                   ->option_text("NAME");
  o->planted =
      sub->add_option("--planted", o->planted_name, "check this planted-bug implementation instead")
          ->option_text("NAME");
  o->mapping = sub->add_option("--mapping", o->mapping_text,
                               "the engine's squares 0 and 1: a1,b1 (default) a1,a2 a8,b8\n"
                               "a8,a7 h1,g1 h1,h2 h8,g8 h8,h7 (overrides the plugin's\n"
                               "slidercheck_square_mapping), or auto: try all 8 and\n"
                               "check in the first under which the kinds conform")
                   ->option_text("SQ0,SQ1");
  o->own_square = sub->add_option("--own-square", o->own_square_text,
                                  "the slider's own bit: any (default), occupied or empty")
                      ->option_text("CONTRACT");
  o->xray_blockers = sub->add_option("--xray-blockers", o->xray_text,
                                     "x-ray functions' blockers: any (default) or occupied\n"
                                     "(engine-style: blockers = occ, look through every first hit)")
                         ->option_text("CONTRACT");
  sub->add_option("--level", o->level, "quick, standard (default) or exhaustive")
      ->option_text("LEVEL");
  o->seed = sub->add_option("--seed", o->seed_text, "the random search's seed (default 1)")
                ->option_text("N");
  o->timeout = sub->add_option("--timeout", o->timeout_text,
                               "the limit for each call into the plugin, or each batch of\n"
                               "--exec (default 5)")
                   ->option_text("SECONDS");
  sub->add_option("--format", o->format, "the report on standard output: text (default) or json")
      ->option_text("FORMAT");
  sub->add_option("--junit", o->junit, "also write JUnit XML, one testcase per function")
      ->option_text("FILE");
  add_repeatable(sub, "--function", o->kinds, "check only this function (repeatable)", "KIND");
  o->workers =
      sub->add_option("--workers", o->workers_text, "processes checking at once (default 2, 1..8)")
          ->option_text("N");
  o->shard =
      sub->add_option("--shard", o->shard_text, "check only shard I of N, 0 <= I < N (see below)")
          ->option_text("I/N");
  sub->add_flag("--replay", o->replay, "replay one input (implied by any input option below)");
  sub->add_option("--sequence", o->sequence,
                  "replay these calls, in order, from a fresh start (a file a report wrote)")
      ->option_text("FILE");
  sub->add_option("--replay-dir", o->replay_dir,
                  "where a failure that depends on earlier calls gets its sequence file\n"
                  "(default: the current directory)")
      ->option_text("DIR");
  sub->add_flag("--quiet", o->quiet, "no progress on standard error");
  o->input.add_to(*sub);
  return {sub, [o] { return run(*o); }};
}

}  // namespace slidercheck::cli
