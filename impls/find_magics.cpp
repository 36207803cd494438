// Finds fancy magic numbers (variable shift = 64 - |relevant|) for every
// square of the rook and the bishop, deterministically (fixed seed, sparse
// random candidates), and prints impls/magic_numbers.h. Regenerate with:
//
//   cmake --build build/<preset> --target find_magics
//   build/<preset>/bench/find_magics > impls/magic_numbers.h
#include <array>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "impls/slider_tables.h"

namespace {

using namespace slidercheck::impls;

// xorshift64*: a fixed, portable pseudo-random sequence.
struct Random {
  std::uint64_t s = 0x9E3779B97F4A7C15ull;
  std::uint64_t next() {
    s ^= s >> 12;
    s ^= s << 25;
    s ^= s >> 27;
    return s * 0x2545F4914F6CDD1Dull;
  }
  std::uint64_t sparse() { return next() & next() & next(); }
};

// Returns the first magic of the sequence that maps every subset of sq's
// relevant squares to an entry holding only equal attacks.
std::uint64_t find_magic(int piece, int sq, Random& random, long* tries) {
  const std::uint64_t mask = relevant_mask(piece, sq);
  const int shift = 64 - slidercheck::popcount(mask);
  std::vector<std::uint64_t> subsets, attacks;
  std::uint64_t m = 0;
  do {
    subsets.push_back(m);
    attacks.push_back(reference_attacks(piece, sq, m));
    m = (m - mask) & mask;
  } while (m != 0);
  std::vector<std::uint64_t> used(subsets.size());
  std::vector<int> epoch(subsets.size(), 0);
  for (int attempt = 1;; ++attempt) {
    ++*tries;
    const std::uint64_t magic = random.sparse();
    if (slidercheck::popcount((mask * magic) & 0xFF00000000000000ull) < 6) continue;
    bool ok = true;
    for (std::size_t i = 0; ok && i < subsets.size(); ++i) {
      const std::uint64_t index = magic_hash(subsets[i], mask, magic, shift);
      if (epoch[index] != attempt) {
        epoch[index] = attempt;
        used[index] = attacks[i];
      } else if (used[index] != attacks[i]) {
        ok = false;
      }
    }
    if (ok) return magic;
  }
}

}  // namespace

int main() {
  Random random;
  std::printf(
      "// Fancy magic numbers (variable shift = 64 - |relevant squares|), found by\n"
      "// impls/find_magics.cpp (deterministic: fixed seed). Regenerate with:\n"
      "//   cmake --build build/<preset> --target find_magics\n"
      "//   build/<preset>/bench/find_magics > impls/magic_numbers.h\n"
      "#pragma once\n\n#include <cstdint>\n\nnamespace slidercheck::impls::magic {\n");
  for (const int piece : {kRookPiece, kBishopPiece}) {
    long tries = 0;
    std::printf(
        "\n// Indexed by square (a1 = 0).\ninline constexpr std::uint64_t k%sMagics[64] = {\n",
        piece == kRookPiece ? "Rook" : "Bishop");
    for (int sq = 0; sq < 64; ++sq) {
      std::printf("    0x%016llxull,\n",
                  static_cast<unsigned long long>(find_magic(piece, sq, random, &tries)));
    }
    std::printf("};  // %ld candidates tried\n", tries);
  }
  std::printf("\n}  // namespace slidercheck::impls::magic\n");
  return 0;
}
