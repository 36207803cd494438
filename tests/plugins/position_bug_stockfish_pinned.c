/* A planted slip in the position kinds (position_walker.h: BUG_STOCKFISH_PINNED). */
#define BUG_STOCKFISH_PINNED 1
#include "position_walker.h"
