// The function kinds, as data: one table row per kind says everything the
// registry, plugin loading, enumeration, laws, reports, vectors, the prover and
// the fuzz codec need to know about it. Adding a kind = one row here, its oracle
// definition (oracle/ray_walker.cpp) and its enumeration (check/cases/enumerate.cpp).
// A kind's argument list is its shape, described in shapes.h (its fields, their
// names, its C signature, its exec record); the predicates below derive from it.
//
// Definitions: each row's last field, which the oracle implements exactly and
// `slidercheck kinds` prints; docs/conventions.md gives them with the engines'
// names. The result never depends on bits the definition does not read.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "slidercheck/board.h"
#include "slidercheck/shapes.h"

namespace slidercheck {

// enum class Kind: slidercheck/types.h (the public API names the kinds too).
inline constexpr int kKinds = 48;

// How a kind is composed of others (the "composition" laws).
enum class Compose {
  none,
  union_of_parts,         // f = parts[0] | parts[1] on the same input
  xray_of_base,           // a = base(occ); f = a ^ base(occ ^ (blockers & a))
  union_over_sliders,     // f(sliders) = OR of f({s}) over s in sliders
  xray_fill_of_base,      // b = blockers & base(sliders); f = b ? base(b) : 0
  between_of_base,        // f ⊆ base(sliders, dir8) & base(targets, dir8 ^ 4)
  contains_base,          // pair: base(a, b) ⊆ f(a, b)
  base_and_b,             // pair: f(a, b) = base(a, b) | {b} (not symmetric in a, b)
  base_and_ends,          // pair: f(a, b) = base(a, b) | {a, b} when aligned or a == b, else 0
  union_over_squares,     // set: f(set) = OR of base(s) over s in set (same color)
  union_over_set,         // set: f(set) = OR of f({s}) over s in set (same color, dir8)
  rays_make_line,         // pair: base(a, b) = f(a, b) | f(b, a) (base line_through)
  intersection_of_parts,  // f = parts[0] & parts[1] on the same input
  base_and_both_ends,     // pair: f(a, b) = base(a, b) | {a, b}, aligned or not ({a} for a == b)
  base_and_b_aligned,     // pair: f(a, b) = base(a, b) | {b} when aligned and a != b, else 0
                          // (not symmetric in a, b)
  rays_make_pieces,       // ray: the OR of f over the four directions of dir8's piece (the
                          // rook's for east, sout, west, nort: parts[0]; the bishop's:
                          // parts[1]) is that piece's attacks on the same (occ, sq)
  shift_and_empty,        // pushes: f(color, set, empty) = base(set, color ? sout : nort) & empty
                          // (base shift_one)
  pushes_of_pushes,       // pushes: f(color, set, empty) = base(color, base(color, set & start
                          // rank, empty), empty) (base pawn_pushes)
  sees_of_base,           // sees: f(occ, from, to) = bit to of base(occ, from)
  union_over_slider_squares,  // set_attacks: f(sliders, occ) = OR of base(occ, s) over s in
                              // sliders
};

// Bits of KindInfo::lines: the four line directions (one per line).
inline constexpr std::uint8_t kLineRank = 1 << kEast, kLineFile = 1 << kNort,
                              kLineDiagonal = 1 << kNoEa, kLineAntidiagonal = 1 << kNoWe;

// Everything about one kind.
struct KindInfo {
  Kind kind;
  const char* name;    // "rook_attacks": CLI, JSON, reports, test names
  const char* symbol;  // the plugin ABI's exported name
  Shape shape;
  std::uint8_t lines;      // single/xray: the line directions it looks along (kLine* bits)
  Extra extra;             // multi_extra: which Input field the fourth argument is
  Compose compose;         // the composition law
  Kind parts[2];           // union_of_parts: the two parts
  Kind base;               // xray_of_base, xray_fill_of_base, between_of_base, pair laws: base
  const char* definition;  // one line, for vectors and docs
};

// The table. Row i describes Kind i.
inline constexpr KindInfo kKindTable[kKinds] = {
    {Kind::rook_attacks,
     "rook_attacks",
     "slidercheck_rook_attacks",
     Shape::single,
     kLineRank | kLineFile,
     Extra::none,
     Compose::union_of_parts,
     {Kind::rank_attacks, Kind::file_attacks},
     Kind::rook_attacks,
     "rank_attacks(occ, sq) | file_attacks(occ, sq)"},
    {Kind::bishop_attacks,
     "bishop_attacks",
     "slidercheck_bishop_attacks",
     Shape::single,
     kLineDiagonal | kLineAntidiagonal,
     Extra::none,
     Compose::union_of_parts,
     {Kind::diagonal_attacks, Kind::antidiagonal_attacks},
     Kind::bishop_attacks,
     "diagonal_attacks(occ, sq) | antidiagonal_attacks(occ, sq)"},
    {Kind::queen_attacks,
     "queen_attacks",
     "slidercheck_queen_attacks",
     Shape::single,
     kLineRank | kLineFile | kLineDiagonal | kLineAntidiagonal,
     Extra::none,
     Compose::union_of_parts,
     {Kind::rook_attacks, Kind::bishop_attacks},
     Kind::queen_attacks,
     "rook_attacks(occ, sq) | bishop_attacks(occ, sq)"},
    {Kind::rank_attacks,
     "rank_attacks",
     "slidercheck_rank_attacks",
     Shape::single,
     kLineRank,
     Extra::none,
     Compose::none,
     {},
     Kind::rank_attacks,
     "along the rank (east and west), the squares up to and including the first occupied one; "
     "never sq"},
    {Kind::file_attacks,
     "file_attacks",
     "slidercheck_file_attacks",
     Shape::single,
     kLineFile,
     Extra::none,
     Compose::none,
     {},
     Kind::file_attacks,
     "along the file (nort and sout), the squares up to and including the first occupied one; "
     "never sq"},
    {Kind::diagonal_attacks,
     "diagonal_attacks",
     "slidercheck_diagonal_attacks",
     Shape::single,
     kLineDiagonal,
     Extra::none,
     Compose::none,
     {},
     Kind::diagonal_attacks,
     "along the a1-h8 diagonal (noEa and soWe), the squares up to and including the first "
     "occupied one; never sq"},
    {Kind::antidiagonal_attacks,
     "antidiagonal_attacks",
     "slidercheck_antidiagonal_attacks",
     Shape::single,
     kLineAntidiagonal,
     Extra::none,
     Compose::none,
     {},
     Kind::antidiagonal_attacks,
     "along the h1-a8 antidiagonal (noWe and soEa), the squares up to and including the first "
     "occupied one; never sq"},
    {Kind::xray_rook_attacks,
     "xray_rook_attacks",
     "slidercheck_xray_rook_attacks",
     Shape::xray,
     kLineRank | kLineFile,
     Extra::none,
     Compose::xray_of_base,
     {},
     Kind::rook_attacks,
     "a ^ rook_attacks(occ ^ (blockers & a), sq) with a = rook_attacks(occ, sq); blockers is a "
     "subset of occ"},
    {Kind::xray_bishop_attacks,
     "xray_bishop_attacks",
     "slidercheck_xray_bishop_attacks",
     Shape::xray,
     kLineDiagonal | kLineAntidiagonal,
     Extra::none,
     Compose::xray_of_base,
     {},
     Kind::bishop_attacks,
     "a ^ bishop_attacks(occ ^ (blockers & a), sq) with a = bishop_attacks(occ, sq); blockers is "
     "a subset of occ"},
    {Kind::sliding_attacks,
     "sliding_attacks",
     "slidercheck_sliding_attacks",
     Shape::multi,
     0,
     Extra::none,
     Compose::union_over_sliders,
     {},
     Kind::sliding_attacks,
     "the union over the sliders of the ray in dir8 through empty squares, including the first "
     "non-empty one; a slider's own square may be empty or not"},
    {Kind::xray_sliding_attacks,
     "xray_sliding_attacks",
     "slidercheck_xray_sliding_attacks",
     Shape::multi_extra,
     0,
     Extra::blockers,
     Compose::xray_fill_of_base,
     {},
     Kind::sliding_attacks,
     "b = blockers & sliding_attacks(sliders, empty, dir8); b ? sliding_attacks(b, empty, dir8) : "
     "0"},
    {Kind::between,
     "between",
     "slidercheck_between",
     Shape::multi_extra,
     0,
     Extra::targets,
     Compose::between_of_base,
     {},
     Kind::sliding_attacks,
     "sliding_attacks(sliders, empty, dir8) & sliding_attacks(targets, empty, dir8 ^ 4)"},
    {Kind::squares_between,
     "squares_between",
     "slidercheck_squares_between",
     Shape::pair,
     0,
     Extra::none,
     Compose::none,
     {},
     Kind::squares_between,
     "the squares strictly between a and b when they share a rank, file, diagonal or "
     "antidiagonal; 0 otherwise, and 0 for a == b"},
    {Kind::line_through,
     "line_through",
     "slidercheck_line_through",
     Shape::pair,
     0,
     Extra::none,
     Compose::contains_base,
     {},
     Kind::squares_between,
     "the whole line (rank, file, diagonal or antidiagonal) through a and b, edge to edge, a and "
     "b included, when they share one and a != b; 0 otherwise, and 0 for a == b"},
    {Kind::squares_between_to_b,
     "squares_between_to_b",
     "slidercheck_squares_between_to_b",
     Shape::pair,
     0,
     Extra::none,
     Compose::base_and_b,
     {},
     Kind::squares_between,
     "squares_between(a, b) | {b}: the squares strictly between a and b and b itself; {b} when "
     "they share no line, and {a} for a == b (Stockfish's BetweenBB)"},
    {Kind::squares_between_inclusive,
     "squares_between_inclusive",
     "slidercheck_squares_between_inclusive",
     Shape::pair,
     0,
     Extra::none,
     Compose::base_and_ends,
     {},
     Kind::squares_between,
     "squares_between(a, b) | {a, b} when a and b share a rank, file, diagonal or antidiagonal, "
     "and {a} for a == b; 0 otherwise"},
    {Kind::knight_attacks,
     "knight_attacks",
     "slidercheck_knight_attacks",
     Shape::square,
     0,
     Extra::none,
     Compose::none,
     {},
     Kind::knight_attacks,
     "the squares a knight on sq attacks: (file, rank) steps (+-1, +-2) and (+-2, +-1) that stay "
     "on the board"},
    {Kind::king_attacks,
     "king_attacks",
     "slidercheck_king_attacks",
     Shape::square,
     0,
     Extra::none,
     Compose::none,
     {},
     Kind::king_attacks,
     "the squares a king on sq attacks: the up to eight neighbours of sq"},
    {Kind::pawn_attacks,
     "pawn_attacks",
     "slidercheck_pawn_attacks",
     Shape::color_square,
     0,
     Extra::none,
     Compose::none,
     {},
     Kind::pawn_attacks,
     "the squares a pawn of color (0 white, 1 black) on sq attacks: one file left and right, one "
     "rank towards rank 8 (white) or rank 1 (black), on the board"},
    {Kind::knight_set_attacks,
     "knight_set_attacks",
     "slidercheck_knight_set_attacks",
     Shape::set,
     0,
     Extra::none,
     Compose::union_over_squares,
     {},
     Kind::knight_attacks,
     "the union of knight_attacks(s) over the squares s of set"},
    {Kind::king_set_attacks,
     "king_set_attacks",
     "slidercheck_king_set_attacks",
     Shape::set,
     0,
     Extra::none,
     Compose::union_over_squares,
     {},
     Kind::king_attacks,
     "the union of king_attacks(s) over the squares s of set"},
    {Kind::pawn_set_attacks,
     "pawn_set_attacks",
     "slidercheck_pawn_set_attacks",
     Shape::color_set,
     0,
     Extra::none,
     Compose::union_over_squares,
     {},
     Kind::pawn_attacks,
     "the union of pawn_attacks(color, s) over the squares s of set"},
    {Kind::ray_through,
     "ray_through",
     "slidercheck_ray_through",
     Shape::pair,
     0,
     Extra::none,
     Compose::rays_make_line,
     {},
     Kind::line_through,
     "the ray from a through b to the board's edge (the squares between, b, and those beyond b; "
     "a excluded) when a and b share a rank, file, diagonal or antidiagonal; 0 otherwise, and 0 "
     "for a == b (Stockfish's "
     "RayPassBB)"},
    {Kind::pawn_west_attacks,
     "pawn_west_attacks",
     "slidercheck_pawn_west_attacks",
     Shape::color_set,
     0,
     Extra::none,
     Compose::union_over_set,
     {},
     Kind::pawn_west_attacks,
     "the squares the pawns of color (0 white, 1 black) on set attack one file towards the "
     "a-file (west, for both colors) and one rank ahead, on the board"},
    {Kind::pawn_east_attacks,
     "pawn_east_attacks",
     "slidercheck_pawn_east_attacks",
     Shape::color_set,
     0,
     Extra::none,
     Compose::union_over_set,
     {},
     Kind::pawn_east_attacks,
     "the squares the pawns of color (0 white, 1 black) on set attack one file towards the "
     "h-file (east, for both colors) and one rank ahead, on the board"},
    {Kind::pawn_double_attacks,
     "pawn_double_attacks",
     "slidercheck_pawn_double_attacks",
     Shape::color_set,
     0,
     Extra::none,
     Compose::intersection_of_parts,
     {Kind::pawn_west_attacks, Kind::pawn_east_attacks},
     Kind::pawn_double_attacks,
     "the squares attacked by two pawns of color on set: pawn_west_attacks(color, set) & "
     "pawn_east_attacks(color, set)"},
    {Kind::shift_one,
     "shift_one",
     "slidercheck_shift_one",
     Shape::set_dir,
     0,
     Extra::none,
     Compose::union_over_set,
     {},
     Kind::shift_one,
     "every square of set moved one step in dir8; a step off the board is dropped (no wrap "
     "between the a- and h-files or round the ranks)"},
    {Kind::ray_attacks,
     "ray_attacks",
     "slidercheck_ray_attacks",
     Shape::ray,
     0,
     Extra::none,
     Compose::rays_make_pieces,
     {Kind::rook_attacks, Kind::bishop_attacks},
     Kind::ray_attacks,
     "the squares from sq in dir8 up to and including the first occupied one; never sq (the "
     "rays of the four rook directions make rook_attacks, of the four bishop directions "
     "bishop_attacks)"},
    {Kind::attackers_to,
     "attackers_to",
     "slidercheck_attackers_to",
     Shape::pos_occ_sq,
     0,
     Extra::none,
     Compose::none,
     {},
     Kind::attackers_to,
     "every piece of either color that attacks sq: pawns, knights and kings by their leaps, "
     "sliders along their lines through occ, stopping at its first occupied square; the piece "
     "sets are not masked by occ"},
    {Kind::attackers_by,
     "attackers_by",
     "slidercheck_attackers_by",
     Shape::pos_color_occ_sq,
     0,
     Extra::none,
     Compose::none,
     {},
     Kind::attackers_to,
     "attackers_to(pos, occ, sq) & pos->color[color]: color's pieces that attack sq"},
    {Kind::is_attacked,
     "is_attacked",
     "slidercheck_is_attacked",
     Shape::pos_color_sq,
     0,
     Extra::none,
     Compose::none,
     {},
     Kind::attackers_by,
     "1 when a piece of color attacks sq with the occupancy of all pieces "
     "(attackers_by(pos, color, occupied, sq) != 0), else 0"},
    {Kind::checkers,
     "checkers",
     "slidercheck_checkers",
     Shape::pos_color,
     0,
     Extra::none,
     Compose::none,
     {},
     Kind::attackers_by,
     "the other side's pieces that attack color's king: attackers_by(pos, color ^ 1, occupied, "
     "king)"},
    {Kind::pinned,
     "pinned",
     "slidercheck_pinned",
     Shape::pos_color,
     0,
     Extra::none,
     Compose::none,
     {},
     Kind::pinned,
     "color's pieces that each stand alone between color's king and an enemy slider that moves "
     "along that line (rook or queen on a rank or file, bishop or queen on a diagonal)"},
    {Kind::pinners,
     "pinners",
     "slidercheck_pinners",
     Shape::pos_color,
     0,
     Extra::none,
     Compose::none,
     {},
     Kind::pinned,
     "Stockfish's pinners: the snipers (enemy sliders aimed at color's king on an empty board) "
     "whose only piece between them and the king, in the occupancy of all pieces less the "
     "snipers, is color's (so a sniper behind a sniper counts)"},
    {Kind::blockers_for_king,
     "blockers_for_king",
     "slidercheck_blockers_for_king",
     Shape::pos_color,
     0,
     Extra::none,
     Compose::none,
     {},
     Kind::pinned,
     "the pieces of either color that are each the only piece between color's king and a "
     "sniper (an enemy slider aimed at the king on an empty board), in the occupancy of all "
     "pieces less the snipers (Stockfish's blockers_for_king)"},
    {Kind::check_mask,
     "check_mask",
     "slidercheck_check_mask",
     Shape::pos_color,
     0,
     Extra::none,
     Compose::none,
     {},
     Kind::checkers,
     "all 64 squares when color's king is not in check; with one checker, the squares between "
     "the king and the checker and the checker; with two or more, none"},
    {Kind::pin_mask,
     "pin_mask",
     "slidercheck_pin_mask",
     Shape::pos_color_sq,
     0,
     Extra::none,
     Compose::none,
     {},
     Kind::pinned,
     "when the piece on sq is one of color's pinned pieces, the whole line through the king and "
     "its pinner, edge to edge; otherwise all 64 squares"},
    {Kind::squares_between_with_ends,
     "squares_between_with_ends",
     "slidercheck_squares_between_with_ends",
     Shape::pair,
     0,
     Extra::none,
     Compose::base_and_both_ends,
     {},
     Kind::squares_between,
     "squares_between(a, b) | {a, b} for every pair: the squares strictly between a and b and "
     "both ends; {a, b} when they share no line, and {a} for a == b (Viridithas' "
     "RAY_INTERSECTING)"},
    {Kind::squares_between_to_b_aligned,
     "squares_between_to_b_aligned",
     "slidercheck_squares_between_to_b_aligned",
     Shape::pair,
     0,
     Extra::none,
     Compose::base_and_b_aligned,
     {},
     Kind::squares_between,
     "squares_between(a, b) | {b} when a and b share a rank, file, diagonal or antidiagonal and "
     "a != b; 0 otherwise, and 0 for a == b (brchess' bb_between)"},
    {Kind::knight_shift,
     "knight_shift",
     "slidercheck_knight_shift",
     Shape::set_jump,
     0,
     Extra::none,
     Compose::union_over_set,
     {},
     Kind::knight_shift,
     "every square of set moved by one knight jump, jump 0..7 = +17, +10, -6, -15, -17, -10, "
     "+6, +15 (clockwise from north-north-east); a jump off the board is dropped (no wrap "
     "between the files or round the ranks)"},
    {Kind::pawn_pushes,
     "pawn_pushes",
     "slidercheck_pawn_pushes",
     Shape::color_set_empty,
     0,
     Extra::none,
     Compose::shift_and_empty,
     {},
     Kind::shift_one,
     "the squares one rank forward (towards rank 8 for color 0, white; rank 1 for color 1, "
     "black) of the pawns of set that are in empty; a push off the board is dropped (no wrap); "
     "every set and empty, overlapping or not"},
    {Kind::pawn_double_pushes,
     "pawn_double_pushes",
     "slidercheck_pawn_double_pushes",
     Shape::color_set_empty,
     0,
     Extra::none,
     Compose::pushes_of_pushes,
     {},
     Kind::pawn_pushes,
     "the squares two ranks forward of the pawns of set on their start rank (rank 2 for white, "
     "rank 7 for black) with both the square passed and the square reached in empty"},
    {Kind::rook_sees,
     "rook_sees",
     "slidercheck_rook_sees",
     Shape::sees,
     kLineRank | kLineFile,
     Extra::none,
     Compose::sees_of_base,
     {},
     Kind::rook_attacks,
     "1 when to is in rook_attacks(occ, from), else 0: 0 for from == to; the bits of occ at "
     "from and to do not matter"},
    {Kind::bishop_sees,
     "bishop_sees",
     "slidercheck_bishop_sees",
     Shape::sees,
     kLineDiagonal | kLineAntidiagonal,
     Extra::none,
     Compose::sees_of_base,
     {},
     Kind::bishop_attacks,
     "1 when to is in bishop_attacks(occ, from), else 0: 0 for from == to; the bits of occ at "
     "from and to do not matter"},
    {Kind::queen_sees,
     "queen_sees",
     "slidercheck_queen_sees",
     Shape::sees,
     kLineRank | kLineFile | kLineDiagonal | kLineAntidiagonal,
     Extra::none,
     Compose::sees_of_base,
     {},
     Kind::queen_attacks,
     "1 when to is in queen_attacks(occ, from), else 0: 0 for from == to; the bits of occ at "
     "from and to do not matter"},
    {Kind::rook_set_attacks,
     "rook_set_attacks",
     "slidercheck_rook_set_attacks",
     Shape::set_attacks,
     kLineRank | kLineFile,
     Extra::none,
     Compose::union_over_slider_squares,
     {},
     Kind::rook_attacks,
     "the union of rook_attacks(occ, s) over the squares s of sliders; 0 for no sliders"},
    {Kind::bishop_set_attacks,
     "bishop_set_attacks",
     "slidercheck_bishop_set_attacks",
     Shape::set_attacks,
     kLineDiagonal | kLineAntidiagonal,
     Extra::none,
     Compose::union_over_slider_squares,
     {},
     Kind::bishop_attacks,
     "the union of bishop_attacks(occ, s) over the squares s of sliders; 0 for no sliders"},
    {Kind::queen_set_attacks,
     "queen_set_attacks",
     "slidercheck_queen_set_attacks",
     Shape::set_attacks,
     kLineRank | kLineFile | kLineDiagonal | kLineAntidiagonal,
     Extra::none,
     Compose::union_over_slider_squares,
     {},
     Kind::queen_attacks,
     "the union of queen_attacks(occ, s) over the squares s of sliders; 0 for no sliders"},
};

// Returns kind's row of the table.
constexpr const KindInfo& info(Kind kind) { return kKindTable[static_cast<int>(kind)]; }

// Returns every kind, in the order above.
constexpr std::array<Kind, kKinds> all_kinds() {
  std::array<Kind, kKinds> kinds{};
  for (int i = 0; i < kKinds; ++i) kinds[i] = static_cast<Kind>(i);
  return kinds;
}
// Returns the kind's name, e.g. "rook_attacks" ("??" when out of range).
const char* kind_name(Kind kind);
// Returns the kind named text, or nothing.
std::optional<Kind> parse_kind(std::string_view text);
// Returns the argument shape of kind.
constexpr Shape shape_of(Kind kind) { return info(kind).shape; }
// Returns kind's arguments, in C order (its exec record), the extra one named.
constexpr FieldList arguments(Kind kind) {
  return resolve_extra(shape_info(shape_of(kind)).arguments, info(kind).extra);
}
// Returns kind's arguments in the order reports and commands show them.
constexpr FieldList shown_fields(Kind kind) {
  return resolve_extra(shape_info(shape_of(kind)).shown, info(kind).extra);
}
// Returns whether field is one of kind's arguments (the extra one named).
constexpr bool takes(Kind kind, Field field) {
  for (Field f : arguments(kind))
    if (f == field) return true;
  return false;
}
// Returns whether kind moves by a direction it is given: dir8 or a knight jump
// (both kept in Input::dir8).
constexpr bool takes_direction(Kind kind) {
  return takes(kind, Field::dir8) || takes(kind, Field::jump);
}
// Returns the name of kind's direction argument d: dir8's or the knight jump's.
inline const char* direction_name(Kind kind, int d) {
  return takes(kind, Field::jump) ? jump_name(d) : dir8_name(d);
}
// Returns whether kind takes (sliders, empty, ..., dir8).
constexpr bool is_multi(Kind kind) {
  return takes(kind, Field::sliders) && takes(kind, Field::empty);
}
// Returns whether kind takes (occ, from, to): whether a slider on from sees to.
constexpr bool is_sees(Kind kind) { return takes(kind, Field::to); }
// Returns whether kind takes (sliders, occ): the attacks of a set of sliders
// of one piece (the table's lines), each through occ.
constexpr bool is_slider_set(Kind kind) {
  return takes(kind, Field::sliders) && takes(kind, Field::occ);
}
// Returns whether kind answers a truth value, 0 or 1 (is_attacked, the sees
// kinds): the same in every numbering, never a set of squares.
constexpr bool answers_truth(Kind kind) { return kind == Kind::is_attacked || is_sees(kind); }
// Returns whether kind takes a position (the attackers, checks and pins of a position).
constexpr bool is_position_kind(Kind kind) { return takes(kind, Field::pos); }
// Returns whether kind takes (occ, ..., sq): a slider on one square (its lines,
// or one ray of it).
constexpr bool is_single_slider(Kind kind) {
  return takes(kind, Field::occ) && takes(kind, Field::sq) && !is_position_kind(kind);
}
// Returns whether kind takes (occ, sq, dir8): one slider's ray in one direction.
constexpr bool is_ray(Kind kind) { return is_single_slider(kind) && takes(kind, Field::dir8); }
// Returns whether kind takes (occ, sq) or (occ, sq, dir8): one slider, no x-ray.
constexpr bool is_plain_slider(Kind kind) {
  return is_single_slider(kind) && !takes(kind, Field::blockers);
}
// Returns whether kind takes (occ, sq) only: one slider along whole lines (the
// table's lines), no x-ray, no direction.
constexpr bool is_line_slider(Kind kind) { return is_plain_slider(kind) && !is_ray(kind); }
// Returns whether kind takes a fourth argument (sliders, empty, extra, dir8).
constexpr bool has_extra(Kind kind) { return info(kind).extra != Extra::none; }
// Returns whether kind takes two squares (a, b).
constexpr bool is_pair(Kind kind) { return takes(kind, Field::a); }
// Returns whether kind is a pair kind with f(a, b) == f(b, a) (law "swap").
constexpr bool is_symmetric_pair(Kind kind) {
  return is_pair(kind) && info(kind).compose != Compose::base_and_b &&
         info(kind).compose != Compose::base_and_b_aligned &&
         info(kind).compose != Compose::rays_make_line;
}
// Returns whether kind takes a color (the pawn kinds).
constexpr bool has_color(Kind kind) { return takes(kind, Field::color) && !is_position_kind(kind); }
// Returns whether kind is one side of the set-wise pawn captures (west, east).
constexpr bool is_one_sided_pawn(Kind kind) {
  return has_color(kind) && info(kind).compose == Compose::union_over_set;
}
// Returns whether kind pushes pawns through empty squares (color, set, empty).
constexpr bool is_pawn_push(Kind kind) {
  return takes(kind, Field::set) && takes(kind, Field::empty);
}
// Returns whether kind takes a set of squares (Input::set): the set-wise
// leapers, shift_one, knight_shift and the pawn pushes.
constexpr bool is_set_kind(Kind kind) { return takes(kind, Field::set); }
// Returns whether kind is a leaper kind: (sq), (color, sq), (set), (color, set),
// shift_one's (set, dir8), knight_shift's (set, jump) and the pawn pushes'
// (color, set, empty) (each square of the set moves).
constexpr bool is_leaper(Kind kind) {
  return is_set_kind(kind) ||
         (takes(kind, Field::sq) && !is_single_slider(kind) && !is_position_kind(kind));
}
// Returns whether kind is a one-square leaper kind: (sq), (color, sq).
constexpr bool is_square_leaper(Kind kind) { return is_leaper(kind) && !is_set_kind(kind); }
// Returns the number of line directions of a single-slider, sees or
// set_attacks kind (0 for a ray).
constexpr int line_count(Kind kind) { return popcount(info(kind).lines); }

// One call of one function kind: the union of every shape's fields (shapes.h).
// Only the fields of the kind's shape matter (arguments(kind); Field says
// where each is kept); the others are left as they are.
struct Input {
  Kind kind = Kind::rook_attacks;
  int sq = 0;    // also a pair's a, a sees kind's from
  int dir8 = 0;  // a compass direction; knight_shift: the knight jump
  Bitboard occ = 0;
  Bitboard blockers = 0;
  Bitboard sliders = 0;  // multi, set_attacks
  Bitboard empty = 0;
  Bitboard targets = 0;
  int sq2 = 0;       // pair: b; sees: to
  int color = 0;     // color_square, color_set, color_set_empty: 0 white, 1 black
  Bitboard set = 0;  // set, color_set, set_dir, set_jump: the leapers' (the set's) squares;
                     // color_set_empty: the pawns (Input::empty: the squares they push to)
  Position pos{};    // the position kinds: the pieces

