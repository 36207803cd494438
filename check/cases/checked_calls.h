// How the checking loops call an implementation (internal to check/): its
// pointers, callables or call record around each call, the first mismatch
// kept out of line, and the descriptions of the numbered runs.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>

#include "slidercheck/check.h"
#include "slidercheck/implementation.h"
#include "slidercheck/levels.h"

namespace slidercheck::enumeration {

// Returns the seconds since start.
inline double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Sets first to the mismatch a checking loop found, on an input in numbering
// (with expected and actual): out of line, and the input field by field, so
// the loops stay small and never build an Input in memory. The mismatch is in
// the board's numbering.
[[gnu::noinline, gnu::cold]] void keep(std::optional<Mismatch>& first, const Implementation& impl,
                                       const Mapping& numbering, Kind kind, int sq, int dir8,
                                       Bitboard occ, Bitboard blockers, Bitboard sliders,
                                       Bitboard empty, Bitboard targets, int sq2, int color,
                                       Bitboard set, Bitboard expected, Bitboard actual,
                                       const Position& pos = Position{});

// Sets first to the mismatch on in (see above).
[[gnu::always_inline]] inline void keep(std::optional<Mismatch>& first, const Implementation& impl,
                                        const Mapping& numbering, const Input& in,
                                        Bitboard expected, Bitboard actual) {
  keep(first, impl, numbering, in.kind, in.sq, in.dir8, in.occ, in.blockers, in.sliders, in.empty,
       in.targets, in.sq2, in.color, in.set, expected, actual, in.pos);
}

// Returns the description of impl's numbered run of n random inputs of kind from seed.
NumberedCalls random_run(const Implementation& impl, Kind kind, std::uint64_t seed,
                         std::uint64_t n);

// Returns the description of impl's numbered run of kind's enumeration at level.
NumberedCalls enumeration_run(const Implementation& impl, Kind kind, Level level);

// Returns body(call), where call(in) -> actual calls kind's function of impl on
// in, an input as the engine is called with it (made in frame_of(impl)), after
// impl.prepare when set (single-slider kinds). No translation: the cases are
// made in the engine's numbering. With a record, impl's callables record each
// input (next_call_input) around the call; its plain pointers number their
// calls as run (NumberedRun: body's cases, in order, one call each; its first
// and end are set here), each call only advancing the run's counter.
template <class Body>
std::uint64_t with_call(const Implementation& impl, Kind kind, const NumberedCalls& run,
                        Body body) {
  CallRecord* const record = impl.record;
  if (record) record->numbering = impl.mapping;
  const PrepareFn prepare = is_single_slider(kind) ? impl.prepare : nullptr;
  if (impl.callables) {
    const std::function<Bitboard(const Input&)>* const f =
        &(*impl.callables)[static_cast<int>(kind)];
    return body([f, record, prepare](const Input& in) {
      if (record) {
        next_call_input(record) = in;
        begin_call(record);
      }
      if (prepare) prepare(in.occ);
      const Bitboard r = (*f)(in);
      if (record) end_call(record);
      return r;
    });
  }
  std::optional<NumberedRun> numbered;
  if (record) numbered.emplace(*record, run);
  // Without a record the calls are counted into a local, so that the loops
  // count every call without a branch.
  std::atomic<std::uint64_t> uncounted{0};
  std::atomic<std::uint64_t>* const counter = numbered ? numbered->counter() : &uncounted;
  return on_shape(shape_of(kind), [&]<Shape S>() {
    const auto f = impl.get<S>(kind);
    if (!prepare)
      return body([ f, counter ](const Input& in) __attribute__((always_inline)) {
        count_call(counter);
        return invoke_shape<S>(f, in);
      });
    return body([ f, counter, prepare ](const Input& in) __attribute__((always_inline)) {
      count_call(counter);
      prepare(in.occ);
      return invoke_shape<S>(f, in);
    });
  });
}

}  // namespace slidercheck::enumeration
