// The command-line grammar: the options that describe a check, read and written
// by one table, and the strict readers of option values.
#include "slidercheck/command_line.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>

#include "slidercheck/check.h"

namespace slidercheck {

void usage_error(const std::string& message) { throw UsageError{message}; }

// ---- Option values ----------------------------------------------------------------

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
  usage_error("unknown function kind '" + text + "' (see: slidercheck kinds)");
}

// ---- The options that describe a check ----------------------------------------------

namespace {

// Returns whether text is valid UTF-8 without control characters: a word a
// shell reads back as printed.
bool printable(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x20 || c == 0x7f) return false;
    const std::size_t n = utf8_length(text.substr(i));
    if (n == 0) return false;
    i += n;
  }
  return true;
}

constexpr double kDefaultTimeout = 5;  // CheckSpec's
constexpr int kDefaultWorkers = 2;
constexpr double kDefaultShrinkSeconds = 10;  // CheckSpec's
constexpr double kDefaultInitTimeout = 300;   // CheckSpec's

// How each option is read into a spec and written from one (in check_options order).
struct OptionRules {
  void (*read)(CheckSpec& spec, const std::string& value);
  void (*write)(const CheckSpec& spec, std::vector<GivenOption>& out);
};

// Returns value, or throws UsageError when it is empty: an empty value is
// never read as the option not given.
const std::string& not_empty(const char* option, const char* what, const std::string& value) {
  if (value.empty()) usage_error(std::string(option) + " needs " + what + ", not an empty value");
  return value;
}

// Returns seconds as the shortest text that reads back to the same double.
std::string seconds_text(double seconds) {
  char text[40];
  const auto [end, ec] = std::to_chars(text, text + sizeof text, seconds);
  return ec == std::errc() ? std::string(text, end) : std::to_string(seconds);
}

void put(std::vector<GivenOption>& out, const char* name, std::string value = "") {
  out.push_back({name, std::move(value)});
}

constexpr CheckOption kOptions[] = {
    {"PLUGIN.so", "", "the engine's shared library (the ABI of plugin.h)"},
    {"--exec", "CMD",
     "check a program speaking the pipe protocol (docs/protocol.md),\nrun as /bin/sh -c CMD"},
    {"--builtin", "NAME", "check this built-in instead"},
    {"--planted", "NAME", "check this planted-bug implementation instead"},
    {"--mapping", "SQ0,SQ1",
     "the engine's squares 0 and 1: a1,b1 (default) a1,a2 a8,b8\n"
     "a8,a7 h1,g1 h1,h2 h8,g8 h8,h7 (overrides the plugin's\n"
     "slidercheck_square_mapping), or auto: try all 8 and\n"
     "check in the first under which the kinds conform (then\n"
     "the pairs of numberings for squares and bits)"},
    {"--bit-mapping", "SQ0,SQ1",
     "the squares of the engine's bits 0 and 1, when its bitboards\n"
     "are numbered apart from its square arguments (default: as\n"
     "--mapping; overrides the plugin's slidercheck_bit_mapping)"},
    {"--own-square", "CONTRACT",
     "the slider's own bit: any (default), occupied or empty\n"
     "(overrides the plugin's slidercheck_own_square)"},
    {"--xray-blockers", "CONTRACT",
     "x-ray functions' blockers: any (default) or occupied\n"
     "(engine-style: blockers = occ, look through every first hit;\n"
     "overrides the plugin's slidercheck_xray_blockers)"},
    {"--pawn-sides", "SIDES",
     "pawn_west/east_attacks' sides: board (default: west = towards\n"
     "the a-file for both colors) or relative (as the moving side\n"
     "sees them: black's west is towards the h-file; overrides the\n"
     "plugin's slidercheck_pawn_sides)"},
    {"--pairs", "DOMAIN",
     "the pair kinds' pairs: all (default) or aligned (only pairs\n"
     "that share a line, a != b; overrides the plugin's\n"
     "slidercheck_pairs)"},
    {"--pawn-squares", "SQUARES",
     "pawn_attacks' squares: all (default) or pawn (ranks 2 to 7\n"
     "only; overrides the plugin's slidercheck_pawn_squares)"},
    {"--positions", "DOMAIN",
     "the position kinds' positions: game (default: one king a\n"
     "side, no pawn on ranks 1 and 8, the side not to move not in\n"
     "check) or any (every well-formed position)"},
    {"--attacked-color", "READING",
     "is_attacked's color: attacker (default: the attacking side)\n"
     "or attacked (the attacked side)"},
    {"--king-blockers", "VARIANT",
     "blockers_for_king: stockfish (default: the occupancy less the\n"
     "snipers) or keep-snipers (shakmaty's slider_blockers)"},
    {"--batch", "ON|OFF",
     "the enumeration through a plugin's batch entries: on (default:\n"
     "where it has one, 4096 cases a call) or off (every case a\n"
     "single call)"},
    {"--level", "LEVEL", "quick, standard (default) or exhaustive"},
    {"--seed", "N", "the random search's seed (default 1)"},
    {"--timeout", "SECONDS",
     "the limit for each call into the plugin, or each batch of\n--exec (default 5, at least "
     "0.01)"},
    {"--init-timeout", "SECONDS",
     "the limit for loading the plugin and its slidercheck_init\n(default 300, at least 0.01)"},
    {"--workers", "N", "processes checking at once (default 2, 1..8)"},
    {"--shrink-time", "SECONDS",
     "the limit for cutting a failure's earlier calls down to a\n"
     "sequence, and for shrinking a sanitizer finding's input\n(default 10)"},
    {"--shard", "I/N", "check only shard I of N, 0 <= I < N (N at most 1000000)"},
    {"--function", "KIND", "check only this function (repeatable); with an input: the one replayed",
     true},
    {"--sequence", "FILE",
     "replay these calls, in order, from a fresh start (a file a report wrote)"},
    {"--sanitizer-runtime", "PATH",
     "a sanitizer runtime to preload for a plugin built with ASan\n"
     "or UBSan (repeatable, or a comma list; default: found through\n"
     "the compiler the plugin names, docs/isolation.md)",
     true},
};

