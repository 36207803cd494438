/* A plain ray walker in an engine's own square numbering, shared by the sample
 * plugins. The numbering is given by its squares 0 and 1 (SQ0_FILE, SQ0_RANK:
 * the corner of square 0; ALONG_FILE: square 1 is up/down the file from it).
 * Everything below works in board coordinates (file, rank), then converts. */
#ifndef SLIDERCHECK_SAMPLE_WALKER_H_
#define SLIDERCHECK_SAMPLE_WALKER_H_

#include <stdint.h>

#ifndef SQ0_FILE
#define SQ0_FILE 0
#endif
#ifndef SQ0_RANK
#define SQ0_RANK 0
#endif
#ifndef ALONG_FILE
#define ALONG_FILE 0
#endif

/* File and rank steps of the compass directions noEa east soEa sout soWe west noWe nort. */
static const int kFileStep[8] = {1, 1, 1, 0, -1, -1, -1, 0};
static const int kRankStep[8] = {1, 0, -1, -1, -1, 0, 1, 1};

/* Returns the engine index of the board square (file, rank). */
static inline int index_of(int file, int rank) {
  const int across = SQ0_FILE == 0 ? file : 7 - file; /* files counted from square 0's */
  const int up = SQ0_RANK == 0 ? rank : 7 - rank;     /* ranks counted from square 0's */
  return ALONG_FILE ? 8 * across + up : 8 * up + across;
}

/* Returns the board file of engine index i. */
static inline int file_of_index(int i) {
  const int across = ALONG_FILE ? i / 8 : i % 8;
  return SQ0_FILE == 0 ? across : 7 - across;
}

/* Returns the board rank of engine index i. */
static inline int rank_of_index(int i) {
  const int up = ALONG_FILE ? i % 8 : i / 8;
  return SQ0_RANK == 0 ? up : 7 - up;
}

static inline int on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

/* Returns the ray from engine square i in compass direction d through occ. */
static inline uint64_t walk(uint64_t occ, int i, int d) {
  uint64_t ray = 0;
  int f = file_of_index(i) + kFileStep[d], r = rank_of_index(i) + kRankStep[d];
  for (; on_board(f, r); f += kFileStep[d], r += kRankStep[d]) {
    const int j = index_of(f, r);
    ray |= (uint64_t)1 << j;
    if ((occ >> j) & 1) break;
  }
  return ray;
}

static inline uint64_t walk_line(uint64_t occ, int i, int d) {
  return walk(occ, i, d) | walk(occ, i, d ^ 4);
}

/* Returns the squares strictly between engine squares a and b on a shared line
 * (0 otherwise): the walk from a that reaches b, through an occupancy of {b}. */
static inline uint64_t walk_between(int a, int b) {
  const uint64_t target = (uint64_t)1 << b;
  for (int d = 0; d < 8 && a != b; ++d) {
    const uint64_t ray = walk(target, a, d);
    if (ray & target) return ray & ~target;
  }
  return 0;
}

/* Returns the whole line through engine squares a != b, both included, when
 * they share one (0 otherwise). */
static inline uint64_t walk_line_through(int a, int b) {
  const uint64_t target = (uint64_t)1 << b;
  for (int d = 0; d < 8 && a != b; ++d) {
    if (walk(target, a, d) & target) return walk_line(0, a, d) | (uint64_t)1 << a;
  }
  return 0;
}

/* Stockfish's BetweenBB: walk_between(a, b) | {b}, always. */
static inline uint64_t walk_between_to_b(int a, int b) {
  return walk_between(a, b) | (uint64_t)1 << b;
}

/* Both ends: walk_between(a, b) | {a, b} when aligned, {a} for a == b, else 0. */
static inline uint64_t walk_between_inclusive(int a, int b) {
  if (a != b && !walk_line_through(a, b)) return 0;
  return walk_between(a, b) | (uint64_t)1 << a | (uint64_t)1 << b;
}

/* Both ends for every pair: walk_between(a, b) | {a, b}, aligned or not. */
static inline uint64_t walk_between_with_ends(int a, int b) {
  return walk_between(a, b) | (uint64_t)1 << a | (uint64_t)1 << b;
}

/* walk_between(a, b) | {b} when a != b share a line, else 0. */
static inline uint64_t walk_between_to_b_aligned(int a, int b) {
  if (!walk_line_through(a, b)) return 0;
  return walk_between(a, b) | (uint64_t)1 << b;
}

static inline uint64_t walk_many(uint64_t sliders, uint64_t empty, int d) {
  uint64_t result = 0;
  for (int i = 0; i < 64; ++i) {
    if ((sliders >> i) & 1) result |= walk(~empty, i, d);
  }
  return result;
}

