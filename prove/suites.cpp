// Every built-in implementation's templates, instantiated on SymWord: the
// families of impls/families.h, the same list registry.cpp instantiates on
// std::uint64_t.
#include <vector>

#include "impls/families.h"
#include "prove/prover.h"

namespace slidercheck::prove {

const std::vector<SymImplementation>& builtin_symbolic() {
  static const std::vector<SymImplementation> all = [] {
    std::vector<SymImplementation> out;
    for (const auto& family : impls::families<SymWord>()) {
      SymImplementation s;
      static_cast<KindFunctions<SymWord>&>(s) = family.functions;
      s.name = family.name;
      out.push_back(std::move(s));
    }
    return out;
  }();
  return all;
}

}  // namespace slidercheck::prove
