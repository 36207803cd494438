// The queen over all four lines at once, in units: the cases of a unit (see
// queen_cases.h), and the check of an implementation's queen over units.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>

#include "check/cases/batch_entry.h"
#include "check/cases/batches.h"
#include "check/cases/case_frame.h"
#include "check/cases/checked_calls.h"
#include "check/cases/queen_cases.h"
#include "slidercheck/enumerate.h"

namespace slidercheck {

using enumeration::batch_finding;
using enumeration::Batcher;
using enumeration::bit;
using enumeration::EntryBatcher;
using enumeration::enumeration_run;
using enumeration::Frame;
using enumeration::frame_of;
using enumeration::keep;
using enumeration::queen_cases;
using enumeration::queen_off_lines;
using enumeration::queen_unit;
using enumeration::seconds_since;
using enumeration::through_batch_entry;
using enumeration::with_call;

std::uint64_t enumerate_queen_unit(int unit, FunctionRef<bool(const Input&, Bitboard)> visit) {
  return queen_cases(unit, Frame{}, visit);
}

std::uint64_t enumerate_queen_unit(int unit, const CaseFrame& frame,
                                   FunctionRef<bool(const Input&, Bitboard)> visit) {
  return queen_cases(unit, frame_of(frame), visit);
}

std::uint64_t queen_unit_cases(int unit) {
  // As queen_unit makes them: the longer diagonal's part, times every subset
  // of the other three lines, each subset twice (the own bit set and clear).
  const int sq = queen_unit_square(unit);
  auto subsets = [&](int dir) {
    return static_cast<std::uint64_t>(enumeration::line_values(sq, dir, Symmetry::identity).size());
  };
  const std::uint64_t diagonal = std::max(subsets(kNoEa), subsets(kNoWe)),
                      antidiagonal = std::min(subsets(kNoEa), subsets(kNoWe));
  return 2 * (diagonal / kQueenParts) * antidiagonal * subsets(kEast) * subsets(kNort);
}

KindResult check_queen_unit(const Implementation& impl, int unit) {
  const auto start = std::chrono::steady_clock::now();
  KindResult result;
  result.kind = Kind::queen_attacks;
  const Frame frame = frame_of(impl);
  std::optional<Mismatch> first;
  // The unit's calls, numbered as queen_cases makes them (NumberedCalls).
  NumberedCalls run = enumeration_run(impl, Kind::queen_attacks, Level::exhaustive);
  run.queen_unit = unit;
  if (through_batch_entry(impl, Kind::queen_attacks)) {
    // Through the batch entry: the unit's cases, kEntryCases a call, a
    // mismatch named as check_kind's through the entry names it.
    std::optional<NumberedRun> numbered;
    if (impl.record) {
      impl.record->numbering = impl.mapping;
      numbered.emplace(*impl.record, run);
    }
    EntryBatcher<Shape::single> batcher(impl, Kind::queen_attacks);
    batcher.number_on(numbered ? &*numbered : nullptr);
    result.cases = queen_cases(
        unit, frame, [&](const Input& in, Bitboard expected) { return batcher.add(in, expected); });
    batcher.flush();
    numbered.reset();
    if (batcher.first()) {
      result.mismatch = batch_finding(impl, *batcher.first());
      if (!result.mismatch) result.mismatch = shrink_oracle_mismatch(impl, *batcher.first());
    }
    result.seconds = seconds_since(start);
    return result;
  }
  if (impl.batch || impl.callables) {
    // In batches, or through the callables: the cases as check_kind's.
    if (impl.batch) {
      Batcher batcher(impl, Kind::queen_attacks);
      result.cases = queen_cases(unit, frame, [&](const Input& in, Bitboard expected) {
        return batcher.add(in, expected);
      });
      batcher.flush();
      first = batcher.first();
    } else {
      result.cases = with_call(impl, Kind::queen_attacks, run, [&](auto call) {
        return queen_cases(unit, frame, [&](const Input& in, Bitboard expected) {
          const Bitboard actual = call(in);
          if (actual == expected) return true;
          keep(first, impl, impl.mapping, in, expected, actual);
          return false;
        });
      });
    }
    if (first) result.mismatch = shrink_oracle_mismatch(impl, *first);
    result.seconds = seconds_since(start);
    return result;
  }
  const SingleFn queen = impl.get<Shape::single>(Kind::queen_attacks);
  const PrepareFn prepare = impl.prepare;
  // The calls numbered (see NumberedCalls): the unit's cases, in queen_cases' order.
  std::optional<NumberedRun> numbered;
  if (impl.record) {
    impl.record->numbering = impl.mapping;
    numbered.emplace(*impl.record, run);
  }
  std::atomic<std::uint64_t>* const counter = numbered ? numbered->counter() : nullptr;
  const int sq = queen_unit_square(unit);
  const Bitboard own = frame.bb(bit(sq)), off = frame.bb(queen_off_lines(sq));
  // The two cases of each line occupancy (see queen_cases): the own bit as the
  // contract allows, the off-line squares empty, then occupied.
  const Bitboard first_extra = frame.own_set() ? own : 0;
  const Bitboard second_extra = off | (frame.own_clear() ? 0 : own);
  std::optional<Mismatch>* const out = &first;
  const Implementation* const checked = &impl;
  std::uint64_t pairs = 0;
  std::uint64_t* const counted = &pairs;
  // Every capture by value, so the loops keep them in registers.
  queen_unit(
      unit, frame.to_engine, frame.squares,
      [ queen, counter, prepare, first_extra, second_extra, out, checked,
        counted ](Bitboard occ, int s, Bitboard expected) __attribute__((always_inline)) {
        // The hottest loop of the exhaustive level.
        auto call = [&](Bitboard o) {
          if (counter) count_call(counter);
          if (prepare) prepare(o);
          return queen(o, s);
        };
        const Bitboard got_set = call(occ | first_extra);
        const Bitboard got_clear = call(occ | second_extra);
        ++*counted;
        if (got_set == expected && got_clear == expected) [[likely]]
          return true;
        const bool set_fails = got_set != expected;
        keep(*out, *checked, checked->mapping,
             Input{.kind = Kind::queen_attacks,
                   .sq = s,
                   .occ = set_fails ? occ | first_extra : occ | second_extra},
             expected, set_fails ? got_set : got_clear);
        return false;
      });
  numbered.reset();  // the run ends before the shrinker's calls
  result.cases = 2 * pairs;
  if (first) result.mismatch = shrink_oracle_mismatch(impl, *first);
  result.seconds = seconds_since(start);
  return result;
}

KindResult check_queen_lines(const Implementation& impl, int first_sq, int last_sq) {
  KindResult result;
  result.kind = Kind::queen_attacks;
  for (int sq = first_sq; sq <= last_sq && !result.mismatch; ++sq) {
    for (int unit = queen_first_unit(sq); unit < queen_first_unit(sq) + kQueenParts; ++unit) {
      const KindResult r = check_queen_unit(impl, unit);
      result.cases += r.cases;
      result.seconds += r.seconds;
      if (r.mismatch) {
        result.mismatch = r.mismatch;
        break;
      }
    }
  }
  return result;
}

}  // namespace slidercheck
