// The leapers' oracle: each piece jumps by fixed (file, rank) offsets; a jump
// that leaves the board is dropped. No shifts, no masks, nothing shared with
// impls/.
#include <cstddef>

#include "slidercheck/oracle_leapers.h"

namespace slidercheck::oracle {

namespace {

struct Offset {
  int df, dr;
};

constexpr Offset kKnight[8] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                               {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr Offset kKing[8] = {{1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}};
constexpr Offset kWhitePawn[2] = {{-1, 1}, {1, 1}};  // white attacks towards rank 8
constexpr Offset kBlackPawn[2] = {{-1, -1}, {1, -1}};
// One capture of a pawn, by board side: west = towards the a-file.
constexpr Offset kWhiteWest[1] = {{-1, 1}}, kWhiteEast[1] = {{1, 1}};
constexpr Offset kBlackWest[1] = {{-1, -1}}, kBlackEast[1] = {{1, -1}};

template <std::size_t N>
Bitboard jumps(int sq, const Offset (&offsets)[N]) {
  Bitboard result = 0;
  for (const Offset& o : offsets) {
    const int file = file_of(sq) + o.df, rank = rank_of(sq) + o.dr;
    if (0 <= file && file < 8 && 0 <= rank && rank < 8) result |= Bitboard{1} << (8 * rank + file);
  }
  return result;
}

// Returns the union of per_square(s) over the squares s of set, one square at a time.
template <class PerSquare>
Bitboard union_over(Bitboard set, PerSquare per_square) {
  Bitboard result = 0;
  for (int sq = 0; sq < kSquares; ++sq)
    if ((set >> sq) & 1) result |= per_square(sq);
  return result;
}

}  // namespace

Bitboard knight_attacks(int sq) { return jumps(sq, kKnight); }
Bitboard king_attacks(int sq) { return jumps(sq, kKing); }
Bitboard pawn_attacks(int color, int sq) {
  return color == 0 ? jumps(sq, kWhitePawn) : jumps(sq, kBlackPawn);
}

Bitboard knight_set_attacks(Bitboard knights) { return union_over(knights, knight_attacks); }
Bitboard king_set_attacks(Bitboard kings) { return union_over(kings, king_attacks); }
Bitboard pawn_set_attacks(int color, Bitboard pawns) {
  return union_over(pawns, [color](int sq) { return pawn_attacks(color, sq); });
}

Bitboard pawn_west_attacks(int color, Bitboard pawns) {
  return union_over(pawns, [color](int sq) {
    return color == 0 ? jumps(sq, kWhiteWest) : jumps(sq, kBlackWest);
  });
}
Bitboard pawn_east_attacks(int color, Bitboard pawns) {
  return union_over(pawns, [color](int sq) {
    return color == 0 ? jumps(sq, kWhiteEast) : jumps(sq, kBlackEast);
  });
}

Bitboard pawn_double_attacks(int color, Bitboard pawns) {
  // Count, for every square, the pawns of the set that attack it.
  int attackers[kSquares] = {};
  for (int sq = 0; sq < kSquares; ++sq) {
    if (!((pawns >> sq) & 1)) continue;
    const Bitboard attacked = pawn_attacks(color, sq);
    for (int t = 0; t < kSquares; ++t) attackers[t] += static_cast<int>((attacked >> t) & 1);
  }
  Bitboard result = 0;
  for (int t = 0; t < kSquares; ++t)
    if (attackers[t] >= 2) result |= Bitboard{1} << t;
  return result;
}

Bitboard knight_shift(Bitboard set, int jump) {
  const Offset jump_of[1] = {kKnight[jump]};  // kKnight runs clockwise from noNoEa
  return union_over(set, [&jump_of](int sq) { return jumps(sq, jump_of); });
}

namespace {

// Returns the square steps forward of sq (a walk over (file, rank), one rank
// at a time, each square it enters in empty), or 0 when a step leaves the
// board or enters a square not in empty.
Bitboard walk_forward(int color, int sq, Bitboard empty, int steps) {
  const int dr = color == 0 ? 1 : -1;
  int rank = rank_of(sq);
  const int file = file_of(sq);
  for (int i = 0; i < steps; ++i) {
    rank += dr;
    if (rank < 0 || rank > 7 || !((empty >> (8 * rank + file)) & 1)) return 0;
  }
  return Bitboard{1} << (8 * rank + file);
}

}  // namespace

Bitboard pawn_pushes(int color, Bitboard pawns, Bitboard empty) {
  return union_over(pawns, [&](int sq) { return walk_forward(color, sq, empty, 1); });
}

Bitboard pawn_double_pushes(int color, Bitboard pawns, Bitboard empty) {
  const int start_rank = color == 0 ? 1 : 6;  // rank 2 for white, 7 for black
  return union_over(pawns, [&](int sq) {
    return rank_of(sq) == start_rank ? walk_forward(color, sq, empty, 2) : 0;
  });
}

Bitboard shift_one(Bitboard set, int dir8) {
  const Offset step[1] = {{dir8_file_step(dir8), dir8_rank_step(dir8)}};
  return union_over(set, [&step](int sq) { return jumps(sq, step); });
}

}  // namespace slidercheck::oracle
