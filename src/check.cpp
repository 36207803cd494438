#include "slidercheck/check.h"

#include <vector>

#include "slidercheck/enumerate.h"
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

namespace {}  // namespace

namespace {

bool has(Bitboard bb, int sq) { return (bb >> sq) & 1; }

bool is_multi(Kind kind) {
  return shape_of(kind) == Shape::multi || shape_of(kind) == Shape::multi_extra;
}

Bitboard lines_through(int sq, const std::vector<int>& dirs) {
  Bitboard lines = 0;
  for (int d : dirs) lines |= line_squares(sq, d);
  return lines;
}

}  // namespace

std::vector<Input> smaller_inputs(const Input& in) {
  std::vector<Input> out;
  auto each_bit = [](Bitboard bb, auto&& f) {
    for (; bb; bb &= bb - 1) f(bb & (0 - bb));
  };
  if (!is_multi(in.kind)) {
    const Bitboard keep = lines_through(in.sq, line_dirs(in.kind)) | square_bb(in.sq);
    if (in.occ & ~keep) {
      Input next = in;
      next.occ &= keep;
      next.blockers &= keep;
      out.push_back(next);
    }
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
    return out;
  }
  Bitboard keep = in.sliders;
  for (int sq = 0; sq < kSquares; ++sq) {
    if (has(in.sliders, sq)) keep |= line_squares(sq, in.dir8);
  }
  if (~in.empty & ~keep) {
    Input next = in;
    next.empty |= ~keep;
    next.blockers &= keep;
    next.targets &= keep;
    out.push_back(next);
  }
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
  return out;
}

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
