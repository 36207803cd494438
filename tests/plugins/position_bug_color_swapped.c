/* A planted slip in the position kinds (position_walker.h: BUG_COLOR_SWAPPED). */
#define BUG_COLOR_SWAPPED 1
#include "position_walker.h"
