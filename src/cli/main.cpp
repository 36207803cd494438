// slidercheck: the command line, one CLI11 app with a subcommand per command
// (verify, list and replay here; the others in their own files).
//
// Exit status: 0 everything checked conforms; 1 a mismatch was found;
// 2 unusable input (bad command, option or value), with a one-line error, or a
// report that could not be written to standard output; 3 (check, bench) a
// plugin crashed or hung.
#include <fmt/core.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "cli/options.h"
#include "cli/worker_mode.h"
#include "slidercheck/check.h"
#include "slidercheck/enumerate.h"
#include "slidercheck/plan.h"
#include "slidercheck/planted.h"
#include "slidercheck/registry.h"

namespace sc = slidercheck;
namespace cli = slidercheck::cli;

namespace {

constexpr int kExitOk = 0;
constexpr int kExitMismatch = 1;
constexpr int kExitUsage = 2;

const sc::Implementation& lookup_planted(const std::string& name) {
  if (const auto* impl = sc::find_planted(name)) return *impl;
  cli::usage_error("unknown planted implementation '" + name +
                   "' (see: slidercheck list --planted)");
}

std::string kinds_of(const sc::Implementation& impl) {
  std::string s;
  for (sc::Kind kind : sc::all_kinds()) {
    if (impl.provides(kind)) s += std::string(" ") + sc::kind_name(kind);
  }
  return s;
}

int cmd_list(bool planted) {
  auto impls = planted ? sc::planted_implementations() : sc::builtin_implementations();
  for (const auto& impl : impls) std::printf("%s%s\n", impl.name.c_str(), kinds_of(impl).c_str());
  return kExitOk;
}

struct VerifyOptions {
  std::string level = "standard";
  std::vector<std::string> impls;
  std::vector<std::string> kinds;
  bool planted = false;
};

int cmd_verify(const VerifyOptions& options) {
  const sc::Level level = cli::level_arg(options.level);
  const std::vector<std::string>& only_impls = options.impls;
  std::vector<sc::Kind> only_kinds;
  for (const std::string& kind : options.kinds) only_kinds.push_back(cli::kind_arg(kind));
  const bool planted = options.planted;
  std::vector<const sc::Implementation*> impls;
  if (only_impls.empty()) {
    for (const auto& impl : planted ? sc::planted_implementations() : sc::builtin_implementations())
      impls.push_back(&impl);
  } else {
    for (const auto& name : only_impls)
      impls.push_back(planted ? &lookup_planted(name) : &cli::builtin_arg(name));
  }
  // The same path as `check` and the conformance library (plan.h): each
  // subject's task plan (plan_units: every kind's enumeration and random
  // search, and the queen units at the exhaustive level), the tasks run by a
  // thread pool in this process, their results merged per function (merge).
  const sc::CheckOptions check_options{.level = level, .only = only_kinds};
  struct Job {
    std::size_t subject;
    sc::Task task;
    sc::KindResult result;
  };
  std::vector<Job> jobs;
  std::vector<std::vector<sc::FunctionResult>> results(impls.size());
  std::size_t functions = 0;
  for (std::size_t i = 0; i < impls.size(); ++i) {
    const std::vector<sc::Kind> provided = sc::provided_kinds(*impls[i]);
    for (const sc::Task& task : sc::plan_units(provided, check_options))
      jobs.push_back({i, task, {}});
    results[i] = sc::empty_results(provided, check_options);
    functions += results[i].size();
  }
  if (jobs.empty())
    cli::usage_error("nothing to verify: no implementation provides those functions");
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i; (i = next++) < jobs.size();)
      jobs[i].result = sc::run_task(*impls[jobs[i].subject], jobs[i].task, check_options);
  };
  const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t) pool.emplace_back(worker);
  for (auto& t : pool) t.join();
  for (std::size_t i = 0; i < jobs.size(); ++i)
    sc::merge(results[jobs[i].subject], jobs[i].result, i);

  std::printf("slidercheck verify: level %s, oracle ray_walker\n\n", sc::level_name(level));
  // Columns as wide as their longest entry (at least their usual width).
  std::size_t impl_width = 24, kind_width = 22;
  for (std::size_t i = 0; i < impls.size(); ++i) {
    impl_width = std::max(impl_width, impls[i]->name.size());
    for (const sc::FunctionResult& r : results[i])
      kind_width = std::max(kind_width, std::strlen(sc::kind_name(r.kind)));
  }
  // Written with fputs: a failed write shows in ferror(stdout) (fmt::print would throw).
  const std::string header =
      fmt::format("{:<{}} {:<{}} {:>14}  {:<6} {:>9}\n", "implementation", impl_width, "function",
                  kind_width, "cases", "result", "seconds");
  std::fputs(header.c_str(), stdout);
  std::size_t failures = 0;
  std::uint64_t total_cases = 0;
  for (std::size_t i = 0; i < impls.size(); ++i) {
    for (const sc::FunctionResult& r : results[i]) {
      const bool ok = !r.mismatch;
      failures += !ok;
      total_cases += r.cases;
      const std::string row =
          fmt::format("{:<{}} {:<{}} {:>14}  {:<6} {:>9.3f}\n", impls[i]->name, impl_width,
                      sc::kind_name(r.kind), kind_width, r.cases, ok ? "pass" : "FAIL", r.seconds);
      std::fputs(row.c_str(), stdout);
    }
  }
  for (const auto& per_subject : results)
    for (const sc::FunctionResult& r : per_subject)
      if (r.mismatch) std::printf("\n%s", sc::report(*r.mismatch).c_str());
  std::printf("\n%zu checks, %llu cases: %zu passed, %zu failed\n", functions,
              static_cast<unsigned long long>(total_cases), functions - failures, failures);
  return failures ? kExitMismatch : kExitOk;
}

