/* slidercheck plugin ABI: the symbols `slidercheck check PLUGIN.so` looks for.
 *
 * A plugin is a shared library that exports, with C linkage, any non-empty
 * subset of the functions below, plus optionally slidercheck_init,
 * slidercheck_prepare, slidercheck_square_mapping, slidercheck_bit_mapping,
 * slidercheck_pawn_sides, slidercheck_own_square, slidercheck_xray_blockers,
 * slidercheck_pairs and slidercheck_pawn_squares.
 * This header is valid C
 * (C99 and later) and C++.
 *
 * Conventions (the project's, see board.h and kinds.h):
 *  - Squares and bitboards are in the engine's own numbering, given by
 *    slidercheck_square_mapping or by `--mapping` (the default is a1,b1:
 *    sq = 8*rank + file, a1 = 0, h1 = 7, a8 = 56, h8 = 63; bit i is square i).
 *    The checker translates every square and bitboard it passes in, and every
 *    bitboard that comes back.
 *  - The names keep their meaning on the board in every numbering: "rank" is a
 *    row of the chessboard (a1..h1), "file" a column (a1..a8), "diagonal" runs
 *    a1-h8, "antidiagonal" runs h1-a8, whatever stride they have in the
 *    engine's numbering.
 *  - dir8 is a compass direction on the board, the same value in every
 *    numbering (it is not translated):
 *      0 noEa (towards h8)  1 east (towards the h-file)  2 soEa  3 sout (towards rank 1)
 *      4 soWe               5 west                        6 noWe  7 nort (towards rank 8)
 *    In the default numbering these are the Chess Programming Wiki's shifts
 *    +9 +1 -7 -8 -9 -1 +7 +8; the opposite of a direction is dir8 ^ 4.
 *
 * Every function must be a pure function of its arguments (after init): the
 * checker calls each one many millions of times, from several processes.
 */
#ifndef SLIDERCHECK_PLUGIN_H_
#define SLIDERCHECK_PLUGIN_H_

#include <stddef.h>
#include <stdint.h>

/* The version of this ABI: the symbols' names, signatures and meanings and the
 * slidercheck_position layout. It changes only when a plugin built against an
 * older header could be checked wrongly; a new kind (a new symbol) leaves it
 * as it is (docs/install.md: the compatibility rule). */
#define SLIDERCHECK_ABI_VERSION 1

#include "slidercheck/batch.h"

/* Marks a plugin's symbols as exported with C linkage; put it in front of each
 * definition (it is optional where symbols are exported by default). */
#ifdef __cplusplus
#define SLIDERCHECK_EXPORT extern "C" __attribute__((visibility("default")))
#else
#define SLIDERCHECK_EXPORT __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Single-slider line attacks (occ, sq): along the line, in each direction, the
 * squares up to and including the first occupied one; never sq itself.
 * The result must not depend on occ's bit at sq (unless the plugin is checked
 * with --own-square occupied or --own-square empty), nor on any bit off the
 * slider's lines. */
uint64_t slidercheck_rank_attacks(uint64_t occ, int sq);
uint64_t slidercheck_file_attacks(uint64_t occ, int sq);
uint64_t slidercheck_diagonal_attacks(uint64_t occ, int sq);     /* a1-h8 direction */
uint64_t slidercheck_antidiagonal_attacks(uint64_t occ, int sq); /* h1-a8 direction */

/* rook = rank | file, bishop = diagonal | antidiagonal, queen = rook | bishop. */
uint64_t slidercheck_rook_attacks(uint64_t occ, int sq);
uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq);
uint64_t slidercheck_queen_attacks(uint64_t occ, int sq);

/* X-ray attacks, precondition blockers ⊆ occ (the checker never breaks it):
 *   a = attacks(occ, sq); result = a ^ attacks(occ ^ (blockers & a), sq),
 * the squares behind the first-hit blockers, up to and including the next
 * occupied square. */
uint64_t slidercheck_xray_rook_attacks(uint64_t occ, uint64_t blockers, int sq);
uint64_t slidercheck_xray_bishop_attacks(uint64_t occ, uint64_t blockers, int sq);

/* Multi-slider attacks in one direction: the union over every slider square of
 * its ray in dir8 through empty squares, including the first non-empty one.
 * A slider's own square may be empty or not. */
