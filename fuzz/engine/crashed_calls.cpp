// The crashing calls of a fuzzing process, recorded as it dies: see crashed_calls.h.
#include "fuzz/engine/crashed_calls.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <fstream>

#include "fuzz/input_codec.h"

namespace slidercheck::fuzz_entry {

namespace {

constexpr std::size_t kHexChars = 2 * fuzz::kInputBytes;
constexpr std::size_t kWhyChars = 200;       // a record's reason, at most
constexpr std::size_t kFrameChars = 4 + 16;  // "\tat " and an address's hex digits

// The call in flight and where to record it; read by the crash hooks, which
// run on the thread that made the call (a fatal signal, ASan's report).
struct InFlight {
  volatile sig_atomic_t active = 0;
  Input board;
  char path[4096] = {};
};
InFlight g_in_flight;

FrameRecorder g_frame_recorder = nullptr;

constexpr int kCrashSignals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP};
struct sigaction g_previous[sizeof kCrashSignals / sizeof kCrashSignals[0]];

// Writes the hex of board's encoding into out (kHexChars characters).
void write_hex(const Input& board, char* out) {
  static constexpr char kDigits[] = "0123456789abcdef";
  const std::array<std::uint8_t, fuzz::kInputBytes> bytes = fuzz::encode_input(board);
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    out[2 * i] = kDigits[bytes[i] >> 4];
    out[2 * i + 1] = kDigits[bytes[i] & 15];
  }
}

// Writes "\tat ADDRESS" (hex) into out for the innermost plugin frame of the
// stack (context: a signal's, or null); returns its length, 0 when there is none.
std::size_t write_frame(const void* context, char* out) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::uint64_t address = 0;
  if (!g_frame_recorder || !g_frame_recorder(context, &address)) return 0;
  std::size_t n = 0;
  for (const char c : {'\t', 'a', 't', ' '}) out[n++] = c;
  int shift = 60;
  while (shift > 0 && ((address >> shift) & 15) == 0) shift -= 4;
  for (; shift >= 0; shift -= 4) out[n++] = kDigits[(address >> shift) & 15];
  return n;
}

// Appends the call in flight to crashed-inputs, once, with why (a signal's
// name, a sanitizer's and its error type) and the plugin frame (context: a
// signal's, or null), async-signal-safe: a line is its input's hex, a space,
// why, and "\tat ADDRESS" when the stack holds a plugin frame.
void record_in_flight(const char* why, const void* context) {
  if (!g_in_flight.active || g_in_flight.path[0] == '\0') return;
  g_in_flight.active = 0;
  char line[kHexChars + 1 + kWhyChars + kFrameChars + 1];
  write_hex(g_in_flight.board, line);
  std::size_t n = kHexChars;
  line[n++] = ' ';
  for (std::size_t i = 0; why[i] != '\0' && i < kWhyChars; ++i)
    line[n++] = why[i] == '\n' || why[i] == '\t' ? ' ' : why[i];
  n += write_frame(context, line + n);
  line[n++] = '\n';
  const int fd = open(g_in_flight.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) return;
  [[maybe_unused]] const ssize_t written = write(fd, line, n);  // one write under PIPE_BUF
  close(fd);
}

// Returns "signal NAME" of a crash signal, or "signal".
const char* signal_name(int sig) {
  switch (sig) {
    case SIGSEGV:
      return "signal SIGSEGV";
    case SIGBUS:
      return "signal SIGBUS";
    case SIGFPE:
      return "signal SIGFPE";
    case SIGILL:
      return "signal SIGILL";
    case SIGABRT:
      return "signal SIGABRT";
    case SIGTRAP:
      return "signal SIGTRAP";
    default:
      return "signal";
  }
}

// A fatal signal: records the call, then hands the signal to the handler
// that was there before (put back first, so that it also gets any repeat).
void on_crash_signal(int sig, siginfo_t* info, void* context) {
  record_in_flight(signal_name(sig), context);
  for (std::size_t i = 0; i < std::size(kCrashSignals); ++i) {
    if (kCrashSignals[i] != sig) continue;
    const struct sigaction& before = g_previous[i];
    sigaction(sig, &before, nullptr);
    if (before.sa_flags & SA_SIGINFO) {
      if (before.sa_sigaction) before.sa_sigaction(sig, info, context);
    } else if (before.sa_handler == SIG_DFL) {
      raise(sig);  // delivered on return, with the default action: the process ends of it
    } else if (before.sa_handler != SIG_IGN) {
      before.sa_handler(sig);
    }
  }
}

