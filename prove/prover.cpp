// The prover (see prover.h).
#include "prove/prover.h"

#include <chrono>
#include <exception>
#include <optional>
#include <stdexcept>

#include "prove/sym_oracle.h"
#include "prove/sym_position.h"
#include "slidercheck/board.h"
#include "slidercheck/check.h"
#include "slidercheck/oracle.h"

namespace slidercheck::prove {

const SymImplementation* find_symbolic(const std::string& name) {
  for (const SymImplementation& impl : builtin_symbolic()) {
    if (name == impl.name) return &impl;
  }
  return nullptr;
}

namespace {

// The symbolic inputs of one query and their concrete values in a model.
struct Vars {
  z3::expr occ, blockers, sliders, empty, extra;
  z3::expr_vector pos;  // the position kinds' 8 words (board.h's order)
  explicit Vars(z3::context& ctx)
      : occ(ctx.bv_const("occ", 64)),
        blockers(ctx.bv_const("blockers", 64)),
        sliders(ctx.bv_const("sliders", 64)),
        empty(ctx.bv_const("empty", 64)),
        extra(ctx.bv_const("extra", 64)),
        pos(ctx) {
    for (int k = 0; k < kPositionWords; ++k)
      pos.push_back(ctx.bv_const(("pos" + std::to_string(k)).c_str(), 64));
  }
};

Bitboard value(const z3::model& model, const z3::expr& e) {
  return model.eval(e, true).get_numeral_uint64();
}

// One query: the unit (square or direction) of a suite.
struct Query {
  Kind kind;
  int sq = 0;
  int dir8 = 0;
  int color = 0;  // the pawn kinds
};

// Returns the leaper input of q on square sq (its color; sets: {sq}).
Input leaper_input(const Query& q, Kind kind, int sq) {
  Input in{.kind = kind, .sq = sq, .dir8 = q.dir8};
  in.color = q.color;
  if (is_set_kind(kind)) in.set = square_bb(sq);
  return in;
}

// The implementation's and the oracle's result, and the input precondition.
struct Built {
  SymWord impl;
  SymWord oracle;
  z3::expr precondition;
};

// A position kind: the 8 words symbolic and well-formed, color's king one
// square (square_of's choice: one path per square, which the implementation's
// own square_of calls follow), the oracle walked from that square.
Built build_position(const SymImplementation& sym, const Query& q, const Vars& v) {
  z3::context& ctx = v.occ.ctx();
  auto word = [&](int k) { return SymWord(v.pos[static_cast<unsigned>(k)]); };
  const PositionOf<SymWord> pos{{word(0), word(1)},
                                {word(2), word(3), word(4), word(5), word(6), word(7)}};
  const sym_position::SymPosition sp{{word(0), word(1)},
                                     {word(2), word(3), word(4), word(5), word(6), word(7)}};
  const SymWord occ(v.occ);
  z3::expr precondition = sym_position::well_formed(sp);
  int king = -1;
  if (takes_king(q.kind)) {
    const SymWord k = pos.type[kKing] & pos.color[q.color];
    const z3::expr zero = ctx.bv_val(0, 64);
    precondition =
        precondition && k.expr() != zero && (k & (k - SymWord(std::uint64_t{1}))).expr() == zero;
    king = square_of(k);
  }
  if (takes_king(q.kind) && takes(q.kind, Field::sq)) {
    // pin_mask: every square in one query (one pinned set, shared by all 64),
    // the OR of the differences is 0 exactly when every square agrees.
    SymWord diff(std::uint64_t{0});
    for (int sq = 0; sq < kSquares; ++sq)
      diff = diff | (sym.get<Shape::pos_color_sq>(q.kind)(&pos, q.color, sq) ^
                     sym_position::eval(q.kind, sp, q.color, occ, sq, king));
    return {diff, SymWord(std::uint64_t{0}), precondition};
  }
  SymWord impl(std::uint64_t{0});
  switch (shape_of(q.kind)) {
    case Shape::pos_occ_sq:
      impl = sym.get<Shape::pos_occ_sq>(q.kind)(&pos, occ, q.sq);
      break;
    case Shape::pos_color_occ_sq:
      impl = sym.get<Shape::pos_color_occ_sq>(q.kind)(&pos, q.color, occ, q.sq);
      break;
    case Shape::pos_color_sq:
      impl = sym.get<Shape::pos_color_sq>(q.kind)(&pos, q.color, q.sq);
      break;
    default:
      impl = sym.get<Shape::pos_color>(q.kind)(&pos, q.color);
      break;
  }
  return {impl, sym_position::eval(q.kind, sp, q.color, occ, q.sq, king), precondition};
}

Built build(const SymImplementation& sym, const Query& q, const Vars& v) {
  z3::context& ctx = v.occ.ctx();
  const SymWord occ(v.occ), blockers(v.blockers), sliders(v.sliders), empty(v.empty),
      extra(v.extra);
  // A one-square leaper: every square, constants, in one query (as the pair kinds).
  auto every_square = [&](auto f) -> Built {
    SymWord diff(std::uint64_t{0});
    for (int sq = 0; sq < kSquares; ++sq)
      diff = diff | (f(sq) ^ SymWord(oracle::eval(leaper_input(q, q.kind, sq))));
    return {diff, SymWord(std::uint64_t{0}), ctx.bool_val(true)};
  };
  // Leapers on a set: a symbolic set (the occ variable) against the concrete
  // oracle's union: OR over s of (bit s of set ? oracle({s}) : 0), for all 2^64 sets.
  auto union_over = [&](Kind kind) {
    z3::expr expected = ctx.bv_val(0, 64);
    for (int sq = 0; sq < kSquares; ++sq) {
      const Bitboard one = oracle::eval(leaper_input(q, kind, sq));
      expected = expected | z3::ite(v.occ.extract(sq, sq) == ctx.bv_val(1, 1), ctx.bv_val(one, 64),
                                    ctx.bv_val(0, 64));
    }
    return expected;
  };
  // A kind that is not a union over its squares (pawn_double_attacks) is the
  // intersection of two that are: each from the concrete oracle as above.
  auto every_set = [&](const SymWord& r) -> Built {
    const KindInfo& row = info(q.kind);
    if (row.compose == Compose::intersection_of_parts)
      return {r, SymWord(union_over(row.parts[0]) & union_over(row.parts[1])), ctx.bool_val(true)};
    return {r, SymWord(union_over(q.kind)), ctx.bool_val(true)};
  };
  // Pawn pushes: a symbolic set (occ's variable) and empty. From the concrete
  // oracle, for each square s: the square T a pawn on s reaches with every
  // square empty, and the squares R whose emptiness it needs (those that,
  // alone not empty, stop it); checked to reach T with only R empty. Expected:
  // OR over s of (bit s of set and R within empty ? T : 0), for all 2^128 inputs.
  auto pushes = [&](const SymWord& r) -> Built {
    z3::expr expected = ctx.bv_val(0, 64);
    for (int sq = 0; sq < kSquares; ++sq) {
      Input in = leaper_input(q, q.kind, sq);
      in.empty = ~Bitboard{0};
      const Bitboard reached = oracle::eval(in);
      if (!reached) continue;
      Bitboard needed = 0;
      for (int e = 0; e < kSquares; ++e) {
        in.empty = ~square_bb(e);
        if (!oracle::eval(in)) needed |= square_bb(e);
      }
      in.empty = needed;
      if (oracle::eval(in) != reached)
        throw std::logic_error(std::string(kind_name(q.kind)) +
                               " is no push through empty squares");
      expected =
          expected | z3::ite(v.occ.extract(sq, sq) == ctx.bv_val(1, 1) &&
                                 (v.empty & ctx.bv_val(needed, 64)) == ctx.bv_val(needed, 64),
                             ctx.bv_val(reached, 64), ctx.bv_val(0, 64));
    }
    return {r, SymWord(expected), ctx.bool_val(true)};
  };
  switch (shape_of(q.kind)) {
    case Shape::single:
      return {sym.get<Shape::single>(q.kind)(occ, q.sq), sym_oracle::single(q.kind, occ, q.sq),
              ctx.bool_val(true)};
    case Shape::xray: {
      return {sym.get<Shape::xray>(q.kind)(occ, blockers, q.sq),
              sym_oracle::xray(q.kind, occ, blockers, q.sq),
              (v.blockers & ~v.occ) == ctx.bv_val(0, 64)};  // blockers ⊆ occ
    }
    case Shape::multi:
      return {sym.get<Shape::multi>(q.kind)(sliders, empty, q.dir8),
              sym_oracle::sliding_attacks(sliders, empty, q.dir8), ctx.bool_val(true)};
    case Shape::multi_extra:
      return {sym.get<Shape::multi_extra>(q.kind)(sliders, empty, extra, q.dir8),
              sym_oracle::multi_extra(q.kind, sliders, empty, extra, q.dir8), ctx.bool_val(true)};
    case Shape::pair: {
      // No symbolic input: a = q.sq and every b, each the implementation's
      // (constant) word against the concrete oracle's, all 64 in one query:
      // the OR of the differences is 0 exactly when every b agrees.
      SymWord diff(std::uint64_t{0});
      for (int b = 0; b < kSquares; ++b) {
        const Input in{.kind = q.kind, .sq = q.sq, .sq2 = b};
        diff = diff | (sym.get<Shape::pair>(q.kind)(q.sq, b) ^ SymWord(oracle::eval(in)));
      }
      return {diff, SymWord(std::uint64_t{0}), ctx.bool_val(true)};
    }
    case Shape::square:
      return every_square([&](int sq) { return sym.get<Shape::square>(q.kind)(sq); });
    case Shape::color_square:
      return every_square(
          [&](int sq) { return sym.get<Shape::color_square>(q.kind)(q.color, sq); });
    case Shape::set:
      return every_set(sym.get<Shape::set>(q.kind)(occ));
    case Shape::color_set:
      return every_set(sym.get<Shape::color_set>(q.kind)(q.color, occ));
    case Shape::set_dir:
      return every_set(sym.get<Shape::set_dir>(q.kind)(occ, q.dir8));
    case Shape::set_jump:
      return every_set(sym.get<Shape::set_jump>(q.kind)(occ, q.dir8));
    case Shape::color_set_empty:
      return pushes(sym.get<Shape::color_set_empty>(q.kind)(q.color, occ, empty));
    case Shape::ray:
      return {sym.get<Shape::ray>(q.kind)(occ, q.sq, q.dir8), sym_oracle::ray(occ, q.sq, q.dir8),
              ctx.bool_val(true)};
    case Shape::pos_occ_sq:
    case Shape::pos_color_occ_sq:
    case Shape::pos_color_sq:
    case Shape::pos_color:
      return build_position(sym, q, v);
    case Shape::sees: {
      // from = q.sq, a symbolic occupancy and every to in one query: the OR of
      // the differences from the symbolic oracle's bit to of the base's
      // attacks (0 or 1) is 0 exactly when every to agrees.
      const SymWord attacks = sym_oracle::single(info(q.kind).base, occ, q.sq);
      SymWord diff(std::uint64_t{0});
      for (int to = 0; to < kSquares; ++to)
        diff = diff | (sym.get<Shape::sees>(q.kind)(occ, q.sq, to) ^
                       ((attacks >> to) & SymWord(std::uint64_t{1})));
      return {diff, SymWord(std::uint64_t{0}), ctx.bool_val(true)};
    }
    case Shape::set_attacks: {
      // Symbolic sliders and occupancy: OR over s of (bit s of sliders ? the
      // symbolic oracle's base(occ, s) : 0), for every pair of words.
      const Kind base = info(q.kind).base;
      SymWord expected(std::uint64_t{0});
      for (int sq = 0; sq < kSquares; ++sq)
        expected = expected | (nonzero_mask(sliders & SymWord(square_bb(sq))) &
                               sym_oracle::single(base, occ, sq));
      return {sym.get<Shape::set_attacks>(q.kind)(sliders, occ), expected, ctx.bool_val(true)};
    }
  }
  throw std::logic_error("no proof for the shape of " + std::string(kind_name(q.kind)));
}

// Returns the symbolic variable that holds bitboard field f (a set: occ's).
const z3::expr& variable(const Vars& v, Field f) {
  return f == Field::blockers  ? v.blockers
         : f == Field::sliders ? v.sliders
         : f == Field::empty   ? v.empty
         : f == Field::extra   ? v.extra
                               : v.occ;
}

Input concrete_input(const Query& q, const z3::model& model, const Vars& v) {
  Input in;
  in.kind = q.kind;
  in.sq = q.sq;
  in.dir8 = q.dir8;
  in.color = has_color(q.kind) || takes(q.kind, Field::color) ? q.color : 0;
  if (is_position_kind(q.kind))
    for (int k = 0; k < kPositionWords; ++k)
      position_word(in.pos, k) = value(model, v.pos[static_cast<unsigned>(k)]);
  // b and a one-square leaper's sq: the caller finds the first that differs concretely.
  for (Field f : shape_info(shape_of(q.kind)).arguments)  // Field::extra as such
    if (field_type(f) == FieldType::bitboard) set_field(in, f, value(model, variable(v, f)));
  return in;
}

std::string describe(const Input& in) { return kind_name(in.kind) + argument_options(in); }

z3::solver make_solver(z3::context& ctx, const std::string& tactic) {
  if (tactic == "sat") {
    return (z3::tactic(ctx, "simplify") & z3::tactic(ctx, "bit-blast") & z3::tactic(ctx, "sat"))
        .mk_solver();
  }
  if (tactic == "smt") {
    return (z3::tactic(ctx, "simplify") & z3::tactic(ctx, "solve-eqs") & z3::tactic(ctx, "smt"))
        .mk_solver();
  }
  return z3::solver(ctx, "QF_BV");
}

enum class Outcome { proved, counterexample, unknown };

// Runs one query (every is_zero path of it); appends details for failures.
Outcome run_query(const SymImplementation& sym, const Implementation& concrete, const Query& q,
                  z3::context& ctx, Session& session, const ProveOptions& options,
                  std::vector<std::string>& details, bool keep_report) {
  const Vars v(ctx);
  const std::string where =
      std::string(sym.name) + "::" + kind_name(q.kind) +
      (is_position_kind(q.kind)
           ? std::string(takes(q.kind, Field::color) ? (q.color ? " black" : " white") : "") +
                 (takes(q.kind, Field::sq) ? " on " + square_name(q.sq) : "")
       : is_pair(q.kind)          ? " a " + square_name(q.sq)
       : is_sees(q.kind)          ? " from " + square_name(q.sq)
       : is_slider_set(q.kind)    ? std::string(" (all sets)")
       : is_leaper(q.kind)        ? std::string(has_color(q.kind) ? (q.color ? " black" : " white")
                                                : takes_direction(q.kind)
                                                    ? std::string(" dir ") + direction_name(q.kind, q.dir8)
                                                    : "")
       : is_ray(q.kind)           ? " on " + square_name(q.sq) + " dir " + dir8_name(q.dir8)
       : is_single_slider(q.kind) ? " on " + square_name(q.sq)
                                  : std::string(" dir ") + dir8_name(q.dir8));
  Outcome outcome = Outcome::proved;
  while (session.next_path()) {
    const Built b = build(sym, q, v);
    z3::expr wrong = b.impl.expr() != b.oracle.expr();
    for (const Session::Obligation& o : session.obligations()) wrong = wrong || o.violated;
    z3::solver solver = make_solver(ctx, options.tactic);
    z3::params params(ctx);
    params.set("timeout", options.timeout_ms);
    solver.set(params);
    solver.add(b.precondition);
    solver.add(session.path_condition());
    solver.add(wrong);
    const z3::check_result result = solver.check();
    if (result == z3::unsat) continue;
    if (result == z3::unknown) {
      details.push_back("unproved: " + where + ": Z3 returned unknown (" + solver.reason_unknown() +
                        ", timeout " + std::to_string(options.timeout_ms) + " ms)");
      outcome = Outcome::unknown;
      continue;
    }
    const z3::model model = solver.get_model();
    Input in = concrete_input(q, model, v);
    if (is_pair(q.kind) || is_sees(q.kind)) {  // b, or to: the first that differs
      for (int b = 0; b < kSquares; ++b) {
        in.sq2 = b;
        if (check_oracle(concrete, in)) break;
      }
    }
    if (is_square_leaper(q.kind) || (takes_king(q.kind) && takes(q.kind, Field::sq))) {
      for (int sq = 0; sq < kSquares; ++sq) {
        in.sq = sq;
        if (check_oracle(concrete, in)) break;
      }
    }
    for (const Session::Obligation& o : session.obligations()) {
      if (model.eval(o.violated, true).is_true()) {
        details.push_back("counterexample: " + where + ": precondition broken (" + o.what +
                          ") on " + describe(in));
        return Outcome::counterexample;
      }
    }
    if (const std::optional<Mismatch> m = check_oracle(concrete, in)) {
      if (keep_report) {
        Mismatch shrunk = shrink_oracle_mismatch(concrete, *m);
        details.push_back("counterexample: " + where + " (Z3 model: " + describe(in) +
                          "), replayed concretely and shrunk:\n" + report(shrunk));
      } else {
        details.push_back("counterexample: " + where + ": " + describe(in));
      }
      return Outcome::counterexample;
    }
    details.push_back("unproved: " + where + ": Z3's counterexample " + describe(in) +
                      " does not replay concretely (a prover bug)");
    outcome = Outcome::unknown;
  }
  return outcome;
}

}  // namespace

SuiteResult prove_suite(const SymImplementation& sym, const Implementation& concrete, Kind kind,
                        const ProveOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  SuiteResult r;
  r.impl = sym.name;
  r.kind = kind;
  std::vector<Query> queries;
  if (is_position_kind(kind)) {
    // Per color (and square): a symbolic position; color's king is one of 64
    // paths of the query (square_of), each proved.
    // pin_mask: every square in each query.
    const bool per_square = takes(kind, Field::sq) && !takes_king(kind);
    r.unit = per_square ? "color x sq" : "colors (64 kings)";
    for (int color = 0; color < (takes(kind, Field::color) ? 2 : 1); ++color)
      for (int sq = 0; sq < (per_square ? kSquares : 1); ++sq)
        queries.push_back(Query{.kind = kind, .sq = sq, .color = color});
  } else if (is_ray(kind)) {
    // One symbolic occupancy per square and direction.
    r.unit = "rays (sq x dir)";
    for (int sq = 0; sq < kSquares; ++sq)
      for (int d = 0; d < kDirections; ++d) queries.push_back(Query{kind, sq, d});
  } else if (is_single_slider(kind)) {
    for (int sq = 0; sq < kSquares; ++sq) queries.push_back(Query{kind, sq, 0});
  } else if (takes_direction(kind) && is_leaper(kind)) {
    // shift_one, knight_shift: a symbolic set per direction.
    r.unit = "dirs (all sets)";
    for (int d = 0; d < kDirections; ++d) queries.push_back(Query{.kind = kind, .dir8 = d});
  } else if (is_leaper(kind)) {
    // Per color: every square at once (constants, exhaustive), or a symbolic set.
    r.unit = is_set_kind(kind) ? "colors (all sets)" : "colors (all sq)";
    for (int color = 0; color < (has_color(kind) ? 2 : 1); ++color)
      queries.push_back(Query{.kind = kind, .color = color});
  } else if (is_sees(kind)) {
    // One symbolic occupancy per from, every to in the query.
    r.unit = "from (all to, occ)";
    for (int sq = 0; sq < kSquares; ++sq) queries.push_back(Query{kind, sq, 0});
  } else if (is_slider_set(kind)) {
    // One query: symbolic sliders and occupancy.
    r.unit = "all sets";
    queries.push_back(Query{.kind = kind});
  } else if (is_pair(kind)) {
    // The squares are concrete: one query per a over every b, 4,096 pairs in
    // all, proved exhaustively.
    r.unit = "a (all b)";
    for (int sq = 0; sq < kSquares; ++sq) queries.push_back(Query{kind, sq, 0});
  } else {
    r.unit = "dirs";
    for (int d = 0; d < kDirections; ++d) {
      if ((sym.directions >> d) & 1) queries.push_back(Query{kind, 0, d});
    }
  }
  r.total = static_cast<int>(queries.size());
  try {
    z3::context ctx;  // fresh per suite: reuse slows the default solvers down
    Session session(ctx);
    for (const Query& q : queries) {
      const bool keep = r.counterexamples < options.max_reports;
      switch (run_query(sym, concrete, q, ctx, session, options, r.details, keep)) {
        case Outcome::proved:
          ++r.proved;
          break;
        case Outcome::counterexample:
          ++r.counterexamples;
          break;
        case Outcome::unknown:
          ++r.unknown;
          break;
      }
      session.reset();
    }
  } catch (const std::exception& e) {
    r.unknown = r.total - r.proved - r.counterexamples;
    r.details.push_back(std::string("unproved: ") + sym.name + "::" + kind_name(kind) + ": " +
                        e.what());
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace slidercheck::prove
