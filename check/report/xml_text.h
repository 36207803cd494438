// XML text: the characters of a string XML 1.0 can hold, for the JUnit report
// (render.cpp), whose markup and escaping pugixml writes. Internal to check/.
#pragma once

#include <string>
#include <string_view>

namespace slidercheck {

// Returns text with every byte that is not valid UTF-8 and every character XML
// 1.0 forbids (control characters but tab, newline and carriage return;
// U+FFFE, U+FFFF) replaced by U+FFFD, which pugixml cannot do: it would write
// them as character references no XML parser accepts. In character data
// (attribute false) a carriage return, with the newline after it, becomes a
// newline, as an XML parser would read it; in an attribute pugixml writes it
// as a reference.
std::string xml_chars(std::string_view text, bool attribute = false);

}  // namespace slidercheck