uint64_t slidercheck_sliding_attacks(uint64_t sliders, uint64_t empty, int dir8);

/* b = blockers & sliding_attacks(sliders, empty, dir8);
 * result = b ? sliding_attacks(b, empty, dir8) : 0. */
uint64_t slidercheck_xray_sliding_attacks(uint64_t sliders, uint64_t empty, uint64_t blockers,
                                          int dir8);

/* "Blockers by targets": sliding_attacks(sliders, empty, dir8) &
 * sliding_attacks(targets, empty, dir8 ^ 4). */
uint64_t slidercheck_between(uint64_t sliders, uint64_t empty, uint64_t targets, int dir8);

/* Two squares: when a != b share a rank, file, diagonal or antidiagonal, the
 * squares strictly between them (neither a nor b); otherwise 0, and 0 for
 * a == b. */
uint64_t slidercheck_squares_between(int a, int b);

/* Two squares: when a != b share a rank, file, diagonal or antidiagonal, that
 * whole line, edge to edge, a and b included; otherwise 0, and 0 for a == b. */
uint64_t slidercheck_line_through(int a, int b);

/* Stockfish's BetweenBB: squares_between(a, b) | {b}, always: {b} when a and b
 * share no line, and {a} for a == b. Not symmetric in a and b. */
uint64_t slidercheck_squares_between_to_b(int a, int b);

/* Both ends included: squares_between(a, b) | {a, b} when a and b share a rank,
 * file, diagonal or antidiagonal, and {a} for a == b; otherwise 0. */
uint64_t slidercheck_squares_between_inclusive(int a, int b);

/* Leapers: the squares a knight (king) on sq attacks; jumps off the board are
 * dropped, never wrapped between the a- and h-files. */
uint64_t slidercheck_knight_attacks(int sq);
uint64_t slidercheck_king_attacks(int sq);
/* The (up to) two squares a pawn of color on sq attacks: color 0 (white) towards rank 8,
 * color 1 (black) towards rank 1; in every numbering, white is the side of
 * rank 1 (the checker never swaps colors). */
uint64_t slidercheck_pawn_attacks(int color, int sq);

/* Set-wise leapers: the union over the squares s of the set of
 * knight_attacks(s), king_attacks(s), pawn_attacks(color, s). */
uint64_t slidercheck_knight_set_attacks(uint64_t knights);
uint64_t slidercheck_king_set_attacks(uint64_t kings);
uint64_t slidercheck_pawn_set_attacks(int color, uint64_t pawns);

/* Returns the ray from a through b to the board's edge (the squares between, b
 * and those beyond b; a excluded) when a != b share a rank, file, diagonal or antidiagonal;
 * otherwise 0 (Stockfish's RayPassBB). */
uint64_t slidercheck_ray_through(int a, int b);

/* Returns the squares the pawns of color attack one file towards the a-file
 * (west) and one rank ahead: a board side, the same side for both colors. */
uint64_t slidercheck_pawn_west_attacks(int color, uint64_t pawns);
/* Returns the squares the pawns of color attack one file towards the h-file
 * (east) and one rank ahead: a board side, the same side for both colors. */
uint64_t slidercheck_pawn_east_attacks(int color, uint64_t pawns);
/* Returns the squares attacked by two pawns of color (Stockfish's
 * pawn_double_attacks_bb): pawn_west_attacks & pawn_east_attacks. */
uint64_t slidercheck_pawn_double_attacks(int color, uint64_t pawns);

/* Returns every square of set moved one step in dir8 (a board direction in
 * every numbering), a step off the board dropped: no wrap round the edges. */
uint64_t slidercheck_shift_one(uint64_t set, int dir8);

/* Returns the squares from sq in dir8 (a board direction in every numbering:
 * 0 noEa, 1 east, 2 soEa, 3 sout, 4 soWe, 5 west, 6 noWe, 7 nort) up to and
 * including the first occupied one; never sq. One slider's ray: the wiki's
 * getRayAttacks, Koivisto's generateSlidingAttacks, Caissa's GetRay, Igel's
 * BB_DIR (docs/plugins.md shows each as a one-line wrapper). */
uint64_t slidercheck_ray_attacks(uint64_t occ, int sq, int dir8);

