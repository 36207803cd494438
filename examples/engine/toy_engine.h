// A toy engine's attack code, as an engine would have it: squares numbered from
// a8 (a8 = 0, b8 = 1, ..., h1 = 63), directions by their shifts in that numbering.
#pragma once

#include <cstdint>

namespace toy {

// Returns the rook's attacks from sq through occ.
std::uint64_t rook_attacks(std::uint64_t occ, int sq);
// Returns the bishop's attacks from sq through occ.
std::uint64_t bishop_attacks(std::uint64_t occ, int sq);
// Returns the queen's attacks from sq through occ.
std::uint64_t queen_attacks(std::uint64_t occ, int sq);

}  // namespace toy
