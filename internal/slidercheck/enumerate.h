// The exhaustive enumeration: every case a level checks, for one function kind.
//
// Single-slider kinds: every square x every line through it x every subset of
// the line's other squares (Carry-Rippler), own bit set and clear, over several
// off-line backgrounds; rook and bishop also over every subset of all their
// lines at once. X-rays: every line occupancy x every blocker subset of it.
// Multi-slider kinds: every assignment of states to the squares of each line
// of the direction, over backgrounds of the other lines.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "slidercheck/check.h"
#include "slidercheck/function_ref.h"
#include "slidercheck/kind_result.h"
#include "slidercheck/kinds.h"
#include "slidercheck/levels.h"
#include "slidercheck/lines.h"
#include "slidercheck/queen_split.h"

namespace slidercheck {

// Calls visit(input, expected) for every case of kind at level, in directions
// (multi kinds only), until visit returns false. expected is composed from
// oracle values computed once per line, never by walking the rays of each case:
// the OR of the varied line's value (one oracle call per subset of the line, or
// per x-ray blocker subset, or per multi-slider assignment) and the value of the
// fixed rest of the board (one oracle call per background). Rays never leave
// their line, so the two never overlap. Returns the number of cases visited.
// The queen's 2^27-per-square enumeration is not here: see enumerate_queen_unit.
std::uint64_t enumerate_cases(Kind kind, Level level, std::uint8_t directions,
                              FunctionRef<bool(const Input&, Bitboard)> visit);

// As above, the cases made in frame.
std::uint64_t enumerate_cases(Kind kind, Level level, std::uint8_t directions,
                              const CaseFrame& frame,
                              FunctionRef<bool(const Input&, Bitboard)> visit);

// Calls visit(input, expected) for n pseudo-random inputs of kind (reproducible
// from seed), in directions (multi kinds only), until visit returns false.
// Inputs come in runs of 64 with one density (from nearly empty to nearly
// full) and, for single-slider and x-ray kinds, one random square. Those draw a
// random subset of each line of the kind, random bits off the lines and a
// random own bit (x-rays: blockers of a density of their own, that of the run,
// every pair of densities once in 36 runs; every occupied square in every
// fourth input); expected is composed from per-line oracle values computed once
// per process. Multi-slider kinds: random boards, expected from oracle::eval.
// Returns the number of cases visited.
std::uint64_t enumerate_random(Kind kind, std::uint64_t seed, std::uint64_t n,
                               std::uint8_t directions,
                               FunctionRef<bool(const Input&, Bitboard)> visit);
// As above, the cases made in frame (the same draws, in the frame's numbering
// where they are drawn from line tables).
std::uint64_t enumerate_random(Kind kind, std::uint64_t seed, std::uint64_t n,
                               std::uint8_t directions, const CaseFrame& frame,
                               FunctionRef<bool(const Input&, Bitboard)> visit);

// Builds the per-process line tables the expected values are composed from,
// in the board's numbering and in the one frame takes it to (otherwise built on
// first use, inside the first task a worker times).
void prepare_line_tables(Symmetry frame = Symmetry::identity);

// Returns the result of checking impl's kind against the oracle over
// enumerate_cases made in impl's frame (its numbering and own-square
// contract), each case passed to its pointer, callables or batches as it is
// (every call recorded in impl.record); stops at the first mismatch, which is
// shrunk and reported in the board's numbering. Under an x-ray contract the
// cases go through impl.eval (see Implementation::remaps_expected).
KindResult check_kind(const Implementation& impl, Kind kind, Level level);

// For a subject evaluated in batches (impl.batch: an --exec command), whose
// workers share a kind's enumeration in parts: the result of check_kind over
// the cases numbered [from, to) of its enumeration (in enumeration order, as
// check_kind calls them; result.cases counts those checked). The parts of
// batched_case_count's cases, in order, check what check_kind checks.
KindResult check_kind_cases(const Implementation& impl, Kind kind, Level level, std::uint64_t from,
                            std::uint64_t to);
// Returns the number of cases check_kind checks of impl's kind at level when
// none fails (impl.batch set): made, not evaluated.
std::uint64_t batched_case_count(const Implementation& impl, Kind kind, Level level);
// Returns the number of cases check_kind checks of impl's kind at level when
// none fails (in batches or not): each case made, none called. What a worker
// must report for the enumeration, counted by the checker's parent.
std::uint64_t planned_case_count(const Implementation& impl, Kind kind, Level level);

// Returns the result of checking impl's kind on n random inputs (seeded, see
// enumerate_random): the first law_cases of them against the oracle and every
// algebraic law (laws.h: check_all_laws, through impl), the others against the
// oracle alone (made in impl's frame, as for check_kind). A mismatch is shrunk; the search
// stops at the first one that blames kind itself, and otherwise reports the
// first one a law blamed on another kind (e.g. symmetry maps file onto rank).
KindResult check_random(const Implementation& impl, Kind kind, std::uint64_t seed, std::uint64_t n,
                        std::uint64_t law_cases);
// Returns the number of cases check_random checks with these arguments when
// no mismatch of kind's own stops it: each case made, none called.
std::uint64_t planned_random_count(const Implementation& impl, Kind kind, std::uint64_t seed,
                                   std::uint64_t n, std::uint64_t law_cases);

// ---- The queen over all four lines at once, in units ------------------------
//
// Every subset of the queen's four lines (up to 2^27 per square, 1,166,016,512
// in all), each checked with the own bit set and the off-line squares empty, and
// with the own bit clear and the off-line squares all occupied. The work is cut
// into kQueenUnits units: unit u is the part u % kQueenParts of the subsets of
// the longer diagonal (at least 4 squares everywhere, so at least 16 subsets;
// 2^(n-3) each) of square queen_unit_square(u), so every unit of a square is the
// same size. Sharded runs (`slidercheck check --shard`, the exhaustive gtest
// binary under GTEST_TOTAL_SHARDS) split these units by position modulo the
// shard count.

// Calls visit(input, expected) for every case of queen unit `unit`, until visit
// returns false. Expected values are the OR of per-line oracle values, each
// computed once per line subset. Returns the number of cases visited.
std::uint64_t enumerate_queen_unit(int unit, FunctionRef<bool(const Input&, Bitboard)> visit);
// As above, the cases made in frame: the first of each two with the own bit
// as the contract allows (set under `any`), the second with the off-line
// squares occupied (the own bit clear, or set under `occupied`).
std::uint64_t enumerate_queen_unit(int unit, const CaseFrame& frame,
                                   FunctionRef<bool(const Input&, Bitboard)> visit);

// Returns the number of cases of queen unit `unit` (what enumerate_queen_unit
// visits and check_queen_unit checks when none fails, in every frame: every
// own-square contract keeps both cases of a subset), without making them: a
// progress line's total and the parent's plan.
std::uint64_t queen_unit_cases(int unit);

// Returns the result of checking impl's queen_attacks over queen unit `unit`.
KindResult check_queen_unit(const Implementation& impl, int unit);

// Returns the result of checking impl's queen_attacks over every unit of the
// squares [first_sq, last_sq].
KindResult check_queen_lines(const Implementation& impl, int first_sq, int last_sq);

// ---- Shards ------------------------------------------------------------------

// One of `count` shards of a list of units: the units whose position in the
// list is index modulo count (GoogleTest's GTEST_TOTAL_SHARDS and
// GTEST_SHARD_INDEX split a test list the same way).
struct Shard {
  int index = 0;
  int count = 1;
};

// Returns the shard "i/n" (0 <= i < n, 1 <= n <= 1000000), or nothing.
std::optional<Shard> parse_shard(std::string_view text);

// Returns whether the unit at position `unit` of a list belongs to shard.
constexpr bool in_shard(std::uint64_t unit, Shard shard) {
  return unit % static_cast<std::uint64_t>(shard.count) == static_cast<std::uint64_t>(shard.index);
}

}  // namespace slidercheck
