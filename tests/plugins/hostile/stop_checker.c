/* The plugin stops slidercheck's checking process, its worker's grandparent
 * (the parent of its parent, the supervisor: read from /proc/PPID/stat), in
 * its first call on one input (a rook on d4, nothing else on the board), then
 * returns and goes on like any call. A stopped checker reads no pipe and
 * watches no call: the check must end promptly all the same, the function
 * named. $HOSTILE_MODE: pid, kill(checker, SIGSTOP); group,
 * kill(-checker, SIGSTOP) (its process group: the test starts it as a group
 * leader). */
#include <signal.h>

#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

/* Returns the parent of process pid, from /proc/PID/stat, or 0. */
static pid_t parent_of(pid_t pid) {
  char path[64], text[512];
  snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
  FILE* f = fopen(path, "r");
  if (!f) return 0;
  size_t n = fread(text, 1, sizeof text - 1, f);
  fclose(f);
  text[n] = 0;
  const char* end = strrchr(text, ')');
  int ppid = 0;
  char state;
  if (!end || sscanf(end + 1, " %c %d", &state, &ppid) != 2) return 0;
  return (pid_t)ppid;
}

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  hostile_note_pid();
  return 0;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  static int done;
  if (!done && sq == 27 && occ == 0) {
    done = 1;
    const pid_t checker = parent_of(getppid());
    const char* mode = getenv("HOSTILE_MODE");
    if (checker > 1) kill(mode && strcmp(mode, "group") == 0 ? -checker : checker, SIGSTOP);
  }
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
