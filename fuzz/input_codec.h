// The byte layout of a fuzz input: one call of one function kind.
//
//   byte  0       kind (value % kKinds, in the order of slidercheck::Kind)
//   (each field of the kind's shape is read from its slot, the others are 0)
//   byte  1       sq   (value & 63; pair kinds: a; sees kinds: from)
//   byte  2       dir8 (value & 7; knight_shift: its jump); pair kinds: b (value & 63), and dir8 0;
//                 sees kinds: to (value & 63);
//                 pawn kinds: color (value & 1), other leapers: unused (dir8 0)
//   bytes 3..10   occ       (little-endian); set-wise leaper kinds: the set (occ 0)
//   bytes 11..18  blockers  (x-ray kinds: & occ; xray_sliding_attacks: & ~empty)
//   bytes 19..26  sliders (multi and set_attacks kinds)
//   bytes 27..34  empty
//   bytes 35..42  targets   (between: & ~empty)
//   bytes 43..106 the position kinds' position: 8 words, little-endian (white,
//                 black, pawn, knight, bishop, rook, queen, king); a position
//                 outside the domain is never called (position_input_fault)
//
// Every byte string decodes: short inputs are padded with zero bytes, bytes
// past the 107th are ignored. (A new kind takes the next number: every committed
// seed starts with its kind's number, so it decodes as before.)
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "slidercheck/kinds.h"

namespace slidercheck::fuzz {

inline constexpr std::size_t kInputBytes = 107;

// Where a field is kept in the bytes: its first byte and, for a square,
// direction or color, the mask its byte is read through.
struct Slot {
  std::size_t at;
  std::uint8_t mask;
};

// The slots of the fields, in the order of Field (see the layout above).
inline constexpr Slot kSlots[kFields] = {
    {1, 63},  // sq
    {3, 0},   // occ
    {11, 0},  // blockers
    {2, 7},   // dir8
    {19, 0},  // sliders
    {27, 0},  // empty
    {35, 0},  // targets
    {1, 63},  // a
    {2, 63},  // b
    {2, 1},   // color
    {3, 0},   // set
    {43, 0},  // pos: 8 words
    {2, 7},   // jump (knight_shift; in dir8's byte)
    {1, 63},  // from (the sees kinds; in sq's byte)
    {2, 63},  // to (the sees kinds; in b's byte)
};

// Returns field's slot (field named: see arguments(kind)).
constexpr Slot slot_of(Field field) { return kSlots[static_cast<int>(field)]; }

// Returns the input the bytes encode (see the layout above): the fields of its
// kind's shape (the others 0), the x-ray blockers within their occupancy and
// the extra argument off the empty squares. Never reads past size.
inline Input decode_input(const std::uint8_t* data, std::size_t size) {
  std::array<std::uint8_t, kInputBytes> bytes{};
  if (size > 0) std::memcpy(bytes.data(), data, size < kInputBytes ? size : kInputBytes);
  Input in;
  in.kind = static_cast<Kind>(bytes[0] % kKinds);
  for (Field f : arguments(in.kind)) {
    const Slot slot = slot_of(f);
    Bitboard w = 0;
    if (field_type(f) == FieldType::position) {
      for (int k = 0; k < kPositionWords; ++k) {
        Bitboard word = 0;
        for (std::size_t i = 0; i < 8; ++i) word |= Bitboard{bytes[slot.at + 8 * k + i]} << (8 * i);
        position_word(in.pos, k) = word;
      }
      continue;
    }
    if (field_type(f) == FieldType::bitboard) {
      for (std::size_t i = 0; i < 8; ++i) w |= Bitboard{bytes[slot.at + i]} << (8 * i);
    } else {
      w = bytes[slot.at] & slot.mask;
    }
    set_field(in, f, w);
  }
  if (takes(in.kind, Field::occ)) in.blockers &= in.occ;  // the x-ray precondition
  if (has_extra(in.kind)) extra_field(in) &= ~in.empty;
  return in;
}

// Returns the bytes that decode to in (its kind's shape's fields).
inline std::array<std::uint8_t, kInputBytes> encode_input(const Input& in) {
  std::array<std::uint8_t, kInputBytes> bytes{};
  bytes[0] = static_cast<std::uint8_t>(in.kind);
  for (Field f : arguments(in.kind)) {
    const Slot slot = slot_of(f);
    const std::uint64_t v = field_value(in, f);
    if (field_type(f) == FieldType::position) {
      for (int k = 0; k < kPositionWords; ++k)
        for (std::size_t i = 0; i < 8; ++i)
          bytes[slot.at + 8 * k + i] =
              static_cast<std::uint8_t>(position_word(in.pos, k) >> (8 * i));
      continue;
    }
    if (field_type(f) == FieldType::bitboard) {
      for (std::size_t i = 0; i < 8; ++i)
        bytes[slot.at + i] = static_cast<std::uint8_t>(v >> (8 * i));
    } else {
      bytes[slot.at] = static_cast<std::uint8_t>(v);
    }
  }
  return bytes;
}

}  // namespace slidercheck::fuzz