/* A position: the pieces of both sides, one bitboard per color and per type.
 * The checker passes only well-formed positions (the color sets disjoint, the
 * type sets disjoint, their unions equal), by default only game-like ones (one
 * king a side, no pawn on ranks 1 and 8, the king of the side not to move not
 * in check; `--positions any`: every well-formed position, exactly one king of
 * color's side for the kinds of color's king). Color 0 is white. */
typedef struct slidercheck_position {
  uint64_t color[2]; /* white, black */
  uint64_t type[6];  /* pawn, knight, bishop, rook, queen, king */
} slidercheck_position;

/* The position kinds (docs/conventions.md defines each precisely). */
/* Every piece of either color that attacks sq: sliders see through occ and
 * stop at it; the piece sets are not masked by occ (a caller removes pieces
 * itself). Stockfish's attackers_to(s, occupied). */
uint64_t slidercheck_attackers_to(const slidercheck_position* pos, uint64_t occ, int sq);
/* The same, color's pieces only (python-chess attackers_mask). */
uint64_t slidercheck_attackers_by(const slidercheck_position* pos, int color, uint64_t occ, int sq);
/* 1 when sq is attacked by color with the occupancy of all pieces, else 0
 * (`--attacked-color attacked`: color is the attacked side). */
uint64_t slidercheck_is_attacked(const slidercheck_position* pos, int color, int sq);
/* The other side's pieces attacking color's king. */
uint64_t slidercheck_checkers(const slidercheck_position* pos, int color);
/* color's pieces that each stand alone between color's king and an enemy
 * slider that moves along that line. */
uint64_t slidercheck_pinned(const slidercheck_position* pos, int color);
/* Stockfish's pinners: the snipers whose only piece between them and the king, in
 * the occupancy less the snipers, is color's (`--king-blockers keep-snipers`: the
 * true pins' sliders). */
uint64_t slidercheck_pinners(const slidercheck_position* pos, int color);
/* Stockfish's blockers_for_king: pieces of either color that are the only
 * piece between color's king and a sniper, in the occupancy less the snipers
 * (`--king-blockers keep-snipers`: in the occupancy of all pieces). */
uint64_t slidercheck_blockers_for_king(const slidercheck_position* pos, int color);
/* All 64 squares when color's king is not in check; one checker: the squares
 * between it and the king, and the checker; two or more: none. */
uint64_t slidercheck_check_mask(const slidercheck_position* pos, int color);
/* The whole line through color's king and the pinner of the piece on sq when
 * it is pinned, edge to edge; otherwise all 64 squares. */
uint64_t slidercheck_pin_mask(const slidercheck_position* pos, int color, int sq);

/* Both ends for every pair (Viridithas' RAY_INTERSECTING): squares_between(a, b)
 * | {a, b}, aligned or not: {a, b} when a and b share no line, {a} for a == b. */
uint64_t slidercheck_squares_between_with_ends(int a, int b);
/* brchess' bb_between: squares_between(a, b) | {b} when a and b share a rank,
 * file, diagonal or antidiagonal and a != b; otherwise 0, and 0 for a == b.
 * Not symmetric in a and b. */
uint64_t slidercheck_squares_between_to_b_aligned(int a, int b);

/* Every square of set moved by one knight jump: jump 0..7 = +17, +10, -6, -15,
 * -17, -10, +6, +15 (noNoEa, noEaEa, soEaEa, soSoEa, soSoWe, soWeWe, noWeWe,
 * noNoWe: clockwise from north-north-east, board directions in every
 * numbering); a jump off the board is dropped, never wrapped. */
uint64_t slidercheck_knight_shift(uint64_t set, int jump);

/* The squares one rank forward of pawns (towards rank 8 for white, color 0;
 * towards rank 1 for black, color 1) that are in empty (the wiki's
 * wSinglePushTargets): a push off the board is dropped, never wrapped. Every
 * input counts: pawns anywhere (a white one on rank 1 pushes to rank 2), pawns
 * and empty overlapping or not. */
uint64_t slidercheck_pawn_pushes(int color, uint64_t pawns, uint64_t empty);
/* The squares two ranks forward of the pawns on their start rank (rank 2 for
 * white, rank 7 for black) with both the square passed and the square reached
 * in empty (wDblPushTargets). */
