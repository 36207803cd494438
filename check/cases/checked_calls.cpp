// The first mismatch of a checking loop, kept out of line.
#include "check/cases/checked_calls.h"

namespace slidercheck::enumeration {

[[gnu::noinline, gnu::cold]] void keep(std::optional<Mismatch>& first, const Implementation& impl,
                                       const Mapping& numbering, Kind kind, int sq, int dir8,
                                       Bitboard occ, Bitboard blockers, Bitboard sliders,
                                       Bitboard empty, Bitboard targets, int sq2, int color,
                                       Bitboard set, Bitboard expected, Bitboard actual,
                                       const Position& pos) {
  Input in{.kind = kind,
           .sq = sq,
           .dir8 = dir8,
           .occ = occ,
           .blockers = blockers,
           .sliders = sliders,
           .empty = empty,
           .targets = targets,
           .sq2 = sq2,
           .color = color,
           .set = set};
  in.pos = pos;  // every field of Input: a position kind's position too
  first = mismatch_of(impl, numbering.board_input(in), numbering.board_bb(expected),
                      numbering.board_bb(actual));
}

}  // namespace slidercheck::enumeration
