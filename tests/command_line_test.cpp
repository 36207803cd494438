// The command-line grammar (slidercheck/command_line.h): every option a report
// can print round-trips (the description written as a command, split by a real
// POSIX shell, read back, equals the original), whatever bytes a plugin path or
// an --exec command holds; and bad values are refused with their message.
#include "slidercheck/command_line.h"

#include <gtest/gtest.h>
#include <stdio.h>

#include <string>
#include <vector>

#include "slidercheck/check.h"

namespace slidercheck {
namespace {

// Returns the words shell (sh, which is dash on Debian, or bash) makes of
// command (after its first two, "slidercheck check").
std::vector<std::string> shell_split(const std::string& command, const char* shell = "sh") {
  const std::string script = "set -- " + command + "; shift 2; printf '%s\\0' \"$@\"";
  const std::string argv = std::string(shell) + " -c " + shell_quote(script);
  FILE* pipe = ::popen(argv.c_str(), "r");
  EXPECT_NE(pipe, nullptr);
  std::string out;
  char buffer[4096];
  for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) out.append(buffer, n);
  EXPECT_EQ(::pclose(pipe), 0) << command;
  std::vector<std::string> words;
  for (std::size_t at = 0; at < out.size();) {
    const std::size_t end = out.find('\0', at);
    words.push_back(out.substr(at, end - at));
    at = end + 1;
  }
  return words;
}

// Expects a and b to describe the same check.
void expect_same(const CheckSpec& a, const CheckSpec& b) {
  EXPECT_EQ(a.plugin, b.plugin);
  EXPECT_EQ(a.exec, b.exec);
  EXPECT_EQ(a.builtin, b.builtin);
  EXPECT_EQ(a.planted, b.planted);
  EXPECT_EQ(a.mapping.has_value(), b.mapping.has_value());
  if (a.mapping && b.mapping) EXPECT_EQ(a.mapping->name(), b.mapping->name());
  EXPECT_EQ(a.bit_mapping.has_value(), b.bit_mapping.has_value());
  if (a.bit_mapping && b.bit_mapping) EXPECT_EQ(a.bit_mapping->name(), b.bit_mapping->name());
  EXPECT_EQ(a.mapping_auto, b.mapping_auto);
  EXPECT_EQ(a.own_square, b.own_square);
  EXPECT_EQ(a.xray_blockers, b.xray_blockers);
  EXPECT_EQ(a.pawn_sides, b.pawn_sides);
  EXPECT_EQ(a.pairs, b.pairs);
  EXPECT_EQ(a.pawn_squares, b.pawn_squares);
  EXPECT_TRUE(a.positions == b.positions);
  EXPECT_EQ(a.options.level, b.options.level);
  EXPECT_EQ(a.options.seed, b.options.seed);
  EXPECT_EQ(a.options.only, b.options.only);
  EXPECT_EQ(a.options.shard.index, b.options.shard.index);
  EXPECT_EQ(a.options.shard.count, b.options.shard.count);
  EXPECT_EQ(a.timeout_seconds, b.timeout_seconds);
  EXPECT_EQ(a.shrink_seconds, b.shrink_seconds);
  EXPECT_EQ(a.workers, b.workers);
  EXPECT_EQ(a.sequence_file, b.sequence_file);
  EXPECT_EQ(a.sanitizer_runtimes, b.sanitizer_runtimes);
  ASSERT_EQ(a.replay.has_value(), b.replay.has_value());
  if (a.replay) EXPECT_EQ(shape_fields(*a.replay), shape_fields(*b.replay));
}

// Expects spec to survive write_check/read_check and the shell.
void expect_round_trip(const CheckSpec& spec) {
  SCOPED_TRACE(check_command(spec));
  expect_same(spec, read_check(write_check(spec)));
  expect_same(spec, read_check(given_options(shell_split(check_command(spec)))));
  expect_same(spec, read_check(given_options(shell_split(check_command(spec), "bash"))));
}

// Returns whether text is valid UTF-8 without a control byte but the newline
// (a report's text).
bool printable_lines(const std::string& text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    const std::size_t n = utf8_length(std::string_view(text).substr(i));
    if ((c < 0x20 && c != '\n') || c == 0x7f || n == 0) return false;
    i += n;
  }
  return true;
}

