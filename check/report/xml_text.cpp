// The characters XML 1.0 can hold (xml_text.h).
#include "xml_text.h"

#include "slidercheck/check.h"

namespace slidercheck {

std::string xml_chars(std::string_view text, bool attribute) {
  static constexpr std::string_view kReplacement = "\xef\xbf\xbd";
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto u = static_cast<unsigned char>(text[i]);
    std::size_t n = 1;
    if (u == '\r' && !attribute) {
      out += '\n';
      if (i + 1 < text.size() && text[i + 1] == '\n') n = 2;
    } else if (u == '\t' || u == '\n' || u == '\r' || (u >= 0x20 && u < 0x80)) {
      out += text[i];
    } else if (u < 0x20) {
      out += kReplacement;
    } else {
      n = utf8_length(text.substr(i));
      const std::string_view seq = text.substr(i, n);
      if (n == 0) {  // not UTF-8: one byte replaced
        out += kReplacement;
        n = 1;
      } else if (seq == "\xef\xbf\xbe" || seq == "\xef\xbf\xbf") {  // U+FFFE, U+FFFF
        out += kReplacement;
      } else {
        out += seq;
      }
    }
    i += n;
  }
  return out;
}

}  // namespace slidercheck
