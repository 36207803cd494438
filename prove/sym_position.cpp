// The symbolic oracle of the position kinds (see sym_position.h).
#include "prove/sym_position.h"

#include <stdexcept>
#include <vector>

#include "prove/sym_oracle.h"
#include "slidercheck/board.h"
#include "slidercheck/oracle.h"
#include "slidercheck/oracle_leapers.h"

namespace slidercheck::prove::sym_position {

namespace {

// Returns the squares of sq's ray in dir8, nearest first.
std::vector<int> ray_squares(int sq, int dir8) {
  std::vector<int> out;
  for (int f = file_of(sq) + dir8_file_step(dir8), r = rank_of(sq) + dir8_rank_step(dir8);
       0 <= f && f < 8 && 0 <= r && r < 8; f += dir8_file_step(dir8), r += dir8_rank_step(dir8))
    out.push_back(make_square(f, r));
  return out;
}

bool straight(int dir8) { return dir8_file_step(dir8) == 0 || dir8_rank_step(dir8) == 0; }

// Returns the sliders of pos that move along dir8 (rooks or bishops, and queens).
SymWord sliders_along(const SymPosition& p, int dir8) {
  return (straight(dir8) ? p.type[kRook] : p.type[kBishop]) | p.type[kQueen];
}

SymWord constant(z3::context& ctx, Bitboard b) { return SymWord(ctx.bv_val(b, 64)); }

SymWord attackers_to(const SymPosition& p, const SymWord& occ, int sq) {
  z3::context& ctx = occ.expr().ctx();
  SymWord out = constant(ctx, oracle::knight_attacks(sq)) & p.type[kKnight];
  out = out | (constant(ctx, oracle::king_attacks(sq)) & p.type[kKing]);
  // A pawn of color c on s attacks sq when sq is among pawn_attacks(c, s).
  for (int c = 0; c < 2; ++c) {
    Bitboard from = 0;
    for (int s = 0; s < kSquares; ++s)
      if ((oracle::pawn_attacks(c, s) >> sq) & 1) from |= Bitboard{1} << s;
    out = out | (constant(ctx, from) & p.type[kPawn] & p.color[c]);
  }
  // A slider on s attacks sq along d exactly when s is on sq's ray in d's
  // opposite direction, up to its first occupied square.
  for (int d = 0; d < kDirections; ++d)
    out = out | (sym_oracle::ray(occ, sq, d) & sliders_along(p, opposite(d)));
  return out;
}

z3::expr on(const SymWord& w, int sq) { return bit(w, sq); }

// The lines from the king: per ray, each square's "first piece" and "the
// lone piece before a sniper" conditions, as the definitions read them.
struct Pins {
  std::vector<z3::expr> pinned, pinners, blockers;
};

Pins pins(const SymPosition& p, int color, int king, z3::context& ctx) {
  Pins out{std::vector<z3::expr>(kSquares, ctx.bool_val(false)),
           std::vector<z3::expr>(kSquares, ctx.bool_val(false)),
           std::vector<z3::expr>(kSquares, ctx.bool_val(false))};
  const SymWord occ = p.color[0] | p.color[1];
  const SymWord own = p.color[color], them = p.color[color ^ 1];
  for (int d = 0; d < kDirections; ++d) {
    const std::vector<int> ray = ray_squares(king, d);
    const SymWord sniper_set = sliders_along(p, d) & them;
    // Walking away from the king: lone[i] (lone_less[i]) holds while ray[i]
    // is the only piece (the only piece but snipers) seen so far.
    std::vector<z3::expr> lone, lone_less;
    z3::expr none = ctx.bool_val(true), none_less = ctx.bool_val(true);
    for (int sq : ray) {
      const z3::expr piece = on(occ, sq), sniper = on(sniper_set, sq);
      const z3::expr piece_less = piece && !sniper;
      for (std::size_t i = 0; i < lone.size(); ++i) {
        const std::size_t bi = static_cast<std::size_t>(ray[i]);
        out.pinned[bi] = out.pinned[bi] || (lone[i] && sniper && on(own, ray[i]));
        out.blockers[bi] = out.blockers[bi] || (lone_less[i] && sniper);
        const std::size_t bj = static_cast<std::size_t>(sq);
        out.pinners[bj] = out.pinners[bj] || (lone_less[i] && sniper && on(own, ray[i]));
        lone[i] = lone[i] && !piece;
        lone_less[i] = lone_less[i] && !piece_less;
      }
      lone.push_back(none && piece);
      lone_less.push_back(none_less && piece_less);
      none = none && !piece;
      none_less = none_less && !piece_less;
    }
  }
  return out;
}

}  // namespace

z3::expr well_formed(const SymPosition& p) {
  z3::context& ctx = p.color[0].expr().ctx();
  const z3::expr zero = ctx.bv_val(0, 64);
  z3::expr ok = (p.color[0] & p.color[1]).expr() == zero;
  SymWord types = p.type[0];
  for (int a = 0; a < kPieceTypes; ++a) {
    for (int b = a + 1; b < kPieceTypes; ++b) ok = ok && (p.type[a] & p.type[b]).expr() == zero;
    if (a > 0) types = types | p.type[a];
  }
  return ok && (p.color[0] | p.color[1]).expr() == types.expr();
}

SymWord eval(Kind kind, const SymPosition& p, int color, const SymWord& occ, int sq, int king) {
  z3::context& ctx = occ.expr().ctx();
  const SymWord all_pieces = p.color[0] | p.color[1];
  const SymWord none = constant(ctx, 0), all = constant(ctx, ~Bitboard{0});
  switch (kind) {
    case Kind::attackers_to:
      return attackers_to(p, occ, sq);
    case Kind::attackers_by:
      return attackers_to(p, occ, sq) & p.color[color];
    case Kind::is_attacked:
      return SymWord(
          z3::ite((attackers_to(p, all_pieces, sq) & p.color[color]).expr() == none.expr(),
                  none.expr(), constant(ctx, 1).expr()));
    case Kind::checkers:
      return attackers_to(p, all_pieces, king) & p.color[color ^ 1];
    case Kind::pinned:
      return from_bits(ctx, pins(p, color, king, ctx).pinned);
    case Kind::pinners:
      return from_bits(ctx, pins(p, color, king, ctx).pinners);
    case Kind::blockers_for_king:
      return from_bits(ctx, pins(p, color, king, ctx).blockers);
    case Kind::check_mask: {
      const SymWord c = attackers_to(p, all_pieces, king) & p.color[color ^ 1];
      // One checker on s: the squares between the king and s, and s.
      z3::expr one = none.expr();
      for (int s = 0; s < kSquares; ++s) {
        Bitboard between = 0;
        for (int d = 0; d < kDirections; ++d) {
          Bitboard passed = 0;
          for (int t : ray_squares(king, d)) {
            if (t == s) between = passed;
            passed |= Bitboard{1} << t;
          }
        }
        one = z3::ite(c.expr() == ctx.bv_val(Bitboard{1} << s, 64),
                      ctx.bv_val(between | Bitboard{1} << s, 64), one);
      }
      return SymWord(z3::ite(c.expr() == none.expr(), all.expr(), one));
    }
    case Kind::pin_mask: {
      Bitboard line = 0;
      for (int d = 0; d < kDirections; ++d) {
        const std::vector<int> ray = ray_squares(king, d);
        bool holds = false;
        for (int t : ray) holds = holds || t == sq;
        if (!holds) continue;
        for (int t : ray) line |= Bitboard{1} << t;
        for (int t : ray_squares(king, opposite(d))) line |= Bitboard{1} << t;
        line |= Bitboard{1} << king;
      }
      const z3::expr pinned = pins(p, color, king, ctx).pinned[static_cast<std::size_t>(sq)];
      return SymWord(z3::ite(pinned, ctx.bv_val(line, 64), all.expr()));
    }
    default:
      throw std::logic_error("sym_position::eval: not a position kind");
  }
}

}  // namespace slidercheck::prove::sym_position
