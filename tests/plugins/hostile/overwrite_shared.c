/* Writes over slidercheck's shared page on purpose: every writable mapping
 * of it (memfd:slidercheck-shared in /proc/self/maps), in slidercheck_init,
 * or, with $HOSTILE_OVERWRITE_CALL=N, in the Nth call of rook_attacks.
 * $HOSTILE_OVERWRITE says with what:
 *   zeros      every byte 0 (the default);
 *   plausible  every 32-bit word 1,000,000: a task counter past any plan;
 *   counter    only the task counter (the 32-bit word at byte 8 of the page),
 *              set to 1,000,000: the rest (the page's keys too) as it was.
 * With $HOSTILE_HANG set, it then sleeps for ever (a call or an init that
 * hangs after it wrote over what the watchdog reads). With $HOSTILE_NOT_FIRST
 * set, the first process to load it (slidercheck's probe) leaves the page be;
 * with $HOSTILE_THREAD set too, init leaves a thread running, so each worker
 * runs init again (else the workers are forked from the probe's state).
 * Its rook_attacks and bishop_attacks are right: what fails is the write. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

static void overwrite(void) {
  if (getenv("HOSTILE_NOT_FIRST") && hostile_first_time()) return;
  const char* how = getenv("HOSTILE_OVERWRITE");
  if (!how) how = "zeros";
  FILE* maps = fopen("/proc/self/maps", "r");
  if (!maps) return;
  char line[512];
  while (fgets(line, sizeof line, maps)) {
    unsigned long start = 0, end = 0, offset = 0;
    char perms[8] = "";
    if (sscanf(line, "%lx-%lx %7s %lx", &start, &end, perms, &offset) != 4) continue;
    if (!strstr(line, "memfd:slidercheck-shared") || perms[1] != 'w') continue;
    char* p = (char*)start;
    if (strcmp(how, "counter") == 0) {
      if (offset == 0) *(volatile int32_t*)(p + 8) = 1000000;
    } else if (strcmp(how, "plausible") == 0) {
      for (volatile int32_t* w = (int32_t*)p; (char*)w < (char*)end; ++w) *w = 1000000;
    } else {
      memset(p, 0, end - start);
    }
  }
  fclose(maps);
  if (getenv("HOSTILE_HANG"))
    for (;;) sleep(1000);
}

static int at_call(void) {
  const char* text = getenv("HOSTILE_OVERWRITE_CALL");
  return text ? atoi(text) : 0;
}

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  hostile_note_pid();
  hostile_thread();
  if (at_call() == 0) overwrite();
  return 0;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  static int calls;
  if (++calls == at_call()) overwrite();
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}

SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 0) | walk_line(occ, sq, 2);
}
