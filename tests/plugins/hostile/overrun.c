/* slidercheck_init fills its table and runs on past its end, as an engine's
 * table set-up with a wrong size does: by $HOSTILE_OVERRUN bytes, else to the
 * end of the mapping that follows the plugin's .bss (/proc/self/maps), so
 * that whatever is mapped there is written over. slidercheck's worker leaves
 * no writable mapping there (a region with no access follows the plugin): the
 * write faults in slidercheck_init. */
#define _GNU_SOURCE
#include <link.h>
#include <stdio.h>
#include <stdlib.h>

#include "hostile.h"
#include "slidercheck/plugin.h"
#include "walker.h"

static unsigned long long table[4096]; /* the plugin's .bss */

/* The end of this plugin's segments (its .bss's last page). */
static int find_end(struct dl_phdr_info* info, size_t size, void* data) {
  (void)size;
  unsigned long end = 0;
  int mine = 0;
  for (int i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr)* ph = &info->dlpi_phdr[i];
    if (ph->p_type != PT_LOAD) continue;
    const unsigned long from = info->dlpi_addr + ph->p_vaddr, to = from + ph->p_memsz;
    if (from <= (unsigned long)table && (unsigned long)table < to) mine = 1;
    if (to > end) end = to;
  }
  if (!mine) return 0;
  *(unsigned long*)data = (end + 4095) & ~4095UL;
  return 1;
}

/* Returns the bytes from the table's end to the end of the mapping right
 * after the plugin's .bss, or 760 KiB when none is right after it. */
static size_t to_next_mapping_end(void) {
  const unsigned long at = (unsigned long)(table + sizeof table / sizeof *table);
  unsigned long bss_end = 0, start = 0, end = 0;
  size_t past = 760 * 1024;
  dl_iterate_phdr(find_end, &bss_end);
  FILE* maps = fopen("/proc/self/maps", "r");
  if (!maps) return past;
  char line[512];
  while (fgets(line, sizeof line, maps)) {
    if (sscanf(line, "%lx-%lx", &start, &end) == 2 && start == bss_end) {
      past = end - at;
      break;
    }
  }
  fclose(maps);
  return past;
}

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  hostile_note_pid();
  const char* text = getenv("HOSTILE_OVERRUN");
  const size_t past = text ? strtoul(text, NULL, 10) : to_next_mapping_end();
  volatile unsigned long long* p = table;
  for (size_t i = 0; i < sizeof table / sizeof *table + past / sizeof *table; ++i)
    p[i] = 0x7f7f7f7f7f7f7f7fULL;
  return 0;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}

SLIDERCHECK_EXPORT uint64_t slidercheck_bishop_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 0) | walk_line(occ, sq, 2);
}
