#include "cli/options.h"

#include <sys/resource.h>

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

CLI::Option* non_empty(CLI::Option* option, const std::string& what) {
  const std::string error = "needs " + what + ", not an empty value";
  return option->check(CLI::Validator(
      [error](std::string& value) { return value.empty() ? error : std::string(); }, "", ""));
}

void need_open_files() {
  constexpr rlim_t kNeeded = 32;
  rlimit limit{};
  if (::getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur >= kNeeded) return;
  if (limit.rlim_max >= kNeeded) {
    limit.rlim_cur = kNeeded;
    if (::setrlimit(RLIMIT_NOFILE, &limit) == 0) return;
  }
  usage_error("the limit of open files is " + std::to_string(limit.rlim_cur) +
              " (ulimit -n): slidercheck needs " + std::to_string(kNeeded) +
              " file descriptors for its workers");
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
  sub->set_version_flag("--version", version_line());
  return sub;
}

std::string version_line() { return "slidercheck " SLIDERCHECK_VERSION; }

const Implementation& builtin_arg(const std::string& text) {
  if (const Implementation* impl = find_builtin(text)) return *impl;
  std::string known;
  for (const Implementation& impl : builtin_implementations()) known += " " + impl.name;
  usage_error("unknown implementation '" + text + "' (known:" + known + ")");
}

namespace {

// The value names of the field types (FieldType order), for the help.
constexpr const char* kValueNames[] = {"SQ", "BB", "DIR8", "COLOR", "W,B,P,N,B,R,Q,K", "JUMP"};
static_assert(std::size(kValueNames) == static_cast<std::size_t>(FieldType::jump) + 1,
              "one value name per FieldType");

}  // namespace

void InputOptions::add_to(CLI::App& app) {
  for (const FieldInfo& f : kFieldTable) {
    const int i = static_cast<int>(f.field);
    options[i] = app.add_option(std::string("--") + f.option, values[i], f.help)
                     ->option_text(kValueNames[static_cast<int>(f.type)]);
  }
  fen_option =
      app.add_option("--fen", fen, "the position (position kinds) as a FEN")->option_text("FEN");
}

std::vector<GivenOption> InputOptions::given() const {
  std::vector<GivenOption> out;
  for (const FieldInfo& f : kFieldTable) {
    const int i = static_cast<int>(f.field);
    if (options[i]->count() > 0) out.push_back({std::string("--") + f.option, values[i]});
  }
  if (fen_option && fen_option->count() > 0) out.push_back({"--fen", fen});
  return out;
}

}  // namespace slidercheck::cli
