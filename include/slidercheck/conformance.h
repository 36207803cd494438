// slidercheck::conformance: check an engine's own attack functions from its own
// ctest, in-process, the way `slidercheck check` does (the same enumeration,
// random search and reports), with GoogleTest as the entry point.
//
//   #include "slidercheck/conformance.h"
//
//   SLIDERCHECK_CONFORMANCE_TEST(MyEngine,
//       {.rook_attacks = my::rook_attacks, .bishop_attacks = my::bishop_attacks},
//       {.mapping = "a8,b8", .level = slidercheck::Level::standard});
//
// registers the GoogleTest tests MyEngine.rook_attacks and MyEngine.bishop_attacks
// (link with slidercheck::conformance and GTest::gtest_main). Functions may be
// function pointers or any callables, in the engine's own square numbering.
// The designated initializers must name the members in the order Functions
// declares them below (C++20's rule, an error with g++): rook, bishop, queen,
// the four lines, the x-rays, the multi-slider kinds, the pair tables, the
// leapers, ray_through, the one-sided pawns, shift_one; leave out any.
//
// A failure is reported at the line of SLIDERCHECK_CONFORMANCE_TEST (or of the
// register_tests call) as `slidercheck check` reports one: the kind, the input
// as boards and as a C++ expression, expected and actual, and a reproduce
// command (this test binary with --gtest_filter=SUITE.FUNCTION).
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "slidercheck/types.h"

namespace slidercheck {
struct FunctionResult;  // the checker's own record of a result (opaque here)
}  // namespace slidercheck

namespace slidercheck::conformance {

// The engine's functions, in its own numbering (leave out what it does not
// provide): function pointers or any callables.
struct Functions {
  using Single = std::function<Bitboard(Bitboard occ, int sq)>;
  using Xray = std::function<Bitboard(Bitboard occ, Bitboard blockers, int sq)>;
  using Multi = std::function<Bitboard(Bitboard sliders, Bitboard empty, int dir8)>;
  using MultiExtra =
      std::function<Bitboard(Bitboard sliders, Bitboard empty, Bitboard extra, int dir8)>;
  using Pair = std::function<Bitboard(int a, int b)>;
  using Square = std::function<Bitboard(int sq)>;
  using ColorSquare = std::function<Bitboard(int color, int sq)>;
  using Set = std::function<Bitboard(Bitboard set)>;
  using ColorSet = std::function<Bitboard(int color, Bitboard set)>;
  using SetDir = std::function<Bitboard(Bitboard set, int dir8)>;
  using SetJump = std::function<Bitboard(Bitboard set, int jump)>;  // jump 0..7: knight jumps
  using Ray = std::function<Bitboard(Bitboard occ, int sq, int dir8)>;
  using ColorSetEmpty = std::function<Bitboard(int color, Bitboard pawns, Bitboard empty)>;
  using Sees = std::function<Bitboard(Bitboard occ, int from, int to)>;  // 0 or 1
  using SetAttacks = std::function<Bitboard(Bitboard sliders, Bitboard occ)>;
  // The position kinds: the position (slidercheck/types.h: Position, the
  // layout of plugin.h's slidercheck_position) by const pointer.
  using PosOccSq = std::function<Bitboard(const Position* pos, Bitboard occ, int sq)>;
  using PosColorOccSq =
      std::function<Bitboard(const Position* pos, int color, Bitboard occ, int sq)>;
  using PosColorSq = std::function<Bitboard(const Position* pos, int color, int sq)>;
  using PosColor = std::function<Bitboard(const Position* pos, int color)>;

