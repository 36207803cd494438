// A sanitizer's report read out of a process's captured output (ASan, UBSan,
// LeakSanitizer; clang's and gcc's wordings), and the tail of such output that
// keeps its first error line. No I/O: the callers read the output.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace slidercheck {

// One function of an inline chain: its name and file:line.
struct InlinedFrame {
  std::string function;
  std::string location;
  bool operator==(const InlinedFrame&) const = default;
};

// A frame of the checked code: its function ("" when unknown) and where:
// file:line with debug info, else module+0xoffset. When the instruction is in
// code the compiler inlined (a helper such as get_bit), function and location
// are the outermost function of the chain, the one the helpers were inlined
// into, and inlined holds the whole chain, innermost first, that one last.
struct CodeFrame {
  std::string function;
  std::string location;
  std::vector<InlinedFrame> inlined{};
  bool operator==(const CodeFrame&) const = default;
};

// Returns a report's lines for frame: "  plugin frame:   FUNCTION at
// LOCATION\n", and its inline chain when it has one; "" for an unknown frame.
std::string frame_line(const CodeFrame& frame);

// What a sanitizer reported when it stopped a process: fields of a finding
// (FunctionResult::sanitizer; JSON "crash.sanitizer", docs/check.md).
struct SanitizerReport {
  std::string sanitizer;   // "AddressSanitizer", "UndefinedBehaviorSanitizer", "LeakSanitizer", ...
  std::string error_type;  // "global-buffer-overflow", "shift-out-of-bounds", "memory-leak", ...
  std::string message;     // the error line, without its "==PID==" prefix
  std::string access;      // ASan: "READ of size 8", or ""
  std::string function;    // the first frame in the plugin: its function, or ""
  std::string location;    // ... its file:line[:col] (or module+offset without debug info), or ""
  // When that frame is inlined code: the chain, innermost first, the function
  // it was inlined into last (function and location are that one's).
  std::vector<InlinedFrame> inlined{};
  // "runtime": given as data by the runtime's API in the worker; "output":
  // read from the process's output.
  std::string source = "output";
  // Whether other is the same error: sanitizer, error type and location.
  bool same_error(const SanitizerReport& other) const {
    return sanitizer == other.sanitizer && error_type == other.error_type &&
           location == other.location;
  }
};

// Returns the first sanitizer report in output, or nothing. Its plugin frame
// is the first frame of its first stack trace outside the sanitizer runtime,
// libc, the C++ runtime and slidercheck itself, and not in a module other than
// module (the checked code's file: a plugin's path, an --exec program; frames
// without debug info name their module). UBSan without a stack trace: the
// location of its "runtime error" line.
std::optional<SanitizerReport> parse_sanitizer_report(std::string_view output,
                                                      std::string_view module = {});

// Returns whether text holds a sanitizer's error line (ASan's "ERROR: ...Sanitizer:",
// UBSan's "runtime error:"): a report has begun (its stack trace may still be
// being symbolized).
bool has_sanitizer_error(std::string_view text);

// Returns UBSan's check name for a runtime error's message ("shift exponent
// 64 is too large ..." gives "shift-exponent", clang's report_error_type
// names; in any case), "undefined-behavior" for the others.
std::string ubsan_type(std::string_view message);

// Returns the first line of text that reports an error: a sanitizer's ERROR or
// "runtime error" line, else the first line that looks like an error (a word
// ending in "Error:" or "Exception:" at its start, "error:", "panicked at",
// "Assertion ... failed"); "" when there is none.
std::string first_error_line(std::string_view text);

// Returns the last max_lines lines of text (at most max_bytes of it, cut at a
// line start), its bytes as they are (each report escapes them: one_line in
// text); when text's first error line is not among them, it comes first, then
// "...". "" for empty text.
std::string tail_with_error(std::string_view text, int max_lines, std::size_t max_bytes = 4096);

}  // namespace slidercheck
