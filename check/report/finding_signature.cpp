// The signature of a finding and its fingerprint (finding_signature.h).
#include "slidercheck/finding_signature.h"

#include <cstdint>
#include <cstdio>

namespace slidercheck {

namespace {

// Returns a * b modulo 2^64, computed without a wrap-around (which
// -fsanitize=unsigned-integer-overflow, OSS-Fuzz's UBSan leg, would report).
std::uint64_t times(std::uint64_t a, std::uint64_t b) {
  return static_cast<std::uint64_t>(static_cast<unsigned __int128>(a) * b);
}

}  // namespace

std::string law_broken(std::string_view law, bool differs_from_oracle) {
  if (differs_from_oracle || law.empty()) return "oracle";
  return std::string(law.substr(0, law.find(':')));
}

FindingSignature sanitizer_signature(const std::string& kind, const std::string& error_type,
                                     const std::string& frame) {
  for (const char* signal : {"SEGV", "BUS", "FPE", "ILL", "ABRT", "TRAP"})
    if (error_type == signal) return {"crash", kind, "", ""};
  return {"sanitizer", kind, error_type, frame};
}

std::string signature_text(const FindingSignature& s) {
  std::string text;
  for (const std::string* part : {&s.category, &s.kind, &s.what, &s.frame})
    if (!part->empty()) text += (text.empty() ? "" : " ") + *part;
  return text;
}

std::string signature_fingerprint(std::string_view text) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (const char c : text) h = times(h ^ static_cast<unsigned char>(c), 0x100000001b3ull);
  char hex[20];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
  return hex;
}

}  // namespace slidercheck
