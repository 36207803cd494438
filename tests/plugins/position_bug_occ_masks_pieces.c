/* A planted slip in the position kinds (position_walker.h: BUG_OCC_MASKS_PIECES). */
#define BUG_OCC_MASKS_PIECES 1
#include "position_walker.h"
