// The registry: every built-in implementation, behind the uniform interface of
// slidercheck::Implementation.
#pragma once

#include <span>
#include <string_view>

#include "slidercheck/implementation.h"

namespace slidercheck {

// Returns every built-in implementation, the oracle ("ray_walker") last.
std::span<const Implementation> builtin_implementations();

// Returns the oracle as a subject, the built-in "ray_walker".
const Implementation& oracle_implementation();

// Returns the built-in implementation named name, or nullptr.
const Implementation* find_builtin(std::string_view name);

// Returns the built-in (type builtin) or planted (type planted) implementation
// named name, or nullptr: the one lookup of in-tree subjects.
const Implementation* find_implementation(OriginType type, std::string_view name);

}  // namespace slidercheck
