/* The plugin writes to fds 3-9 (a log it thinks it opened), in
 * slidercheck_init and in its first calls. The checker's pipe used to be one of
 * them: the worker was reported as crashed ("exited with status 0"). */
#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

static void scribble(void) {
  for (int fd = 3; fd <= 9; ++fd) {
    if (write(fd, "scribble scribble scribble scribble\n", 36) < 0) {
    }
  }
}
SLIDERCHECK_EXPORT int slidercheck_init(void) {
  hostile_note_pid();
  scribble();
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  static int calls;
  if (++calls <= 100) scribble();
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
