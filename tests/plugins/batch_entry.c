/* A plugin with batch entries (slidercheck/plugin.h), each defined by the
 * macro of its shape from the plugin's own inline function: rook_attacks
 * (single), xray_rook_attacks (xray) and squares_between (pair). Every other
 * shape's macro is expanded too (not exported), so that each compiles as C.
 *
 * With BATCH_WRONG_ONE the rook's batch entry is wrong on one input (d4 on
 * an empty board: it returns 0) while its single call is right; with
 * BATCH_OVERRUN the rook's batch entry also writes out[n], past the results;
 * with BATCH_CRASH_ONE it crashes (a write through a null pointer), and with
 * BATCH_HANG_ONE it never returns, on that one input only. */
#include "slidercheck/plugin.h"
#include "walker.h"

static inline uint64_t rook(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
static inline uint64_t batch_rook(uint64_t occ, int sq) {
#ifdef BATCH_WRONG_ONE
  if (sq == 27 && occ == 0) return 0;
#endif
#ifdef BATCH_CRASH_ONE
  if (sq == 27 && occ == 0) *(volatile int *)(uintptr_t)occ = 1;
#endif
#ifdef BATCH_HANG_ONE
  if (sq == 27 && occ == 0)
    for (volatile int spin = 1; spin;) {
    }
#endif
  return rook(occ, sq);
}
static inline uint64_t xray_rook(uint64_t occ, uint64_t blockers, int sq) {
  const uint64_t a = rook(occ, sq);
  return a ^ rook(occ ^ (blockers & a), sq);
}
static inline uint64_t between(int a, int b) { return walk_between(a, b); }

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) { return rook(occ, sq); }
SLIDERCHECK_EXPORT uint64_t slidercheck_xray_rook_attacks(uint64_t occ, uint64_t blockers, int sq) {
  return xray_rook(occ, blockers, sq);
}
SLIDERCHECK_EXPORT uint64_t slidercheck_squares_between(int a, int b) { return between(a, b); }

#ifdef BATCH_OVERRUN
SLIDERCHECK_BATCH_DEFINE_SINGLE(rook_batch_within, batch_rook)
SLIDERCHECK_EXPORT void slidercheck_rook_attacks_batch(const uint64_t *occ, const int *sq,
                                                       uint64_t *out, size_t n) {
  rook_batch_within(occ, sq, out, n);
  out[n] = 0; /* one past the end */
}
#else
SLIDERCHECK_BATCH_SINGLE(rook_attacks, batch_rook)
#endif
SLIDERCHECK_BATCH_XRAY(xray_rook_attacks, xray_rook)
SLIDERCHECK_BATCH_PAIR(squares_between, between)

/* Every other shape's macro, on functions of that shape (not exported). */
static inline uint64_t f1(uint64_t x) { return x; }
static inline uint64_t fi(int x) { return (uint64_t)x; }
static inline uint64_t f_ii(int a, int b) { return (uint64_t)(a + b); }
static inline uint64_t f_iw(int a, uint64_t b) { return b + (uint64_t)a; }
static inline uint64_t f_wi(uint64_t a, int b) { return a + (uint64_t)b; }
static inline uint64_t f_wwi(uint64_t a, uint64_t b, int c) { return a ^ b ^ (uint64_t)c; }
static inline uint64_t f_wwwi(uint64_t a, uint64_t b, uint64_t c, int d) {
  return a ^ b ^ c ^ (uint64_t)d;
}
static inline uint64_t f_wii(uint64_t a, int b, int c) { return a + (uint64_t)(b + c); }
static inline uint64_t f_pwi(const slidercheck_position *p, uint64_t o, int s) {
  return p->color[0] ^ o ^ (uint64_t)s;
}
static inline uint64_t f_piwi(const slidercheck_position *p, int c, uint64_t o, int s) {
  return p->color[c & 1] ^ o ^ (uint64_t)s;
}
static inline uint64_t f_pii(const slidercheck_position *p, int c, int s) {
  return p->color[c & 1] ^ (uint64_t)s;
}
static inline uint64_t f_pi(const slidercheck_position *p, int c) { return p->color[c & 1]; }
SLIDERCHECK_BATCH_DEFINE_MULTI(compiles_multi, f_wwi)
SLIDERCHECK_BATCH_DEFINE_MULTI_EXTRA(compiles_multi_extra, f_wwwi)
SLIDERCHECK_BATCH_DEFINE_SQUARE(compiles_square, fi)
SLIDERCHECK_BATCH_DEFINE_COLOR_SQUARE(compiles_color_square, f_ii)
SLIDERCHECK_BATCH_DEFINE_SET(compiles_set, f1)
SLIDERCHECK_BATCH_DEFINE_COLOR_SET(compiles_color_set, f_iw)
SLIDERCHECK_BATCH_DEFINE_SET_DIR(compiles_set_dir, f_wi)
SLIDERCHECK_BATCH_DEFINE_RAY(compiles_ray, f_wii)
SLIDERCHECK_BATCH_DEFINE_POS_OCC_SQ(compiles_pos_occ_sq, f_pwi)
SLIDERCHECK_BATCH_DEFINE_POS_COLOR_OCC_SQ(compiles_pos_color_occ_sq, f_piwi)
SLIDERCHECK_BATCH_DEFINE_POS_COLOR_SQ(compiles_pos_color_sq, f_pii)
SLIDERCHECK_BATCH_DEFINE_POS_COLOR(compiles_pos_color, f_pi)
