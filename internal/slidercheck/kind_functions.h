// A subject's functions, one per kind, stored type-erased (KindFunctions),
// and the batch entry the built-ins get from each (BatchOf): made of the kind
// table and the shapes (kinds.h).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "slidercheck/batch.h"
#include "slidercheck/kinds.h"

namespace slidercheck {

// A function of some kind, stored type-erased; the kind's shape says its type.
using AnyFn = void (*)();

// A set of functions, one per kind provided, over word type W: what every
// subject (built-in, planted, plugin, the prover's symbolic instantiation)
// hands to the checks. The multi-slider kinds are checked in the directions of
// `directions` only (bit d set = dir8 d covered).
// The batch entry of F, a function of type Fn: plugin.h's batch loop
// (SLIDERCHECK_BATCH_LOOP) around F, each argument's array as BatchFn has it.
template <class A>
struct BatchColumn {
  using type = const A*;
  [[gnu::always_inline]] static A at(type column, std::size_t i) { return column[i]; }
};
template <class P>
struct BatchColumn<const P*> {  // a position: an array of them, passed by pointer
  using type = const P*;
  [[gnu::always_inline]] static const P* at(type column, std::size_t i) { return column + i; }
};
template <auto F, class Fn>
struct BatchOf;
template <auto F, class R, class... A>
struct BatchOf<F, R (*)(A...)> {
  static void call(typename BatchColumn<A>::type... column, R* out, std::size_t n) {
    SLIDERCHECK_BATCH_LOOP(n, out, F(BatchColumn<A>::at(column, slidercheck_i)...))
  }
};

template <class W>
struct KindFunctions {
  std::array<AnyFn, kKinds> fns{};
  // Each kind's batch entry (slidercheck/plugin.h), or null: the loaded
  // plugin's slidercheck_KIND_batch, the built-ins' from set<F>.
  std::array<AnyFn, kKinds> batches{};
  std::uint8_t directions = 0xFF;

  // Returns whether kind is provided.
  constexpr bool provides(Kind kind) const { return fns[static_cast<int>(kind)] != nullptr; }
  // Returns whether the multi-slider kinds cover dir8.
  constexpr bool covers(int dir8) const { return (directions >> dir8) & 1; }
  // Sets kind's function (its type must be the kind's shape's).
  template <class Fn>
  KindFunctions& set(Kind kind, Fn fn) {
    static_assert(std::is_pointer_v<Fn>);
    if (!fits_shape<W, Fn>(shape_of(kind))) __builtin_trap();  // the type does not fit the kind
    fns[static_cast<int>(kind)] = reinterpret_cast<AnyFn>(fn);
    return *this;
  }
  // Sets kind's function to F and, over std::uint64_t, its batch entry to F
  // inlined into plugin.h's batch loop (batch.h), as a plugin's macro makes it.
  template <auto F>
  KindFunctions& set(Kind kind) {
    set(kind, F);
    if constexpr (std::is_same_v<W, std::uint64_t>)
      batches[static_cast<int>(kind)] = reinterpret_cast<AnyFn>(&BatchOf<F, decltype(F)>::call);
    return *this;
  }
  // Returns kind's function as the shape's type (null when not provided).
  template <Shape S>
  auto get(Kind kind) const {
    return reinterpret_cast<ShapeFn<W, S>>(fns[static_cast<int>(kind)]);
  }
  // Returns kind's batch entry as the shape's type (null when there is none).
  template <Shape S>
  auto get_batch(Kind kind) const {
    return reinterpret_cast<BatchFn<W, S>>(batches[static_cast<int>(kind)]);
  }
  // Returns whether kind has a batch entry.
  constexpr bool has_batch(Kind kind) const { return batches[static_cast<int>(kind)] != nullptr; }
};

}  // namespace slidercheck
