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

namespace {

// The value names of the field types (FieldType order), for the help.
constexpr const char* kValueNames[] = {"SQ", "BB", "DIR8", "COLOR"};

// Returns the value of field read from text (option: its command-line name).
std::uint64_t field_arg(Field field, const std::string& option, const std::string& text) {
  switch (field_type(field)) {
    case FieldType::square:
      return static_cast<std::uint64_t>(square_arg(text));
    case FieldType::bitboard:
      return bitboard_arg(option, text);
    case FieldType::dir8:
      return static_cast<std::uint64_t>(dir8_arg(text));
    case FieldType::color:
      if (text == "white" || text == "0") return 0;
      if (text == "black" || text == "1") return 1;
      usage_error("--color must be white, black, 0 or 1 (got '" + text + "')");
  }
  return 0;
}

}  // namespace

void InputOptions::add_to(CLI::App& app) {
  for (const FieldInfo& f : kFieldTable) {
    const int i = static_cast<int>(f.field);
    options[i] = app.add_option(std::string("--") + f.option, values[i], f.help)
                     ->option_text(kValueNames[static_cast<int>(f.type)]);
  }
}

bool InputOptions::any() const {
  for (const CLI::Option* option : options)
    if (option->count() > 0) return true;
  return false;
}

Input InputOptions::read(Kind kind) const {
  auto given = [&](Field f) { return options[static_cast<int>(f)]->count() > 0; };
  Input in;
  in.kind = kind;
  for (const FieldInfo& f : kFieldTable) {
    const int i = static_cast<int>(f.field);
    if (given(f.field))
      set_field(in, f.field, field_arg(f.field, std::string("--") + f.option, values[i]));
  }
  // The required arguments, a type at a time: all of a type named when one is missing.
  for (FieldType type :
       {FieldType::square, FieldType::dir8, FieldType::bitboard, FieldType::color}) {
    std::string needed;
    bool missing = false;
    for (Field f : shown_fields(kind)) {
      if (field_type(f) != type || !field_info(f).required) continue;
      needed += std::string(needed.empty() ? "" : " and ") + "--" + field_info(f).option;
      missing = missing || !given(f);
    }
    if (missing) usage_error(std::string(kind_name(kind)) + " needs " + needed);
  }
  if (takes(kind, Field::occ) && takes(kind, Field::blockers) && (in.blockers & ~in.occ))
    usage_error("--blockers must be a subset of --occ (the x-ray precondition)");
  return in;
}

}  // namespace slidercheck::cli
