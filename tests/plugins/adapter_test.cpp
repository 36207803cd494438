// The adapter under every numbering: the mappings against their definitions,
// translated engines passing and failing the same checks as `verify`, and the
// own-square contract.
#include <gtest/gtest.h>

#include "slidercheck/conformance.h"
#include "slidercheck/conformance_subject.h"
#include "slidercheck/oracle.h"
#include "slidercheck/oracle_leapers.h"
#include "slidercheck/plan.h"
#include "slidercheck/planted.h"

namespace slidercheck::plugin {
namespace {

// Two tasks report mismatches for diagonal_attacks: its own task (the oracle)
// and antidiagonal_attacks' task (a law blaming diagonal). Whatever order the
// workers finish in, the report keeps the own task's one.
TEST(Merge, KeepsTheSameMismatchWhateverOrderTasksFinish) {
  auto result = [](Kind task_kind, const char* law) {
    KindResult r{.kind = task_kind, .cases = 1};
    Mismatch m;
    m.law = law;
    m.input = Input{.kind = Kind::diagonal_attacks, .sq = 33};
    r.mismatch = m;
    return r;
  };
  const KindResult own = result(Kind::diagonal_attacks, "oracle");
  const KindResult other = result(Kind::antidiagonal_attacks, "symmetry:flip_vertical");
  for (bool own_first : {true, false}) {
    std::vector<FunctionResult> results{{.kind = Kind::diagonal_attacks},
                                        {.kind = Kind::antidiagonal_attacks}};
    if (own_first) {
      merge(results, own, 0);
      merge(results, other, 1);
    } else {
      merge(results, other, 1);
      merge(results, own, 0);
    }
    ASSERT_TRUE(results[0].mismatch) << own_first;
    EXPECT_EQ(results[0].mismatch->law, "oracle") << own_first;
    EXPECT_FALSE(results[1].mismatch) << own_first;
  }
  // Between two tasks of the same kind (e.g. queen units), the earlier wins.
  for (bool early_first : {true, false}) {
    std::vector<FunctionResult> results{{.kind = Kind::diagonal_attacks}};
    KindResult early = result(Kind::diagonal_attacks, "early"),
               late = result(Kind::diagonal_attacks, "late");
    if (early_first) {
      merge(results, early, 3);
      merge(results, late, 7);
    } else {
      merge(results, late, 7);
      merge(results, early, 3);
    }
    EXPECT_EQ(results[0].mismatch->law, "early") << early_first;
  }
}

TEST(Mapping, AcceptsExactlyTheEightNumberings) {
  for (const char* name : Mapping::names()) {
    auto m = Mapping::parse(name);
    ASSERT_TRUE(m) << name;
    EXPECT_EQ(m->name(), name);
  }
  EXPECT_TRUE(Mapping::parse(" A8 , B8 "));
  for (const char* bad :
       {"", "a1", "a1,c1", "a1,b2", "b1,a1", "a1,a1", "e4,e5", "a1;b1", "a1,b1,c1", "0,1"})
    EXPECT_FALSE(Mapping::parse(bad)) << bad;
  EXPECT_TRUE(Mapping().identity());
  EXPECT_EQ(Mapping().name(), "a1,b1");
}

TEST(Mapping, SquaresZeroAndOneAreTheNamedOnes) {
  for (const char* name : Mapping::names()) {
    const Mapping m = *Mapping::parse(name);
    const std::string text = name;
    EXPECT_EQ(square_name(m.board_square(0)), text.substr(0, 2)) << name;
    EXPECT_EQ(square_name(m.board_square(1)), text.substr(3, 2)) << name;
    // Index 8 starts the second row of the numbering, next to square 0.
    const int sq0 = m.board_square(0), sq8 = m.board_square(8);
    EXPECT_EQ(std::abs(file_of(sq0) - file_of(sq8)) + std::abs(rank_of(sq0) - rank_of(sq8)), 1);
  }
  const Mapping a8 = *Mapping::parse("a8,b8");
  EXPECT_EQ(a8.engine_square(56), 0);  // a8
  EXPECT_EQ(a8.engine_square(7), 63);  // h1
  EXPECT_EQ(a8.engine_square(48), 8);  // a7
  const Mapping h8h7 = *Mapping::parse("h8,h7");
  EXPECT_EQ(h8h7.engine_square(63), 0);  // h8
  EXPECT_EQ(h8h7.engine_square(55), 1);  // h7
  EXPECT_EQ(h8h7.engine_square(62), 8);  // g8
  EXPECT_EQ(h8h7.engine_square(0), 63);  // a1
}

TEST(Mapping, BitboardsMoveBitBySquare) {
  std::uint64_t x = 0x9E3779B97F4A7C15ull;
  for (const char* name : Mapping::names()) {
    const Mapping m = *Mapping::parse(name);
    for (int sq = 0; sq < 64; ++sq) {
      EXPECT_EQ(m.board_square(m.engine_square(sq)), sq);
      EXPECT_EQ(m.engine_bb(square_bb(sq)), square_bb(m.engine_square(sq))) << name << " " << sq;
    }
    for (int i = 0; i < 100; ++i) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      EXPECT_EQ(m.board_bb(m.engine_bb(x)), x);
      EXPECT_EQ(popcount(m.engine_bb(x)), popcount(x));
    }
  }
}

// The oracle, re-expressed in an engine numbering: what a correct engine returns.
Implementation oracle_in(const Mapping& m) {
  conformance::Functions f;
  f.rank_attacks = [m](Bitboard occ, int sq) {
    return m.engine_bb(oracle::rank_attacks(m.board_bb(occ), m.board_square(sq)));
  };
  f.diagonal_attacks = [m](Bitboard occ, int sq) {
    return m.engine_bb(oracle::diagonal_attacks(m.board_bb(occ), m.board_square(sq)));
  };
  f.xray_bishop_attacks = [m](Bitboard occ, Bitboard blockers, int sq) {
    return m.engine_bb(
        oracle::xray_bishop_attacks(m.board_bb(occ), m.board_bb(blockers), m.board_square(sq)));
  };
  f.between = [m](Bitboard sliders, Bitboard empty, Bitboard targets, int dir8) {
    return m.engine_bb(
        oracle::between(m.board_bb(sliders), m.board_bb(empty), m.board_bb(targets), dir8));
  };
  return conformance::implementation_of(f, m.name());
}

TEST(Adapter, CorrectEnginesConformInEveryNumbering) {
  for (const char* name : Mapping::names()) {
    const Mapping m = *Mapping::parse(name);
    Implementation engine = oracle_in(m);
    engine.mapping = m;
    for (Kind kind : {Kind::rank_attacks, Kind::diagonal_attacks})
      EXPECT_FALSE(check_kind(engine, kind, Level::quick).mismatch) << name;
    auto results = check_in_process(engine, {.level = Level::quick, .only = {Kind::rank_attacks}});
    ASSERT_EQ(results.size(), 1u);
    EXPECT_EQ(results[0].status, FunctionResult::Status::pass);
  }
}

// rank_attacks of an engine numbered up the files (a1 = 0, a2 = 1), a plain pointer.
Bitboard rank_attacks_transposed(Bitboard occ, int sq) {
  static const Mapping m = *Mapping::parse("a1,a2");
  return m.engine_bb(oracle::rank_attacks(m.board_bb(occ), m.board_square(sq)));
}

TEST(Adapter, PlainPointersAreTranslatedByTheirNumbering) {
  // A plugin's path: plain pointers, translated per call by eval().
  Implementation engine;
  engine.name = "a1,a2";
  engine.set(Kind::rank_attacks, &rank_attacks_transposed);
  EXPECT_TRUE(check_kind(engine, Kind::rank_attacks, Level::quick).mismatch);  // read as a1,b1
  engine.mapping = *Mapping::parse("a1,a2");
  EXPECT_FALSE(check_kind(engine, Kind::rank_attacks, Level::quick).mismatch);
}

TEST(Adapter, AWrongNumberingIsCaught) {
  const Mapping engine_numbering = *Mapping::parse("a1,a2");
  const Implementation engine = oracle_in(engine_numbering);
  const KindResult r = check_kind(engine, Kind::rank_attacks, Level::quick);
  ASSERT_TRUE(r.mismatch);
  EXPECT_EQ(r.mismatch->input.kind, Kind::rank_attacks);
}

// The conformance library takes the leapers as callables: correct ones conform
// in an engine numbered from a8 (white still attacks towards rank 8 of the
// board), and pawns that wrap from the h-file fail with a C++ input expression.
TEST(Adapter, LeapersThroughTheConformanceLibrary) {
  const Mapping m = *Mapping::parse("a8,b8");
  conformance::Functions f;
  f.knight_set_attacks = [m](Bitboard set) {
    return m.engine_bb(oracle::knight_set_attacks(m.board_bb(set)));
  };
  f.pawn_attacks = [m](int color, int sq) {
    return m.engine_bb(oracle::pawn_attacks(color, m.board_square(sq)));
  };
  const conformance::Options a8b8{.mapping = "a8,b8"};
  for (const conformance::Result& r : conformance::check("leapers", f, a8b8))
    EXPECT_EQ(r.status, FunctionResult::Status::pass) << conformance::describe(r, a8b8);
  // Engine squares, a1 = 0: white pawns shifted by 7 and 9 with no file mask.
  f.pawn_attacks = [](int color, int sq) {
    const Bitboard p = square_bb(sq);
    return color == 0 ? (p << 9) | (p << 7) : (p >> 7) | (p >> 9);
  };
  const auto results = conformance::check("wrapping", f, {}, {Kind::pawn_attacks});
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].status, FunctionResult::Status::fail);
  const std::string text = conformance::describe(results[0]);
  EXPECT_NE(text.find("slidercheck::Input{.kind = slidercheck::Kind::pawn_attacks, .sq = "),
            std::string::npos)
      << text;
  EXPECT_NE(text.find(".color = "), std::string::npos) << text;
}

