// The toy engine's ctest: its attack functions against slidercheck's oracle.
#include "slidercheck/conformance.h"

#include <gtest/gtest.h>

#include "toy_engine.h"

// One GoogleTest test per function: ToyEngine.rook_attacks, ...
SLIDERCHECK_CONFORMANCE_TEST(ToyEngine,
                             {.rook_attacks = toy::rook_attacks,
                              .bishop_attacks = toy::bishop_attacks,
                              .queen_attacks = toy::queen_attacks},
                             {.mapping = "a8,b8", .level = slidercheck::Level::quick});

// Callables work too; here a deliberately wrong one must be caught.
TEST(ToyEngineSelfTest, AWrongFunctionIsReported) {
  slidercheck::conformance::Functions wrong;
  wrong.rook_attacks = [](std::uint64_t occ, int sq) {
    return toy::rook_attacks(occ, sq) & ~std::uint64_t{0xFF};  // loses the top row
  };
  const auto results = slidercheck::conformance::check("wrong", wrong, {.mapping = "a8,b8"});
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].status, slidercheck::conformance::Result::Status::fail);
  EXPECT_NE(slidercheck::conformance::describe(results[0], {.mapping = "a8,b8"}).find("missing: "),
            std::string::npos);
}
