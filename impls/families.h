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
#define SLIDERCHECK_SINGLES(ns, W)                           \
  set(Kind::rook_attacks, &ns::rook_attacks<W>)              \
      .set(Kind::bishop_attacks, &ns::bishop_attacks<W>)     \
      .set(Kind::queen_attacks, &ns::queen_attacks<W>)       \
      .set(Kind::rank_attacks, &ns::rank_attacks<W>)         \
      .set(Kind::file_attacks, &ns::file_attacks<W>)         \
      .set(Kind::diagonal_attacks, &ns::diagonal_attacks<W>) \
      .set(Kind::antidiagonal_attacks, &ns::antidiagonal_attacks<W>)

// Sets the nine position kinds of a family namespace's templates on W.
#define SLIDERCHECK_POSITIONS(ns, W)                           \
  set(Kind::attackers_to, &ns::attackers_to<W>)                \
      .set(Kind::attackers_by, &ns::attackers_by<W>)           \
      .set(Kind::is_attacked, &ns::is_attacked<W>)             \
      .set(Kind::checkers, &ns::checkers<W>)                   \
      .set(Kind::pinned, &ns::pinned<W>)                       \
      .set(Kind::pinners, &ns::pinners<W>)                     \
      .set(Kind::blockers_for_king, &ns::blockers_for_king<W>) \
      .set(Kind::check_mask, &ns::check_mask<W>)               \
      .set(Kind::pin_mask, &ns::pin_mask<W>)

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
       "and the avoid-wrap mask",
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
       "one square = the set {sq}; pawn captures west, east, double = west & east",
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
  f[4].functions.set(Kind::sliding_attacks, &fill_by_subtraction::sliding_attacks<W>);
  f[4].functions.directions = fill_by_subtraction::kDirections;
  f[5].functions.set(Kind::xray_rook_attacks, &xray_modified_occupancy::xray_rook_attacks<W>)
      .set(Kind::xray_bishop_attacks, &xray_modified_occupancy::xray_bishop_attacks<W>);
  f[6].functions.SLIDERCHECK_SINGLES(xray_one_lookup, W)
      .set(Kind::xray_rook_attacks, &xray_one_lookup::xray_rook_attacks<W>)
      .set(Kind::xray_bishop_attacks, &xray_one_lookup::xray_bishop_attacks<W>);
  f[7].functions.SLIDERCHECK_SINGLES(kogge_stone, W)
      .set(Kind::sliding_attacks, &kogge_stone::sliding_attacks<W>)
      .set(Kind::xray_sliding_attacks, &kogge_stone::xray_sliding_attacks<W>)
      .set(Kind::between, &kogge_stone::between<W>)
      .set(Kind::shift_one, &kogge_stone::shift_one<W>);
  f[8].functions.SLIDERCHECK_SINGLES(magic, W);
  f[9].functions.SLIDERCHECK_SINGLES(pext, W);
  f[10]
      .functions.set(Kind::squares_between, &between_table::squares_between<W>)
      .set(Kind::line_through, &between_table::line_through<W>)
      .set(Kind::squares_between_to_b, &between_table::squares_between_to_b<W>)
      .set(Kind::squares_between_inclusive, &between_table::squares_between_inclusive<W>)
      .set(Kind::ray_through, &between_table::ray_through<W>);
  f[11]
      .functions.set(Kind::knight_attacks, &leaper_shifts::knight_attacks<W>)
      .set(Kind::king_attacks, &leaper_shifts::king_attacks<W>)
      .set(Kind::pawn_attacks, &leaper_shifts::pawn_attacks<W>)
      .set(Kind::knight_set_attacks, &leaper_shifts::knight_set_attacks<W>)
      .set(Kind::king_set_attacks, &leaper_shifts::king_set_attacks<W>)
      .set(Kind::pawn_set_attacks, &leaper_shifts::pawn_set_attacks<W>)
      .set(Kind::pawn_west_attacks, &leaper_shifts::pawn_west_attacks<W>)
      .set(Kind::pawn_east_attacks, &leaper_shifts::pawn_east_attacks<W>)
      .set(Kind::pawn_double_attacks, &leaper_shifts::pawn_double_attacks<W>);
  f[12].functions.set(Kind::ray_attacks, &classical_rays::ray_attacks<W>);
  f[13].functions.SLIDERCHECK_POSITIONS(position_modified_occupancy, W);
  f[14].functions.SLIDERCHECK_POSITIONS(position_one_lookup, W);
  f[15].functions.SLIDERCHECK_POSITIONS(position_snipers, W);
  return f;
}

#undef SLIDERCHECK_SINGLES
#undef SLIDERCHECK_POSITIONS

}  // namespace slidercheck::impls
