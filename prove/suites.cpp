// Every built-in implementation's templates, instantiated on SymWord (the same
// source registry.cpp instantiates on std::uint64_t).
#include <vector>

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
#include "prove/prover.h"

namespace slidercheck::prove {

namespace {

using W = SymWord;

// Fills in the seven single-slider kinds of one family namespace.
#define SLIDERCHECK_SYM_SINGLES(ns)                                                 \
  .rook_attacks = ns::rook_attacks<W>, .bishop_attacks = ns::bishop_attacks<W>,     \
  .queen_attacks = ns::queen_attacks<W>, .rank_attacks = ns::rank_attacks<W>,       \
  .file_attacks = ns::file_attacks<W>, .diagonal_attacks = ns::diagonal_attacks<W>, \
  .antidiagonal_attacks = ns::antidiagonal_attacks<W>

std::vector<SymImplementation> make_builtin_symbolic() {
  return {
      SymImplementation{
          .name = "subtraction",
          SLIDERCHECK_SYM_SINGLES(impls::subtraction),
      },
      SymImplementation{
          .name = "reverse_bitboards",
          SLIDERCHECK_SYM_SINGLES(impls::reverse_bitboards),
      },
      SymImplementation{
          .name = "hyperbola_quintessence",
          SLIDERCHECK_SYM_SINGLES(impls::hyperbola_quintessence),
      },
      SymImplementation{
          .name = "obstruction_difference",
          SLIDERCHECK_SYM_SINGLES(impls::obstruction_difference),
      },
      SymImplementation{
          .name = "fill_by_subtraction",
          .sliding_attacks = impls::fill_by_subtraction::sliding_attacks<W>,
          .directions = impls::fill_by_subtraction::kDirections,
      },
      SymImplementation{
          .name = "xray_modified_occupancy",
          .xray_rook_attacks = impls::xray_modified_occupancy::xray_rook_attacks<W>,
          .xray_bishop_attacks = impls::xray_modified_occupancy::xray_bishop_attacks<W>,
      },
      SymImplementation{
          .name = "xray_one_lookup",
          SLIDERCHECK_SYM_SINGLES(impls::xray_one_lookup),
          .xray_rook_attacks = impls::xray_one_lookup::xray_rook_attacks<W>,
          .xray_bishop_attacks = impls::xray_one_lookup::xray_bishop_attacks<W>,
      },
      SymImplementation{
          .name = "kogge_stone",
          SLIDERCHECK_SYM_SINGLES(impls::kogge_stone),
          .sliding_attacks = impls::kogge_stone::sliding_attacks<W>,
          .xray_sliding_attacks = impls::kogge_stone::xray_sliding_attacks<W>,
          .between = impls::kogge_stone::between<W>,
          .directions = 0xFF,
      },
      SymImplementation{
          .name = "magic",
          SLIDERCHECK_SYM_SINGLES(impls::magic),
      },
      SymImplementation{
          .name = "pext",
          SLIDERCHECK_SYM_SINGLES(impls::pext),
      },
  };
}

#undef SLIDERCHECK_SYM_SINGLES

}  // namespace

const std::vector<SymImplementation>& builtin_symbolic() {
  static const std::vector<SymImplementation> all = make_builtin_symbolic();
  return all;
}

}  // namespace slidercheck::prove
