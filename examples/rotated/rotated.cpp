// Rotated bitboards (Robert Hyatt's design) as a slidercheck plugin: an
// incremental design. An engine keeps four copies of the occupancy, each with
// the squares of one line direction (ranks, files, diagonals, antidiagonals)
// numbered consecutively, and updates them on make/unmake; an attack is then
// one table lookup on the line's occupancy. Here slidercheck_prepare(occ)
// builds the four rotated occupancies, and the attack functions read them: they
// ignore their occ argument, which the checker guarantees is the one prepared.
//
//   slidercheck check build/examples/rotated/rotated.so
#include <cstdint>

#include "slidercheck/plugin.h"

namespace {

enum Line { kRank, kFile, kDiagonal, kAntidiagonal, kLines };

// Per line direction and square: where its line starts in the rotated
// occupancy, the square's position on the line, and the line's squares.
struct Rotation {
  int start[64];       // index of the line's first square in the rotated board
  int position[64];    // index of the square along its line
  int squares[64][8];  // the squares of sq's line, in order
  int length[64];
};

Rotation g_rotation[kLines];
std::uint64_t g_attacks[kLines][64][256];  // [line][sq][occupancy of the line]
std::uint64_t g_rotated[kLines];           // the prepared occupancy, rotated

// The first square of each line and its step (file, rank): lines are walked
// towards the h-file, or up the file.
void build_tables() {
  for (int line = 0; line < kLines; ++line) {
    Rotation& r = g_rotation[line];
    int next = 0;  // the next free index in the rotated board
    for (int sq = 0; sq < 64; ++sq) r.length[sq] = 0;
    for (int sq = 0; sq < 64; ++sq) {
      const int f = sq % 8, rank = sq / 8;
      // Is sq the first square of its line?
      int df = 1, dr = 0;
      if (line == kFile) df = 0, dr = 1;
      if (line == kDiagonal) df = 1, dr = 1;
      if (line == kAntidiagonal) df = 1, dr = -1;
      const int pf = f - df, pr = rank - dr;
      if (pf >= 0 && pf < 8 && pr >= 0 && pr < 8) continue;
      int n = 0, line_squares[8];
      for (int ff = f, rr = rank; ff >= 0 && ff < 8 && rr >= 0 && rr < 8; ff += df, rr += dr)
        line_squares[n++] = 8 * rr + ff;
      for (int i = 0; i < n; ++i) {
        const int s = line_squares[i];
        r.start[s] = next;
        r.position[s] = i;
        r.length[s] = n;
        for (int j = 0; j < n; ++j) r.squares[s][j] = line_squares[j];
      }
      next += n;
    }
    // The attacks of each square for every occupancy of its line.
    for (int sq = 0; sq < 64; ++sq) {
      const int n = r.length[sq], p = r.position[sq];
      for (int occ = 0; occ < (1 << n); ++occ) {
        std::uint64_t a = 0;
        for (int i = p + 1; i < n; ++i) {
          a |= std::uint64_t{1} << r.squares[sq][i];
          if ((occ >> i) & 1) break;
        }
        for (int i = p - 1; i >= 0; --i) {
          a |= std::uint64_t{1} << r.squares[sq][i];
          if ((occ >> i) & 1) break;
        }
        g_attacks[line][sq][occ] = a;
      }
    }
  }
}

std::uint64_t line_attacks(int line, int sq) {
  const Rotation& r = g_rotation[line];
  const unsigned occ = (g_rotated[line] >> r.start[sq]) & ((1u << r.length[sq]) - 1);
  return g_attacks[line][sq][occ];
}

}  // namespace

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  build_tables();
  return 0;
}

// What an engine does square by square in make/unmake, here for a whole board.
SLIDERCHECK_EXPORT void slidercheck_prepare(std::uint64_t occ) {
  for (int line = 0; line < kLines; ++line) {
    std::uint64_t rotated = 0;
    for (std::uint64_t b = occ; b; b &= b - 1) {
      const int sq = __builtin_ctzll(b);
      rotated |= std::uint64_t{1} << (g_rotation[line].start[sq] + g_rotation[line].position[sq]);
    }
    g_rotated[line] = rotated;
  }
}

// occ is the occupancy prepared just before: the rotated copies hold it.
SLIDERCHECK_EXPORT std::uint64_t slidercheck_rank_attacks(std::uint64_t, int sq) {
  return line_attacks(kRank, sq);
}
SLIDERCHECK_EXPORT std::uint64_t slidercheck_file_attacks(std::uint64_t, int sq) {
  return line_attacks(kFile, sq);
}
SLIDERCHECK_EXPORT std::uint64_t slidercheck_diagonal_attacks(std::uint64_t, int sq) {
  return line_attacks(kDiagonal, sq);
}
SLIDERCHECK_EXPORT std::uint64_t slidercheck_antidiagonal_attacks(std::uint64_t, int sq) {
  return line_attacks(kAntidiagonal, sq);
}
SLIDERCHECK_EXPORT std::uint64_t slidercheck_rook_attacks(std::uint64_t, int sq) {
  return line_attacks(kRank, sq) | line_attacks(kFile, sq);
}
SLIDERCHECK_EXPORT std::uint64_t slidercheck_bishop_attacks(std::uint64_t, int sq) {
  return line_attacks(kDiagonal, sq) | line_attacks(kAntidiagonal, sq);
}
SLIDERCHECK_EXPORT std::uint64_t slidercheck_queen_attacks(std::uint64_t occ, int sq) {
  return slidercheck_rook_attacks(occ, sq) | slidercheck_bishop_attacks(occ, sq);
}
