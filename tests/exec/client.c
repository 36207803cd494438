/* A C client of the --exec pipe protocol (docs/protocol.md): the ray walker of
 * tests/plugins/walker.h for every kind, in the project's numbering. It is the
 * speed probe of scripts/exec-speed.sh, and, given a mode, the hostile twins of
 * tests/plugin/tests.cmake (each notes its pid in $HOSTILE_PIDS):
 *
 *   client                       correct
 *   client crash|hang|noise      SIGSEGV / sleep forever / text on stdout on
 *                                the input rook_attacks(occ 0, sq 27) only
 *   client exit-early            exits on its first batch, without a reply
 *   client garbage               replies to its first batch with garbage
 *   client short                 replies to its first batch with half the results, exits
 *   client garbage-handshake     sends text instead of its handshake
 *   client init-fails            says so in its handshake
 *   client xray-occupied         engine-style x-rays: the blockers argument
 *                                ignored, every occupied square a blocker
 *   client xray-occupied-wrong   the same, with xray_rook_attacks on a1 empty
 *   client xray-occupied-declared  xray-occupied, its handshake declaring the
 *                                contract ("xray-blockers=occupied")
 *   client contracts-declared    declares "pairs=aligned pawn-squares=pawn" and is
 *                                wrong outside them: squares_between all ones on
 *                                a pair that shares no line (or a == b),
 *                                pawn_attacks all ones on ranks 1 and 8
 *   client bad-contract-declared declares "pairs=some", a value of no contract
 *   client no-error-text         a handshake without its error text (status 0)
 *   client between-as-pair       declares between only, but reads its batches as
 *                                squares_between's 2-byte records and answers so */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../plugins/hostile/hostile.h"
#include "../plugins/walker.h"

static const char* mode = "";

/* Returns whether the x-ray kinds take every occupied square as a blocker. */
static int engine_style(void) { return !strncmp(mode, "xray-occupied", 13); }

static void read_all(void* buf, size_t n) {
  char* p = buf;
  while (n) {
    ssize_t got = read(0, p, n);
    if (got <= 0) exit(0); /* end of stdin: we are done */
    p += got;
    n -= (size_t)got;
  }
}

static void write_all(const void* buf, size_t n) {
  const char* p = buf;
  while (n) {
    ssize_t put = write(1, p, n);
    if (put <= 0) exit(1);
    p += put;
    n -= (size_t)put;
  }
}

static void put_text(const char* s) {
  uint32_t n = (uint32_t)strlen(s);
  write_all(&n, 4);
  write_all(s, n);
}

/* The kinds, in the order of the handshake: a batch names one by its position. */
static const char* const kKinds =
    "rook_attacks bishop_attacks queen_attacks rank_attacks file_attacks diagonal_attacks "
    "antidiagonal_attacks xray_rook_attacks xray_bishop_attacks sliding_attacks "
    "xray_sliding_attacks between squares_between knight_attacks pawn_attacks "
    "knight_set_attacks pawn_set_attacks";
enum {
  ROOK,
  BISHOP,
  QUEEN,
  RANK,
  FILE_,
  DIAGONAL,
  ANTIDIAGONAL,
  XROOK,
  XBISHOP,
  SLIDING,
  XSLIDING,
  BETWEEN,
  PAIR,
  KNIGHT,
  PAWN,
  KNIGHT_SET,
  PAWN_SET
};

static uint64_t knight_set(uint64_t set) { LEAP_SET(set, leap_knight); }
static uint64_t pawn_set(int color, uint64_t set) {
  uint64_t result = 0;
  for (int i = 0; i < 64; ++i)
    if ((set >> i) & 1) result |= leap_pawn(color, i);
  return result;
}

static uint64_t rook(uint64_t occ, int sq) { return walk_line(occ, sq, 1) | walk_line(occ, sq, 7); }
static uint64_t bishop(uint64_t occ, int sq) {
  return walk_line(occ, sq, 0) | walk_line(occ, sq, 6);
}

/* Returns whether squares a and b share a rank, a file or a diagonal, a != b. */
static int aligned(int a, int b) {
  const int df = a % 8 - b % 8, dr = a / 8 - b / 8;
  return a != b && (df == 0 || dr == 0 || df == dr || df == -dr);
}

static uint64_t get64(const unsigned char* p) {
  uint64_t v;
  memcpy(&v, p, 8);
  return v;
}

