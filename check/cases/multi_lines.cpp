// The multi-slider kinds' lines in halves: the states of their squares and
// the oracle values of each half alone.
#include "check/cases/multi_lines.h"

#include "check/cases/case_frame.h"
#include "slidercheck/oracle.h"

namespace slidercheck::enumeration {

std::vector<MultiBackground> multi_backgrounds(Level level) {
  std::vector<MultiBackground> bgs = {{0, ~Bitboard{0}, 0}};
  if (level != Level::quick) bgs.push_back({0, 0, pattern(1999)});
  const int randoms = level == Level::quick ? 0 : level == Level::standard ? 1 : 4;
  for (int i = 0; i < randoms; ++i) {
    const Bitboard p = pattern(2000 + 3 * i), q = pattern(2001 + 3 * i), r = pattern(2002 + 3 * i);
    bgs.push_back({p & q & r, p & ~q, ~p & q});
  }
  return bgs;
}

MultiStates multi_states(Kind kind, Level level) {
  MultiStates s;
  s.extra = has_extra(kind);
  s.compose = info(kind).compose;
  s.own_passes = s.extra && level != Level::quick ? 2 : 1;
  if (level == Level::quick) {
    const int quick_states[3] = {0, s.extra ? 2 : 1, s.extra ? 3 : 2};
    for (int i = 0; i < 3; ++i) s.states[i] = quick_states[i];
    s.base = 3;
  }
  return s;
}

SplitLine split_line(const std::vector<int>& line, int base) {
  SplitLine s{.squares = line};
  for (int sq : line) s.mask |= bit(sq);
  s.n = static_cast<int>(line.size());
  s.h = (s.n + 1) / 2;
  for (int i = 0; i < s.h; ++i) s.prefix_mask |= bit(line[i]);
  s.suffix_mask = s.mask & ~s.prefix_mask;
  s.first_after = s.h < s.n ? bit(line[s.h]) : 0;
  s.last_before = bit(line[s.h - 1]);
  for (int i = 0; i < s.h; ++i) s.prefix_codes *= base;
  for (int i = s.h; i < s.n; ++i) s.suffix_codes *= base;
  return s;
}

namespace {

// Sets half's squares from code: digit i of a code is square line[first + i].
void decode(const MultiStates& states, const SplitLine& line, bool own_empty, int code, int first,
            int count, Half& half) {
  const int base = states.base;
  half.sliders = half.empty = half.set = 0;
  for (int i = 0, c = code; i < count; ++i, c /= base) {
    const Bitboard b = bit(line.squares[first + i]);
    switch (states.states[c % base]) {
      case 0:
        half.empty |= b;
        break;
      case 1:
        break;
      case 2:
        if (states.extra)
          half.set |= b;
        else
          half.sliders |= b;
        break;
      case 3:
        half.sliders |= b;
        if (!states.extra || own_empty) half.empty |= b;
        break;
    }
  }
}

Bitboard slide(Bitboard sliders, Bitboard empty, int d) {
  return oracle::sliding_attacks(sliders, empty, d);
}

// Sets prefix p's squares from code and its values (see make_halves).
void make_prefix(const MultiStates& states, const SplitLine& line, int dir, bool own_empty,
                 int code, Half& p) {
  const int fwd = dir, back = opposite(dir);
  decode(states, line, own_empty, code, 0, line.h, p);
  const Bitboard empty = p.empty | ~line.prefix_mask;  // the prefix alone
  const Bitboard set = p.set & ~p.empty;               // blockers or targets
  const Bitboard f1 = slide(p.sliders, empty, fwd);
  p.carry1 = (f1 & line.first_after) != 0;
  switch (states.compose) {
    case Compose::union_over_sliders:
      p.value[0] = p.value[1] = f1 & line.prefix_mask;
      break;
    case Compose::xray_fill_of_base: {
      const Bitboard f2 = slide(set & f1, empty, fwd);
      p.carry2 = (f2 & line.first_after) != 0;
      p.value[0] = p.value[1] = f2 & line.prefix_mask;
      break;
    }
    default:  // between: the targets' rays come back from the suffix
      for (int c = 0; c < 2; ++c) {
        p.value[c] = f1 & line.prefix_mask & slide(set | (c ? line.first_after : 0), empty, back) &
                     line.prefix_mask;
      }
      break;
  }
}

// Sets suffix q's squares from code and its values (see make_halves).
void make_suffix(const MultiStates& states, const SplitLine& line, int dir, bool own_empty,
                 int code, Half& q) {
  const int fwd = dir, back = opposite(dir);
  decode(states, line, own_empty, code, line.h, line.n - line.h, q);
  const Bitboard empty = q.empty | ~line.suffix_mask;  // the suffix alone
  const Bitboard set = q.set & ~q.empty;
  for (int c1 = 0; c1 < 2; ++c1) {
    const Bitboard f1 =
        slide(q.sliders | (c1 ? line.last_before : 0), empty, fwd) & line.suffix_mask;
    switch (states.compose) {
      case Compose::union_over_sliders:
        q.values[c1][0] = q.values[c1][1] = f1;
        break;
      case Compose::xray_fill_of_base:
        for (int c2 = 0; c2 < 2; ++c2) {
          q.values[c1][c2] =
              slide((set & f1) | (c2 ? line.last_before : 0), empty, fwd) & line.suffix_mask;
        }
        break;
      default: {  // between
        const Bitboard b = slide(set, empty, back);
        q.carry1 = (b & line.last_before) != 0;  // a target's ray into the prefix
        q.values[c1][0] = q.values[c1][1] = f1 & b & line.suffix_mask;
        break;
      }
    }
  }
}

}  // namespace

void make_halves(const MultiStates& states, const SplitLine& line, int dir, bool own_empty,
                 std::vector<Half>& prefixes, std::vector<Half>& suffixes) {
  prefixes.assign(line.prefix_codes, Half{});
  suffixes.assign(line.suffix_codes, Half{});
  for (int code = 0; code < line.prefix_codes; ++code)
    make_prefix(states, line, dir, own_empty, code, prefixes[code]);
  for (int code = 0; code < line.suffix_codes; ++code)
    make_suffix(states, line, dir, own_empty, code, suffixes[code]);
}

void move_half(Half& half, Symmetry frame) {
  half.sliders = transform(frame, half.sliders);
  half.empty = transform(frame, half.empty);
  half.set = transform(frame, half.set);
  for (Bitboard& v : half.value) v = transform(frame, v);
  for (auto& row : half.values)
    for (Bitboard& v : row) v = transform(frame, v);
}

}  // namespace slidercheck::enumeration