struct ReplayOptions {
  CLI::Option* builtin = nullptr;
  CLI::Option* planted = nullptr;
  std::string builtin_name, planted_name, kind;
  cli::InputOptions input;
};

int cmd_replay(const ReplayOptions& options) {
  const sc::Implementation* impl = nullptr;
  if (options.builtin->count() > 0) impl = &cli::builtin_arg(options.builtin_name);
  if (options.planted->count() > 0) impl = &lookup_planted(options.planted_name);
  if (!impl) cli::usage_error("replay needs --builtin NAME or --planted NAME");
  if (options.kind.empty()) cli::usage_error("replay needs --function KIND");
  const sc::Input in = sc::read_input(cli::kind_arg(options.kind), options.input.given());
  if (!impl->provides(in.kind))
    cli::usage_error(std::string(impl->name) + " does not provide " + sc::kind_name(in.kind));
  if (auto m = sc::check_oracle(*impl, in)) {
    std::printf("%s", sc::report(*m).c_str());
    return kExitMismatch;
  }
  std::printf("%s %s agrees with the oracle: %s\n", impl->name.c_str(), sc::kind_name(in.kind),
              sc::hex(impl->eval(in)).c_str());
  return kExitOk;
}

}  // namespace

namespace slidercheck::cli {

Command add_verify(CLI::App& app) {
  auto options = std::make_shared<VerifyOptions>();
  CLI::App* sub = add_subcommand(
      app, "verify", "check every built-in implementation against the oracle (the default command)",
      "exit status: 0 every check passed, 1 a mismatch found, 2 unusable input");
  sub->add_option("--level", options->level, "quick, standard or exhaustive (default standard)")
      ->option_text("LEVEL");
  add_repeatable(sub, "--impl", options->impls, "only this implementation (repeatable)", "NAME");
  add_repeatable(sub, "--function", options->kinds, "only this function kind (repeatable)", "KIND");
  sub->add_flag("--planted", options->planted,
                "check the planted-bug implementations instead (all must fail)");
  return {sub, [options] { return cmd_verify(*options); }};
}

Command add_list(CLI::App& app) {
  auto planted = std::make_shared<bool>(false);
  CLI::App* sub = add_subcommand(
      app, "list", "one line per built-in: its name, then the function kinds it provides",
      "exit status: 0 listed, 2 unusable input");
  sub->add_flag("--planted", *planted, "list the planted-bug implementations instead");
  return {sub, [planted] { return cmd_list(*planted); }};
}

Command add_replay(CLI::App& app) {
  auto options = std::make_shared<ReplayOptions>();
  CLI::App* sub = add_subcommand(
      app, "replay", "evaluate one input of a built-in and compare it with the oracle",
      "exit status: 0 agrees with the oracle, 1 mismatch, 2 unusable input");
  options->builtin =
      sub->add_option("--builtin", options->builtin_name, "this built-in")->option_text("NAME");
  options->planted =
      sub->add_option("--planted", options->planted_name, "this planted-bug implementation")
          ->option_text("NAME");
  sub->add_option("--function", options->kind, "the function kind")->option_text("KIND");
  options->input.add_to(*sub);
  return {sub, [options] { return cmd_replay(*options); }};
}

}  // namespace slidercheck::cli