// The conformance library takes the x-ray contract: engine-style x-rays (the
// blockers argument ignored, every occupied square a blocker) conform under
// it and not without it, and a wrong one is caught under it, the report
// naming the contract.
TEST(Adapter, XrayContractThroughTheConformanceLibrary) {
  auto engine_style = [](bool wrong) {
    conformance::Functions f;
    f.xray_rook_attacks = [wrong](Bitboard occ, Bitboard, int sq) {
      return wrong && sq == 0 ? 0 : oracle::xray_rook_attacks(occ, occ, sq);
    };
    f.xray_sliding_attacks = [](Bitboard sliders, Bitboard empty, Bitboard, int dir8) {
      return oracle::xray_sliding_attacks(sliders, empty, ~empty, dir8);
    };
    return f;
  };
  const conformance::Options occupied{.xray_blockers = XrayBlockers::occupied};
  for (const conformance::Result& r :
       conformance::check("engine_style", engine_style(false), occupied))
    EXPECT_EQ(r.status, FunctionResult::Status::pass) << conformance::describe(r, occupied);
  for (const conformance::Result& r : conformance::check("engine_style", engine_style(false)))
    EXPECT_EQ(r.status, FunctionResult::Status::fail) << kind_name(r.kind);
  const auto results =
      conformance::check("wrong", engine_style(true), occupied, {Kind::xray_rook_attacks});
  ASSERT_EQ(results.size(), 1u);
  ASSERT_EQ(results[0].status, FunctionResult::Status::fail);
  ASSERT_TRUE(results[0].detail && results[0].detail->mismatch);
  const Input& in = results[0].detail->mismatch->input;
  EXPECT_EQ(in.sq, 0);
  EXPECT_EQ(in.blockers, in.occ);
  EXPECT_NE(conformance::describe(results[0], occupied).find("x-ray blockers: "),
            std::string::npos);
}

