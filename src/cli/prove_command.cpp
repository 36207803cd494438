// `slidercheck prove [--impl NAME] [--skip-impl NAME] [--function KIND] [--timeout SECONDS] [--jobs
// N]`: proves built-in implementations equal to the oracle with Z3 (prove/prove_run.h).
//
// Exit status: 0 everything selected was proved; 1 a counterexample or an
// unproved query (a timeout); 2 unusable arguments.
#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "cli/options.h"
#include "prove/prove_run.h"

namespace slidercheck::cli {

namespace {

// What the command line gave, as text (read by run()).
struct ProveArgs {
  std::vector<std::string> impls, skip_impls, kinds;
  CLI::Option* timeout = nullptr;
  CLI::Option* tactic = nullptr;
  CLI::Option* jobs = nullptr;
  std::string timeout_text, tactic_text, jobs_text;
};

// Returns the options args give, or throws UsageError.
prove::RunOptions read(const ProveArgs& args) {
  prove::RunOptions options;
  const std::vector<std::string> provable = prove::provable_names();
  for (const auto* list : {&args.impls, &args.skip_impls}) {
    for (const std::string& v : *list) {
      if (std::find(provable.begin(), provable.end(), v) == provable.end()) {
        std::string known;
        for (const std::string& name : provable) known += " " + name;
        usage_error("unknown implementation '" + v + "' for prove (known:" + known + ")");
      }
      (list == &args.impls ? options.impls : options.skip_impls).push_back(v);
    }
  }
  for (const std::string& v : args.kinds) options.kinds.push_back(kind_arg(v));
  if (args.timeout->count() > 0)
    options.query.timeout_ms =
        static_cast<unsigned>(decimal_arg("--timeout", args.timeout_text, 1, 3600) * 1000);
  if (args.tactic->count() > 0) {
    const std::string& v = args.tactic_text;
    if (v != "smt" && v != "qfbv" && v != "sat")
      usage_error("bad --tactic '" + v + "' (want qfbv, sat or smt)");
    options.query.tactic = v;
  }
  if (args.jobs->count() > 0) options.jobs = decimal_arg("--jobs", args.jobs_text, 1, 256);
  return options;
}

int run(const ProveArgs& args) {
  const prove::RunOptions options = read(args);
  const std::vector<prove::Suite> suites = prove::select_suites(options);
  if (suites.empty())
    usage_error("nothing to prove: the selected implementations lack those kinds");
  const prove::RunResult result = prove::run(suites, options);
  std::fputs(prove::table(result).c_str(), stdout);
  return result.all_proved() ? 0 : 1;
}

}  // namespace

Command add_prove(CLI::App& app) {
  auto args = std::make_shared<ProveArgs>();
  CLI::App* sub = add_subcommand(
      app, "prove", "prove built-in implementations equal to the oracle with Z3",
      "exit status: 0 everything selected was proved, 1 a counterexample or an unproved query\n"
      "             (a timeout), 2 unusable input");
  add_repeatable(sub, "--impl", args->impls, "only this built-in (repeatable)", "NAME");
  add_repeatable(sub, "--skip-impl", args->skip_impls, "not this built-in (repeatable)", "NAME");
  add_repeatable(sub, "--function", args->kinds, "only this function kind (repeatable)", "KIND");
  args->timeout =
      sub->add_option("--timeout", args->timeout_text, "the limit of each query, 1..3600")
          ->option_text("SECONDS");
  args->jobs =
      sub->add_option("--jobs", args->jobs_text, "solver threads, 1..256 (default: the cores)")
          ->option_text("N");
  args->tactic =
      sub->add_option("--tactic", args->tactic_text, "qfbv, sat or smt")->option_text("TACTIC");
  return {sub, [args] { return run(*args); }};
}

}  // namespace slidercheck::cli
