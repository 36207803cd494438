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

#include "slidercheck/lines.h"
#include "slidercheck/oracle.h"

namespace slidercheck {

namespace {

bool has(Bitboard bb, int sq) { return (bb >> sq) & 1; }

// Returns whether impl can be called on in: it provides the kind and, for the
// multi-slider kinds, covers the direction.
bool applies(const Implementation& impl, const Input& in) {
  return impl.provides(in.kind) && (!is_multi(in.kind) || impl.covers(in.dir8)) &&
         !impl.outside_contracts(in);
}

// Returns a one-line description of in, for notes.
std::string describe(const Input& in) { return kind_name(in.kind) + argument_options(in, ""); }

// The opening of the note of a mismatch that is a law's prediction against the
// answer, not the oracle's (differs_from_oracle).
constexpr std::string_view kPredicts = "law ";

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
  Mismatch m = mismatch_of(impl, derived, predicted, actual);
  m.law = law;
  m.note = std::string(kPredicts) + law + " predicts 'expected' from " + describe(origin) +
           " (the oracle agrees with every input involved)";
  return m;
}

// Returns the squares whose state can matter for in: the kind's lines through
// sq and sq itself, or the lines in dir8 through every slider and the sliders.

// Returns in with another kind (same arguments).
Input as_kind(const Input& in, Kind kind) {
  Input out = in;
  out.kind = kind;
  return out;
}

// Returns the input of the multi-slider kind `kind` over in's empty squares.
Input sliding_input(const Input& in, Kind kind, Bitboard sliders, int dir8) {
  return Input{.kind = kind, .dir8 = dir8, .sliders = sliders, .empty = in.empty};
}

// Returns the kind's name without "_attacks" ("queen", "rank").
std::string short_name(Kind kind) {
  std::string name = kind_name(kind);
  const auto at = name.find("_attacks");
  return at == std::string::npos ? name : name.substr(0, at);
}

// Returns the mismatch when impl's answer on derived differs from what the law
// predicts; also lists more inputs the prediction was computed from.
std::optional<Mismatch> compare(const Implementation& impl, std::string_view law,
                                const Input& origin, const Input& derived, Bitboard predicted,
                                std::span<const Input> also = {}) {
  const Bitboard actual = impl.eval(derived);
  if (actual == predicted) [[likely]]
    return std::nullopt;
  std::vector<Input> involved = {origin, derived};
  involved.insert(involved.end(), also.begin(), also.end());
  return blame(impl, law, origin, involved, derived, predicted, actual);
}

// Returns whether a and b share a rank, file, diagonal or antidiagonal (or are
// one square), by (file, rank) coordinates.
bool aligned(int a, int b) {
  const int df = file_of(b) - file_of(a), dr = rank_of(b) - rank_of(a);
  return df == 0 || dr == 0 || df == dr || df == -dr;
}

// Returns the law's name for symmetry s (made once: the laws run on every input).
std::string_view symmetry_law(Symmetry s) {
  static const auto names = [] {
    std::array<std::string, 8> n;
    for (int i = 0; i < 8; ++i)
      n[i] = std::string("symmetry:") + symmetry_name(static_cast<Symmetry>(i));
    return n;
  }();
  return names[static_cast<int>(s)];
}

// Returns, for each kind, name(kind), made once.
template <class Name>
const std::array<std::string, kKinds>& names_by_kind(Name name) {
  static const auto names = [&] {
    std::array<std::string, kKinds> n;
    for (Kind kind : all_kinds()) n[static_cast<int>(kind)] = name(kind);
    return n;
  }();
  return names;
}

// The composition of a ray kind: the OR of its rays in the four directions of
// dir8's piece (the rook's for east, sout, west, nort; else the bishop's) is
// that piece's attacks on the same (occ, sq).
std::optional<Mismatch> rays_make_piece(const Implementation& impl, const Input& in) {
  const bool rook = in.dir8 & 1;
  const Kind piece = info(in.kind).parts[rook ? 0 : 1];
  if (!impl.provides(piece)) return std::nullopt;
  Bitboard predicted = 0;
  std::vector<Input> rays;
  for (int d = rook ? 1 : 0; d < kDirections; d += 2) {
    Input one = in;
    one.dir8 = d;
    rays.push_back(one);
    predicted |= impl.eval(one);
  }
  const Input whole{.kind = piece, .sq = in.sq, .occ = in.occ};
  return compare(impl, rook ? "composition:rook=rays" : "composition:bishop=rays", in, whole,
                 predicted, rays);
}

// The composition of pawn_pushes: the pawns shifted one rank forward (nort for
// white, sout for black) by impl's shift_one, masked by empty; without
// shift_one, impl's own pushes through every square, masked by empty.
std::optional<Mismatch> pushes_by_shift(const Implementation& impl, const Input& in) {
  Input moved = in;
  if (impl.provides(info(in.kind).base)) {
    moved = Input{.kind = info(in.kind).base, .dir8 = in.color ? kSout : kNort, .set = in.set};
  } else {
    moved.empty = ~Bitboard{0};
  }
  return compare(impl,
                 impl.provides(info(in.kind).base) ? "composition:pushes=shift&empty"
                                                   : "composition:pushes=pushes(all)&empty",
                 in, in, impl.eval(moved) & in.empty, std::array{moved});
}

// The composition of pawn_double_pushes: impl's pawn_pushes of its pawn_pushes
// of the pawns on the start rank (rank 2 white, rank 7 black, by (file, rank)).
std::optional<Mismatch> double_by_pushes(const Implementation& impl, const Input& in) {
  if (!impl.provides(info(in.kind).base)) return std::nullopt;
  const int start = in.color ? 6 : 1;
  Bitboard on_start = 0;
  for (int sq = 0; sq < kSquares; ++sq)
    if (rank_of(sq) == start && has(in.set, sq)) on_start |= square_bb(sq);
  Input first = in;
  first.kind = info(in.kind).base;
  first.set = on_start;
  Input second = first;
  second.set = impl.eval(first);
  return compare(impl, "composition:double=pushes(pushes(start))", in, in, impl.eval(second),
                 std::array{first, second});
}

// The composition of a sees kind: bit to of impl's base kind from from.
std::optional<Mismatch> sees_by_base(const Implementation& impl, const Input& in) {
  const Kind base = info(in.kind).base;
  const Input attacks{.kind = base, .sq = in.sq, .occ = in.occ};
  if (!impl.provides(base) || impl.outside_contracts(attacks)) return std::nullopt;
  const auto& laws = names_by_kind([](Kind kind) {
    return "composition:" + short_name(kind) + "=" + short_name(info(kind).base) + "(occ,from)[to]";
  });
  return compare(impl, laws[static_cast<int>(in.kind)], in, in, (impl.eval(attacks) >> in.sq2) & 1,
                 std::array{attacks});
}

// The composition of a set_attacks kind: the union of impl's base kind from
// each slider.
std::optional<Mismatch> set_by_base(const Implementation& impl, const Input& in) {
  const Kind base = info(in.kind).base;
  if (!impl.provides(base) || popcount(in.sliders) < 1) return std::nullopt;
  Bitboard predicted = 0;
  std::vector<Input> singles;
  for (Bitboard rest = in.sliders; rest; rest &= rest - 1) {
    const Input one{.kind = base, .sq = __builtin_ctzll(rest), .occ = in.occ};
    if (impl.outside_contracts(one)) return std::nullopt;  // an own-square contract
    singles.push_back(one);
    predicted |= impl.eval(one);
  }
  const auto& laws = names_by_kind([](Kind kind) {
    return "composition:" + short_name(kind) + "=union(" + short_name(info(kind).base) + ")";
  });
  return compare(impl, laws[static_cast<int>(in.kind)], in, in, predicted, singles);
}

}  // namespace

