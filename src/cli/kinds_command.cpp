// `slidercheck kinds`: every function kind with its C signature (plugin.h's
// ABI), its --exec record (docs/protocol.md: the arguments in C order, each
// bitboard a u64 and each square, direction or color a u8, no padding; the
// reply a u64 per record) and its definition, all read from the kind and shape
// tables (kinds.h, shapes.h): a kind added there is listed here by itself.
//
// Exit status: 0 listed, 2 unusable input.
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "cli/options.h"

namespace slidercheck::cli {

namespace {

using OrderedJson = nlohmann::ordered_json;

// Returns the protocol type of field: "u64" for a bitboard, "u8" otherwise.
const char* wire_type(Field field) {
  const std::size_t bytes = record_bytes(field_type(field));
  return bytes == 8 ? "u64" : bytes == 1 ? "u8" : "u64[8]";
}

// Returns what a field of the record holds, for people.
std::string meaning(Field field) {
  switch (field_type(field)) {
    case FieldType::square:
      return "a square, 0..63 in the engine's numbering";
    case FieldType::bitboard:
      return "a bitboard, bit i = square i in the engine's numbering";
    case FieldType::dir8:
      return "a direction: 0 noEa, 1 east, 2 soEa, 3 sout, 4 soWe, 5 west, 6 noWe, 7 nort";
    case FieldType::jump:
      return "a knight jump: 0 noNoEa (+17), 1 noEaEa (+10), 2 soEaEa (-6), 3 soSoEa (-15), "
             "4 soSoWe (-17), 5 soWeWe (-10), 6 noWeWe (+6), 7 noNoWe (+15)";
    case FieldType::color:
      return "0 white (attacking towards rank 8), 1 black";
    case FieldType::position:
      return "a position: 8 bitboards (white, black, pawn, knight, bishop, rook, queen, king), "
             "each in the engine's numbering";
  }
  return "";
}

std::string signature(Kind kind) {
  return std::string("uint64_t ") + info(kind).symbol + "(" +
         c_parameters(shape_of(kind), info(kind).extra) + ")";
}

std::string batch_signature(Kind kind) {
  return std::string("void ") + info(kind).symbol + kBatchSuffix + "(" +
         c_batch_parameters(shape_of(kind), info(kind).extra) + ")";
}

OrderedJson kind_json(Kind kind) {
  OrderedJson fields = OrderedJson::array();
  std::size_t offset = 0;
  for (Field f : arguments(kind)) {
    const std::size_t bytes = record_bytes(field_type(f));
    fields.push_back({{"name", field_info(f).name},
                      {"type", wire_type(f)},
                      {"offset", offset},
                      {"bytes", bytes},
                      {"meaning", meaning(f)}});
    offset += bytes;
  }
  return {
      {"name", kind_name(kind)},
      {"symbol", info(kind).symbol},
      {"shape", shape_info(shape_of(kind)).name},
      {"c_signature", signature(kind)},
      {"batch", {{"c_signature", batch_signature(kind)}, {"macro", batch_macro(shape_of(kind))}}},
      {"record", {{"size", record_size(shape_of(kind))}, {"fields", std::move(fields)}}},
      {"reply", {{"type", "u64"}, {"bytes", 8}, {"meaning", "the result, a bitboard"}}},
      {"definition", info(kind).definition}};
}

std::string text_of(Kind kind) {
  std::string record;
  std::size_t offset = 0;
  for (Field f : arguments(kind)) {
    if (!record.empty()) record += ", ";
    record += std::string(field_info(f).name) + " " + wire_type(f) + " @" + std::to_string(offset);
    offset += record_bytes(field_type(f));
  }
  return std::string(kind_name(kind)) + " (shape " + shape_info(shape_of(kind)).name + ")\n" +
         "  C:          " + signature(kind) + ";\n" + "  record:     " + record + ": " +
         std::to_string(record_size(shape_of(kind))) + " bytes; reply: u64 result\n" +
         "  batch:      " + batch_signature(kind) + ";\n" + "              (optional; " +
         batch_macro(shape_of(kind)) + "(" + kind_name(kind) + ", fn) defines it from fn)\n" +
         "  definition: " + info(kind).definition + "\n";
}

int cmd_kinds(const std::string& format) {
  if (format == "json") {
    OrderedJson kinds = OrderedJson::array();
    for (Kind kind : all_kinds()) kinds.push_back(kind_json(kind));
    const OrderedJson root = {
        {"encoding",
         "little-endian; a record is the C arguments in order, no padding (docs/protocol.md)"},
        {"kinds", std::move(kinds)}};
    std::printf("%s\n", root.dump(2).c_str());
    return 0;
  }
  if (format != "text") usage_error("bad --format '" + format + "' (want text or json)");
  std::printf(
      "The function kinds: the C function a plugin exports (slidercheck/plugin.h), its\n"
      "optional batch entry (out[i] = the function of the arguments at i, i < n) and the\n"
      "plugin.h macro that defines it from the engine's own function, the\n"
      "--exec record of one input (docs/protocol.md: the C arguments in order, each\n"
      "bitboard a little-endian u64, each square, direction or color a u8, no padding;\n"
      "@N = byte offset) with the u64 reply to it, and the definition.\n");
  for (Kind kind : all_kinds()) std::printf("\n%s", text_of(kind).c_str());
  return 0;
}

}  // namespace

Command add_kinds(CLI::App& app) {
  auto format = std::make_shared<std::string>("text");
  CLI::App* sub = add_subcommand(
      app, "kinds",
      "list every function kind: its C signature, its --exec record layout and its definition",
      "exit status: 0 listed, 2 unusable input");
  sub->add_option("--format", *format, "text (default) or json")->option_text("FORMAT");
  return {sub, [format] { return cmd_kinds(*format); }};
}

}  // namespace slidercheck::cli
