// The engine's fuzz target: its attack functions registered with slidercheck's
// fuzz entry, which checks each fuzz input against slidercheck's oracle.
#include "attacks.h"
#include "slidercheck/fuzz_entry.h"

namespace sc = slidercheck;

// EDIT: your functions (by kind, slidercheck/types.h; each one's type: docs/kinds.md), your
// numbering (and, when they differ from check's defaults, .bit_mapping and .pawn_sides =
// "relative", in that order after .mapping), and what must run before the
// first call (tables, magic numbers), or nullptr.
SLIDERCHECK_FUZZ_ENTRY(sc::fuzz_entry::Engine{
    .name = "attacks",
    .functions = sc::fuzz_entry::Functions{}
                     .set(sc::Kind::rook_attacks, &attacks_rook)
                     .set(sc::Kind::bishop_attacks, &attacks_bishop)
                     .set(sc::Kind::knight_attacks, &attacks_knight),
    .mapping = "a1,b1",
    .init = &attacks_init});