bool differs_from_oracle(const Mismatch& m) {
  return m.law == "oracle" || !m.note.starts_with(std::string(kPredicts) + m.law + " predicts");
}

std::optional<Mismatch> law_own_bit(const Implementation& impl, const Input& in) {
  if (!applies(impl, in)) return std::nullopt;
  Input toggled = in;
  if (is_single_slider(in.kind)) {
    toggled.occ ^= square_bb(in.sq);
    toggled.blockers &= toggled.occ;
  } else if (is_multi(in.kind) && !has_extra(in.kind)) {
    if (in.sliders == 0) return std::nullopt;
    toggled.empty ^= in.sliders;
  } else {
    // multi_extra: other rays may cross a slider's square; the others: no
    // board, nothing to toggle.
    return std::nullopt;
  }
  return compare(impl, "own-bit", in, toggled, impl.eval(in));
}

std::optional<Mismatch> law_off_line(const Implementation& impl, const Input& in) {
  if (!applies(impl, in) || is_pair(in.kind) || is_leaper(in.kind) || is_position_kind(in.kind))
    return std::nullopt;
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
    if (!symmetry_applies(s, in.kind)) continue;
    const Input mapped = transform(s, in);
    if (!applies(impl, mapped)) continue;
    // is_attacked's and the sees kinds' 0 or 1 is a truth value: the same on every board.
    const Bitboard predicted = answers_truth(in.kind) ? base : transform(s, base);
    if (auto m = compare(impl, symmetry_law(s), in, mapped, predicted)) return m;
  }
  return std::nullopt;
}

