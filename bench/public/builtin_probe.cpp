// A built-in family's own templates (impls/), compiled into a plugin: the
// same code as the `--builtin` row, placed in a small shared library as the
// public-formulation probes are (bench/public/probes.cpp). scripts/bench-public.sh
// measures both, so that the table shows what is the formulation and what is
// where the code and its tables sit. -DFAMILY=<namespace in impls/>.
#include <cstdint>

#include "impls/families.h"
#include "slidercheck/plugin.h"

namespace family = slidercheck::impls::FAMILY;

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return family::rook_attacks<std::uint64_t>(occ, sq);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  return family::bishop_attacks<std::uint64_t>(occ, sq);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_queen_attacks(uint64_t occ, int sq) {
  return family::queen_attacks<std::uint64_t>(occ, sq);
}

// The queen's batch entry (plugin.h's macro), as the built-in's own is made.
SLIDERCHECK_BATCH_SINGLE(queen_attacks, family::queen_attacks<std::uint64_t>)
