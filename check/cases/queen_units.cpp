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
using enumeration::EntryBatcher;
using enumeration::enumeration_run;
using enumeration::Frame;
using enumeration::frame_of;
using enumeration::keep;
using enumeration::kEntryCases;
using enumeration::queen_cases;
using enumeration::queen_pairs;
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

namespace {

// Feeds the cases of queen unit `unit` (made in frame, as queen_cases makes
// them, in its order) to batcher: written straight into the entry's columns
// in queen_pairs' loop, one call of the entry per kEntryCases, the rest at the
// end, until a call holds a mismatch (batcher.first()). Returns the
// occupancies visited (two cases each), the call that held a mismatch's
// included, as queen_cases counts them.
std::uint64_t queen_through_entry(int unit, const Frame& frame,
                                  EntryBatcher<Shape::single>& batcher) {
  static_assert(shape_info(Shape::single).arguments[0] == Field::occ &&
                shape_info(Shape::single).arguments[1] == Field::sq);
  static_assert(kEntryCases % 2 == 0, "a call ends after a pair's second case");
  Bitboard* const occs = batcher.column<0>();
  int* const squares = batcher.column<1>();
  Bitboard* const wanted = batcher.expected();
  EntryBatcher<Shape::single>* const sink = &batcher;
  std::size_t n = 0;
  std::uint64_t pairs = 0;
  const bool all = queen_pairs(
      unit, frame,
      [ occs, squares, wanted, sink, &n, &
        pairs ](Bitboard first_occ, Bitboard second_occ, int s, Bitboard expected)
          __attribute__((always_inline)) {
            occs[n] = first_occ;
            occs[n + 1] = second_occ;
            squares[n] = s;
            squares[n + 1] = s;
            wanted[n] = expected;
            wanted[n + 1] = expected;
            n += 2;
            ++pairs;
            if (n < kEntryCases) [[likely]]
              return true;
            const std::size_t full = n;
            n = 0;
            return sink->send_filled(full);
          });
  if (all) batcher.send_filled(n);
  return pairs;
}

}  // namespace

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
    result.cases = 2 * queen_through_entry(unit, frame, batcher);
    result.entry_calls = batcher.calls();
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
  std::optional<Mismatch>* const out = &first;
  const Implementation* const checked = &impl;
  std::uint64_t pairs = 0;
  std::uint64_t* const counted = &pairs;
  // Every capture by value, so the loops keep them in registers.
  queen_pairs(
      unit, frame,
      [ queen, counter, prepare, out, checked,
        counted ](Bitboard first_occ, Bitboard second_occ, int s,
                  Bitboard expected) __attribute__((always_inline)) {
        // The hottest loop of the exhaustive level.
        auto call = [&](Bitboard o) {
          if (counter) count_call(counter);
          if (prepare) prepare(o);
          return queen(o, s);
        };
        const Bitboard got_first = call(first_occ);
        const Bitboard got_second = call(second_occ);
        ++*counted;
        if (got_first == expected && got_second == expected) [[likely]]
          return true;
        const bool first_fails = got_first != expected;
        keep(*out, *checked, checked->mapping,
             Input{
                 .kind = Kind::queen_attacks, .sq = s, .occ = first_fails ? first_occ : second_occ},
             expected, first_fails ? got_first : got_second);
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
      result.entry_calls += r.entry_calls;
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
