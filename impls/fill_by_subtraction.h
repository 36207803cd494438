// Fill by Subtraction: o ^ (o - 2r) on all eight ranks at once (SWAR).
//
// East attacks of any number of sliders on every rank from one subtraction:
//
//   o' = ~empty | sliders | hFile     (every slider and the h-file stop a borrow)
//   r' = sliders & ~hFile             (an h-file slider has no east ray)
//   east = o' ^ (o' - 2r')
//
// No borrow crosses a byte. Within one rank (byte) r' lies on files a..g and
// inside o', and o' also holds the h-file bit, so r' <= 127 and o' >= 128 + r';
// hence 2r' = r' + r' <= r' + 127 < o': every byte's subtraction is complete
// in itself (by induction from rank 1 no borrow ever comes in), and 2r' (r'
// one file east) stays in its rank since r' has no h-file bit.
// Each slider s flips the bits from s + 1 up to the first set bit of o' above
// s. Taken from the highest slider down these ranges are disjoint (every slider
// is set in o'): a ray that meets another slider's square ends there while that
// slider's own ray continues, so the union equals the rays through the empty
// squares. No bit outside the ranges changes, so no masking is needed.
//
// The other rook directions reuse east: west = mirror(east(mirror)), and
// flip_a1h8 turns east into north (south = flipped west). Diagonal directions
// are not provided (0).
//
//   sliders, occupied       o'                east attacks
//   . . . . . . . .         . . . . . . . 1   . . . . . . . .
//   . R . . 1 . . .         . 1 . . 1 . . 1   . . 1 1 1 . . .
//   . . . . . . . .         . . . . . . . 1   . . . . . . . .
//   R . . R . . . .         1 . . 1 . . . 1   . 1 1 1 1 1 1 1
//   . . . . . . . .         . . . . . . . 1   . . . . . . . .
//   . . . . . . . .         . . . . . . . 1   . . . . . . . .
//   . . . . . . . .         . . . . . . . 1   . . . . . . . .
//   . . . . 1 . . R         . . . . 1 . . 1   . . . . . . . .
#pragma once

#include <cstdint>

#include "impls/line_masks.h"
#include "impls/word.h"

namespace slidercheck::impls::fill_by_subtraction {

// Returns the east attacks of every slider through the empty squares, all ranks at once.
template <class W>
constexpr W east_attacks(W sliders, W empty) {
  const W o = ~empty | sliders | W(kFileH);
  const W r = sliders & W(~kFileH);
  return o ^ (o - (r << 1));
}

// Returns the west attacks: east attacks of the file-mirrored board, mirrored back.
template <class W>
constexpr W west_attacks(W sliders, W empty) {
  return mirror_files(east_attacks(mirror_files(sliders), mirror_files(empty)));
}

// Returns the north attacks: east attacks of the a1-h8-flipped board, flipped back.
template <class W>
constexpr W north_attacks(W sliders, W empty) {
  return flip_a1h8(east_attacks(flip_a1h8(sliders), flip_a1h8(empty)));
}

// Returns the south attacks: west attacks of the a1-h8-flipped board, flipped back.
template <class W>
constexpr W south_attacks(W sliders, W empty) {
  return flip_a1h8(west_attacks(flip_a1h8(sliders), flip_a1h8(empty)));
}

// Returns the attacks of every slider in dir8 through the empty squares (0 for
// the diagonal directions, which this family does not provide).
template <class W>
constexpr W sliding_attacks(W sliders, W empty, int dir8) {
  switch (dir8) {
    case kEast:
      return east_attacks(sliders, empty);
    case kWest:
      return west_attacks(sliders, empty);
    case kNort:
      return north_attacks(sliders, empty);
    case kSout:
      return south_attacks(sliders, empty);
    default:
      return W(0);
  }
}

// The directions sliding_attacks provides: east, sout, west, nort.
inline constexpr std::uint8_t kDirections =
    (1 << kEast) | (1 << kSout) | (1 << kWest) | (1 << kNort);
static_assert(kDirections == 0xAA);

}  // namespace slidercheck::impls::fill_by_subtraction
