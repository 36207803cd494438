// Every built-in family, as a list of kind functions instantiated on a word
// type W: the registry instantiates it on std::uint64_t, the prover on its
// symbolic word. The one list of built-ins.
#pragma once

#include <array>

#include "impls/between_table.h"
#include "impls/classical_rays.h"
#include "impls/fill_by_subtraction.h"
#include "impls/hyperbola_quintessence.h"
#include "impls/kogge_stone.h"
#include "impls/leaper_shifts.h"
#include "impls/magic.h"
#include "impls/obstruction_difference.h"
#include "impls/pext.h"
#include "impls/position_modified_occupancy.h"
#include "impls/position_one_lookup.h"
#include "impls/position_snipers.h"
#include "impls/reverse_bitboards.h"
#include "impls/subtraction.h"
#include "impls/xray_modified_occupancy.h"
#include "impls/xray_one_lookup.h"
#include "slidercheck/kind_functions.h"
#include "slidercheck/kinds.h"

namespace slidercheck::impls {

// A family: its name, one line on how it works, and its functions over W.
template <class W>
struct Family {
  const char* name;
  const char* summary;
  KindFunctions<W> functions;
};

// Sets the seven single-slider kinds of a family namespace's templates on W.
#define SLIDERCHECK_SINGLES(ns, W)                                    \
  template set<&ns::rook_attacks<W>>(Kind::rook_attacks)              \
      .template set<&ns::bishop_attacks<W>>(Kind::bishop_attacks)     \
      .template set<&ns::queen_attacks<W>>(Kind::queen_attacks)       \
      .template set<&ns::rank_attacks<W>>(Kind::rank_attacks)         \
      .template set<&ns::file_attacks<W>>(Kind::file_attacks)         \
      .template set<&ns::diagonal_attacks<W>>(Kind::diagonal_attacks) \
      .template set<&ns::antidiagonal_attacks<W>>(Kind::antidiagonal_attacks)

// Sets the nine position kinds of a family namespace's templates on W.
#define SLIDERCHECK_POSITIONS(ns, W)                                    \
  template set<&ns::attackers_to<W>>(Kind::attackers_to)                \
      .template set<&ns::attackers_by<W>>(Kind::attackers_by)           \
      .template set<&ns::is_attacked<W>>(Kind::is_attacked)             \
      .template set<&ns::checkers<W>>(Kind::checkers)                   \
      .template set<&ns::pinned<W>>(Kind::pinned)                       \
      .template set<&ns::pinners<W>>(Kind::pinners)                     \
      .template set<&ns::blockers_for_king<W>>(Kind::blockers_for_king) \
      .template set<&ns::check_mask<W>>(Kind::check_mask)               \
      .template set<&ns::pin_mask<W>>(Kind::pin_mask)

inline constexpr std::size_t kFamilies = 16;

// Returns every built-in family on word type W, in registry order.
template <class W>
std::array<Family<W>, kFamilies> families() {
  std::array<Family<W>, kFamilies> f{{
      {"subtraction",
       "o^(o-2r) on the positive rays, MS1B of the lower occupancy on the negative",
       {}},
      {"reverse_bitboards", "o^(o-2r) on the board and on its full bit reversal", {}},
      {"hyperbola_quintessence",
       "o-r forward and on a byte swap (files, diagonals) or a bit reversal (ranks)",
       {}},
      {"obstruction_difference", "2*LS1B(upper) - MS1B(lower | 1), masked by the line", {}},
      {"fill_by_subtraction",
       "SWAR o^(o-2r) on all eight ranks at once: east, mirrored west, flipped north/south",
       {}},
      {"xray_modified_occupancy",
       "x-rays by two lookups: a ^ attacks(occ ^ (blockers & a)), obstruction difference",
       {}},
      {"xray_one_lookup",
       "kindergarten attack and x-ray tables: one x-ray lookup per line (OliThink)",
       {}},
      {"kogge_stone",
       "Kogge-Stone occluded fills with rotates, all eight directions; shift_one: one rotate "
       "and the avoid-wrap mask; set_attacks: one fill per direction for all sliders; sees: "
       "the attacks' bit at to",
       {}},
      {"magic", "fancy magic bitboards: table[sq][(occ & mask) * magic >> shift]", {}},
      {"pext", "PEXT bitboards: table[sq][pext(occ, mask)] (BMI2, portable loop without)", {}},
      {"between_table",
       "squares_between: a's ray towards h8 meets b's ray towards a1 (or the reverse), by line "
       "masks; line_through from a [a][b] table; the variants add b, or a and b; ray_through: "
       "the ray of a that holds b",
       {}},
      {"leaper_shifts",
       "knight, king and pawn attacks by the wiki's set-wise shifts with a/b/g/h-file masks; "
       "one square = the set {sq}; pawn captures west, east, double = west & east; pawn pushes "
       "(b << 8 or b >> 8) & empty, double = pushes of the pushes on rank 3 or 6",
       {}},
      {"classical_rays",
       "ray_attacks: the wiki's classical approach, rayAttacks[dir8][sq] minus the ray of the "
       "nearest blocker (forward bit scan on positive rays, reverse on negative)",
       {}},
      {"position_modified_occupancy",
       "position kinds: pinners by x-rays through the king's own pieces, two lookups each "
       "(a ^ attacks(occ ^ (own & a))), pinned = between(king, pinner) & own; obstruction "
       "difference, leaper shifts",
       {}},
      {"position_one_lookup",
       "position kinds: pinners by one-lookup kindergarten x-rays behind the king's own "
       "pieces (OliThink), pinned = between(king, pinner) & own",
       {}},
      {"position_snipers",
       "position kinds as Stockfish: snipers on the king's lines by a mask, each with one piece "
       "on its between-table squares; magic bitboards",
       {}},
  }};
  f[0].functions.SLIDERCHECK_SINGLES(subtraction, W);
  f[1].functions.SLIDERCHECK_SINGLES(reverse_bitboards, W);
  f[2].functions.SLIDERCHECK_SINGLES(hyperbola_quintessence, W);
  f[3].functions.SLIDERCHECK_SINGLES(obstruction_difference, W);
  f[4].functions.template set<&fill_by_subtraction::sliding_attacks<W>>(Kind::sliding_attacks);
  f[4].functions.directions = fill_by_subtraction::kDirections;
  f[5].functions
      .template set<&xray_modified_occupancy::xray_rook_attacks<W>>(Kind::xray_rook_attacks)
      .template set<&xray_modified_occupancy::xray_bishop_attacks<W>>(Kind::xray_bishop_attacks);
  f[6].functions.SLIDERCHECK_SINGLES(xray_one_lookup, W)
      .template set<&xray_one_lookup::xray_rook_attacks<W>>(Kind::xray_rook_attacks)
      .template set<&xray_one_lookup::xray_bishop_attacks<W>>(Kind::xray_bishop_attacks);
  f[7].functions.SLIDERCHECK_SINGLES(kogge_stone, W)
      .template set<&kogge_stone::sliding_attacks<W>>(Kind::sliding_attacks)
      .template set<&kogge_stone::xray_sliding_attacks<W>>(Kind::xray_sliding_attacks)
      .template set<&kogge_stone::between<W>>(Kind::between)
      .template set<&kogge_stone::shift_one<W>>(Kind::shift_one)
      .template set<&kogge_stone::rook_sees<W>>(Kind::rook_sees)
      .template set<&kogge_stone::bishop_sees<W>>(Kind::bishop_sees)
      .template set<&kogge_stone::queen_sees<W>>(Kind::queen_sees)
      .template set<&kogge_stone::rook_set_attacks<W>>(Kind::rook_set_attacks)
      .template set<&kogge_stone::bishop_set_attacks<W>>(Kind::bishop_set_attacks)
      .template set<&kogge_stone::queen_set_attacks<W>>(Kind::queen_set_attacks);
  f[8].functions.SLIDERCHECK_SINGLES(magic, W);
  f[9].functions.SLIDERCHECK_SINGLES(pext, W);
  f[10]
      .functions.template set<&between_table::squares_between<W>>(Kind::squares_between)
      .template set<&between_table::line_through<W>>(Kind::line_through)
      .template set<&between_table::squares_between_to_b<W>>(Kind::squares_between_to_b)
      .template set<&between_table::squares_between_inclusive<W>>(Kind::squares_between_inclusive)
      .template set<&between_table::ray_through<W>>(Kind::ray_through)
      .template set<&between_table::squares_between_with_ends<W>>(Kind::squares_between_with_ends)
      .template set<&between_table::squares_between_to_b_aligned<W>>(
          Kind::squares_between_to_b_aligned);
  f[11]
      .functions.template set<&leaper_shifts::knight_attacks<W>>(Kind::knight_attacks)
      .template set<&leaper_shifts::king_attacks<W>>(Kind::king_attacks)
      .template set<&leaper_shifts::pawn_attacks<W>>(Kind::pawn_attacks)
      .template set<&leaper_shifts::knight_set_attacks<W>>(Kind::knight_set_attacks)
      .template set<&leaper_shifts::king_set_attacks<W>>(Kind::king_set_attacks)
      .template set<&leaper_shifts::pawn_set_attacks<W>>(Kind::pawn_set_attacks)
      .template set<&leaper_shifts::pawn_west_attacks<W>>(Kind::pawn_west_attacks)
      .template set<&leaper_shifts::pawn_east_attacks<W>>(Kind::pawn_east_attacks)
      .template set<&leaper_shifts::pawn_double_attacks<W>>(Kind::pawn_double_attacks)
      .template set<&leaper_shifts::knight_shift<W>>(Kind::knight_shift)
      .template set<&leaper_shifts::pawn_pushes<W>>(Kind::pawn_pushes)
      .template set<&leaper_shifts::pawn_double_pushes<W>>(Kind::pawn_double_pushes);
  f[12].functions.template set<&classical_rays::ray_attacks<W>>(Kind::ray_attacks);
  f[13].functions.SLIDERCHECK_POSITIONS(position_modified_occupancy, W);
  f[14].functions.SLIDERCHECK_POSITIONS(position_one_lookup, W);
  f[15].functions.SLIDERCHECK_POSITIONS(position_snipers, W);
  return f;
}

#undef SLIDERCHECK_SINGLES
#undef SLIDERCHECK_POSITIONS

}  // namespace slidercheck::impls
