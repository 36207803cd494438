// The named intrinsics every algorithm goes through.
//
// Algorithms are templates over their word type W (uint64_t in production).
// They touch W only through its operators and through the functions below, so
// that a symbolic word can supply its own overloads and the very same source
// can be proved equal to the oracle.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace slidercheck::impls {

// Returns x with its eight bytes in reverse order (a vertical flip of the board).
constexpr std::uint64_t byte_swap(std::uint64_t x) { return __builtin_bswap64(x); }

// Returns x with bit i moved to bit 63 - i (a 180-degree turn of the board).
// With clang, its bit-reverse builtin, which the vectorizer can widen to
// several words at once (with GFNI, one affine byte transform and a shuffle).
constexpr std::uint64_t bit_reverse(std::uint64_t x) {
#if defined(__clang__)
  return __builtin_bitreverse64(x);
#else
  x = ((x >> 1) & 0x5555555555555555ull) | ((x & 0x5555555555555555ull) << 1);
  x = ((x >> 2) & 0x3333333333333333ull) | ((x & 0x3333333333333333ull) << 2);
  x = ((x >> 4) & 0x0F0F0F0F0F0F0F0Full) | ((x & 0x0F0F0F0F0F0F0F0Full) << 4);
  return byte_swap(x);
#endif
}
static_assert(bit_reverse(1) == std::uint64_t{1} << 63 &&
              bit_reverse(0x0000000000000F06ull) == 0x60F0000000000000ull);

// Returns x with the files mirrored (a-file <-> h-file), ranks kept.
constexpr std::uint64_t mirror_files(std::uint64_t x) {
  x = ((x >> 1) & 0x5555555555555555ull) | ((x & 0x5555555555555555ull) << 1);
  x = ((x >> 2) & 0x3333333333333333ull) | ((x & 0x3333333333333333ull) << 2);
  return ((x >> 4) & 0x0F0F0F0F0F0F0F0Full) | ((x & 0x0F0F0F0F0F0F0F0Full) << 4);
}

// Returns x flipped about the a1-h8 diagonal (files become ranks).
constexpr std::uint64_t flip_a1h8(std::uint64_t x) {
  std::uint64_t t = 0x0F0F0F0F00000000ull & (x ^ (x << 28));
  x ^= t ^ (t >> 28);
  t = 0x3333000033330000ull & (x ^ (x << 14));
  x ^= t ^ (t >> 14);
  t = 0x5500550055005500ull & (x ^ (x << 7));
  return x ^ t ^ (t >> 7);
}

// Returns the least significant set bit of x, isolated (0 when x is 0).
constexpr std::uint64_t ls1b(std::uint64_t x) { return x & (0 - x); }

// Returns the most significant set bit of x, isolated. Precondition: x != 0
// (with x == 0 the shift would be by -1: callers guard with "| 1").
constexpr std::uint64_t ms1b(std::uint64_t x) {
  return std::uint64_t{1} << (63 - std::countl_zero(x));
}

// Returns the index of the least significant set bit of x (a forward bit
// scan). Precondition: x != 0 (callers guard with "| bit 63").
constexpr std::uint64_t bit_scan_forward(std::uint64_t x) {
  return static_cast<std::uint64_t>(std::countr_zero(x));
}

// Returns the index of the most significant set bit of x (a reverse bit scan).
// Precondition: x != 0 (callers guard with "| 1").
constexpr std::uint64_t bit_scan_reverse(std::uint64_t x) {
  return static_cast<std::uint64_t>(63 - std::countl_zero(x));
}

// Returns table[index]: the one way algorithms read a precomputed table
// with an index computed from the occupancy.
template <std::size_t N>
constexpr std::uint64_t lookup(const std::uint64_t (&table)[N], std::uint64_t index) {
  return table[index];
}

// Returns table[index] for a table whose size is known only at run time (one
// square's slice of a magic or PEXT table).
constexpr std::uint64_t lookup(std::span<const std::uint64_t> table, std::uint64_t index) {
  return table[index];
}

// Returns ((x & mask) * magic) >> shift: the fancy-magic index of x's
// occupancy of mask (0 <= shift < 64). A named intrinsic because its result
// depends only on the bits of x in mask, which a symbolic word can use.
constexpr std::uint64_t magic_hash(std::uint64_t x, std::uint64_t mask, std::uint64_t magic,
                                   int shift) {
  return ((x & mask) * magic) >> shift;
}

// Returns the bits of x selected by mask, packed into the low bits in mask's
// order (BMI2 PEXT). Built with BMI2 (e.g. -march=native on a BMI2 CPU) it is
// the instruction; otherwise a portable loop over mask's set bits.
inline std::uint64_t parallel_extract(std::uint64_t x, std::uint64_t mask) {
#if defined(__BMI2__)
  return _pext_u64(x, mask);
#else
  std::uint64_t result = 0;
  for (std::uint64_t bit = 1; mask != 0; mask &= mask - 1, bit <<= 1) {
    if (x & mask & (0 - mask)) result |= bit;
  }
  return result;
#endif
}

// Returns x rotated left by s (0 <= s < 64) bits.
constexpr std::uint64_t rotate_left(std::uint64_t x, int s) { return std::rotl(x, s); }

// Returns whether x is the empty set (only for optional early outs whose
// result equals the branch-free path).
constexpr bool is_zero(std::uint64_t x) { return x == 0; }

// Returns all ones when x is non-empty, else 0.
constexpr std::uint64_t nonzero_mask(std::uint64_t x) { return 0 - std::uint64_t{x != 0}; }

// Returns the index of the one set bit of x: a piece's square from its set,
// as a king's. Precondition: exactly one bit of x is set.
constexpr int square_of(std::uint64_t x) { return std::countr_zero(x); }

// Returns the union of f(s) over the squares s of set that are in within:
// one loop per set bit (within, a constant, bounds the squares f is asked of;
// a symbolic word asks f of every square of within, each guarded by its bit).
template <class F>
constexpr std::uint64_t union_over_bits(std::uint64_t set, std::uint64_t within, F f) {
  std::uint64_t out = 0;
  for (std::uint64_t bits = set & within; bits != 0; bits &= bits - 1)
    out |= f(std::countr_zero(bits));
  return out;
}

// Returns x * y modulo 2^64 (a multiply-and-shift index: kindergarten bitboards).
constexpr std::uint64_t multiply(std::uint64_t x, std::uint64_t y) { return x * y; }

}  // namespace slidercheck::impls
