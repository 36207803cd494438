// The side-relative "left/right" of engines for the one-sided pawn captures:
// slidercheck names the sides by the board (west = towards the a-file, for both
// colors); an engine whose "left" is the side's own left has black's sides
// swapped (black's left, seen from rank 8, is the h-file).
#include "slidercheck/pawn_sides.h"

#include "slidercheck/oracle.h"
#include "slidercheck/random.h"

namespace slidercheck {

Kind other_pawn_side(Kind kind) {
  return kind == Kind::pawn_west_attacks ? Kind::pawn_east_attacks : Kind::pawn_west_attacks;
}

bool looks_side_relative(const Implementation& impl, Kind kind) {
  if (!is_one_sided_pawn(kind) || !impl.provides(kind)) return false;
  Rng rng{0x51de5ull};
  bool differs = false;  // some input where the two readings differ
  for (int i = 0; i < 64 + 512; ++i) {
    Input in{.kind = kind};
    in.color = i & 1;
    in.set = i < 64 ? square_bb(i) : rng.board(i % 6);
    // White's left is the a-file (west), black's the h-file (east).
    Input relative = in;
    if (in.color == 1) relative.kind = other_pawn_side(kind);
    const Bitboard expected = oracle::eval(relative);
    if (impl.eval(in) != expected) return false;
    differs = differs || expected != oracle::eval(in);
  }
  return differs;
}

Diagnosis side_relative_diagnosis() {
  return {"side_relative_pawns", "",
          "looks side-relative: west is the side's left here (the a-file for white, the h-file "
          "for black); slidercheck names board sides, west = towards the a-file for both colors: "
          "export black's other side (swap west and east for color 1)"};
}

}  // namespace slidercheck