  friend bool operator==(const Input&, const Input&) = default;
};

// Returns the fourth argument of a multi_extra input (blockers or targets).
constexpr Bitboard extra_of(const Input& in) {
  return info(in.kind).extra == Extra::targets ? in.targets : in.blockers;
}
// Returns the field that holds the fourth argument of a multi_extra kind.
constexpr Bitboard& extra_field(Input& in) {
  return info(in.kind).extra == Extra::targets ? in.targets : in.blockers;
}
// Returns the name of the fourth argument ("blockers", "targets") or "".
constexpr const char* extra_name(Kind kind) {
  return info(kind).extra == Extra::targets    ? "targets"
         : info(kind).extra == Extra::blockers ? "blockers"
                                               : "";
}

// Returns the bitboard whose set bits are the "pieces" of input: what a shrink
// removes one at a time (occ for single/xray; non-empty squares for multi;
// the set for set kinds; nothing for pair and the one-square leapers).
Bitboard pieces_of(const Input& input);

// ---- Fields of an input, at run time (the reports, the parsers, the codecs) ----

// Returns field of in as a number (field is not Field::extra: see arguments(kind);
// Field::pos has none: 0, its text is position_text).
std::uint64_t field_value(const Input& in, Field field);
// Sets field of in to value (field is not Field::extra).
void set_field(Input& in, Field field, std::uint64_t value);
// Returns in's position as text: its FEN when it is well-formed (the side to
// move: in's color, white for attackers_to), its hex words otherwise.
std::string position_text(const Input& in);
// Returns in's position as an option: "--fen 'FEN'" when it is well-formed,
// "--position HEX" otherwise (dashes: as argument_options').
std::string position_option(const Input& in, const char* dashes = "--");
// Returns in's arguments as command-line options, as shown_fields orders them,
// e.g. " --sq e4 --occ 0x0000000000000000" (dashes "": " sq e4 occ 0x...").
std::string argument_options(const Input& in, const char* dashes = "--");

}  // namespace slidercheck
