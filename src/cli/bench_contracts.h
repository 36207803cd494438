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
  std::string own_from, xray_from;
};

// Returns the contracts of own and xray (the options, when given), else of
// the first of engines that declares each.
inline BenchContracts bench_contracts(std::optional<OwnSquare> own,
                                      std::optional<XrayBlockers> xray,
                                      const std::vector<plugin::LoadedEngine>& engines) {
  BenchContracts c;
  if (own) c.own = *own, c.own_from = "--own-square";
  if (xray) c.xray = *xray, c.xray_from = "--xray-blockers";
  for (const plugin::LoadedEngine& e : engines) {
    if (!own && c.own_from.empty() && e.own_square)
      c.own = *e.own_square, c.own_from = one_line(e.name) + "'s slidercheck_own_square";
    if (!xray && c.xray_from.empty() && e.xray_blockers)
      c.xray = *e.xray_blockers, c.xray_from = one_line(e.name) + "'s slidercheck_xray_blockers";
  }
  return c;
}

}  // namespace slidercheck::cli
