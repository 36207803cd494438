// The random search: pseudo-random inputs of a kind (see random_cases.h),
// and the check of one kind of an implementation on them, against the laws and
// the oracle.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <optional>

#include "check/cases/batches.h"
#include "check/cases/case_frame.h"
#include "check/cases/checked_calls.h"
#include "check/cases/random_cases.h"
#include "check/cases/xray_contract.h"
#include "slidercheck/enumerate.h"
#include "slidercheck/laws.h"
#include "slidercheck/oracle.h"

namespace slidercheck {

using enumeration::Batcher;
using enumeration::board_frame;
using enumeration::Frame;
using enumeration::frame_of;
using enumeration::keep;
using enumeration::prefetch_law_calls;
using enumeration::random_run;
using enumeration::random_with;
using enumeration::seconds_since;
using enumeration::with_call;
using enumeration::XrayContract;

std::uint64_t enumerate_random(Kind kind, std::uint64_t seed, std::uint64_t n,
                               std::uint8_t directions,
                               FunctionRef<bool(const Input&, Bitboard)> visit) {
  return random_with(kind, seed, n, directions, Frame{}, visit);
}

std::uint64_t enumerate_random(Kind kind, std::uint64_t seed, std::uint64_t n,
                               std::uint8_t directions, const CaseFrame& frame,
                               FunctionRef<bool(const Input&, Bitboard)> visit) {
  return random_with(kind, seed, n, directions, frame_of(frame), visit);
}

namespace {

// What check_random found so far.
struct RandomFindings {
  const Implementation* impl;
  Kind kind;
  std::optional<Mismatch> own, blamed;
};

// Keeps m, shrunk: this kind's own ends the search (returns false); one a law
// blamed on another kind (e.g. symmetry maps file onto rank) is kept for that
// kind, and the search goes on.
[[gnu::noinline, gnu::cold]] bool settle(RandomFindings& f, const Mismatch& m) {
  Mismatch shrunk = shrink_oracle_mismatch(*f.impl, m);
  shrunk.law = m.law;
  if (m.input.kind == f.kind) {
    f.own = shrunk;
    return false;
  }
  if (!f.blamed) f.blamed = shrunk;
  return true;
}

}  // namespace

std::uint64_t planned_random_count(const Implementation& impl, Kind kind, std::uint64_t seed,
                                   std::uint64_t n, std::uint64_t law_cases) {
  // check_random's count when no mismatch of kind's own stops it: the law
  // cases, then the others (under the x-ray contract in the frame, those it
  // allows).
  const std::uint64_t laws = std::min(n, law_cases);
  if (!XrayContract::in_frame(impl, kind)) return n;
  const Frame frame = frame_of(impl);
  const XrayContract contract(kind, frame);
  std::uint64_t allowed = 0;
  random_with(kind, seed + 1, n - laws, impl.directions, frame, [&](const Input& in, Bitboard) {
    allowed += contract.allows(in);
    return true;
  });
  return laws + allowed;
}

KindResult check_random(const Implementation& impl, Kind kind, std::uint64_t seed, std::uint64_t n,
                        std::uint64_t law_cases) {
  const auto start = std::chrono::steady_clock::now();
  KindResult result;
  result.kind = kind;
  RandomFindings findings{.impl = &impl, .kind = kind, .own = {}, .blamed = {}};
  RandomFindings* const found_so_far = &findings;
  // The law cases first, through impl (laws.h: check_all_laws) in the board's
  // numbering; in batches, through the calls the laws make prefetched (see
  // prefetch_law_calls).
  const std::uint64_t laws = std::min(n, law_cases);
  Implementation prefetched;
  if (impl.batch) prefetched = prefetch_law_calls(impl, kind, seed, laws);
  const Implementation& law_impl = impl.batch ? prefetched : impl;
  result.cases += random_with(kind, seed, laws, impl.directions, board_frame(impl),
                              [&](const Input& in, Bitboard) {
                                const auto m = check_all_laws(law_impl, in);
                                return !m || settle(findings, *m);
                              });
  // Then the oracle alone, in the engine's numbering, the call inlined as in
  // check_kind (or in batches).
  const std::uint64_t rest = findings.own ? 0 : n - laws;
  const Frame frame = frame_of(impl);
  if (XrayContract::in_frame(impl, kind)) {
    // As in check_kind: the cases the contract allows, in the frame.
    const XrayContract contract(kind, frame);
    std::uint64_t allowed = 0;
    NumberedCalls run = random_run(impl, kind, seed + 1, rest);
    run.xray_contract = true;
    with_call(impl, kind, run, [&](auto call) {
      return random_with(
          kind, seed + 1, rest, impl.directions, frame,
          contract.visitor(call, allowed, [&](const Input& in, Bitboard expected, Bitboard actual) {
            std::optional<Mismatch> m;
            keep(m, impl, impl.mapping, in, expected, actual);
            return settle(findings, *m);
          }));
    });
    result.cases += allowed;
  } else if (impl.remaps_expected(kind)) {
    // As in check_kind: against the oracle of the input as called.
    std::optional<Batcher> batcher;
    if (impl.batch) batcher.emplace(impl, kind);
    result.cases += random_with(kind, seed + 1, rest, impl.directions, board_frame(impl),
                                [&](const Input& in, Bitboard) {
                                  const Input called = impl.as_called(in);
                                  const Bitboard expected = impl.expected(in);
                                  if (batcher)
                                    return batcher->add(impl.mapping.engine_input(called),
                                                        impl.mapping.engine_bb(expected));
                                  const Bitboard actual = impl.eval(in);
                                  if (actual == expected) return true;
                                  std::optional<Mismatch> m;
                                  keep(m, impl, Mapping{}, in, expected, actual);
                                  return settle(findings, *m);
                                });
    if (batcher && !batcher->flush()) settle(findings, *batcher->first());
  } else if (impl.batch) {  // exec: in batches
    Batcher batcher(impl, kind);
    result.cases += random_with(kind, seed + 1, rest, impl.directions, frame,
                                [&](const Input& in, Bitboard e) { return batcher.add(in, e); });
    if (!batcher.flush()) settle(findings, *batcher.first());
  } else {
    result.cases += with_call(impl, kind, random_run(impl, kind, seed + 1, rest), [&](auto call) {
      return random_with(
          kind, seed + 1, rest, impl.directions, frame,
          [ call, found_so_far ](const Input& in, Bitboard expected)
              __attribute__((always_inline)) {
                const Bitboard actual = call(in);
                if (actual == expected) [[likely]]
                  return true;
                std::optional<Mismatch> m;
                keep(m, *found_so_far->impl, found_so_far->impl->mapping, in, expected, actual);
                return settle(*found_so_far, *m);
              });
    });
  }
  result.mismatch = findings.own ? findings.own : findings.blamed;
  result.seconds = seconds_since(start);
  return result;
}

}  // namespace slidercheck