uint64_t slidercheck_pawn_double_pushes(int color, uint64_t pawns, uint64_t empty);
/* Whether a slider on from sees to: 1 when to is in rook/bishop/queen_attacks(occ,
 * from), else 0 (nothing else: a truth value, the same in every numbering). 0 for
 * from == to (attacks never hold the slider's own square); the bits of occ at
 * from and at to do not matter (an occupied to is seen: a capture). */
uint64_t slidercheck_rook_sees(uint64_t occ, int from, int to);
uint64_t slidercheck_bishop_sees(uint64_t occ, int from, int to);
uint64_t slidercheck_queen_sees(uint64_t occ, int from, int to);

/* The attacks of a set of sliders of one piece: the union over the squares s of
 * sliders of rook/bishop/queen_attacks(occ, s); 0 when sliders is empty. A
 * slider's square may be in occ or not (each blocks the others only through occ). */
uint64_t slidercheck_rook_set_attacks(uint64_t sliders, uint64_t occ);
uint64_t slidercheck_bishop_set_attacks(uint64_t sliders, uint64_t occ);
uint64_t slidercheck_queen_set_attacks(uint64_t sliders, uint64_t occ);

/* Optional: called once in each process that uses the plugin, before any other
 * function (e.g. to fill tables). Nonzero means it failed: the checker exits 2. */
int slidercheck_init(void);

/* Optional, for incremental designs (rotated bitboards, Hypercube): called with
 * occ right before each single-slider, ray and x-ray call of that occ (in the same
 * process, same numbering). The results must still depend only on the
 * arguments; prepare may only build state derived from occ. */
void slidercheck_prepare(uint64_t occ);

/* Optional: the engine's squares 0 and 1, e.g. "a8,b8". One of a1,b1 (the
 * default), a1,a2, a8,b8, a8,a7, h1,g1, h1,h2, h8,g8, h8,h7. `--mapping`
 * overrides it. Define it as: const char slidercheck_square_mapping[] = "a8,b8"; */
extern const char slidercheck_square_mapping[];

/* Optional: the squares of the engine's bits 0 and 1, when its bitboards are
 * numbered apart from its square arguments (Igel and GreKo number squares from
 * a8 but keep square s at bit 63 - s: square mapping "a8,b8", bit mapping
 * "h1,g1"). Default: as the square mapping. `--bit-mapping` overrides it.
 * Define it as: const char slidercheck_bit_mapping[] = "h1,g1"; */
extern const char slidercheck_bit_mapping[];

/* Optional: how pawn_west_attacks and pawn_east_attacks name the sides, "board"
 * (the default: west = towards the a-file for both colors) or "relative" (as
 * the moving side sees them: for black, west is towards the h-file, as engines
 * whose pawn captures go "left" and "right" name them). `--pawn-sides`
 * overrides it. Define it as: const char slidercheck_pawn_sides[] = "relative"; */
extern const char slidercheck_pawn_sides[];

/* Optional: the own-square contract of the single-slider and x-ray kinds, one
 * of "any" (the default), "occupied" (the slider's own bit is always set in
 * occ) or "empty" (always clear), the values `--own-square` takes, which
 * overrides it. Define it as: const char slidercheck_own_square[] = "empty"; */
extern const char slidercheck_own_square[];

/* Optional: the x-ray kinds' blocker contract, "any" (the default) or
 * "occupied" (engine-style: called only with blockers = every occupied square),
 * the values `--xray-blockers` takes, which overrides it. Define it as:
 * const char slidercheck_xray_blockers[] = "occupied"; */
extern const char slidercheck_xray_blockers[];

/* Optional: the pair kinds' domain, "all" (the default: every pair, a == b
 * included) or "aligned" (only pairs that share a line, a != b, as tables
 * that hold nothing else), the values `--pairs` takes, which overrides it.
 * Define it as: const char slidercheck_pairs[] = "aligned"; */
extern const char slidercheck_pairs[];

/* Optional: pawn_attacks' squares, "all" (the default) or "pawn" (only ranks 2
 * to 7, where a pawn can stand, as tables that leave ranks 1 and 8 empty), the
 * values `--pawn-squares` takes, which overrides it. Define it as:
 * const char slidercheck_pawn_squares[] = "pawn"; */
extern const char slidercheck_pawn_squares[];

