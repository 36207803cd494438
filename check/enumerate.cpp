// The exhaustive enumeration. Line geometry here comes from walking (file,
// rank), like the oracle; nothing is shared with impls/.
#include "slidercheck/enumerate.h"

#include <array>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "slidercheck/laws.h"
#include "slidercheck/oracle.h"
#include "slidercheck/random.h"

namespace slidercheck {

namespace {

Bitboard bit(int sq) { return Bitboard{1} << sq; }

// Returns a fixed pseudo-random word (splitmix64 of n): reproducible patterns.
Bitboard pattern(std::uint64_t n) {
  return splitmix64_mix(n * kSplitmix64Gamma + 0x632BE59BD9B4E019ull);
}

// Calls f(subset) for every subset of mask, the empty set first (Carry-Rippler).
template <class F>
bool for_each_subset(Bitboard mask, F&& f) {
  Bitboard subset = 0;
  do {
    if (!f(subset)) return false;
    subset = (subset - mask) & mask;
  } while (subset);
  return true;
}

Bitboard lines_mask(int sq, const std::vector<int>& dirs) {
  Bitboard m = 0;
  for (int d : dirs) m |= line_squares(sq, d);
  return m;
}

// Returns the squares of every maximal line running in dir8, each in walking order.
std::vector<std::vector<int>> lines_in_direction(int dir8) {
  std::vector<std::vector<int>> lines;
  const int df = dir8_file_step(dir8), dr = dir8_rank_step(dir8);
  for (int sq = 0; sq < 64; ++sq) {
    const int pf = file_of(sq) - df, pr = rank_of(sq) - dr;
    if (0 <= pf && pf < 8 && 0 <= pr && pr < 8) continue;  // not the start of a line
    std::vector<int> line;
    for (int f = file_of(sq), r = rank_of(sq); 0 <= f && f < 8 && 0 <= r && r < 8;
         f += df, r += dr) {
      line.push_back(make_square(f, r));
    }
    lines.push_back(line);
  }
  return lines;
}

// Every line through every square, indexed by the line's own bits (bit i of the
// index = the i-th square of the line, in square order): the subset, the
// oracle's attacks along the line, and the attacked squares as an index.
struct LineTable {
  std::vector<Bitboard> occ, attacks;
  std::vector<std::uint8_t> attacked;  // attacks as an index of the line
  Bitboard index_mask = 0;             // 2^n - 1
};

// Returns every line table in the board's numbering: [8 * sq + dir8].
const std::vector<LineTable>& board_line_tables() {
  static const std::vector<LineTable> tables = [] {
    std::vector<LineTable> all(64 * 8);
    for (int s = 0; s < 64; ++s) {
      for (int d : {kNoEa, kEast, kNoWe, kNort}) {
        int squares[8], n = 0;
        const Bitboard line = line_squares(s, d);
        for (int q = 0; q < 64; ++q)
          if ((line >> q) & 1) squares[n++] = q;
        LineTable& t = all[8 * s + d];
        t.index_mask = (Bitboard{1} << n) - 1;
        t.occ.reserve(t.index_mask + 1);
        t.attacks.reserve(t.index_mask + 1);
        t.attacked.reserve(t.index_mask + 1);
        for (Bitboard idx = 0; idx <= t.index_mask; ++idx) {
          Bitboard occ = 0;
          for (int i = 0; i < n; ++i)
            if ((idx >> i) & 1) occ |= bit(squares[i]);
          const Bitboard a = oracle::line_through(occ, s, d);
          std::uint8_t attacked = 0;
          for (int i = 0; i < n; ++i)
            if ((a >> squares[i]) & 1) attacked |= static_cast<std::uint8_t>(1u << i);
          t.occ.push_back(occ);
          t.attacks.push_back(a);
          t.attacked.push_back(attacked);
        }
      }
    }
    return all;
  }();
  return tables;
}

// Returns the line table of board square sq in each of the four line
// directions, its bitboards in the numbering that frame takes the board to
// (moved once per process and numbering; indices stay those of the board's
// line, in board square order).
const LineTable& line_table(int sq, int dir8, Symmetry frame = Symmetry::identity) {
  if (frame == Symmetry::identity) return board_line_tables()[8 * sq + dir8];
  static std::once_flag once[8];
  static std::vector<LineTable> moved[8];
  const int f = static_cast<int>(frame);
  std::call_once(once[f], [f, frame] {
    moved[f] = board_line_tables();
    for (LineTable& t : moved[f]) {
      for (Bitboard& b : t.occ) b = transform(frame, b);
      for (Bitboard& b : t.attacks) b = transform(frame, b);
    }
  });
  return moved[f][8 * sq + dir8];
}

}  // namespace

void prepare_line_tables(Symmetry frame) { (void)line_table(0, kEast, frame); }

namespace {

// Where the cases are made: in an engine's numbering (every table, square and
// background moved into it once, per process, line or background, never per
// case) and under its own-square contract (only the own-bit states it allows:
// half of the cases that vary the own bit). The visitor gets each input as the
// engine is called with it and the expected value in the same numbering.
struct Frame {
  Symmetry to_engine = Symmetry::identity;
  OwnSquare own = OwnSquare::any;

  // Returns board bitboard b in the frame's numbering.
  Bitboard bb(Bitboard b) const {
    return to_engine == Symmetry::identity ? b : transform(to_engine, b);
  }
  // Returns board square sq's index in the frame's numbering.
  int square(int sq) const { return transform_square(to_engine, sq); }
  // Returns board input in in the frame's numbering.
  Input input(const Input& in) const {
    return to_engine == Symmetry::identity ? in : move_squares(to_engine, in);
  }
  // Returns whether cases with the slider's own bit set (clear) are made.
  bool own_set() const { return own != OwnSquare::empty; }
  bool own_clear() const { return own != OwnSquare::occupied; }
};

// Returns the frame impl is called in: its numbering and own-square contract.
Frame frame_of(const Implementation& impl) {
  return Frame{.to_engine = impl.mapping.to_engine(), .own = impl.own_square};
}
Frame frame_of(const CaseFrame& frame) {
  return Frame{.to_engine = frame.numbering.to_engine(), .own = frame.own};
}

// One line through one square: every subset of it with the oracle's attacks
// along it, computed once.
struct LineValue {
  Bitboard occ, attacks;
};

// Sets values to every subset of the line of sq in dir8 with its oracle
// attacks, in increasing order, in frame's numbering (the line tables',
// computed once per process), in the memory values has (a loop's buffer,
// reused from one line to the next); or returns them.
void line_values(int sq, int dir8, Symmetry frame, std::vector<LineValue>& values) {
  const LineTable& t = line_table(sq, dir8, frame);
  values.resize(t.occ.size());
  for (std::size_t i = 0; i < values.size(); ++i) values[i] = {t.occ[i], t.attacks[i]};
}
std::vector<LineValue> line_values(int sq, int dir8, Symmetry frame) {
  std::vector<LineValue> values;
  line_values(sq, dir8, frame, values);
  return values;
}

// An x-ray case on one line: occupancy, blockers and the oracle's x-ray along
// the line (the other lines empty, without blockers, contribute nothing).
struct XrayValue {
  Bitboard occ, blockers, attacks;
};

// Returns the x-ray along line table t's line, for the occupancy and the
// blockers given as indices of the line: a ^ attacks(occ ^ (blockers & a)),
// composed from the oracle's line attacks (x-rays of separate lines never meet).
Bitboard xray_by_index(const LineTable& t, Bitboard idx, Bitboard blockers) {
  return t.attacks[idx] ^ t.attacks[idx ^ (blockers & t.attacked[idx])];
}

// The enumeration, over a visitor visit(input, expected) -> keep going. A
// template so that the checking visitor (check_kind) is inlined into the loops.
// Cases are made in frame (see Frame): the geometry below is the board's, and
// every bitboard is moved into the frame before the loop that uses it.
template <class Visit>
class Enumerator {
 public:
  Enumerator(Level level, const Frame& frame, const Visit& visit)
      : level_(level), frame_(frame), visit_(visit) {}

  std::uint64_t cases() const { return cases_; }

  // One loop's visitor, own-bit states and count of cases, copied into a local
  // at its start: the checked function may write any memory it can reach,
  // this enumerator included, so what the loop reads through `this` is
  // reloaded after every call; a local's fields stay in registers. The count
  // is added to cases_ at the loop's end.
  struct Emitter {
    Visit visit;
    bool own_clear, own_set;
    std::uint64_t& total;
    std::uint64_t n = 0;
    ~Emitter() { total += n; }