/* Leapers: (file, rank) jumps from engine square i, those off the board dropped. */
static const int kKnightJump[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                      {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

/* Returns the squares reached from engine square i by the n jumps (df, dr). */
static inline uint64_t leap(int i, const int (*jumps)[2], int n) {
  uint64_t result = 0;
  for (int j = 0; j < n; ++j) {
    const int f = file_of_index(i) + jumps[j][0], r = rank_of_index(i) + jumps[j][1];
    if (on_board(f, r)) result |= (uint64_t)1 << index_of(f, r);
  }
  return result;
}

static inline uint64_t leap_knight(int i) { return leap(i, kKnightJump, 8); }
static inline uint64_t leap_king(int i) {
  int steps[8][2];
  for (int d = 0; d < 8; ++d) steps[d][0] = kFileStep[d], steps[d][1] = kRankStep[d];
  return leap(i, (const int(*)[2])steps, 8);
}
/* color 0 (white) attacks towards board rank 8, color 1 (black) towards rank 1. */
static inline uint64_t leap_pawn(int color, int i) {
  const int dr = color == 0 ? 1 : -1;
  const int jumps[2][2] = {{-1, dr}, {1, dr}};
  return leap(i, jumps, 2);
}

/* One pawn capture by board side: dfile -1 west (towards the a-file), +1 east. */
static inline uint64_t leap_pawn_side(int color, int dfile, int i) {
  const int jumps[1][2] = {{dfile, color == 0 ? 1 : -1}};
  return leap(i, jumps, 1);
}

/* Returns the engine ray from a through b to the edge, b included, when they
 * share a line (0 otherwise, and for a == b). */
static inline uint64_t walk_ray_through(int a, int b) {
  const uint64_t target = (uint64_t)1 << b;
  for (int d = 0; d < 8 && a != b; ++d) {
    if (walk(target, a, d) & target) return walk(0, a, d);
  }
  return 0;
}

/* Returns the engine squares of set each moved one board step in d (none wrapping). */
static inline uint64_t walk_shift_one(uint64_t set, int d) {
  uint64_t result = 0;
  for (int i = 0; i < 64; ++i) {
    if (!((set >> i) & 1)) continue;
    const int f = file_of_index(i) + kFileStep[d], r = rank_of_index(i) + kRankStep[d];
    if (on_board(f, r)) result |= (uint64_t)1 << index_of(f, r);
  }
  return result;
}

/* Returns the attacks of a piece on engine square i through occ: the rook's
 * (piece 0: east, sout, west, nort), the bishop's (1: noEa, soEa, soWe, noWe)
 * or the queen's (2: all eight). */
static inline uint64_t walk_piece(uint64_t occ, int i, int piece) {
  uint64_t result = 0;
  for (int d = 0; d < 8; ++d) {
    const int diagonal = d % 2 == 0; /* noEa, soEa, soWe, noWe */
    if (piece == 2 || diagonal == (piece == 1)) result |= walk(occ, i, d);
  }
  return result;
}

/* 1 when engine square to is in the piece's attacks from from, else 0. */
static inline uint64_t walk_sees(uint64_t occ, int from, int to, int piece) {
  return (walk_piece(occ, from, piece) >> to) & 1;
}

/* The union of the piece's attacks from every engine square of sliders. */
static inline uint64_t walk_piece_set(uint64_t sliders, uint64_t occ, int piece) {
  uint64_t result = 0;
  for (int i = 0; i < 64; ++i) {
    if ((sliders >> i) & 1) result |= walk_piece(occ, i, piece);
  }
  return result;
}

/* Returns every engine square of set moved by knight jump j (kKnightJump's
 * order: clockwise from north-north-east), off-board jumps dropped. */
static inline uint64_t walk_knight_shift(uint64_t set, int j) {
  uint64_t result = 0;
  for (int i = 0; i < 64; ++i) {
    if ((set >> i) & 1) result |= leap(i, &kKnightJump[j & 7], 1);
  }
  return result;
}

/* Returns the engine squares steps (1 or 2) ranks forward of the pawns
 * (towards rank 8 for color 0, rank 1 for color 1), every square stepped on in
 * empty; two steps from the start rank only (rank 2 white, rank 7 black). */
static inline uint64_t walk_pawn_pushes(int color, uint64_t pawns, uint64_t empty, int steps) {
  uint64_t result = 0;
  const int dr = color == 0 ? 1 : -1, start = color == 0 ? 1 : 6;
  for (int i = 0; i < 64; ++i) {
    if (!((pawns >> i) & 1)) continue;
    const int f = file_of_index(i);
    int r = rank_of_index(i), ok = steps == 1 || r == start;
    for (int s = 0; s < steps && ok; ++s) {
      r += dr;
      ok = on_board(f, r) && ((empty >> index_of(f, r)) & 1);
    }
    if (ok) result |= (uint64_t)1 << index_of(f, r);
  }
  return result;
}

/* Returns (from the enclosing function) the union of one(i) over the engine
 * squares i of set. */
#define LEAP_SET(set, one)                       \
  do {                                           \
    uint64_t result_ = 0;                        \
    for (int i_ = 0; i_ < 64; ++i_)              \
      if (((set) >> i_) & 1) result_ |= one(i_); \
    return result_;                              \
  } while (0)

#endif
