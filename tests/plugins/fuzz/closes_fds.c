/* slidercheck_init closes every file descriptor of the process that loads it
 * (standard input, output and error first). The functions are right. */
#include <unistd.h>

#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  for (int fd = 0; fd < 1024; ++fd) close(fd);
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