    [[gnu::always_inline]] bool emit(const Input& in, Bitboard expected) {
      ++n;
      return visit(in, expected);
    }
    // Emits occ with the own bit clear and set (own: its bit, in the frame), as
    // the contract allows, with one expected value.
    [[gnu::always_inline]] bool emit_own(Input in, Bitboard own, Bitboard expected) {
      if (own_clear && !emit(in, expected)) return false;
      in.occ |= own;
      return !own_set || emit(in, expected);
    }
  };
  Emitter emitter() { return Emitter{visit_, frame_.own_clear(), frame_.own_set(), cases_}; }

  // Every subset of one line at a time, own bit both ways, over backgrounds.
  bool single_by_line(Kind kind) {
    Emitter made = emitter();
    const bool one_line = line_count(kind) == 1;
    std::vector<LineValue> values;  // one line's, its memory reused by the next
    values.reserve(128);            // 2^7
    const auto bgs = backgrounds(level_);
    for (int sq = 0; sq < 64; ++sq) {
      const int at = frame_.square(sq);
      const Bitboard own = frame_.bb(bit(sq));
      for (int dir : line_dirs(kind)) {
        const Bitboard line = line_squares(sq, dir);
        const Bitboard off = ~(line | bit(sq));
        line_values(sq, dir, frame_.to_engine, values);
        for (Bitboard bg : bgs) {
          // The other lines, from the background: once per background (a
          // one-line kind has none: every attack of it is on this line).
          const Bitboard rest = frame_.bb(bg & off);
          const Bitboard rest_expected =
              one_line
                  ? 0
                  : frame_.bb(oracle::eval(Input{.kind = kind, .sq = sq, .occ = bg & off}) & ~line);
          for (const LineValue& v : values) {
            if (!made.emit_own(Input{.kind = kind, .sq = at, .occ = v.occ | rest}, own,
                               v.attacks | rest_expected))
              return false;
          }
        }
      }
    }
    return true;
  }

  // Every subset of both lines of lines_of at once, own bit both ways; the
  // kind's other lines (the queen's) are empty, the rest from backgrounds.
  bool single_all_lines(Kind kind, Kind lines_of, std::size_t max_backgrounds) {
    Emitter made = emitter();
    auto bgs = backgrounds(level_);
    if (bgs.size() > max_backgrounds) bgs.resize(max_backgrounds);
    const auto dirs = line_dirs(lines_of);
    std::vector<LineValue> values0, values1;  // one square's, their memory reused by the next
    values0.reserve(128);
    values1.reserve(128);
    for (int sq = 0; sq < 64; ++sq) {
      const int at = frame_.square(sq);
      const Bitboard own = frame_.bb(bit(sq));
      const Bitboard mask = lines_mask(sq, dirs);
      const Bitboard off = ~(lines_mask(sq, line_dirs(kind)) | bit(sq));
      line_values(sq, dirs[0], frame_.to_engine, values0);
      line_values(sq, dirs[1], frame_.to_engine, values1);
      for (Bitboard bg : bgs) {
        const Bitboard rest = frame_.bb(bg & off);
        const Bitboard rest_expected =
            frame_.bb(oracle::eval(Input{.kind = kind, .sq = sq, .occ = bg & off}) & ~mask);
        for (const LineValue& v0 : values0) {
          for (const LineValue& v1 : values1) {
            if (!made.emit_own(Input{.kind = kind, .sq = at, .occ = v0.occ | v1.occ | rest}, own,
                               v0.attacks | v1.attacks | rest_expected))
              return false;
          }
        }
      }
    }
    return true;
  }

  // X-rays, line by line: every occupancy of the line x every blocker subset
  // of it (3^n), own bit both ways, over backgrounds (with blockers in them).
  bool xray_by_line(Kind kind) {
    Emitter made = emitter();
    const auto bgs = backgrounds(level_);
    std::vector<XrayValue> values;  // one line's, its memory reused by the next
    values.reserve(2187);           // 3^7
    for (int sq = 0; sq < 64; ++sq) {
      const int at = frame_.square(sq);
      const Bitboard own = frame_.bb(bit(sq));
      for (int dir : line_dirs(kind)) {
        const Bitboard line = line_squares(sq, dir);
        const Bitboard off = ~(line | bit(sq));
        const LineTable& t = line_table(sq, dir, frame_.to_engine);
        values.clear();
        for (Bitboard idx = 0; idx <= t.index_mask; ++idx) {
          for_each_subset(idx, [&](Bitboard b) {
            values.push_back({t.occ[idx], t.occ[b], xray_by_index(t, idx, b)});
            return true;
          });
        }
        for (std::size_t i = 0; i < bgs.size(); ++i) {
          const Bitboard bg_occ = bgs[i] & off;
          const Bitboard bg_blockers = bg_occ & pattern(1000 + i);
          const Bitboard rest_expected = frame_.bb(
              oracle::eval(Input{.kind = kind, .sq = sq, .occ = bg_occ, .blockers = bg_blockers}) &
              ~line);
          const Bitboard rest_occ = frame_.bb(bg_occ), rest_blockers = frame_.bb(bg_blockers);
          for (const XrayValue& v : values) {
            const Input in{.kind = kind,
                           .sq = at,
                           .occ = v.occ | rest_occ,
                           .blockers = v.blockers | rest_blockers};
            if (!made.emit_own(in, own, v.attacks | rest_expected)) return false;
          }
        }
      }
    }
    return true;
  }

  // X-rays over all lines at once: blockers = every occupied square, and the
  // first hits (all of them, or every subset at the exhaustive level).
  bool xray_all_lines(Kind kind) {
    Emitter made = emitter();
    const auto dirs = line_dirs(kind);
    // Per line and occupancy: the first hits and the x-rays of each blocker set.
    struct PerLine {
      Bitboard occ, first_hits, all_blocked, first_blocked;
      std::vector<std::pair<Bitboard, Bitboard>> first_subsets;  // (blockers, x-ray)
    };
    // The own bit's states: set, then clear, as the contract allows; the quick
    // level takes the first of them only.
    std::vector<bool> owns;
    if (frame_.own_set()) owns.push_back(true);
    if (frame_.own_clear()) owns.push_back(false);
    if (level_ == Level::quick) owns.resize(1);
    std::vector<PerLine> lines[2];  // one square's, their memory reused by the next
    for (int sq = 0; sq < 64; ++sq) {
      const int at = frame_.square(sq);
      const Bitboard own_bit = frame_.bb(bit(sq));
      for (int j = 0; j < 2; ++j) {
        lines[j].clear();
        const LineTable& t = line_table(sq, dirs[j], frame_.to_engine);
        for (Bitboard idx = 0; idx <= t.index_mask; ++idx) {
          const Bitboard hits = idx & t.attacked[idx];  // the first hits, as an index
          PerLine p{.occ = t.occ[idx],
                    .first_hits = t.occ[hits],
                    .all_blocked = xray_by_index(t, idx, idx),
                    .first_blocked = xray_by_index(t, idx, hits),
                    .first_subsets = {}};
          if (level_ == Level::exhaustive) {
            for_each_subset(hits, [&](Bitboard b) {
              p.first_subsets.emplace_back(t.occ[b], xray_by_index(t, idx, b));
              return true;
            });
          }
          lines[j].push_back(std::move(p));
        }
      }
      for (const PerLine& l0 : lines[0]) {
        for (const PerLine& l1 : lines[1]) {
          const Bitboard s = l0.occ | l1.occ;
          for (const bool set : owns) {
            Input in{.kind = kind, .sq = at, .occ = s | (set ? own_bit : 0)};
            if (level_ == Level::quick) {  // first hits only
              in.blockers = l0.first_hits | l1.first_hits;
              if (!made.emit(in, l0.first_blocked | l1.first_blocked)) return false;
              continue;
            }
            in.blockers = s;
            if (!made.emit(in, l0.all_blocked | l1.all_blocked)) return false;
            if (level_ == Level::exhaustive) {
              for (const auto& [b0, x0] : l0.first_subsets) {
                for (const auto& [b1, x1] : l1.first_subsets) {
                  in.blockers = b0 | b1;
                  if (!made.emit(in, x0 | x1)) return false;
                }
              }
            } else {
              in.blockers = l0.first_hits | l1.first_hits;
              if (!made.emit(in, l0.first_blocked | l1.first_blocked)) return false;
            }
          }
        }
      }
    }
    return true;
  }

