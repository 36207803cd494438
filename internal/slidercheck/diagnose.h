// Diagnoses: after a failure, the likely explanations are tried on the failing
// input and on a sample of the function's inputs, and only those that hold are
// reported. Also which kinds make an engine's square numbering observable, and
// the numberings under which an engine's kinds conform (`--mapping auto`).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "slidercheck/diagnoses.h"
#include "slidercheck/implementation.h"
#include "slidercheck/kinds.h"

namespace slidercheck {

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

// Returns the explanations in d, the most specific first.
std::vector<Diagnosis> diagnosis_list(const Diagnoses& d);

// Returns whether a correct engine of kind in another numbering could differ
// from the oracle: worked out from the table row (single and x-ray kinds: the
// lines are not mapped onto themselves by every symmetry; multi-slider kinds:
// dir8 is a compass direction, which every other numbering turns; pair kinds are
// symmetric relations between two squares).
bool numbering_observable(Kind kind);
// Returns whether a correct engine of kind checked in a numbering t away from
// its own (t: a square of the checked numbering to a square of the engine's)
// fails: kind tells the two numberings apart. Rank attacks cannot tell a1,b1
// from a8,b8 (a rank flip keeps every rank a rank), diagonals can.
bool numbering_distinguishes(Kind kind, Symmetry t);
// Returns whether any of kinds is numbering_observable.
bool numbering_observable(const std::vector<Kind>& kinds);

// Returns the bit set of the numberings (bit i: Mapping::names()[i]) under
// which every numbering-observable kind impl provides conforms at the quick
// level (the enumeration only).
std::uint8_t conforming_numberings(const Implementation& impl);

// Returns the bit set of the pairs of numberings (bit 8 * i + j: squares
// Mapping::names()[i], bits names()[j], i != j) under which every kind impl
// provides that tells them from a1,b1 apart conforms at the quick level.
std::uint64_t conforming_pairs(const Implementation& impl);

// Returns the names of the numberings in bits, e.g. "a1,b1 a8,b8".
std::string numbering_list(std::uint8_t bits, const char* separator = " ");

}  // namespace slidercheck
