// A C++ plugin in the numbering a8,b8 whose functions have C linkage, but whose
// slidercheck_square_mapping does not: it does not include slidercheck/plugin.h.
//  - By default the mapping is a const at namespace scope, which in C++ has
//    internal linkage (a local symbol, _ZL26slidercheck_square_mapping).
//    Compilers drop one whose address is never taken (clang at every -O level,
//    GCC from -O1; docs/plugins.md: the limit), so the engine here hands out
//    its address (engine_numbering).
//  - With EXTERN_MAPPING it is `extern const`, external linkage under its plain
//    name, but hidden by -fvisibility=hidden (not in .dynsym).
//  - With DROPPED_MAPPING its address is never taken: the optimiser drops the
//    local symbol, and the ELF check sees no mapping at all. The check fails
//    in a1,b1; the numbering diagnosis says why the mapping was not seen.
// Either way dlsym cannot find it, and the checker would use a1,b1.
//  - With PAWN_SIDES (and the mapping exported) it is slidercheck_pawn_sides
//    that has internal linkage; with BIT_MAPPING, slidercheck_bit_mapping.
#include <cstdint>

#define SQ0_RANK 7
#include "walker.h"

#define EXPORT extern "C" __attribute__((visibility("default")))

#if defined(PAWN_SIDES) || defined(BIT_MAPPING)
EXPORT const char slidercheck_square_mapping[] = "a8,b8";
#ifdef PAWN_SIDES
const char slidercheck_pawn_sides[] = "relative";
EXPORT const char* engine_convention() { return slidercheck_pawn_sides; }
#else
const char slidercheck_bit_mapping[] = "a8,b8";
EXPORT const char* engine_convention() { return slidercheck_bit_mapping; }
#endif
#else
#ifdef EXTERN_MAPPING
extern const char slidercheck_square_mapping[] = "a8,b8";
#else
[[maybe_unused]] const char slidercheck_square_mapping[] = "a8,b8";
#endif

#ifndef DROPPED_MAPPING
EXPORT const char* engine_numbering() { return slidercheck_square_mapping; }
#endif
#endif
EXPORT std::uint64_t slidercheck_rank_attacks(std::uint64_t occ, int sq) {
  return walk_line(occ, sq, 1);
}
EXPORT std::uint64_t slidercheck_diagonal_attacks(std::uint64_t occ, int sq) {
  return walk_line(occ, sq, 0);
}
