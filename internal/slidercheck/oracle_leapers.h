// The leapers' oracle (oracle/leapers.cpp): fixed (file, rank) offsets, a jump
// off the board dropped. Shares nothing with impls/.
//
// Definitions (color 0 = white, attacking towards rank 8; 1 = black):
//  - knight_attacks(sq), king_attacks(sq): the squares one knight's or king's
//    move away; never sq.
//  - pawn_attacks(color, sq): the one or two squares diagonally forward.
//  - knight_set_attacks(knights), king_set_attacks(kings),
//    pawn_set_attacks(color, pawns): the union over the set's squares.
//  - pawn_west_attacks(color, pawns), pawn_east_attacks(color, pawns): each
//    pawn's one capture towards the a-file (west) or the h-file (east).
//  - pawn_double_attacks(color, pawns): the squares two pawns of the set attack.
//  - shift_one(set, dir8): each square of set one step in dir8, off-board dropped.
//  - pawn_pushes(color, pawns, empty), pawn_double_pushes(color, pawns, empty):
//    each pawn walked one (two) ranks forward, square by square, while the squares
//    it steps on are in empty; the double push from the start rank only.
// oracle::eval answers the leaper kinds of the table through these.
#pragma once

#include "slidercheck/board.h"

namespace slidercheck::oracle {

Bitboard knight_attacks(int sq);
Bitboard king_attacks(int sq);
Bitboard pawn_attacks(int color, int sq);
Bitboard knight_set_attacks(Bitboard knights);
Bitboard king_set_attacks(Bitboard kings);
Bitboard pawn_set_attacks(int color, Bitboard pawns);
Bitboard pawn_west_attacks(int color, Bitboard pawns);
Bitboard pawn_east_attacks(int color, Bitboard pawns);
Bitboard pawn_double_attacks(int color, Bitboard pawns);
Bitboard shift_one(Bitboard set, int dir8);
// Each square of set moved by knight jump 0..7 (clockwise from +17), off-board dropped.
Bitboard knight_shift(Bitboard set, int jump);
// The squares one rank forward (white north, black south) of pawns that are in empty.
Bitboard pawn_pushes(int color, Bitboard pawns, Bitboard empty);
// The squares two ranks forward of the pawns on their start rank (2 white, 7 black),
// both steps in empty.
Bitboard pawn_double_pushes(int color, Bitboard pawns, Bitboard empty);

}  // namespace slidercheck::oracle