const OptionRules kRules[] = {
    {[](CheckSpec& s, const std::string& v) { s.plugin = not_empty("PLUGIN.so", "a path", v); },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (!s.plugin.empty() && s.exec.empty() && s.builtin.empty())
         put(out, "PLUGIN.so", s.plugin);
     }},
    {[](CheckSpec& s, const std::string& v) {
       if (v.find_first_not_of(" \t") == std::string::npos)
         usage_error("--exec needs a command, e.g. --exec 'python3 engine.py'");
       s.exec = v;
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (!s.exec.empty()) put(out, "--exec", s.exec);
     }},
    {[](CheckSpec& s, const std::string& v) { s.builtin = not_empty("--builtin", "a name", v); },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (!s.builtin.empty() && !s.planted) put(out, "--builtin", s.builtin);
     }},
    {[](CheckSpec& s, const std::string& v) {
       s.builtin = not_empty("--planted", "a name", v);
       s.planted = true;
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (!s.builtin.empty() && s.planted) put(out, "--planted", s.builtin);
     }},
    {[](CheckSpec& s, const std::string& v) {
       if (v == "auto") {
         s.mapping_auto = true;
         return;
       }
       s.mapping = Mapping::parse(v);
       if (!s.mapping)
         usage_error("bad --mapping '" + v +
                     "' (want the engine's squares 0 and 1: a1,b1 a1,a2 a8,b8 a8,a7 h1,g1 h1,h2 "
                     "h8,g8, h8,h7 or auto)");
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (s.mapping) put(out, "--mapping", s.mapping->name());
       if (!s.mapping && s.mapping_auto) put(out, "--mapping", "auto");
     }},
    {[](CheckSpec& s, const std::string& v) {
       s.bit_mapping = Mapping::parse(v);
       if (!s.bit_mapping)
         usage_error("bad --bit-mapping '" + v +
                     "' (want the squares of the engine's bits 0 and 1: a1,b1 a1,a2 a8,b8 a8,a7 "
                     "h1,g1 h1,h2 h8,g8 or h8,h7)");
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (s.bit_mapping) put(out, "--bit-mapping", s.bit_mapping->name());
     }},
    {[](CheckSpec& s, const std::string& v) {
       auto own = parse_own_square(v);
       if (!own) usage_error("bad --own-square '" + v + "' (want any, occupied or empty)");
       s.own_square = *own;
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       // Written even when any: it overrides a plugin's slidercheck_own_square.
       if (s.own_square) put(out, "--own-square", own_square_name(*s.own_square));
     }},
    {[](CheckSpec& s, const std::string& v) {
       auto contract = parse_xray_blockers(v);
       if (!contract) usage_error("bad --xray-blockers '" + v + "' (want any or occupied)");
       s.xray_blockers = *contract;
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (s.xray_blockers) put(out, "--xray-blockers", xray_blockers_name(*s.xray_blockers));
     }},
    {[](CheckSpec& s, const std::string& v) {
       auto sides = parse_pawn_sides(v);
       if (!sides) usage_error("bad --pawn-sides '" + v + "' (want board or relative)");
       s.pawn_sides = *sides;
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (s.pawn_sides) put(out, "--pawn-sides", pawn_sides_name(*s.pawn_sides));
     }},
    {[](CheckSpec& s, const std::string& v) {
       auto pairs = parse_pair_domain(v);
       if (!pairs) usage_error("bad --pairs '" + one_line(v) + "' (want all or aligned)");
       s.pairs = *pairs;
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (s.pairs) put(out, "--pairs", pair_domain_name(*s.pairs));
     }},
    {[](CheckSpec& s, const std::string& v) {
       auto squares = parse_pawn_squares(v);
       if (!squares) usage_error("bad --pawn-squares '" + one_line(v) + "' (want all or pawn)");
       s.pawn_squares = *squares;
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (s.pawn_squares) put(out, "--pawn-squares", pawn_squares_name(*s.pawn_squares));
     }},
    {[](CheckSpec& s, const std::string& v) {
       auto domain = parse_position_domain(v);
       if (!domain) usage_error("bad --positions '" + one_line(v) + "' (want game or any)");
       s.positions.domain = *domain;
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (s.positions.domain != PositionDomain::game)
         put(out, "--positions", position_domain_name(s.positions.domain));
     }},
    {[](CheckSpec& s, const std::string& v) {
       auto reading = parse_attacked_color(v);
       if (!reading)
         usage_error("bad --attacked-color '" + one_line(v) + "' (want attacker or attacked)");
       s.positions.attacked_color = *reading;
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (s.positions.attacked_color != AttackedColor::attacker)
         put(out, "--attacked-color", attacked_color_name(s.positions.attacked_color));
     }},
    {[](CheckSpec& s, const std::string& v) {
       auto variant = parse_king_blockers(v);
       if (!variant)
         usage_error("bad --king-blockers '" + one_line(v) + "' (want stockfish or keep-snipers)");
       s.positions.king_blockers = *variant;
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (s.positions.king_blockers != KingBlockers::stockfish)
         put(out, "--king-blockers", king_blockers_name(s.positions.king_blockers));
     }},
    {[](CheckSpec& s, const std::string& v) {
       if (v != "on" && v != "off")
         usage_error("bad --batch '" + one_line(v) + "' (want on or off)");
       s.batch_entries = v == "on";
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (!s.batch_entries) put(out, "--batch", "off");
     }},
    {[](CheckSpec& s, const std::string& v) { s.options.level = level_arg(v); },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (s.options.level != Level::standard) put(out, "--level", level_name(s.options.level));
     }},
    {[](CheckSpec& s, const std::string& v) {
       s.options.seed = decimal_arg("--seed", v, 0, ~std::uint64_t{0});
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (s.options.seed != 1) put(out, "--seed", std::to_string(s.options.seed));
     }},
    {[](CheckSpec& s, const std::string& v) {
       s.timeout_seconds = seconds_arg("--timeout", v, 86400, kMinTimeoutSeconds);
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (s.timeout_seconds != kDefaultTimeout)
         put(out, "--timeout", seconds_text(s.timeout_seconds));
     }},
    {[](CheckSpec& s, const std::string& v) {
       s.init_timeout_seconds = seconds_arg("--init-timeout", v, 86400, kMinTimeoutSeconds);
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (s.init_timeout_seconds != kDefaultInitTimeout)
         put(out, "--init-timeout", seconds_text(s.init_timeout_seconds));
     }},
    {[](CheckSpec& s, const std::string& v) {
       s.workers = static_cast<int>(decimal_arg("--workers", v, 1, 8));
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (s.workers != kDefaultWorkers) put(out, "--workers", std::to_string(s.workers));
     }},
    {[](CheckSpec& s, const std::string& v) {
       s.shrink_seconds = seconds_arg("--shrink-time", v, 86400, kMinTimeoutSeconds);
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (s.shrink_seconds == kDefaultShrinkSeconds) return;
       put(out, "--shrink-time", seconds_text(s.shrink_seconds));
     }},
    {[](CheckSpec& s, const std::string& v) {
       auto shard = parse_shard(v);
       if (!shard)
         usage_error("bad --shard '" + v + "' (want I/N with 0 <= I < N <= 1000000, e.g. 0/4)");
       s.options.shard = *shard;
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (s.options.shard.count != 1)
         put(out, "--shard",
             std::to_string(s.options.shard.index) + "/" + std::to_string(s.options.shard.count));
     }},
    {[](CheckSpec& s, const std::string& v) { s.options.only.push_back(kind_arg(v)); },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (s.replay) return;  // the replayed input names its function
       for (Kind kind : s.options.only) put(out, "--function", kind_name(kind));
     }},
    {[](CheckSpec& s, const std::string& v) {
       s.sequence_file = not_empty("--sequence", "a file", v);
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       if (!s.sequence_file.empty()) put(out, "--sequence", s.sequence_file);
     }},
    {[](CheckSpec& s, const std::string& v) {
       for (std::size_t at = 0; at <= v.size();) {
         const std::size_t comma = std::min(v.find(',', at), v.size());
         if (comma == at) usage_error("--sanitizer-runtime needs a file (PATH or PATH,PATH)");
         s.sanitizer_runtimes.push_back(v.substr(at, comma - at));
         at = comma + 1;
       }
     },
     [](const CheckSpec& s, std::vector<GivenOption>& out) {
       for (const std::string& path : s.sanitizer_runtimes) put(out, "--sanitizer-runtime", path);
     }},
};
static_assert(std::size(kOptions) == std::size(kRules), "one rule per option");

