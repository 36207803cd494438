// A C++ plugin whose functions lack extern "C" (it does not include
// slidercheck/plugin.h): their names are mangled (_Z24slidercheck_rook_attacksmi),
// so dlsym finds none of them. With DEFAULT_VISIBILITY they are exported under
// those names (in .dynsym), otherwise they are hidden (in .symtab only).
#include <cstdint>

#include "walker.h"

#ifdef DEFAULT_VISIBILITY
#define EXPORT __attribute__((visibility("default")))
#else
#define EXPORT
#endif

EXPORT std::uint64_t slidercheck_rook_attacks(std::uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
EXPORT std::uint64_t slidercheck_bishop_attacks(std::uint64_t occ, int sq) {
  return walk_line(occ, sq, 0) | walk_line(occ, sq, 6);
}
