// The contracts bench makes every row's inputs under (bench_command.cpp): the
// option's, else the first plugin's declaration, else any.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "slidercheck/check.h"
#include "slidercheck/implementation.h"
#include "slidercheck/plugin_loader.h"

namespace slidercheck::cli {

// The contracts, and where each came from (empty: the default; else the
// option, or the plugin that declares it).
struct BenchContracts {
  OwnSquare own = OwnSquare::any;
  XrayBlockers xray = XrayBlockers::any;
  PairDomain pairs = PairDomain::all;   // aligned: pair kinds' inputs drawn aligned only
  PawnSquares pawn = PawnSquares::all;  // pawn: pawn_attacks' squares on ranks 2 to 7 only
  std::string own_from, xray_from, pairs_from, pawn_from;
};

// Returns the contracts of own, xray, pairs and pawn (the options, when
// given), else of the first of engines that declares each.
inline BenchContracts bench_contracts(std::optional<OwnSquare> own,
                                      std::optional<XrayBlockers> xray,
                                      std::optional<PairDomain> pairs,
                                      std::optional<PawnSquares> pawn,
                                      const std::vector<plugin::LoadedEngine>& engines) {
  BenchContracts c;
  if (own) c.own = *own, c.own_from = "--own-square";
  if (xray) c.xray = *xray, c.xray_from = "--xray-blockers";
  if (pairs) c.pairs = *pairs, c.pairs_from = "--pairs";
  if (pawn) c.pawn = *pawn, c.pawn_from = "--pawn-squares";
  for (const plugin::LoadedEngine& e : engines) {
    if (!pairs && c.pairs_from.empty() && e.pairs)
      c.pairs = *e.pairs, c.pairs_from = one_line(e.name) + "'s slidercheck_pairs";
    if (!pawn && c.pawn_from.empty() && e.pawn_squares)
      c.pawn = *e.pawn_squares, c.pawn_from = one_line(e.name) + "'s slidercheck_pawn_squares";
    if (!own && c.own_from.empty() && e.own_square)
      c.own = *e.own_square, c.own_from = one_line(e.name) + "'s slidercheck_own_square";
    if (!xray && c.xray_from.empty() && e.xray_blockers)
      c.xray = *e.xray_blockers, c.xray_from = one_line(e.name) + "'s slidercheck_xray_blockers";
  }
  return c;
}

}  // namespace slidercheck::cli
