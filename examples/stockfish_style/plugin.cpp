// The slidercheck plugin of engine.h: the engine's functions, checked as they
// are, through wrappers that only reorder the arguments. The engine takes
// (Square, Bitboard); the ABI takes (occ, sq). Swapping them by mistake
// compiles without a warning (both are integers), and the check then fails.
//
//   slidercheck check build/examples/stockfish_style/stockfish_style.so
//
// The engine's two-square tables go in as they are: line_bb as line_through,
// and between_bb (the semi-open segment that includes s2) as the declared
// variant squares_between_to_b, not through a wrapper that would strip s2.
#include "slidercheck/plugin.h"

#include "engine.h"

// The arguments as passed to the engine; SWAPPED_ARGUMENTS builds the mistake
// (a test shows that the check catches it).
#ifdef SWAPPED_ARGUMENTS
#define SQ_OCC(sq, occ) engine::Square(occ), static_cast<uint64_t>(sq)
#else
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
  return engine::line_bb(engine::Square(a), engine::Square(b));
}
// BETWEEN_AS_OPEN builds the other mistake: between_bb declared as the open
// squares_between, which it is not (it includes s2); the check catches it.
#ifdef BETWEEN_AS_OPEN
SLIDERCHECK_EXPORT uint64_t slidercheck_squares_between(int a, int b) {
#else
SLIDERCHECK_EXPORT uint64_t slidercheck_squares_between_to_b(int a, int b) {
#endif
  return engine::between_bb(engine::Square(a), engine::Square(b));
}
