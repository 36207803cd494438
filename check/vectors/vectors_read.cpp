// The vectors read back: the JSON parsed, then each test's fields checked.
#include <nlohmann/json.hpp>

#include "slidercheck/vectors.h"
#include "vectors_schema.h"

namespace slidercheck::vectors {

namespace {

using Json = nlohmann::json;

// Returns the member key of object j, or null.
const Json* find(const Json& j, std::string_view key) {
  if (!j.is_object()) return nullptr;
  const auto it = j.find(key);
  return it == j.end() ? nullptr : &*it;
}

// Returns j's value when it is an integer of at most 15 digits.
std::optional<long long> integer_of(const Json* j) {
  constexpr long long kMax = 999'999'999'999'999;
  if (!j) return std::nullopt;
  if (j->is_number_unsigned()) {
    const auto v = j->get<std::uint64_t>();
    if (v > static_cast<std::uint64_t>(kMax)) return std::nullopt;
    return static_cast<long long>(v);
  }
  if (!j->is_number_integer()) return std::nullopt;
  const auto v = j->get<std::int64_t>();
  if (v < -kMax || v > kMax) return std::nullopt;
  return static_cast<long long>(v);
}

// Returns j's text when it is a string.
const std::string* string_of(const Json* j) {
  return j && j->is_string() ? j->get_ptr<const std::string*>() : nullptr;
}

}  // namespace

std::optional<std::vector<Vector>> parse(std::string_view text, std::string* error) {
  std::string ignored;
  if (!error) error = &ignored;
  auto bad = [&](const std::string& message) -> std::optional<std::vector<Vector>> {
    *error = message;
    return std::nullopt;
  };
  Json root;
  try {
    root = Json::parse(text);
  } catch (const Json::exception& e) {
    return bad(std::string("JSON: ") + e.what());
  }
  if (!root.is_object()) return bad("the root is not an object");
  const auto count = integer_of(find(root, "numberOfTests"));
  const Json* groups = find(root, "testGroups");
  if (!count) return bad("no integer numberOfTests");
  if (!groups || !groups->is_array()) return bad("no testGroups array");
  std::vector<Vector> vectors;
  for (const Json& group : *groups) {
    const std::string* function = string_of(find(group, "function"));
    const Json* tests = find(group, "tests");
    if (!function) return bad("a group without a function");
    const auto kind = parse_kind(*function);
    if (!kind) return bad("unknown function '" + *function + "'");
    if (!tests || !tests->is_array()) return bad(*function + ": no tests array");
    for (const Json& test : *tests) {
      Vector v;
      v.input.kind = *kind;
      const auto id = integer_of(find(test, "tcId"));
      if (!id) return bad(*function + ": a test without tcId");
      v.tc_id = static_cast<int>(*id);
      const std::string where = "tcId " + std::to_string(v.tc_id);
      auto integer = [&](const char* name, int lo, int hi, int& out) {
        const auto f = integer_of(find(test, name));
        if (!f || *f < lo || *f > hi) return false;
        out = static_cast<int>(*f);
        return true;
      };
      auto board = [&](const char* name, Bitboard& out) {
        const std::string* f = string_of(find(test, name));
        if (!f || f->size() != 18) return false;
        const auto bb = parse_bitboard(*f);
        if (!bb) return false;
        out = *bb;
        return true;
      };
      const std::string* comment = string_of(find(test, "comment"));
      const Json* flags = find(test, "flags");
      if (!comment) return bad(where + ": no comment");
      v.comment = *comment;
      if (!flags || !flags->is_array()) return bad(where + ": no flags");
      for (const Json& f : *flags) {
        const std::string* name = string_of(&f);
        const auto flag = name ? parse_flag(*name) : std::nullopt;
        if (!flag) return bad(where + ": unknown flag");
        v.flags |= flag_bit(*flag);
      }
      Input& in = v.input;
      bool ok = board("expected", v.expected);
      for (Field f : arguments(*kind)) {
        const char* name = field_info(f).name;
        auto named = [&](const char* key, const std::string& text) {
          const std::string* found = string_of(find(test, key));
          return found && *found == text;
        };
        switch (field_type(f)) {
          case FieldType::square: {
            // sq: "sq" and "square"; a pair's: "a" and "a_index", "b" and "b_index"
            const bool sq = f == Field::sq;
            int n = 0;
            ok = ok && integer(sq ? "sq" : (std::string(name) + "_index").c_str(), 0, 63, n) &&
                 named(sq ? "square" : name, square_name(n));
            set_field(in, f, static_cast<std::uint64_t>(n));
            break;
          }
          case FieldType::dir8:
            ok = ok && integer(name, 0, 7, in.dir8) && named("direction", dir8_name(in.dir8));
            break;
          case FieldType::jump:
            ok = ok && integer(name, 0, 7, in.dir8) && named("jump_name", jump_name(in.dir8));
            break;
          case FieldType::color:
            ok = ok && integer(name, 0, 1, in.color);
            break;
          case FieldType::bitboard: {
            Bitboard bb = 0;
            ok = ok && board(name, bb);
            set_field(in, f, bb);
            break;
          }
          case FieldType::position: {  // 8 words; well-formed, and its FEN's
            const Json* words = find(test, name);
            ok = ok && words && words->is_array() && words->size() == kPositionWords;
            for (int i = 0; ok && i < kPositionWords; ++i) {
              const std::string* w = string_of(&(*words)[static_cast<std::size_t>(i)]);
              const auto bb = w && w->size() == 18 ? parse_bitboard(*w) : std::nullopt;
              ok = bb.has_value();
              if (ok) position_word(in.pos, i) = *bb;
            }
            break;
          }
        }
      }
      if (ok && is_position_kind(*kind)) {  // well-formed, and its FEN (the color read) agrees
        const std::string* fen = string_of(find(test, "fen"));
        ok = position_fault(in.pos).empty() && fen && *fen == position_text(in);
      }
      if (!ok) return bad(where + ": a missing or malformed field");
      vectors.push_back(std::move(v));
    }
  }
  if (*count != static_cast<long long>(vectors.size()))
    return bad("numberOfTests is " + std::to_string(*count) + " but there are " +
               std::to_string(vectors.size()) + " tests");
  return vectors;
}

bool covers(const Implementation& impl, const Vector& vector) {
  if (!impl.provides(vector.input.kind)) return false;
  return !is_multi(vector.input.kind) || impl.covers(vector.input.dir8);
}

// docs/vectors.schema.json, compiled in (vectors_schema.h is generated from it).
std::string_view schema_json() { return {kVectorsSchemaJson, sizeof kVectorsSchemaJson - 1}; }

}  // namespace slidercheck::vectors
