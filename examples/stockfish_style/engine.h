// An engine's attack code in the style of Stockfish's bitboard.h (written for
// this example, not copied): Square and Bitboard types, magic bitboards found
// at start-up, and attacks_bb<Pt>(Square, Bitboard occupied), with the square
// first, as every engine we wrapped has it. The slidercheck ABI takes
// (occ, sq): plugin.cpp is the wrapper.
#pragma once

#include <cstdint>
#include <initializer_list>

namespace engine {

using Bitboard = std::uint64_t;

enum Square : int { SQ_A1 = 0, SQ_B1, SQ_H8 = 63, SQUARE_NB = 64 };  // a1 = 0, b1 = 1
enum PieceType { BISHOP = 3, ROOK = 4, QUEEN = 5 };
enum Direction : int { NORTH = 8, EAST = 1, SOUTH = -8, WEST = -1 };

constexpr Bitboard square_bb(Square s) { return Bitboard{1} << s; }
constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }

// The board square one step from s in direction d, or -1 off the board.
inline int safe_destination(Square s, int df, int dr) {
  const int f = file_of(s) + df, r = rank_of(s) + dr;
  return f >= 0 && f < 8 && r >= 0 && r < 8 ? 8 * r + f : -1;
}

// The slow walker used to build the tables (and nothing else).
inline Bitboard sliding_attack(PieceType pt, Square sq, Bitboard occupied) {
  static constexpr int kRook[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
  static constexpr int kBishop[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  Bitboard attacks = 0;
  for (const auto& d : pt == ROOK ? kRook : kBishop) {
    Square s = sq;
    for (int to; (to = safe_destination(s, d[0], d[1])) >= 0;) {
      s = Square(to);
      attacks |= square_bb(s);
      if (occupied & square_bb(s)) break;
    }
  }
  return attacks;
}

// A magic: the relevant occupancy mask, the multiplier, the shift, the table.
struct Magic {
  Bitboard mask = 0;
  Bitboard magic = 0;
  Bitboard* attacks = nullptr;
  unsigned shift = 0;
  unsigned index(Bitboard occupied) const { return unsigned(((occupied & mask) * magic) >> shift); }
};

inline Magic RookMagics[SQUARE_NB];
inline Magic BishopMagics[SQUARE_NB];
inline Bitboard RookTable[0x19000];  // the sum over squares of 2^bits
inline Bitboard BishopTable[0x1480];

// xorshift64*, as engines use to find magics at start-up.
struct PRNG {
  std::uint64_t s;
  std::uint64_t rand64() {
    s ^= s >> 12, s ^= s << 25, s ^= s >> 27;
    return s * 2685821657736338717ULL;
  }
  std::uint64_t sparse_rand() { return rand64() & rand64() & rand64(); }
};

// Finds a magic for every square by trial: a candidate works when no two
// occupancies with different attacks share an index.
inline void init_magics(PieceType pt, Bitboard table[], Magic magics[]) {
  static Bitboard occupancy[4096], reference[4096];
  static int epoch[4096];
  int attempt = 0;
  Bitboard* next = table;
  PRNG rng{0x9E3779B97F4A7C15ULL + pt};
  for (int s = SQ_A1; s <= SQ_H8; ++s) {
    const Square sq = Square(s);
    // Edges are not relevant unless the slider is on them.
    Bitboard edges = 0;
    if (rank_of(sq) != 0) edges |= 0xFFULL;
    if (rank_of(sq) != 7) edges |= 0xFFULL << 56;
    if (file_of(sq) != 0) edges |= 0x0101010101010101ULL;
    if (file_of(sq) != 7) edges |= 0x8080808080808080ULL;
    Magic& m = magics[s];
    m.mask = sliding_attack(pt, sq, 0) & ~edges;
    m.shift = 64 - unsigned(__builtin_popcountll(m.mask));
    m.attacks = next;
    // Every subset of the mask (Carry-Rippler), with its attacks.
    int size = 0;
    Bitboard b = 0;
    do {
      occupancy[size] = b;
      reference[size++] = sliding_attack(pt, sq, b);
      b = (b - m.mask) & m.mask;
    } while (b);
    next += size;
    for (int i = 0; i < size;) {
      for (m.magic = 0; __builtin_popcountll((m.magic * m.mask) >> 56) < 6;)
        m.magic = rng.sparse_rand();
      for (++attempt, i = 0; i < size; ++i) {
        const unsigned idx = m.index(occupancy[i]);
        if (epoch[idx] < attempt) {
          epoch[idx] = attempt;
          m.attacks[idx] = reference[i];
        } else if (m.attacks[idx] != reference[i]) {
          break;
        }
      }
    }
  }
}

enum Color { WHITE, BLACK, COLOR_NB = 2 };

constexpr Bitboard FileABB = 0x0101010101010101ULL;
constexpr Bitboard FileHBB = FileABB << 7;

// The squares pawns of color C on b attack (set-wise shifts, file-masked).
template <Color C>
constexpr Bitboard pawn_attacks_bb(Bitboard b) {
  return C == WHITE ? ((b & ~FileABB) << 7) | ((b & ~FileHBB) << 9)
                    : ((b & ~FileABB) >> 9) | ((b & ~FileHBB) >> 7);
}

inline Bitboard PawnAttacks[COLOR_NB][SQUARE_NB];
inline Bitboard BetweenBB[SQUARE_NB][SQUARE_NB];
inline Bitboard LineBB[SQUARE_NB][SQUARE_NB];

// The squares a pawn of color c on s attacks.
inline Bitboard pawn_attacks_bb(Color c, Square s) { return PawnAttacks[c][s]; }

// Stockfish's semi-open segment: the squares between s1 and s2 and s2 itself;
// {s2} when they share no line (and {s1} for s1 == s2).
inline Bitboard between_bb(Square s1, Square s2) { return BetweenBB[s1][s2]; }

// The whole line through s1 and s2, edge to edge, both included; 0 when they
// share no line (or s1 == s2).
inline Bitboard line_bb(Square s1, Square s2) { return LineBB[s1][s2]; }

inline void init() {
  init_magics(ROOK, RookTable, RookMagics);
  init_magics(BISHOP, BishopTable, BishopMagics);
  for (int s1 = SQ_A1; s1 <= SQ_H8; ++s1) {
    PawnAttacks[WHITE][s1] = pawn_attacks_bb<WHITE>(square_bb(Square(s1)));
    PawnAttacks[BLACK][s1] = pawn_attacks_bb<BLACK>(square_bb(Square(s1)));
    for (int s2 = SQ_A1; s2 <= SQ_H8; ++s2) {
      const Square a = Square(s1), b = Square(s2);
      BetweenBB[s1][s2] = square_bb(b);
      for (const PieceType pt : {BISHOP, ROOK}) {
        if (!(sliding_attack(pt, a, 0) & square_bb(b))) continue;
        // Each end as the other's only blocker: the squares in between. Seen
        // from both ends on an empty board: the line, the ends added.
        BetweenBB[s1][s2] |=
            sliding_attack(pt, a, square_bb(b)) & sliding_attack(pt, b, square_bb(a));
        LineBB[s1][s2] =
            (sliding_attack(pt, a, 0) & sliding_attack(pt, b, 0)) | square_bb(a) | square_bb(b);
      }
    }
  }
}

// The engine's entry point: square first, then the occupancy.
template <PieceType Pt>
inline Bitboard attacks_bb(Square s, Bitboard occupied) {
  if constexpr (Pt == ROOK) return RookMagics[s].attacks[RookMagics[s].index(occupied)];
  if constexpr (Pt == BISHOP) return BishopMagics[s].attacks[BishopMagics[s].index(occupied)];
  if constexpr (Pt == QUEEN) return attacks_bb<ROOK>(s, occupied) | attacks_bb<BISHOP>(s, occupied);
}

}  // namespace engine
