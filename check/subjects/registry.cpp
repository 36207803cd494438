// The built-in implementations: every family's templates instantiated on
// std::uint64_t (impls/families.h, the list the prover instantiates too), in a
// fixed order, the oracle last.
#include "slidercheck/registry.h"

#include <cstdint>
#include <vector>

#include "impls/families.h"
#include "slidercheck/oracle.h"
#include "slidercheck/planted.h"

namespace slidercheck {

std::span<const Implementation> builtin_implementations() {
  static const std::vector<Implementation> implementations = [] {
    std::vector<Implementation> all;
    for (const auto& family : impls::families<std::uint64_t>()) {
      Implementation impl;
      static_cast<KindFunctions<Bitboard>&>(impl) = family.functions;
      impl.name = family.name;
      impl.summary = family.summary;
      impl.origin = Origin{.type = OriginType::builtin, .location = family.name};
      all.push_back(std::move(impl));
    }
    Implementation walker;
    static_cast<KindFunctions<Bitboard>&>(walker) = oracle::functions();
    // The line and leaper kinds only: the position kinds' built-ins are the
    // position_* families, and the walker compared with itself adds nothing.
    for (Kind kind : all_kinds())
      if (is_position_kind(kind)) walker.fns[static_cast<int>(kind)] = nullptr;
    walker.name = "ray_walker";
    walker.summary = "the oracle: one step at a time over (file, rank)";
    walker.origin = Origin{.type = OriginType::builtin, .location = walker.name};
    all.push_back(std::move(walker));
    return all;
  }();
  return implementations;
}

const Implementation& oracle_implementation() { return builtin_implementations().back(); }

const Implementation* find_builtin(std::string_view name) {
  for (const Implementation& impl : builtin_implementations()) {
    if (name == impl.name) return &impl;
  }
  return nullptr;
}

const Implementation* find_implementation(OriginType type, std::string_view name) {
  if (type == OriginType::planted) return find_planted(name);
  return type == OriginType::builtin ? find_builtin(name) : nullptr;
}

}  // namespace slidercheck
