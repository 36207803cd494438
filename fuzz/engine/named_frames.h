// The frames a finding of the fuzz entry aborts through: one named for the
// law that found it (by_law::oracle, by_law::symmetry, ...) and, on top of it,
// one named for the kind that is wrong (wrong::rook_attacks, ...). Fuzzing
// services (ClusterFuzz, ClusterFuzzLite, OSS-Fuzz) group crashes by their
// top frames: so each wrong function under each law is a crash of its own.
#pragma once

#include <string_view>

#include "slidercheck/kinds.h"

namespace slidercheck::fuzz_entry {

// Aborts through by_law::LAW (a law's family: its name up to a ':', "-" read
// as "_"; an unknown one
// through by_law::other) and wrong::KIND.
[[noreturn]] void abort_through_frames(Kind kind, std::string_view law);

}  // namespace slidercheck::fuzz_entry
