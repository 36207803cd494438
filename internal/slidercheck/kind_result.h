// The outcome of checking one kind of one implementation, as plain data: the
// cases run, the first mismatch and the explanations that held.
#pragma once

#include <cstdint>
#include <optional>

#include "slidercheck/check.h"
#include "slidercheck/diagnoses.h"
#include "slidercheck/kinds.h"

namespace slidercheck {

struct KindResult {
  Kind kind = Kind::rook_attacks;
  std::uint64_t cases = 0;
  double seconds = 0;
  std::optional<Mismatch> mismatch;  // the first one, shrunk
  std::uint64_t interleaved = 0;     // the interleaved calls made (plan.h), not in cases
  std::uint64_t entry_calls = 0;     // the calls of a plugin's batch entry (cases in cases)
  Diagnoses diagnoses{};             // diagnosis tasks only (plugin_loader.h)
};

}  // namespace slidercheck
