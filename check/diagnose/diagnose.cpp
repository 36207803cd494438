// Diagnoses after a failure, and the numberings an engine's kinds observe.
#include "slidercheck/diagnose.h"

#include <algorithm>
#include <array>
#include <bit>

#include "slidercheck/check.h"
#include "slidercheck/enumerate.h"
#include "slidercheck/oracle.h"
#include "slidercheck/pawn_sides.h"

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
    if (impl.eval(in) != expected_of(impl.as_called(in))) return false;
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
  return samples;
}

// Returns the numberings (bits) under which impl's kind conforms on samples and
// every other numbering-observable kind impl provides on a sample of its own:
// a numbering must fit them all, not only the failing one. None when kind
// cannot tell numberings apart (a correct engine of it in any numbering gives
// the same results: another numbering explains nothing).
std::uint8_t numberings_that_hold(const Implementation& impl, Kind kind,
                                  const std::vector<Input>& samples) {
  if (!numbering_observable(kind)) return 0;
  std::vector<Input> others;
  for (Kind other : all_kinds()) {
    if (other == kind || !impl.provides(other) || !numbering_observable(other)) continue;
    enumerate_random(other, kSampleSeed, kDiagnosisSamples / 4, impl.directions,
                     [&](const Input& in, Bitboard) {
                       others.push_back(in);
                       return true;
                     });
  }
  std::uint8_t bits = 0;
  for (int i = 0; i < 8; ++i) {
    Implementation alt = impl;
    alt.mapping = numbering(i);
    if (alt.mapping.name() == impl.mapping.name() || !holds(alt, samples, oracle_of)) continue;
    if (holds(alt, others, oracle_of)) bits |= std::uint8_t(1u << i);
  }
  return bits;
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

// Returns the number of numbering-observable kinds impl provides, and of those
// that take no color.
struct Observers {
  int all = 0, colorless = 0;
};
Observers observers(const Implementation& impl) {
  Observers n;
  for (Kind k : all_kinds()) {
    if (!impl.provides(k) || !numbering_observable(k)) continue;
    ++n.all;
    n.colorless += !has_color(k);
  }
  return n;
}

// Keeps, of the explanations in d that a numbering also gives, the likelier.
void prefer(const Implementation& impl, Diagnoses& d) {
  if (!d.mappings) return;
  const Observers n = observers(impl);
  // A numbering that turns the ranks round turns the pawns' colors round too:
  // swapped colors are the explanation unless a kind without a color shows
  // the numbering as well.
  if (d.swapped_colors) {
    if (n.colorless == 0)
      d.mappings = 0;
    else
      d.swapped_colors = false;
  }
  // Another kind of the same arguments (a numbering may turn a diagonal into
  // an antidiagonal): the numbering explains it when other kinds confirm it.
  if (d.mappings && n.all > 1) d.other_kinds = 0;
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
  d.mappings = numberings_that_hold(impl, kind, samples);
  try_contracts(impl, kind, samples, d);
  try_readings(impl, failing, samples, d);
  d.side_relative = looks_side_relative(impl, kind);  // pawn_west/east only
  prefer(impl, d);
  return d;
}

std::vector<Diagnosis> diagnosis_list(const Diagnoses& d) {
  std::vector<Diagnosis> out;
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
  for (Kind other : all_kinds()) {
    if (!((d.other_kinds >> static_cast<int>(other)) & 1)) continue;
    out.push_back({"other_kind", kind_name(other),
                   std::string("conforms as ") + kind_name(other) +
                       ": the results are that kind's; " +
                       (d.exec ? std::string("declare the function as ") + kind_name(other) +
                                     " in the handshake"
                               : std::string("export the function as `") + info(other).symbol +
                                     "`")});
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
  if (d.side_relative) out.push_back(side_relative_diagnosis());
  for (OwnSquare own : {OwnSquare::occupied, OwnSquare::empty}) {
    if (!((d.own_square >> static_cast<int>(own)) & 1)) continue;
    const std::string name = own_square_name(own);
    out.push_back(
        {"own_square", name,
         "conforms with the slider's own square always " + name + ": `--own-square " + name + "`"});
  }
  if ((d.xray_blockers >> static_cast<int>(XrayBlockers::occupied)) & 1)
    out.push_back(
        {"xray_blockers", "occupied",
         "conforms with the x-ray blockers always every occupied square (engine-style "
         "x-rays, which look through every first piece hit): `--xray-blockers occupied`"});
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

bool numbering_observable(Kind kind) {
  if (is_single_slider(kind) && !is_ray(kind)) {
    const std::uint8_t lines = info(kind).lines;
    for (Symmetry s : kSymmetries)
      if (mapped_lines(s, lines) != lines) return true;
    return false;
  }
  // Two squares in a symmetric relation (the same in every numbering); knights
  // and kings jump alike in every numbering.
  if (is_pair(kind) || (is_leaper(kind) && !has_color(kind) && !takes(kind, Field::dir8)))
    return false;
  // Pawns move towards a side of the board, which a numbering that flips the
  // ranks turns round.
  if (has_color(kind)) return true;
  // dir8 is a compass direction: every other numbering turns it.
  return true;
}

bool numbering_observable(const std::vector<Kind>& kinds) {
  for (Kind kind : kinds)
    if (numbering_observable(kind)) return true;
  return false;
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
      if (impl.batch) {  // --exec: the same cases, in batches (one round trip per call is slow)
        ok = !check_kind(alt, kind, Level::quick).mismatch;
        continue;
      }
      enumerate_cases(kind, Level::quick, alt.directions, [&](const Input& in, Bitboard expected) {
        if (alt.remaps_expected(kind)) expected = oracle::eval(alt.as_called(in));
        ok = alt.eval(in) == expected;
        return ok;
      });
    }
    if (ok) bits |= std::uint8_t(1u << i);
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
