// Diagnoses after a failure, and the numberings an engine's kinds observe.
#include "slidercheck/diagnose.h"

#include <algorithm>
#include <array>

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

}  // namespace

bool looks_swapped(const Implementation& impl, Kind kind) {
  if (!is_plain_slider(kind) || !impl.provides(kind)) return false;
  const Implementation raw = raw_of(impl);
  const Mapping& m = impl.mapping;
  for (int s = 0; s < kSquares; ++s) {
    for (int t = 0; t < kSquares; ++t) {
      const Input board{.kind = kind, .sq = m.board_square(s), .occ = m.board_bb(Bitboard(t))};
      const Bitboard want = m.engine_bb(oracle::eval(board));
      if (raw.eval(Input{.kind = kind, .sq = t, .occ = Bitboard(s)}) != want) return false;
    }
  }
  return true;
}

void call_large_squares(const Implementation& impl, Kind kind) {
  if (!is_plain_slider(kind) || !impl.provides(kind)) return;
  const Implementation raw = raw_of(impl);
  for (Bitboard occ : {Bitboard{64}, Bitboard{0xffff}, Bitboard{0x7fffffff}, ~Bitboard{0}})
    for (int sq : {0, 27, 63}) raw.eval(Input{.kind = kind, .sq = sq, .occ = occ});
}

Diagnoses diagnose(const Implementation& impl, const Input& failing, bool crashed) {
  Diagnoses d;
  const Kind kind = failing.kind;
  if (!impl.provides(kind)) return d;
  if (is_single_slider(kind)) d.square = failing.sq;
  // The failure must come back in this process before anything explains it.
  // An input a swapped engine may crash on (a large occupancy read as a
  // square) is called once the swap is ruled out; the swap itself is shown on
  // 4,096 inputs it gets wrong, so it needs no other proof.
  const bool safe_first = !crashed && !(is_plain_slider(kind) && failing.occ > 63);
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
  std::vector<Input> samples = {failing};
  enumerate_random(kind, kSampleSeed, kDiagnosisSamples, impl.directions,
                   [&](const Input& in, Bitboard) {
                     samples.push_back(in);
                     return true;
                   });
  auto holds = [&](const Implementation& as, auto&& expected_of) {
    for (const Input& in : samples)
      if (as.eval(in) != expected_of(as.as_called(in))) return false;
    return true;
  };
  auto oracle_of = [](const Input& in) { return oracle::eval(in); };
  // A numbering must fit every kind the engine provides that can tell
  // numberings apart, not only the failing one: a sample of each of the others.
  std::vector<Input> others;
  for (Kind other : all_kinds()) {
    if (other == kind || !impl.provides(other) || !numbering_observable(other)) continue;
    enumerate_random(other, kSampleSeed, kDiagnosisSamples / 4, impl.directions,
                     [&](const Input& in, Bitboard) {
                       others.push_back(in);
                       return true;
                     });
  }
  for (int i = 0; i < 8; ++i) {
    Implementation alt = impl;
    alt.mapping = numbering(i);
    if (alt.mapping.name() == impl.mapping.name() || !holds(alt, oracle_of)) continue;
    const bool all = std::all_of(others.begin(), others.end(), [&](const Input& in) {
      return alt.eval(in) == oracle::eval(alt.as_called(in));
    });
    if (all) d.mappings |= std::uint8_t(1u << i);
  }
  d.side_relative = looks_side_relative(impl, kind);  // pawn_west/east only
  if (is_single_slider(kind) && impl.own_square == OwnSquare::any) {
    for (OwnSquare own : {OwnSquare::occupied, OwnSquare::empty}) {
      Implementation alt = impl;
      alt.own_square = own;
      if (holds(alt, oracle_of)) d.own_square |= std::uint8_t(1u << static_cast<int>(own));
    }
  }
  if (is_single_slider(kind)) {
    for (Symmetry s : kMirrors) {
      if (transform_square(s, failing.sq) == failing.sq) continue;
      auto mirrored = [s](const Input& in) {
        Input m = in;
        m.sq = transform_square(s, in.sq);
        return oracle::eval(m);
      };
      if (holds(impl, mirrored)) d.mirrored |= std::uint8_t(1u << static_cast<int>(s));
    }
  }
  return d;
}

std::vector<Diagnosis> diagnosis_list(const Diagnoses& d) {
  std::vector<Diagnosis> out;
  if (d.swapped) {
    out.push_back({"swapped_arguments", "",
                   "looks like the arguments are swapped: the results match the attacks of "
                   "square `occ` through the occupancy `sq` (the ABI takes (occ, sq))" +
                       std::string(d.crashes_on_large ? "; calls crash on large squares" : "")});
  }
  for (int i = 0; i < 8; ++i) {
    if (!((d.mappings >> i) & 1)) continue;
    const std::string name = Mapping::names()[i];
    out.push_back({"numbering", name,
                   "conforms if numbered " + name + ": declare `slidercheck_square_mapping` = \"" +
                       name + "\" (or pass --mapping " + name + ")"});
  }
  if (d.side_relative) out.push_back(side_relative_diagnosis());
  for (OwnSquare own : {OwnSquare::occupied, OwnSquare::empty}) {
    if (!((d.own_square >> static_cast<int>(own)) & 1)) continue;
    const std::string name = own_square_name(own);
    out.push_back(
        {"own_square", name,
         "conforms with the slider's own square always " + name + ": `--own-square " + name + "`"});
  }
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
  if (is_single_slider(kind)) {
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
