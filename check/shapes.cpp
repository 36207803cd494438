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
  switch (field) {
    case Field::sq:
    case Field::a:
      return static_cast<std::uint64_t>(in.sq);
    case Field::b:
      return static_cast<std::uint64_t>(in.sq2);
    case Field::occ:
      return in.occ;
    case Field::blockers:
      return in.blockers;
    case Field::sliders:
      return in.sliders;
    case Field::empty:
      return in.empty;
    case Field::targets:
      return in.targets;
    case Field::dir8:
      return static_cast<std::uint64_t>(in.dir8);
    case Field::color:
      return static_cast<std::uint64_t>(in.color);
    case Field::set:
      return in.set;
    case Field::extra:
      return extra_of(in);
  }
  return 0;
}

void set_field(Input& in, Field field, std::uint64_t value) {
  const int small = static_cast<int>(value);
  switch (field) {
    case Field::sq:
    case Field::a:
      in.sq = small;
      break;
    case Field::b:
      in.sq2 = small;
      break;
    case Field::occ:
      in.occ = value;
      break;
    case Field::blockers:
      in.blockers = value;
      break;
    case Field::sliders:
      in.sliders = value;
      break;
    case Field::empty:
      in.empty = value;
      break;
    case Field::targets:
      in.targets = value;
      break;
    case Field::dir8:
      in.dir8 = small;
      break;
    case Field::color:
      in.color = small;
      break;
    case Field::set:
      in.set = value;
      break;
    case Field::extra:
      extra_field(in) = value;
      break;
  }
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
    text += std::string(" ") + dashes + field_info(f).option + " " +
            field_text(f, field_value(in, f));
  return text;
}

}  // namespace slidercheck
