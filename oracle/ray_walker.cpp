// The oracle. Read it as the definition of every function kind: it walks one
// square at a time over (file, rank) and knows nothing about bit tricks.
#include <bit>

#include "slidercheck/oracle.h"
#include "slidercheck/oracle_leapers.h"

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

namespace {

// Returns the direction in which a walk from a reaches b, or -1 (a == b, or
// no shared line).
int direction_to(int a, int b) {
  for (int d = 0; d < kDirections; ++d) {
    const int df = dir8_file_step(d);
    const int dr = dir8_rank_step(d);
    for (int file = file_of(a) + df, rank = rank_of(a) + dr; on_board(file, rank);
         file += df, rank += dr) {
      if (8 * rank + file == b) return d;
    }
  }
  return -1;
}

// Returns the squares a walk from a in d passes before it reaches stop (or the
// edge, when stop is never reached).
Bitboard walk(int a, int d, int stop) {
  const int df = dir8_file_step(d);
  const int dr = dir8_rank_step(d);
  Bitboard passed = 0;
  for (int file = file_of(a) + df, rank = rank_of(a) + dr; on_board(file, rank);
       file += df, rank += dr) {
    if (8 * rank + file == stop) break;
    passed |= bit_at(file, rank);
  }
  return passed;
}

}  // namespace

Bitboard squares_between(int a, int b) {
  // Walk from a in each of the 8 directions; the walk that reaches b gives the
  // squares passed on the way. No walk reaches b when a == b or a and b share no line.
  const int d = direction_to(a, b);
  return d < 0 ? 0 : walk(a, d, b);
}

Bitboard line_through(int a, int b) {
  // a, and the walks from a to both edges along the direction that reaches b.
  const int d = direction_to(a, b);
  if (d < 0) return 0;
  return walk(a, d, -1) | walk(a, opposite(d), -1) | (Bitboard{1} << a);
}

Bitboard squares_between_to_b(int a, int b) { return squares_between(a, b) | Bitboard{1} << b; }

Bitboard squares_between_inclusive(int a, int b) {
  if (a == b) return Bitboard{1} << a;
  if (direction_to(a, b) < 0) return 0;
  return squares_between(a, b) | Bitboard{1} << a | Bitboard{1} << b;
}

Bitboard squares_between_with_ends(int a, int b) {
  return squares_between(a, b) | Bitboard{1} << a | Bitboard{1} << b;
}

Bitboard squares_between_to_b_aligned(int a, int b) {
  if (direction_to(a, b) < 0) return 0;  // no shared line, or a == b
  return squares_between(a, b) | Bitboard{1} << b;
}

Bitboard ray_through(int a, int b) {
  // The walk from a in the direction that reaches b, on to the edge (b included).
  const int d = direction_to(a, b);
  return d < 0 ? 0 : walk(a, d, -1);
}

namespace {

// Returns 1 when a walk from `from` in one of the directions of dirs (bit d =
// dir8 d) reaches `to` with every square before it empty, else 0. The walk
// never starts on from, so from == to is never reached; to's own bit and
// from's are never read.
Bitboard sees_along(std::uint8_t dirs, Bitboard occ, int from, int to) {
  for (int d = 0; d < kDirections; ++d) {
    if (!((dirs >> d) & 1)) continue;
    const int df = dir8_file_step(d);
    const int dr = dir8_rank_step(d);
    for (int file = file_of(from) + df, rank = rank_of(from) + dr; on_board(file, rank);
         file += df, rank += dr) {
      if (8 * rank + file == to) return 1;
      if (is_set(occ, file, rank)) break;  // blocked before to
    }
  }
  return 0;
}

constexpr std::uint8_t kRookDirs = 1 << kEast | 1 << kSout | 1 << kWest | 1 << kNort;
constexpr std::uint8_t kBishopDirs = 1 << kNoEa | 1 << kSoEa | 1 << kSoWe | 1 << kNoWe;

// Returns the union of attacks(occ, s) over the squares s of sliders, one
// square at a time.
Bitboard each_slider(Bitboard sliders, Bitboard occ, Bitboard (*attacks)(Bitboard, int)) {
  Bitboard result = 0;
  for (int sq = 0; sq < 64; ++sq)
    if ((sliders >> sq) & 1) result |= attacks(occ, sq);
  return result;
}

}  // namespace

