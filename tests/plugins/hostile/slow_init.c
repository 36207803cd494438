/* A slidercheck_init that takes its time, as an engine's start-up search for
 * magic numbers does: it sleeps $SLOW_INIT_SECONDS (default 1) and appends its
 * pid to $INIT_COUNT, one line per init, so a test counts how often init ran.
 * With $SLOW_INIT_THREAD set, init also starts a thread that lives on (a state
 * a fork does not carry): each process must then run init itself. With
 * $SLOW_INIT_BUG set, rook_attacks drops a square on e4 (a failure whose
 * counterexample is confirmed in a fresh process). */
#include <pthread.h>
#include <stdlib.h>

#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

static void* idle(void* arg) {
  (void)arg;
  for (;;) pause();
  return NULL;
}

static void count_init(void) {
  const char* path = getenv("INIT_COUNT");
  if (!path) return;
  int fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0) return;
  char line[32];
  int n = snprintf(line, sizeof line, "%d\n", (int)getpid());
  if (write(fd, line, (size_t)n) < 0) {
  }
  close(fd);
}

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  hostile_note_pid();
  count_init();
  const char* seconds = getenv("SLOW_INIT_SECONDS");
  const double s = seconds ? atof(seconds) : 1.0;
  usleep((useconds_t)(s * 1e6));
  if (getenv("SLOW_INIT_THREAD")) {
    pthread_t t;
    if (pthread_create(&t, NULL, idle, NULL) != 0) return 1;
  }
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  uint64_t r = walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
  if (sq == 28 && getenv("SLOW_INIT_BUG")) r &= r - 1;
  return r;
}
