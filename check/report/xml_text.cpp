// XML text escaping (xml_text.h).
#include "xml_text.h"

#include "slidercheck/check.h"

namespace slidercheck {

std::string xml_escape(std::string_view text, bool attribute) {
  static constexpr const char* kReplacement = "\xef\xbf\xbd";
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    const auto u = static_cast<unsigned char>(c);
    std::size_t n = 1;
    switch (c) {
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      case '\r':
        out += "&#13;";
        break;
      case '\n':
        out += attribute ? "&#10;" : "\n";
        break;
      case '\t':
        out += attribute ? "&#9;" : "\t";
        break;
      default:
        if (u < 0x20) {
          out += kReplacement;
        } else if (u < 0x80) {
          out += c;
        } else {
          n = utf8_length(text.substr(i));
          const std::string_view seq = text.substr(i, n);
          if (n == 0 || seq == "\xef\xbf\xbe" || seq == "\xef\xbf\xbf") {
            out += kReplacement;
            n = 1;
          } else {
            out += seq;
          }
        }
    }
    i += n;
  }
  return out;
}

std::string xml_attribute(std::string_view text) { return xml_escape(text, true); }

}  // namespace slidercheck
