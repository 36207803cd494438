#include "properties.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "generators.h"
#include "slidercheck/check.h"
#include "slidercheck/planted.h"

namespace slidercheck {

namespace {

std::optional<Mismatch> oracle_law(const Implementation& impl, const Input& in) {
  if (!impl.provides(in.kind) || (is_multi(in.kind) && !impl.covers(in.dir8))) return std::nullopt;
  return check_oracle(impl, in);
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
  const std::string_view name = family.name;
  const Shape shape = shape_of(kind);
  if (name == "swap") return is_symmetric_pair(kind);  // symmetric pair kinds only
  if (name == "reachability" && (shape == Shape::square || shape == Shape::color_square))
    return true;  // t ∈ f(s) ⇔ s ∈ f(t) (pawns: the other color)
  if (shape == Shape::pair || is_leaper(kind))
    return name != "own-bit" && name != "off-line" && name != "reachability" &&
           name != "monotonicity" && (name != "composition" || info(kind).compose != Compose::none);
  if (name == "own-bit") return shape != Shape::multi_extra;
  if (name == "reachability") return shape == Shape::single;
  if (name == "monotonicity") return shape == Shape::single || shape == Shape::multi;
  if (name == "composition") return info(kind).compose != Compose::none;
  return true;  // oracle, off-line, symmetry, all
}

void hold(Kind kind, const Family& family, std::span<const Implementation> impls) {
  const Input in = *gen_input(kind);
  for (const Implementation& impl : impls) {
    if (auto m = family.check(impl, in)) RC_FAIL(report(*m));
  }
}

}  // namespace slidercheck