std::optional<Mismatch> law_reachability(const Implementation& impl, const Input& in) {
  // One square, no blockers, no pair: single sliders and one-square leapers.
  if (!applies(impl, in) || !takes(in.kind, Field::sq) || has_blockers(in.kind) ||
      is_position_kind(in.kind))
    return std::nullopt;
  const Bitboard attacks = impl.eval(in);
  for (int t = 0; t < kSquares; ++t) {
    if (t == in.sq) continue;
    Input from_t = in;
    from_t.sq = t;
    // A pawn attacks t exactly when a pawn of the other color on t attacks it back.
    if (has_color(in.kind)) from_t.color = in.color ^ 1;
    // A ray reaches t exactly when t's ray the opposite way reaches back.
    if (is_ray(in.kind)) from_t.dir8 = opposite(in.dir8);
    if (impl.outside_contracts(from_t)) continue;  // pawn_attacks' pawn squares
    const Bitboard back = impl.eval(from_t);
    if (has(attacks, t) == has(back, in.sq)) continue;
    const Bitboard predicted =
        (back & ~square_bb(in.sq)) | (has(attacks, t) ? square_bb(in.sq) : 0);
    return blame(impl, "reachability", in, {in, from_t}, from_t, predicted, back);
  }
  return std::nullopt;
}

std::optional<Mismatch> law_monotonicity(const Implementation& impl, const Input& in) {
  if (!applies(impl, in) || is_pair(in.kind) || is_leaper(in.kind)) return std::nullopt;
  const char* law = "monotonicity";
  const Bitboard attacks = impl.eval(in);
  const Bitboard oracle_attacks = oracle::eval(in);
  if (is_plain_slider(in.kind)) {
    Input outside = in;
    outside.occ |= ~attacks & ~square_bb(in.sq);
    if (auto m = compare(impl, law, in, outside, attacks)) return m;
    for (Bitboard rest = attacks & ~in.occ; rest; rest &= rest - 1) {
      Input inside = in;
      inside.occ |= lowest_bb(rest);
      const Bitboard behind = oracle_attacks & ~oracle::eval(inside);
      if (auto m = compare(impl, law, in, inside, attacks & ~behind)) return m;
    }
  } else if (is_multi(in.kind) && !has_extra(in.kind)) {
    Input outside = in;
    outside.empty &= attacks;
    if (auto m = compare(impl, law, in, outside, attacks)) return m;
    for (Bitboard rest = attacks & in.empty; rest; rest &= rest - 1) {
      Input inside = in;
      inside.empty &= ~(lowest_bb(rest));
      const Bitboard behind = oracle_attacks & ~oracle::eval(inside);
      if (auto m = compare(impl, law, in, inside, attacks & ~behind)) return m;
    }
  }
  return std::nullopt;
}