  Single rook_attacks{}, bishop_attacks{}, queen_attacks{};
  Single rank_attacks{}, file_attacks{}, diagonal_attacks{}, antidiagonal_attacks{};
  Xray xray_rook_attacks{}, xray_bishop_attacks{};
  Multi sliding_attacks{};
  MultiExtra xray_sliding_attacks{}, between{};
  Pair squares_between{}, line_through{}, squares_between_to_b{}, squares_between_inclusive{};
  Square knight_attacks{}, king_attacks{};
  ColorSquare pawn_attacks{};  // color 0 white (attacks towards rank 8), 1 black
  Set knight_set_attacks{}, king_set_attacks{};
  ColorSet pawn_set_attacks{};
  Pair ray_through{};
  ColorSet pawn_west_attacks{}, pawn_east_attacks{}, pawn_double_attacks{};
  SetDir shift_one{};
  Ray ray_attacks{};  // dir8 a board direction in every numbering
  PosOccSq attackers_to{};
  PosColorOccSq attackers_by{};
  PosColorSq is_attacked{};
  PosColor checkers{}, pinned{}, pinners{}, blockers_for_king{}, check_mask{};
  PosColorSq pin_mask{};
  Pair squares_between_with_ends{}, squares_between_to_b_aligned{};
  SetJump knight_shift{};                             // jump a board direction in every numbering
  ColorSetEmpty pawn_pushes{}, pawn_double_pushes{};  // color 0 white (pushes towards rank 8)
  Sees rook_sees{}, bishop_sees{}, queen_sees{};  // a truth value in every numbering
  SetAttacks rook_set_attacks{}, bishop_set_attacks{}, queen_set_attacks{};
  std::uint8_t directions = 0xFF;  // the dir8 values the multi-slider kinds cover

  // Returns whether kind is provided.
  SLIDERCHECK_API bool provides(Kind kind) const;
};

// The outcome for one function.
struct Result {
  using Status = ResultStatus;
  Kind kind = Kind::rook_attacks;
  Status status = Status::skipped;
  std::uint64_t cases = 0;  // the cases checked
  std::string crash;        // crash, timeout: what stopped the call, e.g. "signal SIGSEGV"
  // Everything else the check found (the shrunk counterexample, what explains
  // it), as describe() reports it.
  std::shared_ptr<const FunctionResult> detail;
};

// How to check.
struct Options {
  std::string mapping = "a1,b1";  // the engine's squares 0 and 1 (see slidercheck/plugin.h)
  // Its bits 0 and 1 when numbered apart from its squares (check --bit-mapping);
  // empty: as mapping.
  std::string bit_mapping;
  // How its one-sided pawn kinds name the sides (check --pawn-sides): board,
  // or relative (black's west is the board's east).
  PawnSides pawn_sides = PawnSides::board;
  Level level = Level::quick;
  // The own-square contract (check --own-square). Not set: the engine's
  // slidercheck_own_square when the program links one in, else any.
  std::optional<OwnSquare> own_square;
  // The x-ray contract (check --xray-blockers): occupied for engine-style
  // x-rays, called only with blockers = every occupied square. Not set: the
  // engine's slidercheck_xray_blockers when the program links one in, else any.
  std::optional<XrayBlockers> xray_blockers;
  // The position kinds' domain and readings (check --positions,
  // --attacked-color, --king-blockers).
  PositionContracts positions{};
  std::uint64_t seed = 1;
};

// Returns one result per provided function (or per function in `only`), checked
// in this process. Throws std::invalid_argument on a bad mapping or bit mapping,
// or a slidercheck_own_square or slidercheck_xray_blockers that names no contract.
SLIDERCHECK_API std::vector<Result> check(const std::string& name, const Functions& functions,
                                          const Options& options = {},
                                          const std::vector<Kind>& only = {});

// Returns the report of a failed result (with the input as a C++ expression),
// or an empty string when it passed.
SLIDERCHECK_API std::string describe(const Result& result, const Options& options = {});

// Registers one GoogleTest test SUITE.FUNCTION per provided function; call it
// before RUN_ALL_TESTS (or use SLIDERCHECK_CONFORMANCE_TEST). Failures are
// reported at file:line, by default the caller's. Returns true.
SLIDERCHECK_API bool register_tests(const std::string& suite, const Functions& functions,
                                    const Options& options = {},
                                    const char* file = __builtin_FILE(),
                                    int line = __builtin_LINE());

}  // namespace slidercheck::conformance

namespace slidercheck {

// GoogleTest prints these by name (EXPECT_EQ(result.status, ...), a Kind).
SLIDERCHECK_API void PrintTo(ResultStatus status, std::ostream* out);
SLIDERCHECK_API void PrintTo(Kind kind, std::ostream* out);

}  // namespace slidercheck

// Registers the conformance tests of an engine at static initialisation:
// SLIDERCHECK_CONFORMANCE_TEST(Suite, Functions{...} [, Options{...}]).
// Its failures are reported at this line.
#define SLIDERCHECK_CONFORMANCE_TEST(suite, ...)                                    \
  [[maybe_unused]] static const bool slidercheck_conformance_##suite##_registered = \
      ::slidercheck::conformance::register_tests(#suite, __VA_ARGS__)
