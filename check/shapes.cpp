// The signature shapes' run-time side: fields read, written and shown by name.
#include "slidercheck/shapes.h"

#include "slidercheck/kinds.h"

namespace slidercheck {

std::string c_parameters(Shape shape, Extra extra) {
  std::string text;
  for (Field f : resolve_extra(shape_info(shape).arguments, extra)) {
    if (!text.empty()) text += ", ";
    text += field_type(f) == FieldType::bitboard ? "uint64_t " : "int ";
    text += field_info(f).name;
  }
  return text;
}

std::uint64_t field_value(const Input& in, Field field) {
  return on_field(field, [&]<Field F>() { return static_cast<std::uint64_t>(field_ref<F>(in)); });
}

void set_field(Input& in, Field field, std::uint64_t value) {
  on_field(field, [&]<Field F>() {
    using T = std::remove_reference_t<decltype(field_ref<F>(in))>;
    field_ref<F>(in) = static_cast<T>(value);
  });
}

std::string field_text(Field field, std::uint64_t value) {
  switch (field_type(field)) {
    case FieldType::square:
      return square_name(static_cast<int>(value));
    case FieldType::bitboard:
      return hex(value);
    case FieldType::dir8:
      return dir8_name(static_cast<int>(value));
    case FieldType::color:
      return value ? "black" : "white";
  }
  return "";
}

std::string argument_options(const Input& in, const char* dashes) {
  std::string text;
  for (Field f : shown_fields(in.kind))
    text +=
        std::string(" ") + dashes + field_info(f).option + " " + field_text(f, field_value(in, f));
  return text;
}

}  // namespace slidercheck
