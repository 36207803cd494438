// The check's renderers (text, JSON, JUnit XML, SARIF) are total: any byte in any
// string gives valid output, read back here (nlohmann for JSON, Python's
// xml.etree for XML). And the reports after a load failure count it right.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "slidercheck/conformance.h"
#include "slidercheck/conformance_subject.h"
#include "slidercheck/render.h"

namespace slidercheck::plugin {
namespace {

using Status = FunctionResult::Status;

// A path with a byte that is not UTF-8, a truncated UTF-8 sequence, ESC, a
// newline, a quote, XML's specials and a backslash.
const std::string kHostile = "/tmp/p\xff\xc3 \x1b[31m\n\"<&>'\\x\x01.so";

// Returns a check of kHostile that found a counterexample, crashed on another
// function and skipped a third, with hostile strings everywhere.
std::pair<CheckSpec, CheckOutcome> hostile_check() {
  CheckSpec spec;
  spec.plugin = kHostile;
  CheckOutcome o;
  o.exit_code = 3;
  o.name = "p\xff\x1b.so";
  o.subject = kHostile;
  o.mapping_source = "symbol";
  o.mapping = *Mapping::parse("a8,b8");
  o.error = "the checker's worker ended: signal \x1b[2J\xfe between calls";
  o.found = {Kind::rook_attacks, Kind::bishop_attacks, Kind::queen_attacks};
  Mismatch m;
  m.impl = o.name;
  m.subject = o.subject;
  m.law = "law\n\x1b\xff";
  m.note = "note \x07\xc0\xaf\r\n  reproduce: x";
  m.input = Input{.kind = Kind::rook_attacks, .sq = 28, .occ = 0x10000000};
  m.expected = 0x1010ef1010101010;
  m.actual = 0;
  o.results = {
      {.kind = Kind::rook_attacks, .status = Status::fail, .cases = 10, .mismatch = m},
      {.kind = Kind::bishop_attacks,
       .status = Status::crash,
       .cases = 5,
       .crash = "signal SIGSEGV \x1b]0;title\x07\xff",
       .crash_input = Input{.kind = Kind::bishop_attacks, .sq = 3, .occ = 8}},
      {.kind = Kind::queen_attacks, .status = Status::skipped},
  };
  return {spec, o};
}

// A check whose plugin crashed while loading, as run_check returns it.
std::pair<CheckSpec, CheckOutcome> load_crash() {
  CheckSpec spec;
  spec.plugin = "crash_at_load.so";
  CheckOutcome o;
  o.exit_code = 3;
  o.name = "crash_at_load.so";
  o.subject = "crash_at_load.so";
  o.error = "the plugin crashed (signal SIGSEGV) while loading or in slidercheck_init";
  return {spec, o};
}

// Returns whether text is valid UTF-8 (the shortest forms, no surrogates, at
// most U+10FFFF), decoded here independently of the renderers.
bool valid_utf8(const std::string& text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    const int n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (n == 0 || i + n > text.size()) return false;
    unsigned code = n == 1 ? c : c & (0x7f >> n);
    for (int k = 1; k < n; ++k) {
      const auto b = static_cast<unsigned char>(text[i + k]);
      if ((b >> 6) != 2) return false;
      code = code << 6 | (b & 0x3f);
    }
    const unsigned least[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < least[n] || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return false;
    i += n;
  }
  return true;
}

// Returns what Python's xml.etree says of xml: "ok tests=N errors=N" or an error.
std::string python_xml(const std::string& xml) {
#ifdef SLIDERCHECK_PYTHON3
  const std::string path =
      ::testing::TempDir() + "report_render_" + std::to_string(::getpid()) + ".xml";
  std::ofstream(path, std::ios::binary) << xml;
  const std::string command = std::string(SLIDERCHECK_PYTHON3) +
                              " -c \"import sys,xml.etree.ElementTree as E\n"
                              "r=E.parse(sys.argv[1]).getroot()\n"
                              "print('ok tests=%s errors=%s' % (r.get('tests'), r.get('errors')))\""
                              " " +
                              path + " 2>&1";
  std::string out;
  if (FILE* p = popen(command.c_str(), "r")) {
    char buf[512];
    while (std::fgets(buf, sizeof buf, p)) out += buf;
    pclose(p);
  }
  std::remove(path.c_str());
  return out;
#else
  (void)xml;
  return "no python3";
#endif
}

TEST(JsonReport, AnyByteGivesValidJson) {
  const auto [spec, o] = hostile_check();
  const std::string text = json_report(spec, o);
  EXPECT_TRUE(valid_utf8(text));
  nlohmann::json j;
  ASSERT_NO_THROW(j = nlohmann::json::parse(text)) << text;
  // Bytes that are not UTF-8 become U+FFFD; everything else survives.
  EXPECT_EQ(j["plugin"], "/tmp/p\xef\xbf\xbd\xef\xbf\xbd \x1b[31m\n\"<&>'\\x\x01.so");
  EXPECT_EQ(j["subject"], j["plugin"]);
  EXPECT_EQ(j["implementation"], "p\xef\xbf\xbd\x1b.so");
  EXPECT_EQ(j["mapping"], "a8,b8");
  const auto& f = j["functions"];
  ASSERT_EQ(f.size(), 3u);
  EXPECT_EQ(f[0]["counterexample"]["law"], "law\n\x1b\xef\xbf\xbd");
  EXPECT_EQ(f[0]["result"], "fail");
  EXPECT_EQ(f[1]["crash"]["what"], "signal SIGSEGV \x1b]0;title\x07\xef\xbf\xbd");
  EXPECT_EQ(f[2]["result"], "skipped");
  EXPECT_TRUE(j["error"].is_string());
}

TEST(SarifReport, AnyByteGivesValidJsonAndPlaces) {
  auto [spec, o] = hostile_check();
  // A sanitizer's frame under the root (a path with a blank, line and column),
  // and a definition the mismatch is placed at.
  o.results[1].sanitizer = SanitizerReport{.sanitizer = "AddressSanitizer",
                                           .error_type = "heap-buffer\xff-overflow",
                                           .function = "pick",
                                           .location = "/repo/src/a b.c:17:9"};
  o.definitions = {{Kind::rook_attacks, CodeFrame{"slidercheck_rook_attacks", "/elsewhere/r.c:5"}}};
  const std::string text = sarif_report(spec, o, "/repo");
  EXPECT_TRUE(valid_utf8(text));
  nlohmann::json j;
  ASSERT_NO_THROW(j = nlohmann::json::parse(text)) << text;
  const auto& results = j["runs"][0]["results"];
  ASSERT_EQ(results.size(), 2u) << text;  // the skipped function is no finding
  EXPECT_EQ(results[0]["ruleId"], "mismatch/rook_attacks/law---");
  const auto& mismatch = results[0]["locations"][0]["physicalLocation"];
  EXPECT_EQ(mismatch["artifactLocation"]["uri"], "file:///elsewhere/r.c");
  EXPECT_EQ(mismatch["region"]["startLine"], 5);
  EXPECT_EQ(results[1]["ruleId"], "sanitizer/heap-buffer--overflow");
  const auto& frame = results[1]["locations"][0]["physicalLocation"];
  EXPECT_EQ(frame["artifactLocation"]["uri"], "src/a%20b.c");
  EXPECT_EQ(frame["artifactLocation"]["uriBaseId"], "SRCROOT");
  EXPECT_EQ(frame["region"]["startLine"], 17);
  EXPECT_EQ(frame["region"]["startColumn"], 9);
  EXPECT_EQ(results[0]["partialFingerprints"]["slidercheckSignature/v1"].get<std::string>().size(),
            16u);
  EXPECT_EQ(j["runs"][0]["invocations"][0]["exitCode"], 3);
  EXPECT_FALSE(j["runs"][0]["invocations"][0]["executionSuccessful"]);
}

TEST(JunitReport, AnyByteGivesWellFormedXml) {
  const auto [spec, o] = hostile_check();
  const std::string xml = junit_report(spec, o);
  EXPECT_TRUE(valid_utf8(xml));
  for (char c : xml) {
    const auto u = static_cast<unsigned char>(c);
    EXPECT_FALSE(u < 0x20 && c != '\n' && c != '\t') << "control byte " << int{u} << "\n" << xml;
  }
  const std::string python = python_xml(xml);
  if (python == "no python3") GTEST_SKIP() << "no python3 to parse the XML";
  // A failure, a crash and the worker that ended outside a call.
  EXPECT_EQ(python, "ok tests=4 errors=2\n") << xml;
}

// Returns what Python's strict XML parser reads of a JUnit report: the message
// of each <error> and <failure> and the text of the worker's, as JSON, or an error.
std::string python_junit_strings(const std::string& xml) {
#ifdef SLIDERCHECK_PYTHON3
  const std::string path =
      ::testing::TempDir() + "report_strings_" + std::to_string(::getpid()) + ".xml";
  std::ofstream(path, std::ios::binary) << xml;
  const std::string command =
      std::string(SLIDERCHECK_PYTHON3) +
      " -c \"import sys,json,xml.etree.ElementTree as E\n"
      "r=E.parse(sys.argv[1]).getroot()\n"
      "e=[x for x in r.iter() if x.tag in ('error','failure')]\n"
      "print(json.dumps({'messages':[x.get('message') for x in e],'texts':[x.text for x in e],"
      "'suite':r.find('testsuite').get('name')}))\" " +
      path + " 2>&1";
  std::string out;
  if (FILE* p = popen(command.c_str(), "r")) {
    char buf[512];
    while (std::fgets(buf, sizeof buf, p)) out += buf;
    pclose(p);
  }
  std::remove(path.c_str());
  return out;
#else
  (void)xml;
  return "no python3";
#endif
}

// Strings that break hand-written XML: the end of a CDATA section, a CDATA
// start, both quotes, an entity, control characters, NUL, a noncharacter, a
// carriage return, a tab. The JUnit report stays well-formed XML, and each
// string reads back as itself with only what XML cannot hold replaced by U+FFFD.
TEST(JunitReport, HostileStringsReadBack) {
  const std::string hostile =
      std::string("a]]>b <![CDATA[c]]> \"d\" 'e' &amp; <f/> \x01\x0b\x1f\x7f ") + "\xef\xbf\xbe" +
      std::string(1, '\0') + " g\r\nh\ti";
  const std::string fffd = "\xef\xbf\xbd";
  const std::string read_back = "a]]>b <![CDATA[c]]> \"d\" 'e' &amp; <f/> " + fffd + fffd + fffd +
                                "\x7f " + fffd + fffd + " g";
  auto [spec, o] = hostile_check();
  o.name = hostile;
  o.error = hostile;
  o.results[1].crash = hostile;
  const std::string xml = junit_report(spec, o);
  EXPECT_TRUE(valid_utf8(xml));
  const std::string python = python_junit_strings(xml);
  if (python == "no python3") GTEST_SKIP() << "no python3 to parse the XML";
  nlohmann::json j;
  ASSERT_NO_THROW(j = nlohmann::json::parse(python)) << python << xml;
  // An attribute keeps the carriage return and the tab (written as references).
  EXPECT_EQ(j["suite"], "slidercheck check " + read_back + "\r\nh\ti");
  ASSERT_EQ(j["messages"].size(), 3u) << xml;
  EXPECT_EQ(j["messages"][1], read_back + "\r\nh\ti");
  EXPECT_EQ(j["messages"][2], read_back + "\r\nh\ti");
  // Character data reads a carriage return and newline as one newline.
  EXPECT_EQ(j["texts"][2].get<std::string>().substr(0, 13 + read_back.size() + 4),
            "slidercheck: " + read_back + "\nh\ti")
      << xml;
}

TEST(TextReport, ControlBytesAreShownEscaped) {
  const auto [spec, o] = hostile_check();
  const std::string text = text_report(spec, o);
  EXPECT_TRUE(valid_utf8(text)) << text;
  EXPECT_EQ(text.find('\x1b'), std::string::npos) << text;
  EXPECT_EQ(text.find('\x07'), std::string::npos) << text;
  // The header is the command, its words quoted for a shell; a word with bytes a
  // terminal must not see is written through printf's octal escapes.
  EXPECT_NE(text.find("slidercheck check \"$(printf '/tmp/p\\377\\303 "
                      "\\033[31m\\012\"<&>\\047\\\\x\\001.so')\"\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("slidercheck: CRASH p\\xff\\x1b.so::bishop_attacks signal SIGSEGV "
                      "\\x1b]0;title\\x07\\xff\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("  note:           note \\x07\\xc0\\xaf\\r\\n  reproduce: x\n"),
            std::string::npos)
      << text;
  // Every line of the counterexample's report is there, after the note.
  EXPECT_NE(text.find("  missing: "), std::string::npos) << text;
}

// The reports of a plugin that crashed while loading.
TEST(JsonReport, LoadCrashNamesAKnownMappingSource) {
  auto [spec, o] = load_crash();
  auto j = nlohmann::json::parse(json_report(spec, o));
  EXPECT_EQ(j["mapping_source"], "default");
  EXPECT_EQ(j["mapping"], "a1,b1");
  EXPECT_EQ(j["outcome"], "crash");
  spec.mapping = Mapping::parse("h8,h7");
  j = nlohmann::json::parse(json_report(spec, o));
  EXPECT_EQ(j["mapping_source"], "option");
  EXPECT_EQ(j["mapping"], "h8,h7");
}

TEST(JunitReport, LoadCrashCountsAnError) {
  const auto [spec, o] = load_crash();
  const std::string xml = junit_report(spec, o);
  EXPECT_NE(xml.find("<testsuites name=\"slidercheck\" tests=\"1\" failures=\"0\" errors=\"1\""),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<error message=\"the plugin crashed (signal SIGSEGV) while loading"),
            std::string::npos)
      << xml;
  const std::string python = python_xml(xml);
  if (python != "no python3") EXPECT_EQ(python, "ok tests=1 errors=1\n") << xml;
}

// A kind name longer than the function column's usual 22 characters widens
// the column: every row's result starts where the header's does.
TEST(TextReport, LongKindNamesKeepTheColumns) {
  CheckSpec spec;
  spec.plugin = "p.so";
  CheckOutcome o;
  o.name = o.subject = "p.so";
  o.found = {Kind::rook_attacks, Kind::squares_between_inclusive};
  o.results = {{.kind = Kind::rook_attacks, .status = Status::pass, .cases = 10},
               {.kind = Kind::squares_between_inclusive, .status = Status::pass, .cases = 12}};
  const std::string text = text_report(spec, o);
  auto line_of = [&](const std::string& start) {
    const std::size_t at = text.find("\n" + start + " ");
    return at == std::string::npos ? std::string()
                                   : text.substr(at + 1, text.find('\n', at + 1) - at - 1);
  };
  const std::string header = line_of("function"), rook = line_of("rook_attacks"),
                    between = line_of("squares_between_inclusive");
  ASSERT_FALSE(header.empty() || rook.empty() || between.empty()) << text;
  EXPECT_EQ(rook.find("pass"), header.find("result")) << text;
  EXPECT_EQ(between.find("pass"), header.find("result")) << text;
  EXPECT_EQ(between.find(" 12 "), rook.find(" 10 ")) << text;
}

TEST(TextReport, SkippedIsNotCountedAsConforming) {
  const auto [spec, o] = hostile_check();
  const std::string text = text_report(spec, o);
  EXPECT_NE(text.find("3 functions, 15 cases in "), std::string::npos) << text;
  EXPECT_NE(text.find(": 0 conform, 1 failed, 1 crashed or timed out, 1 skipped (own-square"),
            std::string::npos)
      << text;
}

// The pieces of a report are rendered from the data, never cut from each other:
// a note that contains "  reproduce: " does not end the report there.
TEST(MismatchReport, IsRenderedFromPiecesNotCut) {
  const auto [spec, o] = hostile_check();
  Mismatch m = *o.results[0].mismatch;
  m.subject = "engine.so";
  m.impl = "engine.so";
  m.note = "see  reproduce: below";
  const std::string text = mismatch_report(m, o.mapping);
  EXPECT_NE(text.find("  note:           see  reproduce: below\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  in the engine's numbering (a8,b8):"), std::string::npos) << text;
  const std::string command =
      "  reproduce: slidercheck check engine.so --function rook_attacks --sq e4 --occ "
      "0x0000000010000000\n";
  ASSERT_GE(text.size(), command.size());
  EXPECT_EQ(text.substr(text.size() - command.size()), command) << text;
  EXPECT_EQ(replay_command("engine.so", m.input), command.substr(13, command.size() - 14));

  conformance::Options options;
  options.mapping = "a8,b8";
  const std::string described = conformance::describe(
      conformance::result_of({.kind = Kind::rook_attacks, .status = Status::fail, .mismatch = m}),
      options);
  EXPECT_NE(described.find("  note:           see  reproduce: below\n"), std::string::npos)
      << described;
  EXPECT_NE(described.find("  missing: "), std::string::npos) << described;
  EXPECT_NE(described.find("  in the engine's numbering (a8,b8):"), std::string::npos) << described;
  EXPECT_NE(described.find("  input:          slidercheck::Input{"), std::string::npos)
      << described;
  EXPECT_EQ(described.find("slidercheck check"), std::string::npos) << described;
}

}  // namespace
}  // namespace slidercheck::plugin