  // Multi-slider kinds: every assignment of states to the squares of each line
  // in dir8; the rest of the board from backgrounds.
  //   sliding_attacks: empty, occupied, slider (occupied), slider (empty square)
  //   with an extra set: empty, occupied, in the extra set, slider; and (above
  //   the quick level) the whole pass again with the sliders' squares empty.
  // The oracle runs once per assignment of each half of the line (see below)
  // and once per background (on the rest alone); each case ORs the two.
  bool multi(Kind kind, std::uint8_t directions) {
    Emitter made = emitter();
    const bool extra = shape_of(kind) == Shape::multi_extra;
    const Compose compose = info(kind).compose;
    struct Background {
      Bitboard sliders, empty, extra;
    };
    // One half of a line: its squares' states and its oracle values, by the
    // carries from the other half (value: prefix, by the targets' carry into
    // it; values: suffix, by the sliders' carry and the x-ray's second carry).
    struct Half {
      Bitboard sliders = 0, empty = 0, set = 0;
      bool carry1 = false, carry2 = false;
      Bitboard value[2] = {0, 0};
      Bitboard values[2][2] = {{0, 0}, {0, 0}};
    };
    std::vector<Background> bgs = {{0, ~Bitboard{0}, 0}};
    if (level_ != Level::quick) bgs.push_back({0, 0, pattern(1999)});
    const int randoms = level_ == Level::quick ? 0 : level_ == Level::standard ? 1 : 4;
    for (int i = 0; i < randoms; ++i) {
      const Bitboard p = pattern(2000 + 3 * i), q = pattern(2001 + 3 * i),
                     r = pattern(2002 + 3 * i);
      bgs.push_back({p & q & r, p & ~q, ~p & q});
    }
    const int own_passes = extra && level_ != Level::quick ? 2 : 1;
    // The states a square of the varied line takes (see the switch below). The
    // quick level drops one: "occupied" for the extra kinds, "slider on an
    // empty square" for sliding_attacks.
    const int all_states[4] = {0, 1, 2, 3};
    const int quick_states[3] = {0, extra ? 2 : 1, extra ? 3 : 2};
    const int* states = level_ == Level::quick ? quick_states : all_states;
    const int base = level_ == Level::quick ? 3 : 4;
    auto make = [&](int dir, Bitboard sliders, Bitboard empty, Bitboard set) {
      Input in{.kind = kind, .dir8 = dir, .sliders = sliders, .empty = empty};
      if (extra) extra_field(in) = set & ~empty;
      return in;
    };
    for (int dir = 0; dir < kDirections; ++dir) {
      if (!((directions >> dir) & 1)) continue;
      for (const auto& line : lines_in_direction(dir)) {
        Bitboard line_mask = 0;
        for (int sq : line) line_mask |= bit(sq);
        const int n = static_cast<int>(line.size());
        // The rest of the board, once per background: its rays never enter this line.
        // The expected value and the background's squares off the line, in the frame.
        std::vector<Bitboard> rest_expected;
        std::vector<Background> rest;
        for (const Background& bg : bgs) {
          rest_expected.push_back(frame_.bb(oracle::eval(
              make(dir, bg.sliders & ~line_mask, bg.empty | line_mask, bg.extra & ~line_mask))));
          rest.push_back({frame_.bb(bg.sliders & ~line_mask), frame_.bb(bg.empty & ~line_mask),
                          frame_.bb(bg.extra & ~line_mask)});
        }
        // The line in two halves, in walking order: the prefix line[0, h) and
        // the suffix line[h, n). Rays in dir run from the prefix into the
        // suffix (and the targets' rays of between the other way), so the
        // line's expected value is composed from oracle values of each half
        // alone, with one bit per ray that crosses the cut ("carry"): a ray
        // leaving a half is replayed as a slider on the last square before
        // the other half (on its own, the rest of the line empty).
        const int h = (n + 1) / 2;
        Bitboard prefix_mask = 0;
        for (int i = 0; i < h; ++i) prefix_mask |= bit(line[i]);
        const Bitboard suffix_mask = line_mask & ~prefix_mask;
        const Bitboard first_after = h < n ? bit(line[h]) : 0;  // the suffix's first square
        const Bitboard last_before = bit(line[h - 1]);          // the prefix's last square
        int prefix_codes = 1, suffix_codes = 1;
        for (int i = 0; i < h; ++i) prefix_codes *= base;
        for (int i = h; i < n; ++i) suffix_codes *= base;
        for (int own_empty = 0; own_empty < own_passes; ++own_empty) {
          // The squares' states: digit i of a code is square line[first + i].
          auto decode = [&](int code, int first, int count, Half& half) {
            half.sliders = half.empty = half.set = 0;
            for (int i = 0, c = code; i < count; ++i, c /= base) {
              const Bitboard b = bit(line[first + i]);
              switch (states[c % base]) {
                case 0:
                  half.empty |= b;
                  break;
                case 1:
                  break;
                case 2:
                  if (extra)
                    half.set |= b;
                  else
                    half.sliders |= b;
                  break;
                case 3:
                  half.sliders |= b;
                  if (!extra || own_empty) half.empty |= b;
                  break;
              }
            }
          };
          const int fwd = dir, back = opposite(dir);
          auto slide = [](Bitboard sliders, Bitboard empty, int d) {
            return oracle::sliding_attacks(sliders, empty, d);
          };
          std::vector<Half> prefixes(prefix_codes), suffixes(suffix_codes);
          for (int code = 0; code < prefix_codes; ++code) {
            Half& p = prefixes[code];
            decode(code, 0, h, p);
            const Bitboard empty = p.empty | ~prefix_mask;  // the prefix alone
            const Bitboard set = p.set & ~p.empty;          // blockers or targets
            const Bitboard f1 = slide(p.sliders, empty, fwd);
            p.carry1 = (f1 & first_after) != 0;
            switch (compose) {
              case Compose::union_over_sliders:
                p.value[0] = p.value[1] = f1 & prefix_mask;
                break;
              case Compose::xray_fill_of_base: {
                const Bitboard f2 = slide(set & f1, empty, fwd);
                p.carry2 = (f2 & first_after) != 0;
                p.value[0] = p.value[1] = f2 & prefix_mask;
                break;
              }
              default:  // between: the targets' rays come back from the suffix
                for (int c = 0; c < 2; ++c) {
                  p.value[c] = f1 & prefix_mask & slide(set | (c ? first_after : 0), empty, back) &
                               prefix_mask;
                }
                break;
            }
          }
          for (int code = 0; code < suffix_codes; ++code) {
            Half& q = suffixes[code];
            decode(code, h, n - h, q);
            const Bitboard empty = q.empty | ~suffix_mask;  // the suffix alone
            const Bitboard set = q.set & ~q.empty;
            for (int c1 = 0; c1 < 2; ++c1) {
              const Bitboard f1 =
                  slide(q.sliders | (c1 ? last_before : 0), empty, fwd) & suffix_mask;
              switch (compose) {
                case Compose::union_over_sliders:
                  q.values[c1][0] = q.values[c1][1] = f1;
                  break;
                case Compose::xray_fill_of_base:
                  for (int c2 = 0; c2 < 2; ++c2) {
                    q.values[c1][c2] =
                        slide((set & f1) | (c2 ? last_before : 0), empty, fwd) & suffix_mask;
                  }
                  break;
                default: {  // between
                  const Bitboard b = slide(set, empty, back);
                  q.carry1 = (b & last_before) != 0;  // a target's ray into the prefix
                  q.values[c1][0] = q.values[c1][1] = f1 & b & suffix_mask;
                  break;
                }
              }
            }
          }
          // Both halves' squares and values into the frame, once.
          auto move_half = [&](Half& half) {
            half.sliders = frame_.bb(half.sliders);
            half.empty = frame_.bb(half.empty);
            half.set = frame_.bb(half.set);
            for (Bitboard& v : half.value) v = frame_.bb(v);
            for (auto& row : half.values)
              for (Bitboard& v : row) v = frame_.bb(v);
          };
          if (frame_.to_engine != Symmetry::identity) {
            for (Half& p : prefixes) move_half(p);
            for (Half& q : suffixes) move_half(q);
          }
          for (int sc = 0; sc < suffix_codes; ++sc) {
            const Half& q = suffixes[sc];
            for (int pc = 0; pc < prefix_codes; ++pc) {
              const Half& p = prefixes[pc];
              const Bitboard sliders = p.sliders | q.sliders, empty = p.empty | q.empty,
                             set = p.set | q.set;
              const Bitboard line_expected = compose == Compose::between_of_base
                                                 ? p.value[q.carry1] | q.values[p.carry1][0]
                                                 : p.value[0] | q.values[p.carry1][p.carry2];
              for (std::size_t i = 0; i < bgs.size(); ++i) {
                const Background& bg = rest[i];
                const Input in = make(dir, sliders | bg.sliders, empty | bg.empty, set | bg.extra);
                if (!made.emit(in, rest_expected[i] | line_expected)) return false;
              }
            }
          }
        }
      }
    }
    return true;
  }

