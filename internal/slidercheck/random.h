// The pseudo-random words of the random search, the enumeration's patterns,
// the conformance vectors and `slidercheck bench`: splitmix64, so a seed always
// gives the same inputs on every machine.
#pragma once

#include <cstdint>

#include "slidercheck/board.h"

namespace slidercheck {

// splitmix64's increment (the golden ratio in 64 bits).
inline constexpr std::uint64_t kSplitmix64Gamma = 0x9E3779B97F4A7C15ull;

// splitmix64's output function: mixes z into 64 pseudo-random bits.
[[gnu::always_inline]] constexpr std::uint64_t splitmix64_mix(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// splitmix64: a small, reproducible generator.
struct Rng {
  std::uint64_t state;
  // Returns the next 64 pseudo-random bits.
  [[gnu::always_inline]] std::uint64_t next() { return splitmix64_mix(state += kSplitmix64Gamma); }
  // Returns a word of density class c (0..5): from 1/16 to 7/8 of the bits set.
  [[gnu::always_inline]] Bitboard board(int c) {
    switch (c) {
      case 0:
        return next() & next() & next() & next();
      case 1:
        return next() & next() & next();
      case 2:
        return next() & next();
      case 3:
        return next();
      case 4:
        return next() | next();
      default:
        return next() | next() | next();
    }
  }
  // Returns a word of a random density class.
  Bitboard board() { return board(static_cast<int>(next() % 6)); }
};

}  // namespace slidercheck
