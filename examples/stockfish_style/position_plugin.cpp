// The position kinds of position.h's Stockfish-style Position, wrapped to the
// plugin ABI (slidercheck_position by const pointer, then the color):
//   attackers_to       Position::attackers_to(s, occupied)
//   checkers           st->checkersBB: attackers_to(king) & pieces(~us)
//   blockers_for_king  update_slider_blockers(c), blockersForKing[c]
//   pinners            update_slider_blockers(c), pinners[~c]
// BLOCKERS_AS_PINNED builds a mistake: the same blockersForKing exported as
// pinned (it holds pieces of both colors, and counts through the snipers),
// which the check must catch with its diagnosis. SHAKMATY_BLOCKERS exports
// shakmaty's slider_blockers as blockers_for_king, which conforms under
// `--king-blockers keep-snipers` (the snipers stay in the occupancy).
//
//   slidercheck check build/asan/examples/stockfish_style/stockfish_position.so
#include "position.h"
#include "slidercheck/plugin.h"

namespace {

engine::Position position_of(const slidercheck_position* pos) {
  return engine::Position(pos->color, pos->type);
}

}  // namespace

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  engine::init();
  engine::init_leapers();
  return 0;
}

#ifdef SHAKMATY_BLOCKERS
SLIDERCHECK_EXPORT uint64_t slidercheck_blockers_for_king(const slidercheck_position* pos,
                                                          int color) {
  return position_of(pos).slider_blockers(engine::Color(color));
}
#else
SLIDERCHECK_EXPORT uint64_t slidercheck_attackers_to(const slidercheck_position* pos, uint64_t occ,
                                                     int sq) {
  return position_of(pos).attackers_to(engine::Square(sq), occ);
}

SLIDERCHECK_EXPORT uint64_t slidercheck_checkers(const slidercheck_position* pos, int color) {
  return position_of(pos).checkers(engine::Color(color));
}

#ifdef BLOCKERS_AS_PINNED
SLIDERCHECK_EXPORT uint64_t slidercheck_pinned(const slidercheck_position* pos, int color) {
#else
SLIDERCHECK_EXPORT uint64_t slidercheck_blockers_for_king(const slidercheck_position* pos,
                                                          int color) {
#endif
  engine::Position p = position_of(pos);
  p.update_slider_blockers(engine::Color(color));
  return p.blockersForKing[color];
}

SLIDERCHECK_EXPORT uint64_t slidercheck_pinners(const slidercheck_position* pos, int color) {
  engine::Position p = position_of(pos);
  p.update_slider_blockers(engine::Color(color));
  return p.pinners[color ^ 1];
}
#endif
