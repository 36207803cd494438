/* The position kinds, correct: checked by tests/plugin/position_tests.cmake. */
#include "position_walker.h"
