/* A planted slip in the position kinds (position_walker.h: BUG_PINNED_BOTH). */
#define BUG_PINNED_BOTH 1
#include "position_walker.h"
