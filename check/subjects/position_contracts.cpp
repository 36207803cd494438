// The position kinds' contracts: the domain of positions they are checked on,
// and the readings engines differ in (is_attacked's color, the king's blockers).
#include <string>

#include "slidercheck/implementation.h"
#include "slidercheck/oracle.h"

namespace slidercheck {

namespace {

constexpr Bitboard kRanks1And8 = 0xFF000000000000FFull;

template <class E>
struct Named {
  E value;
  const char* name;
};
constexpr Named<PositionDomain> kDomains[] = {{PositionDomain::game, "game"},
                                              {PositionDomain::any, "any"}};
constexpr Named<AttackedColor> kReadings[] = {{AttackedColor::attacker, "attacker"},
                                              {AttackedColor::attacked, "attacked"}};
constexpr Named<KingBlockers> kVariants[] = {{KingBlockers::stockfish, "stockfish"},
                                             {KingBlockers::keep_snipers, "keep-snipers"}};

template <class E, std::size_t N>
const char* name_in(const Named<E> (&table)[N], E value) {
  for (const Named<E>& row : table)
    if (row.value == value) return row.name;
  return "??";
}

template <class E, std::size_t N>
std::optional<E> parse_in(const Named<E> (&table)[N], std::string_view text) {
  for (const Named<E>& row : table)
    if (text == row.name) return row.value;
  return std::nullopt;
}

}  // namespace

const char* position_domain_name(PositionDomain d) { return name_in(kDomains, d); }
std::optional<PositionDomain> parse_position_domain(std::string_view text) {
  return parse_in(kDomains, text);
}
const char* attacked_color_name(AttackedColor r) { return name_in(kReadings, r); }
std::optional<AttackedColor> parse_attacked_color(std::string_view text) {
  return parse_in(kReadings, text);
}
const char* king_blockers_name(KingBlockers v) { return name_in(kVariants, v); }
std::optional<KingBlockers> parse_king_blockers(std::string_view text) {
  return parse_in(kVariants, text);
}

bool takes_king(Kind kind) {
  return is_position_kind(kind) && takes(kind, Field::color) && kind != Kind::attackers_by &&
         kind != Kind::is_attacked;
}

int side_to_move(const Input& in, AttackedColor reading) {
  if (!takes(in.kind, Field::color)) return -1;
  if (takes_king(in.kind)) return in.color & 1;
  if (in.kind == Kind::is_attacked && reading == AttackedColor::attacked) return in.color & 1;
  return (in.color & 1) ^ 1;
}

std::string outside_domain(const Input& in, const PositionContracts& contracts) {
  if (!is_position_kind(in.kind)) return "";
  const Position& pos = in.pos;
  if (std::string fault = position_fault(pos); !fault.empty()) return "not well-formed: " + fault;
  if (takes(in.kind, Field::color) && in.color != 0 && in.color != 1)
    return "the color is " + std::to_string(in.color) + ", not 0 or 1";
  if (takes(in.kind, Field::sq) && (in.sq < 0 || in.sq > 63))
    return "the square " + std::to_string(in.sq) + " is off the board";
  const char* side[] = {"white", "black"};
  if (takes_king(in.kind) && popcount(pieces(pos, in.color, kKing)) != 1)
    return std::string(side[in.color]) + " has " +
           std::to_string(popcount(pieces(pos, in.color, kKing))) + " kings, not one";
  if (contracts.domain == PositionDomain::any) return "";
  for (int c = 0; c < 2; ++c) {
    if (popcount(pieces(pos, c, kKing)) != 1)
      return std::string(side[c]) + " has " + std::to_string(popcount(pieces(pos, c, kKing))) +
             " kings, not one (game-like positions; --positions any allows it)";
  }
  if (pos.type[kPawn] & kRanks1And8)
    return "a pawn stands on rank 1 or 8 (game-like positions; --positions any allows it)";
  const int mover = side_to_move(in, contracts.attacked_color);
  if (mover >= 0) {
    const Bitboard king = pieces(pos, mover ^ 1, kKing);
    const int ksq = __builtin_ctzll(king);
    if (oracle::attackers_by(&pos, mover, occupied(pos), ksq))
      return std::string("the king of ") + side[mover ^ 1] +
             ", the side not to move, is in check (game-like positions; --positions any allows "
             "it)";
  }
  return "";
}

Bitboard position_expected(const Input& in, const PositionContracts& contracts) {
  if (in.kind == Kind::is_attacked && contracts.attacked_color == AttackedColor::attacked)
    return oracle::is_attacked(&in.pos, in.color ^ 1, in.sq);
  if (contracts.king_blockers == KingBlockers::keep_snipers) {
    if (in.kind == Kind::blockers_for_king)
      return oracle::blockers_for_king(&in.pos, in.color, false);
    if (in.kind == Kind::pinners) return oracle::pinners(&in.pos, in.color, false);
  }
  return oracle::eval(in);
}

}  // namespace slidercheck
