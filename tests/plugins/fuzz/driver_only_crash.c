/* A crash (SIGSEGV) on one call, rook_attacks on a1 when exactly a1 and h8
 * are occupied, only in the fuzz driver's process (its name, in
 * /proc/self/comm, starts with "slidercheck-fuz"): check's workers, which
 * run as slidercheck, get the right answer. So the crash file comes back
 * in the driver and nowhere else: `slidercheck fuzz` names it, "the plugin
 * crashed or hung on an input", with the driver's command that replays it. */
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "slidercheck/plugin.h"
#include "walker.h"

static int in_driver(void) {
  static int known = -1;
  if (known >= 0) return known;
  char name[32] = {0};
  const int fd = open("/proc/self/comm", O_RDONLY | O_CLOEXEC);
  if (fd >= 0) {
    if (read(fd, name, sizeof name - 1) < 0) name[0] = 0;
    close(fd);
  }
  known = strncmp(name, "slidercheck-fuz", 15) == 0;
  return known;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  if (sq == 0 && occ == 0x8000000000000001ull && in_driver()) *(volatile int*)0 = 1;
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