namespace {

// The pair kinds made from squares_between or from their rays: the law of each row's compose.
std::optional<Mismatch> pair_by_between(const Implementation& impl, const Input& in,
                                        const KindInfo& row) {
  if (!impl.provides(row.base)) return std::nullopt;
  switch (row.compose) {
    case Compose::contains_base: {  // squares_between(a, b) ⊆ line_through(a, b)
      const Input base = as_kind(in, row.base);
      const Bitboard actual = impl.eval(in);
      return compare(impl, "composition:between<=line", in, in, actual | impl.eval(base),
                     std::array{base});
    }
    case Compose::base_and_b: {  // f(a, b) = squares_between(a, b) | {b}
      const Input base = as_kind(in, row.base);
      return compare(impl, "composition:to_b=between|b", in, in,
                     impl.eval(base) | square_bb(in.sq2), std::array{base});
    }
    case Compose::base_and_ends: {  // f(a, b) = squares_between(a, b) | {a, b} when aligned, else 0
      const Input base = as_kind(in, row.base);
      const Bitboard predicted =
          aligned(in.sq, in.sq2) ? impl.eval(base) | square_bb(in.sq) | square_bb(in.sq2) : 0;
      return compare(impl, "composition:inclusive=between|a|b", in, in, predicted,
                     std::array{base});
    }
    case Compose::base_and_both_ends: {  // f(a, b) = squares_between(a, b) | {a, b}, always
      const Input base = as_kind(in, row.base);
      return compare(impl, "composition:with_ends=between|a|b", in, in,
                     impl.eval(base) | square_bb(in.sq) | square_bb(in.sq2), std::array{base});
    }
    case Compose::base_and_b_aligned: {  // f(a, b) = squares_between(a, b) | {b} when aligned
      const Input base = as_kind(in, row.base);
      const Bitboard predicted =
          in.sq != in.sq2 && aligned(in.sq, in.sq2) ? impl.eval(base) | square_bb(in.sq2) : 0;
      return compare(impl, "composition:to_b_aligned=between|b", in, in, predicted,
                     std::array{base});
    }
    case Compose::rays_make_line: {  // line_through(a, b) = f(a, b) | f(b, a)
      Input back = in;
      std::swap(back.sq, back.sq2);
      const Input line = as_kind(in, row.base);
      const Bitboard actual = impl.eval(in);
      return compare(impl, "composition:ray|ray(b,a)=line", in, line, actual | impl.eval(back),
                     std::array{back});
    }
    default:
      return std::nullopt;
  }
}

}  // namespace