/* Each of these strings is the bytes themselves, NUL-terminated: a pointer to
 * them (`const char *slidercheck_square_mapping = "a8,b8";`, a Rust `&str`) is
 * refused ("it holds an address"). In Rust:
 * #[no_mangle] pub static slidercheck_square_mapping: [u8; 6] = *b"a8,b8\0";
 * (#[unsafe(no_mangle)] in edition 2024). */

/* Optional, per kind: a batch entry, slidercheck_KIND_batch (for example
 * slidercheck_rook_attacks_batch), which takes one array per argument of the
 * kind, in the kind's order (a bitboard's as const uint64_t *, a square's,
 * direction's or color's as const int *, a position's as
 * const slidercheck_position *), the results' array and a count, and writes
 * out[i] = KIND(the arguments at i) for every i < n, nothing else:
 *
 *   void slidercheck_rook_attacks_batch(const uint64_t *occ, const int *sq,
 *                                       uint64_t *out, size_t n);
 *
 * `slidercheck kinds` lists every kind's. `bench` measures it beside the
 * single-call function (the engine's code inlined into the loop, as in the
 * engine); `check` calls it on the same cases and reports an input where it
 * disagrees with the single-call function. Define it from the engine's own
 * (inline) function with the macro of the kind's shape (the shape's name, as
 * `slidercheck kinds` shows it), given the kind and the function:
 *
 *   static inline uint64_t my_rook(uint64_t occ, int sq) { ... }
 *   SLIDERCHECK_BATCH_SINGLE(rook_attacks, my_rook)
 *
 * The SLIDERCHECK_BATCH_DEFINE_* forms define a function of any name, not
 * exported (for a static or a C++ member). */
#define SLIDERCHECK_AT_(a) a[slidercheck_i]
#define SLIDERCHECK_BATCH_DEFINE_1_(name, fn, T1, a1, E1) \
  void name(const T1* a1, uint64_t* out, size_t n) { SLIDERCHECK_BATCH_LOOP(n, out, fn(E1(a1))) }
#define SLIDERCHECK_BATCH_DEFINE_2_(name, fn, T1, a1, E1, T2, a2)   \
  void name(const T1* a1, const T2* a2, uint64_t* out, size_t n) {  \
    SLIDERCHECK_BATCH_LOOP(n, out, fn(E1(a1), SLIDERCHECK_AT_(a2))) \
  }
#define SLIDERCHECK_BATCH_DEFINE_3_(name, fn, T1, a1, E1, T2, a2, T3, a3)                \
  void name(const T1* a1, const T2* a2, const T3* a3, uint64_t* out, size_t n) {         \
    SLIDERCHECK_BATCH_LOOP(n, out, fn(E1(a1), SLIDERCHECK_AT_(a2), SLIDERCHECK_AT_(a3))) \
  }
#define SLIDERCHECK_BATCH_DEFINE_4_(name, fn, T1, a1, E1, T2, a2, T3, a3, T4, a4)              \
  void name(const T1* a1, const T2* a2, const T3* a3, const T4* a4, uint64_t* out, size_t n) { \
    SLIDERCHECK_BATCH_LOOP(                                                                    \
        n, out, fn(E1(a1), SLIDERCHECK_AT_(a2), SLIDERCHECK_AT_(a3), SLIDERCHECK_AT_(a4)))     \
  }
#define SLIDERCHECK_REF_(a) &a[slidercheck_i]

/* One per shape (kinds.h's shape description): the function of NAME, and the
 * exported slidercheck_KIND_batch. */
#define SLIDERCHECK_BATCH_DEFINE_SINGLE(name, fn) \
  SLIDERCHECK_BATCH_DEFINE_2_(name, fn, uint64_t, occ, SLIDERCHECK_AT_, int, sq)
#define SLIDERCHECK_BATCH_DEFINE_XRAY(name, fn) \
  SLIDERCHECK_BATCH_DEFINE_3_(name, fn, uint64_t, occ, SLIDERCHECK_AT_, uint64_t, blockers, int, sq)
#define SLIDERCHECK_BATCH_DEFINE_MULTI(name, fn)                                                  \
  SLIDERCHECK_BATCH_DEFINE_3_(name, fn, uint64_t, sliders, SLIDERCHECK_AT_, uint64_t, empty, int, \
                              dir8)
#define SLIDERCHECK_BATCH_DEFINE_MULTI_EXTRA(name, fn)                                       \
  SLIDERCHECK_BATCH_DEFINE_4_(name, fn, uint64_t, sliders, SLIDERCHECK_AT_, uint64_t, empty, \
                              uint64_t, extra, int, dir8)
