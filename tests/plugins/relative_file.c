/* An engine that loads its tables in slidercheck_init from a path relative
 * to the working directory, as engines started from their own folder do
 * (../magics/rook.bin). slidercheck's workers run in the folder slidercheck
 * was started in: started there, the plugin loads and conforms; started
 * elsewhere, its init fails (returns 1). */
#include <stdio.h>

#include "slidercheck/plugin.h"
#include "walker.h"

static int tables_loaded;

SLIDERCHECK_EXPORT int slidercheck_init(void) {
  FILE* f = fopen("../magics/rook.bin", "rb");
  if (!f) return 1;
  tables_loaded = fgetc(f) == 'R';
  fclose(f);
  return tables_loaded ? 0 : 2;
}

SLIDERCHECK_EXPORT uint64_t slidercheck_rook_attacks(uint64_t occ, int sq) {
  return walk_line(occ, sq, 1) | walk_line(occ, sq, 7);
}
