// The properties over every built-in implementation: for each function kind,
// one RapidCheck property per law family that can say something about it.
// Test names are KIND.FAMILY, e.g. rook_attacks.symmetry.
#include "properties.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>
#include <string>

#include "slidercheck/registry.h"

namespace slidercheck {
namespace {

#define SLIDERCHECK_PROP(kind, id, name) \
  RC_GTEST_PROP(kind, id, ()) { hold(Kind::kind, family(name), builtin_implementations()); }

// Every family but composition: the single-slider kinds.
#define SLIDERCHECK_SINGLE_PROPS(kind)                 \
  SLIDERCHECK_PROP(kind, oracle, "oracle")             \
  SLIDERCHECK_PROP(kind, own_bit, "own-bit")           \
  SLIDERCHECK_PROP(kind, off_line, "off-line")         \
  SLIDERCHECK_PROP(kind, symmetry, "symmetry")         \
  SLIDERCHECK_PROP(kind, reachability, "reachability") \
  SLIDERCHECK_PROP(kind, monotonicity, "monotonicity")

SLIDERCHECK_SINGLE_PROPS(rank_attacks)
SLIDERCHECK_SINGLE_PROPS(file_attacks)
SLIDERCHECK_SINGLE_PROPS(diagonal_attacks)
SLIDERCHECK_SINGLE_PROPS(antidiagonal_attacks)
SLIDERCHECK_SINGLE_PROPS(rook_attacks)
SLIDERCHECK_SINGLE_PROPS(bishop_attacks)
SLIDERCHECK_SINGLE_PROPS(queen_attacks)
SLIDERCHECK_PROP(rook_attacks, composition, "composition")
SLIDERCHECK_PROP(bishop_attacks, composition, "composition")
SLIDERCHECK_PROP(queen_attacks, composition, "composition")

#define SLIDERCHECK_XRAY_PROPS(kind)           \
  SLIDERCHECK_PROP(kind, oracle, "oracle")     \
  SLIDERCHECK_PROP(kind, own_bit, "own-bit")   \
  SLIDERCHECK_PROP(kind, off_line, "off-line") \
  SLIDERCHECK_PROP(kind, symmetry, "symmetry") \
  SLIDERCHECK_PROP(kind, composition, "composition")

SLIDERCHECK_XRAY_PROPS(xray_rook_attacks)
SLIDERCHECK_XRAY_PROPS(xray_bishop_attacks)

SLIDERCHECK_PROP(sliding_attacks, oracle, "oracle")
SLIDERCHECK_PROP(sliding_attacks, own_bit, "own-bit")
SLIDERCHECK_PROP(sliding_attacks, off_line, "off-line")
SLIDERCHECK_PROP(sliding_attacks, symmetry, "symmetry")
SLIDERCHECK_PROP(sliding_attacks, monotonicity, "monotonicity")
SLIDERCHECK_PROP(sliding_attacks, composition, "composition")

#define SLIDERCHECK_MULTI_EXTRA_PROPS(kind)    \
  SLIDERCHECK_PROP(kind, oracle, "oracle")     \
  SLIDERCHECK_PROP(kind, off_line, "off-line") \
  SLIDERCHECK_PROP(kind, symmetry, "symmetry") \
  SLIDERCHECK_PROP(kind, composition, "composition")

SLIDERCHECK_MULTI_EXTRA_PROPS(xray_sliding_attacks)
SLIDERCHECK_MULTI_EXTRA_PROPS(between)

SLIDERCHECK_PROP(squares_between, oracle, "oracle")
SLIDERCHECK_PROP(squares_between, symmetry, "symmetry")
SLIDERCHECK_PROP(squares_between, swap, "swap")
SLIDERCHECK_PROP(line_through, oracle, "oracle")
SLIDERCHECK_PROP(line_through, symmetry, "symmetry")
SLIDERCHECK_PROP(line_through, swap, "swap")
SLIDERCHECK_PROP(line_through, composition, "composition")
SLIDERCHECK_PROP(squares_between_to_b, oracle, "oracle")
SLIDERCHECK_PROP(squares_between_to_b, symmetry, "symmetry")
SLIDERCHECK_PROP(squares_between_to_b, composition, "composition")
SLIDERCHECK_PROP(squares_between_inclusive, oracle, "oracle")
SLIDERCHECK_PROP(squares_between_inclusive, symmetry, "symmetry")
SLIDERCHECK_PROP(squares_between_inclusive, swap, "swap")
SLIDERCHECK_PROP(squares_between_inclusive, composition, "composition")

SLIDERCHECK_PROP(knight_attacks, oracle, "oracle")
SLIDERCHECK_PROP(knight_attacks, symmetry, "symmetry")
SLIDERCHECK_PROP(knight_attacks, reachability, "reachability")
SLIDERCHECK_PROP(king_attacks, oracle, "oracle")
SLIDERCHECK_PROP(king_attacks, symmetry, "symmetry")
SLIDERCHECK_PROP(king_attacks, reachability, "reachability")
SLIDERCHECK_PROP(pawn_attacks, oracle, "oracle")
SLIDERCHECK_PROP(pawn_attacks, symmetry, "symmetry")
SLIDERCHECK_PROP(pawn_attacks, reachability, "reachability")
SLIDERCHECK_PROP(knight_set_attacks, oracle, "oracle")
SLIDERCHECK_PROP(knight_set_attacks, symmetry, "symmetry")
SLIDERCHECK_PROP(knight_set_attacks, composition, "composition")
SLIDERCHECK_PROP(king_set_attacks, oracle, "oracle")
SLIDERCHECK_PROP(king_set_attacks, symmetry, "symmetry")
SLIDERCHECK_PROP(king_set_attacks, composition, "composition")
SLIDERCHECK_PROP(pawn_set_attacks, oracle, "oracle")
SLIDERCHECK_PROP(pawn_set_attacks, symmetry, "symmetry")
SLIDERCHECK_PROP(pawn_set_attacks, composition, "composition")
SLIDERCHECK_PROP(ray_through, oracle, "oracle")
SLIDERCHECK_PROP(ray_through, symmetry, "symmetry")
SLIDERCHECK_PROP(ray_through, composition, "composition")
SLIDERCHECK_PROP(pawn_west_attacks, oracle, "oracle")
SLIDERCHECK_PROP(pawn_west_attacks, symmetry, "symmetry")
SLIDERCHECK_PROP(pawn_west_attacks, composition, "composition")
SLIDERCHECK_PROP(pawn_east_attacks, oracle, "oracle")
SLIDERCHECK_PROP(pawn_east_attacks, symmetry, "symmetry")
SLIDERCHECK_PROP(pawn_east_attacks, composition, "composition")
SLIDERCHECK_PROP(pawn_double_attacks, oracle, "oracle")
SLIDERCHECK_PROP(pawn_double_attacks, symmetry, "symmetry")
SLIDERCHECK_PROP(pawn_double_attacks, composition, "composition")
SLIDERCHECK_PROP(shift_one, oracle, "oracle")
SLIDERCHECK_PROP(shift_one, symmetry, "symmetry")
SLIDERCHECK_PROP(shift_one, composition, "composition")
SLIDERCHECK_SINGLE_PROPS(ray_attacks)
SLIDERCHECK_PROP(ray_attacks, composition, "composition")

// The position kinds: the oracle, the color flip and file mirror, the
// relations between the kinds on one position.
#define SLIDERCHECK_POSITION_PROPS(kind)       \
  SLIDERCHECK_PROP(kind, oracle, "oracle")     \
  SLIDERCHECK_PROP(kind, symmetry, "symmetry") \
  SLIDERCHECK_PROP(kind, position, "position")

SLIDERCHECK_POSITION_PROPS(attackers_to)
SLIDERCHECK_POSITION_PROPS(attackers_by)
SLIDERCHECK_POSITION_PROPS(is_attacked)
SLIDERCHECK_POSITION_PROPS(checkers)
SLIDERCHECK_POSITION_PROPS(pinned)
SLIDERCHECK_POSITION_PROPS(pinners)
SLIDERCHECK_POSITION_PROPS(blockers_for_king)
SLIDERCHECK_POSITION_PROPS(check_mask)
SLIDERCHECK_POSITION_PROPS(pin_mask)

SLIDERCHECK_PROP(squares_between_with_ends, oracle, "oracle")
SLIDERCHECK_PROP(squares_between_with_ends, symmetry, "symmetry")
SLIDERCHECK_PROP(squares_between_with_ends, swap, "swap")
SLIDERCHECK_PROP(squares_between_with_ends, composition, "composition")
SLIDERCHECK_PROP(squares_between_to_b_aligned, oracle, "oracle")
SLIDERCHECK_PROP(squares_between_to_b_aligned, symmetry, "symmetry")
SLIDERCHECK_PROP(squares_between_to_b_aligned, composition, "composition")
SLIDERCHECK_PROP(knight_shift, oracle, "oracle")
SLIDERCHECK_PROP(knight_shift, symmetry, "symmetry")
SLIDERCHECK_PROP(knight_shift, composition, "composition")
SLIDERCHECK_PROP(pawn_pushes, oracle, "oracle")
SLIDERCHECK_PROP(pawn_pushes, symmetry, "symmetry")
SLIDERCHECK_PROP(pawn_pushes, composition, "composition")
SLIDERCHECK_PROP(pawn_double_pushes, oracle, "oracle")
SLIDERCHECK_PROP(pawn_double_pushes, symmetry, "symmetry")
SLIDERCHECK_PROP(pawn_double_pushes, composition, "composition")
SLIDERCHECK_PROP(rook_sees, oracle, "oracle")
SLIDERCHECK_PROP(rook_sees, off_line, "off-line")
SLIDERCHECK_PROP(rook_sees, symmetry, "symmetry")
SLIDERCHECK_PROP(rook_sees, composition, "composition")
SLIDERCHECK_PROP(bishop_sees, oracle, "oracle")
SLIDERCHECK_PROP(bishop_sees, off_line, "off-line")
SLIDERCHECK_PROP(bishop_sees, symmetry, "symmetry")
SLIDERCHECK_PROP(bishop_sees, composition, "composition")
SLIDERCHECK_PROP(queen_sees, oracle, "oracle")
SLIDERCHECK_PROP(queen_sees, off_line, "off-line")
SLIDERCHECK_PROP(queen_sees, symmetry, "symmetry")
SLIDERCHECK_PROP(queen_sees, composition, "composition")
SLIDERCHECK_PROP(rook_set_attacks, oracle, "oracle")
SLIDERCHECK_PROP(rook_set_attacks, off_line, "off-line")
SLIDERCHECK_PROP(rook_set_attacks, symmetry, "symmetry")
SLIDERCHECK_PROP(rook_set_attacks, composition, "composition")
SLIDERCHECK_PROP(bishop_set_attacks, oracle, "oracle")
SLIDERCHECK_PROP(bishop_set_attacks, off_line, "off-line")
SLIDERCHECK_PROP(bishop_set_attacks, symmetry, "symmetry")
SLIDERCHECK_PROP(bishop_set_attacks, composition, "composition")
SLIDERCHECK_PROP(queen_set_attacks, oracle, "oracle")
SLIDERCHECK_PROP(queen_set_attacks, off_line, "off-line")
SLIDERCHECK_PROP(queen_set_attacks, symmetry, "symmetry")
SLIDERCHECK_PROP(queen_set_attacks, composition, "composition")

// The list above is complete: every kind has a property for every family that
// applies to it ("all" is the union of the others, so it has none of its own).
TEST(Properties, EveryKindHasEveryApplicableFamily) {
  std::set<std::string> registered;
  const auto& unit = *::testing::UnitTest::GetInstance();
  for (int i = 0; i < unit.total_test_suite_count(); ++i) {
    const auto& suite = *unit.GetTestSuite(i);
    for (int j = 0; j < suite.total_test_count(); ++j) {
      registered.insert(std::string(suite.name()) + "." + suite.GetTestInfo(j)->name());
    }
  }
  for (Kind kind : all_kinds()) {
    for (const Family& f : families()) {
      if (std::string(f.name) == "all" || !family_applies(f, kind)) continue;
      std::string id = f.name;
      for (char& c : id) c = c == '-' ? '_' : c;
      EXPECT_TRUE(registered.count(std::string(kind_name(kind)) + "." + id))
          << kind_name(kind) << " has no " << f.name << " property";
    }
  }
}

}  // namespace
}  // namespace slidercheck
