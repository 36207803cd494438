// Tests that sit beside particular implementations: the registry's shape.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "slidercheck/registry.h"

namespace slidercheck {
namespace {

TEST(Registry, HasTheSeventeenBuiltInNames) {
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
                                          "between_table",
                                          "leaper_shifts",
                                          "classical_rays",
                                          "position_modified_occupancy",
                                          "position_one_lookup",
                                          "position_snipers",
                                          "ray_walker"};
  std::set<std::string> names;
  for (const Implementation& impl : builtin_implementations()) names.insert(impl.name);
  EXPECT_EQ(names, expected);
  EXPECT_EQ(builtin_implementations().back().name, "ray_walker");
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

// The lookup families (magic, PEXT): their self-check, and one bad table entry
// or one bad magic number caught by the enumeration.
#include <memory>

#include "impls/magic.h"
#include "impls/pext.h"

namespace slidercheck {
namespace {

// The table the test implementations below read (set by each test).
const impls::RookTable* g_rook_table = nullptr;

Bitboard magic_rook_from_test_table(Bitboard occ, int sq) {
  return impls::magic::table_attacks(*g_rook_table, occ, sq);
}
Bitboard pext_rook_from_test_table(Bitboard occ, int sq) {
  return impls::pext::table_attacks(*g_rook_table, occ, sq);
}

// Returns the enumeration's verdict on rook_attacks read from table through fn.
KindResult check_rook_table(const impls::RookTable& table, SingleFn fn) {
  g_rook_table = &table;
  Implementation impl;
  impl.name = "test_rook_table";
  impl.set(Kind::rook_attacks, fn);
  return check_kind(impl, Kind::rook_attacks, Level::standard);
}

// Returns the position in table.entries() of the entry of sq for the subset m.
std::size_t entry_of(impls::RookTable& table, int sq, Bitboard m, bool magic) {
  const impls::SliderSquare& s = table[sq];
  const std::size_t offset = static_cast<std::size_t>(s.attacks().data() - table.entries().data());
  return offset + (magic ? impls::magic_hash(m, s.mask, s.magic, s.shift)
                         : impls::parallel_extract(m, s.mask));
}

TEST(LookupTables, CommittedMagicsHaveNoCollisions) {
  EXPECT_TRUE(impls::magic::kRookTable.collision_free());
  EXPECT_TRUE(impls::magic::kBishopTable.collision_free());
  EXPECT_TRUE(impls::pext::kRookTable.collision_free());
  EXPECT_TRUE(impls::pext::kBishopTable.collision_free());
}

TEST(LookupTables, RebuiltTablesPassTheEnumeration) {
  // The fixture itself is sound: untouched copies of the production tables conform.
  const auto magic =
      std::make_unique<impls::RookTable>(impls::kRookPiece, impls::magic::kRookMagics);
  EXPECT_FALSE(check_rook_table(*magic, magic_rook_from_test_table).mismatch);
  const auto pext = std::make_unique<impls::RookTable>(impls::kRookPiece, nullptr);
  EXPECT_FALSE(check_rook_table(*pext, pext_rook_from_test_table).mismatch);
}

TEST(LookupTables, OneCorruptedMagicEntryIsCaught) {
  const auto table =
      std::make_unique<impls::RookTable>(impls::kRookPiece, impls::magic::kRookMagics);
  // d4 with d6 and f4 occupied: add d7 (behind the d6 blocker) to the entry.
  const Bitboard m = square_bb(43) | square_bb(29);
  table->entries()[entry_of(*table, 27, m, true)] |= square_bb(51);
  const KindResult r = check_rook_table(*table, magic_rook_from_test_table);
  ASSERT_TRUE(r.mismatch);
  EXPECT_EQ(r.mismatch->input.sq, 27);
  EXPECT_EQ(r.mismatch->actual ^ r.mismatch->expected, square_bb(51));
}

TEST(LookupTables, OneCorruptedPextEntryIsCaught) {
  const auto table = std::make_unique<impls::RookTable>(impls::kRookPiece, nullptr);
  // h8 with h3 occupied: drop h4 from the entry.
  const Bitboard m = square_bb(23);
  table->entries()[entry_of(*table, 63, m, false)] &= ~square_bb(31);
  const KindResult r = check_rook_table(*table, pext_rook_from_test_table);
  ASSERT_TRUE(r.mismatch);
  EXPECT_EQ(r.mismatch->input.sq, 63);
  EXPECT_EQ(r.mismatch->expected ^ r.mismatch->actual, square_bb(31));
}

TEST(LookupTables, OneWrongMagicIsCaught) {
  std::uint64_t magics[64];
  for (int sq = 0; sq < 64; ++sq) magics[sq] = impls::magic::kRookMagics[sq];
  magics[28] = 1;  // e4: every subset hashes to its top bits, almost all to entry 0
  const auto table = std::make_unique<impls::RookTable>(impls::kRookPiece, magics);
  EXPECT_FALSE(table->collision_free());
  const KindResult r = check_rook_table(*table, magic_rook_from_test_table);
  ASSERT_TRUE(r.mismatch);
  EXPECT_EQ(r.mismatch->input.sq, 28);
}

}  // namespace
}  // namespace slidercheck
