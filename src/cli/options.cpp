#include "cli/options.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>

#include "slidercheck/registry.h"

namespace slidercheck::cli {

CLI::Option* add_repeatable(CLI::App* app, const std::string& name,
                            std::vector<std::string>& values, const std::string& help,
                            const std::string& value_name) {
  return app->add_option(name, values, help)->option_text(value_name)->allow_extra_args(false);
}

Command add_unavailable(CLI::App& app, const std::string& name, const std::string& reason) {
  CLI::App* sub =
      add_subcommand(app, name, "(not built: " + reason + ")", "exit status: 2 (not built)");
  sub->allow_extras();
  return {sub, [name, reason] {
            std::fprintf(stderr, "slidercheck: error: %s was not built: %s\n", name.c_str(),
                         reason.c_str());
            return 2;
          }};
}

CLI::App* add_subcommand(CLI::App& app, const std::string& name, const std::string& description,
                         const std::string& footer) {
  CLI::App* sub = app.add_subcommand(name, description);
  sub->footer(footer);
  return sub;
}

const Implementation& builtin_arg(const std::string& text) {
  if (const Implementation* impl = find_builtin(text)) return *impl;
  std::string known;
  for (const Implementation& impl : builtin_implementations()) known += " " + impl.name;
  usage_error("unknown implementation '" + text + "' (known:" + known + ")");
}

void InputOptions::add_to(CLI::App& app) {
  options = {
      app.add_option("--sq", sq, "the slider's square: a1..h8 or 0..63")->option_text("SQ"),
      app.add_option("--occ", occ, "the occupancy (single and x-ray kinds)")->option_text("BB"),
      app.add_option("--blockers", blockers, "the x-ray's blockers (a subset of --occ)")
          ->option_text("BB"),
      app.add_option("--dir", dir, "the direction: 0..7 or noEa east soEa sout soWe west noWe nort")
          ->option_text("DIR8"),
      app.add_option("--sliders", sliders, "the sliders (multi-slider kinds)")->option_text("BB"),
      app.add_option("--empty", empty, "the empty squares (multi-slider kinds)")->option_text("BB"),
      app.add_option("--targets", targets, "the targets of between")->option_text("BB"),
      app.add_option("--a", a, "the first square (pair kinds)")->option_text("SQ"),
      app.add_option("--b", b, "the second square (pair kinds)")->option_text("SQ"),
      app.add_option("--color", color, "the pawns' color: white (0) or black (1)")
          ->option_text("COLOR"),
      app.add_option("--set", set, "the leapers' squares (set-wise leaper kinds)")
          ->option_text("BB"),
  };
}

std::vector<GivenOption> InputOptions::given() const {
  std::vector<GivenOption> out;
  const std::string* texts[] = {&sq, &occ, &blockers, &dir, &sliders, &empty,
                                &targets, &a, &b, &color, &set};
  for (std::size_t i = 0; i < options.size(); ++i)
    if (options[i]->count() > 0) out.push_back({options[i]->get_name(), *texts[i]});
  return out;
}

}  // namespace slidercheck::cli