// The conformance library takes the conventions: pawns named side-relative
// (black's west the board's east) conform as relative, not as board-sided,
// and the report names the sides; squares and bits numbered apart conform
// with the bit mapping given.
TEST(Adapter, ConventionsThroughTheConformanceLibrary) {
  conformance::Functions relative;
  relative.pawn_west_attacks = [](int color, Bitboard set) {
    return color == 0 ? oracle::pawn_west_attacks(0, set) : oracle::pawn_east_attacks(1, set);
  };
  relative.pawn_east_attacks = [](int color, Bitboard set) {
    return color == 0 ? oracle::pawn_east_attacks(0, set) : oracle::pawn_west_attacks(1, set);
  };
  const conformance::Options sides{.pawn_sides = PawnSides::relative};
  for (const conformance::Result& r : conformance::check("relative", relative, sides))
    EXPECT_EQ(r.status, FunctionResult::Status::pass) << conformance::describe(r, sides);
  const auto board = conformance::check("relative", relative, {}, {Kind::pawn_west_attacks});
  ASSERT_EQ(board.size(), 1u);
  EXPECT_EQ(board[0].status, FunctionResult::Status::fail);
  const auto west = conformance::check("relative", relative, sides, {Kind::pawn_west_attacks});
  ASSERT_EQ(west.size(), 1u);
  EXPECT_EQ(west[0].status, FunctionResult::Status::pass);
  conformance::Functions board_sided;
  board_sided.pawn_west_attacks = [](int color, Bitboard set) {
    return oracle::pawn_west_attacks(color, set);
  };
  const auto told_relative = conformance::check("board", board_sided, sides);
  ASSERT_EQ(told_relative.size(), 1u);
  ASSERT_EQ(told_relative[0].status, FunctionResult::Status::fail);
  EXPECT_NE(conformance::describe(told_relative[0], sides).find("pawn sides: "), std::string::npos);
  // Squares a8,b8 and bits h1,g1 (the square's bit is 63 - the a1-based bit
  // of its mirror), as the numbering tests build such an engine.
  const Mapping apart = Mapping::apart(*Mapping::parse("a8,b8"), *Mapping::parse("h1,g1"));
  conformance::Functions bits;
  bits.rook_attacks = [apart](Bitboard occ, int sq) {
    const Input in = apart.board_input(Input{.kind = Kind::rook_attacks, .sq = sq, .occ = occ});
    return apart.engine_bb(oracle::eval(in));
  };
  const conformance::Options declared{.mapping = "a8,b8", .bit_mapping = "h1,g1"};
  for (const conformance::Result& r : conformance::check("bits", bits, declared))
    EXPECT_EQ(r.status, FunctionResult::Status::pass) << conformance::describe(r, declared);
  for (const conformance::Result& r : conformance::check("bits", bits, {.mapping = "a8,b8"}))
    EXPECT_EQ(r.status, FunctionResult::Status::fail);
  EXPECT_THROW(conformance::check("bits", bits, {.bit_mapping = "z9,z8"}), std::invalid_argument);
}

