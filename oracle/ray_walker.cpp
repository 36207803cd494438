// The oracle. Read it as the definition of every function kind: it walks one
// square at a time over (file, rank) and knows nothing about bit tricks.
#include <bit>

#include "slidercheck/oracle.h"

namespace slidercheck::oracle {

namespace {

bool on_board(int file, int rank) { return 0 <= file && file < 8 && 0 <= rank && rank < 8; }

bool is_set(Bitboard bb, int file, int rank) { return (bb >> (8 * rank + file)) & 1; }

Bitboard bit_at(int file, int rank) { return Bitboard{1} << (8 * rank + file); }

}  // namespace

Bitboard ray(Bitboard occ, int sq, int dir8) {
  const int df = dir8_file_step(dir8);
  const int dr = dir8_rank_step(dir8);
  Bitboard result = 0;
  int file = file_of(sq) + df;
  int rank = rank_of(sq) + dr;
  while (on_board(file, rank)) {
    result |= bit_at(file, rank);
    if (is_set(occ, file, rank)) break;  // the first occupied square ends the ray
    file += df;
    rank += dr;
  }
  return result;
}

Bitboard line_through(Bitboard occ, int sq, int dir8) {
  return ray(occ, sq, dir8) | ray(occ, sq, opposite(dir8));
}

Bitboard rank_attacks(Bitboard occ, int sq) { return line_through(occ, sq, kEast); }
Bitboard file_attacks(Bitboard occ, int sq) { return line_through(occ, sq, kNort); }
Bitboard diagonal_attacks(Bitboard occ, int sq) { return line_through(occ, sq, kNoEa); }
Bitboard antidiagonal_attacks(Bitboard occ, int sq) { return line_through(occ, sq, kNoWe); }

Bitboard rook_attacks(Bitboard occ, int sq) {
  return rank_attacks(occ, sq) | file_attacks(occ, sq);
}
Bitboard bishop_attacks(Bitboard occ, int sq) {
  return diagonal_attacks(occ, sq) | antidiagonal_attacks(occ, sq);
}
Bitboard queen_attacks(Bitboard occ, int sq) {
  return rook_attacks(occ, sq) | bishop_attacks(occ, sq);
}

Bitboard xray_rook_attacks(Bitboard occ, Bitboard blockers, int sq) {
  const Bitboard attacks = rook_attacks(occ, sq);
  return attacks ^ rook_attacks(occ ^ (blockers & attacks), sq);
}
Bitboard xray_bishop_attacks(Bitboard occ, Bitboard blockers, int sq) {
  const Bitboard attacks = bishop_attacks(occ, sq);
  return attacks ^ bishop_attacks(occ ^ (blockers & attacks), sq);
}

Bitboard sliding_attacks(Bitboard sliders, Bitboard empty, int dir8) {
  Bitboard result = 0;
  for (Bitboard rest = sliders; rest; rest &= rest - 1) {
    result |= ray(~empty, std::countr_zero(rest), dir8);  // each slider's own ray
  }
  return result;
}

Bitboard xray_sliding_attacks(Bitboard sliders, Bitboard empty, Bitboard blockers, int dir8) {
  const Bitboard hit = blockers & sliding_attacks(sliders, empty, dir8);
  return hit ? sliding_attacks(hit, empty, dir8) : 0;
}

Bitboard between(Bitboard sliders, Bitboard empty, Bitboard targets, int dir8) {
  return sliding_attacks(sliders, empty, dir8) & sliding_attacks(targets, empty, opposite(dir8));
}

Bitboard eval(const Input& in) { return implementation().eval(in); }

const Implementation& implementation() {
  static const Implementation walker = [] {
    Implementation impl;
    impl.name = "ray_walker";
    impl.summary = "the oracle: one step at a time over (file, rank)";
    impl.rook_attacks = rook_attacks;
    impl.bishop_attacks = bishop_attacks;
    impl.queen_attacks = queen_attacks;
    impl.rank_attacks = rank_attacks;
    impl.file_attacks = file_attacks;
    impl.diagonal_attacks = diagonal_attacks;
    impl.antidiagonal_attacks = antidiagonal_attacks;
    impl.xray_rook_attacks = xray_rook_attacks;
    impl.xray_bishop_attacks = xray_bishop_attacks;
    impl.sliding_attacks = sliding_attacks;
    impl.xray_sliding_attacks = xray_sliding_attacks;
    impl.between = between;
    return impl;
  }();
  return walker;
}

}  // namespace slidercheck::oracle
