// Numbered calls: the descriptions of the checking loops' numbered runs, and
// their inputs made again from them.
#include <algorithm>
#include <cstdint>
#include <vector>

#include "check/cases/case_frame.h"
#include "check/cases/checked_calls.h"
#include "check/cases/enumerator.h"
#include "check/cases/queen_cases.h"
#include "check/cases/random_cases.h"
#include "check/cases/xray_contract.h"
#include "slidercheck/implementation.h"

namespace slidercheck {

namespace enumeration {

NumberedCalls random_run(const Implementation& impl, Kind kind, std::uint64_t seed,
                         std::uint64_t n) {
  return NumberedCalls{.kind = kind,
                       .directions = impl.directions,
                       .to_engine = impl.mapping.bits_to_engine(),
                       .squares_to_engine = impl.mapping.to_engine(),
                       .own = impl.own_square,
                       .pairs = impl.pairs,
                       .pawn_squares = impl.pawn_squares,
                       .random_cases = n,
                       .random_seed = seed};
}

NumberedCalls enumeration_run(const Implementation& impl, Kind kind, Level level) {
  return NumberedCalls{.kind = kind,
                       .level = static_cast<std::uint8_t>(level),
                       .directions = impl.directions,
                       .to_engine = impl.mapping.bits_to_engine(),
                       .squares_to_engine = impl.mapping.to_engine(),
                       .own = impl.own_square,
                       .pairs = impl.pairs,
                       .pawn_squares = impl.pawn_squares};
}

}  // namespace enumeration

using enumeration::enumerate_with;
using enumeration::Frame;
using enumeration::queen_cases;
using enumeration::random_with;
using enumeration::XrayContract;

std::vector<Input> numbered_inputs(const NumberedCalls& run, std::uint64_t from, std::uint64_t to) {
  std::vector<Input> inputs;
  if (from >= to) return inputs;
  inputs.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(to - from, kCallHistory)));
  const Frame frame{.to_engine = run.to_engine,
                    .squares = run.squares_to_engine,
                    .own = run.own,
                    .pairs = run.pairs,
                    .pawn_squares = run.pawn_squares};
  std::uint64_t i = run.first;  // the next call's number
  auto visit = [&](const Input& in, Bitboard) {
    if (i >= to) return false;
    if (i >= from) inputs.push_back(in);
    ++i;
    return true;
  };
  // The run's cases, through v.
  auto cases = [&](auto v) {
    if (run.queen_unit >= 0) {
      queen_cases(run.queen_unit, frame, v);
    } else if (run.random_cases > 0) {
      random_with(run.kind, run.random_seed, run.random_cases, run.directions, frame, v);
    } else {
      enumerate_with(run.kind, static_cast<Level>(run.level), run.directions, frame, v);
    }
  };
  if (run.xray_contract) {
    const XrayContract contract(run.kind, frame);
    cases([&](const Input& in, Bitboard e) {
      return !contract.allows(in) || visit(XrayContract::as_called(in), e);
    });
  } else {
    cases(visit);
  }
  return inputs;
}

}  // namespace slidercheck
