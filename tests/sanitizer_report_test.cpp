// The sanitizer report parser and the error-keeping tail (sanitizer_report.h),
// on reports captured from clang-14 and gcc 12 (ASan, UBSan, LeakSanitizer).
#include "slidercheck/sanitizer_report.h"

#include <gtest/gtest.h>

#include <string>

namespace slidercheck {
namespace {

// The shadow-byte legend that ends every ASan report.
const std::string kLegend = R"(Shadow byte legend (one shadow byte represents 8 application bytes):
  Addressable:           00
  Partially addressable: 01 02 03 04 05 06 07
  Heap left redzone:       fa
  Freed heap region:       fd
  Stack left redzone:      f1
  Stack mid redzone:       f2
  Stack right redzone:     f3
  Stack after return:      f5
  Stack use after scope:   f8
  Global redzone:          f9
  Global init order:       f6
  Poisoned by user:        f7
  Container overflow:      fc
  Array cookie:            ac
  Intra object redzone:    bb
  ASan internal:           fe
  Left alloca redzone:     ca
  Right alloca redzone:    cb
==8518==ABORTING
)";

// clang-14, the plugin called by slidercheck's worker (static runtime).
const std::string kClangAsan = R"(=================================================================
==8518==ERROR: AddressSanitizer: global-buffer-overflow on address 0x7ff8f8d1f298 at pc 0x7ff8f8d1c5f9 bp 0x7fffb8a64ad0 sp 0x7fffb8a64ac8
READ of size 8 at 0x7ff8f8d1f298 thread T0
    #0 0x7ff8f8d1c5f8 in slidercheck_knight_attacks /src/tests/plugins/sanitizer/knight_table.c:25:10
    #1 0x55db89968f87 in slidercheck::Implementation::eval(slidercheck::Input const&) const /src/check/implementation.cpp:120:3
    #2 0x7ff8f9203249 in __libc_start_call_main csu/../sysdeps/nptl/libc_start_call_main.h:58:16
    #3 0x55db898ab300 in _start (/build/slidercheck+0x21300) (BuildId: f0ff4ffa49cd3555b93800fc3b316501dbb1a859)

0x7ff8f8d1f298 is located 0 bytes to the right of global variable 'knight_table' defined in 'sanitizer/knight_table.c:15:19' (0x7ff8f8d1f0a0) of size 504
SUMMARY: AddressSanitizer: global-buffer-overflow /src/tests/plugins/sanitizer/knight_table.c:25:10 in slidercheck_knight_attacks
Shadow bytes around the buggy address:
  0x0fff9f19be50: 00 00 00[f9]f9 f9 f9 f9 f9 f9 f9 f9 f9 f9 f9 f9
)" + kLegend;

TEST(SanitizerReport, ClangAsanGlobalOverflow) {
  const auto r = parse_sanitizer_report("plugin says hello\n" + kClangAsan, "/tmp/knight.so");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->sanitizer, "AddressSanitizer");
  EXPECT_EQ(r->error_type, "global-buffer-overflow");
  EXPECT_EQ(r->access, "READ of size 8");
  EXPECT_EQ(r->function, "slidercheck_knight_attacks");
  EXPECT_EQ(r->location, "/src/tests/plugins/sanitizer/knight_table.c:25");
  EXPECT_TRUE(r->message.starts_with("ERROR: AddressSanitizer: global-buffer-overflow on address"));
}

// gcc 12: no columns; the free frame is the runtime's interceptor, in the checker.
TEST(SanitizerReport, GccAsanUseAfterFreeSkipsTheRuntime) {
  const std::string gcc =
      R"(==18595==ERROR: AddressSanitizer: heap-use-after-free on address 0x615000000278 at pc 0x7f0ba70c752e bp 0x7ffd988424a0 sp 0x7ffd98842498
WRITE of size 8 at 0x615000000278 thread T0
    #0 0x56344648bea2 in __interceptor_memcpy (/usr/lib/x86_64-linux-gnu/libasan.so.8+0xa3ea2)
    #1 0x7f0ba70c752d in slidercheck_king_attacks /src/cache_use_after_free.c:28
    #2 0x5644fc5d22a1 in main /tmp/sr_drv.c:6
)";
  const auto r = parse_sanitizer_report(gcc);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->error_type, "heap-use-after-free");
  EXPECT_EQ(r->access, "WRITE of size 8");
  EXPECT_EQ(r->function, "slidercheck_king_attacks");
  EXPECT_EQ(r->location, "/src/cache_use_after_free.c:28");
}

