// The laws, each written once. Board symmetries work on (file, rank)
// coordinates, like the oracle: no bit tricks shared with impls/.
#include "slidercheck/laws.h"

#include <array>
#include <bit>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "slidercheck/enumerate.h"
#include "slidercheck/oracle.h"

namespace slidercheck {

namespace {

bool has(Bitboard bb, int sq) { return (bb >> sq) & 1; }

bool is_multi(Kind kind) {
  const Shape shape = shape_of(kind);
  return shape == Shape::multi || shape == Shape::multi_extra;
}

// Returns whether impl can be called on in: it provides the kind and, for the
// multi-slider kinds, covers the direction.
bool applies(const Implementation& impl, const Input& in) {
  return impl.provides(in.kind) && (!is_multi(in.kind) || impl.covers(in.dir8));
}

// Returns a one-line description of in, for notes.
std::string describe(const Input& in) {
  std::string s = kind_name(in.kind);
  if (!is_multi(in.kind)) {
    s += " sq " + square_name(in.sq) + " occ " + hex(in.occ);
    if (shape_of(in.kind) == Shape::xray) s += " blockers " + hex(in.blockers);
  } else {
    s += std::string(" dir ") + dir8_name(in.dir8) + " sliders " + hex(in.sliders) + " empty " +
         hex(in.empty);
    if (in.kind == Kind::xray_sliding_attacks) s += " blockers " + hex(in.blockers);
    if (in.kind == Kind::between) s += " targets " + hex(in.targets);
  }
  return s;
}

// Returns the mismatch of a law that failed. It blames the first input in
// involved on which impl differs from the oracle (there is one whenever the
// oracle obeys the law); failing that, it reports the law's prediction against
// impl's answer on derived.
Mismatch blame(const Implementation& impl, std::string_view law_name, const Input& origin,
               const std::vector<Input>& involved, const Input& derived, Bitboard predicted,
               Bitboard actual) {
  const std::string law(law_name);
  for (const Input& in : involved) {
    if (!applies(impl, in)) continue;
    if (auto m = check_oracle(impl, in)) {
      m->law = law;
      m->note = "found by law " + law;
      if (!(in == origin)) m->note += " from " + describe(origin);
      return *m;
    }
  }
  Mismatch m;
  m.impl = impl.name;
  m.subject = std::string("--builtin ") + impl.name;
  m.law = law;
  m.input = derived;
  m.expected = predicted;
  m.actual = actual;
  m.note = "law " + law + " predicts 'expected' from " + describe(origin) +
           " (the oracle agrees with every input involved)";
  return m;
}

// Returns the squares whose state can matter for in: the kind's lines through
// sq and sq itself, or the lines in dir8 through every slider and the sliders.
Bitboard relevant_squares(const Input& in) {
  Bitboard relevant = 0;
  if (!is_multi(in.kind)) {
    relevant = square_bb(in.sq);
    for (int dir : line_dirs(in.kind)) relevant |= line_squares(in.sq, dir);
  } else {
    for (int sq = 0; sq < kSquares; ++sq) {
      if (has(in.sliders, sq)) relevant |= square_bb(sq) | line_squares(sq, in.dir8);
    }
  }
  return relevant;
}

// Returns in with another kind (same arguments).
Input as_kind(const Input& in, Kind kind) {
  Input out = in;
  out.kind = kind;
  return out;
}

// Returns the sliding_attacks input over in's empty squares and direction.
Input sliding_input(const Input& in, Bitboard sliders, int dir8) {
  return Input{.kind = Kind::sliding_attacks, .dir8 = dir8, .sliders = sliders, .empty = in.empty};
}

// Returns the mismatch when impl's answer on derived differs from what the law
// predicts; also lists more inputs the prediction was computed from.
std::optional<Mismatch> compare(const Implementation& impl, std::string_view law,
                                const Input& origin, const Input& derived, Bitboard predicted,
                                std::vector<Input> also = {}) {
  const Bitboard actual = impl.eval(derived);
  if (actual == predicted) return std::nullopt;
  std::vector<Input> involved = {origin, derived};
  involved.insert(involved.end(), also.begin(), also.end());
  return blame(impl, law, origin, involved, derived, predicted, actual);
}

// (file, rank) of sq mapped by s.
void map_coordinates(Symmetry s, int& file, int& rank) {
  const int f = file, r = rank;
  switch (s) {
    case Symmetry::flip_vertical:
      rank = 7 - r;
      break;
    case Symmetry::flip_horizontal:
      file = 7 - f;
      break;
    case Symmetry::flip_diagonal:
      file = r, rank = f;
      break;
    case Symmetry::flip_antidiagonal:
      file = 7 - r, rank = 7 - f;
      break;
    case Symmetry::rotate_90:
      file = r, rank = 7 - f;
      break;
    case Symmetry::rotate_180:
      file = 7 - f, rank = 7 - r;
      break;
    case Symmetry::rotate_270:
      file = 7 - r, rank = f;
      break;
  }
}

// Returns the line kind (rank, file, diagonal, antidiagonal) containing dir8.
Kind line_kind_of(int dir8) {
  switch (dir8) {
    case kEast:
    case kWest:
      return Kind::rank_attacks;
    case kNort:
    case kSout:
      return Kind::file_attacks;
    case kNoEa:
    case kSoWe:
      return Kind::diagonal_attacks;
    default:
      return Kind::antidiagonal_attacks;
  }
}

// Returns the law's name for symmetry s.
const char* symmetry_law(Symmetry s) {
  switch (s) {
    case Symmetry::flip_vertical:
      return "symmetry:flip_vertical";
    case Symmetry::flip_horizontal:
      return "symmetry:flip_horizontal";
    case Symmetry::flip_diagonal:
      return "symmetry:flip_diagonal";
    case Symmetry::flip_antidiagonal:
      return "symmetry:flip_antidiagonal";
    case Symmetry::rotate_90:
      return "symmetry:rotate_90";
    case Symmetry::rotate_180:
      return "symmetry:rotate_180";
    case Symmetry::rotate_270:
      return "symmetry:rotate_270";
  }
  return "symmetry:??";
}

}  // namespace

const char* symmetry_name(Symmetry s) {
  switch (s) {
    case Symmetry::flip_vertical:
      return "flip_vertical";
    case Symmetry::flip_horizontal:
      return "flip_horizontal";
    case Symmetry::flip_diagonal:
      return "flip_diagonal";
    case Symmetry::flip_antidiagonal:
      return "flip_antidiagonal";
    case Symmetry::rotate_90:
      return "rotate_90";
    case Symmetry::rotate_180:
      return "rotate_180";
    case Symmetry::rotate_270:
      return "rotate_270";
  }
  return "??";
}

int transform_square(Symmetry s, int sq) {
  // Every square of every symmetry, mapped once by (file, rank).
  static const auto table = [] {
    std::array<std::array<int, kSquares>, kSymmetries.size()> t{};
    for (std::size_t i = 0; i < kSymmetries.size(); ++i) {
      for (int from = 0; from < kSquares; ++from) {
        int file = file_of(from), rank = rank_of(from);
        map_coordinates(kSymmetries[i], file, rank);
        t[i][from] = make_square(file, rank);
      }
    }
    return t;
  }();
  return table[static_cast<std::size_t>(s)][sq];
}

Bitboard transform(Symmetry s, Bitboard bb) {
  Bitboard out = 0;
  for (; bb; bb &= bb - 1) out |= square_bb(transform_square(s, std::countr_zero(bb)));
  return out;
}

int transform_dir8(Symmetry s, int dir8) {
  // The step from d4 to its neighbour in dir8, mapped: the symmetry's linear part.
  int f0 = 3, r0 = 3, f1 = 3 + dir8_file_step(dir8), r1 = 3 + dir8_rank_step(dir8);
  map_coordinates(s, f0, r0);
  map_coordinates(s, f1, r1);
  for (int d = 0; d < kDirections; ++d) {
    if (dir8_file_step(d) == f1 - f0 && dir8_rank_step(d) == r1 - r0) return d;
  }
  return dir8;  // unreachable: symmetries map steps to steps
}

Kind transform_kind(Symmetry s, Kind kind) {
  switch (kind) {
    case Kind::rank_attacks:
      return line_kind_of(transform_dir8(s, kEast));
    case Kind::file_attacks:
      return line_kind_of(transform_dir8(s, kNort));
    case Kind::diagonal_attacks:
      return line_kind_of(transform_dir8(s, kNoEa));
    case Kind::antidiagonal_attacks:
      return line_kind_of(transform_dir8(s, kNoWe));
    default:
      return kind;  // rook, bishop, queen and their x-rays keep their lines
  }
}

Input transform(Symmetry s, const Input& in) {
  Input out = in;
  out.kind = transform_kind(s, in.kind);
  if (is_multi(in.kind)) {
    out.dir8 = transform_dir8(s, in.dir8);
  } else {
    out.sq = transform_square(s, in.sq);
  }
  out.occ = transform(s, in.occ);
  out.blockers = transform(s, in.blockers);
  out.sliders = transform(s, in.sliders);
  out.empty = transform(s, in.empty);
  out.targets = transform(s, in.targets);
  return out;
}

std::optional<Mismatch> law_own_bit(const Implementation& impl, const Input& in) {
  if (!applies(impl, in)) return std::nullopt;
  Input toggled = in;
  switch (shape_of(in.kind)) {
    case Shape::single:
    case Shape::xray:
      toggled.occ ^= square_bb(in.sq);
      toggled.blockers &= toggled.occ;
      break;
    case Shape::multi:
      if (in.sliders == 0) return std::nullopt;
      toggled.empty ^= in.sliders;
      break;
    case Shape::multi_extra:
      return std::nullopt;  // other rays may cross a slider's square
  }
  return compare(impl, "own-bit", in, toggled, impl.eval(in));
}

std::optional<Mismatch> law_off_line(const Implementation& impl, const Input& in) {
  if (!applies(impl, in)) return std::nullopt;
  const Bitboard off = ~relevant_squares(in);
  Input toggled = in;
  if (!is_multi(in.kind)) {
    toggled.occ ^= off;
    toggled.blockers = (in.blockers ^ off) & toggled.occ;
  } else {
    toggled.empty ^= off;
    toggled.blockers &= ~toggled.empty;
    toggled.targets &= ~toggled.empty;
  }
  return compare(impl, "off-line", in, toggled, impl.eval(in));
}

std::optional<Mismatch> law_symmetry(const Implementation& impl, const Input& in) {
  if (!applies(impl, in)) return std::nullopt;
  const Bitboard base = impl.eval(in);
  for (Symmetry s : kSymmetries) {
    const Input mapped = transform(s, in);
    if (!applies(impl, mapped)) continue;
    if (auto m = compare(impl, symmetry_law(s), in, mapped, transform(s, base))) return m;
  }
  return std::nullopt;
}

std::optional<Mismatch> law_reachability(const Implementation& impl, const Input& in) {
  if (!applies(impl, in) || shape_of(in.kind) != Shape::single) return std::nullopt;
  const Bitboard attacks = impl.eval(in);
  for (int t = 0; t < kSquares; ++t) {
    if (t == in.sq) continue;
    Input from_t = in;
    from_t.sq = t;
    const Bitboard back = impl.eval(from_t);
    if (has(attacks, t) == has(back, in.sq)) continue;
    const Bitboard predicted =
        (back & ~square_bb(in.sq)) | (has(attacks, t) ? square_bb(in.sq) : 0);
    return blame(impl, "reachability", in, {in, from_t}, from_t, predicted, back);
  }
  return std::nullopt;
}

std::optional<Mismatch> law_monotonicity(const Implementation& impl, const Input& in) {
  if (!applies(impl, in)) return std::nullopt;
  const char* law = "monotonicity";
  const Bitboard attacks = impl.eval(in);
  const Bitboard oracle_attacks = oracle::eval(in);
  if (shape_of(in.kind) == Shape::single) {
    Input outside = in;
    outside.occ |= ~attacks & ~square_bb(in.sq);
    if (auto m = compare(impl, law, in, outside, attacks)) return m;
    for (Bitboard rest = attacks & ~in.occ; rest; rest &= rest - 1) {
      Input inside = in;
      inside.occ |= rest & (0 - rest);
      const Bitboard behind = oracle_attacks & ~oracle::eval(inside);
      if (auto m = compare(impl, law, in, inside, attacks & ~behind)) return m;
    }
  } else if (in.kind == Kind::sliding_attacks) {
    Input outside = in;
    outside.empty &= attacks;
    if (auto m = compare(impl, law, in, outside, attacks)) return m;
    for (Bitboard rest = attacks & in.empty; rest; rest &= rest - 1) {
      Input inside = in;
      inside.empty &= ~(rest & (0 - rest));
      const Bitboard behind = oracle_attacks & ~oracle::eval(inside);
      if (auto m = compare(impl, law, in, inside, attacks & ~behind)) return m;
    }
  }
  return std::nullopt;
}

std::optional<Mismatch> law_composition(const Implementation& impl, const Input& in) {
  if (!applies(impl, in)) return std::nullopt;
  // The union of two parts computed by impl on the same arguments.
  auto union_of = [&](const char* law, Kind a, Kind b) -> std::optional<Mismatch> {
    if (!impl.provides(a) || !impl.provides(b)) return std::nullopt;
    const Input ia = as_kind(in, a), ib = as_kind(in, b);
    return compare(impl, law, in, in, impl.eval(ia) | impl.eval(ib), {ia, ib});
  };
  // The x-ray from two calls of the plain attacks.
  auto xray_of = [&](Kind plain) -> std::optional<Mismatch> {
    if (!impl.provides(plain)) return std::nullopt;
    const Input first = as_kind(in, plain);
    const Bitboard a = impl.eval(first);
    Input second = first;
    second.occ = in.occ ^ (in.blockers & a);
    return compare(impl, "composition:xray=a^a(occ^(blockers&a))", in, in, a ^ impl.eval(second),
                   {first, second});
  };
  switch (in.kind) {
    case Kind::queen_attacks:
      return union_of("composition:queen=rook|bishop", Kind::rook_attacks, Kind::bishop_attacks);
    case Kind::rook_attacks:
      return union_of("composition:rook=rank|file", Kind::rank_attacks, Kind::file_attacks);
    case Kind::bishop_attacks:
      return union_of("composition:bishop=diagonal|antidiagonal", Kind::diagonal_attacks,
                      Kind::antidiagonal_attacks);
    case Kind::xray_rook_attacks:
      return xray_of(Kind::rook_attacks);
    case Kind::xray_bishop_attacks:
      return xray_of(Kind::bishop_attacks);
    case Kind::sliding_attacks: {
      if (popcount(in.sliders) < 2) return std::nullopt;
      Bitboard predicted = 0;
      std::vector<Input> singles;
      for (Bitboard rest = in.sliders; rest; rest &= rest - 1) {
        singles.push_back(sliding_input(in, rest & (0 - rest), in.dir8));
        predicted |= impl.eval(singles.back());
      }
      return compare(impl, "composition:sliding=union", in, in, predicted, std::move(singles));
    }
    case Kind::xray_sliding_attacks: {
      if (!impl.provides(Kind::sliding_attacks)) return std::nullopt;
      const Input first = sliding_input(in, in.sliders, in.dir8);
      const Bitboard hit = in.blockers & impl.eval(first);
      const Input second = sliding_input(in, hit, in.dir8);
      return compare(impl, "composition:xray_sliding=sliding(blockers&sliding)", in, in,
                     hit ? impl.eval(second) : 0, {first, second});
    }
    case Kind::between: {
      if (!impl.provides(Kind::sliding_attacks) || !impl.covers(opposite(in.dir8))) {
        return std::nullopt;
      }
      const Input fill_s = sliding_input(in, in.sliders, in.dir8);
      const Input fill_t = sliding_input(in, in.targets, opposite(in.dir8));
      const Bitboard actual = impl.eval(in);
      return compare(impl, "composition:between<=fills", in, in,
                     actual & impl.eval(fill_s) & impl.eval(fill_t), {fill_s, fill_t});
    }
    default:
      return std::nullopt;
  }
}

std::span<const Law> all_laws() {
  static constexpr Law laws[] = {
      {"own-bit", law_own_bit},           {"off-line", law_off_line},
      {"symmetry", law_symmetry},         {"reachability", law_reachability},
      {"monotonicity", law_monotonicity}, {"composition", law_composition},
  };
  return laws;
}

std::optional<Mismatch> check_all_laws(const Implementation& impl, const Input& input) {
  if (!applies(impl, input)) return std::nullopt;
  if (auto m = check_oracle(impl, input)) return m;
  for (const Law& law : all_laws()) {
    if (auto m = law.check(impl, input)) return m;
  }
  return std::nullopt;
}

}  // namespace slidercheck