// Returns the index of the option named name in kOptions, or -1.
int option_index(std::string_view name) {
  for (std::size_t i = 0; i < std::size(kOptions); ++i)
    if (name == kOptions[i].name) return static_cast<int>(i);
  return -1;
}

// Throws when the subject and the other options do not go together.
void check_combinations(const CheckSpec& spec, int subjects, bool replay) {
  if (subjects == 0)
    usage_error(
        "check needs a plugin (PLUGIN.so), --exec CMD or --builtin NAME (try: slidercheck check "
        "--help)");
  if (!spec.builtin.empty() && (spec.mapping || spec.mapping_auto || spec.bit_mapping))
    usage_error("--mapping applies to plugins only: built-ins use the project's numbering");
  if (spec.mapping_auto && spec.bit_mapping)
    usage_error("--bit-mapping needs a numbering of the squares: --mapping auto tries the pairs");
  if (!spec.sequence_file.empty()) {
    if (replay) usage_error("give either --sequence or one input to replay");
    if (spec.plugin.empty()) usage_error("--sequence applies to plugins only");
    if (spec.options.shard.count != 1) usage_error("--shard does not apply to --sequence");
  } else if (replay) {
    if (spec.options.shard.count != 1) usage_error("--shard does not apply to replaying one input");
    if (spec.options.only.size() != 1)
      usage_error("replaying an input needs exactly one --function KIND");
  }
}

}  // namespace