namespace {

// Returns message (CLI11's error for the command line) as the project's one
// line: a missing value and an unknown option said as every command says them.
std::string parse_error_message(const CLI::ParseError& e, const CLI::App& app,
                                const CLI::App* sub) {
  std::string message = e.what();
  if (dynamic_cast<const CLI::ArgumentMismatch*>(&e) != nullptr) {
    const std::size_t colon = message.find(": ");
    if (colon != std::string::npos && message.ends_with(" missing"))
      return "option " + message.substr(0, colon) + " needs a value";
  }
  if (dynamic_cast<const CLI::ExtrasError*>(&e) != nullptr && sub != nullptr) {
    std::vector<std::string> extras = sub->remaining();
    if (extras.empty()) extras = app.remaining();
    if (!extras.empty()) {
      const std::string& first = extras.front();
      return std::string(first.starts_with("-") ? "unknown option" : "unexpected argument") +
             " for " + sub->get_name() + ": " + first + " (see: slidercheck " + sub->get_name() +
             " --help)";
    }
  }
  // A value refused by its option's check (cli::non_empty): "--junit needs ...".
  if (dynamic_cast<const CLI::ValidationError*>(&e) != nullptr) {
    const std::size_t colon = message.find(": needs ");
    if (colon != std::string::npos) message.erase(colon, 1);
  }
  for (char& c : message)
    if (c == '\n') c = ' ';
  return message;
}

}  // namespace

int main(int argc, char** argv) {
  // A plugin built for coverage writes its profile as its process ends: to
  // default.profraw in the current folder unless told otherwise. Only
  // --coverage asks for profiles (the user's own LLVM_PROFILE_FILE stands).
  ::setenv("LLVM_PROFILE_FILE", "/dev/null", 0);
  CLI::App app("slidercheck: checks chess sliding-attack generation against a ray-walking oracle.",
               "slidercheck");
  app.footer(
      "With no command, or options first, the command is verify. slidercheck help, or\n"
      "slidercheck --help: this text. slidercheck COMMAND --help: the command's options.\n"
      "slidercheck --version (or COMMAND --version): the version.\n"
      "exit status: 0 conforms, 1 mismatch found, 2 unusable input, 3 crash or timeout in a "
      "plugin");
  app.set_version_flag("--version", cli::version_line());
  app.option_defaults()->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
  app.require_subcommand(0, 1);
  std::vector<cli::Command> commands = {
      cli::add_verify(app),  cli::add_list(app),  cli::add_replay(app),
      cli::add_check(app),   cli::add_prove(app), cli::add_bench(app),
      cli::add_vectors(app), cli::add_fuzz(app),  cli::add_kinds(app),
  };
  // The arguments, with the command word: verify when none is given.
  std::vector<std::string> args(argv + 1, argv + argc);
  cli::worker_mode(args);  // an exec'd worker: its job, or bench's command again
  if (!args.empty() && args.front() == "help") {  // help [COMMAND]: the same as --help
    args.erase(args.begin());
    args.push_back("--help");
  }
  if (args.empty() || (args.front().starts_with("-") && args.front() != "--help" &&
                       args.front() != "-h" && args.front() != "--version"))
    args.insert(args.begin(), "verify");
  CLI::App* sub = nullptr;
  int status = kExitOk;
  try {
    if (!args.front().starts_with("-")) {
      for (const cli::Command& command : commands)
        if (command.app->get_name() == args.front()) sub = command.app;
      if (sub == nullptr)
        cli::usage_error("unknown command '" + args.front() + "' (try: slidercheck help)");
      for (const cli::Command& command : commands) {
        const auto dashes = std::find(args.begin(), args.end(), "--");
        if (command.app != sub || command.after_dashes == nullptr || dashes == args.end()) continue;
        command.after_dashes->assign(dashes + 1, args.end());
        args.erase(dashes, args.end());
      }
    }
    std::reverse(args.begin(), args.end());  // CLI11 reads the vector from its end
    bool help = false;
    try {
      app.parse(args);
    } catch (const CLI::ParseError& e) {
      if (e.get_exit_code() != 0) cli::usage_error(parse_error_message(e, app, sub));
      status = app.exit(e);  // --help, --version: the text on stdout, exit 0
      help = true;
    }
    for (const cli::Command& command : commands)
      if (!help && command.app->parsed()) status = command.run();
  } catch (const cli::UsageError& e) {
    std::fflush(stdout);
    std::fprintf(stderr, "slidercheck: error: %s\n", slidercheck::one_line(e.message).c_str());
    status = kExitUsage;
  }
  // A report that could not be written is no report: say so, and fail.
  const bool flush_failed = std::fflush(stdout) != 0;
  const int flush_errno = errno;
  if (flush_failed || std::ferror(stdout)) {
    std::fprintf(stderr, "slidercheck: error: cannot write the standard output: %s\n",
                 flush_failed ? std::strerror(flush_errno) : "a write failed");
    if (status == kExitOk) status = kExitUsage;
  }
  return status;
}