  // Pair kinds: every pair (a, b) of squares, a == b included (4,096 at every
  // level); expected from the oracle, one call per pair.
  bool pairs(Kind kind) {
    Emitter made = emitter();
    for (int a = 0; a < 64; ++a) {
      for (int b = 0; b < 64; ++b) {
        const Input in{.kind = kind, .sq = a, .sq2 = b};
        if (!made.emit(frame_.input(in), frame_.bb(oracle::eval(in)))) return false;
      }
    }
    return true;
  }

  // Leaper kinds, for each color of the pawn kinds. One square: every square.
  // Sets: the empty set, every single square, every pair, every pattern of
  // every rank and of every file, the full board, then random sets (256 quick,
  // 4,096 standard, 65,536 exhaustive) of every density. Expected from the oracle.
  bool leapers(Kind kind) {
    Emitter made = emitter();
    const int colors = has_color(kind) ? 2 : 1;
    for (int color = 0; color < colors; ++color) {
      if (!is_set_kind(kind)) {
        for (int sq = 0; sq < 64; ++sq) {
          Input in{.kind = kind, .sq = sq};
          in.color = color;
          if (!made.emit(frame_.input(in), frame_.bb(oracle::eval(in)))) return false;
        }
        continue;
      }
      auto set_case = [&](Bitboard set) {
        Input in{.kind = kind};
        in.color = color;
        in.set = set;
        return made.emit(frame_.input(in), frame_.bb(oracle::eval(in)));
      };
      if (!set_case(0) || !set_case(~Bitboard{0})) return false;
      for (int a = 0; a < 64; ++a) {
        for (int b = a; b < 64; ++b)  // b == a: the single square
          if (!set_case(bit(a) | bit(b))) return false;
      }
      for (int line = 0; line < 8; ++line) {
        for (Bitboard v = 1; v < 256; ++v) {
          Bitboard file = 0;
          for (int r = 0; r < 8; ++r)
            if ((v >> r) & 1) file |= bit(8 * r + line);
          if (!set_case(v << (8 * line)) || !set_case(file)) return false;
        }
      }
      const int randoms = level_ == Level::quick ? 256 : level_ == Level::standard ? 4096 : 65536;
      Rng rng{0x1ea9e25ull + static_cast<std::uint64_t>(color)};
      for (int i = 0; i < randoms; ++i)
        if (!set_case(rng.board(i % 6))) return false;
    }
    return true;
  }

  // Every case of kind at the level.
  void run(Kind kind, std::uint8_t directions) {
    const int passes = level_ == Level::quick ? 1 : 3;
    switch (shape_of(kind)) {
      case Shape::single:
        // Every line alone; then all lines at once: a two-line kind over both
        // of its lines, a four-line kind over each of its two-line parts.
        if (!single_by_line(kind)) return;
        if (line_count(kind) == 2) single_all_lines(kind, kind, passes);
        if (line_count(kind) > 2)
          single_all_lines(kind, info(kind).parts[0], passes) &&
              single_all_lines(kind, info(kind).parts[1], passes);
        break;
      case Shape::xray:
        xray_by_line(kind) && xray_all_lines(kind);
        break;
      case Shape::multi:
      case Shape::multi_extra:
        multi(kind, directions);
        break;
      case Shape::pair:
        pairs(kind);
        break;
      case Shape::square:
      case Shape::color_square:
      case Shape::set:
      case Shape::color_set:
        leapers(kind);
        break;
    }
  }

