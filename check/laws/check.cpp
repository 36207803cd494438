#include "slidercheck/check.h"

#include <bit>
#include <vector>

#include "slidercheck/lines.h"
#include "slidercheck/oracle.h"

namespace slidercheck {

std::optional<Mismatch> check_oracle(const Implementation& impl, const Input& input) {
  return check_against(impl, input, impl.expected(input));
}

std::optional<Mismatch> check_against(const Implementation& impl, const Input& input,
                                      Bitboard expected) {
  const Bitboard actual = impl.eval(input);
  if (expected == actual) return std::nullopt;
  return mismatch_of(impl, input, expected, actual);
}

Mismatch mismatch_of(const Implementation& impl, const Input& input, Bitboard expected,
                     Bitboard actual) {
  // The call history ends with the call that failed first (implementation.h).
  if (impl.record && impl.record->history) {
    impl.record->history->frozen = 1;
    impl.record->history = nullptr;
  }
  Mismatch m;
  m.impl = impl.name;
  m.subject = impl.subject();
  m.input = impl.as_called(input);
  m.expected = expected;
  m.actual = actual;
  return m;
}

std::vector<Input> smaller_inputs(const Input& in) {
  std::vector<Input> out;
  // Each square of bb for f to clear, after, for three squares or more, each
  // half of them at once (the lower squares, the upper): an input of many
  // pieces, most of them beside the point, shrinks in a number of trials that
  // grows with the logarithm of its pieces, not with their square, which
  // counts where each trial is a fresh process (a sanitizer's finding).
  auto each_bit = [](Bitboard bb, auto&& f) {
    if (std::popcount(bb) >= 3) {
      Bitboard lower = 0;
      for (Bitboard rest = bb; std::popcount(lower) < std::popcount(bb) / 2; rest &= rest - 1)
        lower |= lowest_bb(rest);
      f(lower);
      f(bb & ~lower);
    }
    for (; bb; bb &= bb - 1) f(lowest_bb(bb));
  };
  if (is_position_kind(in.kind)) {  // one piece off at a time, then the override's squares
    each_bit(occupied(in.pos), [&](Bitboard bit) {
      Input next = in;
      for (int i = 0; i < kPositionWords; ++i) position_word(next.pos, i) &= ~bit;
      out.push_back(next);
    });
    if (takes(in.kind, Field::occ)) {
      if (in.occ != occupied(in.pos)) {
        Input next = in;
        next.occ = occupied(in.pos);
        out.push_back(next);
      }
      each_bit(in.occ & ~occupied(in.pos), [&](Bitboard bit) {
        Input next = in;
        next.occ &= ~bit;
        out.push_back(next);
      });
    }
    return out;
  }
  if (is_pair(in.kind)) return out;  // two squares: nothing to remove
  if (is_leaper(in.kind)) {          // a set: remove one leaper at a time; one square: nothing
    if (is_set_kind(in.kind)) {
      each_bit(in.set, [&](Bitboard bit) {
        Input next = in;
        next.set &= ~bit;
        out.push_back(next);
      });
    }
    return out;
  }
  if (is_slider_set(in.kind)) {  // one slider off at a time (and its bit of occ)
    each_bit(in.sliders, [&](Bitboard bit) {
      Input next = in;
      next.sliders &= ~bit;
      next.occ &= ~bit;
      out.push_back(next);
      next.occ = in.occ;
      if (next.occ != out.back().occ) out.push_back(next);
    });
  }
  if (!is_multi(in.kind)) {
    const Bitboard keep = relevant_squares(in);
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
  const Bitboard keep = relevant_squares(in);
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
  // A smaller position outside the subject's domain is never called.
  auto fails = [&](const Input& in) {
    return outside_domain(in, impl.positions).empty() && !impl.outside_contracts(in) &&
           check_oracle(impl, in).has_value();
  };
  // A failure that does not come back on its own input (a stateful or flaky
  // engine) is kept as found, never lost.
  if (!fails(mismatch.input)) return mismatch;
  const Input small = shrink_input(mismatch.input, fails);
  const auto again = check_oracle(impl, small);
  if (!again) return mismatch;
  Mismatch shrunk = *again;
  shrunk.note = mismatch.note;
  if (shrunk.note.empty() && is_single_slider(small.kind) && impl.own_square == OwnSquare::any) {
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
