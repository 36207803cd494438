// The declared conventions a report's header and JSON name: the numbering of
// squares and bits, and the pawn sides, each with where it came from. For the
// renderers (render.cpp). Internal to check/.
#pragma once

#include <string>
#include <vector>

#include "slidercheck/check_spec.h"

namespace slidercheck {

// The numbering a report names, and where it came from. When the check ended
// before the numbering was resolved (the plugin crashed while loading), it is
// the one the check would have assumed: --mapping, else the default.
struct Numbering {
  std::string name;
  std::string source;       // "default", "symbol", "option", "handshake" or "auto"
  std::string bits;         // the bits' numbering
  std::string bits_source;  // "squares", "symbol", "option" or "auto"
};
Numbering numbering(const CheckSpec& spec, const CheckOutcome& o);

// Returns the header's numbering line, e.g. "a8,b8 (from --mapping), bits
// h1,g1 (from --bit-mapping)".
std::string mapping_line(const CheckSpec& spec, const CheckOutcome& o);

// Returns the names of --mapping auto's conforming numberings: "a8,b8", or
// "a8,b8/h1,g1" for squares and bits numbered apart.
std::vector<std::string> conforming_names(const CheckOutcome& o);

// The pawn sides checked, and where they came from ("default", "symbol" or "option").
struct PawnSidesUsed {
  PawnSides sides = PawnSides::board;
  std::string source;
};
PawnSidesUsed pawn_sides_of(const CheckSpec& spec, const CheckOutcome& o);

// Returns the header's pawn sides line, e.g. "relative (...) (from --pawn-sides)".
std::string pawn_sides_line(const CheckSpec& spec, const CheckOutcome& o);

// The contracts checked, and where each came from ("default", "symbol",
// "option" or "handshake"): the outcome's, or before they were resolved (a
// check that ended while loading), the option's, else any.
struct ContractsUsed {
  OwnSquare own_square = OwnSquare::any;
  std::string own_square_source;
  XrayBlockers xray_blockers = XrayBlockers::any;
  std::string xray_blockers_source;
};
ContractsUsed contracts_of(const CheckSpec& spec, const CheckOutcome& o);

// Returns the header's own-square and x-ray blockers lines' texts, e.g.
// "empty (...) (from the plugin's slidercheck_own_square)".
std::string own_square_line(const CheckSpec& spec, const CheckOutcome& o);
std::string xray_blockers_line(const CheckSpec& spec, const CheckOutcome& o);
// Returns the header's pairs and pawn squares lines' texts, or "" when the
// contract is the default from no declaration.
std::string pairs_line(const CheckSpec& spec, const CheckOutcome& o);
std::string pawn_squares_line(const CheckSpec& spec, const CheckOutcome& o);

}  // namespace slidercheck
