/* A planted slip in the position kinds (position_walker.h: BUG_QUEEN_AS_ROOK). */
#define BUG_QUEEN_AS_ROOK 1
#include "position_walker.h"
