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

ContractsUsed contracts_of(const CheckSpec& spec, const CheckOutcome& o) {
  ContractsUsed c{.own_square = o.own_square,
                  .own_square_source = o.own_square_source,
                  .xray_blockers = o.xray_blockers,
                  .xray_blockers_source = o.xray_blockers_source};
  if (c.own_square_source.empty()) {
    c.own_square = spec.own_square.value_or(OwnSquare::any);
    c.own_square_source = spec.own_square ? "option" : "default";
  }
  if (c.xray_blockers_source.empty()) {
    c.xray_blockers = spec.xray_blockers.value_or(XrayBlockers::any);
    c.xray_blockers_source = spec.xray_blockers ? "option" : "default";
  }
  return c;
}

namespace {

// Returns where a contract came from, as the header says it.
std::string contract_source(const std::string& source, const char* symbol, const char* option) {
  if (source == "symbol") return std::string(" (from the plugin's ") + symbol + ")";
  if (source == "option") return std::string(" (from ") + option + ")";
  if (source == "handshake") return " (from the --exec program's handshake)";
  return "";
}

}  // namespace

std::string own_square_line(const CheckSpec& spec, const CheckOutcome& o) {
  const ContractsUsed c = contracts_of(spec, o);
  return own_square_description(c.own_square) +
         contract_source(c.own_square_source, "slidercheck_own_square", "--own-square");
}

std::string xray_blockers_line(const CheckSpec& spec, const CheckOutcome& o) {
  const ContractsUsed c = contracts_of(spec, o);
  return xray_blockers_description(c.xray_blockers) +
         contract_source(c.xray_blockers_source, "slidercheck_xray_blockers", "--xray-blockers");
}

std::string pairs_line(const CheckSpec& spec, const CheckOutcome& o) {
  const PairDomain pairs = o.pairs_source.empty() ? spec.pairs.value_or(PairDomain::all) : o.pairs;
  const std::string source =
      o.pairs_source.empty() ? (spec.pairs ? "option" : "default") : o.pairs_source;
  if (pairs == PairDomain::all && source == "default") return "";
  return pair_domain_description(pairs) + contract_source(source, "slidercheck_pairs", "--pairs");
}

std::string pawn_squares_line(const CheckSpec& spec, const CheckOutcome& o) {
  const PawnSquares squares =
      o.pawn_squares_source.empty() ? spec.pawn_squares.value_or(PawnSquares::all) : o.pawn_squares;
  const std::string source = o.pawn_squares_source.empty()
                                 ? (spec.pawn_squares ? "option" : "default")
                                 : o.pawn_squares_source;
  if (squares == PawnSquares::all && source == "default") return "";
  return pawn_squares_description(squares) +
         contract_source(source, "slidercheck_pawn_squares", "--pawn-squares");
}

}  // namespace slidercheck
