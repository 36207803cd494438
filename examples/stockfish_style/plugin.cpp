// The slidercheck plugin of engine.h: the engine's functions, checked as they
// are, through wrappers that only reorder the arguments. The engine takes
// (Square, Bitboard); the ABI takes (occ, sq). Swapping them by mistake
// compiles without a warning (both are integers), and the check then fails.
//
//   slidercheck check build/examples/stockfish_style/stockfish_style.so
//
// TODO(issue 13): once the kinds exist, also wrap the engine's two-square
// between_bb(s1, s2) (Stockfish's semi-open segment, which includes s2) and
// pawn_attacks_bb(Color, Square) under their ABI names.
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
