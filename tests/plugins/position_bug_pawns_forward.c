/* A planted slip in the position kinds (position_walker.h: BUG_PAWNS_FORWARD). */
#define BUG_PAWNS_FORWARD 1
#include "position_walker.h"
