// The kind table's run-time side: names, the pieces of an input, its fields by name.
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
  if (is_position_kind(in.kind)) return occupied(in.pos);  // the position's pieces
  if (is_pair(in.kind)) return 0;                          // two squares, no pieces
  if (is_set_kind(in.kind)) return in.set;                 // the leapers
  if (is_leaper(in.kind)) return 0;                        // one square, no pieces
  if (is_slider_set(in.kind)) return in.sliders | in.occ;  // the sliders and the occupied
  return is_multi(in.kind) ? ~in.empty | in.sliders : in.occ;
}

std::uint64_t field_value(const Input& in, Field field) {
  return on_field(field, [&]<Field F>() -> std::uint64_t {
    if constexpr (F == Field::pos)
      return 0;  // eight words: position_text
    else
      return static_cast<std::uint64_t>(field_ref<F>(in));
  });
}

void set_field(Input& in, Field field, std::uint64_t value) {
  on_field(field, [&]<Field F>() {
    if constexpr (F != Field::pos) {  // eight words: set whole (Input::pos)
      using T = std::remove_reference_t<decltype(field_ref<F>(in))>;
      field_ref<F>(in) = static_cast<T>(value);
    }
  });
}

std::string position_text(const Input& in) {
  if (!position_fault(in.pos).empty()) return position_hex(in.pos);
  const int side = takes(in.kind, Field::color) ? in.color & 1 : 0;
  return position_fen(in.pos, side);
}

std::string position_option(const Input& in, const char* dashes) {
  if (!position_fault(in.pos).empty())
    return std::string(dashes) + "position " + position_hex(in.pos);
  return std::string(dashes) + "fen '" + position_text(in) + "'";
}

std::string argument_options(const Input& in, const char* dashes) {
  std::string text;
  for (Field f : shown_fields(in.kind)) {
    if (f == Field::pos) {
      text += " " + position_option(in, dashes);
      continue;
    }
    text +=
        std::string(" ") + dashes + field_info(f).option + " " + field_text(f, field_value(in, f));
  }
  return text;
}

}  // namespace slidercheck
