/* slidercheck_init starts a helper process (a daemon, say) that keeps every
 * descriptor it inherited, the loader's standard error included, and sleeps
 * for 10 minutes. The plugin's functions are right. */
#include <unistd.h>

#include "slidercheck/plugin.h"
#include "walker.h"

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  if (fork() == 0) {
    sleep(600);
    _exit(0);
  }
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
