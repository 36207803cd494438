// An empty function of every kind's shape (empty_functions.h).
#include "cli/empty_functions.h"

namespace slidercheck::cli {

namespace {

// The empty function of signature Fn.
template <class Fn>
struct Empty;
template <class... Args>
struct Empty<Bitboard (*)(Args...)> {
  [[gnu::noinline]] static Bitboard call(Args...) { return 0; }
  // Inlined into the batch loop (batch.h): the loop's own cost.
  static Bitboard zero(Args...) { return 0; }
};

Implementation make_empty() {
  Implementation impl;
  impl.name = "(empty function)";
  for (Kind kind : all_kinds()) {
    on_shape(shape_of(kind), [&]<Shape S>() {
      using E = Empty<ShapeFn<Bitboard, S>>;
      impl.set(kind, &E::call);
      impl.batches[static_cast<int>(kind)] =
          reinterpret_cast<AnyFn>(&BatchOf<&E::zero, ShapeFn<Bitboard, S>>::call);
    });
  }
  return impl;
}

}  // namespace

const Implementation& empty_functions() {
  static const Implementation impl = make_empty();
  return impl;
}

}  // namespace slidercheck::cli