std::span<const CheckOption> check_options() { return kOptions; }

void read_check_option(CheckSpec& spec, const GivenOption& option) {
  const int i = option_index(option.name);
  if (i < 0) usage_error("unknown option " + option.name);
  kRules[i].read(spec, option.value);
}

CheckSpec read_check(const std::vector<GivenOption>& options) {
  const int last_subject = option_index("--planted");
  int subjects = 0;
  for (const GivenOption& o : options) {
    const int i = option_index(o.name);
    if (i >= 0 && i <= last_subject) ++subjects;
  }
  if (subjects > 1) usage_error("give one plugin, --exec command or built-in only");
  CheckSpec spec;
  bool replay = false;
  std::vector<GivenOption> fields;
  for (const GivenOption& o : options) {
    if (o.name == "--replay" || is_input_option(o.name)) {
      replay = true;
      if (o.name != "--replay") fields.push_back(o);
      continue;
    }
    const int i = option_index(o.name);
    if (i < 0) usage_error("unknown option " + o.name);
    kRules[i].read(spec, o.value);
  }
  check_combinations(spec, subjects, replay);
  if (replay) {
    spec.replay = read_input(spec.options.only.front(), fields);
    spec.options.only.clear();
    // A position outside the domain is never handed to the checked code.
    if (const std::string why = outside_domain(*spec.replay, spec.positions); !why.empty())
      usage_error("the position is outside the domain of " +
                  std::string(kind_name(spec.replay->kind)) + ": " + why);
  }
  return spec;
}

