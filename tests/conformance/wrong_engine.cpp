// A deliberately wrong engine checked with the conformance library: its rook
// loses the top rank. Not a ctest of its own: tests/conformance/tests.cmake
// runs it and asserts the failure's report (where, what, how to reproduce).
#include <gtest/gtest.h>

#include <cstdint>

#include "slidercheck/conformance.h"

namespace {

std::uint64_t walk(std::uint64_t occ, int sq, int df, int dr) {
  std::uint64_t out = 0;
  for (int f = sq % 8 + df, r = sq / 8 + dr; f >= 0 && f < 8 && r >= 0 && r < 8; f += df, r += dr) {
    out |= std::uint64_t{1} << (8 * r + f);
    if (occ >> (8 * r + f) & 1) break;
  }
  return out;
}

std::uint64_t wrong_rook(std::uint64_t occ, int sq) {
  const std::uint64_t all =
      walk(occ, sq, 1, 0) | walk(occ, sq, -1, 0) | walk(occ, sq, 0, 1) | walk(occ, sq, 0, -1);
  return all & ~(std::uint64_t{0xFF} << 56);  // loses rank 8
}

}  // namespace

// The report must point here (the line of the macro).
SLIDERCHECK_CONFORMANCE_TEST(WrongEngine, {.rook_attacks = wrong_rook},
                             {.level = slidercheck::Level::quick});

// A status compared in the user's own test prints by name, not as raw bytes.
TEST(WrongEngineStatus, PrintsByName) {
  slidercheck::conformance::Functions wrong{.rook_attacks = wrong_rook};
  const auto results =
      slidercheck::conformance::check("wrong", wrong, {.level = slidercheck::Level::quick});
  EXPECT_EQ(results.at(0).status, slidercheck::conformance::Result::Status::pass);
}