// Without debug info the frame names the module: the one that is the plugin wins.
TEST(SanitizerReport, FrameNamingThePluginModule) {
  const std::string out =
      R"(==1==ERROR: AddressSanitizer: SEGV on unknown address 0x000000000000 (pc 0x7f0 bp 0x0 sp 0x0 T0)
    #0 0x7f0 in helper (/lib/other.so+0x10)
    #1 0x7f1 in slidercheck_rook_attacks (/work/plugins/engine.so+0x114d)
SUMMARY: AddressSanitizer: SEGV (/work/plugins/engine.so+0x114d) in slidercheck_rook_attacks
)";
  const auto r = parse_sanitizer_report(out, "/elsewhere/engine.so");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->error_type, "SEGV");
  EXPECT_EQ(r->function, "slidercheck_rook_attacks");
  EXPECT_EQ(r->location, "/work/plugins/engine.so+0x114d");
}

// clang UBSan, no stack trace: the runtime error's own location.
TEST(SanitizerReport, ClangUbsanWithoutStack) {
  const auto r = parse_sanitizer_report(
      "sanitizer/shift_masked.c:11:32: runtime error: shift exponent 64 is too large for 64-bit "
      "type 'unsigned long long'\nSUMMARY: UndefinedBehaviorSanitizer: undefined-behavior "
      "sanitizer/shift_masked.c:11:32 in \n");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->sanitizer, "UndefinedBehaviorSanitizer");
  EXPECT_EQ(r->error_type, "shift-exponent");
  EXPECT_EQ(r->function, "");
  EXPECT_EQ(r->location, "sanitizer/shift_masked.c:11");
  EXPECT_TRUE(r->message.find("runtime error: shift exponent 64") != std::string::npos);
}

// gcc UBSan with print_stacktrace=1 (no debug info: module+offset); a signed overflow.
TEST(SanitizerReport, GccUbsanWithStack) {
  const auto r = parse_sanitizer_report(
      "/src/signed_overflow.c:19:22: runtime error: signed integer overflow: 2147483647 * 3 "
      "cannot be represented in type 'int'\n"
      "    #0 0x7f5b9f7705e6 in slidercheck_rook_attacks (/tmp/srg_signed.so+0x15e6)\n"
      "    #1 0x55807a6492ff in main (/tmp/srg_drvu+0x12ff)\n",
      "/tmp/srg_signed.so");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->error_type, "signed-integer-overflow");
  EXPECT_EQ(r->function, "slidercheck_rook_attacks");
  EXPECT_EQ(r->location, "/tmp/srg_signed.so+0x15e6");
}

// clang's report_error_type=1 names the check in the summary.
TEST(SanitizerReport, UbsanSummaryType) {
  const auto r = parse_sanitizer_report(
      "a.c:3:5: runtime error: load of value 2, which is not a valid value for type 'bool'\n"
      "SUMMARY: UndefinedBehaviorSanitizer: invalid-bool-load a.c:3:5 in \n");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->error_type, "invalid-bool-load");
}

