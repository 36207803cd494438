/* An example engine's attack code: classic ray loops, squares a1 = 0 ... h8 = 63. */
#ifndef EXAMPLE_ATTACKS_H_
#define EXAMPLE_ATTACKS_H_
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif
void attacks_init(void); /* fills the knight table: before the first call */
uint64_t attacks_rook(uint64_t occ, int sq);
uint64_t attacks_bishop(uint64_t occ, int sq);
uint64_t attacks_knight(int sq);
#ifdef __cplusplus
}
#endif
#endif
