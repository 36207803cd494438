// Tests that sit beside particular implementations: the registry's shape.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "slidercheck/registry.h"

namespace slidercheck {
namespace {

TEST(Registry, HasTheElevenBuiltInNames) {
  const std::set<std::string> expected = {"subtraction",
                                          "reverse_bitboards",
                                          "hyperbola_quintessence",
                                          "obstruction_difference",
                                          "fill_by_subtraction",
                                          "xray_modified_occupancy",
                                          "xray_one_lookup",
                                          "kogge_stone",
                                          "magic",
                                          "pext",
                                          "ray_walker"};
  std::set<std::string> names;
  for (const Implementation& impl : builtin_implementations()) names.insert(impl.name);
  EXPECT_EQ(names, expected);
  EXPECT_STREQ(builtin_implementations().back().name, "ray_walker");
  EXPECT_EQ(find_builtin("fill_by_subtraction")->directions, 0xAA);
  EXPECT_EQ(find_builtin("nope"), nullptr);
}

}  // namespace
}  // namespace slidercheck

// The per-line x-ray variants are not registry kinds; they are checked here,
// beside the code, against the definition applied to the oracle's line attacks.
#include "impls/xray_modified_occupancy.h"
#include "impls/xray_one_lookup.h"
#include "slidercheck/enumerate.h"
#include "slidercheck/oracle.h"

namespace slidercheck {
namespace {

using XrayLineFn = Bitboard (*)(Bitboard occ, Bitboard blockers, int sq);

// Returns the number of cases on which fn differs from the per-line x-ray
// definition, over every square, every occupancy of the line, every blocker
// subset of it, both own-bit states and two off-line backgrounds.
std::uint64_t xray_line_mismatches(XrayLineFn fn, int dir8, std::uint64_t* cases) {
  std::uint64_t wrong = 0;
  for (int sq = 0; sq < 64; ++sq) {
    const Bitboard line = line_squares(sq, dir8);
    const Bitboard off = ~(line | square_bb(sq));
    for (Bitboard background : {Bitboard{0}, ~Bitboard{0}}) {
      Bitboard occ_line = 0;
      do {
        Bitboard b = 0;
        do {
          for (Bitboard own : {Bitboard{0}, square_bb(sq)}) {
            const Bitboard occ = occ_line | own | (background & off);
            const Bitboard blockers = b | (background & off);
            const Bitboard a = oracle::line_through(occ, sq, dir8);
            const Bitboard expected = a ^ oracle::line_through(occ ^ (blockers & a), sq, dir8);
            wrong += fn(occ, blockers, sq) != expected;
            ++*cases;
          }
          b = (b - occ_line) & occ_line;
        } while (b);
        occ_line = (occ_line - line) & line;
      } while (occ_line);
    }
  }
  return wrong;
}

TEST(XrayLines, PerLineVariantsMatchTheDefinition) {
  namespace mo = impls::xray_modified_occupancy;
  namespace ol = impls::xray_one_lookup;
  struct Variant {
    const char* name;
    XrayLineFn fn;
    int dir8;
  };
  const Variant variants[] = {
      {"xray_modified_occupancy rank", mo::xray_rank_attacks<Bitboard>, kEast},
      {"xray_modified_occupancy file", mo::xray_file_attacks<Bitboard>, kNort},
      {"xray_modified_occupancy diagonal", mo::xray_diagonal_attacks<Bitboard>, kNoEa},
      {"xray_modified_occupancy antidiagonal", mo::xray_antidiagonal_attacks<Bitboard>, kNoWe},
      {"xray_one_lookup rank", ol::xray_rank_attacks<Bitboard>, kEast},
      {"xray_one_lookup file", ol::xray_file_attacks<Bitboard>, kNort},
      {"xray_one_lookup diagonal", ol::xray_diagonal_attacks<Bitboard>, kNoEa},
      {"xray_one_lookup antidiagonal", ol::xray_antidiagonal_attacks<Bitboard>, kNoWe},
  };
  for (const Variant& v : variants) {
    std::uint64_t cases = 0;
    EXPECT_EQ(xray_line_mismatches(v.fn, v.dir8, &cases), 0u) << v.name;
    std::cout << "[cases] " << v.name << ": " << cases << " cases checked\n";
  }
}

TEST(XrayLines, AWrongVariantIsReported) {
  // A missing edge square: the rank x-ray never reaches the h-file.
  XrayLineFn wrong = [](Bitboard occ, Bitboard blockers, int sq) -> Bitboard {
    return impls::xray_modified_occupancy::xray_rank_attacks<Bitboard>(occ, blockers, sq) &
           ~Bitboard{0x8080808080808080};
  };
  std::uint64_t cases = 0;
  EXPECT_GT(xray_line_mismatches(wrong, kEast, &cases), 0u);
}

}  // namespace
}  // namespace slidercheck