 private:
  Level level_;
  Frame frame_;
  Visit visit_;  // a copy: its captures stay one load away in the loops
  std::uint64_t cases_ = 0;
};

// Returns the cases visited: every case of kind at level, through visit.
template <class Visit>
std::uint64_t enumerate_with(Kind kind, Level level, std::uint8_t directions, const Frame& frame,
                             Visit&& visit) {
  Enumerator<std::decay_t<Visit>> e(level, frame, visit);
  e.run(kind, directions);
  return e.cases();
}

// The queen unit `unit`: calls visit(occ, sq, expected) for every subset occ
// of the square's four lines in the unit's part (visit checks both own-bit
// states). Returns false when visit stopped it.
template <class Visit>
bool queen_unit(int unit, Symmetry frame, Visit visit) {
  const int sq = queen_unit_square(unit), part = unit % kQueenParts;
  // Per line: every subset with its oracle attacks, computed once. The longer
  // diagonal (at least 4 squares on every square, so at least 16 subsets) is
  // cut into the parts and is the outermost loop; the file (always 7 squares)
  // is the innermost. Empty diagonals come first, as in the by-line checks.
  auto diagonal = line_values(sq, kNoEa, frame), antidiagonal = line_values(sq, kNoWe, frame);
  if (antidiagonal.size() > diagonal.size()) std::swap(diagonal, antidiagonal);
  const auto rank = line_values(sq, kEast, frame), file = line_values(sq, kNort, frame);
  const int s = transform_square(frame, sq);
  const std::size_t per_part = diagonal.size() / kQueenParts;
  for (std::size_t i = part * per_part; i < (part + 1) * per_part; ++i) {
    for (const LineValue& a : antidiagonal) {
      for (const LineValue& r : rank) {
        const Bitboard o = diagonal[i].occ | a.occ | r.occ;
        const Bitboard e = diagonal[i].attacks | a.attacks | r.attacks;
        for (const LineValue& f : file) {
          if (!visit(o | f.occ, s, e | f.attacks)) return false;
        }
      }
    }
  }
  return true;
}

// Returns the squares off the four lines of sq (and not sq).
Bitboard queen_off_lines(int sq) {
  return ~(line_squares(sq, kEast) | line_squares(sq, kNort) | line_squares(sq, kNoEa) |
           line_squares(sq, kNoWe) | bit(sq));
}

// One line of a random batch: its table, in the frame.
struct RandomLine {
  const Bitboard *occ, *attacks;
  const std::uint8_t* attacked;
  Bitboard index_mask;
};

// A batch of random single-slider or x-ray inputs on one square: occupancies,
// blockers (x-rays) and expected values.
struct RandomBatch {
  Bitboard occ[64], blockers[64], expected[64];
};

// Makes count inputs of a batch on lines[0..L) of density class C (see
// Rng::board): noise on the squares of keep (off the lines, and the own bit
// unless the contract fixes it), own_to added (the own bit when the contract
// sets it); x-rays: blockers of density class blocks_c, every occupied square
// in every fourth input. A template over the line count, the x-ray flag and
// the density, so that the loop keeps the tables in registers and draws its
// words without a branch.
template <int L, bool Xray, int C>
void make_batch(Rng& rng, const RandomLine* lines, Bitboard keep, Bitboard own_to, int blocks_c,
                std::uint64_t count, RandomBatch& out) {
  RandomLine t[L];
  for (int j = 0; j < L; ++j) t[j] = lines[j];
  for (std::uint64_t k = 0; k < count; ++k) {
    // One word gives every line its subset (8 bits each), and, its bits
    // moved (rotated, byte-swapped) to other squares, the rest of the board
    // and the own bit at the same density; x-rays draw the blockers.
    const Bitboard words = rng.board(C);
    const Bitboard noise = __builtin_bswap64((words << 29) | (words >> 35));
    Bitboard occ = 0, blocked = 0, expected = 0;
    const bool all_blocked = Xray && (k & 3) == 0;
    const Bitboard blocks = Xray ? rng.board(blocks_c) : 0;
    for (int j = 0; j < L; ++j) {
      const Bitboard idx = (words >> (8 * j)) & t[j].index_mask;
      occ |= t[j].occ[idx];
      if constexpr (!Xray) {
        expected |= t[j].attacks[idx];
      } else {
        // x-ray along the line: a ^ attacks(occ ^ (blockers & a)), by index.
        const Bitboard b = all_blocked ? idx : idx & (blocks >> (8 * j));
        blocked |= t[j].occ[b];
        expected |= t[j].attacks[idx] ^ t[j].attacks[idx ^ (b & t[j].attacked[idx])];
      }
    }
    const Bitboard rest = (noise & keep) | own_to;
    out.occ[k] = occ | rest;
    if constexpr (Xray) out.blockers[k] = blocked | (all_blocked ? rest : rest & blocks);
    out.expected[k] = expected;
  }
}

// make_batch for a line count, x-ray flag and density class known at run time.
template <int L, bool Xray>
void make_batch(int c, Rng& rng, const RandomLine* lines, Bitboard keep, Bitboard own_to,
                int blocks_c, std::uint64_t count, RandomBatch& out) {
  constexpr void (*kMake[6])(Rng&, const RandomLine*, Bitboard, Bitboard, int, std::uint64_t,
                             RandomBatch&) = {make_batch<L, Xray, 0>, make_batch<L, Xray, 1>,
                                              make_batch<L, Xray, 2>, make_batch<L, Xray, 3>,
                                              make_batch<L, Xray, 4>, make_batch<L, Xray, 5>};
  kMake[c](rng, lines, keep, own_to, blocks_c, count, out);
}

// Calls visit(input, expected) for n random inputs of kind (see
// enumerate_random) until visit returns false; returns the cases visited. The
// square and the density class change every 64 inputs, so the square's line
// tables stay in cache and the density's branches stay predictable.
template <class Visit>
std::uint64_t random_with(Kind kind, std::uint64_t seed, std::uint64_t n, std::uint8_t directions,
                          const Frame& frame, Visit visit) {
  Rng rng{seed};
  const Shape shape = shape_of(kind);
  const std::vector<int> dir_list = line_dirs(kind);
  const int n_lines = static_cast<int>(dir_list.size());
  int multi_dirs[8], n_multi = 0;
  for (int d = 0; d < 8; ++d)
    if ((directions >> d) & 1) multi_dirs[n_multi++] = d;
  const bool multi = shape == Shape::multi || shape == Shape::multi_extra;
  if (multi && n_multi == 0) return 0;
  const bool xray = shape == Shape::xray;
  std::uint64_t cases = 0;
  if (shape == Shape::pair) {  // random pairs of squares, a == b now and then
    while (cases < n) {
      const std::uint64_t w = rng.next();
      const int a = static_cast<int>(w & 63);
      const int b = (w >> 6) % 16 == 0 ? a : static_cast<int>((w >> 12) & 63);
      const Input in{.kind = kind, .sq = a, .sq2 = b};
      ++cases;
      if (!visit(frame.input(in), frame.bb(oracle::eval(in)))) return cases;
    }
    return cases;
  }
  if (is_leaper(kind)) {  // a random square or set of a random density, a random color
    while (cases < n) {
      const std::uint64_t w = rng.next();
      Input in{.kind = kind, .sq = static_cast<int>(w & 63)};
      if (has_color(kind)) in.color = static_cast<int>((w >> 6) & 1);
      if (is_set_kind(kind)) in.set = rng.board(static_cast<int>((w >> 7) % 6));
      ++cases;
      if (!visit(frame.input(in), frame.bb(oracle::eval(in)))) return cases;
    }
    return cases;
  }
  // The batch maker of the kind's lines (1, 2 or 4; x-rays on 2).
  const auto make = n_lines == 1   ? make_batch<1, false>
                    : n_lines == 4 ? make_batch<4, false>
                    : xray         ? make_batch<2, true>
                                   : make_batch<2, false>;
  RandomBatch batch_of;
  for (std::uint64_t batch = 0; cases < n; ++batch) {
    // The density class: of the lines and the noise, and (x-rays) of the
    // blockers, every pair of classes once in 36 batches.
    const int c = static_cast<int>(batch % 6), blocks_c = static_cast<int>(batch / 6 % 6);
    const int sq = static_cast<int>(rng.next() & 63);
    const std::uint64_t count = std::min<std::uint64_t>(n - cases, 64);
    if (multi) {
      for (std::uint64_t k = 0; k < count; ++k) {
        Input in{.kind = kind};
        in.dir8 = multi_dirs[rng.next() % static_cast<std::uint64_t>(n_multi)];
        in.sliders = rng.next() & rng.board(c);
        in.empty = ~rng.board(c);
        if (info(kind).extra == Extra::blockers) in.blockers = rng.board(c) & ~in.empty;
        if (info(kind).extra == Extra::targets) in.targets = rng.next() & rng.board(c) & ~in.empty;
        const Bitboard expected = frame.bb(oracle::eval(in));
        ++cases;
        if (!visit(frame.input(in), expected)) return cases;
      }
      continue;
    }
    // The square's line tables (in the frame), once per batch: the lines, the
    // noise off them and the own bit are drawn in the frame's numbering.
    RandomLine lines_of[4] = {};
    Bitboard on_lines = 0;
    const int at = frame.square(sq);
    const Bitboard own = frame.bb(bit(sq));
    for (int j = 0; j < n_lines; ++j) {
      const LineTable& t = line_table(sq, dir_list[j], frame.to_engine);
      lines_of[j] = {t.occ.data(), t.attacks.data(), t.attacked.data(), t.index_mask};
      on_lines |= t.occ[t.index_mask];
    }
    // The noise is kept off the lines, and on the own bit unless the contract
    // fixes it (own_to).
    const bool own_free = frame.own_clear() && frame.own_set();
    const Bitboard keep = ~on_lines & ~(own_free ? 0 : own);
    const Bitboard own_to = frame.own_clear() ? 0 : own;
    // The batch's inputs are made first, then called: made apart from the
    // calls, they stay in registers (a call may write any memory), and the
    // calls run as a tight loop.
    make(c, rng, lines_of, keep, own_to, blocks_c, count, batch_of);
    for (std::uint64_t k = 0; k < count; ++k) {
      ++cases;
      if (!visit(Input{.kind = kind,
                       .sq = at,
                       .occ = batch_of.occ[k],
                       .blockers = xray ? batch_of.blockers[k] : 0},
                 batch_of.expected[k]))
        return cases;
    }
  }
  return cases;
}

}  // namespace

const char* level_name(Level level) {
  switch (level) {
    case Level::quick:
      return "quick";
    case Level::standard:
      return "standard";
    case Level::exhaustive:
      return "exhaustive";
  }
  return "??";
}

std::optional<Level> parse_level(std::string_view text) {
  for (Level l : {Level::quick, Level::standard, Level::exhaustive}) {
    if (text == level_name(l)) return l;
  }
  return std::nullopt;
}

std::vector<Bitboard> backgrounds(Level level) {
  std::vector<Bitboard> bgs = {0, ~Bitboard{0}};
  const int randoms = level == Level::quick ? 0 : level == Level::standard ? 2 : 6;
  for (int i = 0; i < randoms; ++i) bgs.push_back(pattern(i));
  return bgs;
}

std::uint64_t enumerate_cases(Kind kind, Level level, std::uint8_t directions,
                              FunctionRef<bool(const Input&, Bitboard)> visit) {
  return enumerate_with(kind, level, directions, Frame{}, visit);
}

std::uint64_t enumerate_cases(Kind kind, Level level, std::uint8_t directions,
                              const CaseFrame& frame,
                              FunctionRef<bool(const Input&, Bitboard)> visit) {
  return enumerate_with(kind, level, directions, frame_of(frame), visit);
}

std::uint64_t enumerate_random(Kind kind, std::uint64_t seed, std::uint64_t n,
                               std::uint8_t directions,
                               FunctionRef<bool(const Input&, Bitboard)> visit) {
  return random_with(kind, seed, n, directions, Frame{}, visit);
}

std::uint64_t enumerate_random(Kind kind, std::uint64_t seed, std::uint64_t n,
                               std::uint8_t directions, const CaseFrame& frame,
                               FunctionRef<bool(const Input&, Bitboard)> visit) {
  return random_with(kind, seed, n, directions, frame_of(frame), visit);
}

std::optional<Shard> parse_shard(std::string_view text) {
  const auto slash = text.find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  auto number = [](std::string_view digits) -> std::optional<int> {
    if (digits.empty() || digits.size() > 7) return std::nullopt;
    int v = 0;
    for (char c : digits) {
      if (c < '0' || c > '9') return std::nullopt;
      v = 10 * v + (c - '0');
    }
    return v;
  };
  const auto index = number(text.substr(0, slash)), count = number(text.substr(slash + 1));
  if (!index || !count || *count < 1 || *count > 1000000 || *index >= *count) return std::nullopt;
  return Shard{.index = *index, .count = *count};
}

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Sets first to the mismatch a checking loop found, on an input in numbering
// (with expected and actual): out of line, and the input field by field, so
// the loops stay small and never build an Input in memory. The mismatch is in
// the board's numbering.
[[gnu::noinline, gnu::cold]] void keep(std::optional<Mismatch>& first, const Implementation& impl,
                                       const Mapping& numbering, Kind kind, int sq, int dir8,
                                       Bitboard occ, Bitboard blockers, Bitboard sliders,
                                       Bitboard empty, Bitboard targets, int sq2, int color,
                                       Bitboard set, Bitboard expected, Bitboard actual) {
  const Input in{.kind = kind,
                 .sq = sq,
                 .dir8 = dir8,
                 .occ = occ,
                 .blockers = blockers,
                 .sliders = sliders,
                 .empty = empty,
                 .targets = targets,
                 .sq2 = sq2,
                 .color = color,
                 .set = set};
  first = mismatch_of(impl, numbering.board_input(in), numbering.board_bb(expected),
                      numbering.board_bb(actual));
}

// Sets first to the mismatch on in (see above).
[[gnu::always_inline]] inline void keep(std::optional<Mismatch>& first, const Implementation& impl,
                                        const Mapping& numbering, const Input& in,
                                        Bitboard expected, Bitboard actual) {
  keep(first, impl, numbering, in.kind, in.sq, in.dir8, in.occ, in.blockers, in.sliders, in.empty,
       in.targets, in.sq2, in.color, in.set, expected, actual);
}

// Returns body(call), where call(in) -> actual calls kind's function of impl on
// in, an input as the engine is called with it (made in frame_of(impl)), after
// impl.prepare when set (single-slider kinds). No translation: the cases are
// made in the engine's numbering. With a record, impl's callables record each
// input (next_call_input) around the call; its plain pointers number their
// calls as run (NumberedRun: body's cases, in order, one call each; its first
// and end are set here), each call only advancing the run's counter.
template <class Body>
std::uint64_t with_call(const Implementation& impl, Kind kind, const NumberedCalls& run,
                        Body body) {
  CallRecord* const record = impl.record;
  if (record) record->numbering = impl.mapping;
  const PrepareFn prepare = is_single_slider(kind) ? impl.prepare : nullptr;
  if (impl.callables) {
    const std::function<Bitboard(const Input&)>* const f =
        &(*impl.callables)[static_cast<int>(kind)];
    return body([f, record, prepare](const Input& in) {
      if (record) {
        next_call_input(record) = in;
        begin_call(record);
      }
      if (prepare) prepare(in.occ);
      const Bitboard r = (*f)(in);
      if (record) end_call(record);
      return r;
    });
  }
  std::optional<NumberedRun> numbered;
  if (record) numbered.emplace(*record, run);
  // Without a record the calls are counted into a local, so that the loops
  // count every call without a branch.
  std::atomic<std::uint64_t> uncounted{0};
  std::atomic<std::uint64_t>* const counter = numbered ? numbered->counter() : &uncounted;
  return on_shape(shape_of(kind), [&]<Shape S>() {
    const auto f = impl.get<S>(kind);
    if (!prepare)
      return body([ f, counter ](const Input& in) __attribute__((always_inline)) {
        count_call(counter);
        return invoke_shape<S>(f, in);
      });
    return body([ f, counter, prepare ](const Input& in) __attribute__((always_inline)) {
      count_call(counter);
      prepare(in.occ);
      return invoke_shape<S>(f, in);
    });
  });
}

// Returns the description of impl's numbered run of n random inputs of kind from seed.
NumberedCalls random_run(const Implementation& impl, Kind kind, std::uint64_t seed,
                         std::uint64_t n) {
  return NumberedCalls{.kind = kind,
                       .directions = impl.directions,
                       .to_engine = impl.mapping.to_engine(),
                       .own = impl.own_square,
                       .random_cases = n,
                       .random_seed = seed};
}

// Returns the description of impl's numbered run of kind's enumeration at level.
NumberedCalls enumeration_run(const Implementation& impl, Kind kind, Level level) {
  return NumberedCalls{.kind = kind,
                       .level = static_cast<std::uint8_t>(level),
                       .directions = impl.directions,
                       .to_engine = impl.mapping.to_engine(),
                       .own = impl.own_square};
}

// The batched checking path (impl.batch: a child process behind a pipe): the
// enumeration's cases (made in the engine's numbering) are collected,
// kBatchCases at a time, and evaluated in batches, two in flight (the next is
// started before the previous one's results are compared, so the engine works
// while the cases are made); the first mismatch, in enumeration order, is kept.
constexpr std::size_t kBatchCases = 4096;

class Batcher {
 public:
  Batcher(const Implementation& impl, Kind kind) : impl_(impl), kind_(kind) {
    for (Slot& s : slots_) {
      s.inputs.reserve(kBatchCases);
      s.expected.reserve(kBatchCases);
      s.actual.resize(kBatchCases);
    }
  }
  Batcher(const Batcher&) = delete;
  Batcher& operator=(const Batcher&) = delete;
  // Adds one case (in the engine's numbering); returns false once a mismatch was found.
  bool add(const Input& in, Bitboard expected) {
    Slot& s = slots_[current_];
    s.inputs.push_back(in);
    s.expected.push_back(expected);
    return s.inputs.size() < kBatchCases || send();
  }
  // Evaluates every case collected; returns false when one mismatched (kept in first).
  bool flush() {
    if (!first_ && !slots_[current_].inputs.empty()) send();
    if (in_flight_) compare(slots_[1 - current_]);
    in_flight_ = false;
    return !first_;
  }
  const std::optional<Mismatch>& first() const { return first_; }