TEST(SanitizerReport, LeakSanitizer) {
  const auto r = parse_sanitizer_report(R"(==18497==ERROR: LeakSanitizer: detected memory leaks

Direct leak of 8 byte(s) in 1 object(s) allocated from:
    #0 0x55920fb1414e in __interceptor_malloc (/tmp/slidercheck+0xa314e) (BuildId: 37e2)
    #1 0x55920fb4eeb8 in slidercheck_init /tmp/lk.c:2:32
    #2 0x7f5711b32249 in __libc_start_call_main csu/../sysdeps/nptl/libc_start_call_main.h:58:16

SUMMARY: AddressSanitizer: 8 byte(s) leaked in 1 allocation(s).
)");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->sanitizer, "LeakSanitizer");
  EXPECT_EQ(r->error_type, "memory-leak");
  EXPECT_EQ(r->function, "slidercheck_init");
  EXPECT_EQ(r->location, "/tmp/lk.c:2");
}

TEST(SanitizerReport, NoneInOrdinaryOutput) {
  EXPECT_FALSE(parse_sanitizer_report("ERROR: something else\nerror: runtime\n"));
  EXPECT_FALSE(parse_sanitizer_report(""));
}

// Every Go runtime panic says "runtime error:": it is no UBSan report.
TEST(SanitizerReport, NoneInAGoPanic) {
  const std::string go =
      "panic: runtime error: index out of range [64] with length 64\n\ngoroutine 1 [running]:\n"
      "main.rookAttacks(...)\n\t/src/engine.go:42 +0x1d\n";
  EXPECT_FALSE(parse_sanitizer_report(go));
  EXPECT_FALSE(has_sanitizer_error(go));
  EXPECT_FALSE(parse_sanitizer_report("\tpanic: runtime error: slice bounds out of range\n"));
  EXPECT_EQ(first_error_line(go), "panic: runtime error: index out of range [64] with length 64");
}

TEST(SanitizerReport, SameErrorComparesTypeAndPlace) {
  SanitizerReport a{.sanitizer = "AddressSanitizer", .error_type = "x", .location = "f.c:1"};
  SanitizerReport b = a;
  b.message = "other address";
  EXPECT_TRUE(a.same_error(b));
  b.location = "f.c:2";
  EXPECT_FALSE(a.same_error(b));
}

// A report has begun once its error line is out, before its stack trace.
TEST(SanitizerReport, HasSanitizerError) {
  EXPECT_TRUE(
      has_sanitizer_error("noise\n==7==ERROR: AddressSanitizer: SEGV on unknown address\n"));
  EXPECT_TRUE(has_sanitizer_error("a.c:1:2: runtime error: shift exponent 64 is too large\n"));
  EXPECT_FALSE(has_sanitizer_error("RangeError: bad square\nerror: x\n"));
}

// The tail of an ASan report is its legend: the error line is kept before it.
TEST(TailWithError, KeepsTheSanitizerErrorLine) {
  const std::string tail = tail_with_error(kClangAsan, 12);
  EXPECT_TRUE(tail.starts_with("==8518==ERROR: AddressSanitizer: global-buffer-overflow")) << tail;
  EXPECT_NE(tail.find("\n...\n"), std::string::npos);
  EXPECT_TRUE(tail.ends_with("==8518==ABORTING")) << tail;
}

TEST(TailWithError, KeepsAFirstErrorLookingLine) {
  std::string node =
      "/x/client.js:10\n    throw new RangeError('bad square');\n    ^\n\n"
      "RangeError: bad square\n";
  for (int i = 0; i < 20; ++i) node += "    at frame" + std::to_string(i) + " (/x/client.js)\n";
  const std::string tail = tail_with_error(node, 12);
  EXPECT_TRUE(tail.starts_with("RangeError: bad square\n...\n")) << tail;
}

TEST(TailWithError, UnchangedWhenTheErrorIsInTheTail) {
  EXPECT_EQ(tail_with_error("a\nb\nTypeError: x\nc\n", 12), "a\nb\nTypeError: x\nc");
  EXPECT_EQ(tail_with_error("1\n2\n3\n", 2), "2\n3");
  EXPECT_EQ(tail_with_error("", 12), "");
  // Its bytes as they are: each report escapes them its own way.
  EXPECT_EQ(tail_with_error("a\x01\xff\n", 12), "a\x01\xff");
}

}  // namespace
}  // namespace slidercheck
