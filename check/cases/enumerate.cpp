// The exhaustive enumeration: every case of a kind at a level (see
// enumerator.h), and the check of one kind of an implementation over them.
#include "slidercheck/enumerate.h"

#include <chrono>
#include <cstdint>
#include <optional>

#include "check/cases/batch_entry.h"
#include "check/cases/batches.h"
#include "check/cases/case_frame.h"
#include "check/cases/checked_calls.h"
#include "check/cases/enumerator.h"
#include "check/cases/xray_contract.h"
#include "slidercheck/oracle.h"

namespace slidercheck {

using enumeration::Batcher;
using enumeration::board_frame;
using enumeration::enumerate_with;
using enumeration::enumeration_run;
using enumeration::Frame;
using enumeration::frame_of;
using enumeration::keep;
using enumeration::seconds_since;
using enumeration::with_call;
using enumeration::XrayContract;

namespace {

// Every case of an enumeration: a range's end.
constexpr std::uint64_t kAllCases = ~std::uint64_t{0};

// What batched_cases found.
struct BatchedCases {
  std::uint64_t cases = 0;        // the cases evaluated
  std::uint64_t numbered = 0;     // the cases numbered before it stopped
  std::optional<Mismatch> first;  // the first mismatch (not shrunk)
  std::uint64_t entry_calls = 0;  // the batch entry's calls (an EntryBatcher's)
};

// The enumeration of kind for a subject evaluated in batches (impl.batch: an
// --exec command; or a plugin's batch entry), its cases numbered in
// enumeration order: those numbered [from, to) added to batcher (a Batcher or
// an EntryBatcher; none: every case is only numbered), until a batch holds a
// mismatch. Under a contract that changes the expected value (x-ray blockers of
// the multi-slider kinds, any x-ray contract in batches) only the cases the
// contract allows on the squares that matter (the others would repeat them)
// are numbered, each as the engine is called with it, against the oracle of
// that input (made in the board's numbering, moved to the engine's).
template <class B>
BatchedCases batched_cases_with(const Implementation& impl, Kind kind, Level level,
                                std::uint64_t from, std::uint64_t to, B* batcher) {
  BatchedCases out;
  // Numbers one case: returns whether it is evaluated; *go: whether to go on.
  auto take = [&](bool* go) {
    const std::uint64_t i = out.numbered++;
    *go = i < to || !batcher;
    if (i < from || i >= to || !batcher) return false;
    ++out.cases;
    return true;
  };
  if (impl.remaps_expected(kind)) {
    enumerate_with(kind, level, impl.directions, board_frame(impl), [&](const Input& in, Bitboard) {
      const Input called = impl.as_called(in);
      if ((called.blockers ^ in.blockers) & relevant_squares(in)) return true;
      bool go = true;
      if (!take(&go)) return go;
      const Bitboard expected = impl.expected(in);
      return batcher->add(impl.mapping.engine_input(called), impl.mapping.engine_bb(expected));
    });
  } else {
    enumerate_with(kind, level, impl.directions, frame_of(impl), [&](const Input& in, Bitboard e) {
      bool go = true;
      if (!take(&go)) return go;
      return batcher->add(in, e);
    });
  }
  if (batcher) {
    batcher->flush();
    out.first = batcher->first();
  }
  return out;
}

BatchedCases batched_cases(const Implementation& impl, Kind kind, Level level, std::uint64_t from,
                           std::uint64_t to, bool evaluate) {
  if (!evaluate) return batched_cases_with<Batcher>(impl, kind, level, from, to, nullptr);
  Batcher batcher(impl, kind);
  return batched_cases_with(impl, kind, level, from, to, &batcher);
}

// check_kind through kind's batch entry of impl (through_batch_entry): every
// case of the enumeration, kEntryCases a call, against the oracle. A mismatch
// is the batch entry's own finding where the single call returns another
// result on its input, else the function's (both give it), shrunk.
KindResult check_kind_through_entry(const Implementation& impl, Kind kind, Level level) {
  const auto start = std::chrono::steady_clock::now();
  KindResult result;
  result.kind = kind;
  // The calls numbered as the single calls' (NumberedCalls), but under a
  // contract that changes the expected value, whose cases are not numbered.
  NumberedCalls run = enumeration_run(impl, kind, level);
  run.xray_contract = XrayContract::in_frame(impl, kind);
  std::optional<NumberedRun> numbered;
  if (impl.record && (run.xray_contract || !impl.remaps_expected(kind))) {
    impl.record->numbering = impl.mapping;
    numbered.emplace(*impl.record, run);
  }
  const BatchedCases all = on_shape(shape_of(kind), [&]<Shape S>() {
    enumeration::EntryBatcher<S> batcher(impl, kind);
    batcher.number_on(numbered ? &*numbered : nullptr);
    if constexpr (shape_takes(S, Field::blockers)) {
      if (XrayContract::in_frame(impl, kind)) {
        // The x-ray contract: the cases it allows, in the engine's frame,
        // called with blockers = occ (as check_kind's single calls).
        const Frame frame = frame_of(impl);
        const XrayContract contract(kind, frame);
        BatchedCases out;
        enumerate_with(kind, level, impl.directions, frame, [&](const Input& in, Bitboard e) {
          if (!contract.allows(in)) return true;
          ++out.cases;
          return batcher.add(XrayContract::as_called(in), e);
        });
        batcher.flush();
        out.first = batcher.first();
        out.entry_calls = batcher.calls();
        return out;
      }
    }
    BatchedCases out = batched_cases_with(impl, kind, level, 0, kAllCases, &batcher);
    out.entry_calls = batcher.calls();
    return out;
  });
  numbered.reset();
  result.cases = all.cases;
  result.entry_calls = all.entry_calls;
  if (all.first) {
    result.mismatch = enumeration::batch_finding(impl, *all.first);
    if (!result.mismatch) result.mismatch = shrink_oracle_mismatch(impl, *all.first);
  }
  result.seconds = seconds_since(start);
  return result;
}

}  // namespace

std::uint64_t enumerate_cases(Kind kind, Level level, std::uint8_t directions,
                              FunctionRef<bool(const Input&, Bitboard)> visit) {
  return enumerate_with(kind, level, directions, Frame{}, visit);
}

std::uint64_t enumerate_cases(Kind kind, Level level, std::uint8_t directions,
                              const CaseFrame& frame,
                              FunctionRef<bool(const Input&, Bitboard)> visit) {
  return enumerate_with(kind, level, directions, frame_of(frame), visit);
}

KindResult check_kind(const Implementation& impl, Kind kind, Level level) {
  const auto start = std::chrono::steady_clock::now();
  if (enumeration::through_batch_entry(impl, kind))
    return check_kind_through_entry(impl, kind, level);
  KindResult result;
  result.kind = kind;
  std::optional<Mismatch> first;
  const Frame frame = frame_of(impl);
  if (XrayContract::in_frame(impl, kind)) {
    // The x-ray contract: the cases it allows, in the engine's frame, called
    // with blockers = occ (see XrayContract).
    const XrayContract contract(kind, frame);
    std::uint64_t allowed = 0;
    NumberedCalls run = enumeration_run(impl, kind, level);
    run.xray_contract = true;
    with_call(impl, kind, run, [&](auto call) {
      return enumerate_with(
          kind, level, impl.directions, frame,
          contract.visitor(call, allowed, [&](const Input& in, Bitboard expected, Bitboard actual) {
            keep(first, impl, impl.mapping, in, expected, actual);
            return false;
          }));
    });
    result.cases = allowed;
  } else if (impl.batch) {  // exec: in batches, every case
    const BatchedCases all = batched_cases(impl, kind, level, 0, kAllCases, true);
    result.cases = all.cases;
    first = all.first;
  } else if (impl.remaps_expected(kind)) {
    // A contract that changes the expected value (x-ray blockers of the
    // multi-slider kinds): only the cases the contract allows on the squares
    // that matter (the others would repeat them), each through eval, against
    // the oracle of the input as called.
    std::uint64_t allowed = 0;
    enumerate_with(kind, level, impl.directions, board_frame(impl), [&](const Input& in, Bitboard) {
      const Input called = impl.as_called(in);
      if ((called.blockers ^ in.blockers) & relevant_squares(in)) return true;
      ++allowed;
      const Bitboard expected = impl.expected(in);
      const Bitboard actual = impl.eval(in);
      if (actual == expected) return true;
      keep(first, impl, Mapping{}, in, expected, actual);
      return false;
    });
    result.cases = allowed;
  } else {
    // The enumeration, in the engine's numbering, with call(input) -> actual
    // inlined into its loops (every capture by value, so the loops keep them
    // in registers).
    std::optional<Mismatch>* const out = &first;
    const Implementation* const checked = &impl;
    result.cases = with_call(impl, kind, enumeration_run(impl, kind, level), [&](auto call) {
      return enumerate_with(
          kind, level, impl.directions, frame,
          [ call, out, checked ](const Input& in, Bitboard expected)
              __attribute__((always_inline)) {
                const Bitboard actual = call(in);
                if (actual == expected) [[likely]]
                  return true;
                keep(*out, *checked, checked->mapping, in, expected, actual);
                return false;
              });
    });
  }
  if (first) result.mismatch = shrink_oracle_mismatch(impl, *first);
  result.seconds = seconds_since(start);
  return result;
}

KindResult check_kind_cases(const Implementation& impl, Kind kind, Level level, std::uint64_t from,
                            std::uint64_t to) {
  const auto start = std::chrono::steady_clock::now();
  KindResult result;
  result.kind = kind;
  const BatchedCases part = batched_cases(impl, kind, level, from, to, true);
  result.cases = part.cases;
  if (part.first) result.mismatch = shrink_oracle_mismatch(impl, *part.first);
  result.seconds = seconds_since(start);
  return result;
}

std::uint64_t batched_case_count(const Implementation& impl, Kind kind, Level level) {
  return batched_cases(impl, kind, level, kAllCases, kAllCases, false).numbered;
}

std::uint64_t planned_case_count(const Implementation& impl, Kind kind, Level level) {
  // check_kind's branches, each case made and never called: the x-ray
  // contract's cases in the frame; otherwise as batched_cases numbers them
  // (a contract that changes the expected value: the cases it allows on the
  // squares that matter; else every case), through a batch entry or not.
  if (XrayContract::in_frame(impl, kind)) {
    const Frame frame = frame_of(impl);
    const XrayContract contract(kind, frame);
    std::uint64_t allowed = 0;
    enumerate_with(kind, level, impl.directions, frame, [&](const Input& in, Bitboard) {
      allowed += contract.allows(in);
      return true;
    });
    return allowed;
  }
  return batched_case_count(impl, kind, level);
}

}  // namespace slidercheck
