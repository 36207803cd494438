/* The knight table of 63 entries shared by knight_table.c and
 * exec_knight_table.c: kept in one section, in this order (gcc: no_reorder),
 * so that a read one past its end finds h8's attacks in the global after it.
 * gcc's ASan does not instrument globals in a named section: under ASan (whose
 * redzones move the neighbour away anyway) they are plain globals. */
#ifndef SLIDERCHECK_SAMPLE_KNIGHT_TABLE_H_
#define SLIDERCHECK_SAMPLE_KNIGHT_TABLE_H_

#include <stdint.h>

#include "walker.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SAMPLE_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(SAMPLE_ASAN)
#define IN_ORDER
#elif defined(__GNUC__) && !defined(__clang__)
#define IN_ORDER __attribute__((section(".data.knights"), no_reorder, aligned(8)))
#else
#define IN_ORDER __attribute__((section(".data.knights"), aligned(8)))
#endif

IN_ORDER uint64_t knight_table[63]; /* squares a1..g8 */
IN_ORDER uint64_t knight_table_h8;  /* h8, right after the table */

/* Fills the table and its neighbour. */
static inline void fill_knight_table(void) {
  for (int sq = 0; sq < 63; ++sq) knight_table[sq] = leap_knight(sq);
  knight_table_h8 = leap_knight(63);
}

#endif
