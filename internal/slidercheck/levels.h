// The levels of the exhaustive enumeration, by name, and the off-line
// backgrounds each uses.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "slidercheck/kinds.h"

namespace slidercheck {

// enum class Level: slidercheck/types.h.

// Returns "quick", "standard" or "exhaustive".
const char* level_name(Level level);
// Returns the level named text, or nothing.
std::optional<Level> parse_level(std::string_view text);

// Returns the off-line background patterns a level uses (0 and ~0 first).
std::vector<Bitboard> backgrounds(Level level);

}  // namespace slidercheck
