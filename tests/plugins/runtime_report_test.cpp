// The sanitizer runtime's report as data (plugin/runtime_report.h): taken from
// ASan's API in a process that makes a bad access (when this test's runtime
// has the API), and read back by the parent: from the data, with the text
// parser as the fallback when there is none, and for the frame when the
// access was not in the plugin.
#include "runtime_report.h"

#include <gtest/gtest.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>
#include <string>

namespace slidercheck::plugin::detail {
namespace {

// A report as ASan writes it, with the plugin frame at plugin.so's code.
const std::string kText =
    "==1==ERROR: AddressSanitizer: global-buffer-overflow on address 0x1000 at pc 0x2000 bp 0x3 "
    "sp 0x4\n"
    "READ of size 8 at 0x1000 thread T0\n"
    "    #0 0x2000 in __interceptor_memcpy (/usr/lib/libasan.so+0x10)\n"
    "    #1 0x2001 in slidercheck_knight_attacks /src/knight.c:12:3\n"
    "    #2 0x2002 in slidercheck::run /src/slidercheck/run.cpp:5\n"
    "SUMMARY: AddressSanitizer: global-buffer-overflow /src/knight.c:12:3 in k\n";

template <std::size_t N>
void set(char (&field)[N], const char* text) {
  std::strncpy(field, text, N - 1);
}

// Fills data as the runtime's callback does for an access in module.
void access_in(RuntimeReport& data, const char* module) {
  set(data.description, "heap-buffer-overflow");
  data.address = 0xbeef;
  data.pc = 0x1234;
  data.access_size = 4;
  data.is_write = 1;
  set(data.module, module);
  data.module_offset = 0x99;
  set(data.function, "slidercheck_rook_attacks");
  set(data.file, "/src/rook.c");
  data.line = 42;
  data.present.store(1);
}

TEST(RuntimeReport, DataGivesTheFields) {
  RuntimeReport data;
  access_in(data, "/tmp/build/plugin.so");
  const auto r = worker_sanitizer_report(data, kText, "/elsewhere/plugin.so");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->sanitizer, "AddressSanitizer");
  EXPECT_EQ(r->source, "runtime");
  EXPECT_EQ(r->error_type, "heap-buffer-overflow");  // the data's, not the text's
  EXPECT_EQ(r->access, "WRITE of size 4");
  EXPECT_EQ(r->message,
            "ERROR: AddressSanitizer: heap-buffer-overflow on address 0xbeef at pc 0x1234");
  EXPECT_EQ(r->function, "slidercheck_rook_attacks");
  EXPECT_EQ(r->location, "/src/rook.c:42");
}

TEST(RuntimeReport, WithoutDebugInfoTheModuleAndOffset) {
  RuntimeReport data;
  access_in(data, "/tmp/plugin.so");
  set(data.file, "<null>");
  data.line = 0;
  const auto r = worker_sanitizer_report(data, "", "plugin.so");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->location, "/tmp/plugin.so+0x99");
}

// An access made outside the plugin (an interceptor): the plugin's frame from the text.
TEST(RuntimeReport, AccessOutsideThePluginTakesTheTextsFrame) {
  RuntimeReport data;
  access_in(data, "/usr/lib/libasan.so");
  const auto r = worker_sanitizer_report(data, kText, "/tmp/plugin.so");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->error_type, "heap-buffer-overflow");
  EXPECT_EQ(r->function, "slidercheck_knight_attacks");
  EXPECT_EQ(r->location, "/src/knight.c:12");
}

// No data (a runtime without the API, UBSan's or LeakSanitizer's report): the text parser.
TEST(RuntimeReport, WithoutDataTheTextParser) {
  const RuntimeReport none;
  const auto r = worker_sanitizer_report(none, kText, "/tmp/plugin.so");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->error_type, "global-buffer-overflow");
  EXPECT_EQ(r->source, "output");
  EXPECT_EQ(r->access, "READ of size 8");
  EXPECT_EQ(r->function, "slidercheck_knight_attacks");
  EXPECT_FALSE(worker_sanitizer_report(none, "no report here\n", "/tmp/plugin.so"));
}

// What the plugin may scribble on the shared slot: unterminated strings are
// read to their arrays' ends, a present flag other than 1 is no report.
TEST(RuntimeReport, ScribbledDataIsBounded) {
  RuntimeReport data;
  std::memset(static_cast<void*>(&data), 'x', sizeof data);
  data.present.store(1);
  const auto r = worker_sanitizer_report(data, "", "plugin.so");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->error_type, std::string(sizeof data.description, 'x'));
  data.present.store(0x78787878);
  EXPECT_FALSE(worker_sanitizer_report(data, "", "plugin.so"));
}

// A global array read past its end by a function the runtime symbolizes.
volatile std::uint64_t g_table[4] = {1, 2, 3, 4};

// Through a pointer: UBSan's bounds check, in the same build, sees no array.
__attribute__((noinline)) std::uint64_t read_past_table(int i) {
  volatile std::uint64_t* table = g_table;
  return table[i];
}

// A child makes the bad access; the runtime's callback fills the shared
// report before the runtime ends the child.
TEST(RuntimeReport, TheRuntimeGivesItsReport) {
  if (!runtime_report_api()) GTEST_SKIP() << "this test runs without ASan's report API";
  void* page = mmap(nullptr, sizeof(RuntimeReport), PROT_READ | PROT_WRITE,
                    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  ASSERT_NE(page, MAP_FAILED);
  auto* shared = new (page) RuntimeReport{};
  const pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    take_runtime_reports(shared);
    volatile int past = 4;
    (void)read_past_table(past);
    _exit(0);  // not reached: ASan ends the child
  }
  int status = 0;
  ASSERT_EQ(waitpid(pid, &status, 0), pid);
  EXPECT_FALSE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  ASSERT_EQ(shared->present.load(), 1);
  char exe[4096] = {};
  ASSERT_GT(readlink("/proc/self/exe", exe, sizeof exe - 1), 0);
  const auto r = worker_sanitizer_report(*shared, "", exe);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->error_type, "global-buffer-overflow");
  EXPECT_EQ(r->access, "READ of size 8");
  EXPECT_NE(r->function.find("read_past_table"), std::string::npos) << r->function;
  EXPECT_NE(r->location.find("runtime_report_test.cpp:"), std::string::npos) << r->location;
  munmap(page, sizeof(RuntimeReport));
}

}  // namespace
}  // namespace slidercheck::plugin::detail