std::optional<Mismatch> law_composition(const Implementation& impl, const Input& in) {
  if (!applies(impl, in)) return std::nullopt;
  // The union of two parts computed by impl on the same arguments.
  auto union_of = [&](std::string_view law, Kind a, Kind b) -> std::optional<Mismatch> {
    if (!impl.provides(a) || !impl.provides(b)) return std::nullopt;
    const Input ia = as_kind(in, a), ib = as_kind(in, b);
    return compare(impl, law, in, in, impl.eval(ia) | impl.eval(ib), std::array{ia, ib});
  };
  // The x-ray from two calls of the plain attacks.
  auto xray_of = [&](Kind plain) -> std::optional<Mismatch> {
    if (!impl.provides(plain)) return std::nullopt;
    const Input first = as_kind(in, plain);
    const Bitboard a = impl.eval(first);
    Input second = first;
    second.occ = in.occ ^ (in.blockers & a);
    return compare(impl, "composition:xray=a^a(occ^(blockers&a))", in, in, a ^ impl.eval(second),
                   std::array{first, second});
  };
  const KindInfo& row = info(in.kind);
  switch (row.compose) {
    case Compose::union_of_parts: {
      const auto& laws = names_by_kind([](Kind kind) {
        const KindInfo& r = info(kind);
        return r.compose != Compose::union_of_parts
                   ? std::string()
                   : std::string("composition:") + short_name(kind) + "=" + short_name(r.parts[0]) +
                         "|" + short_name(r.parts[1]);
      });
      return union_of(laws[static_cast<int>(in.kind)], row.parts[0], row.parts[1]);
    }
    case Compose::xray_of_base:
      return xray_of(row.base);
    case Compose::union_over_sliders: {
      if (popcount(in.sliders) < 2) return std::nullopt;
      Bitboard predicted = 0;
      std::vector<Input> singles;
      for (Bitboard rest = in.sliders; rest; rest &= rest - 1) {
        singles.push_back(sliding_input(in, row.base, lowest_bb(rest), in.dir8));
        predicted |= impl.eval(singles.back());
      }
      return compare(impl, "composition:sliding=union", in, in, predicted, singles);
    }
    case Compose::xray_fill_of_base: {
      if (!impl.provides(row.base)) return std::nullopt;
      const Input first = sliding_input(in, row.base, in.sliders, in.dir8);
      const Bitboard hit = extra_of(in) & impl.eval(first);
      const Input second = sliding_input(in, row.base, hit, in.dir8);
      return compare(impl, "composition:xray_sliding=sliding(blockers&sliding)", in, in,
                     hit ? impl.eval(second) : 0, std::array{first, second});
    }
    case Compose::between_of_base: {
      if (!impl.provides(row.base) || !impl.covers(opposite(in.dir8))) return std::nullopt;
      const Input fill_s = sliding_input(in, row.base, in.sliders, in.dir8);
      const Input fill_t = sliding_input(in, row.base, extra_of(in), opposite(in.dir8));
      const Bitboard actual = impl.eval(in);
      return compare(impl, "composition:between<=fills", in, in,
                     actual & impl.eval(fill_s) & impl.eval(fill_t), std::array{fill_s, fill_t});
    }
    case Compose::contains_base:
    case Compose::base_and_b:
    case Compose::base_and_ends:
    case Compose::base_and_both_ends:
    case Compose::base_and_b_aligned:
      return pair_by_between(impl, in, row);
    case Compose::union_over_squares: {  // f(set) = OR of base(s) over s in set
      if (!impl.provides(row.base) || popcount(in.set) < 1) return std::nullopt;
      Bitboard predicted = 0;
      std::vector<Input> singles;
      for (Bitboard rest = in.set; rest; rest &= rest - 1) {
        Input one{.kind = row.base, .sq = __builtin_ctzll(rest)};
        one.color = in.color;
        if (impl.outside_contracts(one)) return std::nullopt;  // pawn_attacks' pawn squares
        singles.push_back(one);
        predicted |= impl.eval(one);
      }
      const auto& laws =
          names_by_kind([](Kind kind) { return "composition:" + short_name(kind) + "=union"; });
      return compare(impl, laws[static_cast<int>(in.kind)], in, in, predicted, singles);
    }
    case Compose::union_over_set: {  // f(set) = OR of f({s}) over s in set
      if (popcount(in.set) < 2) return std::nullopt;
      Bitboard predicted = 0;
      std::vector<Input> singles;
      for (Bitboard rest = in.set; rest; rest &= rest - 1) {
        Input one = in;
        one.set = lowest_bb(rest);
        singles.push_back(one);
        predicted |= impl.eval(one);
      }
      const auto& laws =
          names_by_kind([](Kind kind) { return "composition:" + short_name(kind) + "=union"; });
      return compare(impl, laws[static_cast<int>(in.kind)], in, in, predicted, singles);
    }
    case Compose::rays_make_line:
      return pair_by_between(impl, in, row);
    case Compose::rays_make_pieces:
      return rays_make_piece(impl, in);
    case Compose::shift_and_empty:  // pushes = shift_one(set, forward) & empty
      return pushes_by_shift(impl, in);
    case Compose::pushes_of_pushes:  // double = pushes(pushes(set & start rank))
      return double_by_pushes(impl, in);
    case Compose::sees_of_base:  // f(occ, from, to) = bit to of base(occ, from)
      return sees_by_base(impl, in);
    case Compose::union_over_slider_squares:  // f(sliders, occ) = OR of base(occ, s)
      return set_by_base(impl, in);
    case Compose::intersection_of_parts: {  // f = parts[0] & parts[1]
      if (!impl.provides(row.parts[0]) || !impl.provides(row.parts[1])) return std::nullopt;
      const Input ia = as_kind(in, row.parts[0]), ib = as_kind(in, row.parts[1]);
      const auto& laws = names_by_kind([](Kind kind) {
        const KindInfo& r = info(kind);
        return r.compose != Compose::intersection_of_parts
                   ? std::string()
                   : "composition:" + short_name(kind) + "=" + short_name(r.parts[0]) + "&" +
                         short_name(r.parts[1]);
      });
      return compare(impl, laws[static_cast<int>(in.kind)], in, in, impl.eval(ia) & impl.eval(ib),
                     std::array{ia, ib});
    }
    case Compose::none:
      return std::nullopt;
  }
  return std::nullopt;
}

