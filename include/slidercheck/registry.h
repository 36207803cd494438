// The registry: every built-in implementation, behind the uniform interface of
// slidercheck::Implementation.
#pragma once

#include <span>
#include <string_view>

#include "slidercheck/kinds.h"

namespace slidercheck {

// Returns every built-in implementation, the oracle ("ray_walker") last.
std::span<const Implementation> builtin_implementations();

// Returns the built-in implementation named name, or nullptr.
const Implementation* find_builtin(std::string_view name);

}  // namespace slidercheck
