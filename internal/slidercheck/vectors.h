// Conformance vectors in Wycheproof's style: `slidercheck vectors --out DIR`.
//
// One JSON file (kVectorsFile) with one test group per function kind, and its
// JSON Schema (kSchemaFile, the same text as docs/vectors.schema.json). Each test
// has an id, a comment, flags (documented in the file's "notes"), the square
// or dir8, the inputs and the oracle's expected result, bitboards as "0x" and
// 16 lowercase hex digits. The output is the same bytes on every run.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "slidercheck/implementation.h"

namespace slidercheck::vectors {

inline constexpr const char* kVectorsFile = "slider_attacks_test.json";
inline constexpr const char* kSchemaFile = "vectors.schema.json";
inline constexpr const char* kGeneratorVersion = "1.0";

// The flags a test can carry. Most are computed from the test's input; Random
// and Regression say how the input was chosen.
enum class Flag : int {
  Corner,
  EdgeFile,
  EdgeRank,
  EmptyBoard,
  FullBoard,
  OwnBitSet,
  OwnBitClear,
  OffLineNoise,
  RayToEdge,
  FirstBlockerOnEdge,
  Wrap,
  MultipleSliders,
  SliderBlocksSlider,
  XraySecondBlocker,
  XrayToEdge,
  XrayIgnoredBlocker,
  XrayNoHit,
  ZeroResult,
  Random,
  Regression,
};
inline constexpr int kFlags = 20;

// A flag's name, its Wycheproof-style bug type and its description.
// Returns flag's bit in a vector's flags.
constexpr std::uint32_t flag_bit(Flag flag) { return std::uint32_t{1} << static_cast<int>(flag); }

struct FlagInfo {
  Flag flag;
  const char* name;
  const char* bug_type;
  const char* description;
};

// Returns every flag, in the order of Flag.
std::span<const FlagInfo> flag_infos();
// Returns the flag named name, or nothing.
std::optional<Flag> parse_flag(std::string_view name);

// One test: the input (its kind names the group), the expected result and
// the flags (bit i set = Flag i).
struct Vector {
  int tc_id = 0;
  std::string comment;
  std::uint32_t flags = 0;
  Input input;
  Bitboard expected = 0;

  // Returns whether the test carries flag.
  bool has(Flag flag) const { return (flags >> static_cast<int>(flag)) & 1; }
  friend bool operator==(const Vector&, const Vector&) = default;
};

// Returns every vector, grouped by kind in the order of all_kinds(), tcId 1..N.
std::vector<Vector> generate();

// Returns the flags computed from input and its expected result.
std::uint32_t computed_flags(const Input& input, Bitboard expected);

// Returns the vector file's JSON text for vectors (grouped by kind, in order).
std::string to_json(const std::vector<Vector>& vectors);

// Returns the JSON Schema of the vector file.
std::string_view schema_json();

// Writes kVectorsFile and kSchemaFile into dir (created if missing), and the
// number of tests into *tests. Returns an error message, or nothing on success.
std::optional<std::string> write_files(const std::string& dir, std::size_t* tests = nullptr);

// Returns the vectors of a vector file's JSON text; on malformed text returns
// nothing and sets *error to a one-line message.
std::optional<std::vector<Vector>> parse(std::string_view json, std::string* error);

// Returns whether impl can run vector: it provides the kind and, for a
// multi-slider kind, covers its dir8.
bool covers(const Implementation& impl, const Vector& vector);

}  // namespace slidercheck::vectors
