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
#include <csignal>
#include <cstdio>
#include <cstring>
#include <deque>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "cli/coverage.h"
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

// A report file (--junit, --sarif): a temporary file beside it, opened before the run and
// renamed over it once written (after the run, or by the signal handler with
// the interrupted report), so that a report from an earlier run never stays
// and a failed write (a full disk) leaves no part of one. The standard output
// or error (/dev/stdout, /dev/fd/2) is written in place, /dev/null not at all;
// anything else that is not a regular file (a FIFO, a device) is refused.
class ReportFile {
 public:
  ReportFile() = default;
  ReportFile(const ReportFile&) = delete;
  ReportFile& operator=(const ReportFile&) = delete;
  ~ReportFile() { discard(); }
  // Opens the file to write; returns the error, if any.
  std::optional<std::string> open(const std::string& path) {
    auto target = write_target(path);
    if (const ReadError* error = std::get_if<ReadError>(&target)) return error->message;
    const WriteTarget& t = std::get<WriteTarget>(target);
    if (t.discard) {
      fd_ = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
    } else if (t.fd >= 0) {
      fd_ = ::fcntl(t.fd, F_DUPFD_CLOEXEC, 0);
    } else {
      path_ = t.path;
      fd_ = create_temporary(t.path, &tmp_);
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
  // Writes text as the file's content; returns the error, if any: the
  // temporary file is then removed, and so is an earlier run's report at the
  // path (it must not stand for this run's).
  std::optional<std::string> write(const std::string& text) {
    std::optional<std::string> error = write_all(fd_, text);
    if (!error && !tmp_.empty() && ::fsync(fd_) != 0 && errno != EINVAL)
      error = std::strerror(errno);
    const int fd = std::exchange(fd_, -1);
    if (::close(fd) != 0 && !error && !tmp_.empty()) error = std::strerror(errno);
    if (!error && !tmp_.empty() && ::rename(tmp_.c_str(), path_.c_str()) != 0)
      error = std::strerror(errno);
    if (error && !tmp_.empty()) {
      ::unlink(tmp_.c_str());
      ::unlink(path_.c_str());
    }
    return error;
  }

 private:
  std::string path_, tmp_;
  int fd_ = -1;
};

// Returns the folder SARIF locations are relative to: the current one (a
// CI job runs in its repository's checkout).
std::string source_root() {
  std::error_code ec;
  const std::filesystem::path cwd = std::filesystem::current_path(ec);
  return ec ? std::string() : cwd.string();
}

// The reports of a run that a signal ends (SIGINT, SIGTERM, SIGHUP): rendered
// before the run and again each time a function finishes (so they count what
// finished), written by the signal handler (plugin::set_interrupt_report) in
// place of the JSON or SARIF report on standard output and of the --junit and
// --sarif files.
class InterruptedReports {
 public:
  InterruptedReports(const CheckSpec& spec, const std::string& format, ReportFile* junit,
                     ReportFile* sarif)
      : spec_(spec), format_(format), junit_(junit), sarif_(sarif) {
    CheckOutcome o;
    o.name = !spec.exec.empty()      ? one_line(spec.exec)
             : !spec.builtin.empty() ? spec.builtin
                                     : spec.plugin.substr(spec.plugin.rfind('/') + 1);
    o.subject = subject_of(origin_of(spec));
    update(o, {});
  }
  InterruptedReports(const InterruptedReports&) = delete;
  InterruptedReports& operator=(const InterruptedReports&) = delete;
  ~InterruptedReports() { clear(); }

  // Renders the reports again from the outcome so far: the functions finished
  // with their results, the others counted as unknown. The handler may be
  // writing the previous ones: those stay alive until the end of the run.
  void update(const CheckOutcome& so_far, const std::vector<Kind>& finished) {
    CheckOutcome o = so_far;
    o.plugin_output.clear();
    std::erase_if(o.results, [&](const FunctionResult& r) {
      return std::find(finished.begin(), finished.end(), r.kind) == finished.end();
    });
    const std::size_t all = so_far.results.size();
    o.error = all == 0 ? "interrupted by a signal before the run finished: no function's result "
                         "is known"
                       : "interrupted by a signal before the run finished: " +
                             std::to_string(o.results.size()) + " of " + std::to_string(all) +
                             " functions finished (their results are in this report); the others' "
                             "results are not known";
    // Each report in three: its exit status 128 + the signal's number (SIGINT
    // 130, SIGTERM 143, SIGHUP 129), as a shell reports the run's end.
    const auto hooks = [&](const std::function<pl::InterruptReport(const CheckOutcome&)>& make) {
      CheckOutcome by = o;
      by.exit_code = 128 + SIGTERM;
      const pl::InterruptReport* term = &hooks_.emplace_back(make(by));
      by.exit_code = 128 + SIGHUP;
      const pl::InterruptReport* hup = &hooks_.emplace_back(make(by));
      by.exit_code = 128 + SIGINT;
      pl::InterruptReport on_int = make(by);
      on_int.term = term;
      on_int.hup = hup;
      return on_int;
    };
    if (format_ != "text")
      set(0, hooks([&](const CheckOutcome& by) {
            const std::string& text =
                texts_.emplace_back(format_ == "json" ? json_report(spec_, by)
                                                      : sarif_report(spec_, by, source_root()));
            return pl::InterruptReport{
                .fd = STDOUT_FILENO, .text = text.data(), .size = text.size()};
          }));
    if (junit_)
      set(1, hooks([&](const CheckOutcome& by) {
            return junit_->on_interrupt(texts_.emplace_back(junit_report(spec_, by)));
          }));
    if (sarif_)
      set(2, hooks([&](const CheckOutcome& by) {
            return sarif_->on_interrupt(
                texts_.emplace_back(sarif_report(spec_, by, source_root())));
          }));
  }
  // The run ended: the signal handler writes nothing any more.
  void clear() {
    pl::set_interrupt_report(0, nullptr);
    pl::set_interrupt_report(1, nullptr);
    pl::set_interrupt_report(2, nullptr);
  }

 private:
  void set(int slot, const pl::InterruptReport& hook) {
    pl::set_interrupt_report(slot, &hooks_.emplace_back(hook));
  }
  const CheckSpec& spec_;
  std::string format_;
  ReportFile *junit_, *sarif_;
  std::deque<std::string> texts_;  // deques: what the handler may read never moves
  std::deque<pl::InterruptReport> hooks_;
};

// What the command line gave, as text: the options that describe the check
// (command_line.h's table, read by read_check) and how to report it.
struct CheckOptions {
  std::vector<std::pair<CLI::Option*, std::vector<std::string>*>> described;
  std::vector<std::vector<std::string>> values =
      std::vector<std::vector<std::string>>(check_options().size());
  std::string format = "text", junit, sarif, coverage_html;
  bool coverage = false;
  bool replay = false, quiet = false;
  std::string replay_dir;  // "": the findings folder (findings_folder)
  InputOptions input;

  // Returns the options that describe the check, as given (table order; the
  // input's fields last).
  std::vector<GivenOption> given() const {
    std::vector<GivenOption> out;
    for (std::size_t i = 0; i < values.size(); ++i)
      for (const std::string& value : values[i]) out.push_back({check_options()[i].name, value});
    if (replay) out.push_back({"--replay", ""});
    for (const GivenOption& field : input.given()) out.push_back(field);
    return out;
  }
};

// Returns the calls of a --sequence file (sequence_text: one call a line, the
// options of a replayed input; blank lines and # comments skipped), or throws
// UsageError naming the file and line.
std::vector<Input> read_sequence(const std::string& path) {
  auto read = read_regular_file(path, kMaxSequenceBytes);
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
    try {
      calls.push_back(read_call(args));
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

// Returns the findings folder of a subject named name: the one `slidercheck
// fuzz` keeps its findings in, slidercheck-fuzz-corpus/STEM/crash (STEM: the
// plugin's file name less ".so"), so a check's call sequences are kept with
// the findings, out of the working directory.
std::string findings_folder(const std::string& name) {
  std::string stem = std::filesystem::path(name).filename().string();
  if (stem.ends_with(".so")) stem.resize(stem.size() - 3);
  stem = file_safe(stem);
  if (stem.empty() || stem == "." || stem == "..") stem = "subject";
  return "slidercheck-fuzz-corpus/" + stem + "/crash";
}

// Writes each call sequence that reproduces a failure to DIR/NAME.KIND.calls
// (--replay-dir, default the findings folder, made when needed), and notes where.
void write_sequences(CheckOutcome& outcome, const std::string& given_dir) {
  for (FunctionResult& r : outcome.results) {
    if (!r.reproduction || r.reproduction->sequence.empty() || !r.reproduction->given.empty())
      continue;
    Reproduction& rep = *r.reproduction;
    const std::string dir = given_dir.empty() ? findings_folder(outcome.name) : given_dir;
    std::error_code made;
    if (given_dir.empty()) std::filesystem::create_directories(dir, made);
    const std::string path =
        dir + "/" + file_safe(outcome.name) + "." + kind_name(r.kind) + ".calls";
    // Written whole or not at all (a full disk leaves no part of it).
    if (auto error = write_file_replacing(path, sequence_text(outcome.subject, rep.sequence))) {
      rep.file_error = path + ": " + *error;
    } else {
      rep.file = path;
    }
  }
}

// Writes text to a report file (--junit, --sarif) after the run; returns
// false, having said why on standard error, when it cannot be written.
bool write_report(ReportFile& file, const char* option, const std::string& path,
                  const std::string& text) {
  if (auto error = file.write(text)) {
    std::fflush(stdout);
    std::fprintf(stderr, "slidercheck: error: cannot write %s file '%s': %s\n", option,
                 one_line(path).c_str(), one_line(*error).c_str());
    return false;
  }
  return true;
}

int run(const CheckOptions& o) {
  CheckSpec spec = read_check(o.given());
  need_open_files();
  const std::string& format = o.format;
  const std::string& junit = o.junit;
  if (format != "text" && format != "json" && format != "sarif")
    usage_error("bad --format '" + format + "' (want text, json or sarif)");
  if (!spec.sequence_file.empty()) spec.sequence = read_sequence(spec.sequence_file);
  const Input in = spec.replay.value_or(Input{});

  // The report files are opened (not yet truncated) before the run: a path
  // that cannot be written is unusable input, found before any checking.
  ReportFile junit_file, sarif_file;
  if (!junit.empty()) {
    if (auto error = junit_file.open(junit))
      usage_error("cannot write --junit file '" + junit + "': " + *error);
  }
  if (!o.sarif.empty()) {
    if (auto error = sarif_file.open(o.sarif))
      usage_error("cannot write --sarif file '" + o.sarif + "': " + *error);
  }

  // --coverage: every worker writes its profile (a plugin must be given).
  std::optional<Coverage> coverage;
  if (o.coverage || !o.coverage_html.empty()) {
    if (spec.plugin.empty()) usage_error("--coverage needs a plugin (PLUGIN.so)");
    coverage.emplace(spec.plugin, o.coverage_html);
    coverage->set_in_environment();
  }

  spec.progress = o.quiet                        ? CheckSpec::Progress::off
                  : ::isatty(STDERR_FILENO) != 0 ? CheckSpec::Progress::live
                                                 : CheckSpec::Progress::lines;
  InterruptedReports interrupted(spec, format, junit.empty() ? nullptr : &junit_file,
                                 o.sarif.empty() ? nullptr : &sarif_file);
  spec.on_function_done = [&](const CheckOutcome& so_far, const std::vector<Kind>& finished) {
    interrupted.update(so_far, finished);
  };
  CheckOutcome outcome = pl::run_check_diagnosed(spec);
  interrupted.clear();
  const std::string root = source_root();
  if (outcome.exit_code == 2) {
    // Found unusable by the run (e.g. a linkage error at load): the one-line
    // error, and the same error in the machine-readable reports asked for.
    if (format == "json") std::fputs(json_report(spec, outcome).c_str(), stdout);
    if (format == "sarif") std::fputs(sarif_report(spec, outcome, root).c_str(), stdout);
    if (junit.empty() || junit_file.write(junit_report(spec, outcome))) junit_file.discard();
    if (o.sarif.empty() || sarif_file.write(sarif_report(spec, outcome, root)))
      sarif_file.discard();
    usage_error(outcome.error);
  }
  write_sequences(outcome, o.replay_dir);

  if (format == "json") {
    std::fputs(json_report(spec, outcome).c_str(), stdout);
  } else if (format == "sarif") {
    std::fputs(sarif_report(spec, outcome, root).c_str(), stdout);
  } else if (spec.replay && outcome.results.size() == 1) {
    // The replay's report has no header: its warnings go to standard error.
    for (const std::string& warning : contract_warnings(spec, outcome))
      std::fprintf(stderr, "slidercheck: warning: %s\n", warning.c_str());
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
  // The coverage report follows the text report, or goes to standard error
  // beside a JSON or SARIF one.
  if (coverage) {
    std::fflush(stdout);
    // No crash or hang: every worker ended normally, having written its profile.
    const bool ended = !verdict_of(outcome.results).crashed;
    std::fputs(coverage->report(ended ? "every worker" : "").c_str(),
               format == "text" ? stdout : stderr);
  }
  // A report file that fails to be written after the run keeps the finding:
  // the report above is out, the exit status stays 1 or 3 (2 after a pass).
  bool written = true;
  if (!junit.empty())
    written = write_report(junit_file, "--junit", junit, junit_report(spec, outcome)) && written;
  if (!o.sarif.empty())
    written =
        write_report(sarif_file, "--sarif", o.sarif, sarif_report(spec, outcome, root)) && written;
  if (!written) return outcome.exit_code != 0 ? outcome.exit_code : 2;
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
      "replay one input (the command a report prints; slidercheck kinds: each kind's inputs):\n"
      "  --function KIND [--sq SQ --occ BB [--blockers BB]]           sliders, x-rays\n"
      "                  [--dir DIR8 --sliders BB --empty BB [--blockers BB | --targets BB]]\n"
      "                  [--a SQ --b SQ]                              pair tables\n"
      "                  [[--color COLOR] --sq SQ]                    leapers, pawns\n"
      "                  [[--color COLOR] --set BB]                   set-wise leapers, pawns\n"
      "                  [--set BB --dir DIR8]                        shift_one\n"
      "\n"
      "exit status: 0 conforms, 1 counterexample found (or a sanitizer's finding),\n"
      "             2 unusable input, 3 crash or timeout in the plugin, 128 + the signal\n"
      "             interrupted (SIGINT 130, SIGTERM 143, SIGHUP 129)\n"
      "             (the report so far)");
  for (std::size_t i = 0; i < check_options().size(); ++i) {
    const CheckOption& option = check_options()[i];
    CLI::Option* added = sub->add_option(option.name, o->values[i], option.help);
    if (option.value_name[0] != '\0') added->option_text(option.value_name);
    if (!option.repeatable) added->expected(1);
    added->allow_extra_args(false);
  }
  sub->add_option("--format", o->format,
                  "the report on standard output: text (default), json or sarif (SARIF 2.1.0)")
      ->option_text("FORMAT");
  non_empty(sub->add_option("--junit", o->junit, "also write JUnit XML, one testcase per function"),
            "a file")
      ->option_text("FILE");
  non_empty(sub->add_option("--sarif", o->sarif,
                            "also write SARIF 2.1.0 (code scanning), one result per finding"),
            "a file")
      ->option_text("FILE");
  sub->add_flag("--coverage", o->coverage,
                "the lines and branches of the plugin's own sources the check reached\n"
                "(a plugin built by clang with -fprofile-instr-generate -fcoverage-mapping)");
  non_empty(sub->add_option("--coverage-html", o->coverage_html,
                            "with --coverage: write llvm-cov's HTML report there"),
            "a folder")
      ->option_text("DIR");
  sub->add_flag("--replay", o->replay, "replay one input (implied by any input option below)");
  non_empty(sub->add_option("--replay-dir", o->replay_dir,
                            "where a failure that depends on earlier calls gets its sequence "
                            "file\n(default: slidercheck-fuzz-corpus/NAME/crash, the findings "
                            "folder)"),
            "a folder")
      ->option_text("DIR");
  sub->add_flag("--quiet", o->quiet, "no progress on standard error");
  o->input.add_to(*sub);
  return {sub, [o] { return run(*o); }};
}

}  // namespace slidercheck::cli
