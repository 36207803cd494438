/* A coverage-instrumented rook function (clang -fprofile-instr-generate
 * -fcoverage-mapping) whose plugin points its own profile elsewhere: with
 * -DOWN_ENV it sets LLVM_PROFILE_FILE in a constructor, with -DOWN_NAME it
 * calls the profile runtime's __llvm_profile_set_filename in slidercheck_init.
 * check --coverage still merges each worker's profile. */
#include <stdlib.h>

#include "slidercheck/plugin.h"
#include "walker.h"

void __llvm_profile_set_filename(const char* name);

__attribute__((constructor)) static void own_file(void) {
#ifdef OWN_ENV
  setenv("LLVM_PROFILE_FILE", "own-env-%p.profraw", 1);
#endif
}

SLIDERCHECK_EXPORT int slidercheck_init(void) {
#ifdef OWN_NAME
  __llvm_profile_set_filename("own-name-%p.profraw");
#endif
  return 0;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
