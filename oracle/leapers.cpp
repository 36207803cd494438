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

}  // namespace slidercheck::oracle
