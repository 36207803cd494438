// A sanitizer's report from its runtime's API (runtime_report.h).
#include "runtime_report.h"

#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "symbolize.h"

// Weak: a checker without a sanitizer runtime links and runs; these are null
// unless a runtime (preloaded or linked in) defines them.
extern "C" {
__attribute__((weak)) void __asan_set_error_report_callback(void (*callback)(const char*));
__attribute__((weak)) int __asan_report_present(void);
__attribute__((weak)) void* __asan_get_report_pc(void);
__attribute__((weak)) void* __asan_get_report_address(void);
__attribute__((weak)) int __asan_get_report_access_type(void);
__attribute__((weak)) size_t __asan_get_report_access_size(void);
__attribute__((weak)) const char* __asan_get_report_description(void);
__attribute__((weak)) void __sanitizer_symbolize_pc(void* pc, const char* fmt, char* out_buf,
                                                    size_t out_buf_size);
}

namespace slidercheck::plugin::detail {

namespace {

RuntimeReport* g_report = nullptr;

// Copies text into out (size bytes), cut and terminated.
void copy(char* out, std::size_t size, const char* text) {
  if (text == nullptr) text = "";
  const std::size_t n = std::min(std::strlen(text), size - 1);
  std::memcpy(out, text, n);
  out[n] = '\0';
}

// Returns __sanitizer_symbolize_pc's rendering of one field (fmt) of pc's
// frame. The report's pc is the return address of the instrumented code's
// call into the runtime (which the runtime looks up as pc - 1), as in the
// report's frame #0.
template <std::size_t N>
void symbolize(void* pc, const char* fmt, char (&out)[N]) {
  __sanitizer_symbolize_pc(pc, fmt, out, N);
}

std::uint64_t number(const char* text) { return std::strtoull(text, nullptr, 0); }

// The runtime's report callback: the report is still current, its getters answer.
void on_report(const char* /*text*/) {
  RuntimeReport* r = g_report;
  if (r == nullptr || r->present.load() != 0 || !__asan_report_present()) return;
  void* pc = __asan_get_report_pc();
  if (pc == nullptr) return;  // not a memory access (a deadly signal, a bad free): the text says it
  copy(r->description, sizeof r->description, __asan_get_report_description());
  r->pc = reinterpret_cast<std::uintptr_t>(pc);
  r->address = reinterpret_cast<std::uintptr_t>(__asan_get_report_address());
  r->is_write = __asan_get_report_access_type();
  r->access_size = __asan_get_report_access_size();
  if (__sanitizer_symbolize_pc) {
    char number_text[32] = {};
    symbolize(pc, "%m", r->module);
    symbolize(pc, "%o", number_text);
    r->module_offset = number(number_text);
    symbolize(pc, "%f", r->function);
    symbolize(pc, "%s", r->file);
    symbolize(pc, "%l", number_text);
    r->line = number(number_text);
  }
  r->present.store(1);
}

// Returns the NUL-terminated text in a shared array, up to its end.
template <std::size_t N>
std::string text_of(const char (&field)[N]) {
  return std::string(field, strnlen(field, N));
}

// The runtime's placeholder for what the symbolizer did not find.
bool unknown(const std::string& text) { return text.empty() || text == "<null>" || text == "??"; }

std::string_view base_name(std::string_view path) {
  const std::size_t slash = path.rfind('/');
  return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

std::string hex(std::uint64_t value) {
  char text[24];
  std::snprintf(text, sizeof text, "0x%llx", static_cast<unsigned long long>(value));
  return text;
}

}  // namespace

bool runtime_report_api() {
  return __asan_set_error_report_callback && __asan_report_present && __asan_get_report_pc &&
         __asan_get_report_address && __asan_get_report_access_type &&
         __asan_get_report_access_size && __asan_get_report_description;
}

void take_runtime_reports(RuntimeReport* out) {
  if (!runtime_report_api()) return;
  g_report = out;
  __asan_set_error_report_callback(on_report);
}

std::optional<SanitizerReport> worker_sanitizer_report(const RuntimeReport& data,
                                                       std::string_view text,
                                                       std::string_view module) {
  std::optional<SanitizerReport> parsed = parse_sanitizer_report(text, module);
  if (data.present.load() != 1) return parsed;
  SanitizerReport r;
  r.sanitizer = "AddressSanitizer";
  r.source = "runtime";
  r.error_type = text_of(data.description);
  if (unknown(r.error_type)) return parsed;
  r.message = "ERROR: AddressSanitizer: " + r.error_type + " on address " + hex(data.address) +
              " at pc " + hex(data.pc);
  r.access = std::string(data.is_write ? "WRITE" : "READ") + " of size " +
             std::to_string(data.access_size);
  const std::string frame_module = text_of(data.module);
  const bool in_plugin =
      !unknown(frame_module) && (module.empty() || base_name(frame_module) == base_name(module));
  if (in_plugin) {
    const std::string function = text_of(data.function), file = text_of(data.file);
    if (!unknown(function)) r.function = function;
    r.location = !unknown(file) && data.line > 0 ? file + ":" + std::to_string(data.line)
                                                 : frame_module + "+" + hex(data.module_offset);
    // The runtime names the innermost inlined function (a helper): the chain
    // up to the function it was inlined into, from the module's debug info.
    const CodeFrame chain =
        plugin::symbolize(frame_module, data.module_offset - (data.module_offset > 0));
    if (!chain.inlined.empty()) {
      r.function = chain.function;
      r.location = chain.location;
      r.inlined = chain.inlined;
    }
  } else if (parsed) {
    r.function = parsed->function;
    r.location = parsed->location;
  }
  return r;
}

}  // namespace slidercheck::plugin::detail
