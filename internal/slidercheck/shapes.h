// The signature shapes, as data: the one place that says what each shape is.
// A shape is the argument list of a function kind. Each row below lists its
// fields in C argument order (which is also its record in the --exec
// protocol: each bitboard 8 bytes little-endian, each square, direction or
// color 1 byte) and in the order reports and commands show them. Each field
// has a type, a C parameter name (also its JSON key in vectors), a
// command-line option and a report label. The printers, the parsers, the exec
// records, the fuzz codec, the vectors and the replay options read these
// tables; code dispatches on a shape only through on_shape (below) or the
// field lists.
//
// Input (kinds.h) is the union of every shape's fields: one flat struct, so
// the checking loops write and read it without a branch. The kind's shape's
// fields (arguments(kind)) are the ones that matter; the others are left alone.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>

#include "slidercheck/board.h"

namespace slidercheck {

// The argument shape of a kind: the one thing code may dispatch on.
enum class Shape {
  single,        // (occ, sq)
  xray,          // (occ, blockers, sq)
  multi,         // (sliders, empty, dir8)
  multi_extra,   // (sliders, empty, blockers|targets, dir8)
  pair,          // (a, b): two squares, a = Input::sq, b = Input::sq2
  square,        // (sq): a leaper on one square
  color_square,  // (color, sq): a pawn of Input::color on one square
  set,           // (set): leapers on every square of Input::set
  color_set,     // (color, set): pawns of Input::color on every square of Input::set
  set_dir,       // (set, dir8): the squares of Input::set, one direction
  ray,           // (occ, sq, dir8): a slider on one square, one direction
  // The position kinds (Input::pos, passed by const pointer):
  pos_occ_sq,        // (pos, occ, sq): attackers of sq, sliders seeing through occ
  pos_color_occ_sq,  // (pos, color, occ, sq): the same, color's pieces only
  pos_color_sq,      // (pos, color, sq): a side and a square of a position
  pos_color,         // (pos, color): a side of a position (its king's)
  set_jump,          // (set, jump): the squares of Input::set, one knight jump
  color_set_empty,   // (color, set, empty): pawns of Input::color on Input::set, pushed
                     // through Input::empty
  sees,              // (occ, from, to): a slider on from, a square to; a truth value
  set_attacks,       // (sliders, occ): sliders of one piece on every square of Input::sliders
};
inline constexpr int kShapes = 19;

// Which Input field the fourth argument of a multi_extra kind is.
enum class Extra { none, blockers, targets };

// One argument of a shape, and where Input keeps it.
enum class Field : std::uint8_t {
  sq,        // Input::sq: the slider's or the leaper's square
  occ,       // Input::occ
  blockers,  // Input::blockers
  dir8,      // Input::dir8: a compass direction
  sliders,   // Input::sliders
  empty,     // Input::empty
  targets,   // Input::targets
  a,         // Input::sq: a pair's first square
  b,         // Input::sq2: a pair's second square
  color,     // Input::color: 0 white, 1 black
  set,       // Input::set: the leapers' squares
  pos,       // Input::pos: a position (the pieces of both sides)
  jump,      // Input::dir8: a knight jump (0 noNoEa .. 7 noNoWe, clockwise)
  from,      // Input::sq: the sees kinds' slider square
  to,        // Input::sq2: the sees kinds' square it may see
  extra,     // in a shape's row only: blockers or targets, as the kind's Extra says
};
inline constexpr int kFields = 15;  // the fields Input keeps (extra is not one)

// What a field holds, which says how it is written, read and moved.
enum class FieldType : std::uint8_t { square, bitboard, dir8, color, position, jump };

struct FieldInfo {
  Field field;
  FieldType type;
  const char* name;    // C parameter; key in vectors and the check report's JSON
  const char* option;  // its command-line option, without the "--"
  const char* label;   // its name in reports
  bool required;       // a command line must give it (the others default to 0)
  const char* help;    // the command line's help
  const char* member;  // the member of Input that keeps it
};

// The fields, in the order of Field (the command line's help lists them so).
inline constexpr FieldInfo kFieldTable[kFields] = {
    {Field::sq, FieldType::square, "sq", "sq", "square", true,
     "the slider's square: a1..h8 or 0..63", "sq"},
    {Field::occ, FieldType::bitboard, "occ", "occ", "occ", false,
     "the occupancy (single-slider, x-ray, ray, sees and set_attacks kinds)", "occ"},
    {Field::blockers, FieldType::bitboard, "blockers", "blockers", "blockers", false,
     "the x-ray's blockers (a subset of --occ)", "blockers"},
    {Field::dir8, FieldType::dir8, "dir8", "dir", "dir8", true,
     "the direction: 0..7 or noEa east soEa sout soWe west noWe nort", "dir8"},
    {Field::sliders, FieldType::bitboard, "sliders", "sliders", "sliders", false,
     "the sliders (multi-slider and set_attacks kinds)", "sliders"},
    {Field::empty, FieldType::bitboard, "empty", "empty", "empty", false,
     "the empty squares (multi-slider kinds, pawn pushes)", "empty"},
    {Field::targets, FieldType::bitboard, "targets", "targets", "targets", false,
     "the targets of between", "targets"},
    {Field::a, FieldType::square, "a", "a", "a", true, "the first square (pair kinds)", "sq"},
    {Field::b, FieldType::square, "b", "b", "b", true, "the second square (pair kinds)", "sq2"},
    {Field::color, FieldType::color, "color", "color", "color", true,
     "the pawns' color: white (0) or black (1)", "color"},
    {Field::set, FieldType::bitboard, "set", "set", "set", true,
     "the set's squares (set-wise leaper kinds, shift_one, knight_shift; the pawns of the pushes)",
     "set"},
    {Field::pos, FieldType::position, "pos", "position", "position", true,
     "the position (position kinds): 8 words in hex, white black pawn knight bishop rook queen "
     "king, or --fen",
     "pos"},
    {Field::jump, FieldType::jump, "jump", "jump", "jump", true,
     "the knight jump: 0..7 or noNoEa noEaEa soEaEa soSoEa soSoWe soWeWe noWeWe noNoWe", "dir8"},
    {Field::from, FieldType::square, "from", "from", "from", true,
     "the slider's square (sees kinds): a1..h8 or 0..63", "sq"},
    {Field::to, FieldType::square, "to", "to", "to", true,
     "the square the slider may see (sees kinds): a1..h8 or 0..63", "sq2"},
};

// Returns field's row (field is not Field::extra).
constexpr const FieldInfo& field_info(Field field) { return kFieldTable[static_cast<int>(field)]; }
// Returns the bytes a field of type takes in an exec record.
constexpr std::size_t record_bytes(FieldType type) {
  return type == FieldType::bitboard ? 8 : type == FieldType::position ? 8 * kPositionWords : 1;
}

// A shape's fields, in some order (at most 4).
struct FieldList {
  std::array<Field, 4> fields{};
  int size = 0;
  constexpr const Field* begin() const { return fields.data(); }
  constexpr const Field* end() const { return fields.data() + size; }
  constexpr Field operator[](int i) const { return fields[i]; }
};

struct ShapeInfo {
  Shape shape;
  const char* name;         // "single"
  FieldList arguments;      // the C arguments, in order (the exec record)
  FieldList shown;          // the order reports and commands show them in
  const char* vector_type;  // the vectors' test group type
};

// The table. Row i describes Shape i.
inline constexpr ShapeInfo kShapeTable[kShapes] = {
    {Shape::single,
     "single",
     {{Field::occ, Field::sq}, 2},
     {{Field::sq, Field::occ}, 2},
     "SliderAttackTest"},
    {Shape::xray,
     "xray",
     {{Field::occ, Field::blockers, Field::sq}, 3},
     {{Field::sq, Field::occ, Field::blockers}, 3},
     "XrayAttackTest"},
    {Shape::multi,
     "multi",
     {{Field::sliders, Field::empty, Field::dir8}, 3},
     {{Field::dir8, Field::sliders, Field::empty}, 3},
     "MultiSliderTest"},
    {Shape::multi_extra,
     "multi_extra",
     {{Field::sliders, Field::empty, Field::extra, Field::dir8}, 4},
     {{Field::dir8, Field::sliders, Field::empty, Field::extra}, 4},
     "MultiSliderXrayTest"},  // "BetweenTest" when the extra argument is targets
    {Shape::pair, "pair", {{Field::a, Field::b}, 2}, {{Field::a, Field::b}, 2}, "SquarePairTest"},
    {Shape::square, "square", {{Field::sq}, 1}, {{Field::sq}, 1}, "LeaperTest"},
    {Shape::color_square,
     "color_square",
     {{Field::color, Field::sq}, 2},
     {{Field::color, Field::sq}, 2},
     "PawnTest"},
    {Shape::set, "set", {{Field::set}, 1}, {{Field::set}, 1}, "LeaperSetTest"},
    {Shape::color_set,
     "color_set",
     {{Field::color, Field::set}, 2},
     {{Field::color, Field::set}, 2},
     "PawnSetTest"},
    {Shape::set_dir,
     "set_dir",
     {{Field::set, Field::dir8}, 2},
     {{Field::dir8, Field::set}, 2},
     "SetShiftTest"},
    {Shape::ray,
     "ray",
     {{Field::occ, Field::sq, Field::dir8}, 3},
     {{Field::sq, Field::dir8, Field::occ}, 3},
     "RayAttackTest"},
    {Shape::pos_occ_sq,
     "pos_occ_sq",
     {{Field::pos, Field::occ, Field::sq}, 3},
     {{Field::pos, Field::sq, Field::occ}, 3},
     "PositionOccTest"},
    {Shape::pos_color_occ_sq,
     "pos_color_occ_sq",
     {{Field::pos, Field::color, Field::occ, Field::sq}, 4},
     {{Field::pos, Field::color, Field::sq, Field::occ}, 4},
     "PositionColorOccTest"},
    {Shape::pos_color_sq,
     "pos_color_sq",
     {{Field::pos, Field::color, Field::sq}, 3},
     {{Field::pos, Field::color, Field::sq}, 3},
     "PositionSquareTest"},
    {Shape::pos_color,
     "pos_color",
     {{Field::pos, Field::color}, 2},
     {{Field::pos, Field::color}, 2},
     "PositionTest"},
    {Shape::set_jump,
     "set_jump",
     {{Field::set, Field::jump}, 2},
     {{Field::jump, Field::set}, 2},
     "KnightShiftTest"},
    {Shape::color_set_empty,
     "color_set_empty",
     {{Field::color, Field::set, Field::empty}, 3},
     {{Field::color, Field::set, Field::empty}, 3},
     "PawnPushTest"},
    {Shape::sees,
     "sees",
     {{Field::occ, Field::from, Field::to}, 3},
     {{Field::from, Field::to, Field::occ}, 3},
     "SliderSeesTest"},
    {Shape::set_attacks,
     "set_attacks",
     {{Field::sliders, Field::occ}, 2},
     {{Field::sliders, Field::occ}, 2},
     "SliderSetTest"},
};

// Returns shape's row of the table.
constexpr const ShapeInfo& shape_info(Shape shape) { return kShapeTable[static_cast<int>(shape)]; }

// Returns whether shape takes field (Field::extra: a fourth bitboard of either name).
constexpr bool shape_takes(Shape shape, Field field) {
  for (Field f : shape_info(shape).arguments)
    if (f == field) return true;
  return false;
}

// Returns list with Field::extra named as extra says (blockers or targets).
constexpr FieldList resolve_extra(FieldList list, Extra extra) {
  for (Field& f : list.fields)
    if (f == Field::extra) f = extra == Extra::targets ? Field::targets : Field::blockers;
  return list;
}

// Returns the size in bytes of one exec record of shape.
constexpr std::size_t record_size(Shape shape) {
  std::size_t n = 0;
  for (Field f : shape_info(shape).arguments)
    n += record_bytes(f == Field::extra ? FieldType::bitboard : field_info(f).type);
  return n;
}

// Returns the type of field (Field::extra: a bitboard).
constexpr FieldType field_type(Field field) {
  return field == Field::extra ? FieldType::bitboard : field_info(field).type;
}

// ---- C signatures --------------------------------------------------------------

namespace detail {
template <class W, FieldType T>
using ArgType =
    std::conditional_t<T == FieldType::bitboard, W,
                       std::conditional_t<T == FieldType::position, const PositionOf<W>*, int>>;
template <class W, Shape S, std::size_t... I>
auto shape_fn(std::index_sequence<I...>)
    -> W (*)(ArgType<W, field_type(shape_info(S).arguments[I])>...);
}  // namespace detail

// The function type of shape S over a word type W (std::uint64_t, or the
// prover's symbolic word): W for each bitboard argument, int for the others.
template <class W, Shape S>
using ShapeFn = decltype(detail::shape_fn<W, S>(
    std::make_index_sequence<static_cast<std::size_t>(shape_info(S).arguments.size)>()));

namespace detail {
// A batch entry's array of a field of type T: the bitboards' as const W*, the
// positions' as const PositionOf<W>*, the others' as const int*.
template <class W, FieldType T>
using BatchArgType = std::conditional_t<
    T == FieldType::bitboard, const W*,
    std::conditional_t<T == FieldType::position, const PositionOf<W>*, const int*>>;
template <class W, Shape S, std::size_t... I>
auto batch_fn(std::index_sequence<I...>)
    -> void (*)(BatchArgType<W, field_type(shape_info(S).arguments[I])>..., W*, std::size_t);
}  // namespace detail

// The batch entry's type of shape S (slidercheck/plugin.h): one array per
// argument, in C order, then the results and the count.
template <class W, Shape S>
using BatchFn = decltype(detail::batch_fn<W, S>(
    std::make_index_sequence<static_cast<std::size_t>(shape_info(S).arguments.size)>()));

// The suffix of a kind's batch entry: slidercheck_rook_attacks_batch.
inline constexpr const char* kBatchSuffix = "_batch";

// The function types of each shape, by name.
template <class W>
struct Signatures {
  using Single = ShapeFn<W, Shape::single>;
  using Xray = ShapeFn<W, Shape::xray>;
  using Multi = ShapeFn<W, Shape::multi>;
  using MultiExtra = ShapeFn<W, Shape::multi_extra>;
  using Pair = ShapeFn<W, Shape::pair>;
  using Square = ShapeFn<W, Shape::square>;
  using ColorSquare = ShapeFn<W, Shape::color_square>;  // the same type as Pair
  using Set = ShapeFn<W, Shape::set>;
  using ColorSet = ShapeFn<W, Shape::color_set>;
  using SetDir = ShapeFn<W, Shape::set_dir>;
  using Ray = ShapeFn<W, Shape::ray>;
  using PosOccSq = ShapeFn<W, Shape::pos_occ_sq>;
  using PosColorOccSq = ShapeFn<W, Shape::pos_color_occ_sq>;
  using PosColorSq = ShapeFn<W, Shape::pos_color_sq>;
  using PosColor = ShapeFn<W, Shape::pos_color>;
  using SetJump = ShapeFn<W, Shape::set_jump>;  // the same type as SetDir
  using ColorSetEmpty = ShapeFn<W, Shape::color_set_empty>;
  using Sees = ShapeFn<W, Shape::sees>;
  using SetAttacks = ShapeFn<W, Shape::set_attacks>;
};
using SingleFn = Signatures<Bitboard>::Single;
using XrayFn = Signatures<Bitboard>::Xray;
using MultiFn = Signatures<Bitboard>::Multi;
using MultiExtraFn = Signatures<Bitboard>::MultiExtra;
using PairFn = Signatures<Bitboard>::Pair;
using SquareFn = Signatures<Bitboard>::Square;
using ColorSquareFn = Signatures<Bitboard>::ColorSquare;
using SetFn = Signatures<Bitboard>::Set;
using ColorSetFn = Signatures<Bitboard>::ColorSet;
using SetDirFn = Signatures<Bitboard>::SetDir;
using RayFn = Signatures<Bitboard>::Ray;
using PosOccSqFn = Signatures<Bitboard>::PosOccSq;
using PosColorOccSqFn = Signatures<Bitboard>::PosColorOccSq;
using PosColorSqFn = Signatures<Bitboard>::PosColorSq;
using PosColorFn = Signatures<Bitboard>::PosColor;
using SetJumpFn = Signatures<Bitboard>::SetJump;
using ColorSetEmptyFn = Signatures<Bitboard>::ColorSetEmpty;
using SeesFn = Signatures<Bitboard>::Sees;
using SetAttacksFn = Signatures<Bitboard>::SetAttacks;

// Returns the C parameter list of shape, e.g. "uint64_t occ, int sq" (extra
// named as extra says).
std::string c_parameters(Shape shape, Extra extra);

// Returns the C parameter list of shape's batch entry, e.g. "const uint64_t
// *occ, const int *sq, uint64_t *out, size_t n".
std::string c_batch_parameters(Shape shape, Extra extra);
// Returns plugin.h's macro that defines a batch entry of shape, e.g.
// "SLIDERCHECK_BATCH_SINGLE" (the shape's name in capitals).
std::string batch_macro(Shape shape);

// Returns f.template operator()<S>() for shape S = s: the one switch from a
// shape to its template (every S's call returns the same type).
template <class F>
[[gnu::always_inline]] constexpr auto on_shape(Shape s, F f)
    -> decltype(f.template operator()<Shape::single>()) {
  switch (s) {
    case Shape::single:
      return f.template operator()<Shape::single>();
    case Shape::xray:
      return f.template operator()<Shape::xray>();
    case Shape::multi:
      return f.template operator()<Shape::multi>();
    case Shape::multi_extra:
      return f.template operator()<Shape::multi_extra>();
    case Shape::pair:
      return f.template operator()<Shape::pair>();
    case Shape::square:
      return f.template operator()<Shape::square>();
    case Shape::color_square:
      return f.template operator()<Shape::color_square>();
    case Shape::set:
      return f.template operator()<Shape::set>();
    case Shape::color_set:
      return f.template operator()<Shape::color_set>();
    case Shape::set_dir:
      return f.template operator()<Shape::set_dir>();
    case Shape::ray:
      return f.template operator()<Shape::ray>();
    case Shape::pos_occ_sq:
      return f.template operator()<Shape::pos_occ_sq>();
    case Shape::pos_color_occ_sq:
      return f.template operator()<Shape::pos_color_occ_sq>();
    case Shape::pos_color_sq:
      return f.template operator()<Shape::pos_color_sq>();
    case Shape::pos_color:
      return f.template operator()<Shape::pos_color>();
    case Shape::set_jump:
      return f.template operator()<Shape::set_jump>();
    case Shape::color_set_empty:
      return f.template operator()<Shape::color_set_empty>();
    case Shape::sees:
      return f.template operator()<Shape::sees>();
    case Shape::set_attacks:
      return f.template operator()<Shape::set_attacks>();
  }
  __builtin_unreachable();
}

// Returns whether Fn is the function type of shape s over W (xray and multi
// share one type: (W, W, int); pair and color_square: (int, int)).
template <class W, class Fn>
constexpr bool fits_shape(Shape s) {
  return on_shape(s, [&]<Shape S>() { return std::is_same_v<Fn, ShapeFn<W, S>>; });
}

// ---- Fields of an input (In is Input: kinds.h) ----------------------------------

// Returns field F of in: a reference to where in keeps it (F = Field::extra:
// the kind's fourth argument; its value when in is const).
template <Field F, class In>
[[gnu::always_inline]] constexpr decltype(auto) field_ref(In& in) {
  if constexpr (F == Field::sq || F == Field::a || F == Field::from) return (in.sq);
  if constexpr (F == Field::b || F == Field::to) return (in.sq2);
  if constexpr (F == Field::occ) return (in.occ);
  if constexpr (F == Field::blockers) return (in.blockers);
  if constexpr (F == Field::sliders) return (in.sliders);
  if constexpr (F == Field::empty) return (in.empty);
  if constexpr (F == Field::targets) return (in.targets);
  if constexpr (F == Field::dir8 || F == Field::jump) return (in.dir8);
  if constexpr (F == Field::color) return (in.color);
  if constexpr (F == Field::set) return (in.set);
  if constexpr (F == Field::pos) return (in.pos);
  if constexpr (F == Field::extra) {
    if constexpr (std::is_const_v<In>)
      return extra_of(in);
    else
      return (extra_field(in));
  }
}

// Returns f.template operator()<F>() for field F = field: the one switch from
// a field to its template.
template <class F>
[[gnu::always_inline]] constexpr auto on_field(Field field, F f)
    -> decltype(f.template operator()<Field::sq>()) {
  switch (field) {
    case Field::sq:
      return f.template operator()<Field::sq>();
    case Field::occ:
      return f.template operator()<Field::occ>();
    case Field::blockers:
      return f.template operator()<Field::blockers>();
    case Field::dir8:
      return f.template operator()<Field::dir8>();
    case Field::sliders:
      return f.template operator()<Field::sliders>();
    case Field::empty:
      return f.template operator()<Field::empty>();
    case Field::targets:
      return f.template operator()<Field::targets>();
    case Field::a:
      return f.template operator()<Field::a>();
    case Field::b:
      return f.template operator()<Field::b>();
    case Field::color:
      return f.template operator()<Field::color>();
    case Field::set:
      return f.template operator()<Field::set>();
    case Field::pos:
      return f.template operator()<Field::pos>();
    case Field::jump:
      return f.template operator()<Field::jump>();
    case Field::from:
      return f.template operator()<Field::from>();
    case Field::to:
      return f.template operator()<Field::to>();
    case Field::extra:
      return f.template operator()<Field::extra>();
  }
  __builtin_unreachable();
}

// Calls f.template operator()<F>() for each argument F of shape S, in C order.
template <Shape S, class F>
[[gnu::always_inline]] constexpr void for_each_argument(F f) {
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (f.template operator()<shape_info(S).arguments[I]>(), ...);
  }
  (std::make_index_sequence<static_cast<std::size_t>(shape_info(S).arguments.size)>());
}