// AddressSanitizer's report (its whole text): recorded with its error type,
// "AddressSanitizer heap-buffer-overflow" (a space would end the field).
void on_asan_report(const char* report) {
  static constexpr char kKey[] = "ERROR: AddressSanitizer: ";
  char why[kWhyChars + 1] = "AddressSanitizer ";
  std::size_t n = sizeof "AddressSanitizer " - 1;
  if (const char* at = report ? std::strstr(report, kKey) : nullptr)
    for (const char* c = at + sizeof kKey - 1; *c > ' ' && n < kWhyChars; ++c) why[n++] = *c;
  why[n] = '\0';
  record_in_flight(why, nullptr);
}

// UBSan's current report's message ("shift exponent 64 is too large for
// 64-bit type ..."), when its runtime has the monitor interface: `slidercheck
// fuzz` names its error type from it as check does.
using UbsanReportData = void (*)(const char**, const char**, const char**, unsigned*, unsigned*,
                                 char**);
UbsanReportData g_ubsan_report_data = nullptr;

void on_ubsan_report() {
  char why[kWhyChars + 1] = "UndefinedBehaviorSanitizer ";
  std::size_t n = sizeof "UndefinedBehaviorSanitizer " - 1;
  const char *kind = nullptr, *message = nullptr, *file = nullptr;
  unsigned line = 0, column = 0;
  char* address = nullptr;
  if (g_ubsan_report_data) g_ubsan_report_data(&kind, &message, &file, &line, &column, &address);
  for (const char* c = message; c && *c != '\0' && *c != '\n' && n < kWhyChars; ++c) why[n++] = *c;
  why[n] = '\0';
  record_in_flight(why, nullptr);
}

}  // namespace

}  // namespace slidercheck::fuzz_entry

// UBSan's monitor hook: its runtime calls it for every error it reports,
// before it halts (halt_on_error, -fno-sanitize-recover), so a halting UBSan
// error records the call in flight as ASan's report callback does. The
// runtime's own definition is a weak do-nothing one; this strong one wins,
// linked into the same program (the sanitized driver) or preloaded beside it.
extern "C" __attribute__((visibility("default"))) void __ubsan_on_report() {
  slidercheck::fuzz_entry::record_ubsan_report();
}

namespace slidercheck::fuzz_entry {

void record_ubsan_report() { on_ubsan_report(); }

void set_frame_recorder(FrameRecorder recorder) { g_frame_recorder = recorder; }

void hook_crashes(const std::string& report_dir) {
  const std::string path = report_dir + "/crashed-inputs";
  if (report_dir.empty() || path.size() >= sizeof g_in_flight.path) return;
  path.copy(g_in_flight.path, path.size());
  g_in_flight.path[path.size()] = '\0';
  for (std::size_t i = 0; i < std::size(kCrashSignals); ++i) {
    struct sigaction mine {};
    mine.sa_sigaction = on_crash_signal;
    mine.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&mine.sa_mask);
    sigaction(kCrashSignals[i], &mine, &g_previous[i]);
  }
  using Callback = void (*)(const char*);
  if (auto set = reinterpret_cast<void (*)(Callback)>(
          dlsym(RTLD_DEFAULT, "__asan_set_error_report_callback")))
    set(on_asan_report);
  g_ubsan_report_data =
      reinterpret_cast<UbsanReportData>(dlsym(RTLD_DEFAULT, "__ubsan_get_current_report_data"));
}

void call_begins(const Input& board) {
  g_in_flight.board = board;
  g_in_flight.active = 1;
}

void call_ends() { g_in_flight.active = 0; }

std::string encoded_hex(const Input& board) {
  std::string hex(kHexChars, '0');
  write_hex(board, hex.data());
  return hex;
}

std::vector<std::string> crashed_inputs(const std::string& report_dir) {
  std::vector<std::string> lines;
  std::ifstream in(report_dir + "/crashed-inputs");
  for (std::string line; std::getline(in, line);)
    if (line.size() >= kHexChars && (line.size() == kHexChars || line[kHexChars] == ' '))
      lines.push_back(line.substr(0, kHexChars));
  return lines;
}

}  // namespace slidercheck::fuzz_entry