// One input of every kind (every shape's fields non-zero where they can be).
std::vector<Input> inputs() {
  std::vector<Input> out;
  for (Kind kind : all_kinds()) {
    Input in{.kind = kind,
             .sq = 27,
             .dir8 = 5,
             .occ = 0x0000001008000000,
             .blockers = 0x1000000000,
             .sliders = 0x81,
             .empty = 0xffff00000000ff00,
             .targets = 0x0100000000000000,
             .sq2 = 45,
             .color = 1,
             .set = 0x0042000000004200};
    if (info(kind).extra == Extra::targets) in.blockers = 0;
    // A position kind's replay must be game-like: the start position.
    if (is_position_kind(kind))
      in.pos = *parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    out.push_back(shape_fields(in));
  }
  return out;
}

TEST(CommandLine, EveryOptionRoundTrips) {
  CheckSpec base;
  base.plugin = "build/engine.so";
  expect_round_trip(base);
  CheckSpec s = base;
  s.mapping = Mapping::parse("h8,h7");
  s.bit_mapping = Mapping::parse("a1,a2");
  s.own_square = OwnSquare::occupied;
  s.xray_blockers = XrayBlockers::occupied;
  s.pawn_sides = PawnSides::relative;
  s.pairs = PairDomain::aligned;
  s.pawn_squares = PawnSquares::pawn;
  s.positions = {PositionDomain::any, AttackedColor::attacked, KingBlockers::keep_snipers};
  s.options.level = Level::exhaustive;
  s.options.seed = 18446744073709551615u;
  s.options.only = {Kind::rook_attacks, Kind::between, Kind::pawn_set_attacks};
  s.options.shard = Shard{.index = 3, .count = 7};
  s.timeout_seconds = 0.1;
  s.shrink_seconds = 2.5;
  s.workers = 8;
  s.sanitizer_runtimes = {"/usr/lib/libasan.so.8", "/opt/my rt/libubsan.so"};
  expect_round_trip(s);
  // --sanitizer-runtime is repeatable, and takes a comma list.
  EXPECT_EQ(read_check({{"PLUGIN.so", "e.so"},
                        {"--sanitizer-runtime", "a.so,b.so"},
                        {"--sanitizer-runtime", "c.so"}})
                .sanitizer_runtimes,
            (std::vector<std::string>{"a.so", "b.so", "c.so"}));
  for (const char* own : {"any", "empty"}) {
    CheckSpec t = base;
    t.own_square = *parse_own_square(own);
    t.mapping_auto = true;
    expect_round_trip(t);
  }
  for (const char* sides : {"board", "relative"}) {  // declared either way, it is written
    CheckSpec t = base;
    t.pawn_sides = parse_pawn_sides(sides);
    expect_round_trip(t);
  }
  for (const char* level : {"quick", "standard"}) {
    CheckSpec t = base;
    t.options.level = *parse_level(level);
    expect_round_trip(t);
  }
  CheckSpec sequence = base;
  sequence.sequence_file = "out dir/engine.rook_attacks.calls";
  expect_round_trip(sequence);
  for (const Input& in : inputs()) {
    SCOPED_TRACE(kind_name(in.kind));
    expect_round_trip(replay_spec(s, in));
  }
}

// A reproduce command carries the options that shaped the run: the timeout
// (a call's, a load's, a handshake's) as the conventions and runtimes.
TEST(CommandLine, ReproduceCommandsCarryTheTimeout) {
  CheckSpec s;
  s.exec = "python3 engine.py";
  s.timeout_seconds = 60;
  const Input in{.kind = Kind::rook_attacks, .sq = 27};
  EXPECT_EQ(replay_spec(s, in).timeout_seconds, 60);
  const std::string subject = subject_of(origin_of(s));
  EXPECT_EQ(subject, "--exec 'python3 engine.py' --timeout 60");
  EXPECT_EQ(replay_command(subject, in),
            "slidercheck check --exec 'python3 engine.py' --timeout 60 --function rook_attacks "
            "--sq d4 --occ 0x0000000000000000");
  s.timeout_seconds = 0.3;
  EXPECT_EQ(subject_of(origin_of(s)), "--exec 'python3 engine.py' --timeout 0.3");
  s.timeout_seconds = 5;  // the default: not written
  EXPECT_EQ(subject_of(origin_of(s)), "--exec 'python3 engine.py'");
}