 private:
  struct Slot {
    std::vector<Input> inputs;
    std::vector<Bitboard> expected, actual;
  };
  // Starts the current slot's batch, then compares the one in flight before it.
  bool send() {
    Slot& s = slots_[current_];
    impl_.batch->start(kind_, s.inputs.data(), s.inputs.size(), s.actual.data());
    if (in_flight_) compare(slots_[1 - current_]);
    in_flight_ = true;
    current_ = 1 - current_;
    if (first_) {
      compare(slots_[1 - current_]);  // drain: the batch just started
      in_flight_ = false;
      return false;
    }
    return true;
  }
  // Waits for the oldest batch in flight (slot s) and compares its results.
  void compare(Slot& s) {
    impl_.batch->finish();
    for (std::size_t i = 0; i < s.inputs.size() && !first_; ++i) {
      if (s.actual[i] != s.expected[i]) [[unlikely]]
        keep(first_, impl_, impl_.mapping, s.inputs[i], s.expected[i], s.actual[i]);
    }
    s.inputs.clear();
    s.expected.clear();
  }

  const Implementation& impl_;
  Kind kind_;
  Slot slots_[2];
  int current_ = 0;
  bool in_flight_ = false;  // the other slot's batch was started and not compared
  std::optional<Mismatch> first_;
};

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
    return impl.remaps_expected(kind) && shape_of(kind) == Shape::xray && !impl.batch;
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

}  // namespace

