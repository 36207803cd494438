/* Shared by the hostile plugins: note this process's pid in $HOSTILE_PIDS (one
 * per line), so that the test can check that no process is left behind, and
 * create $HOSTILE_STATE once (a state that outlives the process, like a lock
 * file). */
#ifndef HOSTILE_H
#define HOSTILE_H
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static inline void hostile_note_pid(void) {
  const char* path = getenv("HOSTILE_PIDS");
  if (!path) return;
  int fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0) return;
  char line[32];
  int n = snprintf(line, sizeof line, "%d\n", (int)getpid());
  if (write(fd, line, (size_t)n) < 0) {
  }
  close(fd);
}

/* Returns 1 the first time in a test (it creates $HOSTILE_STATE), 0 after. */
static inline int hostile_first_time(void) {
  const char* path = getenv("HOSTILE_STATE");
  if (!path) return 1;
  int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) return 0;
  close(fd);
  return 1;
}

static void* hostile_idle(void* arg) {
  (void)arg;
  for (;;) pause();
  return NULL;
}

/* With $HOSTILE_THREAD set, starts a thread that lives on: a state a fork
 * does not carry, so check loads the plugin in each process again (its
 * probe serves no forks, docs/isolation.md#init-once). */
static inline void hostile_thread(void) {
  if (!getenv("HOSTILE_THREAD")) return;
  pthread_t t;
  if (pthread_create(&t, NULL, hostile_idle, NULL) != 0) abort();
}
#endif
