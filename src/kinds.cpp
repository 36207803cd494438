#include "slidercheck/kinds.h"

namespace slidercheck {

namespace {
constexpr const char* kKindNames[kKinds] = {
    "rook_attacks",        "bishop_attacks",   "queen_attacks",        "rank_attacks",
    "file_attacks",        "diagonal_attacks", "antidiagonal_attacks", "xray_rook_attacks",
    "xray_bishop_attacks", "sliding_attacks",  "xray_sliding_attacks", "between"};
}  // namespace

const char* kind_name(Kind kind) {
  const int i = static_cast<int>(kind);
  return (i >= 0 && i < kKinds) ? kKindNames[i] : "??";
}

std::optional<Kind> parse_kind(std::string_view text) {
  for (int i = 0; i < kKinds; ++i) {
    if (text == kKindNames[i]) return static_cast<Kind>(i);
  }
  return std::nullopt;
}

Shape shape_of(Kind kind) {
  switch (kind) {
    case Kind::xray_rook_attacks:
    case Kind::xray_bishop_attacks:
      return Shape::xray;
    case Kind::sliding_attacks:
      return Shape::multi;
    case Kind::xray_sliding_attacks:
    case Kind::between:
      return Shape::multi_extra;
    default:
      return Shape::single;
  }
}

Bitboard pieces_of(const Input& in) {
  switch (shape_of(in.kind)) {
    case Shape::single:
    case Shape::xray:
      return in.occ;
    case Shape::multi:
    case Shape::multi_extra:
      return ~in.empty | in.sliders;
  }
  return 0;
}

bool Implementation::provides(Kind kind) const { return provides_kind(*this, kind); }

Bitboard Implementation::eval(const Input& in) const {
  switch (in.kind) {
    case Kind::rook_attacks:
      return rook_attacks(in.occ, in.sq);
    case Kind::bishop_attacks:
      return bishop_attacks(in.occ, in.sq);
    case Kind::queen_attacks:
      return queen_attacks(in.occ, in.sq);
    case Kind::rank_attacks:
      return rank_attacks(in.occ, in.sq);
    case Kind::file_attacks:
      return file_attacks(in.occ, in.sq);
    case Kind::diagonal_attacks:
      return diagonal_attacks(in.occ, in.sq);
    case Kind::antidiagonal_attacks:
      return antidiagonal_attacks(in.occ, in.sq);
    case Kind::xray_rook_attacks:
      return xray_rook_attacks(in.occ, in.blockers, in.sq);
    case Kind::xray_bishop_attacks:
      return xray_bishop_attacks(in.occ, in.blockers, in.sq);
    case Kind::sliding_attacks:
      return sliding_attacks(in.sliders, in.empty, in.dir8);
    case Kind::xray_sliding_attacks:
      return xray_sliding_attacks(in.sliders, in.empty, in.blockers, in.dir8);
    case Kind::between:
      return between(in.sliders, in.empty, in.targets, in.dir8);
  }
  return 0;
}

}  // namespace slidercheck