TEST(Adapter, OwnSquareContract) {
  for (OwnSquare own : {OwnSquare::any, OwnSquare::occupied, OwnSquare::empty}) {
    Implementation engine = *find_planted("planted_own_bit");
    engine.own_square = own;
    const auto results =
        check_in_process(engine, {.level = Level::quick, .only = {Kind::rank_attacks}});
    ASSERT_EQ(results.size(), 1u);
    // planted_own_bit is wrong only with its own square occupied.
    EXPECT_EQ(results[0].status == FunctionResult::Status::pass, own == OwnSquare::empty)
        << own_square_name(own);
    if (results[0].mismatch) {
      const Input& in = results[0].mismatch->input;
      EXPECT_TRUE((in.occ >> in.sq) & 1) << own_square_name(own);
      if (own == OwnSquare::any)
        EXPECT_EQ(results[0].mismatch->note, "fails only when the slider's own square is occupied");
      else
        EXPECT_EQ(results[0].mismatch->note, "");
    }
  }
}

TEST(Adapter, EachSubjectCarriesItsOwnWay) {
  // No thread-local state: two subjects side by side each call their own code.
  const Implementation outer = oracle_in(Mapping());
  const Implementation inner = *find_planted("planted_wrap_h_to_a");
  EXPECT_TRUE(check_oracle(inner, Input{.kind = Kind::rank_attacks, .sq = 7, .occ = 0}));
  EXPECT_FALSE(check_oracle(outer, Input{.kind = Kind::rank_attacks, .sq = 7, .occ = 0}));
}

}  // namespace
}  // namespace slidercheck::plugin
