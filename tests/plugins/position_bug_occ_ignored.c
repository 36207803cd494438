/* A planted slip in the position kinds (position_walker.h: BUG_OCC_IGNORED). */
#define BUG_OCC_IGNORED 1
#include "position_walker.h"