#define SLIDERCHECK_BATCH_DEFINE_PAIR(name, fn) \
  SLIDERCHECK_BATCH_DEFINE_2_(name, fn, int, a, SLIDERCHECK_AT_, int, b)
#define SLIDERCHECK_BATCH_DEFINE_SQUARE(name, fn) \
  SLIDERCHECK_BATCH_DEFINE_1_(name, fn, int, sq, SLIDERCHECK_AT_)
#define SLIDERCHECK_BATCH_DEFINE_COLOR_SQUARE(name, fn) \
  SLIDERCHECK_BATCH_DEFINE_2_(name, fn, int, color, SLIDERCHECK_AT_, int, sq)
#define SLIDERCHECK_BATCH_DEFINE_SET(name, fn) \
  SLIDERCHECK_BATCH_DEFINE_1_(name, fn, uint64_t, set, SLIDERCHECK_AT_)
#define SLIDERCHECK_BATCH_DEFINE_COLOR_SET(name, fn) \
  SLIDERCHECK_BATCH_DEFINE_2_(name, fn, int, color, SLIDERCHECK_AT_, uint64_t, set)
#define SLIDERCHECK_BATCH_DEFINE_SET_DIR(name, fn) \
  SLIDERCHECK_BATCH_DEFINE_2_(name, fn, uint64_t, set, SLIDERCHECK_AT_, int, dir8)
#define SLIDERCHECK_BATCH_DEFINE_SET_JUMP(name, fn) \
  SLIDERCHECK_BATCH_DEFINE_2_(name, fn, uint64_t, set, SLIDERCHECK_AT_, int, jump)
#define SLIDERCHECK_BATCH_DEFINE_COLOR_SET_EMPTY(name, fn) \
  SLIDERCHECK_BATCH_DEFINE_3_(name, fn, int, color, SLIDERCHECK_AT_, uint64_t, set, uint64_t, empty)
#define SLIDERCHECK_BATCH_DEFINE_RAY(name, fn) \
  SLIDERCHECK_BATCH_DEFINE_3_(name, fn, uint64_t, occ, SLIDERCHECK_AT_, int, sq, int, dir8)
#define SLIDERCHECK_BATCH_DEFINE_SEES(name, fn) \
  SLIDERCHECK_BATCH_DEFINE_3_(name, fn, uint64_t, occ, SLIDERCHECK_AT_, int, from, int, to)
#define SLIDERCHECK_BATCH_DEFINE_SET_ATTACKS(name, fn) \
  SLIDERCHECK_BATCH_DEFINE_2_(name, fn, uint64_t, sliders, SLIDERCHECK_AT_, uint64_t, occ)
#define SLIDERCHECK_BATCH_DEFINE_POS_OCC_SQ(name, fn)                                          \
  SLIDERCHECK_BATCH_DEFINE_3_(name, fn, slidercheck_position, pos, SLIDERCHECK_REF_, uint64_t, \
                              occ, int, sq)
#define SLIDERCHECK_BATCH_DEFINE_POS_COLOR_OCC_SQ(name, fn)                                      \
  SLIDERCHECK_BATCH_DEFINE_4_(name, fn, slidercheck_position, pos, SLIDERCHECK_REF_, int, color, \
                              uint64_t, occ, int, sq)
#define SLIDERCHECK_BATCH_DEFINE_POS_COLOR_SQ(name, fn)                                          \
  SLIDERCHECK_BATCH_DEFINE_3_(name, fn, slidercheck_position, pos, SLIDERCHECK_REF_, int, color, \
                              int, sq)
#define SLIDERCHECK_BATCH_DEFINE_POS_COLOR(name, fn) \
  SLIDERCHECK_BATCH_DEFINE_2_(name, fn, slidercheck_position, pos, SLIDERCHECK_REF_, int, color)

