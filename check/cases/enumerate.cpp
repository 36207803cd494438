// The exhaustive enumeration: every case of a kind at a level (see
// enumerator.h), and the check of one kind of an implementation over them.
#include "slidercheck/enumerate.h"

#include <chrono>
#include <cstdint>
#include <optional>

#include "check/cases/batches.h"
#include "check/cases/case_frame.h"
#include "check/cases/checked_calls.h"
#include "check/cases/enumerator.h"
#include "check/cases/xray_contract.h"
#include "slidercheck/oracle.h"

namespace slidercheck {

using enumeration::Batcher;
using enumeration::enumerate_with;
using enumeration::enumeration_run;
using enumeration::Frame;
using enumeration::frame_of;
using enumeration::keep;
using enumeration::seconds_since;
using enumeration::with_call;
using enumeration::XrayContract;

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
  } else if (impl.remaps_expected(kind)) {
    // A contract that changes the expected value (x-ray blockers of the
    // multi-slider kinds, or in batches): only the cases the contract allows
    // on the squares that matter (the others would repeat them), each as the
    // engine is called with it, against the oracle of that input (made in
    // the board's numbering; in batches, moved to the engine's; otherwise
    // through eval).
    std::uint64_t allowed = 0;
    std::optional<Batcher> batcher;
    if (impl.batch) batcher.emplace(impl, kind);
    enumerate_with(kind, level, impl.directions, Frame{}, [&](const Input& in, Bitboard) {
      const Input called = impl.as_called(in);
      if ((called.blockers ^ in.blockers) & relevant_squares(in)) return true;
      ++allowed;
      const Bitboard expected = impl.expected(in);
      if (batcher)
        return batcher->add(impl.mapping.engine_input(called), impl.mapping.engine_bb(expected));
      const Bitboard actual = impl.eval(in);
      if (actual == expected) return true;
      keep(first, impl, Mapping{}, in, expected, actual);
      return false;
    });
    if (batcher) {
      batcher->flush();
      first = batcher->first();
    }
    result.cases = allowed;
  } else if (impl.batch) {  // exec: in batches
    Batcher batcher(impl, kind);
    result.cases = enumerate_with(kind, level, impl.directions, frame,
                                  [&](const Input& in, Bitboard e) { return batcher.add(in, e); });
    batcher.flush();
    first = batcher.first();
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

}  // namespace slidercheck
