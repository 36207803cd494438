// The wiki's worked positions (chessprogramming.org), shared by the oracle's
// tests (tests/oracle_test.cpp) and the fuzz seeds (fuzz/make_seeds.cpp):
// squares by name and the diagrams as bitboards.
#pragma once

#include <initializer_list>

#include "slidercheck/board.h"

namespace slidercheck::wiki {

// Returns the bitboard of the named squares.
inline Bitboard squares(std::initializer_list<const char*> names) {
  Bitboard bb = 0;
  for (const char* n : names) bb |= square_bb(*parse_square(n));
  return bb;
}

// Returns the index of the named square ("e4").
inline int square_index(const char* name) { return *parse_square(name); }

// Returns a bitboard from a diagram written rank 8 first, as in the wiki.
inline Bitboard from_diagram(const char* rows) {
  Bitboard bb = 0;
  int sq = 56;
  for (const char* p = rows; *p; ++p) {
    if (*p == '1' || *p == '.') {
      if (*p == '1') bb |= square_bb(sq);
      ++sq;
      if (sq % 8 == 0) sq -= 16;
    }
  }
  return bb;
}

// Returns the occupancy of "Subtracting a Rook from a Blocking Piece" (a rook on d2).
inline Bitboard subtraction() {
  return from_diagram(
      ". . 1 1 . . 1 ."
      "1 . 1 1 . 1 1 1"
      ". 1 . . . 1 . ."
      ". . . . . . . ."
      "1 . . . . . . ."
      ". 1 1 . . . 1 ."
      ". . . 1 1 1 1 1"
      ". . . 1 . . 1 .");
}

// Returns the occupancy of "Obstruction Difference" (a rook on d4).
inline Bitboard obstruction() {
  return from_diagram(
      ". . . 1 . 1 . ."
      "1 . 1 . . 1 1 ."
      ". 1 . 1 . . . 1"
      ". . . . . 1 . ."
      ". 1 . 1 . . . ."
      ". . . . . . 1 ."
      "1 1 . 1 . 1 . 1"
      ". . . 1 1 . 1 .");
}

// Returns the first rank of "X-ray Attacks": occupied 01011010 (bytes written
// a-file first), a rook on e1.
inline Bitboard xray_rank() { return squares({"b1", "d1", "e1", "g1"}); }

}  // namespace slidercheck::wiki
