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

#include <stdint.h>

/* The version of this ABI: the symbols' names, signatures and meanings and the
 * slidercheck_position layout. It changes only when a plugin built against an
 * older header could be checked wrongly; a new kind (a new symbol) leaves it
 * as it is (docs/install.md: the compatibility rule). */
#define SLIDERCHECK_ABI_VERSION 1

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

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* SLIDERCHECK_PLUGIN_H_ */
