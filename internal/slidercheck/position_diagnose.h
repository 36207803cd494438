// The diagnoses of the position kinds (check/diagnose/position_diagnose.cpp):
// the readings of a failing position kind that its results follow on every
// sample, each the likely cause of a known kind of slip.
#pragma once

#include <cstdint>
#include <vector>

#include "slidercheck/diagnoses.h"
#include "slidercheck/implementation.h"

namespace slidercheck {

// The readings, as bits of Diagnoses::position.
enum class PositionReading : int {
  pawns_reversed,      // pawns attack the wrong way: the own color's pawn table
  no_king,             // the kings left out of the attackers
  queen_as_rook,       // a queen attacks as a rook only
  occ_ignored,         // the occupancy override ignored (the pieces' own occupancy)
  occ_masks_pieces,    // the override applied to the piece sets too
  stockfish_blockers,  // pinned: Stockfish's blockers_for_king, not true pins
  both_colors,         // pinned: a lone piece of either color, not own pieces only
  color_swapped,       // the color argument read as the other side
  attacked_reading,    // is_attacked: conforms under --attacked-color attacked
  keep_snipers,        // blockers_for_king: conforms under --king-blockers keep-snipers
};
inline constexpr int kPositionReadings = 10;

// Sets d.position's bits: the readings under which impl's position kind
// conforms on every sample (each sample within impl's domain).
void diagnose_position(const Implementation& impl, Kind kind, const std::vector<Input>& samples,
                       Diagnoses& d);

// Appends the report's lines for d.position's readings.
void position_diagnosis_list(const Diagnoses& d, std::vector<Diagnosis>& out);

}  // namespace slidercheck
