// A Stockfish-style position on top of engine.h: its attackers_to, checkers,
// blockers_for_king and pinners written the way Stockfish's position.cpp
// writes them (update_slider_blockers, set_check_info), and shakmaty's
// slider_blockers beside them. The pieces come from slidercheck's position
// (position_plugin.cpp); nothing here knows slidercheck.
#pragma once

#include "engine.h"

namespace engine {

enum PieceTypeAll { PAWN_T = 0, KNIGHT_T = 1, BISHOP_T = 2, ROOK_T = 3, QUEEN_T = 4, KING_T = 5 };

inline Bitboard KnightAttacks[SQUARE_NB];
inline Bitboard KingAttacks[SQUARE_NB];

inline void init_leapers() {
  static const int knight[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                   {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  for (int s = SQ_A1; s <= SQ_H8; ++s) {
    KnightAttacks[s] = KingAttacks[s] = 0;
    for (const auto& j : knight) {
      const int to = safe_destination(Square(s), j[0], j[1]);
      if (to >= 0) KnightAttacks[s] |= square_bb(Square(to));
    }
    for (int df = -1; df <= 1; ++df)
      for (int dr = -1; dr <= 1; ++dr) {
        const int to = (df || dr) ? safe_destination(Square(s), df, dr) : -1;
        if (to >= 0) KingAttacks[s] |= square_bb(Square(to));
      }
  }
}

inline Bitboard more_than_one(Bitboard b) { return b & (b - 1); }
inline Square lsb(Bitboard b) { return Square(__builtin_ctzll(b)); }
inline Square pop_lsb(Bitboard& b) {
  const Square s = lsb(b);
  b &= b - 1;
  return s;
}

class Position {
 public:
  Position(const Bitboard colors[2], const Bitboard types[6]) {
    for (int c = 0; c < COLOR_NB; ++c) byColorBB[c] = colors[c];
    for (int t = 0; t < 6; ++t) byTypeBB[t] = types[t];
  }
  Bitboard pieces() const { return byColorBB[WHITE] | byColorBB[BLACK]; }
  Bitboard pieces(Color c) const { return byColorBB[c]; }
  Bitboard pieces(PieceTypeAll pt) const { return byTypeBB[pt]; }
  Bitboard pieces(PieceTypeAll a, PieceTypeAll b) const { return byTypeBB[a] | byTypeBB[b]; }
  Bitboard pieces(Color c, PieceTypeAll pt) const { return byColorBB[c] & byTypeBB[pt]; }
  Square king_square(Color c) const { return lsb(pieces(c, KING_T)); }

  // Stockfish: Position::attackers_to(Square s, Bitboard occupied).
  Bitboard attackers_to(Square s, Bitboard occupied) const {
    return (pawn_attacks_bb(BLACK, s) & pieces(WHITE, PAWN_T)) |
           (pawn_attacks_bb(WHITE, s) & pieces(BLACK, PAWN_T)) |
           (KnightAttacks[s] & pieces(KNIGHT_T)) |
           (attacks_bb<ROOK>(s, occupied) & pieces(ROOK_T, QUEEN_T)) |
           (attacks_bb<BISHOP>(s, occupied) & pieces(BISHOP_T, QUEEN_T)) |
           (KingAttacks[s] & pieces(KING_T));
  }

  // Stockfish: Position::update_slider_blockers(Color c).
  void update_slider_blockers(Color c) {
    const Square ksq = king_square(c);
    blockersForKing[c] = 0;
    pinners[c ^ 1] = 0;
    // Snipers are sliders that attack 's' when a piece and other snipers are removed
    Bitboard snipers = ((attacks_bb<ROOK>(ksq, 0) & pieces(QUEEN_T, ROOK_T)) |
                        (attacks_bb<BISHOP>(ksq, 0) & pieces(QUEEN_T, BISHOP_T))) &
                       pieces(Color(c ^ 1));
    const Bitboard occupancy = pieces() ^ snipers;
    while (snipers) {
      const Square sniperSq = pop_lsb(snipers);
      const Bitboard b = between_bb(ksq, sniperSq) & occupancy;
      if (b && !more_than_one(b)) {
        blockersForKing[c] |= b;
        if (b & pieces(c)) pinners[c ^ 1] |= square_bb(sniperSq);
      }
    }
  }

  // Stockfish: st->checkersBB = attackers_to(square<KING>(sideToMove)) & pieces(~sideToMove).
  Bitboard checkers(Color c) const {
    return attackers_to(king_square(c), pieces()) & pieces(Color(c ^ 1));
  }

  // shakmaty: Board::slider_blockers(our_pieces, sliders, king): the snipers
  // stay in the occupancy.
  Bitboard slider_blockers(Color c) const {
    const Square king = king_square(c);
    Bitboard snipers = ((attacks_bb<ROOK>(king, 0) & pieces(QUEEN_T, ROOK_T)) |
                        (attacks_bb<BISHOP>(king, 0) & pieces(QUEEN_T, BISHOP_T))) &
                       pieces(Color(c ^ 1));
    Bitboard blockers = 0;
    while (snipers) {
      const Square sniper = pop_lsb(snipers);
      const Bitboard b = between_bb(king, sniper) & ~square_bb(sniper) & pieces();
      if (!more_than_one(b)) blockers |= b;
    }
    return blockers;
  }

  Bitboard blockersForKing[COLOR_NB] = {};
  Bitboard pinners[COLOR_NB] = {};

 private:
  Bitboard byColorBB[COLOR_NB];
  Bitboard byTypeBB[6];
};

}  // namespace engine
