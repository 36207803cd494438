// The signature shapes' run-time side: C parameter lists, a field's value as text.
#include "slidercheck/shapes.h"

namespace slidercheck {

std::string c_parameters(Shape shape, Extra extra) {
  std::string text;
  for (Field f : resolve_extra(shape_info(shape).arguments, extra)) {
    if (!text.empty()) text += ", ";
    text += field_type(f) == FieldType::bitboard   ? "uint64_t "
            : field_type(f) == FieldType::position ? "const slidercheck_position *"
                                                   : "int ";
    text += field_info(f).name;
  }
  return text;
}

std::string c_batch_parameters(Shape shape, Extra extra) {
  std::string text;
  for (Field f : resolve_extra(shape_info(shape).arguments, extra)) {
    text += field_type(f) == FieldType::bitboard   ? "const uint64_t *"
            : field_type(f) == FieldType::position ? "const slidercheck_position *"
                                                   : "const int *";
    text += std::string(field_info(f).name) + ", ";
  }
  return text + "uint64_t *out, size_t n";
}

std::string batch_macro(Shape shape) {
  std::string name = "SLIDERCHECK_BATCH_";
  for (const char* c = shape_info(shape).name; *c; ++c)
    name += static_cast<char>(*c >= 'a' && *c <= 'z' ? *c - 'a' + 'A' : *c);
  return name;
}

std::string field_text(Field field, std::uint64_t value) {
  switch (field_type(field)) {
    case FieldType::square:
      return square_name(static_cast<int>(value));
    case FieldType::bitboard:
      return hex(value);
    case FieldType::dir8:
      return dir8_name(static_cast<int>(value));
    case FieldType::jump:
      return jump_name(static_cast<int>(value));
    case FieldType::color:
      return value ? "black" : "white";
    case FieldType::position:  // eight words (position_text, kinds.h)
      return "";
  }
  return "";
}

}  // namespace slidercheck