KindResult check_kind(const Implementation& impl, Kind kind, Level level) {
  const auto start = std::chrono::steady_clock::now();
  KindResult result;
  result.kind = kind;
  std::optional<Mismatch> first;
  const Frame frame = frame_of(impl);
  if (XrayContract::in_frame(impl, kind)) {
    // The x-ray contract: the cases it allows, in the engine's frame, called
    // with blockers = occ (see XrayContract).
    const XrayContract contract(kind, frame);
    std::uint64_t allowed = 0;
    NumberedCalls run = enumeration_run(impl, kind, level);
    run.xray_contract = true;
    with_call(impl, kind, run, [&](auto call) {
      return enumerate_with(
          kind, level, impl.directions, frame,
          contract.visitor(call, allowed, [&](const Input& in, Bitboard expected, Bitboard actual) {
            keep(first, impl, impl.mapping, in, expected, actual);
            return false;
          }));
    });
    result.cases = allowed;
  } else if (impl.remaps_expected(kind)) {
    // A contract that changes the expected value (x-ray blockers of the
    // multi-slider kinds, or in batches): only the cases the contract allows
    // on the squares that matter (the others would repeat them), each as the
    // engine is called with it, against the oracle of that input (made in
    // the board's numbering; in batches, moved to the engine's; otherwise
    // through eval).
    std::uint64_t allowed = 0;
    std::optional<Batcher> batcher;
    if (impl.batch) batcher.emplace(impl, kind);
    enumerate_with(kind, level, impl.directions, Frame{}, [&](const Input& in, Bitboard) {
      const Input called = impl.as_called(in);
      if ((called.blockers ^ in.blockers) & relevant_squares(in)) return true;
      ++allowed;
      const Bitboard expected = oracle::eval(called);
      if (batcher)
        return batcher->add(impl.mapping.engine_input(called), impl.mapping.engine_bb(expected));
      const Bitboard actual = impl.eval(in);
      if (actual == expected) return true;
      keep(first, impl, Mapping{}, in, expected, actual);
      return false;
    });
    if (batcher) {
      batcher->flush();
      first = batcher->first();
    }
    result.cases = allowed;
  } else if (impl.batch) {  // exec: in batches
    Batcher batcher(impl, kind);
    result.cases = enumerate_with(kind, level, impl.directions, frame,
                                  [&](const Input& in, Bitboard e) { return batcher.add(in, e); });
    batcher.flush();
    first = batcher.first();
  } else {
    // The enumeration, in the engine's numbering, with call(input) -> actual
    // inlined into its loops (every capture by value, so the loops keep them
    // in registers).
    std::optional<Mismatch>* const out = &first;
    const Implementation* const checked = &impl;
    result.cases = with_call(impl, kind, enumeration_run(impl, kind, level), [&](auto call) {
      return enumerate_with(
          kind, level, impl.directions, frame,
          [ call, out, checked ](const Input& in, Bitboard expected)
              __attribute__((always_inline)) {
                const Bitboard actual = call(in);
                if (actual == expected) [[likely]]
                  return true;
                keep(*out, *checked, checked->mapping, in, expected, actual);
                return false;
              });
    });
  }
  if (first) result.mismatch = shrink_oracle_mismatch(impl, *first);
  result.seconds = seconds_since(start);
  return result;
}

namespace {

// What check_random found so far.
struct RandomFindings {
  const Implementation* impl;
  Kind kind;
  std::optional<Mismatch> own, blamed;
};

// Keeps m, shrunk: this kind's own ends the search (returns false); one a law
// blamed on another kind (e.g. symmetry maps file onto rank) is kept for that
// kind, and the search goes on.
[[gnu::noinline, gnu::cold]] bool settle(RandomFindings& f, const Mismatch& m) {
  Mismatch shrunk = shrink_oracle_mismatch(*f.impl, m);
  shrunk.law = m.law;
  if (m.input.kind == f.kind) {
    f.own = shrunk;
    return false;
  }
  if (!f.blamed) f.blamed = shrunk;
  return true;
}

}  // namespace

namespace {

// The batched law cases: the laws call the subject one input at a time, often
// on inputs computed from its earlier results. A first pass runs them against
// the oracle (the answers a conforming engine gives), recording every call;
// those calls go to the engine in batches; the laws then run against the
// answers (a call not among them, because the engine answered otherwise, goes
// to the engine on its own).
struct InputLess {
  bool operator()(const Input& a, const Input& b) const {
    return std::tie(a.kind, a.sq, a.dir8, a.occ, a.blockers, a.sliders, a.empty, a.targets, a.sq2,
                    a.color, a.set) < std::tie(b.kind, b.sq, b.dir8, b.occ, b.blockers, b.sliders,
                                               b.empty, b.targets, b.sq2, b.color, b.set);
  }
};
// Every field of Input is compared above (pawns of both colors on one square
// were one key before color was): a new field must be added there.
static_assert(sizeof(Input) == 72, "compare the new field of Input in InputLess");
using Answers = std::map<Input, Bitboard, InputLess>;

// Answers calls (engine inputs) from the oracle, recording them.
class OracleRecorder : public BatchEvaluator {
 public:
  explicit OracleRecorder(const Mapping& mapping) : mapping_(mapping) {}
  void eval(Kind, const Input* inputs, std::size_t n, Bitboard* results) override {
    for (std::size_t i = 0; i < n; ++i) {
      calls.emplace(inputs[i], 0);
      Input board = inputs[i];
      board.sq = mapping_.board_square(inputs[i].sq);
      board.sq2 = mapping_.board_square(inputs[i].sq2);
      for (Bitboard* bb :
           {&board.occ, &board.blockers, &board.sliders, &board.empty, &board.targets})
        *bb = mapping_.board_bb(*bb);
      results[i] = mapping_.engine_bb(oracle::eval(board));
    }
  }
  Answers calls;

 private:
  Mapping mapping_;
};

// Answers calls from answers, or else from engine.
class Answered : public BatchEvaluator {
 public:
  Answered(Answers answers, std::shared_ptr<BatchEvaluator> engine)
      : answers_(std::move(answers)), engine_(std::move(engine)) {}
  void eval(Kind kind, const Input* inputs, std::size_t n, Bitboard* results) override {
    for (std::size_t i = 0; i < n; ++i) {
      const auto it = answers_.find(inputs[i]);
      if (it != answers_.end()) {
        results[i] = it->second;
      } else {
        engine_->eval(kind, inputs + i, 1, results + i);
      }
    }
  }

 private:
  Answers answers_;
  std::shared_ptr<BatchEvaluator> engine_;
};

// Returns impl answering, from one batch per kind, the calls the laws make on
// the first `laws` random inputs of kind (see above).
Implementation prefetch_law_calls(const Implementation& impl, Kind kind, std::uint64_t seed,
                                  std::uint64_t laws) {
  Implementation recording = impl;
  auto recorder = std::make_shared<OracleRecorder>(impl.mapping);
  recording.batch = recorder;
  random_with(kind, seed, laws, impl.directions, Frame{}, [&](const Input& in, Bitboard) {
    (void)check_all_laws(recording, in);
    return true;
  });
  Answers answers = std::move(recorder->calls);
  for (Kind k : all_kinds()) {
    std::vector<Input> inputs;
    for (const auto& [in, r] : answers)
      if (in.kind == k) inputs.push_back(in);
    if (inputs.empty()) continue;
    std::vector<Bitboard> results(inputs.size());
    impl.batch->eval(k, inputs.data(), inputs.size(), results.data());
    for (std::size_t i = 0; i < inputs.size(); ++i) answers[inputs[i]] = results[i];
  }
  Implementation answered = impl;
  answered.batch = std::make_shared<Answered>(std::move(answers), impl.batch);
  return answered;
}

}  // namespace

KindResult check_random(const Implementation& impl, Kind kind, std::uint64_t seed, std::uint64_t n,
                        std::uint64_t law_cases) {
  const auto start = std::chrono::steady_clock::now();
  KindResult result;
  result.kind = kind;
  RandomFindings findings{.impl = &impl, .kind = kind, .own = {}, .blamed = {}};
  RandomFindings* const found_so_far = &findings;
  // The law cases first, through impl (laws.h: check_all_laws) in the board's
  // numbering; in batches, through the calls the laws make prefetched (see
  // prefetch_law_calls).
  const std::uint64_t laws = std::min(n, law_cases);
  Implementation prefetched;
  if (impl.batch) prefetched = prefetch_law_calls(impl, kind, seed, laws);
  const Implementation& law_impl = impl.batch ? prefetched : impl;
  result.cases +=
      random_with(kind, seed, laws, impl.directions, Frame{}, [&](const Input& in, Bitboard) {
        const auto m = check_all_laws(law_impl, in);
        return !m || settle(findings, *m);
      });
  // Then the oracle alone, in the engine's numbering, the call inlined as in
  // check_kind (or in batches).
  const std::uint64_t rest = findings.own ? 0 : n - laws;
  const Frame frame = frame_of(impl);
  if (XrayContract::in_frame(impl, kind)) {
    // As in check_kind: the cases the contract allows, in the frame.
    const XrayContract contract(kind, frame);
    std::uint64_t allowed = 0;
    NumberedCalls run = random_run(impl, kind, seed + 1, rest);
    run.xray_contract = true;
    with_call(impl, kind, run, [&](auto call) {
      return random_with(
          kind, seed + 1, rest, impl.directions, frame,
          contract.visitor(call, allowed, [&](const Input& in, Bitboard expected, Bitboard actual) {
            std::optional<Mismatch> m;
            keep(m, impl, impl.mapping, in, expected, actual);
            return settle(findings, *m);
          }));
    });
    result.cases += allowed;
  } else if (impl.remaps_expected(kind)) {
    // As in check_kind: against the oracle of the input as called.
    std::optional<Batcher> batcher;
    if (impl.batch) batcher.emplace(impl, kind);
    result.cases +=
        random_with(kind, seed + 1, rest, impl.directions, Frame{}, [&](const Input& in, Bitboard) {
          const Input called = impl.as_called(in);
          const Bitboard expected = oracle::eval(called);
          if (batcher)
            return batcher->add(impl.mapping.engine_input(called),
                                impl.mapping.engine_bb(expected));
          const Bitboard actual = impl.eval(in);
          if (actual == expected) return true;
          std::optional<Mismatch> m;
          keep(m, impl, Mapping{}, in, expected, actual);
          return settle(findings, *m);
        });
    if (batcher && !batcher->flush()) settle(findings, *batcher->first());
  } else if (impl.batch) {  // exec: in batches
    Batcher batcher(impl, kind);
    result.cases += random_with(kind, seed + 1, rest, impl.directions, frame,
                                [&](const Input& in, Bitboard e) { return batcher.add(in, e); });
    if (!batcher.flush()) settle(findings, *batcher.first());
  } else {
    result.cases += with_call(impl, kind, random_run(impl, kind, seed + 1, rest), [&](auto call) {
      return random_with(
          kind, seed + 1, rest, impl.directions, frame,
          [ call, found_so_far ](const Input& in, Bitboard expected)
              __attribute__((always_inline)) {
                const Bitboard actual = call(in);
                if (actual == expected) [[likely]]
                  return true;
                std::optional<Mismatch> m;
                keep(m, *found_so_far->impl, found_so_far->impl->mapping, in, expected, actual);
                return settle(*found_so_far, *m);
              });
    });
  }
  result.mismatch = findings.own ? findings.own : findings.blamed;
  result.seconds = seconds_since(start);
  return result;
}

