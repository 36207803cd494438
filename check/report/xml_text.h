// XML text: character data and attribute values escaped for the JUnit
// report (render.cpp). Internal to check/.
#pragma once

#include <string>
#include <string_view>

namespace slidercheck {

// Returns text as XML character data, or as an attribute value (newlines and
// tabs as character references, so that they survive attribute normalisation).
// Bytes that are not valid UTF-8 and characters XML 1.0 forbids (control bytes
// but tab, newline and return; U+FFFE, U+FFFF) become U+FFFD.
std::string xml_escape(std::string_view text, bool attribute = false);

// Returns xml_escape(text, true).
std::string xml_attribute(std::string_view text);

}  // namespace slidercheck
