// The slidercheck plugin of engine.h: the engine's functions, checked as they
// are, through wrappers that only reorder the arguments. The engine takes
// (Square, Bitboard); the ABI takes (occ, sq). Swapping them by mistake
// compiles without a warning (both are integers), and the check then fails.
//
//   slidercheck check build/examples/stockfish_style/stockfish_style.so
//
// The engine's two-square between_bb(s1, s2) is Stockfish's semi-open segment
// (it includes s2): the kind squares_between_to_b, checked as it is. Its
// pawn_attacks_bb(Color, Square) is pawn_attacks (WHITE = 0 attacks towards
// rank 8, as the ABI's color 0), and pawn_attacks_bb<C>(Bitboard) is
// pawn_set_attacks.
#include "slidercheck/plugin.h"

#include "engine.h"

// The arguments as passed to the engine; SWAPPED_ARGUMENTS builds the mistake
// (a test shows that the check catches it).
#ifdef SWAPPED_ARGUMENTS
#define SQ_OCC(sq, occ) engine::Square(occ), static_cast<uint64_t>(sq)
#define S1_S2(a, b) engine::Square(b), engine::Square(a)
#else
#define S1_S2(a, b) engine::Square(a), engine::Square(b)
#define SQ_OCC(sq, occ) engine::Square(sq), occ
#endif

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  engine::init();
  return 0;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return engine::attacks_bb<engine::ROOK>(SQ_OCC(sq, occ));
}
SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  return engine::attacks_bb<engine::BISHOP>(SQ_OCC(sq, occ));
}
SLIDERCHECK_EXPORT uint64_t slidercheck_queen_attacks(uint64_t occ, int sq) {
  return engine::attacks_bb<engine::QUEEN>(SQ_OCC(sq, occ));
}

SLIDERCHECK_EXPORT uint64_t slidercheck_line_through(int a, int b) {
  return engine::line_bb(S1_S2(a, b));
}
// BETWEEN_AS_OPEN builds another mistake: between_bb declared as the open
// squares_between, which it is not (it includes s2); the check catches it.
#ifdef BETWEEN_AS_OPEN
SLIDERCHECK_EXPORT uint64_t slidercheck_squares_between(int a, int b) {
#else
SLIDERCHECK_EXPORT uint64_t slidercheck_squares_between_to_b(int a, int b) {
#endif
  return engine::between_bb(S1_S2(a, b));
}
SLIDERCHECK_EXPORT uint64_t slidercheck_pawn_attacks(int color, int sq) {
  return engine::pawn_attacks_bb(engine::Color(color), engine::Square(sq));
}
SLIDERCHECK_EXPORT uint64_t slidercheck_pawn_set_attacks(int color, uint64_t pawns) {
  return color == engine::WHITE ? engine::pawn_attacks_bb<engine::WHITE>(pawns)
                                : engine::pawn_attacks_bb<engine::BLACK>(pawns);
}
