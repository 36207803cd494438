// A finding's signature (finding_signature.h): its text from its parts, the
// law a mismatch breaks, a signal ASan caught, its fingerprint.
#include "slidercheck/finding_signature.h"

#include <gtest/gtest.h>

#include "slidercheck/laws.h"
#include "slidercheck/planted.h"

namespace slidercheck {
namespace {

TEST(FindingSignature, TextOfItsParts) {
  EXPECT_EQ(signature_text({"mismatch", "rook_attacks", "oracle", ""}),
            "mismatch rook_attacks oracle");
  EXPECT_EQ(signature_text({"sanitizer", "knight_attacks", "global-buffer-overflow",
                            "slidercheck_knight_attacks"}),
            "sanitizer knight_attacks global-buffer-overflow slidercheck_knight_attacks");
  EXPECT_EQ(signature_text({"crash", "rook_attacks", "", ""}), "crash rook_attacks");
  EXPECT_EQ(signature_text({"timeout", "rook_attacks", "", ""}), "timeout rook_attacks");
}

TEST(FindingSignature, ASignalASanCaughtIsACrash) {
  EXPECT_EQ(signature_text(sanitizer_signature("rook_attacks", "SEGV", "lookup")),
            "crash rook_attacks");
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

}  // namespace
}  // namespace slidercheck
