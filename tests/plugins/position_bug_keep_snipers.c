/* A planted slip in the position kinds (position_walker.h: BUG_KEEP_SNIPERS). */
#define BUG_KEEP_SNIPERS 1
#include "position_walker.h"