/* Returns the result of kind on the record at p (its size in *size). */
static uint64_t eval(uint32_t kind, const unsigned char* p) {
  switch (kind) {
    case ROOK:
    case BISHOP:
    case QUEEN:
    case RANK:
    case FILE_:
    case DIAGONAL:
    case ANTIDIAGONAL: {
      const uint64_t occ = get64(p);
      const int sq = p[8];
      if (kind == ROOK && sq == 27 && occ == 0) {
        if (!strcmp(mode, "crash")) raise(SIGSEGV);
        if (!strcmp(mode, "hang"))
          for (;;) pause();
        if (!strcmp(mode, "noise")) write_all("found it!\n", 10);
        if (!strcmp(mode, "slow-input")) usleep(2000000); /* 2 s: a hang under --timeout 1 */
        if (!strcmp(mode, "go-panic")) {
          /* What every Go runtime panic prints, then Go's exit status. */
          fputs(
              "panic: runtime error: index out of range [64] with length 64\n\n"
              "goroutine 1 [running]:\nmain.rookAttacks(...)\n\t/src/engine.go:42 +0x1d\n",
              stderr);
          exit(2);
        }
      }
      switch (kind) {
        case ROOK:
          return rook(occ, sq);
        case BISHOP:
          return bishop(occ, sq);
        case QUEEN:
          return rook(occ, sq) | bishop(occ, sq);
        case RANK:
          return walk_line(occ, sq, 1);
        case FILE_:
          return walk_line(occ, sq, 7);
        case DIAGONAL:
          return walk_line(occ, sq, 0);
        default:
          return walk_line(occ, sq, 6);
      }
    }
    case XROOK:
    case XBISHOP: {
      const uint64_t occ = get64(p);
      const uint64_t blockers = engine_style() ? occ : get64(p + 8);
      const int sq = p[16];
      if (kind == XROOK && sq == 0 && !strcmp(mode, "xray-occupied-wrong")) return 0;
      uint64_t (*f)(uint64_t, int) = kind == XROOK ? rook : bishop;
      const uint64_t a = f(occ, sq);
      return a ^ f(occ ^ (blockers & a), sq);
    }
    case SLIDING:
      return walk_many(get64(p), get64(p + 8), p[16]);
    case XSLIDING:
    case BETWEEN: {
      const uint64_t sliders = get64(p), empty = get64(p + 8);
      const uint64_t extra = kind == XSLIDING && engine_style() ? ~empty : get64(p + 16);
      const int d = p[24];
      if (kind == BETWEEN) return walk_many(sliders, empty, d) & walk_many(extra, empty, d ^ 4);
      const uint64_t b = extra & walk_many(sliders, empty, d);
      return b ? walk_many(b, empty, d) : 0;
    }
    case PAIR:
      if (!strcmp(mode, "contracts-declared") && !aligned(p[0], p[1])) return ~0ull;
      return walk_between(p[0], p[1]);
    case KNIGHT:
      return leap_knight(p[0]);
    case PAWN:
      if (!strcmp(mode, "contracts-declared") && (p[1] < 8 || p[1] >= 56)) return ~0ull;
      return leap_pawn(p[0], p[1]);
    case KNIGHT_SET:
      return knight_set(get64(p));
    default:
      return pawn_set(p[0], get64(p + 1));
  }
}

static size_t record_size(uint32_t kind) {
  if (kind <= ANTIDIAGONAL) return 9;
  if (kind <= SLIDING) return 17;
  if (kind <= BETWEEN) return 25;
  if (kind == KNIGHT) return 1;
  if (kind == KNIGHT_SET) return 8;
  if (kind == PAWN_SET) return 9;
  return 2; /* squares_between, pawn_attacks */
}

int main(int argc, char** argv) {
  if (argc > 1) {
    mode = argv[1];
    hostile_note_pid();
  }
  unsigned char hello[12];
  read_all(hello, sizeof hello);
  if (memcmp(hello, "SLCK", 4) != 0) return 1;
  uint32_t max_batch;
  memcpy(&max_batch, hello + 8, 4);
  if (!strcmp(mode, "garbage-handshake")) {
    write_all("Hello! I am an engine.\n", 23);
    for (;;) pause();
  }
  const uint32_t head[3] = {0x4B434C53u /* "SLCK" */, 1,
                            !strcmp(mode, "init-fails") || !strcmp(mode, "init-fails-escapes")};
  write_all(head, sizeof head);
  const int as_pair = !strcmp(mode, "between-as-pair");
  put_text(head[2] ? "" : as_pair ? "between" : kKinds);
  put_text("a1,b1");
  put_text(!strcmp(mode, "xray-occupied-declared")  ? "xray-blockers=occupied"
           : !strcmp(mode, "contracts-declared")    ? "pairs=aligned pawn-squares=pawn"
           : !strcmp(mode, "bad-contract-declared") ? "own-square=any pairs=some"
                                                    : "any");
  /* init-fails-escapes: an error text with a newline and a backslash. */
  if (strcmp(mode, "no-error-text") != 0)
    put_text(!head[2]                              ? ""
             : !strcmp(mode, "init-fails-escapes") ? "cannot open\nC:\\tables"
                                                   : "cannot open the tables file");
  if (head[2]) return 1;

  unsigned char* in = malloc((size_t)max_batch * 25);
  uint64_t* out = malloc(8 + (size_t)max_batch * 8);
  for (int batch = 0;; ++batch) {
    uint32_t frame[2];
    read_all(frame, sizeof frame);
    const uint32_t kind = as_pair ? (frame[0] == 0 ? PAIR : 99) : frame[0], n = frame[1];
    if (kind > PAWN_SET || n > max_batch) return 2;
    const size_t size = record_size(kind);
    read_all(in, n * size);
    if (!strcmp(mode, "exit-early")) return 0;
    memcpy(out, "RSLT", 4);
    memcpy((char*)out + 4, &n, 4);
    if (!strcmp(mode, "garbage")) memcpy(out, "\x01\x02garbage", 9);
    for (uint32_t i = 0; i < n; ++i) out[1 + i] = eval(kind, in + i * size);
    if (!strcmp(mode, "short")) {
      write_all(out, 8 + 4 * (size_t)n);
      return 0;
    }
    write_all(out, 8 + 8 * (size_t)n);
  }
}
