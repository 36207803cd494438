// The properties: one law family, one generated input, every implementation.
// The built-in tests (properties_test.cpp) and the planted-bug test
// (planted_test.cpp) run exactly these.
#pragma once

#include <span>
#include <string_view>

#include "slidercheck/kinds.h"
#include "slidercheck/laws.h"

namespace slidercheck {

// A family of checks a property runs: "oracle" (check_oracle), "all"
// (check_all_laws), or one of all_laws().
struct Family {
  const char* name;
  LawFn check;
};

// Returns "oracle", then every family of all_laws(), then "all".
std::span<const Family> families();

// Returns the family named name (as in families()); aborts when there is none.
const Family& family(std::string_view name);

// Returns whether family can say anything about kind (e.g. reachability only
// about the single-slider kinds and the one-square leapers): whether it
// catches, on some input of kind, a subject that answers noise. The laws guard
// themselves (laws.h): one that does not apply to a kind returns nothing.
bool family_applies(const Family& family, Kind kind);

// The property: draws an input of kind with gen_input and checks it with
// family on every implementation in impls (those lacking the kind or the
// direction are skipped by the laws); on a mismatch it fails with report().
void hold(Kind kind, const Family& family, std::span<const Implementation> impls);

}  // namespace slidercheck
