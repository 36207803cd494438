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
#include "slidercheck/diagnose.h"
#include "slidercheck/function_ref.h"
#include "slidercheck/kinds.h"
#include "slidercheck/lines.h"

namespace slidercheck {

enum class Level { quick, standard, exhaustive };

const char* level_name(Level level);
std::optional<Level> parse_level(std::string_view text);

// Returns the off-line background patterns a level uses (0 and ~0 first).
std::vector<Bitboard> backgrounds(Level level);

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

// Where the checking loops make their cases: in an engine's numbering, under
// its own-square contract. Every line table, square and background is moved
// into the numbering once (per process, line or background), never per case;
// the contract keeps only the own-bit states it allows (half of the cases that
// vary the own bit; the queen units keep both of theirs, which differ off the
// lines). visit gets each input as the engine is called with it, and the
// expected value in the same numbering.
struct CaseFrame {
  Mapping numbering{};
  OwnSquare own = OwnSquare::any;
};

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

// The outcome of checking one kind of one implementation.
struct KindResult {
  Kind kind = Kind::rook_attacks;
  std::uint64_t cases = 0;
  double seconds = 0;
  std::optional<Mismatch> mismatch;  // the first one, shrunk
  std::uint64_t interleaved = 0;     // the interleaved calls made (plan.h), not in cases
  Diagnoses diagnoses{};             // diagnosis tasks only (plugin_loader.h)
};

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

// Returns the result of checking impl's kind on n random inputs (seeded, see
// enumerate_random): the first law_cases of them against the oracle and every
// algebraic law (laws.h: check_all_laws, through impl), the others against the
// oracle alone (made in impl's frame, as for check_kind). A mismatch is shrunk; the search
// stops at the first one that blames kind itself, and otherwise reports the
// first one a law blamed on another kind (e.g. symmetry maps file onto rank).
KindResult check_random(const Implementation& impl, Kind kind, std::uint64_t seed, std::uint64_t n,
                        std::uint64_t law_cases);

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

inline constexpr int kQueenParts = 8;
inline constexpr int kQueenUnits = kSquares * kQueenParts;

namespace detail {

// Returns the number of squares on the four lines of sq (21 to 27).
constexpr int queen_line_squares(int sq) {
  const int f = sq % 8, r = sq / 8;
  const int d = f > r ? f - r : r - f, a = f + r > 7 ? f + r - 7 : 7 - f - r;
  return 14 + (7 - d) + (7 - a);
}

// Returns the squares, the most line squares (the largest units) first.
constexpr std::array<int, kSquares> queen_square_order() {
  std::array<int, kSquares> order{};
  for (int i = 0; i < kSquares; ++i) order[i] = i;
  for (int i = 1; i < kSquares; ++i) {  // a stable insertion sort
    for (int j = i; j > 0 && queen_line_squares(order[j - 1]) < queen_line_squares(order[j]); --j) {
      const int t = order[j];
      order[j] = order[j - 1];
      order[j - 1] = t;
    }
  }
  return order;
}

inline constexpr std::array<int, kSquares> kQueenSquareOrder = queen_square_order();

}  // namespace detail

// Returns the square of queen unit `unit`. Units come square by square, the
// largest squares first (2^27 line occupancies on d4 e4 d5 e5 ... 2^21 on the
// corners and edges), so the units at positions i, i+N, i+2N... (a shard) get
// about the same share of the work for any N.
constexpr int queen_unit_square(int unit) { return detail::kQueenSquareOrder[unit / kQueenParts]; }

// Returns the first queen unit of square sq (its units are the next kQueenParts).
constexpr int queen_first_unit(int sq) {
  for (int i = 0; i < kSquares; ++i)
    if (detail::kQueenSquareOrder[i] == sq) return kQueenParts * i;
  return -1;
}

// Calls visit(input, expected) for every case of queen unit `unit`, until visit
// returns false. Expected values are the OR of per-line oracle values, each
// computed once per line subset. Returns the number of cases visited.
std::uint64_t enumerate_queen_unit(int unit, FunctionRef<bool(const Input&, Bitboard)> visit);
// As above, the cases made in frame: the first of each two with the own bit
// as the contract allows (set under `any`), the second with the off-line
// squares occupied (the own bit clear, or set under `occupied`).
std::uint64_t enumerate_queen_unit(int unit, const CaseFrame& frame,
                                   FunctionRef<bool(const Input&, Bitboard)> visit);

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
