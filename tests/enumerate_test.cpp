// The enumeration itself: its composed expected values are the oracle's, and
// it covers what it claims.
#include "slidercheck/enumerate.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "slidercheck/oracle.h"
#include "slidercheck/planted.h"
#include "slidercheck/registry.h"

namespace slidercheck {
namespace {

TEST(Enumeration, ComposedExpectedValuesAreTheOracles) {
  for (Kind kind : all_kinds()) {
    std::uint64_t wrong = 0;
    const std::uint64_t cases =
        enumerate_cases(kind, Level::quick, 0xFF, [&](const Input& in, Bitboard expected) {
          wrong += oracle::eval(in) != expected;
          return true;
        });
    EXPECT_GT(cases, 0u) << kind_name(kind);
    EXPECT_EQ(wrong, 0u) << kind_name(kind);
  }
}

TEST(Enumeration, LineSubsetsAreComplete) {
  // rank_attacks, quick: 64 squares x 2^7 subsets x 2 own-bit states x 2 backgrounds.
  EXPECT_EQ(enumerate_cases(Kind::rank_attacks, Level::quick, 0xFF,
                            [](const Input&, Bitboard) { return true; }),
            64u * 128 * 2 * 2);
  std::uint64_t own_set = 0, own_clear = 0;
  enumerate_cases(Kind::file_attacks, Level::quick, 0xFF, [&](const Input& in, Bitboard) {
    ((in.occ >> in.sq) & 1 ? own_set : own_clear)++;
    return true;
  });
  EXPECT_EQ(own_set, own_clear);
}

TEST(Enumeration, MultiCoversOnlyTheGivenDirections) {
  std::uint8_t seen = 0;
  enumerate_cases(Kind::sliding_attacks, Level::quick, 0xAA, [&](const Input& in, Bitboard) {
    seen |= 1u << in.dir8;
    return true;
  });
  EXPECT_EQ(seen, 0xAA);
}

TEST(Enumeration, StopsWhenAsked) {
  EXPECT_EQ(enumerate_cases(Kind::between, Level::standard, 0xFF,
                            [](const Input&, Bitboard) { return false; }),
            1u);
}

TEST(Enumeration, LineSquaresWalkTheBoard) {
  EXPECT_EQ(line_squares(0, kEast), 0xFEu);
  EXPECT_EQ(line_squares(0, kNoEa), 0x8040201008040200u);
  EXPECT_EQ(line_squares(7, kNoWe), 0x0102040810204000u);
  EXPECT_EQ(line_squares(63, kSout), 0x0080808080808080u);
}

TEST(Enumeration, ComposedExpectedValuesAreTheOraclesAtTheStandardLevel) {
  // The single-line kinds and an x-ray at the standard level (more backgrounds
  // than quick): every composed expected value against the oracle walked anew.
  for (Kind kind : {Kind::rank_attacks, Kind::antidiagonal_attacks, Kind::xray_bishop_attacks}) {
    std::uint64_t wrong = 0;
    const std::uint64_t cases =
        enumerate_cases(kind, Level::standard, 0xFF, [&](const Input& in, Bitboard expected) {
          wrong += oracle::eval(in) != expected;
          return true;
        });
    EXPECT_GT(cases, 0u) << kind_name(kind);
    EXPECT_EQ(wrong, 0u) << kind_name(kind);
  }
}

TEST(Enumeration, RandomInputsAreValidAndTheirExpectedValuesTheOracles) {
  for (Kind kind : all_kinds()) {
    std::uint64_t wrong = 0, invalid = 0, own_set = 0, all_blocked = 0;
    const std::uint64_t cases =
        enumerate_random(kind, 42, 3000, 0xFF, [&](const Input& in, Bitboard expected) {
          wrong += oracle::eval(in) != expected;
          if (shape_of(kind) == Shape::xray) {
            invalid += (in.blockers & ~in.occ) != 0;
            all_blocked += in.blockers == in.occ;
          }
          if (kind == Kind::between) invalid += (in.targets & in.empty) != 0;
          if (kind == Kind::xray_sliding_attacks) invalid += (in.blockers & in.empty) != 0;
          own_set += (in.occ >> in.sq) & 1;
          return true;
        });
    EXPECT_EQ(cases, 3000u) << kind_name(kind);
    EXPECT_EQ(wrong, 0u) << kind_name(kind);
    EXPECT_EQ(invalid, 0u) << kind_name(kind);
    // Single, x-ray and ray kinds: both own-bit states occur.
    if (is_single_slider(kind)) {
      EXPECT_GT(own_set, 300u) << kind_name(kind);
      EXPECT_LT(own_set, 2700u) << kind_name(kind);
    }
    if (shape_of(kind) == Shape::xray) {  // every occupied square blocked, and fewer
      EXPECT_GE(all_blocked, 750u) << kind_name(kind);
      EXPECT_LT(all_blocked, 2000u) << kind_name(kind);
    }
  }
  // Reproducible from the seed; another seed gives other inputs.
  auto first = [](std::uint64_t seed) {
    Input out;
    enumerate_random(Kind::rook_attacks, seed, 1, 0xFF, [&](const Input& in, Bitboard) {
      out = in;
      return true;
    });
    return out;
  };
  EXPECT_EQ(first(7), first(7));
  EXPECT_NE(first(7), first(8));
}

TEST(Enumeration, RandomSearchCatchesPlantedBugs) {
  // check_random on its own (oracle and laws) finds each planted bug.
  for (const char* name : {"planted_wrap_h_to_a", "planted_missing_edge", "planted_off_line"}) {
    const Implementation& impl = *find_planted(name);
    const KindResult r = check_random(impl, Kind::rook_attacks, 1, 20000, 0);
    ASSERT_TRUE(r.mismatch) << name;
    EXPECT_EQ(r.mismatch->input.kind, Kind::rook_attacks) << name;
    EXPECT_TRUE(check_oracle(impl, r.mismatch->input)) << name;  // replays
  }
  EXPECT_FALSE(
      check_random(oracle_implementation(), Kind::xray_rook_attacks, 1, 20000, 100).mismatch);
  // The x-rays too (blockers at the run's density, or every occupied square).
  for (const Kind kind : {Kind::xray_rook_attacks, Kind::xray_bishop_attacks}) {
    for (const char* name : {"planted_missing_edge", "planted_own_bit"}) {
      const Implementation& impl = *find_planted(name);
      ASSERT_TRUE(impl.provides(kind)) << name;
      const KindResult r = check_random(impl, kind, 1, 20000, 0);
      ASSERT_TRUE(r.mismatch) << name << " " << kind_name(kind);
      EXPECT_EQ(r.mismatch->input.kind, kind) << name;
      EXPECT_TRUE(check_oracle(impl, r.mismatch->input)) << name;  // replays
    }
  }
}

TEST(Enumeration, DirectCallsAreRecorded) {
  // The direct path calls the plain pointer and records each call.
  CallRecord record;
  Implementation walker = oracle_implementation();
  walker.record = &record;
  const KindResult r = check_kind(walker, Kind::rank_attacks, Level::quick);
  EXPECT_FALSE(r.mismatch);
  EXPECT_EQ(record.calls.load(), r.cases);
  EXPECT_EQ(record.in_call.load(), 0);
  static const CallHistory none;
  const std::optional<Input> latest = latest_call(record, none);
  ASSERT_TRUE(latest);
  EXPECT_EQ(latest->kind, Kind::rank_attacks);
  // A wrong function is caught (and shrunk through eval, recorded too).
  Implementation wrap = *find_planted("planted_wrap_h_to_a");
  wrap.record = &record;
  EXPECT_TRUE(check_kind(wrap, Kind::rank_attacks, Level::quick).mismatch);
}

// ---- Numbered calls ----------------------------------------------------------

// An engine numbered g_numbering that logs every call (as it is called, in its
// numbering) and answers the oracle's, wrong on every call after the
// g_wrong_after-th.
Mapping g_numbering;
std::vector<Input> g_calls;
std::size_t g_wrong_after = ~std::size_t{0};
Bitboard logged(const Input& in) {
  g_calls.push_back(in);
  const Bitboard r = g_numbering.engine_bb(oracle::eval(g_numbering.board_input(in)));
  return g_calls.size() > g_wrong_after ? r ^ 1 : r;
}
Implementation logging_engine(const Mapping& m) {
  Implementation impl;
  impl.name = "logging";
  impl.mapping = m;
  impl.set(
      Kind::rook_attacks, +[](Bitboard occ, int sq) {
        return logged({.kind = Kind::rook_attacks, .sq = sq, .occ = occ});
      });
  impl.set(
      Kind::queen_attacks, +[](Bitboard occ, int sq) {
        return logged({.kind = Kind::queen_attacks, .sq = sq, .occ = occ});
      });
  impl.set(
      Kind::xray_bishop_attacks, +[](Bitboard occ, Bitboard blockers, int sq) {
        return logged(
            {.kind = Kind::xray_bishop_attacks, .sq = sq, .occ = occ, .blockers = blockers});
      });
  impl.set(
      Kind::sliding_attacks, +[](Bitboard sliders, Bitboard empty, int dir8) {
        return logged(
            {.kind = Kind::sliding_attacks, .dir8 = dir8, .sliders = sliders, .empty = empty});
      });
  return impl;
}

// Returns history emptied: no calls, no runs, not frozen.
CallHistory& fresh(CallHistory& history) {
  history.count = 0;
  history.frozen = 0;
  history.runs_begun = history.forgotten = 0;
  for (NumberedCalls& r : history.runs) r = NumberedCalls{};
  return history;
}

// Returns the last n calls logged, as a call record reads them back (in the
// board's numbering, the fields of their shape only).
std::vector<Input> last_logged(std::size_t n) {
  std::vector<Input> out;
  for (std::size_t i = g_calls.size() - std::min(n, g_calls.size()); i < g_calls.size(); ++i)
    out.push_back(g_numbering.board_input(shape_fields(g_calls[i])));
  return out;
}

TEST(NumberedCalls, AreMadeAgainAsTheyWereCalled) {
  // The enumeration's calls are only counted (NumberedCalls); the history and
  // the latest call are made again from the run's description: exactly the
  // calls made, in every path that numbers them (a kind's enumeration, under
  // the contracts, in another numbering; a queen unit), and up to the first
  // mismatch, which freezes the history.
  static CallHistory history;
  struct Run {
    const char* numbering;
    OwnSquare own;
    XrayBlockers xray;
    Kind kind;
    int queen_unit;  // >= 0: check_queen_unit
  };
  const Run runs[] = {
      {"a1,b1", OwnSquare::any, XrayBlockers::any, Kind::rook_attacks, -1},
      {"a8,b8", OwnSquare::occupied, XrayBlockers::any, Kind::rook_attacks, -1},
      {"h1,h2", OwnSquare::empty, XrayBlockers::occupied, Kind::xray_bishop_attacks, -1},
      {"a8,a7", OwnSquare::any, XrayBlockers::any, Kind::sliding_attacks, -1},
      {"h8,g8", OwnSquare::occupied, XrayBlockers::any, Kind::queen_attacks, 100},
  };
  for (const Run& run : runs) {
    for (const std::size_t wrong_after : {~std::size_t{0}, std::size_t{5000}}) {
      for (const bool random : {false, true}) {
        if (random && run.queen_unit >= 0) continue;
        const std::string name = std::string(kind_name(run.kind)) + " " + run.numbering +
                                 (wrong_after == 5000 ? " wrong" : "") + (random ? " random" : "");
        g_numbering = *Mapping::parse(run.numbering);
        g_calls.clear();
        g_wrong_after = wrong_after;
        CallRecord record;
        record.history = &fresh(history);
        Implementation impl = logging_engine(g_numbering);
        impl.own_square = run.own;
        impl.xray_blockers = run.xray;
        impl.record = &record;
        // The random search: law cases first (their calls written), then random
        // inputs (numbered).
        const KindResult r = run.queen_unit >= 0 ? check_queen_unit(impl, run.queen_unit)
                             : random            ? check_random(impl, run.kind, 7, 100000, 20)
                                                 : check_kind(impl, run.kind, Level::quick);
        EXPECT_EQ(r.mismatch.has_value(), wrong_after == 5000) << name;
        EXPECT_EQ(record.in_call.load(), 0) << name;
        if (r.mismatch) {
          // Frozen at the first mismatch: the calls up to it (a queen unit calls
          // both own-bit states before it compares), not the shrinker's after it.
          ASSERT_TRUE(history.frozen) << name;
          EXPECT_GE(history.count.load(), 5001u) << name;
          EXPECT_LE(history.count.load(), run.queen_unit >= 0 ? 5002u : 5001u) << name;
          g_calls.resize(history.count.load());
        } else {
          EXPECT_EQ(history.count.load(), g_calls.size()) << name;
          EXPECT_EQ(latest_call(record, history), last_logged(1)[0]) << name;
        }
        const std::vector<Input> kept = recorded_calls(record, history);
        EXPECT_EQ(kept.size(), kCallHistory) << name;
        EXPECT_TRUE(kept == last_logged(kCallHistory)) << name;
      }
    }
  }
}

TEST(NumberedCalls, RunsNoLongerKeptAreLeftOutOfTheHistory) {
  // More runs than a history keeps (kNumberedRuns) within its last
  // kCallHistory calls: the calls of the runs overwritten are left out, the
  // others are made again exactly.
  static CallHistory history;
  g_numbering = *Mapping::parse("a8,b8");
  g_calls.clear();
  g_wrong_after = ~std::size_t{0};
  CallRecord record;
  record.history = &fresh(history);
  Implementation impl = logging_engine(g_numbering);
  impl.record = &record;
  const std::uint64_t runs = kNumberedRuns + 6, per_run = 50;
  for (std::uint64_t i = 0; i < runs; ++i)
    ASSERT_FALSE(check_random(impl, Kind::rook_attacks, i, per_run, 0).mismatch);
  ASSERT_EQ(history.count.load(), runs * per_run);
  EXPECT_EQ(history.forgotten, 6 * per_run);
  const std::vector<Input> kept = recorded_calls(record, history);
  EXPECT_EQ(kept.size(), (runs - 6) * per_run);
  EXPECT_TRUE(kept == last_logged((runs - 6) * per_run));
}

// ---- Cases made in an engine's numbering, under a contract ------------------

// Returns visit's count of the inputs and expected values that are not the
// oracle's in numbering m (the input moved back to the board, the value to m).
struct NotTheOracles {
  Mapping m;
  std::uint64_t* wrong;
  bool operator()(const Input& in, Bitboard expected) const {
    *wrong += m.engine_bb(oracle::eval(m.board_input(in))) != expected;
    return true;
  }
};

TEST(Frames, CasesAreTheOraclesInEveryNumbering) {
  // Every numbering, and squares and bits numbered apart (Igel's a8,b8 with
  // bits h1,g1; a transposed pair), the kinds of every shape (the others share
  // their loops).
  const Kind kinds[] = {Kind::rank_attacks,    Kind::bishop_attacks,   Kind::xray_rook_attacks,
                        Kind::sliding_attacks, Kind::between,          Kind::squares_between,
                        Kind::pawn_attacks,    Kind::pawn_set_attacks, Kind::knight_attacks};
  std::vector<std::pair<std::string, Mapping>> numberings;
  for (const char* name : Mapping::names()) numberings.emplace_back(name, *Mapping::parse(name));
  for (const auto& [squares, bits] : {std::pair{"a8,b8", "h1,g1"}, std::pair{"a1,b1", "h8,h7"}})
    numberings.emplace_back(std::string(squares) + "/" + bits,
                            Mapping::apart(*Mapping::parse(squares), *Mapping::parse(bits)));
  for (const auto& [name, m] : numberings) {
    for (Kind kind : kinds) {
      std::uint64_t wrong = 0;
      const std::uint64_t cases = enumerate_cases(
          kind, Level::quick, 0xFF, CaseFrame{.numbering = m}, NotTheOracles{m, &wrong});
      EXPECT_EQ(cases, enumerate_cases(kind, Level::quick, 0xFF,
                                       [](const Input&, Bitboard) { return true; }))
          << name << " " << kind_name(kind);
      EXPECT_EQ(wrong, 0u) << name << " " << kind_name(kind);
      wrong = 0;
      EXPECT_EQ(enumerate_random(kind, 7, 2000, 0xFF, CaseFrame{.numbering = m},
                                 NotTheOracles{m, &wrong}),
                2000u);
      EXPECT_EQ(wrong, 0u) << name << " " << kind_name(kind) << " (random)";
    }
    std::uint64_t wrong = 0;
    EXPECT_GT(
        enumerate_queen_unit(kQueenUnits - 1, CaseFrame{.numbering = m}, NotTheOracles{m, &wrong}),
        0u);
    EXPECT_EQ(wrong, 0u) << name << " (queen unit)";
  }
}

TEST(Frames, AContractKeepsTheHalfItAllows) {
  for (Kind kind : {Kind::rank_attacks, Kind::rook_attacks, Kind::queen_attacks}) {
    std::uint64_t counts[3] = {0, 0, 0}, wrong_bit = 0;
    for (OwnSquare own : {OwnSquare::any, OwnSquare::occupied, OwnSquare::empty}) {
      const Mapping m = *Mapping::parse("h8,h7");
      counts[static_cast<int>(own)] = enumerate_cases(
          kind, Level::quick, 0xFF, CaseFrame{.numbering = m, .own = own},
          [&](const Input& in, Bitboard) {
            const bool set = (in.occ >> in.sq) & 1;
            wrong_bit += (own == OwnSquare::occupied && !set) || (own == OwnSquare::empty && set);
            return true;
          });
    }
    EXPECT_EQ(wrong_bit, 0u) << kind_name(kind);
    EXPECT_EQ(counts[0], 2 * counts[1]) << kind_name(kind);
    EXPECT_EQ(counts[0], 2 * counts[2]) << kind_name(kind);
  }
  // The queen units keep both cases of each occupancy (they differ off the
  // lines), the own bit as the contract says.
  std::uint64_t any = 0, occupied = 0, clear = 0;
  const int unit = kQueenUnits - 1, sq = queen_unit_square(unit);
  any = enumerate_queen_unit(unit, CaseFrame{}, [](const Input&, Bitboard) { return true; });
  EXPECT_EQ(enumerate_queen_unit(unit, CaseFrame{.own = OwnSquare::occupied},
                                 [&](const Input& in, Bitboard) {
                                   occupied += (in.occ >> sq) & 1;
                                   return true;
                                 }),
            any);
  EXPECT_EQ(occupied, any);
  EXPECT_EQ(enumerate_queen_unit(unit, CaseFrame{.own = OwnSquare::empty},
                                 [&](const Input& in, Bitboard) {
                                   clear += !((in.occ >> sq) & 1);
                                   return true;
                                 }),
            any);
  EXPECT_EQ(clear, any);
}

// Returns an engine numbered m whose rank_attacks is the oracle's, but for an
// extra bit on the engine's square 0 when its index 2 is empty.
Implementation numbered_rank_engine(const Mapping& m, bool wrong) {
  Implementation impl;
  impl.name = "numbered";
  impl.mapping = m;
  auto callables = std::make_shared<Callables>();
  (*callables)[static_cast<int>(Kind::rank_attacks)] = [m, wrong](const Input& in) {
    Bitboard r = m.engine_bb(oracle::eval(m.board_input(in)));
    if (wrong && in.sq == 0 && !((in.occ >> 2) & 1)) r ^= Bitboard{1} << 63;
    return r;
  };
  impl.callables = callables;
  impl.set(
      Kind::rank_attacks, +[](Bitboard, int) -> Bitboard { return 0; });
  return impl;
}

TEST(Frames, AMismatchInAnotherNumberingIsReportedOnTheBoard) {
  for (const char* name : Mapping::names()) {
    const Mapping m = *Mapping::parse(name);
    EXPECT_FALSE(
        check_kind(numbered_rank_engine(m, false), Kind::rank_attacks, Level::quick).mismatch)
        << name;
    EXPECT_FALSE(
        check_random(numbered_rank_engine(m, false), Kind::rank_attacks, 3, 3000, 10).mismatch)
        << name;
    const Implementation wrong = numbered_rank_engine(m, true);
    for (const auto& r : {check_kind(wrong, Kind::rank_attacks, Level::quick),
                          check_random(wrong, Kind::rank_attacks, 3, 30000, 0)}) {
      ASSERT_TRUE(r.mismatch) << name;
      const Mismatch& mm = *r.mismatch;
      EXPECT_EQ(mm.input.sq, m.board_square(0)) << name;  // the board's square of index 0
      EXPECT_EQ(mm.expected, oracle::eval(mm.input)) << name;
      EXPECT_EQ(mm.actual, wrong.eval(mm.input)) << name;  // replays through the numbering
    }
  }
}

TEST(Frames, CallsAreRecordedInTheEnginesNumberingAndReadOnTheBoard) {
  const Mapping m = *Mapping::parse("a8,b8");
  CallRecord record;
  CallHistory history;
  record.history = &history;
  Implementation wrong = numbered_rank_engine(m, true);
  wrong.record = &record;
  ASSERT_TRUE(check_kind(wrong, Kind::rank_attacks, Level::quick).mismatch);
  ASSERT_TRUE(history.frozen);  // at the first mismatch, which is its last entry
  const Input last = recorded_input(record, history.inputs[(history.count - 1) % kCallHistory]);
  EXPECT_EQ(last.kind, Kind::rank_attacks);
  EXPECT_EQ(last.sq, m.board_square(0));
  EXPECT_NE(wrong.eval(last), oracle::eval(last));
  EXPECT_EQ(calls_made(record, history), history.count + record.calls.load());
}

// Returns an engine numbered m whose xray_rook_attacks reads occ as its
// blockers (engine-style), wrong on the engine's square 0 when `wrong`.
Implementation numbered_xray_engine(const Mapping& m, bool wrong) {
  Implementation impl;
  impl.name = "numbered_xray";
  impl.mapping = m;
  impl.xray_blockers = XrayBlockers::occupied;
  auto callables = std::make_shared<Callables>();
  (*callables)[static_cast<int>(Kind::xray_rook_attacks)] = [m, wrong](const Input& in) {
    Input board = m.board_input(in);
    board.blockers = board.occ;
    Bitboard r = m.engine_bb(oracle::eval(board));
    if (wrong && in.sq == 0) r ^= Bitboard{1} << 63;
    return r;
  };
  impl.callables = callables;
  impl.set(
      Kind::xray_rook_attacks, +[](Bitboard, Bitboard, int) -> Bitboard { return 0; });
  return impl;
}

TEST(Frames, TheXrayContractIsCheckedInTheEnginesNumbering) {
  for (const char* name : {"a1,b1", "h8,h7"}) {
    const Mapping m = *Mapping::parse(name);
    const Implementation right = numbered_xray_engine(m, false);
    const KindResult r = check_kind(right, Kind::xray_rook_attacks, Level::quick);
    EXPECT_FALSE(r.mismatch) << name;
    EXPECT_GT(r.cases, 0u);
    EXPECT_FALSE(check_random(right, Kind::xray_rook_attacks, 5, 20000, 10).mismatch) << name;
    Implementation any = right;  // the same engine under `any` blockers fails
    any.xray_blockers = XrayBlockers::any;
    EXPECT_TRUE(check_kind(any, Kind::xray_rook_attacks, Level::quick).mismatch) << name;
    const Implementation wrong = numbered_xray_engine(m, true);
    for (const auto& w : {check_kind(wrong, Kind::xray_rook_attacks, Level::quick),
                          check_random(wrong, Kind::xray_rook_attacks, 5, 20000, 0)}) {
      ASSERT_TRUE(w.mismatch) << name;
      EXPECT_EQ(w.mismatch->input.sq, m.board_square(0)) << name;
      EXPECT_EQ(w.mismatch->input.blockers, w.mismatch->input.occ) << name;  // as called
      EXPECT_EQ(w.mismatch->actual, wrong.eval(w.mismatch->input)) << name;
      EXPECT_EQ(w.mismatch->expected, oracle::eval(w.mismatch->input)) << name;
    }
  }
}

TEST(QueenUnits, CoverTheirSquaresExactly) {
  // The units of a1 (8 parts of 2^21 occupancies): every occupancy of the four
  // lines once, in both own-bit states, each expected value the oracle's.
  std::uint64_t cases = 0, wrong = 0, own_set = 0;
  Bitboard seen_union = 0;
  const int a1 = queen_first_unit(0);
  for (int unit = a1; unit < a1 + kQueenParts; ++unit) {
    cases += enumerate_queen_unit(unit, [&](const Input& in, Bitboard expected) {
      if ((cases + own_set) % 97 == 0) wrong += oracle::eval(in) != expected;  // sampled
      own_set += (in.occ & 1);
      seen_union |=
          in.occ & (line_squares(0, kEast) | line_squares(0, kNort) | line_squares(0, kNoEa));
      return true;
    });
  }
  EXPECT_EQ(cases, 2u << 21);
  EXPECT_EQ(own_set, 1u << 21);
  EXPECT_EQ(wrong, 0u);
  EXPECT_EQ(seen_union, line_squares(0, kEast) | line_squares(0, kNort) | line_squares(0, kNoEa));
  // The parts are disjoint: the 2^21 occupancies (own bit set) are distinct.
  std::vector<Bitboard> occs;
  occs.reserve(1u << 21);
  for (int unit = a1; unit < a1 + kQueenParts; ++unit) {
    enumerate_queen_unit(unit, [&](const Input& in, Bitboard) {
      if (in.occ & 1) occs.push_back(in.occ);
      return true;
    });
  }
  std::sort(occs.begin(), occs.end());
  EXPECT_EQ(std::unique(occs.begin(), occs.end()) - occs.begin(), 1 << 21);
  // The same unit twice gives the same cases; the parts of a square are equal.
  EXPECT_EQ(enumerate_queen_unit(a1 + 3, [](const Input&, Bitboard) { return true; }), cases / 8);
  EXPECT_EQ(enumerate_queen_unit(a1 + 5, [](const Input&, Bitboard) { return false; }), 1u);
}

TEST(QueenUnits, CountedWithoutMakingThem) {
  // A progress line's total (queen_unit_cases) is the number of cases the
  // unit makes: on a corner, an edge and a centre square, and in all the
  // 2 x 1,166,016,512 cases of the exhaustive level's queen.
  for (int sq : {0, 4, 9}) {
    const int unit = queen_first_unit(sq);
    EXPECT_EQ(queen_unit_cases(unit),
              enumerate_queen_unit(unit, [](const Input&, Bitboard) { return true; }))
        << sq;
  }
  std::uint64_t all = 0;
  for (int unit = 0; unit < kQueenUnits; ++unit) all += queen_unit_cases(unit);
  EXPECT_EQ(all, 2ull * 1'166'016'512ull);
}

TEST(QueenUnits, AreEverySquaresParts) {
  // queen_unit_square and queen_first_unit are inverse; every square has its
  // kQueenParts consecutive units; the largest squares come first.
  int seen[64] = {};
  std::uint64_t previous = ~0ull;
  for (int unit = 0; unit < kQueenUnits; ++unit) {
    const int sq = queen_unit_square(unit);
    ASSERT_TRUE(0 <= sq && sq < 64) << unit;
    ++seen[sq];
    EXPECT_EQ(queen_first_unit(sq), unit - unit % kQueenParts) << unit;
    // The unit's size: both own-bit states of 2^(line squares - 3) occupancies.
    const std::uint64_t size = 2ull << (detail::queen_line_squares(sq) - 3);
    EXPECT_LE(size, previous) << unit;
    previous = size;
    if (unit >= kQueenUnits - 16) {  // the smallest, counted
      EXPECT_EQ(enumerate_queen_unit(unit, [](const Input&, Bitboard) { return true; }), size);
    }
  }
  for (int sq = 0; sq < 64; ++sq) EXPECT_EQ(seen[sq], kQueenParts) << square_name(sq);
  EXPECT_EQ(queen_unit_square(0), 27);  // d4
}

TEST(QueenUnits, CatchPlantedBugs) {
  const KindResult wrap =
      check_queen_unit(*find_planted("planted_wrap_h_to_a"), queen_first_unit(7));
  ASSERT_TRUE(wrap.mismatch);
  EXPECT_EQ(wrap.mismatch->input.sq, 7);
  EXPECT_FALSE(check_queen_unit(oracle_implementation(), kQueenUnits - 1).mismatch);
}

// ---- Shards ------------------------------------------------------------------

TEST(Sharding, ParsesOnlyValidShards) {
  EXPECT_EQ(parse_shard("0/1")->count, 1);
  EXPECT_EQ(parse_shard("3/4")->index, 3);
  EXPECT_EQ(parse_shard("999999/1000000")->index, 999999);
  for (const char* bad :
       {"", "0/0", "3/2", "2/2", "1", "/", "1/", "/2", "-1/2", "a/b", "1/2/3", " 1/2", "1/1000001"})
    EXPECT_FALSE(parse_shard(bad)) << bad;
}

// Sharding's test: the cases of `units` (each enumerated by `cases_of`) split
// into n shards by `shard_of`, against the whole set: the count, a sum and an
// xor of a hash of each case (a multiset hash), and each unit in exactly one
// shard. Returns what went wrong, or nothing.
using ShardFn = FunctionRef<bool(std::uint64_t unit, Shard shard)>;
using CasesFn = FunctionRef<void(std::uint64_t unit, FunctionRef<void(const Input&)> each)>;

std::string partition_problems(std::uint64_t first, std::uint64_t units, int n, ShardFn shard_of,
                               CasesFn cases_of) {
  struct Sum {
    std::uint64_t count = 0, sum = 0, xored = 0;
    void add(const Input& in) {
      std::uint64_t z = in.occ ^ (in.blockers * 31) ^ (in.sliders * 131) ^ (in.empty * 1031) ^
                        (in.targets * 10007);
      z = z * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(in.sq * 8 + in.dir8) +
          static_cast<std::uint64_t>(in.kind) * 0x632BE59BD9B4E019ull;
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
      z ^= z >> 31;
      ++count;
      sum += z;
      xored ^= z;
    }
  } whole, sharded;
  std::string problems;
  for (std::uint64_t u = first; u < first + units; ++u) {
    cases_of(u, [&](const Input& in) { whole.add(in); });
    int owners = 0;
    for (int i = 0; i < n; ++i) owners += shard_of(u, Shard{.index = i, .count = n});
    if (owners != 1)
      problems += "unit " + std::to_string(u) + " is in " + std::to_string(owners) + " shards; ";
  }
  for (int i = 0; i < n; ++i) {
    for (std::uint64_t u = first; u < first + units; ++u) {
      if (shard_of(u, Shard{.index = i, .count = n}))
        cases_of(u, [&](const Input& in) { sharded.add(in); });
    }
  }
  if (sharded.count != whole.count)
    problems += std::to_string(sharded.count) + " cases in the shards, " +
                std::to_string(whole.count) + " in the whole; ";
  if (sharded.sum != whole.sum || sharded.xored != whole.xored)
    problems += "the shards' cases differ from the whole's; ";
  return problems;
}

// The cases of queen units of a `--level exhaustive` check: the last (the
// smallest) 16, two edge squares' (8 x 2^18 occupancies each, both own-bit
// states).
constexpr std::uint64_t kSmallest = kQueenUnits - 2 * kQueenParts;
const auto queen_cases = [](std::uint64_t unit, FunctionRef<void(const Input&)> each) {
  enumerate_queen_unit(static_cast<int>(unit), [&](const Input& in, Bitboard) {
    each(in);
    return true;
  });
};

// The shard function of `slidercheck check --shard` (enumerate.h).
const auto the_shards = [](std::uint64_t unit, Shard shard) { return in_shard(unit, shard); };

TEST(Sharding, ShardsPartitionTheQueenCases) {
  for (int n : {1, 3, 16})
    EXPECT_EQ(partition_problems(kSmallest, 2 * kQueenParts, n, the_shards, queen_cases), "") << n;
}

TEST(Sharding, ShardsPartitionTheUnitsOfEveryPlan) {
  // Positions only (each unit one case): every n from 1 to 40 and a few more,
  // over the 512 queen units plus the 12 kinds of an exhaustive plan.
  auto one_case = [](std::uint64_t unit, FunctionRef<void(const Input&)> each) {
    each(Input{.sq = static_cast<int>(unit % 64), .occ = unit});
  };
  for (int n = 1; n <= 40; ++n)
    EXPECT_EQ(partition_problems(0, kQueenUnits + kKinds, n, the_shards, one_case), "") << n;
  for (int n : {511, 512, 523, 524, 525, 1000})
    EXPECT_EQ(partition_problems(0, kQueenUnits + kKinds, n, the_shards, one_case), "") << n;
}

TEST(Sharding, AWrongPartitionIsCaught) {
  // Overlapping (unit 5 in every shard) and gapped (unit 9 in none): each is
  // reported, by the unit owners and by the case count and hash.
  auto overlapping = [](std::uint64_t u, Shard s) { return in_shard(u, s) || u == kSmallest + 5; };
  auto gapped = [](std::uint64_t u, Shard s) { return in_shard(u, s) && u != kSmallest + 9; };
  const std::string over =
      partition_problems(kSmallest, 2 * kQueenParts, 3, overlapping, queen_cases);
  EXPECT_NE(over.find("unit " + std::to_string(kSmallest + 5) + " is in 3 shards"),
            std::string::npos)
      << over;
  EXPECT_NE(over.find("cases in the shards"), std::string::npos) << over;
  const std::string gap = partition_problems(kSmallest, 2 * kQueenParts, 3, gapped, queen_cases);
  EXPECT_NE(gap.find("unit " + std::to_string(kSmallest + 9) + " is in 0 shards"),
            std::string::npos)
      << gap;
  EXPECT_NE(gap.find("cases in the shards"), std::string::npos) << gap;
  // A shard function that keeps every unit in one shard but the wrong one
  // (two units swapped) is still a partition: nothing to report.
  auto swapped = [](std::uint64_t u, Shard s) {
    return in_shard(u == kSmallest ? u + 1 : u == kSmallest + 1 ? u - 1 : u, s);
  };
  EXPECT_EQ(partition_problems(kSmallest, 2 * kQueenParts, 3, swapped, queen_cases), "");
}

}  // namespace
}  // namespace slidercheck
