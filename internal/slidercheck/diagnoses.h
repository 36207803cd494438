// The explanations of a failure that held, as plain data: a worker sends them
// over a pipe, the checker renders them (diagnose.h tries them).
#pragma once

#include <cstdint>
#include <string>

#include "slidercheck/kinds.h"

namespace slidercheck {

// The explanations that held, as plain data (it crosses a pipe from a worker).
struct Diagnoses {
  std::uint8_t mappings = 0;         // bit i: conforms when numbered Mapping::names()[i]
  std::uint64_t mappings_apart = 0;  // bit 8 * i + j: ... squares names()[i], bits names()[j]
  std::uint8_t own_square = 0;       // bit 1 << OwnSquare: conforms under that own-square contract
  std::uint8_t xray_blockers = 0;    // bit 1 << XrayBlockers: conforms under that x-ray contract
  std::uint8_t mirrored = 0;         // bit 1 << Symmetry: results are those of the mirrored square
  std::uint64_t other_kinds = 0;     // bit 1 << Kind: results are that kind's (same arguments)
  int swapped_with = -1;  // a Kind whose function gives this kind's results, as this one gives
                          // that kind's: the two look exported under each other's names
  bool swapped = false;   // results match the two arguments read the other way round
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
  bool board_sided = false;    // ... checked as relative: west is towards the a-file for both
  std::uint8_t ray_scan = 0;   // ray kinds: one bit scan for every direction, so half the
                               // rays stop at their farthest blocker (bit 0: a forward scan,
                               // bit 1: a reverse one)
  std::uint16_t position = 0;  // bit 1 << PositionReading: a position kind's results follow
                               // that reading (position_diagnose.h)
  std::uint16_t pushes = 0;    // PushReading bits: a pawn push kind's results follow that
                               // reading (pawn_pushes.h)

  bool any() const {
    return mappings || mappings_apart || own_square || xray_blockers || mirrored || other_kinds ||
           swapped_with >= 0 || swapped || swapped_colors || byte_swapped || mapping_not_seen ||
           side_relative || board_sided || ray_scan || position || pushes;
  }
};
static_assert(kKinds <= 64, "Diagnoses::other_kinds holds one bit per kind");

// One explanation that held, for the reports.
struct Diagnosis {
  std::string id;     // "swapped_arguments", "other_kind", "swapped_colors", "byte_swapped",
                      // "numbering", "mapping_not_seen", "own_square", "xray_blockers",
                      // "mirrored_square", "side_relative_pawns", "board_sided_pawns",
                      // "ray_bit_scan", "pawn_push"
  std::string value;  // the kind, numbering, contract, symmetry or scan it names, or ""
  std::string text;   // one line, e.g. "conforms if numbered h8,g8: declare ..."
};

}  // namespace slidercheck
