// Sanitizer reports logged by a worker that went on (logged_findings.h).
#include "logged_findings.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>

#include "slidercheck/kinds.h"
#include "slidercheck/sanitizer_report.h"

namespace slidercheck::plugin::detail {

std::size_t own_log_size() {
  struct stat st {};
  if (fstat(STDERR_FILENO, &st) != 0 || !S_ISREG(st.st_mode)) return 0;
  return static_cast<std::size_t>(st.st_size);
}

bool logged_error_since(std::size_t offset) {
  const std::size_t end = own_log_size();
  if (end <= offset) return false;
  std::string text(std::min<std::size_t>(end - offset, std::size_t{1} << 20), '\0');
  const ssize_t n = pread(STDERR_FILENO, text.data(), text.size(), static_cast<off_t>(offset));
  if (n <= 0) return false;
  text.resize(static_cast<std::size_t>(n));
  return has_sanitizer_error(text);
}

Kind reported_kind(const std::string& text, const std::string& from, Kind fallback) {
  const std::size_t start = from.empty() ? 0 : text.rfind(from);
  if (start == std::string::npos) return fallback;
  std::size_t nearest = std::string::npos;
  Kind kind = fallback;
  for (const KindInfo& row : kKindTable) {
    const std::size_t at = text.find(" in " + std::string(row.symbol) + " ", start);
    if (at < nearest) {
      nearest = at;
      kind = row.kind;
    }
  }
  return kind;
}

void record_logged(FunctionResult& r, const std::optional<SanitizerReport>& report,
                   const std::string& what) {
  if (r.status == FunctionResult::Status::crash || r.status == FunctionResult::Status::timeout)
    return;
  r.status = FunctionResult::Status::crash;
  r.crash = what;
  r.sanitizer = report;
}

}  // namespace slidercheck::plugin::detail
