// Shards: one of several parts of a list of units.
#include <optional>
#include <string_view>

#include "slidercheck/enumerate.h"

namespace slidercheck {

std::optional<Shard> parse_shard(std::string_view text) {
  const auto slash = text.find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  auto number = [](std::string_view digits) -> std::optional<int> {
    if (digits.empty() || digits.size() > 7) return std::nullopt;
    int v = 0;
    for (char c : digits) {
      if (c < '0' || c > '9') return std::nullopt;
      v = 10 * v + (c - '0');
    }
    return v;
  };
  const auto index = number(text.substr(0, slash)), count = number(text.substr(slash + 1));
  if (!index || !count || *count < 1 || *count > 1000000 || *index >= *count) return std::nullopt;
  return Shard{.index = *index, .count = *count};
}

}  // namespace slidercheck
