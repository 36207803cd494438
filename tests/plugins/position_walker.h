/* The position kinds written plainly in C, square by square, for the sample
 * plugins: position_correct.c conforms, and each position_bug_*.c plants one
 * slip by defining one of the BUG_* macros below before including this.
 *   BUG_PAWNS_FORWARD     a pawn attacker is looked for with the own color's
 *                         pawn table (the pawns attack the wrong way)
 *   BUG_NO_KING           attackers_to leaves the kings out
 *   BUG_QUEEN_AS_ROOK     a queen attacks as a rook only
 *   BUG_OCC_IGNORED       attackers_to looks through the position's own
 *                         occupancy, not occ
 *   BUG_OCC_MASKS_PIECES  attackers_to answers only pieces on occ's squares
 *   BUG_STOCKFISH_PINNED  pinned is Stockfish's blockers_for_king
 *   BUG_PINNED_BOTH       pinned counts a lone piece of either color
 *   BUG_COLOR_SWAPPED     checkers, pinned, pinners, is_attacked read color as the other side
 *   BUG_KEEP_SNIPERS      blockers_for_king and pinners keep the snipers in the occupancy */
#ifndef SLIDERCHECK_SAMPLE_POSITION_WALKER_H_
#define SLIDERCHECK_SAMPLE_POSITION_WALKER_H_

#include <stdint.h>

#include "slidercheck/plugin.h"

static const int kPosFile[8] = {1, 1, 1, 0, -1, -1, -1, 0};
static const int kPosRank[8] = {1, 0, -1, -1, -1, 0, 1, 1};

static inline int pw_on(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }
static inline uint64_t pw_bit(int f, int r) { return (uint64_t)1 << (8 * r + f); }
static inline int pw_has(uint64_t b, int sq) { return (int)((b >> sq) & 1); }

/* Returns the type on sq (0 pawn .. 5 king), -1 when empty. */
static inline int pw_type(const slidercheck_position* p, int sq) {
  for (int t = 0; t < 6; ++t)
    if (pw_has(p->type[t], sq)) return t;
  return -1;
}

static inline int pw_king(const slidercheck_position* p, int color) {
  const uint64_t k = p->type[5] & p->color[color];
  for (int sq = 0; sq < 64; ++sq)
    if (pw_has(k, sq)) return sq;
  return -1;
}

/* Returns whether a slider of type t moves along direction d. */
static inline int pw_moves(int t, int d) {
  const int straight = kPosFile[d] == 0 || kPosRank[d] == 0;
  if (t == 4) {
#ifdef BUG_QUEEN_AS_ROOK
    return straight;
#else
    return 1;
#endif
  }
  return (t == 3 && straight) || (t == 2 && !straight);
}

