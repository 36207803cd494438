// Probe plugins: our re-creations of the public formulations measured in
// Gigantua/Chess_Movegen (ObstructionDiff, KoggeStone, fancy magic with a
// variable shift, Pext, Kindergarten, Hyperbola, Bitrotation, SlideArithm),
// written from what those sources do to be fast, not from their code. One
// formulation per build, chosen by -DPROBE_<NAME>; each exports rook, bishop
// and queen attacks in the default numbering (a1 = 0, h1 = 7), tables filled
// by slidercheck_init. Measured beside the built-ins by scripts/bench-public.sh;
// each is checked by `slidercheck check --level quick` (bench/CMakeLists.txt).
#include <bit>
#include <cstdint>

#include "slidercheck/plugin.h"

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace {

using U64 = std::uint64_t;

[[maybe_unused]] constexpr U64 kFileA = 0x0101010101010101ull;
[[maybe_unused]] constexpr U64 kDiagA1H8 = 0x8040201008040201ull;
[[maybe_unused]] constexpr U64 kAntiH1A8 = 0x0102040810204080ull;

// The squares a slider on sq reaches stepping (df, dr), up to and including
// the first square of occ (the reference every table below is built from).
[[maybe_unused]] U64 walk(int sq, U64 occ, int df, int dr) {
  U64 attacks = 0;
  for (int f = sq % 8 + df, r = sq / 8 + dr; f >= 0 && f < 8 && r >= 0 && r < 8; f += df, r += dr) {
    attacks |= U64{1} << (8 * r + f);
    if ((occ >> (8 * r + f)) & 1) break;
  }
  return attacks;
}

// The whole line (both rays, sq excluded) through sq in direction (df, dr).
[[maybe_unused]] U64 line_ex(int sq, int df, int dr) {
  return walk(sq, 0, df, dr) | walk(sq, 0, -df, -dr);
}

// The four lines' directions: rank, file, diagonal (a1-h8), antidiagonal (h1-a8).
[[maybe_unused]] constexpr int kLineDf[4] = {1, 0, 1, -1};
[[maybe_unused]] constexpr int kLineDr[4] = {0, 1, 1, 1};

[[maybe_unused]] U64 reference_rook(int sq, U64 occ) {
  return walk(sq, occ, 1, 0) | walk(sq, occ, -1, 0) | walk(sq, occ, 0, 1) | walk(sq, occ, 0, -1);
}
[[maybe_unused]] U64 reference_bishop(int sq, U64 occ) {
  return walk(sq, occ, 1, 1) | walk(sq, occ, -1, -1) | walk(sq, occ, -1, 1) | walk(sq, occ, 1, -1);
}

// The relevant occupancy of a piece (the lines without their last square).
[[maybe_unused]] U64 relevant(int sq, bool rook) {
  U64 mask = 0;
  const int dirs[2][4][2] = {{{1, 0}, {-1, 0}, {0, 1}, {0, -1}},
                             {{1, 1}, {-1, -1}, {-1, 1}, {1, -1}}};
  for (const auto& d : dirs[rook ? 0 : 1]) {
    for (int f = sq % 8 + d[0], r = sq / 8 + d[1];
         f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8; f += d[0], r += d[1])
      mask |= U64{1} << (8 * r + f);
  }
  return mask;
}

}  // namespace

