// A plugin's batch entries (slidercheck/plugin.h) checked on the same cases as
// its single-call functions (internal to check/).
#pragma once

#include <memory>
#include <optional>

#include "slidercheck/check.h"
#include "slidercheck/implementation.h"
#include "slidercheck/levels.h"

namespace slidercheck::enumeration {

// Returns an evaluator that answers a batch of kind's inputs (in the engine's
// numbering) with one call of impl's batch entry of kind, its results written
// into an array that ends right before a page with no access (a write past n
// is a fault, in the entry, on its input), then copied out.
std::shared_ptr<BatchEvaluator> batch_entry_evaluator(const Implementation& impl);

// Returns the batch entry's finding on kind's enumeration at level (the cases
// the single-call function is checked on, in batches of kBatchCases): the
// first input where its result is not the oracle's and not the single-call
// function's either (law "batch_entry", shrunk; note: both results), or
// nothing. Where both give the same wrong result, the single call's own
// check reports it.
std::optional<Mismatch> check_batch_entry(const Implementation& impl, Kind kind, Level level);

// Returns the batch entry's finding on one input (in the board's numbering),
// as check_batch_entry judges it (a replay of its finding), or nothing.
std::optional<Mismatch> check_batch_input(const Implementation& impl, const Input& input);

// Returns m (impl's batch entry's result on m.input is m.actual) as the batch
// entry's finding, or nothing when the single call returns the same.
std::optional<Mismatch> batch_finding(const Implementation& impl, Mismatch m);

}  // namespace slidercheck::enumeration
