// The levels of the enumeration: their names, and the off-line backgrounds
// each level uses.
#include <optional>
#include <string_view>
#include <vector>

#include "check/cases/case_frame.h"
#include "slidercheck/levels.h"

namespace slidercheck {

const char* level_name(Level level) {
  switch (level) {
    case Level::quick:
      return "quick";
    case Level::standard:
      return "standard";
    case Level::exhaustive:
      return "exhaustive";
  }
  return "??";
}

std::optional<Level> parse_level(std::string_view text) {
  for (Level l : {Level::quick, Level::standard, Level::exhaustive}) {
    if (text == level_name(l)) return l;
  }
  return std::nullopt;
}

std::vector<Bitboard> backgrounds(Level level) {
  std::vector<Bitboard> bgs = {0, ~Bitboard{0}};
  const int randoms = level == Level::quick ? 0 : level == Level::standard ? 2 : 6;
  for (int i = 0; i < randoms; ++i) bgs.push_back(enumeration::pattern(i));
  return bgs;
}

}  // namespace slidercheck
