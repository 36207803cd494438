// The per-square attack tables of the lookup families (magic, PEXT).
//
// A rook's (bishop's) attacks depend only on the occupancy of its relevant
// squares: its four rays without their last square, whose occupancy never
// matters (the ray ends there anyway). Each square owns a slice of
// 2^popcount(relevant) entries; an index computed from occ & relevant picks
// the entry. The entries are filled from reference_attacks(), a ray walk over
// (file, rank) steps written here (not the oracle's), for every subset of the
// relevant squares (Carry-Rippler):
//
//   relevant_mask(kRookPiece, d4)   reference_attacks(kRookPiece, d4, {d6, f4})
//   . . . . . . . .                 . . . . . . . .
//   . . . 1 . . . .                 . . . . . . . .
//   . . . 1 . . . .                 . . . 1 . . . .
//   . . . 1 . . . .                 . . . 1 . . . .
//   . 1 1 . 1 1 1 .                 1 1 1 . 1 1 . .
//   . . . 1 . . . .                 . . . 1 . . . .
//   . . . 1 . . . .                 . . . 1 . . . .
//   . . . . . . . .                 . . . 1 . . . .
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <span>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "impls/word.h"
#include "slidercheck/board.h"

namespace slidercheck::impls {

// The two line pieces with tables of their own (the queen is their union).
enum SliderPiece : int { kRookPiece = 0, kBishopPiece = 1 };

// Returns the four ray directions of piece.
constexpr std::array<int, 4> piece_dirs(int piece) {
  return piece == kRookPiece ? std::array<int, 4>{kEast, kNort, kWest, kSout}
                             : std::array<int, 4>{kNoEa, kNoWe, kSoWe, kSoEa};
}

// Returns whether (file, rank) is on the board.
constexpr bool on_board(int file, int rank) {
  return 0 <= file && file < 8 && 0 <= rank && rank < 8;
}

// Returns the squares of piece's rays from sq whose occupancy decides its
// attacks: every ray square that has a next square in the same direction.
constexpr std::uint64_t relevant_mask(int piece, int sq) {
  std::uint64_t mask = 0;
  for (const int dir8 : piece_dirs(piece)) {
    const int df = dir8_file_step(dir8), dr = dir8_rank_step(dir8);
    for (int f = file_of(sq) + df, r = rank_of(sq) + dr; on_board(f + df, r + dr);
         f += df, r += dr) {
      mask |= square_bb(make_square(f, r));
    }
  }
  return mask;
}

// Returns the attacks of piece on sq: each ray up to and including its first
// occupied square (the reference every table entry is built from).
constexpr std::uint64_t reference_attacks(int piece, int sq, std::uint64_t occ) {
  std::uint64_t attacks = 0;
  for (const int dir8 : piece_dirs(piece)) {
    const int df = dir8_file_step(dir8), dr = dir8_rank_step(dir8);
    for (int f = file_of(sq) + df, r = rank_of(sq) + dr; on_board(f, r); f += df, r += dr) {
      attacks |= square_bb(make_square(f, r));
      if (occ & square_bb(make_square(f, r))) break;
    }
  }
  return attacks;
}

// Returns the number of entries of piece's table: the sum of 2^|relevant| over the squares.
constexpr std::size_t table_size(int piece) {
  std::size_t size = 0;
  for (int sq = 0; sq < kSquares; ++sq)
    size += std::size_t{1} << popcount(relevant_mask(piece, sq));
  return size;
}

inline constexpr std::size_t kRookTableSize = table_size(kRookPiece);
inline constexpr std::size_t kBishopTableSize = table_size(kBishopPiece);
static_assert(kRookTableSize == 102400 && kBishopTableSize == 5248);
static_assert(relevant_mask(kRookPiece, 27) == 0x0008080876080800ull);

// One square's slice of a table and how to index it.
struct alignas(32) SliderSquare {
  const std::uint64_t* data = nullptr;  // the first of its 2^|mask| entries
  std::uint64_t mask = 0;               // relevant_mask(piece, sq)
  std::uint64_t magic = 0;              // magic tables only
  std::uint32_t size = 0;               // 2^|mask|
  int shift = 0;                        // 64 - |mask|, magic tables only

  // Returns the square's slice of the table.
  constexpr std::span<const std::uint64_t> attacks() const { return {data, size}; }
};
static_assert(sizeof(SliderSquare) == 32);  // two squares per cache line, none split

// Returns n zeroed entries for a table, in an allocation of its own: a table of
// at least half a huge page (the rook tables, 800 KB) 2 MB-aligned and, on
// Linux, advised as a huge page (one TLB entry instead of ~200 where the kernel
// grants it). Measured faster than the same table in the binary's .bss even
// where no huge page was granted (docs/bench.md).
inline std::uint64_t* allocate_entries(std::size_t n) {
  constexpr std::size_t kHuge = std::size_t{2} << 20;
  const std::size_t bytes = n * sizeof(std::uint64_t);
  const std::size_t align = bytes >= kHuge / 2 ? kHuge : 64;
  const std::size_t rounded = (bytes + align - 1) / align * align;
  void* p = std::aligned_alloc(align, rounded);
  if (p == nullptr) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (align == kHuge) madvise(p, rounded, MADV_HUGEPAGE);  // advice: failure is harmless
#endif
  return static_cast<std::uint64_t*>(std::memset(p, 0, rounded));
}

// A piece's attack table, indexed by magic multiplication (magics given) or
// by parallel_extract (magics == nullptr). Built in place; not copyable.
template <std::size_t Size>
class SliderTable {
 public:
  SliderTable(int piece, const std::uint64_t* magics) {
    std::size_t offset = 0;
    for (int sq = 0; sq < kSquares; ++sq) {
      SliderSquare& s = squares_[sq];
      s.mask = relevant_mask(piece, sq);
      s.shift = 64 - popcount(s.mask);
      s.magic = magics != nullptr ? magics[sq] : 0;
      const std::size_t n = std::size_t{1} << popcount(s.mask);
      s.data = entries_.get() + offset;
      s.size = static_cast<std::uint32_t>(n);
      std::array<bool, 4096> filled{};
      std::uint64_t m = 0;
      do {  // every subset m of the mask
        const std::uint64_t index = magics != nullptr ? magic_hash(m, s.mask, s.magic, s.shift)
                                                      : parallel_extract(m, s.mask);
        const std::uint64_t attacks = reference_attacks(piece, sq, m);
        std::uint64_t& entry = entries_[offset + index];
        if (filled[index] && entry != attacks) collision_free_ = false;
        filled[index] = true;
        entry = attacks;
        m = (m - s.mask) & s.mask;
      } while (m != 0);
      offset += n;
    }
  }
  SliderTable(const SliderTable&) = delete;
  SliderTable& operator=(const SliderTable&) = delete;

  // Returns the slice and index data of sq.
  const SliderSquare& operator[](int sq) const { return squares_[sq]; }
  // Returns whether no two subsets with different attacks shared an entry.
  bool collision_free() const { return collision_free_; }
  // Returns every entry, writable (tests corrupt one to show the checks see it).
  std::span<std::uint64_t> entries() { return {entries_.get(), Size}; }

 private:
  struct Free {
    void operator()(std::uint64_t* p) const { std::free(p); }
  };
  std::unique_ptr<std::uint64_t[], Free> entries_{allocate_entries(Size)};
  std::array<SliderSquare, kSquares> squares_{};
  bool collision_free_ = true;
};

using RookTable = SliderTable<kRookTableSize>;
using BishopTable = SliderTable<kBishopTableSize>;

}  // namespace slidercheck::impls
