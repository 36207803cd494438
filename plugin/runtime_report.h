// A sanitizer's report taken as data from its runtime's API in the worker
// (ASan's error report callback and report getters, the common symbolizer),
// where the runtime is loaded (preloaded into an exec'd worker, or linked
// into a sanitized checker). The text parser (slidercheck/sanitizer_report.h)
// stays for what the API does not give: runtimes without it (UBSan alone),
// UBSan's and LeakSanitizer's reports, ASan's errors that are not memory
// accesses, and the plugin frame when the access was made outside the plugin
// (in an interceptor). Internal to plugin/.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "slidercheck/sanitizer_report.h"

namespace slidercheck::plugin::detail {

// The first memory access error ASan reported in a worker, written by the
// worker into its shared slot (child_protocol.h), read by the parent. The
// plugin can write there too: every string is read up to its array's end.
struct RuntimeReport {
  std::atomic<int> present{0};  // 1 once the report callback filled what follows
  char description[64] = {};    // __asan_get_report_description: "heap-buffer-overflow"
  std::uint64_t address = 0;    // __asan_get_report_address
  std::uint64_t pc = 0;         // __asan_get_report_pc: in the code that made the access
  std::uint64_t access_size = 0;
  int is_write = 0;
  // The access's frame, from __sanitizer_symbolize_pc.
  char module[256] = {};
  std::uint64_t module_offset = 0;
  char function[256] = {};
  char file[512] = {};
  std::uint64_t line = 0;
};

// Returns whether this process's sanitizer runtime has ASan's report API.
bool runtime_report_api();

// In a worker: asks the runtime, when it has the API, to fill *out with the
// first memory access error it reports (the report callback runs before the
// runtime ends the process). Does nothing without the API.
void take_runtime_reports(RuntimeReport* out);

// Returns the report of a worker that logged text, its plugin at module: from
// data when the runtime gave one (its plugin frame from text when the access
// was made outside module), else parse_sanitizer_report(text, module).
std::optional<SanitizerReport> worker_sanitizer_report(const RuntimeReport& data,
                                                       std::string_view text,
                                                       std::string_view module);

}  // namespace slidercheck::plugin::detail