std::vector<GivenOption> write_check(const CheckSpec& spec) {
  std::vector<GivenOption> out;
  for (const OptionRules& rules : kRules) rules.write(spec, out);
  if (spec.replay) {
    const std::vector<GivenOption> input = input_words(*spec.replay);
    out.insert(out.end(), input.begin(), input.end());
  }
  return out;
}

namespace {

// Returns the words of options (a value-less option is its name alone; the
// plugin is its path alone).
std::vector<std::string> words_of(const std::vector<GivenOption>& options) {
  std::vector<std::string> words;
  for (const GivenOption& o : options) {
    if (o.name != kOptions[0].name) words.push_back(o.name);
    if (o.name == kOptions[0].name || !o.value.empty()) words.push_back(o.value);
  }
  return words;
}

// Returns the check of origin's subject with the options it names.
CheckSpec spec_of(const Origin& origin) {
  CheckSpec spec;
  (origin.type == OriginType::exec     ? spec.exec
   : origin.type == OriginType::plugin ? spec.plugin
                                       : spec.builtin) = origin.location;
  spec.planted = origin.type == OriginType::planted;
  spec.mapping = origin.mapping;
  spec.bit_mapping = origin.bit_mapping;
  spec.own_square = origin.own_square;
  spec.xray_blockers = origin.xray_blockers;
  spec.pawn_sides = origin.pawn_sides;
  spec.pairs = origin.pairs;
  spec.pawn_squares = origin.pawn_squares;
  spec.positions = origin.positions;
  spec.batch_entries = origin.batch_entries;
  spec.sanitizer_runtimes = origin.sanitizer_runtimes;
  if (origin.timeout_seconds) spec.timeout_seconds = *origin.timeout_seconds;
  if (origin.init_timeout_seconds) spec.init_timeout_seconds = *origin.init_timeout_seconds;
  return spec;
}

}  // namespace

CheckSpec replay_spec(const CheckSpec& spec, const Input& input) {
  CheckSpec replay = spec_of(origin_of(spec));
  replay.replay = input;
  return replay;
}

std::string check_command(const CheckSpec& spec) {
  std::vector<std::string> words = {"slidercheck", "check"};
  for (std::string& word : words_of(write_check(spec))) words.push_back(std::move(word));
  return shell_words(words);
}

Origin origin_of(const CheckSpec& spec) {
  Origin o;
  o.type = !spec.exec.empty()      ? OriginType::exec
           : !spec.builtin.empty() ? (spec.planted ? OriginType::planted : OriginType::builtin)
                                   : OriginType::plugin;
  o.location = !spec.exec.empty() ? spec.exec : spec.builtin.empty() ? spec.plugin : spec.builtin;
  o.mapping = spec.mapping;
  o.bit_mapping = spec.bit_mapping;
  o.own_square = spec.own_square;
  o.xray_blockers = spec.xray_blockers;
  o.pawn_sides = spec.pawn_sides;
  o.pairs = spec.pairs;
  o.pawn_squares = spec.pawn_squares;
  o.positions = spec.positions;
  o.batch_entries = spec.batch_entries;
  o.sanitizer_runtimes = spec.sanitizer_runtimes;
  if (spec.timeout_seconds != kDefaultTimeout) o.timeout_seconds = spec.timeout_seconds;
  if (spec.init_timeout_seconds != kDefaultInitTimeout)
    o.init_timeout_seconds = spec.init_timeout_seconds;
  return o;
}

std::string subject_of(const Origin& origin) {
  if (origin.type == OriginType::in_process) return origin.location;
  return shell_words(words_of(write_check(spec_of(origin))));
}

std::string input_options(const Input& input) {
  // Names, hex words and kinds: nothing a shell would need quoted (a FEN's
  // spaces and slashes come quoted: argument_options).
  return std::string(" --function ") + kind_name(input.kind) + argument_options(input);
}

