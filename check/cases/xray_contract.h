// The x-ray contract in a frame (internal to check/): which enumerated cases
// an engine called with blockers = every occupied square is checked on.
#pragma once

#include <array>
#include <cstdint>

#include "check/cases/case_frame.h"
#include "slidercheck/implementation.h"
#include "slidercheck/lines.h"

namespace slidercheck::enumeration {

// The x-ray contract (blockers = every occupied square) on the x-ray kinds
// (Shape::xray), in a frame: a case is checked when its blockers already are
// its occupancy on the squares that matter (the slider's square and its
// lines), the others would repeat one of those; its composed expected value
// is then the oracle's of the input as called (blockers = occ).
class XrayContract {
 public:
  XrayContract(Kind kind, const Frame& frame) {
    for (int sq = 0; sq < 64; ++sq) {
      Bitboard r = bit(sq);
      for (int dir : line_dirs(kind)) r |= line_squares(sq, dir);
      relevant_[frame.square(sq)] = frame.bb(r);
    }
  }
  // Returns whether impl's kind is checked under the contract in impl's frame
  // (an x-ray kind, not in batches); otherwise through eval.
  static bool in_frame(const Implementation& impl, Kind kind) {
    return impl.remaps_expected(kind) && shape_takes(shape_of(kind), Field::blockers) &&
           !impl.batch;
  }

  // Returns whether in (in the frame) is one of the contract's cases.
  bool allows(const Input& in) const { return !((in.blockers ^ in.occ) & relevant_[in.sq]); }
  // Returns in as the engine is called with it under the contract.
  static Input as_called(const Input& in) {
    Input called = in;
    called.blockers = in.occ;
    return called;
  }

  // Returns the checking visitor of the contract's cases: it skips the others,
  // counts these in allowed, calls them with blockers = occ, and hands a
  // mismatch (the input as called, expected, actual) to found, whose answer
  // (go on?) it returns.
  template <class Call, class Found>
  auto visitor(Call call, std::uint64_t& allowed, Found found) const {
    return [this, call, &allowed, found](const Input& in, Bitboard expected) {
      if (!allows(in)) return true;
      ++allowed;
      const Input called = as_called(in);
      const Bitboard actual = call(called);
      return actual == expected || found(called, expected, actual);
    };
  }

 private:
  std::array<Bitboard, 64> relevant_{};  // by the frame's square
};

}  // namespace slidercheck::enumeration
