#include "properties.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "generators.h"
#include "slidercheck/check.h"
#include "slidercheck/oracle.h"
#include "slidercheck/planted.h"
#include "slidercheck/random.h"
#include "slidercheck/registry.h"

namespace slidercheck {

namespace {

std::optional<Mismatch> oracle_law(const Implementation& impl, const Input& in) {
  if (!impl.provides(in.kind) || (is_multi(in.kind) && !impl.covers(in.dir8))) return std::nullopt;
  return check_oracle(impl, in);
}

// Inputs of a kind that family_applies tries.
constexpr int kProbes = 96;

// Returns a subject of every kind that answers noise: a fixed pseudo-random
// word of each call's arguments (the same call, the same word). Every family
// catches it on a kind it can say anything about.
const Implementation& noise() {
  static const Implementation impl = [] {
    Implementation n = oracle_implementation();
    const KindFunctions<Bitboard> all = oracle::functions();  // every kind provided
    n.fns = all.fns;
    n.name = "noise";
    auto answers = std::make_shared<Callables>();
    for (auto& answer : *answers) {
      answer = [](const Input& call) {
        const Input in = shape_fields(call);
        std::uint64_t h = 0;
        auto mix = [&h](std::uint64_t v) { h = splitmix64_mix(h ^ v) + kSplitmix64Gamma; };
        mix(static_cast<std::uint64_t>(in.kind));
        for (int v : {in.sq, in.dir8, in.sq2, in.color}) mix(static_cast<std::uint64_t>(v));
        for (Bitboard b : {in.occ, in.blockers, in.sliders, in.empty, in.targets, in.set}) mix(b);
        return h;
      };
    }
    n.callables = answers;
    return n;
  }();
  return impl;
}

}  // namespace

std::span<const Family> families() {
  static const std::vector<Family> all = [] {
    std::vector<Family> out = {{"oracle", oracle_law}};
    for (const Law& law : all_laws()) out.push_back({law.name, law.check});
    out.push_back({"all", check_all_laws});
    return out;
  }();
  return all;
}

const Family& family(std::string_view name) {
  for (const Family& f : families()) {
    if (name == f.name) return f;
  }
  std::fprintf(stderr, "no property family '%.*s'\n", static_cast<int>(name.size()), name.data());
  std::abort();
}

bool family_applies(const Family& family, Kind kind) {
  static std::map<std::pair<LawFn, Kind>, bool> known;
  const auto [at, added] = known.try_emplace({family.check, kind}, false);
  if (added) {
    // Drawn as the properties draw them, in every mode (reproducibly).
    Rng rng{0x5eedull + static_cast<std::uint64_t>(kind)};
    auto next = [&rng] { return rng.next(); };
    for (int i = 0; i < kProbes && !at->second; ++i) {
      const Input in = make_input(kind, kModes[i % kModes.size()], next);
      at->second = family.check(noise(), in).has_value();
    }
  }
  return at->second;
}

void hold(Kind kind, const Family& family, std::span<const Implementation> impls) {
  const Input in = *gen_input(kind);
  for (const Implementation& impl : impls) {
    if (auto m = family.check(impl, in)) RC_FAIL(report(*m));
  }
}

}  // namespace slidercheck