TEST(CommandLine, EverySubjectRoundTripsWhateverItsBytes) {
  const std::vector<std::string> paths = {
      "my engine's.so",         "a\"b.so", "$HOME/x.so", "back\\slash.so", "-dash.so", "ünï.so",
      "semi;colon&amp|pipe.so", "'",       "''",         "a b  c"};
  for (const std::string& path : paths) {
    CheckSpec plugin;
    plugin.plugin = path.starts_with("-") ? "./" + path : path;
    expect_round_trip(plugin);
    CheckSpec exec;
    exec.exec = "python3 '" + path + "' --flag \"$X\"";
    expect_round_trip(exec);
  }
  // Bytes a terminal must not see or that are not UTF-8: printed as printable
  // text that dash and bash both read back as the same bytes.
  const std::vector<std::string> odd = {
      "odd\xff.so",      "new\nline.so", "esc\x1b[31m.so",  "trail.so\n",    "\n\n",
      "cr\r.so\n\n\x01", "-x\xff.so",    "%d%s\xfe.so",     "back\\\xff.so", "q'\xff'.so",
      "\xc3\x28",        "del\x7f.so",   "\xe2\x82\xac\x80"};
  for (const std::string& path : odd) {
    CheckSpec plugin;
    plugin.plugin = path.starts_with("-") ? "./" + path : path;
    expect_round_trip(plugin);
    EXPECT_TRUE(printable_lines(check_command(plugin))) << one_line(check_command(plugin));
    CheckSpec exec;
    exec.exec = "python3 " + path;
    expect_round_trip(exec);
  }
  for (bool planted : {false, true}) {
    CheckSpec builtin;
    builtin.builtin = "magic";
    builtin.planted = planted;
    expect_round_trip(builtin);
  }
}

TEST(CommandLine, BadValuesAreRefusedWithTheirOption) {
  auto error_of = [](std::vector<std::string> words) {
    try {
      read_check(given_options(words));
    } catch (const UsageError& e) {
      return e.message;
    }
    return std::string("accepted");
  };
  EXPECT_EQ(error_of({"x.so", "--timeout", "1e-300"}),
            "bad --timeout '1e-300' (want seconds, at least 0.01 and at most 86400)");
  EXPECT_EQ(error_of({"x.so", "--mapping", "a1,c3"}).substr(0, 21), "bad --mapping 'a1,c3'");
  EXPECT_EQ(error_of({"x.so", "--own-square", "full"}),
            "bad --own-square 'full' (want any, occupied or empty)");
  EXPECT_EQ(error_of({"x.so", "--shard", "4/4"}),
            "bad --shard '4/4' (want I/N with 0 <= I < N <= 1000000, e.g. 0/4)");
  EXPECT_EQ(error_of({"x.so", "--builtin", "magic"}),
            "give one plugin, --exec command or built-in only");
  EXPECT_EQ(error_of({"--builtin", "magic", "--mapping", "a8,b8"}),
            "--mapping applies to plugins only: built-ins use the project's numbering");
  EXPECT_EQ(error_of({"x.so", "--sq", "e4"}),
            "replaying an input needs exactly one --function KIND");
  EXPECT_EQ(error_of({"x.so", "--function", "rook_attacks", "--occ", "0x1"}),
            "rook_attacks needs --sq");
  EXPECT_EQ(error_of({"x.so", "--seed"}), "--seed needs a value");
  // An empty value is refused, never read as the option not given.
  EXPECT_EQ(error_of({"x.so", "--sequence", ""}), "--sequence needs a file, not an empty value");
  EXPECT_EQ(error_of({""}), "PLUGIN.so needs a path, not an empty value");
  EXPECT_EQ(error_of({"--builtin", ""}), "--builtin needs a name, not an empty value");
  EXPECT_EQ(error_of({"--planted", ""}), "--planted needs a name, not an empty value");
  EXPECT_EQ(error_of({"--exec", ""}), "--exec needs a command, e.g. --exec 'python3 engine.py'");
}

}  // namespace
}  // namespace slidercheck
