/* The plugin makes its worker's parent process, slidercheck's supervisor, its
 * tracer (ptrace(PTRACE_TRACEME)), then crashes (raise(SIGSEGV)) in its first
 * call on one input (a rook on d4, nothing else on the board). A traced
 * process's signals stop it before they are delivered, and its tracer's wait
 * sees the stop: the report must still give the crash's signal and input.
 * $HOSTILE_MODE: init, PTRACE_TRACEME in slidercheck_init; call, in the
 * crashing call itself. */
#include <signal.h>
#include <sys/ptrace.h>

#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

static int mode_is(const char* m) {
  const char* mode = getenv("HOSTILE_MODE");
  return mode && strcmp(mode, m) == 0;
}

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  hostile_note_pid();
  if (mode_is("init")) ptrace(PTRACE_TRACEME, 0, 0, 0);
  return 0;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  if (sq == 27 && occ == 0) {
    if (mode_is("call")) ptrace(PTRACE_TRACEME, 0, 0, 0);
    raise(SIGSEGV);
  }
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