namespace {

// Returns subject (subject_of's shell words) as printed: escaped when it holds
// bytes a terminal must not see (a subject made elsewhere than subject_of; a
// newline is shell_quote's, at the end of a word).
std::string shown(const std::string& subject) {
  for (std::size_t at = 0, end = 0; at <= subject.size(); at = end + 1) {
    end = std::min(subject.find('\n', at), subject.size());
    if (!printable(std::string_view(subject).substr(at, end - at))) return one_line(subject);
  }
  return subject;
}

}  // namespace

std::string replay_command(const std::string& subject, const Input& input) {
  return "slidercheck check " + shown(subject) + input_options(input);
}

std::string reproduce_command(const Mismatch& m) {
  return "slidercheck replay " + shown(m.subject) + input_options(m.input);
}

std::string load_command(const std::string& subject) {
  return "slidercheck check " + shown(subject) + " --level quick";
}

std::string sequence_command(const std::string& subject, const std::string& file) {
  return "slidercheck check " + shown(subject) + " --sequence " + shell_words({file});
}

namespace {

// Returns text as the format of a printf(1) that prints it: each byte a
// terminal must not see, or that is not part of valid UTF-8, as \NNN (octal),
// '%', '\\', the single quote and a leading '-' escaped, inside single quotes.
std::string printf_format(std::string_view text) {
  std::string out = "'";
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    const std::size_t n = c >= 0x20 && c != 0x7f ? utf8_length(text.substr(i)) : 0;
    if (c == '%') {
      out += "%%";
    } else if (c == '-' && i == 0) {
      out += "\\055";  // a format that starts with '-' would be read as an option
    } else if (c == '\\' || c == '\'') {
      out += c == '\\' ? "\\\\" : "\\047";
    } else if (n > 0) {
      out += text.substr(i, n);
      i += n;
      continue;
    } else {
      out += '\\';
      for (int shift = 6; shift >= 0; shift -= 3)
        out += static_cast<char>('0' + ((c >> shift) & 7));
    }
    ++i;
  }
  return out + "'";
}

}  // namespace

std::string shell_quote(std::string_view text) {
  if (!text.empty() && text.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                              "0123456789_-+./,=:@%") == std::string_view::npos)
    return std::string(text);
  if (printable(text)) {
    std::string q = "'";
    for (char c : text) q += c == '\'' ? std::string("'\"'\"'") : std::string(1, c);
    return q + "'";
  }
  // A byte that must not be printed as itself (a newline, ESC, 0xff): the word
  // as the output of printf, which dash and bash both read ($'...' is bash's
  // only). A command substitution drops the newlines a word ends with: those
  // follow it as themselves, quoted (the one case of a word over two lines).
  const std::size_t body = text.find_last_not_of('\n') + 1;
  std::string q;
  if (body > 0) q = "\"$(printf " + printf_format(text.substr(0, body)) + ")\"";
  if (body < text.size()) q += "'" + std::string(text.substr(body)) + "'";
  return q;
}

std::string shell_words(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& word : words) {
    if (!out.empty()) out += ' ';
    out += shell_quote(word);
  }
  return out;
}

}  // namespace slidercheck

// ---- A replayed input's options (the shape description's fields) ----------------

