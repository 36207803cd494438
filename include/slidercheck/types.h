// The small value types of the public API, shared by the conformance library
// (slidercheck/conformance.h) and the fuzz entry (slidercheck/fuzz_entry.h):
// bitboards, positions, the function kinds, the levels, the conventions and
// contracts an engine declares, and a result's status. Nothing here depends
// on the checker's internals, which include this header for these types.
#pragma once

#include <cstdint>

#include "slidercheck/version.h"

// Marks the library's public functions: the only symbols its archives leave
// visible (they are compiled with -fvisibility=hidden).
#define SLIDERCHECK_API __attribute__((visibility("default")))

namespace slidercheck {

// A set of squares, bit i = square i (in the engine's numbering when it is
// the engine's; slidercheck/plugin.h).
using Bitboard = std::uint64_t;

// A position: the pieces of both sides as bitboards, in the layout of the
// plugin ABI's slidercheck_position (plugin.h) when W is a 64-bit word.
// Well-formed: the color sets are disjoint, the type sets are disjoint, and
// the two unions are equal (every piece has one color and one type).
template <class W>
struct PositionOf {
  W color[2];  // white, black
  W type[6];   // pawn, knight, bishop, rook, queen, king
  friend bool operator==(const PositionOf&, const PositionOf&) = default;
};
using Position = PositionOf<Bitboard>;

// The function kinds (docs/kinds.md defines each one). A minor version may
// add kinds at the end; it never renumbers or removes one.
enum class Kind : int {
  rook_attacks,
  bishop_attacks,
  queen_attacks,
  rank_attacks,
  file_attacks,
  diagonal_attacks,
  antidiagonal_attacks,
  xray_rook_attacks,
  xray_bishop_attacks,
  sliding_attacks,
  xray_sliding_attacks,
  between,
  squares_between,
  line_through,
  squares_between_to_b,
  squares_between_inclusive,
  knight_attacks,
  king_attacks,
  pawn_attacks,
  knight_set_attacks,
  king_set_attacks,
  pawn_set_attacks,
  ray_through,
  pawn_west_attacks,
  pawn_east_attacks,
  pawn_double_attacks,
  shift_one,
  ray_attacks,
  attackers_to,
  attackers_by,
  is_attacked,
  checkers,
  pinned,
  pinners,
  blockers_for_king,
  check_mask,
  pin_mask,
  squares_between_with_ends,
  squares_between_to_b_aligned,
  knight_shift,
  pawn_pushes,
  pawn_double_pushes,
  rook_sees,
  bishop_sees,
  queen_sees,
  rook_set_attacks,
  bishop_set_attacks,
  queen_set_attacks,
};

// How much of each function's input space is enumerated (docs/check.md).
enum class Level { quick, standard, exhaustive };

// The contract for the slider's own bit in single-slider and x-ray kinds.
enum class OwnSquare {
  any,       // both states must work (the default)
  occupied,  // the engine is only ever called with occ's bit at sq set
  empty,     // the engine is only ever called with occ's bit at sq clear
};

// The contract for the blockers argument of x-ray kinds (Shape::xray, and
// multi_extra kinds whose extra argument is Extra::blockers).
enum class XrayBlockers {
  any,       // any subset of the occupancy must work (the default)
  occupied,  // engine-style: called only with blockers = every occupied square
             // (occ; for multi_extra kinds the non-empty squares, ~empty)
};

// How an engine names the sides of the one-sided pawn captures
// (pawn_west_attacks, pawn_east_attacks).
enum class PawnSides {
  board,     // board sides: west = towards the a-file for both colors (the default)
  relative,  // as the moving side sees them: for black (color 1), west is towards the h-file
};

// The contracts of the position kinds: the positions they are checked on, and
// the readings engines differ in (check --positions, --attacked-color,
// --king-blockers; docs/conventions.md).
enum class PositionDomain {
  game,  // game-like: one king a side, no pawn on ranks 1 and 8, and for a kind
         // that takes a color, the king of the side not to move not in check (the default)
  any,   // every well-formed position (a kind that takes color's king: exactly one)
};
enum class AttackedColor {
  attacker,  // is_attacked(pos, color, sq): color is the attacking side (the default)
  attacked,  // color is the attacked side: the other side's pieces attack
};
enum class KingBlockers {
  stockfish,     // the occupancy less the snipers: a sniper behind a sniper counts (the default)
  keep_snipers,  // the occupancy of all pieces (shakmaty's slider_blockers); pinners: the true
                 // pins' sliders
};
struct PositionContracts {
  PositionDomain domain = PositionDomain::game;
  AttackedColor attacked_color = AttackedColor::attacker;
  KingBlockers king_blockers = KingBlockers::stockfish;
  friend bool operator==(const PositionContracts&, const PositionContracts&) = default;
};

// How one function's check ended: every case agreed (pass), a counterexample
// (fail), the call crashed or did not return (crash, timeout), or it was not
// checked (skipped).
enum class ResultStatus { pass, fail, crash, timeout, skipped };

}  // namespace slidercheck
