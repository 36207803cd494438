// The built-in implementations: every family's templates instantiated on
// std::uint64_t, in a fixed order, the oracle last.
#include "slidercheck/registry.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "impls/fill_by_subtraction.h"
#include "impls/hyperbola_quintessence.h"
#include "impls/kogge_stone.h"
#include "impls/magic.h"
#include "impls/obstruction_difference.h"
#include "impls/pext.h"
#include "impls/reverse_bitboards.h"
#include "impls/subtraction.h"
#include "impls/xray_modified_occupancy.h"
#include "impls/xray_one_lookup.h"
#include "slidercheck/oracle.h"

namespace slidercheck {

namespace {

using W = std::uint64_t;

inline constexpr std::size_t kFamilies = 10;

// Returns every built-in implementation but the oracle, in registry order.
constexpr std::array<Implementation, kFamilies> make_families() {
  return {
      Implementation{
          .name = "subtraction",
          .summary = "o^(o-2r) on the positive rays, MS1B of the lower occupancy on the negative",
          .rook_attacks = impls::subtraction::rook_attacks<W>,
          .bishop_attacks = impls::subtraction::bishop_attacks<W>,
          .queen_attacks = impls::subtraction::queen_attacks<W>,
          .rank_attacks = impls::subtraction::rank_attacks<W>,
          .file_attacks = impls::subtraction::file_attacks<W>,
          .diagonal_attacks = impls::subtraction::diagonal_attacks<W>,
          .antidiagonal_attacks = impls::subtraction::antidiagonal_attacks<W>,
      },
      Implementation{
          .name = "reverse_bitboards",
          .summary = "o^(o-2r) on the board and on its full bit reversal",
          .rook_attacks = impls::reverse_bitboards::rook_attacks<W>,
          .bishop_attacks = impls::reverse_bitboards::bishop_attacks<W>,
          .queen_attacks = impls::reverse_bitboards::queen_attacks<W>,
          .rank_attacks = impls::reverse_bitboards::rank_attacks<W>,
          .file_attacks = impls::reverse_bitboards::file_attacks<W>,
          .diagonal_attacks = impls::reverse_bitboards::diagonal_attacks<W>,
          .antidiagonal_attacks = impls::reverse_bitboards::antidiagonal_attacks<W>,
      },
      Implementation{
          .name = "hyperbola_quintessence",
          .summary = "o-r forward and on a byte swap (files, diagonals) or a bit reversal (ranks)",
          .rook_attacks = impls::hyperbola_quintessence::rook_attacks<W>,
          .bishop_attacks = impls::hyperbola_quintessence::bishop_attacks<W>,
          .queen_attacks = impls::hyperbola_quintessence::queen_attacks<W>,
          .rank_attacks = impls::hyperbola_quintessence::rank_attacks<W>,
          .file_attacks = impls::hyperbola_quintessence::file_attacks<W>,
          .diagonal_attacks = impls::hyperbola_quintessence::diagonal_attacks<W>,
          .antidiagonal_attacks = impls::hyperbola_quintessence::antidiagonal_attacks<W>,
      },
      Implementation{
          .name = "obstruction_difference",
          .summary = "2*LS1B(upper) - MS1B(lower | 1), masked by the line",
          .rook_attacks = impls::obstruction_difference::rook_attacks<W>,
          .bishop_attacks = impls::obstruction_difference::bishop_attacks<W>,
          .queen_attacks = impls::obstruction_difference::queen_attacks<W>,
          .rank_attacks = impls::obstruction_difference::rank_attacks<W>,
          .file_attacks = impls::obstruction_difference::file_attacks<W>,
          .diagonal_attacks = impls::obstruction_difference::diagonal_attacks<W>,
          .antidiagonal_attacks = impls::obstruction_difference::antidiagonal_attacks<W>,
      },
      Implementation{
          .name = "fill_by_subtraction",
          .summary =
              "SWAR o^(o-2r) on all eight ranks at once: east, mirrored west, flipped north/south",
          .sliding_attacks = impls::fill_by_subtraction::sliding_attacks<W>,
          .directions = impls::fill_by_subtraction::kDirections,
      },
      Implementation{
          .name = "xray_modified_occupancy",
          .summary =
              "x-rays by two lookups: a ^ attacks(occ ^ (blockers & a)), obstruction difference",
          .xray_rook_attacks = impls::xray_modified_occupancy::xray_rook_attacks<W>,
          .xray_bishop_attacks = impls::xray_modified_occupancy::xray_bishop_attacks<W>,
      },
      Implementation{
          .name = "xray_one_lookup",
          .summary = "kindergarten attack and x-ray tables: one x-ray lookup per line (OliThink)",
          .rook_attacks = impls::xray_one_lookup::rook_attacks<W>,
          .bishop_attacks = impls::xray_one_lookup::bishop_attacks<W>,
          .queen_attacks = impls::xray_one_lookup::queen_attacks<W>,
          .rank_attacks = impls::xray_one_lookup::rank_attacks<W>,
          .file_attacks = impls::xray_one_lookup::file_attacks<W>,
          .diagonal_attacks = impls::xray_one_lookup::diagonal_attacks<W>,
          .antidiagonal_attacks = impls::xray_one_lookup::antidiagonal_attacks<W>,
          .xray_rook_attacks = impls::xray_one_lookup::xray_rook_attacks<W>,
          .xray_bishop_attacks = impls::xray_one_lookup::xray_bishop_attacks<W>,
      },
      Implementation{
          .name = "kogge_stone",
          .summary = "Kogge-Stone occluded fills with rotates, all eight directions",
          .rook_attacks = impls::kogge_stone::rook_attacks<W>,
          .bishop_attacks = impls::kogge_stone::bishop_attacks<W>,
          .queen_attacks = impls::kogge_stone::queen_attacks<W>,
          .rank_attacks = impls::kogge_stone::rank_attacks<W>,
          .file_attacks = impls::kogge_stone::file_attacks<W>,
          .diagonal_attacks = impls::kogge_stone::diagonal_attacks<W>,
          .antidiagonal_attacks = impls::kogge_stone::antidiagonal_attacks<W>,
          .sliding_attacks = impls::kogge_stone::sliding_attacks<W>,
          .xray_sliding_attacks = impls::kogge_stone::xray_sliding_attacks<W>,
          .between = impls::kogge_stone::between<W>,
          .directions = 0xFF,
      },
      Implementation{
          .name = "magic",
          .summary = "fancy magic bitboards: table[sq][(occ & mask) * magic >> shift]",
          .rook_attacks = impls::magic::rook_attacks<W>,
          .bishop_attacks = impls::magic::bishop_attacks<W>,
          .queen_attacks = impls::magic::queen_attacks<W>,
          .rank_attacks = impls::magic::rank_attacks<W>,
          .file_attacks = impls::magic::file_attacks<W>,
          .diagonal_attacks = impls::magic::diagonal_attacks<W>,
          .antidiagonal_attacks = impls::magic::antidiagonal_attacks<W>,
      },
      Implementation{
          .name = "pext",
          .summary = "PEXT bitboards: table[sq][pext(occ, mask)] (BMI2, portable loop without)",
          .rook_attacks = impls::pext::rook_attacks<W>,
          .bishop_attacks = impls::pext::bishop_attacks<W>,
          .queen_attacks = impls::pext::queen_attacks<W>,
          .rank_attacks = impls::pext::rank_attacks<W>,
          .file_attacks = impls::pext::file_attacks<W>,
          .diagonal_attacks = impls::pext::diagonal_attacks<W>,
          .antidiagonal_attacks = impls::pext::antidiagonal_attacks<W>,
      },
  };
}

}  // namespace

std::span<const Implementation> builtin_implementations() {
  static const std::array<Implementation, kFamilies + 1> implementations = [] {
    std::array<Implementation, kFamilies + 1> all{};
    const std::array<Implementation, kFamilies> families = make_families();
    for (std::size_t i = 0; i < kFamilies; ++i) all[i] = families[i];
    all[kFamilies] = oracle::implementation();
    return all;
  }();
  return implementations;
}

const Implementation* find_builtin(std::string_view name) {
  for (const Implementation& impl : builtin_implementations()) {
    if (name == impl.name) return &impl;
  }
  return nullptr;
}

}  // namespace slidercheck