// Returns field F of in as a function of its shape takes it: the value, or
// for the position a pointer to it.
template <Field F, class In>
[[gnu::always_inline]] constexpr auto argument_of(const In& in) {
  if constexpr (F == Field::pos)
    return &in.pos;
  else
    return field_ref<F>(in);
}

// Returns f, a function of shape S, called on in's arguments of that shape.
template <Shape S, class F, class In>
[[gnu::always_inline]] inline auto invoke_shape(F f, const In& in) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return f(argument_of<shape_info(S).arguments[I]>(in)...);
  }
  (std::make_index_sequence<static_cast<std::size_t>(shape_info(S).arguments.size)>());
}

// Copies the fields of shape S (the arguments of a function of that shape)
// from in to out, and no others.
template <Shape S, class In>
[[gnu::always_inline]] inline void copy_shape_fields(const In& in, In& out) {
  for_each_argument<S>([&]<Field F>() { field_ref<F>(out) = field_ref<F>(in); });
}

// ---- A field's value as text (the reports, the parsers, the codecs) ----

// Returns value of field as a command line writes it: a square's name, a
// bitboard in hex, a direction's name, "white" or "black".
// (A position is written by position_text, board.h: field_value has no number for it.)
std::string field_text(Field field, std::uint64_t value);
// field_value, set_field and argument_options, which read an Input, are in kinds.h.

}  // namespace slidercheck
