// The vectors written: their JSON, laid out as the vector files have always
// been, and the files.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "slidercheck/read_file.h"
#include "slidercheck/vectors.h"

namespace slidercheck::vectors {

namespace {

using OrderedJson = nlohmann::ordered_json;

// Returns j on one line: {"key": value, ...} and [a, b]; bytes that are not
// valid UTF-8 become U+FFFD.
std::string flow(const OrderedJson& j) {
  if (!j.is_structured()) return j.dump(-1, ' ', false, OrderedJson::error_handler_t::replace);
  const bool object = j.is_object();
  std::string out = object ? "{" : "[";
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (it != j.begin()) out += ", ";
    if (object) out += flow(it.key()) + ": ";
    out += flow(it.value());
  }
  return out + (object ? "}" : "]");
}

// Returns j with one member or item per line, indented, when `path` (the key of
// j, or its array's key and "[]") is in `blocks`; otherwise on one line (flow).
std::string layout(const OrderedJson& j, const std::string& path, int indent,
                   const std::set<std::string, std::less<>>& blocks) {
  if (!j.is_structured() || j.empty() || !blocks.contains(path)) return flow(j);
  const bool object = j.is_object();
  const std::string pad(indent + 2, ' ');
  std::string out = object ? "{\n" : "[\n";
  std::size_t i = 0;
  for (auto it = j.begin(); it != j.end(); ++it, ++i) {
    out += pad;
    if (object) out += flow(it.key()) + ": ";
    out += layout(it.value(), object ? it.key() : path + "[]", indent + 2, blocks);
    out += i + 1 < j.size() ? ",\n" : "\n";
  }
  return out + std::string(indent, ' ') + (object ? "}" : "]");
}

const char* definition(Kind kind) { return info(kind).definition; }

OrderedJson flags_json(std::uint32_t flags) {
  OrderedJson out = OrderedJson::array();
  for (const FlagInfo& info : flag_infos())
    if (flags & flag_bit(info.flag)) out.push_back(info.name);
  return out;
}

OrderedJson test_json(const Vector& v) {
  const Input& in = v.input;
  OrderedJson out = {{"tcId", v.tc_id}, {"comment", v.comment}, {"flags", flags_json(v.flags)}};
  OrderedJson indices = OrderedJson::object();  // a pair's squares' numbers, after both names
  for (Field f : shown_fields(in.kind)) {
    const std::uint64_t value = field_value(in, f);
    const int n = static_cast<int>(value);
    switch (field_type(f)) {
      case FieldType::square:
        if (f == Field::sq) {
          out["square"] = square_name(n);
          out["sq"] = n;
        } else {
          out[field_info(f).name] = square_name(n);
          indices[std::string(field_info(f).name) + "_index"] = n;
        }
        break;
      case FieldType::dir8:
        out["direction"] = dir8_name(n);
        out[field_info(f).name] = n;
        break;
      case FieldType::jump:
        out["jump_name"] = jump_name(n);
        out[field_info(f).name] = n;
        break;
      case FieldType::bitboard:
        out[field_info(f).name] = hex(value);
        break;
      case FieldType::color:
        out[field_info(f).name] = n;
        break;
      case FieldType::position: {  // its FEN, and its 8 words
        out["fen"] = position_text(in);
        OrderedJson words = OrderedJson::array();
        for (int i = 0; i < kPositionWords; ++i) words.push_back(hex(position_word(in.pos, i)));
        out[field_info(f).name] = words;
        break;
      }
    }
  }
  out.update(indices);
  out["expected"] = hex(v.expected);
  return out;
}

}  // namespace

std::string to_json(const std::vector<Vector>& vectors) {
  OrderedJson root = {
      {"algorithm", "SliderAttacks"},
      {"schema", kSchemaFile},
      {"generatorVersion", kGeneratorVersion},
      {"numberOfTests", vectors.size()},
      {"header",
       {
           "Conformance vectors for sliding-piece attack generation on bitboards, written by "
           "`slidercheck vectors`.",
           "Squares are little-endian rank-file: sq = 8*rank + file, a1 = 0, h1 = 7, a8 = 56, "
           "h8 = 63; bit i of a bitboard is square i.",
           "Bitboards are \"0x\" and 16 lowercase hex digits. Each expected result was computed "
           "by slidercheck's oracle, a ray walker over (file, rank).",
           "dir8: 0 noEa +9, 1 east +1, 2 soEa -7, 3 sout -8, 4 soWe -9, 5 west -1, 6 noWe +7, 7 "
           "nort +8; the opposite direction is dir8 ^ 4.",
           "One test group per function kind; \"arguments\" gives the call order and "
           "\"definition\" the meaning. Every input is valid (x-ray blockers are a subset of "
           "occ): an implementation must return exactly \"expected\".",
       }},
  };
  OrderedJson& notes = root["notes"] = OrderedJson::object();
  for (const FlagInfo& info : flag_infos())
    notes[info.name] = {{"bugType", info.bug_type}, {"description", info.description}};
  OrderedJson& groups = root["testGroups"] = OrderedJson::array();
  for (Kind kind : all_kinds()) {
    OrderedJson tests = OrderedJson::array();
    for (const Vector& v : vectors)
      if (v.input.kind == kind) tests.push_back(test_json(v));
    if (tests.empty()) continue;
    std::vector<const char*> names;
    for (Field f : arguments(kind)) names.push_back(field_info(f).name);
    const Extra extra = info(kind).extra;
    groups.push_back({
        {"type", extra == Extra::targets ? "BetweenTest" : shape_info(shape_of(kind)).vector_type},
        {"function", kind_name(kind)},
        {"arguments", names},
        {"signature", std::string("uint64_t ") + kind_name(kind) + "(" +
                          c_parameters(shape_of(kind), extra) + ")"},
        {"definition", definition(kind)},
        {"tests", std::move(tests)},
    });
  }
  // One test per line; the rest one member or item per line.
  static const std::set<std::string, std::less<>> blocks = {"",           "header",       "notes",
                                                            "testGroups", "testGroups[]", "tests"};
  return layout(root, "", 0, blocks) + "\n";
}

std::optional<std::string> write_files(const std::string& dir, std::size_t* tests) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::exists(dir, ec) && !fs::is_directory(dir, ec))
    return "'" + dir + "' exists and is not a directory";
  fs::create_directories(dir, ec);
  if (ec) return "cannot create directory '" + dir + "': " + ec.message();
  if (!fs::is_directory(dir, ec)) return "'" + dir + "' is not a directory";
  const std::vector<Vector> vectors = generate();
  if (tests) *tests = vectors.size();
  const std::string files[2][2] = {
      {kVectorsFile, to_json(vectors)},
      {kSchemaFile, std::string(schema_json())},
  };
  for (const auto& [name, text] : files) {
    // Written whole or not at all: a full disk leaves no cut JSON behind.
    const std::string path = (fs::path(dir) / name).string();
    if (auto error = write_file_replacing(path, text))
      return "cannot write '" + path + "': " + *error;
  }
  return std::nullopt;
}

}  // namespace slidercheck::vectors
