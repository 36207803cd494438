// The symbolic oracle (see sym_oracle.h).
#include "prove/sym_oracle.h"

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <vector>

#include "slidercheck/board.h"

namespace slidercheck::prove::sym_oracle {

namespace {

// Returns the squares of sq's ray in dir8 on an empty board, nearest first.
std::vector<int> ray_squares(int sq, int dir8) {
  std::vector<int> squares;
  int file = file_of(sq) + dir8_file_step(dir8);
  int rank = rank_of(sq) + dir8_rank_step(dir8);
  while (0 <= file && file < 8 && 0 <= rank && rank < 8) {
    squares.push_back(make_square(file, rank));
    file += dir8_file_step(dir8);
    rank += dir8_rank_step(dir8);
  }
  return squares;
}

// Adds to bits[] the ray of a slider on sq in dir8 through the squares where
// `stops` is false, under the condition `active`.
void add_ray(std::vector<z3::expr>& bits, const z3::expr& active, int sq, int dir8,
             const SymWord& stops) {
  z3::expr reaching = active;  // the slider reaches this square: all before it are open
  for (int s : ray_squares(sq, dir8)) {
    const std::size_t i = static_cast<std::size_t>(s);
    bits[i] = bits[i] || reaching;
    reaching = reaching && !bit(stops, s);
  }
}

std::vector<z3::expr> no_bits(z3::context& ctx) {
  return std::vector<z3::expr>(kSquares, ctx.bool_val(false));
}

}  // namespace

SymWord ray(const SymWord& occ, int sq, int dir8) {
  z3::context& ctx = occ.expr().ctx();
  std::vector<z3::expr> bits = no_bits(ctx);
  add_ray(bits, ctx.bool_val(true), sq, dir8, occ);
  return from_bits(ctx, bits);
}

SymWord line_through(const SymWord& occ, int sq, int dir8) {
  return ray(occ, sq, dir8) | ray(occ, sq, opposite(dir8));
}

SymWord rank_attacks(const SymWord& occ, int sq) { return line_through(occ, sq, kEast); }
SymWord file_attacks(const SymWord& occ, int sq) { return line_through(occ, sq, kNort); }
SymWord diagonal_attacks(const SymWord& occ, int sq) { return line_through(occ, sq, kNoEa); }
SymWord antidiagonal_attacks(const SymWord& occ, int sq) { return line_through(occ, sq, kNoWe); }
SymWord rook_attacks(const SymWord& occ, int sq) {
  return rank_attacks(occ, sq) | file_attacks(occ, sq);
}
SymWord bishop_attacks(const SymWord& occ, int sq) {
  return diagonal_attacks(occ, sq) | antidiagonal_attacks(occ, sq);
}
SymWord queen_attacks(const SymWord& occ, int sq) {
  return rook_attacks(occ, sq) | bishop_attacks(occ, sq);
}

SymWord xray_rook_attacks(const SymWord& occ, const SymWord& blockers, int sq) {
  const SymWord attacks = rook_attacks(occ, sq);
  return attacks ^ rook_attacks(occ ^ (blockers & attacks), sq);
}
SymWord xray_bishop_attacks(const SymWord& occ, const SymWord& blockers, int sq) {
  const SymWord attacks = bishop_attacks(occ, sq);
  return attacks ^ bishop_attacks(occ ^ (blockers & attacks), sq);
}

SymWord sliding_attacks(const SymWord& sliders, const SymWord& empty, int dir8) {
  z3::context& ctx = sliders.expr().ctx();
  std::vector<z3::expr> bits = no_bits(ctx);
  const SymWord occupied = ~empty;
  for (int sq = 0; sq < kSquares; ++sq) add_ray(bits, bit(sliders, sq), sq, dir8, occupied);
  return from_bits(ctx, bits);
}

SymWord xray_sliding_attacks(const SymWord& sliders, const SymWord& empty, const SymWord& blockers,
                             int dir8) {
  z3::context& ctx = sliders.expr().ctx();
  const SymWord hit = blockers & sliding_attacks(sliders, empty, dir8);
  const z3::expr zero = ctx.bv_val(0, 64);
  return SymWord(z3::ite(hit.expr() == zero, zero, sliding_attacks(hit, empty, dir8).expr()));
}

SymWord between(const SymWord& sliders, const SymWord& empty, const SymWord& targets, int dir8) {
  return sliding_attacks(sliders, empty, dir8) & sliding_attacks(targets, empty, opposite(dir8));
}

namespace {

// The lines of a single-slider kind (the table's line directions), both ways.
SymWord lines(Kind kind, const SymWord& occ, int sq) {
  std::optional<SymWord> r;
  for (int d = 0; d < kDirections; ++d) {
    if (!((info(kind).lines >> d) & 1)) continue;
    const SymWord line = line_through(occ, sq, d);
    r = r ? *r | line : line;
  }
  if (!r) throw std::logic_error("not a single-slider kind");
  return *r;
}

}  // namespace

SymWord single(Kind kind, const SymWord& occ, int sq) {
  if (!is_line_slider(kind)) throw std::logic_error("not a single-slider kind");
  return lines(kind, occ, sq);
}

SymWord xray(Kind kind, const SymWord& occ, const SymWord& blockers, int sq) {
  if (!takes(kind, Field::occ) || !takes(kind, Field::blockers))
    throw std::logic_error("not an x-ray kind");
  const SymWord a = lines(kind, occ, sq);
  return a ^ lines(kind, occ ^ (blockers & a), sq);
}

SymWord multi_extra(Kind kind, const SymWord& sliders, const SymWord& empty, const SymWord& extra,
                    int dir8) {
  switch (info(kind).compose) {
    case Compose::xray_fill_of_base:
      return xray_sliding_attacks(sliders, empty, extra, dir8);
    case Compose::between_of_base:
      return between(sliders, empty, extra, dir8);
    default:
      throw std::logic_error("not a multi-slider kind with an extra set");
  }
}

}  // namespace slidercheck::prove::sym_oracle
