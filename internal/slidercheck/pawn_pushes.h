// The diagnoses of the pawn pushes (check/diagnose/pawn_pushes.cpp): the
// results read as pushes with one thing changed (the direction of a color,
// a wrap round the board, no mask by empty, the square passed not required
// empty, another start rank), each named in the report.
#pragma once

#include <cstdint>
#include <vector>

#include "slidercheck/diagnoses.h"
#include "slidercheck/implementation.h"
#include "slidercheck/kinds.h"

namespace slidercheck {

// Bits of Diagnoses::pushes (the start ranks that explain a double push: bits 8..15).
enum PushReading : std::uint16_t {
  kPushBlackNorth = 1 << 0,    // black pushes towards rank 8, as white does
  kPushWhiteSouth = 1 << 1,    // white pushes towards rank 1, as black does
  kPushWrapped = 1 << 2,       // a push off the board comes back on the other edge rank
  kPushUnmasked = 1 << 3,      // the pushes are not masked by empty
  kPushPassedSquare = 1 << 4,  // double: only the square reached needs to be empty
  kPushAnyRank = 1 << 5,       // double: pawns of every rank push two, not only the start rank's
};
// Bit kPushStartRank << r of Diagnoses::pushes: double pushes from rank r + 1
// for white and 8 - r for black (r 0..5 but 1, the start rank's).
inline constexpr std::uint16_t kPushStartRank = 1 << 8;

// Returns the readings (the bits above) under which impl's push kind gives its
// results on every sample (in the board's numbering, as the samples are).
std::uint16_t push_readings(const Implementation& impl, Kind kind,
                            const std::vector<Input>& samples);

// Appends the report's lines for d.pushes (id "pawn_push").
void push_diagnosis_list(const Diagnoses& d, std::vector<Diagnosis>& out);

}  // namespace slidercheck
