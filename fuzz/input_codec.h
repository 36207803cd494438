// The byte layout of a fuzz input: one call of one function kind.
//
//   byte  0       kind (value % kKinds, in the order of slidercheck::Kind)
//   byte  1       sq   (value & 63; pair kinds: a)
//   byte  2       dir8 (value & 7); pair kinds: b (value & 63), and dir8 0;
//                 pawn kinds: color (value & 1), other leapers: unused (dir8 0)
//   bytes 3..10   occ       (little-endian); set-wise leaper kinds: the set (occ 0)
//   bytes 11..18  blockers  (x-ray kinds: & occ; xray_sliding_attacks: & ~empty)
//   bytes 19..26  sliders
//   bytes 27..34  empty
//   bytes 35..42  targets   (between: & ~empty)
//
// Every byte string decodes: short inputs are padded with zero bytes, bytes
// past the 43rd are ignored. (A new kind takes the next number: every committed
// seed starts with its kind's number, so it decodes as before.)
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "slidercheck/kinds.h"

namespace slidercheck::fuzz {

inline constexpr std::size_t kInputBytes = 43;

// Returns the input the bytes encode (see the layout above); never reads past size.
// Straight-line code (one memcpy, fixed-size word loops), so a target compiled
// with comparison tracing spends no traced comparison per byte.
inline Input decode_input(const std::uint8_t* data, std::size_t size) {
  std::array<std::uint8_t, kInputBytes> bytes{};
  if (size > 0) std::memcpy(bytes.data(), data, size < kInputBytes ? size : kInputBytes);
  auto word = [&](std::size_t at) {
    Bitboard w = 0;
    for (std::size_t i = 0; i < 8; ++i) w |= Bitboard{bytes[at + i]} << (8 * i);
    return w;
  };
  Input in;
  in.kind = static_cast<Kind>(bytes[0] % kKinds);
  in.sq = bytes[1] & 63;
  in.dir8 = bytes[2] & 7;
  in.occ = word(3);
  in.blockers = word(11);
  in.sliders = word(19);
  in.empty = word(27);
  in.targets = word(35);
  if (shape_of(in.kind) == Shape::xray) in.blockers &= in.occ;
  if (shape_of(in.kind) == Shape::multi_extra) extra_field(in) &= ~in.empty;
  if (shape_of(in.kind) == Shape::pair) {  // byte 2 is b: pair kinds take no dir8
    in.sq2 = bytes[2] & 63;
    in.dir8 = 0;
  }
  if (is_leaper(in.kind)) {  // byte 2 is the color, bytes 3..10 the set
    in.color = has_color(in.kind) ? bytes[2] & 1 : 0;
    in.dir8 = 0;
    in.set = is_set_kind(in.kind) ? in.occ : 0;
    in.occ = 0;
  }
  return in;
}

// Returns the bytes that decode to in (fields the kind does not use included).
inline std::array<std::uint8_t, kInputBytes> encode_input(const Input& in) {
  std::array<std::uint8_t, kInputBytes> bytes{};
  bytes[0] = static_cast<std::uint8_t>(in.kind);
  bytes[1] = static_cast<std::uint8_t>(in.sq);
  bytes[2] = static_cast<std::uint8_t>(shape_of(in.kind) == Shape::pair ? in.sq2
                                       : is_leaper(in.kind)             ? in.color
                                                                        : in.dir8);
  auto put = [&](std::size_t at, Bitboard w) {
    for (std::size_t i = 0; i < 8; ++i) bytes[at + i] = static_cast<std::uint8_t>(w >> (8 * i));
  };
  put(3, is_set_kind(in.kind) ? in.set : in.occ);
  put(11, in.blockers);
  put(19, in.sliders);
  put(27, in.empty);
  put(35, in.targets);
  return bytes;
}

}  // namespace slidercheck::fuzz
