// Every part of the enumeration is shown to fail: each planted bug must be
// reported for the kinds it breaks, with a shrunk, self-explaining report.
#include "slidercheck/planted.h"

#include <gtest/gtest.h>

#include <chrono>
#include <vector>

#include "slidercheck/enumerate.h"

namespace slidercheck {
namespace {

using K = Kind;

struct Expectation {
  const char* planted;
  std::vector<Kind> must_fail;
};

constexpr auto kAllKinds = all_kinds();
const std::vector<Kind> kAll(kAllKinds.begin(), kAllKinds.end());

// The kinds built from a ray (every kind but the leapers and the position kinds).
std::vector<Kind> all_but(Kind skipped) {
  std::vector<Kind> kinds;
  for (Kind kind : kAll)
    if (kind != skipped && !is_leaper(kind) && !is_position_kind(kind)) kinds.push_back(kind);
  return kinds;
}

std::vector<Kind> all_but_pairs() {
  std::vector<Kind> kinds;
  for (Kind kind : kAll)
    if (shape_of(kind) != Shape::pair && !is_leaper(kind) && !is_position_kind(kind))
      kinds.push_back(kind);
  return kinds;
}

void PrintTo(const Expectation& e, std::ostream* os) { *os << e.planted; }

std::vector<Expectation> expectations() {
  return {
      {"planted_wrap_h_to_a",
       {K::rank_attacks, K::rook_attacks, K::queen_attacks, K::xray_rook_attacks,
        K::sliding_attacks, K::xray_sliding_attacks, K::between, K::squares_between,
        K::line_through, K::squares_between_to_b, K::squares_between_inclusive, K::ray_through,
        K::ray_attacks, K::squares_between_with_ends, K::squares_between_to_b_aligned, K::rook_sees,
        K::queen_sees, K::rook_set_attacks, K::queen_set_attacks}},
      // between cannot show it: the edge square beyond a slider is never also
      // reached from a target, so the intersection never holds it.
      {"planted_missing_edge", all_but(Kind::between)},
      // The pair kinds walk through {b} (or nothing) alone: the own bit is never
      // set, and the knight's-jump square is never b.
      {"planted_own_bit", all_but_pairs()},
      {"planted_off_line", all_but_pairs()},
      // Only the all-lines enumerations reach the needle's exact occupancy.
      {"planted_needle", {K::rook_attacks, K::queen_attacks, K::xray_rook_attacks}},
      {"planted_between_includes_a", {K::squares_between}},
      {"planted_line_missing_edge", {K::line_through}},
      {"planted_to_b_unaligned_empty", {K::squares_between_to_b}},
      {"planted_inclusive_unaligned_ends", {K::squares_between_inclusive}},
      {"planted_knight_set_wrap", {K::knight_set_attacks}},
      {"planted_pawn_wrap", {K::pawn_attacks, K::pawn_set_attacks}},
      {"planted_ray_stops_at_b", {K::ray_through}},
      {"planted_pawn_side_wrap",
       {K::pawn_west_attacks, K::pawn_east_attacks, K::pawn_double_attacks}},
      {"planted_shift_wrap", {K::shift_one}},
      {"planted_ray_forward_scan", {K::ray_attacks}},
      {"planted_with_ends_unaligned_empty", {K::squares_between_with_ends}},
      {"planted_to_b_aligned_unaligned_b", {K::squares_between_to_b_aligned}},
      {"planted_knight_shift_wrap", {K::knight_shift}},
      {"planted_push_wrong_way", {K::pawn_pushes}},
      {"planted_double_push_first_step", {K::pawn_double_pushes}},
      {"planted_sees_to_occupied", {K::rook_sees, K::bishop_sees, K::queen_sees}},
      {"planted_set_attacks_lowest",
       {K::rook_set_attacks, K::bishop_set_attacks, K::queen_set_attacks}},
  };
}

class Planted : public ::testing::TestWithParam<Expectation> {};

TEST_P(Planted, EveryBrokenKindIsReported) {
  const Implementation& impl = *find_planted(GetParam().planted);
  for (Kind kind : GetParam().must_fail) {
    const KindResult r = check_kind(impl, kind, Level::standard);
    ASSERT_TRUE(r.mismatch) << impl.name << " " << kind_name(kind) << " was not caught in "
                            << r.cases << " cases";
    const Mismatch& m = *r.mismatch;
    EXPECT_EQ(m.impl, impl.name);
    EXPECT_EQ(m.input.kind, kind);
    EXPECT_NE(m.expected, m.actual);
    EXPECT_LE(popcount(pieces_of(m.input)), 6) << "shrink left too many pieces";
    if (shape_of(kind) == Shape::pair) EXPECT_EQ(m.actual, impl.eval(m.input));
    std::cout << "[caught] " << impl.name << " " << kind_name(kind) << " after " << r.cases
              << " cases in " << r.seconds << " s; shrunk to " << popcount(pieces_of(m.input))
              << " pieces\n";
  }
}

// The leaper planted bugs break only their kinds: the rest of each conforms.
TEST(PlantedLeapers, OnlyTheirKindsFail) {
  const Implementation& knight = *find_planted("planted_knight_set_wrap");
  for (Kind k : {K::knight_attacks, K::king_attacks, K::pawn_attacks, K::king_set_attacks,
                 K::pawn_set_attacks})
    EXPECT_FALSE(check_kind(knight, k, Level::quick).mismatch) << kind_name(k);
  const Implementation& pawn = *find_planted("planted_pawn_wrap");
  for (Kind k : {K::knight_attacks, K::king_attacks, K::knight_set_attacks, K::king_set_attacks})
    EXPECT_FALSE(check_kind(pawn, k, Level::quick).mismatch) << kind_name(k);
  // Shrunk to one pawn on an edge file.
  const KindResult r = check_kind(pawn, K::pawn_set_attacks, Level::standard);
  ASSERT_TRUE(r.mismatch);
  EXPECT_EQ(popcount(r.mismatch->input.set), 1);
  const int file = file_of(__builtin_ctzll(r.mismatch->input.set));
  EXPECT_TRUE(file == 0 || file == 7);
}

// The pawn-side, double-pawn, ray_through and shift_one planted bugs break only their kinds, and
// shrink to one pawn (one square) on an edge file.
TEST(PlantedNewKinds, OnlyTheirKindsFail) {
  const Implementation& side = *find_planted("planted_pawn_side_wrap");
  for (Kind k : {K::pawn_attacks, K::pawn_set_attacks, K::shift_one, K::ray_through})
    EXPECT_FALSE(check_kind(side, k, Level::quick).mismatch) << kind_name(k);
  const Implementation& shift = *find_planted("planted_shift_wrap");
  for (Kind k :
       {K::pawn_west_attacks, K::pawn_east_attacks, K::pawn_double_attacks, K::king_set_attacks})
    EXPECT_FALSE(check_kind(shift, k, Level::quick).mismatch) << kind_name(k);
  const Implementation& ray = *find_planted("planted_ray_stops_at_b");
  for (Kind k : {K::line_through, K::squares_between, K::squares_between_to_b})
    EXPECT_FALSE(check_kind(ray, k, Level::quick).mismatch) << kind_name(k);
  for (const Implementation* impl : {&side, &shift}) {
    const Kind kind = impl == &side ? K::pawn_west_attacks : K::shift_one;
    const KindResult r = check_kind(*impl, kind, Level::standard);
    ASSERT_TRUE(r.mismatch) << impl->name;
    EXPECT_EQ(popcount(r.mismatch->input.set), 1) << impl->name;
    const int file = file_of(__builtin_ctzll(r.mismatch->input.set));
    EXPECT_TRUE(file == 0 || file == 7) << impl->name;
  }
}

// The pawn push planted bugs break only their kinds, and shrink to one pawn
// (black's, for the pushes shifted north for both colors).
TEST(PlantedPushes, OnlyTheirKindsFail) {
  const Implementation& way = *find_planted("planted_push_wrong_way");
  const Implementation& passed = *find_planted("planted_double_push_first_step");
  EXPECT_FALSE(check_kind(way, K::pawn_double_pushes, Level::quick).mismatch);
  EXPECT_FALSE(check_kind(passed, K::pawn_pushes, Level::quick).mismatch);
  for (const Implementation* impl : {&way, &passed}) {
    const Kind kind = impl == &way ? K::pawn_pushes : K::pawn_double_pushes;
    const KindResult r = check_kind(*impl, kind, Level::standard);
    ASSERT_TRUE(r.mismatch) << impl->name;
    EXPECT_EQ(popcount(r.mismatch->input.set), 1) << impl->name;
    if (impl == &way) EXPECT_EQ(r.mismatch->input.color, 1);
  }
}

INSTANTIATE_TEST_SUITE_P(Enumeration, Planted, ::testing::ValuesIn(expectations()),
                         [](const auto& info) { return std::string(info.param.planted); });

// The classical approach's scan slip breaks ray_attacks alone; it shrinks to a
// negative ray with two blockers, and the report names the kind, the square,
// the direction and the occupancy.
TEST(PlantedRay, OnlyRayAttacksFailsAndTheReportExplains) {
  const Implementation& impl = *find_planted("planted_ray_forward_scan");
  for (Kind k : {K::rook_attacks, K::bishop_attacks, K::queen_attacks, K::sliding_attacks})
    EXPECT_FALSE(check_kind(impl, k, Level::quick).mismatch) << kind_name(k);
  const KindResult r = check_kind(impl, K::ray_attacks, Level::standard);
  ASSERT_TRUE(r.mismatch);
  const Mismatch& m = *r.mismatch;
  EXPECT_TRUE(m.input.dir8 >= kSoEa && m.input.dir8 <= kWest) << dir8_name(m.input.dir8);
  EXPECT_EQ(popcount(m.input.occ & ~square_bb(m.input.sq)), 2) << "two blockers on the ray";
  const std::string text = report(m);
  for (const std::string& part :
       {std::string("ray_attacks"), std::string("--dir ") + dir8_name(m.input.dir8),
        "--sq " + square_name(m.input.sq), field_text(Field::occ, m.input.occ)})
    EXPECT_NE(text.find(part), std::string::npos) << part << " not in:\n" << text;
}

// The needle is invisible line by line: it needs every line of the square at once.
TEST(PlantedNeedle, OnlyTheAllLinesPartFindsIt) {
  const Implementation& needle = *find_planted("planted_needle");
  EXPECT_FALSE(check_kind(needle, Kind::rank_attacks, Level::standard).mismatch);
  const KindResult rook = check_kind(needle, Kind::rook_attacks, Level::standard);
  ASSERT_TRUE(rook.mismatch);
  EXPECT_EQ(rook.mismatch->input.sq, kNeedleSquare);
  EXPECT_EQ(rook.mismatch->input.occ, kNeedleOcc);
}

// The queen's 2^27-per-square enumeration catches what it should, too.
TEST(PlantedQueenLines, EachBugIsCaught) {
  struct Case {
    const char* planted;
    int sq;
  };
  for (const Case& c : {Case{"planted_wrap_h_to_a", 7}, Case{"planted_missing_edge", 0},
                        Case{"planted_own_bit", 36}, Case{"planted_off_line", 9},
                        Case{"planted_needle", kNeedleSquare}}) {
    const KindResult r = check_queen_lines(*find_planted(c.planted), c.sq, c.sq);
    ASSERT_TRUE(r.mismatch) << c.planted;
    EXPECT_EQ(r.mismatch->input.kind, Kind::queen_attacks);
    std::cout << "[caught] " << c.planted << " queen lines at " << square_name(c.sq) << " after "
              << r.cases << " cases in " << r.seconds << " s\n";
  }
}

}  // namespace
}  // namespace slidercheck
