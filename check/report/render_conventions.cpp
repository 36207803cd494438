// The declared conventions a report names: numbering of squares and bits,
// pawn sides.
#include "render_conventions.h"

#include <cstdint>

#include "slidercheck/diagnose.h"

namespace slidercheck {

Numbering numbering(const CheckSpec& spec, const CheckOutcome& o) {
  if (!o.mapping_source.empty())
    return {o.mapping.name(), o.mapping_source, o.mapping.bits_name(),
            o.bit_mapping_source.empty() ? "squares" : o.bit_mapping_source};
  const Mapping squares = spec.mapping.value_or(Mapping());
  const Mapping bits = spec.bit_mapping.value_or(squares);
  return {squares.name(), spec.mapping ? "option" : "default", bits.name(),
          spec.bit_mapping ? "option" : "squares"};
}

namespace {

// Returns ", bits NAME (from ...)" when the bits are numbered apart or
// declared on their own, else "".
std::string bits_part(const Numbering& n) {
  if (n.bits_source == "squares" && n.bits == n.name) return "";
  return ", bits " + n.bits +
         (n.bits_source == "symbol"   ? " (from the plugin's slidercheck_bit_mapping)"
          : n.bits_source == "option" ? " (from --bit-mapping)"
                                      : "");
}

// Returns the numberings of numberings_apart, e.g. "a8,b8 with bits h1,g1".
std::string pairs_list(std::uint64_t pairs, const char* separator) {
  std::string s;
  for (int p = 0; p < 64; ++p)
    if ((pairs >> p) & 1)
      s += (s.empty() ? "" : separator) + std::string(Mapping::names()[p / 8]) + " with bits " +
           Mapping::names()[p % 8];
  return s;
}

}  // namespace

std::string mapping_line(const CheckSpec& spec, const CheckOutcome& o) {
  const Numbering n = numbering(spec, o);
  // Rook, bishop and queen (and other symmetric kinds) look the same in every
  // numbering: nothing was established, whatever was assumed.
  if (!o.numbering_observable && n.source != "symbol" && n.source != "option" &&
      n.source != "handshake")
    return "not observable from these functions";
  std::string s = n.name;
  if (n.source == "auto") {
    // What the check ran in instead: the plugin's own declaration, or the default.
    const std::string instead = o.mapping_auto_fallback == "symbol"
                                    ? "the plugin's slidercheck_square_mapping"
                                    : "the default";
    if (!o.numberings) return s + " (--mapping auto could not try the numberings; " + instead + ")";
    if (*o.numberings == 0 && !o.numberings_apart)
      return s + " (--mapping auto: no numbering conforms; " + instead + ")";
    if (*o.numberings == 0)
      return s + ", bits " + n.bits + " (from --mapping auto; conforms numbered " +
             pairs_list(o.numberings_apart, ", ") + ")";
    return s + " (from --mapping auto; conforms numbered " + numbering_list(*o.numberings, ", ") +
           ")";
  }
  if (n.source == "symbol") s += " (from the plugin's slidercheck_square_mapping)";
  if (n.source == "option") s += " (from --mapping)";
  if (n.source == "handshake") s += " (from the --exec program's handshake)";
  if (n.source == "default") s += " (the default: a1 = 0, b1 = 1, h8 = 63)";
  return s + bits_part(n);
}

std::vector<std::string> conforming_names(const CheckOutcome& o) {
  std::vector<std::string> names;
  for (int i = 0; i < 8; ++i)
    if (o.numberings && ((*o.numberings >> i) & 1)) names.push_back(Mapping::names()[i]);
  for (int p = 0; p < 64; ++p)
    if ((o.numberings_apart >> p) & 1)
      names.push_back(std::string(Mapping::names()[p / 8]) + "/" + Mapping::names()[p % 8]);
  return names;
}

PawnSidesUsed pawn_sides_of(const CheckSpec& spec, const CheckOutcome& o) {
  if (!o.pawn_sides_source.empty()) return {o.pawn_sides, o.pawn_sides_source};
  return {spec.pawn_sides.value_or(PawnSides::board), spec.pawn_sides ? "option" : "default"};
}

std::string pawn_sides_line(const CheckSpec& spec, const CheckOutcome& o) {
  const PawnSidesUsed used = pawn_sides_of(spec, o);
  return std::string(pawn_sides_description(used.sides)) +
         (used.source == "symbol"   ? " (from the plugin's slidercheck_pawn_sides)"
          : used.source == "option" ? " (from --pawn-sides)"
                                    : "");
}

}  // namespace slidercheck
