#include "slidercheck/check.h"

#include <vector>

#include "slidercheck/oracle.h"

namespace slidercheck {

std::optional<Mismatch> check_oracle(const Implementation& impl, const Input& input) {
  return check_against(impl, input, oracle::eval(input));
}

std::optional<Mismatch> check_against(const Implementation& impl, const Input& input,
                                      Bitboard expected) {
  const Bitboard actual = impl.eval(input);
  if (expected == actual) return std::nullopt;
  Mismatch m;
  m.impl = impl.name;
  m.subject = std::string("--builtin ") + impl.name;
  m.input = input;
  m.expected = expected;
  m.actual = actual;
  return m;
}

namespace {

// Returns the inputs one step smaller than in: one piece, slider, blocker or
// target fewer.
std::vector<Input> smaller_inputs(const Input& in) {
  std::vector<Input> out;
  auto each_bit = [](Bitboard bb, auto&& f) {
    for (; bb; bb &= bb - 1) f(bb & (0 - bb));
  };
  switch (shape_of(in.kind)) {
    case Shape::single:
    case Shape::xray:
      each_bit(in.occ, [&](Bitboard bit) {
        Input next = in;
        next.occ &= ~bit;
        next.blockers &= ~bit;
        out.push_back(next);
      });
      each_bit(in.blockers, [&](Bitboard bit) {
        Input next = in;
        next.blockers &= ~bit;
        out.push_back(next);
      });
      break;
    case Shape::multi:
    case Shape::multi_extra:
      each_bit(in.sliders, [&](Bitboard bit) {
        Input next = in;
        next.sliders &= ~bit;
        out.push_back(next);
      });
      each_bit(~in.empty & ~in.sliders, [&](Bitboard bit) {
        Input next = in;
        next.empty |= bit;
        next.blockers &= ~bit;
        next.targets &= ~bit;
        out.push_back(next);
      });
      each_bit(in.blockers | in.targets, [&](Bitboard bit) {
        Input next = in;
        next.blockers &= ~bit;
        next.targets &= ~bit;
        out.push_back(next);
      });
      break;
  }
  return out;
}

}  // namespace

Input shrink_input(const Input& input, FunctionRef<bool(const Input&)> fails) {
  Input best = input;
  for (bool changed = true; changed;) {
    changed = false;
    for (const Input& candidate : smaller_inputs(best)) {
      if (fails(candidate)) {
        best = candidate;
        changed = true;
        break;
      }
    }
  }
  return best;
}

Mismatch shrink_oracle_mismatch(const Implementation& impl, const Mismatch& mismatch) {
  auto fails = [&](const Input& in) { return check_oracle(impl, in).has_value(); };
  const Input small = shrink_input(mismatch.input, fails);
  Mismatch shrunk = *check_oracle(impl, small);
  shrunk.subject = mismatch.subject;
  shrunk.note = mismatch.note;
  const Shape shape = shape_of(small.kind);
  if (shrunk.note.empty() && (shape == Shape::single || shape == Shape::xray)) {
    Input toggled = small;
    toggled.occ ^= square_bb(small.sq);
    toggled.blockers &= toggled.occ;
    if (!check_oracle(impl, toggled)) {
      shrunk.note = (small.occ >> small.sq) & 1
                        ? "fails only when the slider's own square is occupied"
                        : "fails only when the slider's own square is empty";
    }
  }
  return shrunk;
}

}  // namespace slidercheck
