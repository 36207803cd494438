/* The plugin closes or writes to the worker's channel to the
 * checker (fd 10), as $HOSTILE_MODE says: close_load / write_load in
 * slidercheck_init, close_call / write_call in its 100th call; write_exit_call
 * writes in its 100th call and ends the process there, so that no message of
 * the worker's follows the plugin's bytes. It used to be
 * reported as a crash while loading ("exited with status 0"), a failed load,
 * or in bench as "provides none of those functions" or a built-in's crash. */
#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

static int mode_is(const char* m) {
  const char* mode = getenv("HOSTILE_MODE");
  return mode && strcmp(mode, m) == 0;
}

static void touch_channel(void) {
  if (mode_is("close_load") || mode_is("close_call")) close(10);
  if (mode_is("write_load") || mode_is("write_call")) {
    if (write(10, "not a message from slidercheck\n", 31) < 0) {
    }
  }
}

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  hostile_note_pid();
  if (mode_is("close_load") || mode_is("write_load")) touch_channel();
  return 0;
}
SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  static int calls;
  if (++calls == 100 && (mode_is("close_call") || mode_is("write_call"))) touch_channel();
  if (calls == 100 && mode_is("write_exit_call")) {
    if (write(10, "not a message from slidercheck\n", 31) < 0) {
    }
    _exit(0);
  }
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
