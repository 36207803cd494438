// Reports explain themselves, and the shrink leaves the fewest pieces.
#include <gtest/gtest.h>

#include "slidercheck/check.h"
#include "slidercheck/oracle.h"
#include "slidercheck/planted.h"

namespace slidercheck {
namespace {

TEST(Report, NamesEverythingAndReproduces) {
  const Implementation& wrap = *find_planted("planted_wrap_h_to_a");
  const Input in{.kind = Kind::rank_attacks, .sq = *parse_square("h1"), .occ = 0x0000000000008080};
  auto m = check_oracle(wrap, in);
  ASSERT_TRUE(m);
  m->subject = "--planted planted_wrap_h_to_a";
  const std::string text = report(*m);
  EXPECT_NE(text.find("slidercheck: MISMATCH planted_wrap_h_to_a::rank_attacks law=oracle"),
            std::string::npos);
  EXPECT_NE(text.find("square:         h1"), std::string::npos);
  EXPECT_NE(text.find("occ:            0x0000000000008080"), std::string::npos);
  EXPECT_NE(text.find("expected:       " + hex(m->expected)), std::string::npos);
  EXPECT_NE(text.find("actual:         " + hex(m->actual)), std::string::npos);
  EXPECT_NE(text.find("input              expected           actual"), std::string::npos);
  EXPECT_NE(text.find("extra:   a2"), std::string::npos);
  EXPECT_NE(text.find("reproduce: slidercheck replay --planted planted_wrap_h_to_a --function "
                      "rank_attacks --sq h1 --occ 0x0000000000008080"),
            std::string::npos);
  std::cout << text;
}

// The report is its pieces, each rendered from the mismatch: the body, then the
// command from the subject and the input.
TEST(Report, IsTheBodyAndTheCommand) {
  Mismatch m;
  m.impl = "x";
  m.subject = "--builtin x";
  m.note = "a note with   reproduce: in it";
  m.input = Input{.kind = Kind::between, .dir8 = kEast, .sliders = 1, .empty = ~1ull, .targets = 4};
  EXPECT_EQ(input_options(m.input),
            " --function between --dir east --sliders 0x0000000000000001 --empty "
            "0xfffffffffffffffe --targets 0x0000000000000004");
  EXPECT_EQ(reproduce_command(m), "slidercheck replay --builtin x" + input_options(m.input));
  EXPECT_EQ(report(m), report_body(m) + "  reproduce: " + reproduce_command(m) + "\n");
  EXPECT_NE(report_body(m).find("  note:           a note with   reproduce: in it\n"),
            std::string::npos);
  EXPECT_EQ(report_body(m).find("slidercheck replay"), std::string::npos);
}

TEST(Report, OneLineShowsControlBytesAndBadUtf8Escaped) {
  EXPECT_EQ(one_line("plain a1,b1 \xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80"),
            "plain a1,b1 \xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80");
  EXPECT_EQ(one_line("a\nb\rc\td\x1b[2J\x7f\\"), "a\\nb\\rc\\td\\x1b[2J\\x7f\\\\");
  EXPECT_EQ(one_line(std::string_view("nul\0end", 7)), "nul\\x00end");
  EXPECT_EQ(one_line("\xff\xfe"), "\\xff\\xfe");
  EXPECT_EQ(one_line("\xc0\xaf"), "\\xc0\\xaf");                    // overlong '/'
  EXPECT_EQ(one_line("\xed\xa0\x80"), "\\xed\\xa0\\x80");           // a surrogate
  EXPECT_EQ(one_line("\xf4\x90\x80\x80"), "\\xf4\\x90\\x80\\x80");  // above U+10FFFF
  EXPECT_EQ(one_line("\xe2\x82"), "\\xe2\\x82");                    // truncated
  Mismatch m;
  m.impl = "evil\n\x1b";
  m.law = "oracle";
  m.input.kind = Kind::rook_attacks;
  EXPECT_EQ(signature(m), "slidercheck: MISMATCH evil\\n\\x1b::rook_attacks law=oracle");
}

TEST(Report, SignatureIsStable) {
  Mismatch m;
  m.impl = "x";
  m.input.kind = Kind::between;
  EXPECT_EQ(signature(m), "slidercheck: MISMATCH x::between law=oracle");
}

TEST(Shrink, LeavesTheFewestPieces) {
  const Implementation& wrap = *find_planted("planted_wrap_h_to_a");
  const Input busy{
      .kind = Kind::rook_attacks, .sq = *parse_square("h1"), .occ = 0xF0F0F0F0F0F0F0F0};
  auto m = check_oracle(wrap, busy);
  ASSERT_TRUE(m);
  const Mismatch small = shrink_oracle_mismatch(wrap, *m);
  EXPECT_EQ(small.input.occ, 0u) << report(small);
}

TEST(Shrink, SaysWhichOwnSquareStateFails) {
  const Implementation& own = *find_planted("planted_own_bit");
  const Input in{.kind = Kind::file_attacks, .sq = 12, .occ = 0xFFFF};
  auto m = check_oracle(own, in);
  ASSERT_TRUE(m);
  const Mismatch small = shrink_oracle_mismatch(own, *m);
  EXPECT_EQ(small.input.occ, square_bb(12));
  EXPECT_EQ(small.note, "fails only when the slider's own square is occupied");
}

TEST(Shrink, MultiSliderInputsLoseExtraSliders) {
  const Implementation& wrap = *find_planted("planted_wrap_h_to_a");
  const Input in{.kind = Kind::sliding_attacks,
                 .dir8 = kEast,
                 .sliders = 0x8181818181818181,
                 .empty = ~Bitboard{0}};
  auto m = check_oracle(wrap, in);
  ASSERT_TRUE(m);
  const Mismatch small = shrink_oracle_mismatch(wrap, *m);
  EXPECT_EQ(popcount(small.input.sliders), 1) << report(small);
  EXPECT_EQ(small.input.empty, ~Bitboard{0});
}

// A failure that needs one piece of many (here h8, the top bit of an
// occupancy a hash overflows on) shrinks in few trials, each of which is a
// fresh process when a sanitizer stops the call: halves go first.
TEST(Shrink, ManyIrrelevantPiecesTakeFewTrials) {
  const Input found{.kind = Kind::rook_attacks, .sq = 0, .occ = 0xFFFFFFFFFFFFFF00};
  int trials = 0;
  const Input small = shrink_input(found, [&](const Input& in) {
    ++trials;
    return (in.occ >> 63) != 0;
  });
  EXPECT_EQ(small.occ, Bitboard{1} << 63);
  EXPECT_LE(trials, 30) << "a one-piece-at-a-time shrink takes about 110";
}

}  // namespace
}  // namespace slidercheck
