// Proof that the sanitized build turns undefined behaviour in an implementation
// into a failing test. Two test-only implementations, each right on every
// input when built without sanitizers on x86-64, each with one realistic bug:
//   shift:           a mask built with a shift by 64 on h8 (x86 masks the count to
//                    0, which happens to give the right answer);
//   signed_overflow: a hash of the file accumulated in int, which overflows on
//                    crowded files (and wraps harmlessly without sanitizers).
// `sanitizer_test shift|signed_overflow` checks that implementation at the quick
// level, as the exhaustive tests would; under -fsanitize=undefined
// -fno-sanitize-recover it must die with UBSan's "runtime error".
#include <cstdio>
#include <string_view>

#include "slidercheck/enumerate.h"
#include "slidercheck/oracle.h"

namespace slidercheck {
namespace {

// Returns the squares east of sq on its rank. Bug: for h8 the shift count is 64.
Bitboard east_of(int sq) {
  const int count = 7 - file_of(sq);
  return ((Bitboard{1} << count) - 1) << (sq + 1);
}

// Rank attacks: the east ray from the mask, the west ray by walking.
Bitboard shift_rank_attacks(Bitboard occ, int sq) {
  Bitboard attacks = 0;
  for (Bitboard east = east_of(sq); east; east &= east - 1) {
    const Bitboard bit = east & (0 - east);
    attacks |= bit;
    if (occ & bit) break;
  }
  return attacks | oracle::ray(occ, sq, kWest);
}

// File attacks, with a "hash" of the occupied file squares kept in int. Bug:
// the product overflows int once enough squares are occupied.
Bitboard overflow_file_attacks(Bitboard occ, int sq) {
  int hash = 1;
  for (int rank = 0; rank < 8; ++rank) {
    const int s = make_square(file_of(sq), rank);
    if ((occ >> s) & 1) hash *= 2 * s + 1001;  // odd: even wrapped, never 0
  }
  const Bitboard attacks = oracle::file_attacks(occ, sq);
  return hash == 0 ? 0 : attacks;  // never 0: the hash only decides nothing
}

}  // namespace
}  // namespace slidercheck

int main(int argc, char** argv) {
  using namespace slidercheck;
  const std::string_view which = argc == 2 ? argv[1] : "";
  Implementation impl;
  Kind kind;
  if (which == "shift") {
    impl.name = "ub_shift";
    impl.set(Kind::rank_attacks, shift_rank_attacks);
    kind = Kind::rank_attacks;
  } else if (which == "signed_overflow") {
    impl.name = "ub_signed_overflow";
    impl.set(Kind::file_attacks, overflow_file_attacks);
    kind = Kind::file_attacks;
  } else {
    std::fprintf(stderr, "usage: sanitizer_test shift|signed_overflow\n");
    return 2;
  }
  const KindResult r = check_kind(impl, kind, Level::quick);
  std::printf("%s %s: %llu cases, %s\n", impl.name.c_str(), kind_name(kind),
              static_cast<unsigned long long>(r.cases), r.mismatch ? "MISMATCH" : "no mismatch");
  return r.mismatch ? 1 : 0;
}