#define SLIDERCHECK_BATCH_SINGLE(kind, fn) \
  SLIDERCHECK_EXPORT SLIDERCHECK_BATCH_DEFINE_SINGLE(slidercheck_##kind##_batch, fn)
#define SLIDERCHECK_BATCH_XRAY(kind, fn) \
  SLIDERCHECK_EXPORT SLIDERCHECK_BATCH_DEFINE_XRAY(slidercheck_##kind##_batch, fn)
#define SLIDERCHECK_BATCH_MULTI(kind, fn) \
  SLIDERCHECK_EXPORT SLIDERCHECK_BATCH_DEFINE_MULTI(slidercheck_##kind##_batch, fn)
#define SLIDERCHECK_BATCH_MULTI_EXTRA(kind, fn) \
  SLIDERCHECK_EXPORT SLIDERCHECK_BATCH_DEFINE_MULTI_EXTRA(slidercheck_##kind##_batch, fn)
#define SLIDERCHECK_BATCH_PAIR(kind, fn) \
  SLIDERCHECK_EXPORT SLIDERCHECK_BATCH_DEFINE_PAIR(slidercheck_##kind##_batch, fn)
#define SLIDERCHECK_BATCH_SQUARE(kind, fn) \
  SLIDERCHECK_EXPORT SLIDERCHECK_BATCH_DEFINE_SQUARE(slidercheck_##kind##_batch, fn)
#define SLIDERCHECK_BATCH_COLOR_SQUARE(kind, fn) \
  SLIDERCHECK_EXPORT SLIDERCHECK_BATCH_DEFINE_COLOR_SQUARE(slidercheck_##kind##_batch, fn)
#define SLIDERCHECK_BATCH_SET(kind, fn) \
  SLIDERCHECK_EXPORT SLIDERCHECK_BATCH_DEFINE_SET(slidercheck_##kind##_batch, fn)
#define SLIDERCHECK_BATCH_COLOR_SET(kind, fn) \
  SLIDERCHECK_EXPORT SLIDERCHECK_BATCH_DEFINE_COLOR_SET(slidercheck_##kind##_batch, fn)
#define SLIDERCHECK_BATCH_SET_DIR(kind, fn) \
  SLIDERCHECK_EXPORT SLIDERCHECK_BATCH_DEFINE_SET_DIR(slidercheck_##kind##_batch, fn)
#define SLIDERCHECK_BATCH_SET_JUMP(kind, fn) \
  SLIDERCHECK_EXPORT SLIDERCHECK_BATCH_DEFINE_SET_JUMP(slidercheck_##kind##_batch, fn)
#define SLIDERCHECK_BATCH_COLOR_SET_EMPTY(kind, fn) \
  SLIDERCHECK_EXPORT SLIDERCHECK_BATCH_DEFINE_COLOR_SET_EMPTY(slidercheck_##kind##_batch, fn)
#define SLIDERCHECK_BATCH_RAY(kind, fn) \
  SLIDERCHECK_EXPORT SLIDERCHECK_BATCH_DEFINE_RAY(slidercheck_##kind##_batch, fn)
#define SLIDERCHECK_BATCH_SEES(kind, fn) \
  SLIDERCHECK_EXPORT SLIDERCHECK_BATCH_DEFINE_SEES(slidercheck_##kind##_batch, fn)
#define SLIDERCHECK_BATCH_SET_ATTACKS(kind, fn) \
  SLIDERCHECK_EXPORT SLIDERCHECK_BATCH_DEFINE_SET_ATTACKS(slidercheck_##kind##_batch, fn)
#define SLIDERCHECK_BATCH_POS_OCC_SQ(kind, fn) \
  SLIDERCHECK_EXPORT SLIDERCHECK_BATCH_DEFINE_POS_OCC_SQ(slidercheck_##kind##_batch, fn)
#define SLIDERCHECK_BATCH_POS_COLOR_OCC_SQ(kind, fn) \
  SLIDERCHECK_EXPORT SLIDERCHECK_BATCH_DEFINE_POS_COLOR_OCC_SQ(slidercheck_##kind##_batch, fn)
#define SLIDERCHECK_BATCH_POS_COLOR_SQ(kind, fn) \
  SLIDERCHECK_EXPORT SLIDERCHECK_BATCH_DEFINE_POS_COLOR_SQ(slidercheck_##kind##_batch, fn)
#define SLIDERCHECK_BATCH_POS_COLOR(kind, fn) \
  SLIDERCHECK_EXPORT SLIDERCHECK_BATCH_DEFINE_POS_COLOR(slidercheck_##kind##_batch, fn)

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* SLIDERCHECK_PLUGIN_H_ */
