/* A planted slip in the position kinds (position_walker.h: BUG_NO_KING). */
#define BUG_NO_KING 1
#include "position_walker.h"
