/* A slidercheck_square_mapping that is not
 * NUL-terminated and ends where the readable memory ends. The symbol names the
 * last 5 bytes ("a1,b1", no NUL) of a page-aligned two-page block whose second
 * page the constructor makes unreadable, so a read past the 5 bytes faults (it
 * used to crash the probe: exit 3). */
#include <stdint.h>
#include <sys/mman.h>

#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

#define PAGE 4096
__attribute__((aligned(PAGE), used)) char hostile_block[2 * PAGE] = {0};

/* The exported symbol: hostile_block + PAGE - 5. */
__asm__(
    ".globl slidercheck_square_mapping\n"
    ".type slidercheck_square_mapping, @object\n"
    ".size slidercheck_square_mapping, 5\n"
    ".set slidercheck_square_mapping, hostile_block + 4091\n");

__attribute__((constructor)) static void guard(void) {
  hostile_note_pid();
  char* end = hostile_block + PAGE;
  end[-5] = 'a', end[-4] = '1', end[-3] = ',', end[-2] = 'b', end[-1] = '1';
  mprotect(end, PAGE, PROT_NONE);
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