/* Returns the pieces (of both colors) attacking sq, sliders seeing through occ. */
static inline uint64_t pw_attackers(const slidercheck_position* p, uint64_t occ, int sq) {
  const int f = sq % 8, r = sq / 8;
  uint64_t out = 0;
  for (int d = 0; d < 8; ++d) { /* sliders: walk out from sq */
    for (int ff = f + kPosFile[d], rr = r + kPosRank[d]; pw_on(ff, rr);
         ff += kPosFile[d], rr += kPosRank[d]) {
      const int s = 8 * rr + ff;
      const int t = pw_type(p, s);
      if (t >= 2 && t <= 4 && pw_moves(t, d)) out |= pw_bit(ff, rr);
      if (pw_has(occ, s)) break;
    }
  }
  static const int kn[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                               {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  for (int i = 0; i < 8; ++i) {
    const int ff = f + kn[i][0], rr = r + kn[i][1];
    if (pw_on(ff, rr) && pw_type(p, 8 * rr + ff) == 1) out |= pw_bit(ff, rr);
  }
#ifndef BUG_NO_KING
  for (int d = 0; d < 8; ++d) {
    const int ff = f + kPosFile[d], rr = r + kPosRank[d];
    if (pw_on(ff, rr) && pw_type(p, 8 * rr + ff) == 5) out |= pw_bit(ff, rr);
  }
#endif
  for (int color = 0; color < 2; ++color) { /* a pawn of color attacks from one rank behind */
#ifdef BUG_PAWNS_FORWARD
    const int behind = color == 0 ? 1 : -1;
#else
    const int behind = color == 0 ? -1 : 1;
#endif
    for (int df = -1; df <= 1; df += 2) {
      const int ff = f + df, rr = r + behind;
      if (pw_on(ff, rr) && pw_has(p->type[0] & p->color[color], 8 * rr + ff)) out |= pw_bit(ff, rr);
    }
  }
  return out;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_attackers_to(const slidercheck_position* pos, uint64_t occ,
                                                     int sq) {
#ifdef BUG_OCC_IGNORED
  occ = pos->color[0] | pos->color[1];
#endif
  uint64_t a = pw_attackers(pos, occ, sq);
#ifdef BUG_OCC_MASKS_PIECES
  a &= occ;
#endif
  return a;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_attackers_by(const slidercheck_position* pos, int color,
                                                     uint64_t occ, int sq) {
  return slidercheck_attackers_to(pos, occ, sq) & pos->color[color];
}

#ifdef BUG_COLOR_SWAPPED
#define PW_SIDE(color) ((color) ^ 1)
#else
#define PW_SIDE(color) (color)
#endif

SLIDERCHECK_EXPORT uint64_t slidercheck_is_attacked(const slidercheck_position* pos, int color,
                                                    int sq) {
  return slidercheck_attackers_by(pos, PW_SIDE(color), pos->color[0] | pos->color[1], sq) != 0;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_checkers(const slidercheck_position* pos, int color) {
  color = PW_SIDE(color);
  const int k = pw_king(pos, color);
  return pw_attackers(pos, pos->color[0] | pos->color[1], k) & pos->color[color ^ 1];
}

/* The squares strictly between the king k and s along direction d (s on that ray). */
static inline uint64_t pw_between(int k, int s, int d) {
  uint64_t out = 0;
  for (int ff = k % 8 + kPosFile[d], rr = k / 8 + kPosRank[d]; 8 * rr + ff != s;
       ff += kPosFile[d], rr += kPosRank[d])
    out |= pw_bit(ff, rr);
  return out;
}

static inline int pw_popcount(uint64_t b) {
  int n = 0;
  for (; b; b &= b - 1) ++n;
  return n;
}

/* Walks out from color's king: for each enemy slider that moves along the ray
 * with exactly one piece between (of color: pinned; any: blocker), adds the
 * piece to *lone and the slider to *sliders. snipers_removed: the occupancy
 * less every enemy slider aimed at the king (Stockfish's blockers). */
static inline void pw_pins(const slidercheck_position* p, int color, int own_only,
                           int snipers_removed, uint64_t* lone, uint64_t* sliders) {
  const int k = pw_king(p, color);
  *lone = 0;
  *sliders = 0;
  uint64_t snipers = 0;
  for (int d = 0; d < 8; ++d) {
    for (int ff = k % 8 + kPosFile[d], rr = k / 8 + kPosRank[d]; pw_on(ff, rr);
         ff += kPosFile[d], rr += kPosRank[d]) {
      const int s = 8 * rr + ff, t = pw_type(p, s);
      if (pw_has(p->color[color ^ 1], s) && t >= 2 && t <= 4 && pw_moves(t, d))
        snipers |= pw_bit(ff, rr);
    }
  }
  const uint64_t occ = (p->color[0] | p->color[1]) & (snipers_removed ? ~snipers : ~(uint64_t)0);
  for (int d = 0; d < 8; ++d) {
    for (int ff = k % 8 + kPosFile[d], rr = k / 8 + kPosRank[d]; pw_on(ff, rr);
         ff += kPosFile[d], rr += kPosRank[d]) {
      const int s = 8 * rr + ff;
      if (!pw_has(snipers, s)) continue;
      const uint64_t b = pw_between(k, s, d) & occ;
      if (pw_popcount(b) != 1) continue;
      if (own_only && !(b & p->color[color])) continue;
      *lone |= b;
      *sliders |= pw_bit(ff, rr);
    }
  }
}

SLIDERCHECK_EXPORT uint64_t slidercheck_pinned(const slidercheck_position* pos, int color) {
  uint64_t lone, sliders;
#if defined(BUG_STOCKFISH_PINNED)
  pw_pins(pos, color, 0, 1, &lone, &sliders);
#elif defined(BUG_PINNED_BOTH)
  pw_pins(pos, color, 0, 0, &lone, &sliders);
#else
  pw_pins(pos, PW_SIDE(color), 1, 0, &lone, &sliders);
#endif
  return lone;
}

/* Stockfish's pinners: the snipers whose lone piece, the snipers taken off, is color's. */
SLIDERCHECK_EXPORT uint64_t slidercheck_pinners(const slidercheck_position* pos, int color) {
  uint64_t lone, sliders;
#ifdef BUG_KEEP_SNIPERS
  pw_pins(pos, PW_SIDE(color), 1, 0, &lone, &sliders);
#else
  pw_pins(pos, PW_SIDE(color), 1, 1, &lone, &sliders);
#endif
  return sliders;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_blockers_for_king(const slidercheck_position* pos,
                                                          int color) {
  uint64_t lone, sliders;
#ifdef BUG_KEEP_SNIPERS
  pw_pins(pos, color, 0, 0, &lone, &sliders);
#else
  pw_pins(pos, color, 0, 1, &lone, &sliders);
#endif
  return lone;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_check_mask(const slidercheck_position* pos, int color) {
  const uint64_t c = slidercheck_checkers(pos, color);
  if (c == 0) return ~(uint64_t)0;
  if (c & (c - 1)) return 0;
  const int k = pw_king(pos, color);
  int s = 0;
  while (!pw_has(c, s)) ++s;
  for (int d = 0; d < 8; ++d) { /* the checker on a ray of the king: the squares between */
    for (int ff = k % 8 + kPosFile[d], rr = k / 8 + kPosRank[d]; pw_on(ff, rr);
         ff += kPosFile[d], rr += kPosRank[d])
      if (8 * rr + ff == s) return pw_between(k, s, d) | c;
  }
  return c;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_pin_mask(const slidercheck_position* pos, int color,
                                                 int sq) {
  if (!pw_has(slidercheck_pinned(pos, color), sq)) return ~(uint64_t)0;
  const int k = pw_king(pos, color);
  for (int d = 0; d < 8; ++d) {
    for (int ff = k % 8 + kPosFile[d], rr = k / 8 + kPosRank[d]; pw_on(ff, rr);
         ff += kPosFile[d], rr += kPosRank[d]) {
      if (8 * rr + ff != sq) continue;
      uint64_t line = (uint64_t)1 << k; /* the whole line through the king, edge to edge */
      for (int e = 0; e < 2; ++e) {
        const int dd = e ? d ^ 4 : d;
        for (int f2 = k % 8 + kPosFile[dd], r2 = k / 8 + kPosRank[dd]; pw_on(f2, r2);
             f2 += kPosFile[dd], r2 += kPosRank[dd])
          line |= pw_bit(f2, r2);
      }
      return line;
    }
  }
  return ~(uint64_t)0;
}

#endif /* SLIDERCHECK_SAMPLE_POSITION_WALKER_H_ */
