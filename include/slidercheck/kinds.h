// The function kinds every implementation is checked against, the input of one
// call, and the uniform interface of an implementation (the registry entry).
//
// Definitions (the oracle implements exactly these):
//  - rank/file/diagonal/antidiagonal_attacks(occ, sq): along that line, in each
//    direction, the squares up to and including the first occupied one; never sq.
//  - rook = rank | file, bishop = diagonal | antidiagonal, queen = rook | bishop.
//  - The result never depends on occ's bit at sq, nor on bits off sq's lines.
//  - xray_rook/bishop_attacks(occ, blockers, sq), precondition blockers ⊆ occ:
//      a = attacks(occ, sq); result = a ^ attacks(occ ^ (blockers & a), sq).
//  - sliding_attacks(sliders, empty, dir8): union over slider squares of the ray
//    in dir8 through empty squares, including the first non-empty one. A slider's
//    own square may be empty or not.
//  - xray_sliding_attacks(sliders, empty, blockers, dir8):
//      b = blockers & sliding_attacks(sliders, empty, dir8);
//      result = b ? sliding_attacks(b, empty, dir8) : 0.
//  - between(sliders, empty, targets, dir8):
//      sliding_attacks(sliders, empty, dir8) & sliding_attacks(targets, empty, dir8 ^ 4).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "slidercheck/board.h"

namespace slidercheck {

enum class Kind : int {
  rook_attacks,
  bishop_attacks,
  queen_attacks,
  rank_attacks,
  file_attacks,
  diagonal_attacks,
  antidiagonal_attacks,
  xray_rook_attacks,
  xray_bishop_attacks,
  sliding_attacks,
  xray_sliding_attacks,
  between,
};
inline constexpr int kKinds = 12;

// The argument shape of a kind.
enum class Shape {
  single,       // (occ, sq)
  xray,         // (occ, blockers, sq)
  multi,        // (sliders, empty, dir8)
  multi_extra,  // (sliders, empty, blockers|targets, dir8)
};

// Returns every kind, in the order above.
constexpr std::array<Kind, kKinds> all_kinds() {
  std::array<Kind, kKinds> kinds{};
  for (int i = 0; i < kKinds; ++i) kinds[i] = static_cast<Kind>(i);
  return kinds;
}
// Returns the kind's name, e.g. "rook_attacks".
const char* kind_name(Kind kind);
// Returns the kind named text, or nothing.
std::optional<Kind> parse_kind(std::string_view text);
// Returns the argument shape of kind.
Shape shape_of(Kind kind);

// One call of one function kind. Only the fields of the kind's shape matter:
// single: occ, sq. xray: occ, blockers, sq. multi: sliders, empty, dir8.
// xray_sliding_attacks: sliders, empty, blockers, dir8.
// between: sliders, empty, targets, dir8.
struct Input {
  Kind kind = Kind::rook_attacks;
  int sq = 0;
  int dir8 = 0;
  Bitboard occ = 0;
  Bitboard blockers = 0;
  Bitboard sliders = 0;
  Bitboard empty = 0;
  Bitboard targets = 0;

  friend bool operator==(const Input&, const Input&) = default;
};

// Returns the bitboard whose set bits are the "pieces" of input: what a shrink
// removes one at a time (occ for single/xray; non-empty squares for multi).
Bitboard pieces_of(const Input& input);

using SingleFn = Bitboard (*)(Bitboard occ, int sq);
using XrayFn = Bitboard (*)(Bitboard occ, Bitboard blockers, int sq);
using MultiFn = Bitboard (*)(Bitboard sliders, Bitboard empty, int dir8);
using MultiExtraFn = Bitboard (*)(Bitboard sliders, Bitboard empty, Bitboard extra, int dir8);

// Returns whether impl, any type with the registry entry's per-kind pointer
// members (the concrete Implementation below, the prover's symbolic one),
// has kind.
template <class Impl>
constexpr bool provides_kind(const Impl& impl, Kind kind) {
  switch (kind) {
    case Kind::rook_attacks:
      return impl.rook_attacks != nullptr;
    case Kind::bishop_attacks:
      return impl.bishop_attacks != nullptr;
    case Kind::queen_attacks:
      return impl.queen_attacks != nullptr;
    case Kind::rank_attacks:
      return impl.rank_attacks != nullptr;
    case Kind::file_attacks:
      return impl.file_attacks != nullptr;
    case Kind::diagonal_attacks:
      return impl.diagonal_attacks != nullptr;
    case Kind::antidiagonal_attacks:
      return impl.antidiagonal_attacks != nullptr;
    case Kind::xray_rook_attacks:
      return impl.xray_rook_attacks != nullptr;
    case Kind::xray_bishop_attacks:
      return impl.xray_bishop_attacks != nullptr;
    case Kind::sliding_attacks:
      return impl.sliding_attacks != nullptr;
    case Kind::xray_sliding_attacks:
      return impl.xray_sliding_attacks != nullptr;
    case Kind::between:
      return impl.between != nullptr;
  }
  return false;
}

// A registry entry: a name and a function pointer per kind it provides.
// The multi-slider kinds are checked in the directions of `directions` only
// (bit d set = dir8 d covered).
struct Implementation {
  const char* name = "";
  const char* summary = "";
  SingleFn rook_attacks = nullptr;
  SingleFn bishop_attacks = nullptr;
  SingleFn queen_attacks = nullptr;
  SingleFn rank_attacks = nullptr;
  SingleFn file_attacks = nullptr;
  SingleFn diagonal_attacks = nullptr;
  SingleFn antidiagonal_attacks = nullptr;
  XrayFn xray_rook_attacks = nullptr;
  XrayFn xray_bishop_attacks = nullptr;
  MultiFn sliding_attacks = nullptr;
  MultiExtraFn xray_sliding_attacks = nullptr;
  MultiExtraFn between = nullptr;
  std::uint8_t directions = 0xFF;

  // Returns whether this implementation provides kind.
  bool provides(Kind kind) const;
  // Returns whether the multi-slider kinds cover dir8.
  bool covers(int dir8) const { return (directions >> dir8) & 1; }
  // Returns this implementation's result for input (which it must provide).
  Bitboard eval(const Input& input) const;
};

}  // namespace slidercheck
