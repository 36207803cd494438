// The conformance library on the position kinds: an engine's callables
// checked in this process, one correct (the position_snipers built-in's
// templates, as an engine would wrap its own) and two wrong ones (Stockfish's
// blockers exported as pinned; pawns that attack the wrong way), whose
// results and reports (the position as a board and a FEN, shrunk) are asserted.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "impls/position_snipers.h"
#include "slidercheck/conformance.h"
#include "slidercheck/kinds.h"

namespace slidercheck {
namespace {

namespace sf = impls::position_snipers;
using W = std::uint64_t;

conformance::Functions correct() {
  return {
      .attackers_to = [](const Position* p, W occ, int sq) { return sf::attackers_to(p, occ, sq); },
      .attackers_by = [](const Position* p, int c, W occ,
                         int sq) { return sf::attackers_by(p, c, occ, sq); },
      .is_attacked = [](const Position* p, int c, int sq) { return sf::is_attacked(p, c, sq); },
      .checkers = [](const Position* p, int c) { return sf::checkers(p, c); },
      .pinned = [](const Position* p, int c) { return sf::pinned(p, c); },
      .pinners = [](const Position* p, int c) { return sf::pinners(p, c); },
      .blockers_for_king = [](const Position* p, int c) { return sf::blockers_for_king(p, c); },
      .check_mask = [](const Position* p, int c) { return sf::check_mask(p, c); },
      .pin_mask = [](const Position* p, int c, int sq) { return sf::pin_mask(p, c, sq); }};
}

TEST(ConformancePositions, ACorrectEngineConformsOnEveryPositionKind) {
  const auto results = conformance::check("correct", correct(), {.level = Level::quick});
  ASSERT_EQ(results.size(), 9u);
  for (const conformance::Result& r : results) {
    EXPECT_TRUE(is_position_kind(r.kind)) << kind_name(r.kind);
    EXPECT_EQ(r.status, conformance::Result::Status::pass) << kind_name(r.kind) << "\n"
                                                           << conformance::describe(r);
    EXPECT_GT(r.cases, 0u) << kind_name(r.kind);
  }
}

TEST(ConformancePositions, StockfishBlockersAsPinnedFailOnAShrunkPosition) {
  conformance::Functions wrong{
      .pinned = [](const Position* p, int c) { return sf::blockers_for_king(p, c); }};
  const auto results = conformance::check("wrong", wrong, {.level = Level::quick});
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].kind, Kind::pinned);
  EXPECT_EQ(results[0].status, conformance::Result::Status::fail);
  const std::string text = conformance::describe(results[0]);
  std::cout << text << "\n";
  // The smallest position: both kings, a sniper and a piece of the other side
  // alone between them, which Stockfish's blockers hold and true pins do not.
  EXPECT_NE(text.find("function:       pinned"), std::string::npos);
  EXPECT_NE(text.find("fen:  "), std::string::npos) << "no FEN";
  EXPECT_NE(text.find("pieces:         4"), std::string::npos) << "not shrunk";
  EXPECT_NE(text.find("pnbrqk black"), std::string::npos) << "no board with piece letters";
  EXPECT_NE(text.find(".pos = {.color = {"), std::string::npos) << "no C++ input";
}

TEST(ConformancePositions, WrongWayPawnsFailAttackersTo) {
  conformance::Functions wrong{.attackers_to = [](const Position* p, W occ, int sq) {
    Position flipped = *p;  // each side's pawns attack as the other side's would
    flipped.color[0] = (p->color[0] & ~p->type[kPawn]) | (p->color[1] & p->type[kPawn]);
    flipped.color[1] = (p->color[1] & ~p->type[kPawn]) | (p->color[0] & p->type[kPawn]);
    return sf::attackers_to(&flipped, occ, sq);
  }};
  const auto results = conformance::check("wrong", wrong, {.level = Level::quick});
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].status, conformance::Result::Status::fail);
  const std::string text = conformance::describe(results[0]);
  std::cout << text << "\n";
  EXPECT_NE(text.find("function:       attackers_to"), std::string::npos);
  EXPECT_NE(text.find("fen:  "), std::string::npos) << "no FEN";
  EXPECT_NE(text.find("missing: "), std::string::npos);
}

}  // namespace
}  // namespace slidercheck
