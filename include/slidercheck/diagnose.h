// Diagnoses: after a failure, the likely explanations are tried on the failing
// input and on a sample of the function's inputs, and only those that hold are
// reported. Also which kinds make an engine's square numbering observable, and
// the numberings under which an engine's kinds conform (`--mapping auto`).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "slidercheck/implementation.h"
#include "slidercheck/kinds.h"

namespace slidercheck {

// The explanations that held, as plain data (it crosses a pipe from a worker).
struct Diagnoses {
  std::uint8_t mappings = 0;       // bit i: conforms when numbered Mapping::names()[i]
  std::uint8_t own_square = 0;     // bit 1 << OwnSquare: conforms under that own-square contract
  std::uint8_t xray_blockers = 0;  // bit 1 << XrayBlockers: conforms under that x-ray contract
  std::uint8_t mirrored = 0;       // bit 1 << Symmetry: results are those of the mirrored square
  std::uint64_t other_kinds = 0;   // bit 1 << Kind: results are that kind's (same arguments)
  bool swapped = false;            // results match the two arguments read the other way round
  bool exec = false;  // the subject is an --exec command: advice names its handshake, not symbols
  bool crashes_on_large = false;      // ... and calls with occ > 63 crash
  bool swapped_colors = false;        // results are those of the other color
  bool byte_swapped = false;          // results are the expected ones with their bytes reversed
  std::uint8_t mapping_not_seen = 0;  // set by the checker, not a worker: a numbering was found
                                      // (or is observable) but no mapping symbol seen; 2: C++
  int kind = -1;                      // the failing kind (its arguments name the swap), or -1
  int square = -1;                    // the failing input's square (mirrored: the example), or -1
  bool not_reproduced = false;        // the failing input conformed when called again in the
                                      // diagnosis's fresh process: no explanation was tried
  bool side_relative = false;         // pawn_west/east: west is the side's left (black's swapped)
  std::uint8_t ray_scan = 0;          // ray kinds: one bit scan for every direction, so half the
                                      // rays stop at their farthest blocker (bit 0: a forward scan,
                                      // bit 1: a reverse one)

  bool any() const {
    return mappings || own_square || xray_blockers || mirrored || other_kinds || swapped ||
           swapped_colors || byte_swapped || mapping_not_seen || side_relative || ray_scan;
  }
};
static_assert(kKinds <= 64, "Diagnoses::other_kinds holds one bit per kind");

// The number of sample inputs each explanation is tried on (besides the
// failing one).
inline constexpr int kDiagnosisSamples = 2000;

// Returns the explanations of impl's failure on failing (the input as the
// report shows it) that hold on that input and on kDiagnosisSamples
// deterministic inputs of its kind. When the arguments look swapped, that is
// the only one (it explains the others away). Calls the engine only with
// occupancies below 64 until the swap is ruled out, so an engine that crashes
// on large squares can be diagnosed. Unless crashed (the failing input crashed
// or hung the check, and is not called again), the failure must first come back:
// the failing input, called kReproduceCalls times, must fail each time; when it
// does not (a failure of the check's first process only, a flaky engine, or one
// that needs the calls before it), nothing is tried and not_reproduced is set.
Diagnoses diagnose(const Implementation& impl, const Input& failing, bool crashed = false);

// How many times the failing input is called again before any explanation is
// tried: a flaky engine wrong on one call in N comes back N^-3 of the time.
inline constexpr int kReproduceCalls = 3;

// Returns whether kind takes two arguments that an engine may take the other
// way round: (occ, sq) as (sq, occ), (color, sq) as (sq, color).
bool swappable(Kind kind);

// Returns whether in, read with its two arguments the other way round (a
// swappable kind), holds a value out of its range: a square above 63 (occ
// read as the square), a color above 1 (sq read as the color). An engine that
// takes them the other way round may crash on it.
bool swap_out_of_range(const Input& in);

// Returns whether impl's swappable kind looks swapped: for every square s and
// every value t of the other argument that is also a square or a color (an
// occupancy below 64, a color 0 or 1), the call with s in the other argument
// and t as the square returns the result of square s with t (the engine's
// numbering). Calls only those inputs (4,096 for a slider, 128 for a pawn).
bool looks_swapped(const Implementation& impl, Kind kind);

// Calls impl's single-slider kind (in the engine's numbering, no contract) with
// occupancies that are large when read as a square (64, 0xffff, 0x7fffffff,
// ~0): the probe of "calls crash on large squares", run where a crash is caught.
void call_large_squares(const Implementation& impl, Kind kind);

// One explanation that held, for the reports.
struct Diagnosis {
  std::string id;     // "swapped_arguments", "other_kind", "swapped_colors", "byte_swapped",
                      // "numbering", "mapping_not_seen", "own_square", "xray_blockers",
                      // "mirrored_square", "side_relative_pawns", "ray_bit_scan"
  std::string value;  // the kind, numbering, contract, symmetry or scan it names, or ""
  std::string text;   // one line, e.g. "conforms if numbered h8,g8: declare ..."
};

// Returns the explanations in d, the most specific first.
std::vector<Diagnosis> diagnosis_list(const Diagnoses& d);

// Returns whether a correct engine of kind in another numbering could differ
// from the oracle: worked out from the table row (single and x-ray kinds: the
// lines are not mapped onto themselves by every symmetry; multi-slider kinds:
// dir8 is a compass direction, which every other numbering turns; pair kinds are
// symmetric relations between two squares).
bool numbering_observable(Kind kind);
// Returns whether any of kinds is numbering_observable.
bool numbering_observable(const std::vector<Kind>& kinds);

// Returns the bit set of the numberings (bit i: Mapping::names()[i]) under
// which every numbering-observable kind impl provides conforms at the quick
// level (the enumeration only).
std::uint8_t conforming_numberings(const Implementation& impl);

// Returns the names of the numberings in bits, e.g. "a1,b1 a8,b8".
std::string numbering_list(std::uint8_t bits, const char* separator = " ");

}  // namespace slidercheck
