/* The plugin signals its parent process, or its parent's process
 * group, as $HOSTILE_MODE says:
 *   stop_call  kill(getppid(), SIGSTOP) in its 100th call (every process);
 *   stop_init  kill(getppid(), SIGSTOP) in slidercheck_init;
 *   kill_call  kill(getppid(), SIGKILL) in its 100th call;
 *   term_group kill(-getpgid(getppid()), SIGTERM) in its 100th call.
 * Its parent used to be the checker itself: stopped, it hung until something
 * outside killed it; killed, it left no report. */
#include <signal.h>

#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

static int mode_is(const char* m) {
  const char* mode = getenv("HOSTILE_MODE");
  return mode && strcmp(mode, m) == 0;
}

static void hit_parent(void) {
  if (mode_is("stop_call") || mode_is("stop_init")) kill(getppid(), SIGSTOP);
  if (mode_is("kill_call")) kill(getppid(), SIGKILL);
  if (mode_is("term_group")) kill(-getpgid(getppid()), SIGTERM);
}

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  hostile_note_pid();
  if (mode_is("stop_init")) hit_parent();
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  static int calls;
  if (++calls == 100 && !mode_is("stop_init")) hit_parent();
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