namespace slidercheck {

namespace {

// Returns the field whose option is name ("--sq"), or nothing.
std::optional<Field> field_named(std::string_view name) {
  if (name == "--fen") return Field::pos;  // the position as a FEN
  for (const FieldInfo& f : kFieldTable)
    if (name.size() > 2 && name.substr(0, 2) == "--" && name.substr(2) == f.option) return f.field;
  return std::nullopt;
}

// Returns the value of field read from text (option: its command-line name).
std::uint64_t field_arg(Field field, const std::string& option, const std::string& text) {
  switch (field_type(field)) {
    case FieldType::square:
      return static_cast<std::uint64_t>(square_arg(text));
    case FieldType::bitboard:
      return bitboard_arg(option, text);
    case FieldType::dir8:
      return static_cast<std::uint64_t>(dir8_arg(text));
    case FieldType::jump:
      if (auto j = parse_jump(text)) return static_cast<std::uint64_t>(*j);
      usage_error(
          "bad --jump '" + text +
          "' (want 0..7 or noNoEa, noEaEa, soEaEa, soSoEa, soSoWe, soWeWe, noWeWe, noNoWe)");
    case FieldType::color:
      if (text == "white" || text == "0") return 0;
      if (text == "black" || text == "1") return 1;
      usage_error("--color must be white, black, 0 or 1 (got '" + text + "')");
    case FieldType::position:  // read whole by position_arg
      break;
  }
  return 0;
}

// Returns the position of --fen or --position text (option: which one), or
// ends with a usage error: a FEN that does not read, or words that are not 8,
// or a position that is not well-formed.
Position position_arg(const std::string& option, const std::string& text) {
  const std::optional<Position> pos =
      option == "--fen" ? parse_fen(text) : parse_position_hex(text);
  if (!pos) {
    usage_error(option == "--fen"
                    ? "--fen '" + one_line(text) + "' is not a FEN (want e.g. '" +
                          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1')"
                    : "--position '" + one_line(text) +
                          "' is not 8 comma-separated words (white, black, pawn, knight, bishop, "
                          "rook, queen, king; hex or decimal)");
  }
  if (const std::string fault = position_fault(*pos); !fault.empty())
    usage_error(option + " is not a well-formed position: " + fault);
  return *pos;
}

}  // namespace

bool is_input_option(std::string_view name) { return field_named(name).has_value(); }

std::vector<GivenOption> input_words(const Input& input) {
  std::vector<GivenOption> out = {{"--function", kind_name(input.kind)}};
  for (Field f : shown_fields(input.kind)) {
    if (f == Field::pos) {
      const bool fen = position_fault(input.pos).empty();
      out.push_back({fen ? "--fen" : "--position", position_text(input)});
      continue;
    }
    out.push_back({std::string("--") + field_info(f).option, field_text(f, field_value(input, f))});
  }
  return out;
}

Input read_input(Kind kind, const std::vector<GivenOption>& options) {
  std::array<bool, kFields> given{};
  Input in;
  in.kind = kind;
  for (const GivenOption& o : options) {
    const std::optional<Field> field = field_named(o.name);
    if (!field) continue;
    if (*field == Field::pos) {
      if (given[static_cast<int>(*field)]) usage_error("give one of --fen and --position, once");
      in.pos = position_arg(o.name, o.value);
    } else {
      set_field(in, *field, field_arg(*field, o.name, o.value));
    }
    given[static_cast<int>(*field)] = true;
  }
  // The required arguments, a type at a time: all of a type named when one is missing.
  for (FieldType type : {FieldType::position, FieldType::square, FieldType::dir8, FieldType::jump,
                         FieldType::bitboard, FieldType::color}) {
    std::string needed;
    bool missing = false;
    for (Field f : shown_fields(kind)) {
      if (field_type(f) != type || !field_info(f).required) continue;
      needed += std::string(needed.empty() ? "" : " and ") +
                (f == Field::pos ? std::string("--fen or --position")
                                 : std::string("--") + field_info(f).option);
      missing = missing || !given[static_cast<int>(f)];
    }
    if (missing) usage_error(std::string(kind_name(kind)) + " needs " + needed);
  }
  if (takes(kind, Field::occ) && takes(kind, Field::blockers) && (in.blockers & ~in.occ))
    usage_error("--blockers must be a subset of --occ (the x-ray precondition)");
  return in;
}

std::vector<GivenOption> given_options(const std::vector<std::string>& words) {
  std::vector<GivenOption> out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& word = words[i];
    if (!word.starts_with("--")) {
      out.push_back({kOptions[0].name, word});
    } else if (word == "--replay") {
      out.push_back({word, ""});
    } else if (i + 1 == words.size()) {
      usage_error(word + " needs a value");
    } else {
      out.push_back({word, words[++i]});
    }
  }
  return out;
}

Input read_call(const std::vector<std::string>& words) {
  std::vector<GivenOption> fields;
  std::optional<Kind> kind;
  for (const GivenOption& o : given_options(words)) {
    if (o.name == "--function") {
      kind = kind_arg(o.value);
    } else if (is_input_option(o.name)) {
      fields.push_back(o);
    } else {
      usage_error("unknown option '" + o.name + "'");
    }
  }
  if (!kind) usage_error("--function is required");
  return read_input(*kind, fields);
}

}  // namespace slidercheck
