// The options of `slidercheck fuzz`: see fuzz_options.h.
#include "cli/fuzz_options.h"

#include <memory>

#include "cli/fuzz_driver_run.h"
#include "cli/fuzz_inputs.h"
#include "cli/options.h"

namespace slidercheck::cli {

#ifdef SLIDERCHECK_FUZZ_DRIVER_INSTALLED

namespace fs = std::filesystem;

int interrupted_status() { return 128 + interrupt_signal(); }

std::vector<std::string> convention_words(const FuzzOptions& o, bool for_driver) {
  std::vector<std::string> words;
  for (const auto& [name, value] :
       {std::pair<std::string, const std::string&>{"--mapping", o.mapping},
        {"--bit-mapping", o.bit_mapping},
        {"--pawn-sides", o.pawn_sides},
        {"--own-square", o.own_square},
        {"--xray-blockers", o.xray_blockers},
        {"--pairs", o.pairs},
        {"--pawn-squares", o.pawn_squares}}) {
    if (value.empty()) continue;
    if (for_driver) {
      words.push_back(name + "=" + value);
    } else {
      words.insert(words.end(), {name, value});
    }
  }
  return words;
}

void check_options(const FuzzOptions& o) {
  std::vector<std::pair<const CLI::Option*, std::string>> given;
  for (const auto& [option, value] : o.valued) given.emplace_back(option, *value);
  refuse_empty_values(given);
  check_libfuzzer_flags(o.libfuzzer_flags);
  for (const auto& [name, value] :
       {std::pair<const char*, const std::string&>{"--mapping", o.mapping},
        {"--bit-mapping", o.bit_mapping}}) {
    if (!value.empty() && !Mapping::parse(value))
      usage_error(std::string("bad ") + name + " '" + value +
                  "' (want the engine's squares 0 and 1: a1,b1 a1,a2 a8,b8 a8,a7 h1,g1 h1,h2 h8,g8 "
                  "or h8,h7)");
  }
  if (!o.pawn_sides.empty() && !parse_pawn_sides(o.pawn_sides))
    usage_error("bad --pawn-sides '" + o.pawn_sides + "' (want board or relative)");
  if (!o.own_square.empty() && !parse_own_square(o.own_square))
    usage_error("bad --own-square '" + o.own_square + "' (want any, occupied or empty)");
  if (!o.xray_blockers.empty() && !parse_xray_blockers(o.xray_blockers))
    usage_error("bad --xray-blockers '" + o.xray_blockers + "' (want any or occupied)");
  if (!o.pairs.empty() && !parse_pair_domain(o.pairs))
    usage_error("bad --pairs '" + o.pairs + "' (want all or aligned)");
  if (!o.pawn_squares.empty() && !parse_pawn_squares(o.pawn_squares))
    usage_error("bad --pawn-squares '" + o.pawn_squares + "' (want all or pawn)");
  (void)decimal_arg("--law-sample", o.law_sample, 1, 1ull << 62);
  (void)decimal_arg("--timeout", o.timeout, 1, 86400);
  if (!o.runs.empty()) (void)decimal_arg("--runs", o.runs, 1, 1ull << 62);
  if (!o.max_total_time.empty())
    (void)decimal_arg("--max-total-time", o.max_total_time, 1, 1u << 30);
  if (!o.seed.empty()) (void)decimal_arg("--seed", o.seed, 1, 0xFFFFFFFFu);
  if (!o.triage_time.empty()) (void)decimal_arg("--triage-time", o.triage_time, 0, 1u << 30);
  (void)decimal_arg("--jobs", o.jobs, 1, 256);
}

bool forks(const FuzzOptions& o) { return o.runs.empty() && o.jobs != "1"; }

fs::path fuzz_dir(const FuzzOptions& o) {
  std::string name = fs::path(o.plugin).filename().string();
  if (name.ends_with(".so")) name.resize(name.size() - 3);
  return o.dir.empty() ? fs::path("slidercheck-fuzz-corpus") / name : fs::path(o.dir);
}

Command add_fuzz(CLI::App& app) {
  auto o = std::make_shared<FuzzOptions>();
  // An option given with an empty value is refused, not read as not given.
  const auto valued = [&o](const std::string& value, CLI::Option* option) {
    o->valued.emplace_back(option, &value);
    return option;
  };
  CLI::App* sub = add_subcommand(
      app, "fuzz",
      "coverage-guided differential fuzzing of a plugin with libFuzzer (docs/engine-fuzzing.md)",
      "exit status: 0 no finding, 1 a finding (saved with its report; a crash re-run by check "
      "into one, e.g. a sanitizer's report), 2 unusable input, "
      "3 the plugin crashed or hung, 128 + the signal interrupted (SIGINT 130, SIGTERM 143, SIGHUP "
      "129). Flags after "
      "-- go to libFuzzer (slidercheck fuzz PLUGIN -- -only_ascii=1 -dict=FILE)");
  sub->add_option("plugin", o->plugin, "the engine's shared library")->required();
  sub->add_option("files", o->files,
                  "fuzz inputs to replay instead of fuzzing (crash files, findings' inputs, corpus "
                  "files): each checked as a run checks it, a crash re-run as check runs the call "
                  "that crashed")
      ->option_text("FILE...");
  sub->add_flag("--merge", o->merge,
                "minimise the corpus (libFuzzer -merge=1: the inputs that keep its coverage)");
  valued(o->dir,
         sub->add_option("--dir", o->dir,
                         "its folders corpus/ (kept across runs) and crash/ (findings); default "
                         "./slidercheck-fuzz-corpus/NAME")
             ->option_text("DIR"));
  valued(o->mapping,
         sub->add_option("--mapping", o->mapping, "the engine's squares 0 and 1 (as check)")
             ->option_text("A,B"));
  valued(o->bit_mapping,
         sub->add_option("--bit-mapping", o->bit_mapping,
                         "the engine's bits 0 and 1, numbered apart from its squares (as check)")
             ->option_text("A,B"));
  valued(
      o->pawn_sides,
      sub->add_option("--pawn-sides", o->pawn_sides,
                      "board or relative: how its one-sided pawn kinds name the sides (as check)")
          ->option_text("SIDES"));
  valued(o->own_square,
         sub->add_option("--own-square", o->own_square,
                         "any, occupied or empty: the slider's own bit (as check; overrides the "
                         "plugin's slidercheck_own_square)")
             ->option_text("CONTRACT"));
  valued(o->xray_blockers,
         sub->add_option("--xray-blockers", o->xray_blockers,
                         "any or occupied: the x-ray functions' blockers (as check; overrides the "
                         "plugin's slidercheck_xray_blockers)")
             ->option_text("CONTRACT"));
  valued(o->pairs, sub->add_option("--pairs", o->pairs,
                                   "all or aligned: the pair kinds' pairs (as check; overrides the "
                                   "plugin's slidercheck_pairs)")
                       ->option_text("DOMAIN"));
  valued(o->pawn_squares,
         sub->add_option("--pawn-squares", o->pawn_squares,
                         "all or pawn: pawn_attacks' squares (as check; overrides the plugin's "
                         "slidercheck_pawn_squares)")
             ->option_text("SQUARES"));
  valued(
      o->runs,
      sub->add_option("--runs", o->runs,
                      "run exactly this many inputs, in one fuzzing process (--jobs is not used)")
          ->option_text("N"));
  valued(o->max_total_time,
         sub->add_option("--max-total-time", o->max_total_time, "stop after this many seconds")
             ->option_text("SECONDS"));
  CLI::Option* jobs = valued(
      o->jobs, sub->add_option("--jobs", o->jobs,
                               "fuzzing processes (libFuzzer -fork; default 2; 1 with --runs)")
                   ->option_text("N"));
  valued(o->timeout, sub->add_option("--timeout", o->timeout,
                                     "seconds per input before it is a hang (default 10)")
                         ->option_text("SECONDS"));
  valued(o->triage_time,
         sub->add_option("--triage-time", o->triage_time,
                         "seconds the crash files' replays and checks may take after the "
                         "fuzzing (default: a quarter of --max-total-time; 0: none, each "
                         "crash reported from the fuzzing process's record of it)")
             ->option_text("SECONDS"));
  valued(o->seed, sub->add_option("--seed", o->seed, "libFuzzer's random seed")->option_text("N"));
  valued(o->law_sample,
         sub->add_option("--law-sample", o->law_sample, "the laws on 1 input in N (default 64)")
             ->option_text("N"));
  valued(o->format,
         sub->add_option(
                "--format", o->format,
                "text (default), or sarif: standard output carries the SARIF 2.1.0 log of the "
                "findings only (the run's text goes to standard error)")
             ->option_text("FORMAT"));
  valued(o->sarif, sub->add_option("--sarif", o->sarif,
                                   "also write the findings as SARIF 2.1.0 (code scanning)")
                       ->option_text("FILE"));
  sub->add_flag("--coverage", o->coverage,
                "after the run, the lines and branches of the plugin's own sources its corpus "
                "reaches\n(a plugin built by clang with -fprofile-instr-generate "
                "-fcoverage-mapping)");
  valued(o->coverage_html, sub->add_option("--coverage-html", o->coverage_html,
                                           "with --coverage: write llvm-cov's HTML report there")
                               ->option_text("DIR"));
  return {sub,
          [o, jobs] {
            o->jobs_given = jobs->count() > 0;
            return run_fuzz(*o);
          },
          &o->libfuzzer_flags};
}

#endif

}  // namespace slidercheck::cli