#if defined(PROBE_OBSTRUCTION_DIFF)
// Three masks per (square, line) in one array, lines of a square adjacent; the
// lower blocker's MS1B as a shift of bit 63 by its leading zeros.
namespace {
struct Rays {
  U64 lower, upper, line;
};
Rays rays[64 * 4];
inline U64 line_attack(int sq, U64 occ, int line) {
  const Rays& r = rays[4 * sq + line];
  const U64 lower = (r.lower & occ) | 1;
  const U64 upper = r.upper & occ;
  const U64 ms1b = (U64{1} << 63) >> std::countl_zero(lower);
  const U64 ls1b = upper & (0 - upper);
  return (2 * ls1b - ms1b) & r.line;
}
}  // namespace
SLIDERCHECK_EXPORT int slidercheck_init(void) {
  for (int sq = 0; sq < 64; ++sq) {
    for (int l = 0; l < 4; ++l) {
      const U64 below = (U64{1} << sq) - 1;
      const U64 line = line_ex(sq, kLineDf[l], kLineDr[l]);
      rays[4 * sq + l] = {line & below, line & ~below, line};
    }
  }
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return line_attack(sq, occ, 0) | line_attack(sq, occ, 1);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  return line_attack(sq, occ, 2) | line_attack(sq, occ, 3);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_queen_attacks(uint64_t occ, int sq) {
  return slidercheck_rook_attacks(occ, sq) | slidercheck_bishop_attacks(occ, sq);
}

#elif defined(PROBE_KOGGE_STONE)
// Eight occluded fills by plain shifts (no rotates), three doubling steps each,
// wrap masks on the propagator, one final shift.
namespace {
constexpr U64 kNotA = 0xfefefefefefefefeull, kNotH = 0x7f7f7f7f7f7f7f7full;
template <int S, bool Left>
constexpr U64 sh(U64 b) {
  return Left ? b << S : b >> S;
}
template <int S, bool Left, U64 Wrap>
constexpr U64 fill(U64 gen, U64 pro) {
  pro &= Wrap;
  gen |= pro & sh<S, Left>(gen);
  pro &= sh<S, Left>(pro);
  gen |= pro & sh<2 * S, Left>(gen);
  pro &= sh<2 * S, Left>(pro);
  gen |= pro & sh<4 * S, Left>(gen);
  return sh<S, Left>(gen) & Wrap;
}
constexpr U64 kAll = ~U64{0};
}  // namespace
SLIDERCHECK_EXPORT int slidercheck_init(void) { return 0; }
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  const U64 s = U64{1} << sq, e = ~occ;
  return fill<1, true, kNotA>(s, e) | fill<1, false, kNotH>(s, e) | fill<8, true, kAll>(s, e) |
         fill<8, false, kAll>(s, e);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  const U64 s = U64{1} << sq, e = ~occ;
  return fill<9, true, kNotA>(s, e) | fill<7, true, kNotH>(s, e) | fill<9, false, kNotH>(s, e) |
         fill<7, false, kNotA>(s, e);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_queen_attacks(uint64_t occ, int sq) {
  return slidercheck_rook_attacks(occ, sq) | slidercheck_bishop_attacks(occ, sq);
}

#elif defined(PROBE_MAGIC) || defined(PROBE_PEXT)
// One contiguous entry array for rooks then bishops; per square a small
// struct: pointer to its slice, mask, magic and an 8-bit shift (magic), or
// pointer and mask (PEXT).
#if defined(PROBE_MAGIC)
#include "impls/magic_numbers.h"
#endif
namespace {
struct Entry {
  const U64* attacks;
  U64 mask;
#if defined(PROBE_MAGIC)
  U64 magic;
  std::uint8_t shift;
#endif
};
U64 entries[102400 + 5248];
Entry rook[64], bishop[64];
inline U64 index_of(const Entry& e, U64 occ) {
#if defined(PROBE_MAGIC)
  return ((occ & e.mask) * e.magic) >> e.shift;
#elif defined(__BMI2__)
  return _pext_u64(occ, e.mask);
#else  // without BMI2 (a portable build of the tests): the same index, slowly
  U64 index = 0, bit = 1;
  for (U64 m = e.mask; m != 0; m &= m - 1, bit <<= 1)
    if (occ & m & (0 - m)) index |= bit;
  return index;
#endif
}
inline U64 look(const Entry& e, U64 occ) { return e.attacks[index_of(e, occ)]; }
}  // namespace
SLIDERCHECK_EXPORT int slidercheck_init(void) {
  U64* next = entries;
  for (int piece = 0; piece < 2; ++piece) {
    for (int sq = 0; sq < 64; ++sq) {
      Entry& e = piece == 0 ? rook[sq] : bishop[sq];
      e.mask = relevant(sq, piece == 0);
      e.attacks = next;
#if defined(PROBE_MAGIC)
      e.magic = piece == 0 ? slidercheck::impls::magic::kRookMagics[sq]
                           : slidercheck::impls::magic::kBishopMagics[sq];
      e.shift = static_cast<std::uint8_t>(64 - std::popcount(e.mask));
#endif
      U64 m = 0;
      do {
        next[index_of(e, m)] = piece == 0 ? reference_rook(sq, m) : reference_bishop(sq, m);
        m = (m - e.mask) & e.mask;
      } while (m != 0);
      next += U64{1} << std::popcount(e.mask);
    }
  }
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return look(rook[sq], occ);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  return look(bishop[sq], occ);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_queen_attacks(uint64_t occ, int sq) {
  return look(rook[sq], occ) | look(bishop[sq], occ);
}

#elif defined(PROBE_KINDERGARTEN)
// Per line a [square][6-bit key] table of 64-bit attacks; the key is the
// line's inner occupancy gathered into the top byte by a multiplication
// (file: shifted to the a-file, times the main diagonal; diagonals: masked,
// times the a-file), ranks by a shift.
namespace {
U64 table[4][64][64];
U64 diagonal_mask[64], anti_mask[64];
inline unsigned key(int line, int sq, U64 occ) {
  switch (line) {
    case 0:
      return (occ >> ((sq & 56) + 1)) & 63;
    case 1:
      return ((((occ >> (sq & 7)) & kFileA) * kDiagA1H8) >> 57) & 63;
    case 2:
      return (((occ & diagonal_mask[sq]) * kFileA) >> 57) & 63;
    default:
      return (((occ & anti_mask[sq]) * kFileA) >> 57) & 63;
  }
}
}  // namespace
SLIDERCHECK_EXPORT int slidercheck_init(void) {
  for (int sq = 0; sq < 64; ++sq) {
    diagonal_mask[sq] = line_ex(sq, 1, 1);
    anti_mask[sq] = line_ex(sq, -1, 1);
  }
  for (int l = 0; l < 4; ++l) {
    for (int sq = 0; sq < 64; ++sq) {
      // Every occupancy of the line (the slider's own square too: it may be in
      // the key), keyed; the attacks of the first of a key.
      const U64 line = line_ex(sq, kLineDf[l], kLineDr[l]) | (U64{1} << sq);
      U64 m = 0;
      bool seen[64] = {};
      do {
        const unsigned k = key(l, sq, m);
        if (!seen[k]) {
          seen[k] = true;
          table[l][sq][k] =
              walk(sq, m, kLineDf[l], kLineDr[l]) | walk(sq, m, -kLineDf[l], -kLineDr[l]);
        }
        m = (m - line) & line;
      } while (m != 0);
    }
  }
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return table[0][sq][key(0, sq, occ)] | table[1][sq][key(1, sq, occ)];
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  return table[2][sq][key(2, sq, occ)] | table[3][sq][key(3, sq, occ)];
}
SLIDERCHECK_EXPORT uint64_t slidercheck_queen_attacks(uint64_t occ, int sq) {
  return slidercheck_rook_attacks(occ, sq) | slidercheck_bishop_attacks(occ, sq);
}

#elif defined(PROBE_HYPERBOLA)
// Files and diagonals: o - r, and again on the byte-swapped board; one struct
// of three masks per square. Ranks: a 512-byte first-rank table indexed by the
// rank's inner bits (kept in place, & 126) times 4 plus the file.
namespace {
struct Masks {
  U64 diagonal, anti, file;
};
Masks masks[64];
std::uint8_t first_rank[512];
inline U64 hq(U64 occ, int sq, U64 mask) {
  const U64 o = occ & mask;
  return ((o - (U64{1} << sq)) ^ __builtin_bswap64(__builtin_bswap64(o) - (U64{1} << (sq ^ 56)))) &
         mask;
}
inline U64 rank_attack(U64 occ, int sq) {
  const int shift = sq & 56;
  return U64{first_rank[((occ >> shift) & 126) * 4 + (sq & 7)]} << shift;
}
}  // namespace
SLIDERCHECK_EXPORT int slidercheck_init(void) {
  for (int sq = 0; sq < 64; ++sq)
    masks[sq] = {line_ex(sq, 1, 1), line_ex(sq, -1, 1), line_ex(sq, 0, 1)};
  for (int inner = 0; inner < 64; ++inner)
    for (int f = 0; f < 8; ++f)
      first_rank[inner * 8 + f] = static_cast<std::uint8_t>(walk(f, U64(inner) << 1, 1, 0) |
                                                            walk(f, U64(inner) << 1, -1, 0));
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return hq(occ, sq, masks[sq].file) | rank_attack(occ, sq);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  return hq(occ, sq, masks[sq].diagonal) | hq(occ, sq, masks[sq].anti);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_queen_attacks(uint64_t occ, int sq) {
  return slidercheck_bishop_attacks(occ, sq) | slidercheck_rook_attacks(occ, sq);
}

#elif defined(PROBE_BITROTATION)
// HQ on every line with a full 64-bit bit reversal in four swap steps
// (reversing 3-bit groups, then 9-bit, 27-bit and the two 27-bit halves of the
// low 63 bits) and a rotate by one; no tables: the four line masks computed
// from the square by shifts.
namespace {
template <U64 M, int K>
constexpr U64 swap_bits(U64 p) {
  const U64 q = ((p >> K) ^ p) & M;
  return p ^ q ^ (q << K);
}
constexpr U64 kLow63 = (U64{1} << 63) - 1;
constexpr U64 reverse(U64 n) {
  n = swap_bits<kLow63 / 7, 2>(n);
  n = swap_bits<kLow63 / 73, 6>(n);
  n = swap_bits<0x1FFull | (0x1FFull << 36), 18>(n);
  n = swap_bits<(U64{1} << 27) - 1, 36>(n);
  return (n >> 63) | (n << 1);
}
static_assert(reverse(1) == U64{1} << 63 && reverse(0x6) == 0x6000000000000000ull);
inline U64 shifted(U64 line, int ranks) {
  return ranks > 0 ? line << (8 * ranks) : line >> (-8 * ranks);
}
inline U64 hq(U64 occ, U64 mask, U64 bit, U64 bit_rev) {
  const U64 o = occ & mask;
  return ((o - bit) ^ reverse(reverse(o) - bit_rev)) & mask;
}
}  // namespace
SLIDERCHECK_EXPORT int slidercheck_init(void) { return 0; }
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
#if defined(PROBE_WRONG)  // a planted bug: the byte swap's square, not the bit reversal's
  const U64 bit = U64{1} << sq, rev = U64{1} << (sq ^ 56);
#else
  const U64 bit = U64{1} << sq, rev = U64{1} << (sq ^ 63);
#endif
  return hq(occ, (0xFFull << (sq & 56)) ^ bit, bit, rev) ^
         hq(occ, (kFileA << (sq & 7)) ^ bit, bit, rev);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  const U64 bit = U64{1} << sq, rev = U64{1} << (sq ^ 63);
  const int file = sq & 7, rank = sq >> 3;
  return hq(occ, shifted(kDiagA1H8, rank - file) ^ bit, bit, rev) ^
         hq(occ, shifted(kAntiH1A8, rank + file - 7) ^ bit, bit, rev);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_queen_attacks(uint64_t occ, int sq) {
  return slidercheck_rook_attacks(occ, sq) ^ slidercheck_bishop_attacks(occ, sq);
}

#elif defined(PROBE_SLIDE_ARITHM)
// Per (square, line) the line mask without the square, four per square in a
// row; the upper ray as BLSMSK of the occupancy above the square (BZHI splits
// it), the lower ray as all-ones shifted right by the lower blocker's leading
// zeros, the two XORed and masked by the line.
namespace {
U64 lines[64 * 4];
inline U64 bzhi(U64 x, int n) {
#if defined(__BMI2__)
  return _bzhi_u64(x, n);
#else
  return x & ((U64{1} << n) - 1);
#endif
}
inline U64 line_attack(int sq, U64 block) {
  const U64 below = bzhi(block, sq);
  const U64 down = 0x7FFFFFFFFFFFFFFFull >> std::countl_zero(below | 1);
  const U64 above = block & ~below;
  return (above ^ (above - 1)) ^ down;
}
}  // namespace
SLIDERCHECK_EXPORT int slidercheck_init(void) {
  for (int sq = 0; sq < 64; ++sq)
    for (int l = 0; l < 4; ++l) lines[4 * sq + l] = line_ex(sq, kLineDf[l], kLineDr[l]);
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  const U64* r = lines + 4 * sq;
  return (line_attack(sq, r[0] & occ) & r[0]) ^ (line_attack(sq, r[1] & occ) & r[1]);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  const U64* r = lines + 4 * sq;
  return (line_attack(sq, r[2] & occ) & r[2]) ^ (line_attack(sq, r[3] & occ) & r[3]);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_queen_attacks(uint64_t occ, int sq) {
  const U64* r = lines + 4 * sq;
  return (line_attack(sq, r[0] & occ) & r[0]) ^ (line_attack(sq, r[1] & occ) & r[1]) ^
         (line_attack(sq, r[2] & occ) & r[2]) ^ (line_attack(sq, r[3] & occ) & r[3]);
}

#else
#error "define one PROBE_<NAME>"
#endif

// The queen's batch entry (plugin.h's macro): the probe's queen inlined into
// the batch loop, as `bench --mode batch` measures the built-ins.
SLIDERCHECK_BATCH_SINGLE(queen_attacks, slidercheck_queen_attacks)
