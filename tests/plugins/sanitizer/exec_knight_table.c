/* An --exec client (docs/protocol.md) with the sanitizer-only bug of
 * knight_table.c: knight_attacks from a table of 63 entries, read one past its
 * end at h8, where the neighbouring global holds h8's attacks. Built plain it
 * conforms; built with -fsanitize=address its stderr carries ASan's report
 * when a batch reaches h8, and slidercheck bisects the batch to that input. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "knight_table.h"

static void read_all(void* buf, size_t n) {
  char* p = buf;
  while (n) {
    const ssize_t got = read(0, p, n);
    if (got <= 0) exit(0); /* end of stdin: done */
    p += got;
    n -= (size_t)got;
  }
}

static void write_all(const void* buf, size_t n) {
  const char* p = buf;
  while (n) {
    const ssize_t put = write(1, p, n);
    if (put <= 0) exit(1);
    p += put;
    n -= (size_t)put;
  }
}

static void put_text(const char* s) {
  const uint32_t n = (uint32_t)strlen(s);
  write_all(&n, 4);
  write_all(s, n);
}

/* Not inlined: its frame is named by any symbolizer (addr2line too). */
__attribute__((noinline)) static uint64_t knight_attacks(int sq) { return knight_table[sq]; /* one past the end at h8 */ }

int main(void) {
  fill_knight_table();
  unsigned char hello[12];
  read_all(hello, sizeof hello);
  if (memcmp(hello, "SLCK", 4) != 0) return 1;
  uint32_t max_batch;
  memcpy(&max_batch, hello + 8, 4);
  const uint32_t head[3] = {0x4B434C53u /* "SLCK" */, 1, 0};
  write_all(head, sizeof head);
  put_text("knight_attacks");
  put_text("a1,b1");
  put_text("any");
  put_text("");
  unsigned char* in = malloc(max_batch);
  uint64_t* out = malloc(8 + (size_t)max_batch * 8);
  if (!in || !out) return 1;
  for (;;) {
    uint32_t frame[2];
    read_all(frame, sizeof frame);
    if (frame[0] != 0 || frame[1] > max_batch) return 2;
    read_all(in, frame[1]);
    memcpy(out, "RSLT", 4);
    memcpy((char*)out + 4, &frame[1], 4);
    for (uint32_t i = 0; i < frame[1]; ++i) out[1 + i] = knight_attacks(in[i] & 63);
    write_all(out, 8 + 8 * (size_t)frame[1]);
  }
}
