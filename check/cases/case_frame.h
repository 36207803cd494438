// Where the enumeration makes its cases (internal to check/): an engine's
// numbering and own-square contract, and the small helpers every case maker
// shares. Line geometry here comes from walking (file, rank), like the
// oracle; nothing is shared with impls/.
#pragma once

#include <cstdint>

#include "slidercheck/implementation.h"
#include "slidercheck/random.h"
#include "slidercheck/symmetry.h"

namespace slidercheck::enumeration {

// Returns the bitboard of square sq.
inline Bitboard bit(int sq) { return Bitboard{1} << sq; }

// Returns a fixed pseudo-random word (splitmix64 of n): reproducible patterns.
inline Bitboard pattern(std::uint64_t n) {
  return splitmix64_mix(n * kSplitmix64Gamma + 0x632BE59BD9B4E019ull);
}

// Calls f(subset) for every subset of mask, the empty set first (Carry-Rippler).
template <class F>
bool for_each_subset(Bitboard mask, F&& f) {
  Bitboard subset = 0;
  do {
    if (!f(subset)) return false;
    subset = (subset - mask) & mask;
  } while (subset);
  return true;
}

// Where the cases are made: in an engine's numbering (every table, square and
// background moved into it once, per process, line or background, never per
// case) and under its own-square contract (only the own-bit states it allows:
// half of the cases that vary the own bit). The visitor gets each input as the
// engine is called with it and the expected value in the same numbering.
struct Frame {
  Symmetry to_engine = Symmetry::identity;  // bitboards: board square -> engine bit
  Symmetry squares = Symmetry::identity;    // square arguments: board square -> engine index
  OwnSquare own = OwnSquare::any;
  PairDomain pairs = PairDomain::all;  // the inputs outside these are not made
  PawnSquares pawn_squares = PawnSquares::all;

  // Returns whether board input in lies outside the frame's pair domain or pawn squares.
  bool outside(const Input& in) const { return outside_input_contracts(in, pairs, pawn_squares); }
  // Returns board bitboard b in the frame's numbering.
  Bitboard bb(Bitboard b) const {
    return to_engine == Symmetry::identity ? b : transform(to_engine, b);
  }
  // Returns board square sq's index in the frame's numbering.
  int square(int sq) const { return transform_square(squares, sq); }
  // Returns board input in in the frame's numbering.
  Input input(const Input& in) const {
    return to_engine == Symmetry::identity && squares == Symmetry::identity
               ? in
               : move_squares(squares, to_engine, in);
  }
  // Returns whether cases with the slider's own bit set (clear) are made.
  bool own_set() const { return own != OwnSquare::empty; }
  bool own_clear() const { return own != OwnSquare::occupied; }
};

// Returns the board's frame (no numbering, no own-square contract) under impl's
// pair domain and pawn squares: the cases of the loops that translate per call.
inline Frame board_frame(const Implementation& impl) {
  return Frame{.pairs = impl.pairs, .pawn_squares = impl.pawn_squares};
}

// Returns the frame impl is called in: its numbering and own-square contract.
inline Frame frame_of(const Implementation& impl) {
  return Frame{.to_engine = impl.mapping.bits_to_engine(),
               .squares = impl.mapping.to_engine(),
               .own = impl.own_square,
               .pairs = impl.pairs,
               .pawn_squares = impl.pawn_squares};
}
inline Frame frame_of(const CaseFrame& frame) {
  return Frame{.to_engine = frame.numbering.bits_to_engine(),
               .squares = frame.numbering.to_engine(),
               .own = frame.own,
               .pairs = frame.pairs,
               .pawn_squares = frame.pawn_squares};
}

}  // namespace slidercheck::enumeration
