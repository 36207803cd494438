// The record-size diagnosis of --exec (exec.h): a client that declares one
// kind but reads its batches in another kind's record size falls out of step
// with the frames. Fresh children are sent batches framed in each other record
// size of the shape table; the size the child keeps in step with is the one it
// reads, and the kind of that size whose oracle its answers match is the one
// it answers as.
#include <algorithm>
#include <string>
#include <vector>

#include "check/cases/position_cases.h"
#include "exec.h"
#include "slidercheck/oracle.h"
#include "slidercheck/random.h"

namespace slidercheck::exec {

namespace {

constexpr std::size_t kProbeInputs = 4;  // records per probe batch
constexpr int kProbeBatches = 2;         // batches per candidate kind (two keep it in step)

// Returns kind's record as people read it: "a u8, b u8".
std::string record_text(Kind kind) {
  std::string text;
  for (Field f : arguments(kind)) {
    if (!text.empty()) text += ", ";
    const std::size_t bytes = record_bytes(field_type(f));
    text +=
        std::string(field_info(f).name) + (bytes == 8   ? " u64"
                                           : bytes == 1 ? " u8"
                                                        : " 8 u64 (white black pawn knight bishop "
                                                          "rook queen king)");
  }
  return text;
}

// Returns n valid inputs of kind (squares 0..63, directions 0..7, colors 0..1,
// x-ray blockers within the occupancy), from rng.
std::vector<Input> probe_inputs(Kind kind, Rng& rng, std::size_t n) {
  std::vector<Input> inputs;
  for (std::size_t i = 0; i < n; ++i) {
    Input in{.kind = kind};
    for (Field f : arguments(kind)) {
      const std::uint64_t word = rng.next();
      switch (field_type(f)) {
        case FieldType::bitboard:
          set_field(in, f, word & rng.next());
          break;
        case FieldType::square:
          set_field(in, f, word % 64);
          break;
        case FieldType::dir8:
        case FieldType::jump:
          set_field(in, f, word % 8);
          break;
        case FieldType::color:
          set_field(in, f, word % 2);
          break;
        case FieldType::position:  // a game-like position, with its square and color
          break;
      }
    }
    if (is_position_kind(kind)) in = enumeration::random_position_case(kind, rng);
    if (is_single_slider(kind)) in.blockers &= in.occ;
    inputs.push_back(in);
  }
  return inputs;
}

// What a fresh child does with batches of the candidate kinds (one record
// size), framed under the declared kind's position: whether it kept in step
// (answered every batch), and the first candidate whose answers all match.
struct Probe {
  bool in_step = false;
  std::optional<Kind> answers_as;
};

Probe probe(const std::string& command, double timeout, const isolation::Log& log,
            std::uint32_t index, const std::vector<Kind>& candidates, const Mapping& mapping) {
  Probe result;
  Rng rng{0x5eed5eedULL};
  std::vector<std::vector<Input>> sent;
  try {
    Process child(command, timeout, log);
    if (child.handshake().status != 0) return result;
    for (Kind kind : candidates) {
      for (int b = 0; b < kProbeBatches; ++b) {
        sent.push_back(probe_inputs(kind, rng, kProbeInputs));
        child.send(index, kind, sent.back().data(), kProbeInputs);
      }
    }
    child.end_input();  // a child out of step meets the end of its input, not a timeout
    std::vector<std::vector<Bitboard>> got(sent.size(), std::vector<Bitboard>(kProbeInputs));
    for (auto& results : got) child.receive(kProbeInputs, results.data());
    result.in_step = true;
    for (std::size_t c = 0; c < candidates.size() && !result.answers_as; ++c) {
      bool all = true;
      for (int b = 0; b < kProbeBatches; ++b) {
        const std::size_t batch = c * kProbeBatches + static_cast<std::size_t>(b);
        for (std::size_t i = 0; i < kProbeInputs; ++i) {
          const Input board = mapping.board_input(sent[batch][i]);
          all = all && mapping.board_bb(got[batch][i]) == oracle::eval(board);
        }
      }
      if (all) result.answers_as = candidates[c];
    }
  } catch (const Failure&) {
    // Out of step (or it failed otherwise): not this size.
  }
  return result;
}

}  // namespace

std::optional<std::string> record_size_diagnosis(const std::string& command, double timeout,
                                                 const isolation::Log& log,
                                                 const std::vector<Kind>& kinds, Kind kind,
                                                 const Mapping& mapping) {
  const auto at = std::find(kinds.begin(), kinds.end(), kind);
  if (at == kinds.end()) return std::nullopt;
  const auto index = static_cast<std::uint32_t>(at - kinds.begin());
  const std::size_t declared = record_size(shape_of(kind));
  std::vector<std::size_t> sizes;
  for (const ShapeInfo& shape : kShapeTable) {
    const std::size_t size = record_size(shape.shape);
    if (size != declared && std::find(sizes.begin(), sizes.end(), size) == sizes.end())
      sizes.push_back(size);
  }
  std::sort(sizes.begin(), sizes.end());
  const std::string wanted = std::string(kind_name(kind)) + "'s " + std::to_string(declared) +
                             "-byte records (" + record_text(kind) + ")";
  for (std::size_t size : sizes) {
    std::vector<Kind> candidates;
    for (Kind k : all_kinds())
      if (record_size(shape_of(k)) == size) candidates.push_back(k);
    const Probe p = probe(command, std::min(timeout, 2.0), log, index, candidates, mapping);
    if (!p.in_step) continue;
    const std::string reads = "it reads " + std::to_string(size) + "-byte records, not " + wanted;
    if (p.answers_as)
      return reads + ", and answers as " + kind_name(*p.answers_as) + " (" +
             record_text(*p.answers_as) + "): does it declare " + kind_name(kind) + " for " +
             kind_name(*p.answers_as) + "? (slidercheck kinds lists every kind's record)";
    std::string sizes_of;
    for (Kind k : candidates) sizes_of += std::string(sizes_of.empty() ? "" : ", ") + kind_name(k);
    return reads + " (" + std::to_string(size) + " bytes: the records of " + sizes_of +
           "; slidercheck kinds lists every kind's record)";
  }
  return std::nullopt;
}

}  // namespace slidercheck::exec
