#include "cli/options.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>

#include "slidercheck/registry.h"

namespace slidercheck::cli {

void usage_error(const std::string& message) { throw UsageError{message}; }

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

std::uint64_t decimal_arg(const std::string& option, const std::string& text, std::uint64_t lo,
                          std::uint64_t hi) {
  std::uint64_t v = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, v, 10);
  if (text.empty() || ptr != end || ec != std::errc() || v < lo || v > hi) {
    const std::string want =
        lo == 0 && hi == std::numeric_limits<std::uint64_t>::max()
            ? "a non-negative decimal integer"
            : "a decimal integer from " + std::to_string(lo) + " to " + std::to_string(hi);
    usage_error("bad value for " + option + ": '" + text + "' (want " + want + ")");
  }
  return v;
}

double seconds_arg(const std::string& option, const std::string& text, double hi, double lo) {
  double t = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, t, std::chars_format::general);
  if (text.empty() || ptr != end || ec != std::errc() || !std::isfinite(t) || t <= 0 || t < lo ||
      t > hi) {
    char low[32], max[32];
    std::snprintf(low, sizeof low, "%g", lo);
    std::snprintf(max, sizeof max, "%g", hi);
    usage_error("bad " + option + " '" + text + "' (want seconds, " +
                (lo > 0 ? "at least " + std::string(low) : std::string("more than 0")) +
                " and at most " + max + ")");
  }
  return t;
}

Bitboard bitboard_arg(const std::string& option, const std::string& text) {
  if (auto bb = parse_bitboard(text)) return *bb;
  usage_error("bad bitboard for " + option + ": '" + text + "' (want 0x + up to 16 hex digits)");
}

int square_arg(const std::string& text) {
  if (auto sq = parse_square(text)) return *sq;
  usage_error("bad square '" + text + "' (want a1..h8 or 0..63)");
}

int dir8_arg(const std::string& text) {
  if (auto d = parse_dir8(text)) return *d;
  usage_error("bad direction '" + text +
              "' (want 0..7 or noEa, east, soEa, sout, soWe, west, noWe, nort)");
}

Level level_arg(const std::string& text) {
  if (auto level = parse_level(text)) return *level;
  usage_error("bad --level '" + text + "' (want quick, standard or exhaustive)");
}

Kind kind_arg(const std::string& text) {
  if (auto kind = parse_kind(text)) return *kind;
  usage_error("unknown function kind '" + text + "' (see: slidercheck list)");
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

bool InputOptions::any() const {
  for (const CLI::Option* option : options)
    if (option->count() > 0) return true;
  return false;
}

Input InputOptions::read(Kind kind) const {
  auto given = [&](const char* name) {
    for (const CLI::Option* option : options)
      if (option->check_lname(name + 2) && option->count() > 0) return true;
    return false;
  };
  Input in;
  in.kind = kind;
  if (given("--sq")) in.sq = square_arg(sq);
  if (given("--dir")) in.dir8 = dir8_arg(dir);
  if (given("--occ")) in.occ = bitboard_arg("--occ", occ);
  if (given("--blockers")) in.blockers = bitboard_arg("--blockers", blockers);
  if (given("--sliders")) in.sliders = bitboard_arg("--sliders", sliders);
  if (given("--empty")) in.empty = bitboard_arg("--empty", empty);
  if (given("--targets")) in.targets = bitboard_arg("--targets", targets);
  if (given("--a")) in.sq = square_arg(a);
  if (given("--b")) in.sq2 = square_arg(b);
  if (given("--set")) in.set = bitboard_arg("--set", set);
  if (given("--color")) {
    if (color == "white" || color == "0") {
      in.color = 0;
    } else if (color == "black" || color == "1") {
      in.color = 1;
    } else {
      usage_error("--color must be white, black, 0 or 1 (got '" + color + "')");
    }
  }
  const Shape shape = shape_of(kind);
  if ((shape == Shape::single || shape == Shape::xray) && !given("--sq"))
    usage_error(std::string(kind_name(kind)) + " needs --sq");
  if ((shape == Shape::multi || shape == Shape::multi_extra) && !given("--dir"))
    usage_error(std::string(kind_name(kind)) + " needs --dir");
  if (shape == Shape::pair && !(given("--a") && given("--b")))
    usage_error(std::string(kind_name(kind)) + " needs --a and --b");
  if ((shape == Shape::square || shape == Shape::color_square) && !given("--sq"))
    usage_error(std::string(kind_name(kind)) + " needs --sq");
  if (is_set_kind(kind) && !given("--set"))
    usage_error(std::string(kind_name(kind)) + " needs --set");
  if (has_color(kind) && !given("--color"))
    usage_error(std::string(kind_name(kind)) + " needs --color");
  if (shape == Shape::xray && (in.blockers & ~in.occ))
    usage_error("--blockers must be a subset of --occ (the x-ray precondition)");
  return in;
}

}  // namespace slidercheck::cli
