#include "slidercheck/kinds.h"

namespace slidercheck {

namespace {
// The table's rows are in Kind order (info(kind) indexes it).
constexpr bool rows_in_order() {
  for (int i = 0; i < kKinds; ++i)
    if (static_cast<int>(kKindTable[i].kind) != i) return false;
  return true;
}
static_assert(rows_in_order(), "kKindTable: row i must describe Kind i");
}  // namespace

const char* kind_name(Kind kind) {
  const int i = static_cast<int>(kind);
  return (i >= 0 && i < kKinds) ? kKindTable[i].name : "??";
}

std::optional<Kind> parse_kind(std::string_view text) {
  for (const KindInfo& row : kKindTable)
    if (text == row.name) return row.kind;
  return std::nullopt;
}

Bitboard pieces_of(const Input& in) {
  if (is_pair(in.kind)) return 0;           // two squares, no pieces
  if (is_set_kind(in.kind)) return in.set;  // the leapers
  if (is_leaper(in.kind)) return 0;         // one square, no pieces
  return is_multi(in.kind) ? ~in.empty | in.sliders : in.occ;
}

}  // namespace slidercheck
