// The side-relative "left/right" of engines for the one-sided pawn captures:
// slidercheck names the sides by the board (west = towards the a-file, for both
// colors); an engine whose "left" is the side's own left has black's sides
// swapped (black's left, seen from rank 8, is the h-file).
#include "slidercheck/pawn_sides.h"

#include <string>

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
    const bool declared_relative = impl.pawn_sides == PawnSides::relative;
    const Bitboard other = oracle::eval(declared_relative ? in : relative);
    if (impl.eval(in) != other) return false;
    differs = differs || other != oracle::eval(declared_relative ? relative : in);
  }
  return differs;
}

Diagnosis board_sided_diagnosis(bool exec) {
  return {"board_sided_pawns", "board",
          std::string("looks board-sided: west is towards the a-file for both colors here, "
                      "where relative pawn sides were declared (black's west towards the "
                      "h-file): check it with `--pawn-sides board`") +
              (exec ? "" : " (or drop `slidercheck_pawn_sides`)")};
}

Diagnosis side_relative_diagnosis(bool exec) {
  return {"side_relative_pawns", "relative",
          std::string("looks side-relative: west is the side's left here (the a-file for white, "
                      "the h-file for black); slidercheck names board sides unless told: check "
                      "it as it is with `--pawn-sides relative`") +
              (exec ? "" : " (or declare `slidercheck_pawn_sides` = \"relative\")") +
              ", or export black's other side (swap west and east for color 1)"};
}

}  // namespace slidercheck