Bitboard rook_sees(Bitboard occ, int from, int to) { return sees_along(kRookDirs, occ, from, to); }
Bitboard bishop_sees(Bitboard occ, int from, int to) {
  return sees_along(kBishopDirs, occ, from, to);
}
Bitboard queen_sees(Bitboard occ, int from, int to) {
  return sees_along(kRookDirs | kBishopDirs, occ, from, to);
}

Bitboard rook_set_attacks(Bitboard sliders, Bitboard occ) {
  return each_slider(sliders, occ, &rook_attacks);
}
Bitboard bishop_set_attacks(Bitboard sliders, Bitboard occ) {
  return each_slider(sliders, occ, &bishop_attacks);
}
Bitboard queen_set_attacks(Bitboard sliders, Bitboard occ) {
  return each_slider(sliders, occ, &queen_attacks);
}

Bitboard eval(const Input& in) {
  // The function of in.kind from functions() (the one list of the oracle's
  // functions), called on the arguments of its shape.
  static const KindFunctions<Bitboard> f = functions();
  return on_shape(shape_of(in.kind),
                  [&]<Shape S>() { return invoke_shape<S>(f.get<S>(in.kind), in); });
}

KindFunctions<Bitboard> functions() {
  KindFunctions<Bitboard> f;
  f.set(Kind::rook_attacks, &rook_attacks)
      .set(Kind::bishop_attacks, &bishop_attacks)
      .set(Kind::queen_attacks, &queen_attacks)
      .set(Kind::rank_attacks, &rank_attacks)
      .set(Kind::file_attacks, &file_attacks)
      .set(Kind::diagonal_attacks, &diagonal_attacks)
      .set(Kind::antidiagonal_attacks, &antidiagonal_attacks)
      .set(Kind::xray_rook_attacks, &xray_rook_attacks)
      .set(Kind::xray_bishop_attacks, &xray_bishop_attacks)
      .set(Kind::sliding_attacks, &sliding_attacks)
      .set(Kind::xray_sliding_attacks, &xray_sliding_attacks)
      .set(Kind::between, &between)
      .set(Kind::squares_between, &squares_between)
      .set(Kind::line_through, static_cast<Bitboard (*)(int, int)>(&line_through))
      .set(Kind::squares_between_to_b, &squares_between_to_b)
      .set(Kind::squares_between_inclusive, &squares_between_inclusive)
      .set(Kind::knight_attacks, &knight_attacks)
      .set(Kind::king_attacks, &king_attacks)
      .set(Kind::pawn_attacks, &pawn_attacks)
      .set(Kind::knight_set_attacks, &knight_set_attacks)
      .set(Kind::king_set_attacks, &king_set_attacks)
      .set(Kind::pawn_set_attacks, &pawn_set_attacks)
      .set(Kind::ray_through, &ray_through)
      .set(Kind::pawn_west_attacks, &pawn_west_attacks)
      .set(Kind::pawn_east_attacks, &pawn_east_attacks)
      .set(Kind::pawn_double_attacks, &pawn_double_attacks)
      .set(Kind::shift_one, &shift_one)
      .set(Kind::ray_attacks, &ray)
      .set(Kind::attackers_to, &attackers_to)
      .set(Kind::attackers_by, &attackers_by)
      .set(Kind::is_attacked, &is_attacked)
      .set(Kind::checkers, &checkers)
      .set(Kind::pinned, &pinned)
      .set(Kind::pinners, static_cast<Bitboard (*)(const Position*, int)>(&pinners))
      .set(Kind::blockers_for_king,
           static_cast<Bitboard (*)(const Position*, int)>(&blockers_for_king))
      .set(Kind::check_mask, &check_mask)
      .set(Kind::pin_mask, &pin_mask)
      .set(Kind::squares_between_with_ends, &squares_between_with_ends)
      .set(Kind::squares_between_to_b_aligned, &squares_between_to_b_aligned)
      .set(Kind::knight_shift, &knight_shift)
      .set(Kind::pawn_pushes, &pawn_pushes)
      .set(Kind::pawn_double_pushes, &pawn_double_pushes)
      .set(Kind::rook_sees, &rook_sees)
      .set(Kind::bishop_sees, &bishop_sees)
      .set(Kind::queen_sees, &queen_sees)
      .set(Kind::rook_set_attacks, &rook_set_attacks)
      .set(Kind::bishop_set_attacks, &bishop_set_attacks)
      .set(Kind::queen_set_attacks, &queen_set_attacks);
  return f;
}

}  // namespace slidercheck::oracle
