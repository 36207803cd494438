// The input contracts (implementation.h): the pair kinds' domain (--pairs,
// slidercheck_pairs) and pawn_attacks' squares (--pawn-squares,
// slidercheck_pawn_squares): the inputs outside them are never made.
#include <cstdlib>

#include "slidercheck/implementation.h"

namespace slidercheck {

const char* pair_domain_name(PairDomain pairs) {
  return pairs == PairDomain::aligned ? "aligned" : "all";
}

const char* pawn_squares_name(PawnSquares squares) {
  return squares == PawnSquares::pawn ? "pawn" : "all";
}

std::optional<PairDomain> parse_pair_domain(std::string_view text) {
  if (text == "all") return PairDomain::all;
  if (text == "aligned") return PairDomain::aligned;
  return std::nullopt;
}

std::optional<PawnSquares> parse_pawn_squares(std::string_view text) {
  if (text == "all") return PawnSquares::all;
  if (text == "pawn") return PawnSquares::pawn;
  return std::nullopt;
}

const char* pair_domain_description(PairDomain pairs) {
  return pairs == PairDomain::aligned
             ? "aligned (the pair kinds checked only on pairs that share a rank, file or "
               "diagonal, a != b)"
             : "all (the pair kinds checked on every pair of squares, a == b included)";
}

const char* pawn_squares_description(PawnSquares squares) {
  return squares == PawnSquares::pawn
             ? "pawn (pawn_attacks checked only where a pawn can stand: ranks 2 to 7)"
             : "all (pawn_attacks checked on every square)";
}

bool outside_input_contracts(const Input& in, PairDomain pairs, PawnSquares squares) {
  if (pairs == PairDomain::aligned && is_pair(in.kind)) {
    if (in.sq == in.sq2 || in.sq < 0 || in.sq > 63 || in.sq2 < 0 || in.sq2 > 63) return true;
    const int df = (in.sq2 & 7) - (in.sq & 7), dr = (in.sq2 >> 3) - (in.sq >> 3);
    return !(df == 0 || dr == 0 || std::abs(df) == std::abs(dr));
  }
  if (squares == PawnSquares::pawn && in.kind == Kind::pawn_attacks) return in.sq < 8 || in.sq > 55;
  return false;
}

}  // namespace slidercheck
