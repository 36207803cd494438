// A finding's signature (finding_signature.h): its text from its parts, the
// law a mismatch breaks, its fingerprint; and the plugin frame libFuzzer's
// stack trace shows for a signal (sanitizer_report.h: frame_after).
#include "slidercheck/finding_signature.h"

#include <gtest/gtest.h>

#include "slidercheck/laws.h"
#include "slidercheck/planted.h"
#include "slidercheck/sanitizer_report.h"

namespace slidercheck {
namespace {

TEST(FindingSignature, TextOfItsParts) {
  EXPECT_EQ(signature_text({"mismatch", "rook_attacks", "oracle", ""}),
            "mismatch rook_attacks oracle");
  EXPECT_EQ(signature_text({"sanitizer", "knight_attacks", "global-buffer-overflow",
                            "slidercheck_knight_attacks"}),
            "sanitizer knight_attacks global-buffer-overflow slidercheck_knight_attacks");
  EXPECT_EQ(signature_text({"crash", "rook_attacks", "", "slidercheck_rook_attacks"}),
            "crash rook_attacks slidercheck_rook_attacks");
  EXPECT_EQ(signature_text({"timeout", "rook_attacks", "", ""}), "timeout rook_attacks");
}

TEST(FindingSignature, ASignalASanCaughtIsACrash) {
  EXPECT_EQ(signature_text(sanitizer_signature("rook_attacks", "SEGV", "lookup")),
            "crash rook_attacks lookup");
  EXPECT_EQ(signature_text(sanitizer_signature("knight_attacks", "global-buffer-overflow",
                                               "slidercheck_knight_attacks")),
            "sanitizer knight_attacks global-buffer-overflow slidercheck_knight_attacks");
}

TEST(FindingSignature, LawBroken) {
  EXPECT_EQ(law_broken("oracle", true), "oracle");
  EXPECT_EQ(law_broken("symmetry:mirror-h", true), "oracle");  // the answer is wrong
  EXPECT_EQ(law_broken("symmetry:mirror-h", false), "symmetry");
  EXPECT_EQ(law_broken("monotonicity", false), "monotonicity");
}

TEST(FindingSignature, FingerprintIsFnv1a) {
  // FNV-1a's published values: the empty text is the offset basis.
  EXPECT_EQ(signature_fingerprint(""), "cbf29ce484222325");
  EXPECT_EQ(signature_fingerprint("a"), "af63dc4c8601ec8c");
  EXPECT_EQ(signature_fingerprint("foobar"), "85944171f73967e8");
  EXPECT_NE(signature_fingerprint("mismatch rook_attacks oracle"),
            signature_fingerprint("mismatch bishop_attacks oracle"));
}

TEST(FindingSignature, ALawsPredictionDoesNotDifferFromTheOracle) {
  const Implementation& wrap = *find_planted("planted_wrap_h_to_a");
  const Input in{.kind = Kind::rank_attacks, .sq = *parse_square("h1"), .occ = 0x8080};
  auto m = check_oracle(wrap, in);
  ASSERT_TRUE(m);
  EXPECT_TRUE(differs_from_oracle(*m));
  m->law = "symmetry:mirror-h";
  m->note = "found by law symmetry:mirror-h";
  EXPECT_TRUE(differs_from_oracle(*m));
  m->note = "law symmetry:mirror-h predicts 'expected' from rank_attacks --sq h1";
  EXPECT_FALSE(differs_from_oracle(*m));
}

TEST(FindingSignature, FrameAfterLibFuzzersDeadlySignal) {
  const std::string out = R"(==7==ERROR: libFuzzer: deadly signal
    #0 0x55d1 in __sanitizer_print_stack_trace (/usr/libexec/slidercheck/slidercheck-fuzz+0x1)
    #1 0x55d2 in fuzzer::PrintStackTrace() (/usr/libexec/slidercheck/slidercheck-fuzz+0x2)
    #2 0x7f01 in slidercheck_rook_attacks /src/engine/crash_frame.c:11:5
    #3 0x55d3 in slidercheck::fuzz_entry::test_one_input(unsigned char const*, unsigned long) /src/fuzz/engine/fuzz_entry.cpp:300:3
)";
  const auto f = frame_after(out, "ERROR: libFuzzer: ", "/src/engine/crash_frame.so");
  ASSERT_TRUE(f);
  EXPECT_EQ(f->function, "slidercheck_rook_attacks");
  EXPECT_EQ(f->location, "/src/engine/crash_frame.c:11");
  EXPECT_FALSE(frame_after(out, "ERROR: AddressSanitizer: ", ""));
}

}  // namespace
}  // namespace slidercheck
