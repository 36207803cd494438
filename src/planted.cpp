// Planted bugs. Each is a ray walk with one realistic mistake; every function
// kind is composed from that ray exactly as the definitions say, so every part
// of every check gets a wrong implementation to catch.
#include "slidercheck/planted.h"

#include <array>

namespace slidercheck {

namespace {

enum class Bug { wrap_h_to_a, missing_edge, own_bit, off_line, needle };

bool inside(int file, int rank) { return 0 <= file && file < 8 && 0 <= rank && rank < 8; }

// Returns the ray of sq in dir8 through occ, with bug B planted.
template <Bug B>
Bitboard buggy_ray(Bitboard occ, int sq, int dir8) {
  if constexpr (B == Bug::own_bit) {
    const bool positive = dir8 == kNoEa || dir8 == kEast || dir8 == kNoWe || dir8 == kNort;
    if (positive && ((occ >> sq) & 1)) return 0;
  }
  Bitboard ray = 0;
  if (B == Bug::wrap_h_to_a && dir8 == kEast) {
    // Steps in index space, up to seven squares, whatever the file.
    for (int to = sq + 1; to < 64 && to <= sq + 7; ++to) {
      ray |= square_bb(to);
      if ((occ >> to) & 1) break;
    }
    return ray;
  }
  const int df = dir8_file_step(dir8), dr = dir8_rank_step(dir8);
  int f = file_of(sq) + df, r = rank_of(sq) + dr, last = -1;
  for (; inside(f, r); f += df, r += dr) {
    last = make_square(f, r);
    ray |= square_bb(last);
    if ((occ >> last) & 1) break;
  }
  if constexpr (B == Bug::missing_edge) {
    if (last >= 0 && !inside(file_of(last) + df, rank_of(last) + dr)) ray &= ~square_bb(last);
  }
  if constexpr (B == Bug::off_line) {
    if (last >= 0 && ((occ >> ((sq + 17) & 63)) & 1)) ray &= ~square_bb(last);
  }
  if constexpr (B == Bug::needle) {
    if (sq == kNeedleSquare && occ == kNeedleOcc && dir8 == kEast) ray ^= square_bb(sq + 2);
  }
  return ray;
}

template <Bug B>
Bitboard line(Bitboard occ, int sq, int dir8) {
  return buggy_ray<B>(occ, sq, dir8) | buggy_ray<B>(occ, sq, opposite(dir8));
}
template <Bug B>
Bitboard rank_attacks(Bitboard occ, int sq) {
  return line<B>(occ, sq, kEast);
}
template <Bug B>
Bitboard file_attacks(Bitboard occ, int sq) {
  return line<B>(occ, sq, kNort);
}
template <Bug B>
Bitboard diagonal_attacks(Bitboard occ, int sq) {
  return line<B>(occ, sq, kNoEa);
}
template <Bug B>
Bitboard antidiagonal_attacks(Bitboard occ, int sq) {
  return line<B>(occ, sq, kNoWe);
}
template <Bug B>
Bitboard rook_attacks(Bitboard occ, int sq) {
  return rank_attacks<B>(occ, sq) | file_attacks<B>(occ, sq);
}
template <Bug B>
Bitboard bishop_attacks(Bitboard occ, int sq) {
  return diagonal_attacks<B>(occ, sq) | antidiagonal_attacks<B>(occ, sq);
}
template <Bug B>
Bitboard queen_attacks(Bitboard occ, int sq) {
  return rook_attacks<B>(occ, sq) | bishop_attacks<B>(occ, sq);
}
template <Bug B>
Bitboard xray_rook_attacks(Bitboard occ, Bitboard blockers, int sq) {
  const Bitboard a = rook_attacks<B>(occ, sq);
  return a ^ rook_attacks<B>(occ ^ (blockers & a), sq);
}
template <Bug B>
Bitboard xray_bishop_attacks(Bitboard occ, Bitboard blockers, int sq) {
  const Bitboard a = bishop_attacks<B>(occ, sq);
  return a ^ bishop_attacks<B>(occ ^ (blockers & a), sq);
}
template <Bug B>
Bitboard sliding_attacks(Bitboard sliders, Bitboard empty, int dir8) {
  Bitboard result = 0;
  for (int sq = 0; sq < 64; ++sq) {
    if ((sliders >> sq) & 1) result |= buggy_ray<B>(~empty, sq, dir8);
  }
  return result;
}
template <Bug B>
Bitboard xray_sliding_attacks(Bitboard sliders, Bitboard empty, Bitboard blockers, int dir8) {
  const Bitboard hit = blockers & sliding_attacks<B>(sliders, empty, dir8);
  return hit ? sliding_attacks<B>(hit, empty, dir8) : 0;
}
template <Bug B>
Bitboard between(Bitboard sliders, Bitboard empty, Bitboard targets, int dir8) {
  return sliding_attacks<B>(sliders, empty, dir8) &
         sliding_attacks<B>(targets, empty, opposite(dir8));
}

template <Bug B>
Implementation make(const char* name, const char* summary) {
  Implementation impl;
  impl.name = name;
  impl.summary = summary;
  impl.rook_attacks = rook_attacks<B>;
  impl.bishop_attacks = bishop_attacks<B>;
  impl.queen_attacks = queen_attacks<B>;
  impl.rank_attacks = rank_attacks<B>;
  impl.file_attacks = file_attacks<B>;
  impl.diagonal_attacks = diagonal_attacks<B>;
  impl.antidiagonal_attacks = antidiagonal_attacks<B>;
  impl.xray_rook_attacks = xray_rook_attacks<B>;
  impl.xray_bishop_attacks = xray_bishop_attacks<B>;
  impl.sliding_attacks = sliding_attacks<B>;
  impl.xray_sliding_attacks = xray_sliding_attacks<B>;
  impl.between = between<B>;
  return impl;
}

}  // namespace

std::span<const Implementation> planted_implementations() {
  static const std::array<Implementation, 5> planted = {
      make<Bug::wrap_h_to_a>("planted_wrap_h_to_a", "east ray wraps from the h-file to the a-file"),
      make<Bug::missing_edge>("planted_missing_edge", "drops the edge square a ray reaches"),
      make<Bug::own_bit>("planted_own_bit", "positive rays empty when the own bit is set"),
      make<Bug::off_line>("planted_off_line", "depends on the square (sq + 17) % 64"),
      make<Bug::needle>("planted_needle", "wrong for one occupancy of e4 only"),
  };
  return planted;
}

const Implementation* find_planted(std::string_view name) {
  for (const Implementation& impl : planted_implementations()) {
    if (name == impl.name) return &impl;
  }
  return nullptr;
}

}  // namespace slidercheck