namespace {

// Calls visit(input, expected) for every case of queen unit `unit` made in
// frame (see enumerate_queen_unit), until visit returns false. Returns the
// cases visited.
template <class Visit>
std::uint64_t queen_cases(int unit, const Frame& frame, Visit visit) {
  const int sq = queen_unit_square(unit);
  // The own bit in each of the two cases: set, then clear, as the contract allows.
  const Bitboard own = frame.bb(bit(sq)), off = frame.bb(queen_off_lines(sq));
  const Bitboard own_first = frame.own_set() ? own : 0, own_second = frame.own_clear() ? 0 : own;
  std::uint64_t cases = 0;
  queen_unit(unit, frame.to_engine, [&](Bitboard occ, int s, Bitboard expected) {
    ++cases;
    if (!visit(Input{.kind = Kind::queen_attacks, .sq = s, .occ = occ | own_first}, expected))
      return false;
    ++cases;
    return visit(Input{.kind = Kind::queen_attacks, .sq = s, .occ = occ | off | own_second},
                 expected);
  });
  return cases;
}

}  // namespace

std::uint64_t enumerate_queen_unit(int unit, FunctionRef<bool(const Input&, Bitboard)> visit) {
  return queen_cases(unit, Frame{}, visit);
}

std::uint64_t enumerate_queen_unit(int unit, const CaseFrame& frame,
                                   FunctionRef<bool(const Input&, Bitboard)> visit) {
  return queen_cases(unit, frame_of(frame), visit);
}

KindResult check_queen_unit(const Implementation& impl, int unit) {
  const auto start = std::chrono::steady_clock::now();
  KindResult result;
  result.kind = Kind::queen_attacks;
  const Frame frame = frame_of(impl);
  std::optional<Mismatch> first;
  // The unit's calls, numbered as queen_cases makes them (NumberedCalls).
  NumberedCalls run = enumeration_run(impl, Kind::queen_attacks, Level::exhaustive);
  run.queen_unit = unit;
  if (impl.batch || impl.callables) {
    // In batches, or through the callables: the cases as check_kind's.
    if (impl.batch) {
      Batcher batcher(impl, Kind::queen_attacks);
      result.cases = queen_cases(unit, frame, [&](const Input& in, Bitboard expected) {
        return batcher.add(in, expected);
      });
      batcher.flush();
      first = batcher.first();
    } else {
      result.cases = with_call(impl, Kind::queen_attacks, run, [&](auto call) {
        return queen_cases(unit, frame, [&](const Input& in, Bitboard expected) {
          const Bitboard actual = call(in);
          if (actual == expected) return true;
          keep(first, impl, impl.mapping, in, expected, actual);
          return false;
        });
      });
    }
    if (first) result.mismatch = shrink_oracle_mismatch(impl, *first);
    result.seconds = seconds_since(start);
    return result;
  }
  const SingleFn queen = impl.get<Shape::single>(Kind::queen_attacks);
  const PrepareFn prepare = impl.prepare;
  // The calls numbered (see NumberedCalls): the unit's cases, in queen_cases' order.
  std::optional<NumberedRun> numbered;
  if (impl.record) {
    impl.record->numbering = impl.mapping;
    numbered.emplace(*impl.record, run);
  }
  std::atomic<std::uint64_t>* const counter = numbered ? numbered->counter() : nullptr;
  const int sq = queen_unit_square(unit);
  const Bitboard own = frame.bb(bit(sq)), off = frame.bb(queen_off_lines(sq));
  // The two cases of each line occupancy (see queen_cases): the own bit as the
  // contract allows, the off-line squares empty, then occupied.
  const Bitboard first_extra = frame.own_set() ? own : 0;
  const Bitboard second_extra = off | (frame.own_clear() ? 0 : own);
  std::optional<Mismatch>* const out = &first;
  const Implementation* const checked = &impl;
  std::uint64_t pairs = 0;
  std::uint64_t* const counted = &pairs;
  // Every capture by value, so the loops keep them in registers.
  queen_unit(
      unit, frame.to_engine,
      [ queen, counter, prepare, first_extra, second_extra, out, checked,
        counted ](Bitboard occ, int s, Bitboard expected) __attribute__((always_inline)) {
        // The hottest loop of the exhaustive level.
        auto call = [&](Bitboard o) {
          if (counter) count_call(counter);
          if (prepare) prepare(o);
          return queen(o, s);
        };
        const Bitboard got_set = call(occ | first_extra);
        const Bitboard got_clear = call(occ | second_extra);
        ++*counted;
        if (got_set == expected && got_clear == expected) [[likely]]
          return true;
        const bool set_fails = got_set != expected;
        keep(*out, *checked, checked->mapping,
             Input{.kind = Kind::queen_attacks,
                   .sq = s,
                   .occ = set_fails ? occ | first_extra : occ | second_extra},
             expected, set_fails ? got_set : got_clear);
        return false;
      });
  numbered.reset();  // the run ends before the shrinker's calls
  result.cases = 2 * pairs;
  if (first) result.mismatch = shrink_oracle_mismatch(impl, *first);
  result.seconds = seconds_since(start);
  return result;
}

KindResult check_queen_lines(const Implementation& impl, int first_sq, int last_sq) {
  KindResult result;
  result.kind = Kind::queen_attacks;
  for (int sq = first_sq; sq <= last_sq && !result.mismatch; ++sq) {
    for (int unit = queen_first_unit(sq); unit < queen_first_unit(sq) + kQueenParts; ++unit) {
      const KindResult r = check_queen_unit(impl, unit);
      result.cases += r.cases;
      result.seconds += r.seconds;
      if (r.mismatch) {
        result.mismatch = r.mismatch;
        break;
      }
    }
  }
  return result;
}

std::vector<Input> numbered_inputs(const NumberedCalls& run, std::uint64_t from, std::uint64_t to) {
  std::vector<Input> inputs;
  if (from >= to) return inputs;
  inputs.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(to - from, kCallHistory)));
  const Frame frame{.to_engine = run.to_engine, .own = run.own};
  std::uint64_t i = run.first;  // the next call's number
  auto visit = [&](const Input& in, Bitboard) {
    if (i >= to) return false;
    if (i >= from) inputs.push_back(in);
    ++i;
    return true;
  };
  // The run's cases, through v.
  auto cases = [&](auto v) {
    if (run.queen_unit >= 0) {
      queen_cases(run.queen_unit, frame, v);
    } else if (run.random_cases > 0) {
      random_with(run.kind, run.random_seed, run.random_cases, run.directions, frame, v);
    } else {
      enumerate_with(run.kind, static_cast<Level>(run.level), run.directions, frame, v);
    }
  };
  if (run.xray_contract) {
    const XrayContract contract(run.kind, frame);
    cases([&](const Input& in, Bitboard e) {
      return !contract.allows(in) || visit(XrayContract::as_called(in), e);
    });
  } else {
    cases(visit);
  }
  return inputs;
}

}  // namespace slidercheck
