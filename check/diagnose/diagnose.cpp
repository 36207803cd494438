// Diagnoses after a failure, and the numberings an engine's kinds observe.
#include "slidercheck/diagnose.h"

#include <algorithm>
#include <array>
#include <bit>

#include "check/cases/position_cases.h"
#include "slidercheck/check.h"
#include "slidercheck/enumerate.h"
#include "slidercheck/oracle.h"
#include "slidercheck/pawn_pushes.h"
#include "slidercheck/pawn_sides.h"
#include "slidercheck/position_diagnose.h"

namespace slidercheck {

namespace {

constexpr std::uint64_t kSampleSeed = 0xD1A9'0005'E5ull;

// Returns the mapping named Mapping::names()[i].
Mapping numbering(int i) { return *Mapping::parse(Mapping::names()[i]); }

// Returns impl as the engine is, without numbering or contracts.
Implementation raw_of(const Implementation& impl) {
  Implementation raw = impl;
  raw.mapping = Mapping();
  raw.own_square = OwnSquare::any;
  raw.xray_blockers = XrayBlockers::any;
  return raw;
}

// Returns the line bits (kLine*) that lines become under s.
std::uint8_t mapped_lines(Symmetry s, std::uint8_t lines) {
  std::uint8_t mapped = 0;
  for (int d = 0; d < kDirections; ++d) {
    if (!((lines >> d) & 1)) continue;
    const int to = transform_dir8(s, d);
    mapped |= std::uint8_t(1u << (to >= kSoEa && to <= kWest ? opposite(to) : to));
  }
  return mapped;
}

constexpr std::array<Symmetry, 4> kMirrors = {Symmetry::flip_vertical, Symmetry::flip_horizontal,
                                              Symmetry::flip_diagonal, Symmetry::flip_antidiagonal};

// Returns the argument of a swappable kind that is not the square.
Field other_argument(Kind kind) {
  for (Field f : arguments(kind))
    if (f != Field::sq) return f;
  return Field::sq;
}

// Returns whether kind's other argument is a color (else an occupancy).
bool color_other(Kind kind) { return field_type(other_argument(kind)) == FieldType::color; }

// Returns whether a and b take the same arguments, in the same order.
bool same_arguments(Kind a, Kind b) {
  const FieldList x = arguments(a), y = arguments(b);
  if (x.size != y.size) return false;
  for (int i = 0; i < x.size; ++i)
    if (x[i] != y[i]) return false;
  return true;
}

// Returns whether impl's results on every sample are expected_of the input as
// called (the contracts applied, in the board's numbering).
template <class Expected>
bool holds(const Implementation& impl, const std::vector<Input>& samples, Expected&& expected_of) {
  for (const Input& in : samples)
    if (impl.eval(in) != expected_of(as_defined(impl.as_called(in), impl.pawn_sides))) return false;
  return true;
}

Bitboard oracle_of(const Input& in) { return oracle::eval(in); }

// Returns the failing input and kDiagnosisSamples deterministic inputs of its kind.
std::vector<Input> samples_of(const Implementation& impl, const Input& failing) {
  std::vector<Input> samples = {failing};
  enumerate_random(failing.kind, kSampleSeed, kDiagnosisSamples, impl.directions,
                   [&](const Input& in, Bitboard) {
                     samples.push_back(in);
                     return true;
                   });
  // A position kind's readings differ on few positions (a sniper behind a
  // sniper, a pawn beside the king): its quick enumeration too.
  if (is_position_kind(failing.kind))
    enumeration::position_cases(failing.kind, Level::quick, [&](const Input& in) {
      samples.push_back(in);
      return true;
    });
  return samples;
}

// Returns the symmetry t with t(sq) = from's square of to's index of sq: what
// checking an engine numbered from as numbered to does to its inputs.
Symmetry between(const Mapping& from, const Mapping& to) {
  for (Symmetry t : kSymmetries) {
    bool all = true;
    for (int sq = 0; sq < kSquares && all; ++sq)
      all = transform_square(t, sq) == from.board_square(to.engine_square(sq));
    if (all) return t;
  }
  return Symmetry::identity;
}

// Returns the numbering of squares names()[p / 8] and bits names()[p % 8].
Mapping pair(int p) { return Mapping::apart(numbering(p / 8), numbering(p % 8)); }

// Returns kind's sample inputs (of a kind other than the failing one).
std::vector<Input> kind_samples(const Implementation& impl, Kind kind) {
  std::vector<Input> out;
  enumerate_random(kind, kSampleSeed, kDiagnosisSamples / 4, impl.directions,
                   [&](const Input& in, Bitboard) {
                     out.push_back(in);
                     return true;
                   });
  return out;
}

// Returns whether a correct engine of kind numbered from, checked as numbered
// to, fails: kind tells the two apart. One symmetry apart, from the kind table
// (numbering_distinguishes); squares and bits numbered apart, on samples
// (inputs of kind): the engine reads each as numbered from.
bool tells_apart(Kind kind, const Mapping& from, const Mapping& to,
                 const std::vector<Input>& samples) {
  if (!from.bits_apart() && !to.bits_apart())
    return numbering_distinguishes(kind, between(from, to));
  for (const Input& in : samples) {
    const Input read = from.board_input(to.engine_input(in));
    if (to.board_bb(from.engine_bb(oracle::eval(read))) != oracle::eval(in)) return true;
  }
  return false;
}

// The numberings under which impl's failing kind conforms, and those of them
// another kind confirms: one that tells the checked numbering from that one
// apart (a correct engine of it in the checked numbering fails in that one)
// and conforms in it; colorless, one without a color (a rank flip turns the
// colors round, so a pawn kind cannot tell a numbering from swapped colors).
// Bits as in Diagnoses: mappings (one numbering), apart (squares and bits).
struct Numberings {
  std::uint8_t hold = 0, confirmed = 0, confirmed_colorless = 0;
  std::uint64_t apart = 0, apart_confirmed = 0, apart_colorless = 0;
};

// Returns whether impl's kind conforms numbered alt on samples, and every
// other kind impl provides (others: their samples) that tells alt from impl's
// numbering apart on a sample of its own: a numbering must fit them all, not
// only the failing one. Sets confirmed and colorless (see Numberings).
bool fits(const Implementation& impl, Kind kind, const std::vector<Input>& samples,
          const std::vector<std::pair<Kind, std::vector<Input>>>& others, const Mapping& alt,
          bool& confirmed, bool& colorless) {
  Implementation checked = impl;
  checked.mapping = alt;
  if (!tells_apart(kind, impl.mapping, alt, samples) || !holds(checked, samples, oracle_of))
    return false;
  confirmed = colorless = false;
  for (const auto& [other, inputs] : others) {
    if (!tells_apart(other, impl.mapping, alt, inputs)) continue;
    if (!holds(checked, inputs, oracle_of)) return false;
    confirmed = true;
    colorless = colorless || !has_color(other);
  }
  return true;
}

// Returns the numberings under which impl's kind conforms on samples (see
// fits): each single one, and, when none fits, each pair of numberings for
// squares and bits. None when kind cannot tell numberings apart (a correct
// engine of it in any numbering gives the same results: another numbering
// explains nothing).
Numberings numberings_that_hold(const Implementation& impl, Kind kind,
                                const std::vector<Input>& samples) {
  Numberings n;
  std::vector<std::pair<Kind, std::vector<Input>>> others;
  for (Kind other : all_kinds())
    if (other != kind && impl.provides(other))
      others.emplace_back(other, kind_samples(impl, other));
  bool confirmed = false, colorless = false;
  for (int i = 0; i < 8; ++i) {
    if (!fits(impl, kind, samples, others, numbering(i), confirmed, colorless)) continue;
    const auto bit = std::uint8_t(1u << i);
    n.hold |= bit;
    if (confirmed) n.confirmed |= bit;
    if (colorless) n.confirmed_colorless |= bit;
  }
  if (n.hold) return n;
  for (int p = 0; p < 64; ++p) {
    if (p / 8 == p % 8 || !fits(impl, kind, samples, others, pair(p), confirmed, colorless))
      continue;
    const std::uint64_t bit = std::uint64_t{1} << p;
    n.apart |= bit;
    if (confirmed) n.apart_confirmed |= bit;
    if (colorless) n.apart_colorless |= bit;
  }
  return n;
}

// Adds the contracts under which impl's kind conforms on samples (the
// own-square contract of the single-slider kinds, the x-ray blockers of the
// x-ray kinds), when it was checked under the default.
void try_contracts(const Implementation& impl, Kind kind, const std::vector<Input>& samples,
                   Diagnoses& d) {
  if (is_single_slider(kind) && impl.own_square == OwnSquare::any) {
    for (OwnSquare own : {OwnSquare::occupied, OwnSquare::empty}) {
      Implementation alt = impl;
      alt.own_square = own;
      if (holds(alt, samples, oracle_of)) d.own_square |= std::uint8_t(1u << static_cast<int>(own));
    }
  }
  if (has_blockers(kind) && impl.xray_blockers == XrayBlockers::any) {
    Implementation alt = impl;
    alt.xray_blockers = XrayBlockers::occupied;
    if (holds(alt, samples, oracle_of))
      d.xray_blockers |= std::uint8_t(1u << static_cast<int>(XrayBlockers::occupied));
  }
}

// Adds the explanations that read impl's results another way: those of the
// mirrored square (single sliders), of another kind that takes the same
// arguments, of the other color, or with their bytes reversed.
void try_readings(const Implementation& impl, const Input& failing,
                  const std::vector<Input>& samples, Diagnoses& d) {
  const Kind kind = failing.kind;
  if (is_single_slider(kind)) {
    for (Symmetry s : kMirrors) {
      if (transform_square(s, failing.sq) == failing.sq) continue;
      auto mirrored = [s](const Input& in) {
        Input m = in;
        m.sq = transform_square(s, in.sq);
        return oracle::eval(m);
      };
      if (holds(impl, samples, mirrored)) d.mirrored |= std::uint8_t(1u << static_cast<int>(s));
    }
  }
  for (Kind other : all_kinds()) {
    if (other == kind || !same_arguments(kind, other)) continue;
    auto as_other = [other](const Input& in) {
      Input o = in;
      o.kind = other;
      return oracle::eval(o);
    };
    if (holds(impl, samples, as_other))
      d.other_kinds |= std::uint64_t{1} << static_cast<int>(other);
  }
  if (has_color(kind)) {
    auto other_color = [](const Input& in) {
      Input o = in;
      o.color ^= 1;
      return oracle::eval(o);
    };
    d.swapped_colors = holds(impl, samples, other_color);
  }
  d.byte_swapped =
      holds(impl, samples, [](const Input& in) { return __builtin_bswap64(oracle::eval(in)); });
  if (is_ray(kind)) {
    // One bit scan for every direction: the lowest blocker (a forward scan)
    // is the nearest on the positive rays and the farthest on the negative
    // ones; the highest (a reverse scan) the other way round.
    for (const bool forward : {true, false}) {
      auto one_scan = [forward](const Input& in) {
        const Bitboard ray = oracle::ray(0, in.sq, in.dir8), hits = ray & in.occ;
        if (!hits) return ray;
        const int blocker = forward ? std::countr_zero(hits) : 63 - std::countl_zero(hits);
        return ray & ~oracle::ray(0, blocker, in.dir8);
      };
      if (holds(impl, samples, one_scan)) d.ray_scan |= std::uint8_t(forward ? 1 : 2);
    }
  }
}

// Keeps, of the explanations in d that a numbering also gives, the likelier:
// a numbering only when another kind that tells it apart confirms it.
void prefer(const Numberings& n, Diagnoses& d) {
  d.mappings = n.hold;
  d.mappings_apart = n.apart;
  if (!d.mappings && !d.mappings_apart) return;
  // A numbering that turns the ranks round turns the pawns' colors round too:
  // swapped colors are the explanation unless a kind without a color shows
  // the numbering as well.
  if (d.swapped_colors) {
    d.mappings &= n.confirmed_colorless;
    d.mappings_apart &= n.apart_colorless;
    if (d.mappings || d.mappings_apart) d.swapped_colors = false;
  }
  // Another kind of the same arguments (a numbering may turn a diagonal into
  // an antidiagonal): the numbering explains it when other kinds confirm it.
  if ((d.mappings & n.confirmed) || (d.mappings_apart & n.apart_confirmed)) d.other_kinds = 0;
}

// Sets d.swapped_with and returns true when kind's function gives the
// results of another kind the engine provides, whose function gives kind's:
// the two are exported under each other's names (a diagonal and an
// antidiagonal, which a mirrored numbering turns into each other too). A
// numbering that a kind outside the two confirms explains it better.
bool swapped_functions(const Implementation& impl, Kind kind, const std::vector<Input>& samples,
                       Diagnoses& d) {
  for (Kind other : all_kinds()) {
    if (other == kind || !same_arguments(kind, other) || !impl.provides(other)) continue;
    auto as = [](Kind k) {
      return [k](const Input& in) {
        Input o = in;
        o.kind = k;
        return oracle::eval(o);
      };
    };
    if (!holds(impl, samples, as(other)) || !holds(impl, kind_samples(impl, other), as(kind)))
      continue;
    Implementation without = impl;
    without.fns[static_cast<int>(other)] = nullptr;
    const Numberings n = numberings_that_hold(without, kind, samples);
    if (n.confirmed || n.apart_confirmed) return false;
    d.swapped_with = static_cast<int>(other);
    return true;
  }
  return false;
}

}  // namespace

bool swappable(Kind kind) {
  if (arguments(kind).size != 2 || !takes(kind, Field::sq)) return false;
  const FieldType other = field_type(other_argument(kind));
  return other == FieldType::bitboard || other == FieldType::color;
}

bool swap_out_of_range(const Input& in) {
  if (!swappable(in.kind)) return false;
  if (field_value(in, other_argument(in.kind)) > 63) return true;  // read as the square
  return color_other(in.kind) && (in.sq < 0 || in.sq > 1);         // the square read as a color
}

bool looks_swapped(const Implementation& impl, Kind kind) {
  if (!swappable(kind) || !impl.provides(kind)) return false;
  const Implementation raw = raw_of(impl);
  const Mapping& m = impl.mapping;
  const Field other = other_argument(kind);
  const bool color = color_other(kind);
  for (int s = 0; s < kSquares; ++s) {
    for (int t = 0; t < (color ? 2 : kSquares); ++t) {
      Input board{.kind = kind, .sq = m.board_square(s)};
      set_field(board, other, color ? std::uint64_t(t) : m.board_bb(Bitboard(t)));
      const Bitboard want = m.engine_bb(oracle::eval(board));
      Input called{.kind = kind, .sq = t};
      set_field(called, other, std::uint64_t(s));
      if (raw.eval(called) != want) return false;
    }
  }
  return true;
}

void call_large_squares(const Implementation& impl, Kind kind) {
  if (!swappable(kind) || !impl.provides(kind)) return;
  const Implementation raw = raw_of(impl);
  const Field other = other_argument(kind);
  const std::vector<int> squares =
      color_other(kind) ? std::vector<int>{0, 1} : std::vector<int>{0, 27, 63};
  for (Bitboard large : {Bitboard{64}, Bitboard{0xffff}, Bitboard{0x7fffffff}, ~Bitboard{0}}) {
    for (int sq : squares) {
      Input in{.kind = kind, .sq = sq};
      set_field(in, other, large);
      raw.eval(in);
    }
  }
}

Diagnoses diagnose(const Implementation& impl, const Input& failing, bool crashed) {
  Diagnoses d;
  const Kind kind = failing.kind;
  if (!impl.provides(kind)) return d;
  d.kind = static_cast<int>(kind);
  if (is_single_slider(kind)) d.square = failing.sq;
  // The failure must come back in this process before anything explains it.
  // An input a swapped engine may crash on (read the other way round, a
  // square or a color out of range) is called once the swap is ruled out; the
  // swap itself is shown on every input it gets wrong, so it needs no other proof.
  const bool safe_first = !crashed && !swap_out_of_range(failing);
  auto comes_back = [&] {
    for (int i = 0; i < kReproduceCalls; ++i)
      if (!check_oracle(impl, failing)) return false;
    return true;
  };
  if (safe_first && !comes_back()) {
    d.not_reproduced = true;
    return d;
  }
  // The swap first: it calls only inputs a swapped engine survives, and it
  // explains every other symptom (an own-square note included).
  if (looks_swapped(impl, kind)) {
    d.swapped = true;
    return d;
  }
  if (crashed) return d;  // after a crash only the swap explains it
  if (!safe_first && !comes_back()) {
    d.not_reproduced = true;
    return d;
  }
  const std::vector<Input> samples = samples_of(impl, failing);
  if (is_position_kind(kind)) {  // their readings only: a numbering moves pawns off their ranks
    diagnose_position(impl, kind, samples, d);
    return d;
  }
  const Numberings numberings = numberings_that_hold(impl, kind, samples);
  try_contracts(impl, kind, samples, d);
  try_readings(impl, failing, samples, d);
  d.pushes = push_readings(impl, kind, samples);
  // pawn_west/east only: the results are those of the other convention.
  (impl.pawn_sides == PawnSides::relative ? d.board_sided : d.side_relative) =
      looks_side_relative(impl, kind);
  prefer(numberings, d);
  if (swapped_functions(impl, kind, samples, d)) {
    d.mappings = 0;
    d.mappings_apart = 0;
    d.other_kinds = 0;
  }
  return d;
}

std::vector<Diagnosis> diagnosis_list(const Diagnoses& d) {
  std::vector<Diagnosis> out;
  position_diagnosis_list(d, out);
  push_diagnosis_list(d, out);
  if (d.swapped) {
    std::string text = "looks like the arguments are swapped: the results match ";
    const Kind kind = d.kind >= 0 ? static_cast<Kind>(d.kind) : Kind::rook_attacks;
    if (swappable(kind) && !color_other(kind)) {
      text += "the attacks of square `occ` through the occupancy `sq` (the ABI takes (occ, sq))";
    } else {
      const char* other = field_info(other_argument(kind)).name;
      text += std::string("the engine reading them as (sq, ") + other + ") (the ABI takes (" +
              other + ", sq))";
    }
    out.push_back({"swapped_arguments", "",
                   text + (d.crashes_on_large ? "; calls crash on large squares" : "")});
  }
  if (d.swapped_with >= 0 && d.kind >= 0) {
    const Kind kind = static_cast<Kind>(d.kind), other = static_cast<Kind>(d.swapped_with);
    out.push_back({"swapped_functions", kind_name(other),
                   std::string("the two functions look swapped: ") + kind_name(kind) + " gives " +
                       kind_name(other) + "'s results and " + kind_name(other) + " gives " +
                       kind_name(kind) + "'s, in the numbering checked; " +
                       (d.exec ? "declare each under the other's name in the handshake"
                               : std::string("export each under the other's name (`") +
                                     info(kind).symbol + "` and `" + info(other).symbol + "`)")});
  }
  for (Kind other : all_kinds()) {
    if (!((d.other_kinds >> static_cast<int>(other)) & 1)) continue;
    out.push_back(
        {"other_kind", kind_name(other),
         std::string("conforms as ") + kind_name(other) + ": the results are that kind's; " +
             (d.exec
                  ? std::string("declare the function as ") + kind_name(other) + " in the handshake"
                  : std::string("export the function as `") + info(other).symbol + "`")});
  }
  if (d.swapped_colors)
    out.push_back({"swapped_colors", "",
                   "the colors look swapped: color 0 attacks towards rank 1 here, where the ABI's "
                   "color 0 (white) attacks towards rank 8; the results are the other color's"});
  if (d.ray_scan & 1)
    out.push_back({"ray_bit_scan", "forward",
                   "the negative rays (soEa, sout, soWe, west) stop at their farthest blocker: "
                   "a forward bit scan in every direction, where the negative rays take a reverse "
                   "one (the classical approach: bitScanReverse towards a1)"});
  if (d.ray_scan & 2)
    out.push_back({"ray_bit_scan", "reverse",
                   "the positive rays (noEa, east, noWe, nort) stop at their farthest blocker: "
                   "a reverse bit scan in every direction, where the positive rays take a forward "
                   "one (the classical approach: bitScanForward towards h8)"});
  if (d.byte_swapped)
    out.push_back({"byte_swapped", "",
                   "looks byte-swapped: the results are the expected ones with their 8 bytes in "
                   "reverse order (ranks 1 and 8, 2 and 7, ... exchanged): the wrong byte order"});
  for (int i = 0; i < 8; ++i) {
    if (!((d.mappings >> i) & 1)) continue;
    const std::string name = Mapping::names()[i];
    out.push_back({"numbering", name,
                   "conforms if numbered " + name + ": declare " +
                       (d.exec ? "the numbering " + name + " in the handshake (docs/protocol.md)"
                               : "`slidercheck_square_mapping` = \"" + name + "\"") +
                       " (or pass --mapping " + name + ")"});
  }
  for (int p = 0; p < 64; ++p) {
    if (!((d.mappings_apart >> p) & 1)) continue;
    const std::string squares = Mapping::names()[p / 8], bits = Mapping::names()[p % 8];
    out.push_back(
        {"numbering_apart", squares + "/" + bits,
         "squares look numbered " + squares + " and bits " + bits + ": declare " +
             (d.exec ? std::string("the numbering ") + squares +
                           " in the handshake (docs/protocol.md) and pass --bit-mapping " + bits
                     : "`slidercheck_square_mapping` = \"" + squares +
                           "\" and `slidercheck_bit_mapping` = \"" + bits +
                           "\" (or pass --mapping " + squares + " --bit-mapping " + bits + ")")});
  }
  if (d.mapping_not_seen) {
    const std::string name = d.mappings ? numbering_list(d.mappings).substr(0, 5) : "...";
    out.push_back(
        {"mapping_not_seen", "",
         std::string("slidercheck_square_mapping was not seen in ") +
             (d.mapping_not_seen == 2
                  ? "this C++ plugin: if it declares one, a `const char "
                    "slidercheck_square_mapping[]` without `extern \"C\"` has internal linkage"
                  : "the plugin: if it declares one, a `static` one (or a C++ `const` one "
                    "without `extern \"C\"`) has internal linkage") +
             " and the optimiser drops it; include slidercheck/plugin.h and define "
             "`SLIDERCHECK_EXPORT const char slidercheck_square_mapping[] = \"" +
             name + "\";`"});
  }
  if (d.side_relative) out.push_back(side_relative_diagnosis(d.exec));
  if (d.board_sided) out.push_back(board_sided_diagnosis(d.exec));
  for (OwnSquare own : {OwnSquare::occupied, OwnSquare::empty}) {
    if (!((d.own_square >> static_cast<int>(own)) & 1)) continue;
    const std::string name = own_square_name(own);
    out.push_back(
        {"own_square", name,
         "conforms with the slider's own square always " + name + ": `--own-square " + name + "`" +
             (d.exec ? ", or declare `own-square=" + name + "` in the handshake's contract"
                     : ", or declare `slidercheck_own_square` = \"" + name + "\"")});
  }
  if ((d.xray_blockers >> static_cast<int>(XrayBlockers::occupied)) & 1)
    out.push_back({"xray_blockers", "occupied",
                   std::string("conforms with the x-ray blockers always every occupied square "
                               "(engine-style x-rays, which look through every first piece hit): "
                               "`--xray-blockers occupied`") +
                       (d.exec ? ", or declare `xray-blockers=occupied` in the handshake's contract"
                               : ", or declare `slidercheck_xray_blockers` = \"occupied\"")});
  for (Symmetry s : kMirrors) {
    if (!((d.mirrored >> static_cast<int>(s)) & 1)) continue;
    std::string text =
        "results match the attacks of the mirrored square (" + std::string(symmetry_name(s));
    if (d.square >= 0)
      text += ": " + square_name(d.square) + " is computed as " +
              square_name(transform_square(s, d.square));
    out.push_back({"mirrored_square", symmetry_name(s), text + ")"});
  }
  return out;
}

bool numbering_distinguishes(Kind kind, Symmetry t) {
  if (t == Symmetry::identity) return false;
  // The position kinds' diagnosis tries no numbering (its pawns would stand
  // off their ranks as the engine sees them): none is confirmed by them.
  if (is_position_kind(kind)) return false;
  // A ray's direction is a compass direction (below); a slider's lines, a set.
  if ((is_single_slider(kind) && !is_ray(kind)) || is_sees(kind) || is_slider_set(kind))
    return mapped_lines(t, info(kind).lines) != info(kind).lines;
  // Two squares in a symmetric relation (the same in every numbering); knights
  // and kings jump alike in every numbering.
  if (is_pair(kind) || (is_leaper(kind) && !has_color(kind) && !takes_direction(kind)))
    return false;
  // Pawns move towards a side of the board, which a numbering that flips the
  // ranks turns round; a file mirror turns west into east, and leaves both
  // sides together as they are.
  if (has_color(kind)) return is_one_sided_pawn(kind) || t != Symmetry::flip_horizontal;
  // dir8 is a compass direction: every other numbering turns it.
  return true;
}

bool numbering_observable(Kind kind) {
  for (Symmetry t : kSymmetries)
    if (numbering_distinguishes(kind, t)) return true;
  return false;
}

bool numbering_observable(const std::vector<Kind>& kinds) {
  for (Kind kind : kinds)
    if (numbering_observable(kind)) return true;
  return false;
}

// Returns whether alt (an implementation under a trial numbering) agrees with
// the oracle on kind's quick cases.
static bool conforms_on(const Implementation& alt, Kind kind) {
  if (alt.batch)  // --exec: the same cases, in batches (one round trip per call is slow)
    return !check_kind(alt, kind, Level::quick).mismatch;
  bool ok = true;
  enumerate_cases(kind, Level::quick, alt.directions, [&](const Input& in, Bitboard expected) {
    if (alt.remaps_expected(kind)) expected = alt.expected(in);
    ok = alt.eval(in) == expected;
    return ok;
  });
  return ok;
}

std::uint8_t conforming_numberings(const Implementation& impl) {
  std::uint8_t bits = 0;
  for (int i = 0; i < 8; ++i) {
    Implementation alt = impl;
    alt.mapping = numbering(i);
    bool ok = true;
    for (Kind kind : all_kinds()) {
      if (!ok) break;
      if (!impl.provides(kind) || !numbering_observable(kind)) continue;
      ok = conforms_on(alt, kind);
    }
    if (ok) bits |= std::uint8_t(1u << i);
  }
  return bits;
}

std::uint64_t conforming_pairs(const Implementation& impl) {
  std::uint64_t bits = 0;
  for (int p = 0; p < 64; ++p) {
    if (p / 8 == p % 8) continue;
    Implementation alt = impl;
    alt.mapping = pair(p);
    bool ok = true, observed = false;
    for (Kind kind : all_kinds()) {
      if (!ok) break;
      if (!impl.provides(kind)) continue;
      // Only the kinds that tell the pair from a1,b1 apart say anything of it.
      if (!tells_apart(kind, Mapping(), alt.mapping, kind_samples(impl, kind))) continue;
      observed = true;
      ok = conforms_on(alt, kind);
    }
    if (ok && observed) bits |= std::uint64_t{1} << p;
  }
  return bits;
}

std::string numbering_list(std::uint8_t bits, const char* separator) {
  std::string s;
  for (int i = 0; i < 8; ++i)
    if ((bits >> i) & 1) s += (s.empty() ? "" : separator) + std::string(Mapping::names()[i]);
  return s;
}

}  // namespace slidercheck