namespace {

// The relations between the position kinds on one position, each from impl's
// own answers: attackers_by = attackers_to & color; is_attacked = (attackers_by
// != 0); checkers = attackers_to(king) & the other side; pinned ⊆ own pieces
// and ⊆ blockers_for_king; pinners ⊆ the other side's sliders; check_mask from
// checkers; pin_mask all 64 squares exactly off pinned. A derived input outside
// impl's domain is never called.
std::optional<Mismatch> position_relations(const Implementation& impl, const Input& in) {
  const Position& pos = in.pos;
  const int c = in.color & 1;
  auto callable = [&](const Input& x) {
    return impl.provides(x.kind) && outside_domain(x, impl.positions).empty();
  };
  auto with = [&](Kind kind, int color, Bitboard occ, int sq) {
    Input x = in;
    x.kind = kind;
    x.color = color;
    x.occ = occ;
    x.sq = sq;
    return x;
  };
  const Bitboard mine = pos.color[c], theirs = pos.color[c ^ 1];
  const int king = pieces(pos, c, kKing) ? __builtin_ctzll(pieces(pos, c, kKing)) : -1;
  const Bitboard got = impl.eval(in);
  switch (in.kind) {
    case Kind::attackers_by: {
      const Input to = with(Kind::attackers_to, 0, in.occ, in.sq);
      if (!callable(to)) return std::nullopt;
      const Bitboard all = impl.eval(to);
      return compare(impl, "position:attackers_by=attackers_to&color", to, in, all & mine);
    }
    case Kind::is_attacked: {
      if (impl.positions.attacked_color != AttackedColor::attacker) return std::nullopt;
      const Input by = with(Kind::attackers_by, c, occupied(pos), in.sq);
      if (!callable(by)) return std::nullopt;
      return compare(impl, "position:is_attacked=attackers_by!=0", by, in,
                     impl.eval(by) != 0 ? 1 : 0);
    }
    case Kind::checkers: {
      const Input to = with(Kind::attackers_to, 0, occupied(pos), king);
      if (king < 0 || !callable(to)) return std::nullopt;
      return compare(impl, "position:checkers=attackers_to(king)&them", to, in,
                     impl.eval(to) & theirs);
    }
    case Kind::pinned: {
      if (auto m = compare(impl, "position:pinned<=own", in, in, got & mine)) return m;
      const Input b = with(Kind::blockers_for_king, c, in.occ, in.sq);
      if (!callable(b) || impl.positions.king_blockers != KingBlockers::stockfish)
        return std::nullopt;
      return compare(impl, "position:pinned<=blockers_for_king", b, in, got & impl.eval(b));
    }
    case Kind::pinners: {
      const Bitboard sliders = pos.type[kBishop] | pos.type[kRook] | pos.type[kQueen];
      return compare(impl, "position:pinners<=their-sliders", in, in, got & theirs & sliders);
    }
    case Kind::check_mask: {
      const Input ch = with(Kind::checkers, c, in.occ, in.sq);
      if (!callable(ch)) return std::nullopt;
      const Bitboard checkers = impl.eval(ch);
      const Bitboard predicted = checkers == 0            ? ~Bitboard{0}
                                 : popcount(checkers) > 1 ? 0
                                                          : got | checkers;
      return compare(impl, "position:check_mask~checkers", ch, in, predicted);
    }
    case Kind::pin_mask: {
      const Input p = with(Kind::pinned, c, in.occ, in.sq);
      if (!callable(p) || in.sq < 0 || in.sq > 63) return std::nullopt;
      const bool is_pinned = (impl.eval(p) >> in.sq) & 1;
      if (is_pinned == (got != ~Bitboard{0})) return std::nullopt;
      return blame(impl, "position:pin_mask~pinned", p, {p, in}, in,
                   is_pinned ? oracle::eval(in) : ~Bitboard{0}, got);
    }
    default:
      return std::nullopt;
  }
}

}  // namespace

std::optional<Mismatch> law_position(const Implementation& impl, const Input& in) {
  if (!applies(impl, in) || !is_position_kind(in.kind)) return std::nullopt;
  return position_relations(impl, in);
}

std::optional<Mismatch> law_swap(const Implementation& impl, const Input& in) {
  if (!applies(impl, in) || !is_symmetric_pair(in.kind)) return std::nullopt;
  Input swapped = in;
  std::swap(swapped.sq, swapped.sq2);
  return compare(impl, "swap", in, swapped, impl.eval(in));
}

std::span<const Law> all_laws() {
  static constexpr Law laws[] = {
      {"own-bit", law_own_bit},
      {"off-line", law_off_line},
      {"symmetry", law_symmetry},
      {"reachability", law_reachability},
      {"monotonicity", law_monotonicity},
      {"composition", law_composition},
      {"swap", law_swap},
      {"position", law_position},
  };
  return laws;
}

std::optional<Mismatch> check_all_laws(const Implementation& impl, const Input& input) {
  if (!applies(impl, input)) return std::nullopt;
  if (auto m = check_oracle(impl, input)) return m;
  // The laws vary an x-ray's blockers on their own, which the engine-style
  // contract (blockers = every occupied square) does not allow: the oracle only.
  if (impl.remaps_expected(input.kind)) return std::nullopt;
  for (const Law& law : all_laws()) {
    if (auto m = law.check(impl, input)) return m;
  }
  return std::nullopt;
}

}  // namespace slidercheck
