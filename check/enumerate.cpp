// The exhaustive enumeration. Line geometry here comes from walking (file,
// rank), like the oracle; nothing is shared with impls/.
#include "slidercheck/enumerate.h"

#include <chrono>
#include <map>
#include <memory>
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

// Returns the line table of sq in each of the four line directions.
const LineTable& line_table(int sq, int dir8) {
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
  return tables[8 * sq + dir8];
}

}  // namespace

void prepare_line_tables() { (void)line_table(0, kEast); }

namespace {

// One line through one square: every subset of it with the oracle's attacks
// along it, computed once.
struct LineValue {
  Bitboard occ, attacks;
};

// Returns every subset of the line of sq in dir8 with its oracle attacks, in
// increasing order (the line tables', computed once per process).
std::vector<LineValue> line_values(int sq, int dir8) {
  const LineTable& t = line_table(sq, dir8);
  std::vector<LineValue> values(t.occ.size());
  for (std::size_t i = 0; i < values.size(); ++i) values[i] = {t.occ[i], t.attacks[i]};
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
template <class Visit>
class Enumerator {
 public:
  Enumerator(Level level, const Visit& visit) : level_(level), visit_(visit) {}

  std::uint64_t cases() const { return cases_; }

  [[gnu::always_inline]] bool emit(const Input& in, Bitboard expected) {
    ++cases_;
    return visit_(in, expected);
  }

  // Every subset of one line at a time, own bit both ways, over backgrounds.
  bool single_by_line(Kind kind) {
    const auto bgs = backgrounds(level_);
    for (int sq = 0; sq < 64; ++sq) {
      for (int dir : line_dirs(kind)) {
        const Bitboard line = line_squares(sq, dir);
        const Bitboard off = ~(line | bit(sq));
        const auto values = line_values(sq, dir);
        for (Bitboard bg : bgs) {
          // The other lines, from the background: once per background.
          const Bitboard rest = bg & off;
          const Bitboard rest_expected =
              oracle::eval(Input{.kind = kind, .sq = sq, .occ = rest}) & ~line;
          for (const LineValue& v : values) {
            const Bitboard expected = v.attacks | rest_expected;
            if (!emit(Input{.kind = kind, .sq = sq, .occ = v.occ | rest}, expected)) return false;
            if (!emit(Input{.kind = kind, .sq = sq, .occ = v.occ | rest | bit(sq)}, expected))
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
    auto bgs = backgrounds(level_);
    if (bgs.size() > max_backgrounds) bgs.resize(max_backgrounds);
    const auto dirs = line_dirs(lines_of);
    for (int sq = 0; sq < 64; ++sq) {
      const Bitboard mask = lines_mask(sq, dirs);
      const Bitboard off = ~(lines_mask(sq, line_dirs(kind)) | bit(sq));
      const auto values0 = line_values(sq, dirs[0]), values1 = line_values(sq, dirs[1]);
      for (Bitboard bg : bgs) {
        const Bitboard rest = bg & off;
        const Bitboard rest_expected =
            oracle::eval(Input{.kind = kind, .sq = sq, .occ = rest}) & ~mask;
        for (const LineValue& v0 : values0) {
          for (const LineValue& v1 : values1) {
            const Bitboard occ = v0.occ | v1.occ | rest;
            const Bitboard expected = v0.attacks | v1.attacks | rest_expected;
            if (!emit(Input{.kind = kind, .sq = sq, .occ = occ}, expected)) return false;
            if (!emit(Input{.kind = kind, .sq = sq, .occ = occ | bit(sq)}, expected)) return false;
          }
        }
      }
    }
    return true;
  }

  // X-rays, line by line: every occupancy of the line x every blocker subset
  // of it (3^n), own bit both ways, over backgrounds (with blockers in them).
  bool xray_by_line(Kind kind) {
    const auto bgs = backgrounds(level_);
    for (int sq = 0; sq < 64; ++sq) {
      for (int dir : line_dirs(kind)) {
        const Bitboard line = line_squares(sq, dir);
        const Bitboard off = ~(line | bit(sq));
        const LineTable& t = line_table(sq, dir);
        std::vector<XrayValue> values;
        for (Bitboard idx = 0; idx <= t.index_mask; ++idx) {
          for_each_subset(idx, [&](Bitboard b) {
            values.push_back({t.occ[idx], t.occ[b], xray_by_index(t, idx, b)});
            return true;
          });
        }
        for (std::size_t i = 0; i < bgs.size(); ++i) {
          const Bitboard bg_occ = bgs[i] & off;
          const Bitboard bg_blockers = bg_occ & pattern(1000 + i);
          const Bitboard rest_expected =
              oracle::eval(Input{.kind = kind, .sq = sq, .occ = bg_occ, .blockers = bg_blockers}) &
              ~line;
          for (const XrayValue& v : values) {
            const Bitboard expected = v.attacks | rest_expected;
            Input in{.kind = kind,
                     .sq = sq,
                     .occ = v.occ | bg_occ,
                     .blockers = v.blockers | bg_blockers};
            if (!emit(in, expected)) return false;
            in.occ |= bit(sq);
            if (!emit(in, expected)) return false;
          }
        }
      }
    }
    return true;
  }

  // X-rays over all lines at once: blockers = every occupied square, and the
  // first hits (all of them, or every subset at the exhaustive level).
  bool xray_all_lines(Kind kind) {
    const auto dirs = line_dirs(kind);
    // Per line and occupancy: the first hits and the x-rays of each blocker set.
    struct PerLine {
      Bitboard occ, first_hits, all_blocked, first_blocked;
      std::vector<std::pair<Bitboard, Bitboard>> first_subsets;  // (blockers, x-ray)
    };
    for (int sq = 0; sq < 64; ++sq) {
      std::vector<PerLine> lines[2];
      for (int j = 0; j < 2; ++j) {
        const LineTable& t = line_table(sq, dirs[j]);
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
          for (Bitboard own : {bit(sq), Bitboard{0}}) {
            Input in{.kind = kind, .sq = sq, .occ = s | own};
            if (level_ == Level::quick) {  // own bit set, first hits only
              in.blockers = l0.first_hits | l1.first_hits;
              if (!emit(in, l0.first_blocked | l1.first_blocked)) return false;
              break;
            }
            in.blockers = s;
            if (!emit(in, l0.all_blocked | l1.all_blocked)) return false;
            if (level_ == Level::exhaustive) {
              for (const auto& [b0, x0] : l0.first_subsets) {
                for (const auto& [b1, x1] : l1.first_subsets) {
                  in.blockers = b0 | b1;
                  if (!emit(in, x0 | x1)) return false;
                }
              }
            } else {
              in.blockers = l0.first_hits | l1.first_hits;
              if (!emit(in, l0.first_blocked | l1.first_blocked)) return false;
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
        std::vector<Bitboard> rest_expected;
        for (const Background& bg : bgs) {
          rest_expected.push_back(oracle::eval(
              make(dir, bg.sliders & ~line_mask, bg.empty | line_mask, bg.extra & ~line_mask)));
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
                const Background& bg = bgs[i];
                const Input in =
                    make(dir, sliders | (bg.sliders & ~line_mask), empty | (bg.empty & ~line_mask),
                         set | (bg.extra & ~line_mask));
                if (!emit(in, rest_expected[i] | line_expected)) return false;
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
    for (int a = 0; a < 64; ++a) {
      for (int b = 0; b < 64; ++b) {
        const Input in{.kind = kind, .sq = a, .sq2 = b};
        if (!emit(in, oracle::eval(in))) return false;
      }
    }
    return true;
  }

  // Leaper kinds, for each color of the pawn kinds. One square: every square.
  // Sets: the empty set, every single square, every pair, every pattern of
  // every rank and of every file, the full board, then random sets (256 quick,
  // 4,096 standard, 65,536 exhaustive) of every density. Expected from the oracle.
  bool leapers(Kind kind) {
    const int colors = has_color(kind) ? 2 : 1;
    for (int color = 0; color < colors; ++color) {
      if (!is_set_kind(kind)) {
        for (int sq = 0; sq < 64; ++sq) {
          Input in{.kind = kind, .sq = sq};
          in.color = color;
          if (!emit(in, oracle::eval(in))) return false;
        }
        continue;
      }
      auto set_case = [&](Bitboard set) {
        Input in{.kind = kind};
        in.color = color;
        in.set = set;
        return emit(in, oracle::eval(in));
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
  Visit visit_;  // a copy: its captures stay one load away in the loops
  std::uint64_t cases_ = 0;
};

// Returns the cases visited: every case of kind at level, through visit.
template <class Visit>
std::uint64_t enumerate_with(Kind kind, Level level, std::uint8_t directions, Visit&& visit) {
  Enumerator<std::decay_t<Visit>> e(level, visit);
  e.run(kind, directions);
  return e.cases();
}

// The queen unit `unit`: calls visit(occ, sq, expected) for every subset occ
// of the square's four lines in the unit's part (visit checks both own-bit
// states). Returns false when visit stopped it.
template <class Visit>
bool queen_unit(int unit, Visit visit) {
  const int sq = queen_unit_square(unit), part = unit % kQueenParts;
  // Per line: every subset with its oracle attacks, computed once. The longer
  // diagonal (at least 4 squares on every square, so at least 16 subsets) is
  // cut into the parts and is the outermost loop; the file (always 7 squares)
  // is the innermost. Empty diagonals come first, as in the by-line checks.
  auto diagonal = line_values(sq, kNoEa), antidiagonal = line_values(sq, kNoWe);
  if (antidiagonal.size() > diagonal.size()) std::swap(diagonal, antidiagonal);
  const auto rank = line_values(sq, kEast), file = line_values(sq, kNort);
  const std::size_t per_part = diagonal.size() / kQueenParts;
  for (std::size_t i = part * per_part; i < (part + 1) * per_part; ++i) {
    for (const LineValue& a : antidiagonal) {
      for (const LineValue& r : rank) {
        const Bitboard o = diagonal[i].occ | a.occ | r.occ;
        const Bitboard e = diagonal[i].attacks | a.attacks | r.attacks;
        for (const LineValue& f : file) {
          if (!visit(o | f.occ, sq, e | f.attacks)) return false;
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

// Calls visit(input, expected) for n random inputs of kind (see
// enumerate_random) until visit returns false; returns the cases visited. The
// square and the density class change every 64 inputs, so the square's line
// tables stay in cache and the density's branches stay predictable.
template <class Visit>
std::uint64_t random_with(Kind kind, std::uint64_t seed, std::uint64_t n, std::uint8_t directions,
                          Visit visit) {
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
      if (!visit(in, oracle::eval(in))) return cases;
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
      if (!visit(in, oracle::eval(in))) return cases;
    }
    return cases;
  }
  struct Line {
    const Bitboard *occ, *attacks;
    const std::uint8_t* attacked;
    Bitboard index_mask;
  };
  for (std::uint64_t batch = 0; cases < n; ++batch) {
    const int c = static_cast<int>(batch % 6);
    const int sq = static_cast<int>(rng.next() & 63);
    // The square's line tables, once per batch.
    Line lines_of[4] = {};
    Bitboard on_lines = 0;
    for (int j = 0; j < n_lines && !multi; ++j) {
      const LineTable& t = line_table(sq, dir_list[j]);
      lines_of[j] = {t.occ.data(), t.attacks.data(), t.attacked.data(), t.index_mask};
      on_lines |= t.occ[t.index_mask];
    }
    const std::uint64_t end = std::min(n, cases + 64);
    while (cases < end) {
      Input in{.kind = kind};
      Bitboard expected = 0;
      if (!multi) {
        in.sq = sq;
        // One word gives every line its subset (8 bits each), and, its bits
        // moved (rotated, byte-swapped) to other squares, the rest of the
        // board and the own bit at the same density; x-rays draw the blockers.
        const Bitboard lines = rng.board(c);
        const Bitboard noise = __builtin_bswap64((lines << 29) | (lines >> 35));
        const std::uint64_t w = xray ? rng.next() : 0;
        const bool all_blocked = xray && (w & 3) == 0;
        const Bitboard blocks = xray ? rng.board(static_cast<int>((w >> 2) % 6)) : 0;
        for (int j = 0; j < n_lines; ++j) {
          const Line& t = lines_of[j];
          const Bitboard idx = (lines >> (8 * j)) & t.index_mask;
          in.occ |= t.occ[idx];
          if (!xray) {
            expected |= t.attacks[idx];
          } else {
            // x-ray along the line: a ^ attacks(occ ^ (blockers & a)), by index.
            const Bitboard b = all_blocked ? idx : idx & (blocks >> (8 * j));
            in.blockers |= t.occ[b];
            expected |= t.attacks[idx] ^ t.attacks[idx ^ (b & t.attacked[idx])];
          }
        }
        const Bitboard rest = noise & ~on_lines;  // off the lines, and the own bit
        in.occ |= rest;
        if (xray) in.blockers |= all_blocked ? rest : rest & blocks;
      } else {
        in.dir8 = multi_dirs[rng.next() % static_cast<std::uint64_t>(n_multi)];
        in.sliders = rng.next() & rng.board(c);
        in.empty = ~rng.board(c);
        if (info(kind).extra == Extra::blockers) in.blockers = rng.board(c) & ~in.empty;
        if (info(kind).extra == Extra::targets) in.targets = rng.next() & rng.board(c) & ~in.empty;
        expected = oracle::eval(in);
      }
      ++cases;
      if (!visit(in, expected)) return cases;
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
  return enumerate_with(kind, level, directions, visit);
}

std::uint64_t enumerate_random(Kind kind, std::uint64_t seed, std::uint64_t n,
                               std::uint8_t directions,
                               FunctionRef<bool(const Input&, Bitboard)> visit) {
  return random_with(kind, seed, n, directions, visit);
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

// Sets first to the mismatch a checking loop found: out of line, and the input
// field by field, so the loops stay small and never build an Input in memory.
[[gnu::noinline, gnu::cold]] void keep(std::optional<Mismatch>& first, const Implementation& impl,
                                       Kind kind, int sq, int dir8, Bitboard occ, Bitboard blockers,
                                       Bitboard sliders, Bitboard empty, Bitboard targets, int sq2,
                                       int color, Bitboard set, Bitboard expected,
                                       Bitboard actual) {
  first = mismatch_of(impl,
                      Input{.kind = kind,
                            .sq = sq,
                            .dir8 = dir8,
                            .occ = occ,
                            .blockers = blockers,
                            .sliders = sliders,
                            .empty = empty,
                            .targets = targets,
                            .sq2 = sq2,
                            .color = color,
                            .set = set},
                      expected, actual);
}

// Sets first to the mismatch on in (see above).
[[gnu::always_inline]] inline void keep(std::optional<Mismatch>& first, const Implementation& impl,
                                        const Input& in, Bitboard expected, Bitboard actual) {
  keep(first, impl, in.kind, in.sq, in.dir8, in.occ, in.blockers, in.sliders, in.empty, in.targets,
       in.sq2, in.color, in.set, expected, actual);
}

}  // namespace

// Returns body(call) for kind's function of shape S in impl: call(in) -> actual
// calls the plain pointer, recorded in impl.record when set (the input first,
// then the counter and the in-progress flag around the call).
template <Shape S, class Body>
std::uint64_t with_shape(const Implementation& impl, Kind kind, Body body) {
  const auto f = impl.get<S>(kind);
  CallRecord* const record = impl.record;
  return body([ f, record ](const Input& in) __attribute__((always_inline)) {
    if (!record) return invoke_shape<S>(f, in);
    record->input = in;
    begin_call(record);
    const Bitboard r = invoke_shape<S>(f, in);
    end_call(record);
    return r;
  });
}

// Returns body(call), where call(in) -> actual calls kind's function of impl on
// in: its plain pointer (with_shape) when impl.direct(); otherwise impl.eval
// (numbering, contract, callables).
template <class Body>
std::uint64_t with_call(const Implementation& impl, Kind kind, Body body) {
  if (!impl.direct()) {
    const Implementation* const p = &impl;
    return body([p](const Input& in) { return p->eval(in); });
  }
  switch (shape_of(kind)) {
    case Shape::single:
      return with_shape<Shape::single>(impl, kind, body);
    case Shape::xray:
      return with_shape<Shape::xray>(impl, kind, body);
    case Shape::multi:
      return with_shape<Shape::multi>(impl, kind, body);
    case Shape::multi_extra:
      return with_shape<Shape::multi_extra>(impl, kind, body);
    case Shape::pair:
      return with_shape<Shape::pair>(impl, kind, body);
    case Shape::square:
      return with_shape<Shape::square>(impl, kind, body);
    case Shape::color_square:
      return with_shape<Shape::color_square>(impl, kind, body);
    case Shape::set:
      return with_shape<Shape::set>(impl, kind, body);
    case Shape::color_set:
      return with_shape<Shape::color_set>(impl, kind, body);
  }
  return 0;
}

namespace {

// The batched checking path (impl.batch: a child process behind a pipe): the
// enumeration's cases are collected, kBatchCases at a time, and evaluated in
// batches, two in flight (the next is started before the previous one's
// results are compared, so the engine works while the cases are made); the
// first mismatch, in enumeration order, is kept.
constexpr std::size_t kBatchCases = 4096;

class Batcher {
 public:
  Batcher(const Implementation& impl, Kind kind) : impl_(impl), kind_(kind) {
    for (Slot& s : slots_) {
      s.inputs.reserve(kBatchCases);
      s.expected.reserve(kBatchCases);
      s.engine.resize(kBatchCases);
      s.actual.resize(kBatchCases);
    }
  }
  Batcher(const Batcher&) = delete;
  Batcher& operator=(const Batcher&) = delete;
  // Adds one case; returns false once a mismatch was found.
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
    std::vector<Input> inputs, engine;
    std::vector<Bitboard> expected, actual;
  };
  // Starts the current slot's batch, then compares the one in flight before it.
  bool send() {
    Slot& s = slots_[current_];
    const std::size_t n = s.inputs.size();
    for (std::size_t i = 0; i < n; ++i) s.engine[i] = impl_.engine_input(s.inputs[i]);
    impl_.batch->start(kind_, s.engine.data(), n, s.actual.data());
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
      const Bitboard actual =
          impl_.mapping.identity() ? s.actual[i] : impl_.mapping.board_bb(s.actual[i]);
      if (actual != s.expected[i]) [[unlikely]]
        first_ = mismatch_of(impl_, s.inputs[i], s.expected[i], actual);
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

}  // namespace

KindResult check_kind(const Implementation& impl, Kind kind, Level level) {
  const auto start = std::chrono::steady_clock::now();
  KindResult result;
  result.kind = kind;
  std::optional<Mismatch> first;
  // The enumeration with call(input) -> actual inlined into its loops (every
  // capture by value, so the loops keep them in registers).
  std::optional<Mismatch>* const out = &first;
  const Implementation* const checked = &impl;
  if (impl.batch && !impl.remaps_expected(kind)) {  // exec: in batches
    Batcher batcher(impl, kind);
    result.cases = enumerate_with(kind, level, impl.directions,
                                  [&](const Input& in, Bitboard e) { return batcher.add(in, e); });
    batcher.flush();
    if (batcher.first()) result.mismatch = shrink_oracle_mismatch(impl, *batcher.first());
    result.seconds = seconds_since(start);
    return result;
  }
  if (impl.remaps_expected(kind)) {
    // A contract that changes the expected value (x-ray blockers): only the
    // cases the contract allows on the squares that matter (the others would
    // repeat them), each as the engine is called with it, against the oracle of
    // that input.
    std::uint64_t allowed = 0;
    enumerate_with(kind, level, impl.directions, [&](const Input& in, Bitboard) {
      const Input called = impl.as_called(in);
      if ((called.blockers ^ in.blockers) & relevant_squares(in)) return true;
      ++allowed;
      const Bitboard expected = oracle::eval(called), actual = impl.eval(in);
      if (actual == expected) return true;
      keep(first, impl, in, expected, actual);
      return false;
    });
    result.cases = allowed;
  } else {
    result.cases = with_call(impl, kind, [&](auto call) {
      return enumerate_with(
          kind, level, impl.directions,
          [ call, out, checked ](const Input& in, Bitboard expected)
              __attribute__((always_inline)) {
                const Bitboard actual = call(in);
                if (actual == expected) [[likely]]
                  return true;
                keep(*out, *checked, in, expected, actual);
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
  random_with(kind, seed, laws, impl.directions, [&](const Input& in, Bitboard) {
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
  // The law cases first, through impl (laws.h: check_all_laws); in batches,
  // through the calls the laws make prefetched (see prefetch_law_calls).
  const std::uint64_t laws = std::min(n, law_cases);
  Implementation prefetched;
  if (impl.batch) prefetched = prefetch_law_calls(impl, kind, seed, laws);
  const Implementation& law_impl = impl.batch ? prefetched : impl;
  result.cases += random_with(kind, seed, laws, impl.directions, [&](const Input& in, Bitboard) {
    const auto m = check_all_laws(law_impl, in);
    return !m || settle(findings, *m);
  });
  // Then the oracle alone, the call inlined as in check_kind (or in batches).
  const std::uint64_t rest = findings.own ? 0 : n - laws;
  if (impl.remaps_expected(kind) || impl.batch) {
    if (impl.remaps_expected(kind)) {
      // As in check_kind: against the oracle of the input as called.
      result.cases +=
          random_with(kind, seed + 1, rest, impl.directions, [&](const Input& in, Bitboard) {
            const Bitboard expected = oracle::eval(impl.as_called(in)), actual = impl.eval(in);
            if (actual == expected) return true;
            std::optional<Mismatch> m;
            keep(m, impl, in, expected, actual);
            return settle(findings, *m);
          });
    } else {  // exec: in batches
      Batcher batcher(impl, kind);
      result.cases += random_with(kind, seed + 1, rest, impl.directions,
                                  [&](const Input& in, Bitboard e) { return batcher.add(in, e); });
      if (!batcher.flush()) settle(findings, *batcher.first());
    }
    result.mismatch = findings.own ? findings.own : findings.blamed;
    result.seconds = seconds_since(start);
    return result;
  }
  result.cases += with_call(impl, kind, [&](auto call) {
    return random_with(
        kind, seed + 1, rest, impl.directions,
        [ call, found_so_far ](const Input& in, Bitboard expected) __attribute__((always_inline)) {
          const Bitboard actual = call(in);
          if (actual == expected) [[likely]]
            return true;
          std::optional<Mismatch> m;
          keep(m, *found_so_far->impl, in, expected, actual);
          return settle(*found_so_far, *m);
        });
  });
  result.mismatch = findings.own ? findings.own : findings.blamed;
  result.seconds = seconds_since(start);
  return result;
}

std::uint64_t enumerate_queen_unit(int unit, FunctionRef<bool(const Input&, Bitboard)> visit) {
  const int sq = queen_unit_square(unit);
  const Bitboard own = bit(sq), off = queen_off_lines(sq);
  std::uint64_t cases = 0;
  // Own bit set with the off-line squares empty, and own bit clear with them
  // all occupied: both own-square states, and off-line dependence, in 2 calls.
  queen_unit(unit, [&](Bitboard occ, int s, Bitboard expected) {
    ++cases;
    if (!visit(Input{.kind = Kind::queen_attacks, .sq = s, .occ = occ | own}, expected))
      return false;
    ++cases;
    return visit(Input{.kind = Kind::queen_attacks, .sq = s, .occ = occ | off}, expected);
  });
  return cases;
}

KindResult check_queen_unit(const Implementation& impl, int unit) {
  const auto start = std::chrono::steady_clock::now();
  KindResult result;
  result.kind = Kind::queen_attacks;
  if (impl.batch) {
    Batcher batcher(impl, Kind::queen_attacks);
    result.cases = enumerate_queen_unit(
        unit, [&](const Input& in, Bitboard expected) { return batcher.add(in, expected); });
    batcher.flush();
    if (batcher.first()) result.mismatch = shrink_oracle_mismatch(impl, *batcher.first());
    result.seconds = seconds_since(start);
    return result;
  }
  if (!impl.direct()) {
    // Through eval (numbering, contract, callables): every case as check_kind's.
    std::optional<Mismatch> first;
    result.cases = enumerate_queen_unit(unit, [&](const Input& in, Bitboard expected) {
      const Bitboard actual = impl.eval(in);
      if (actual == expected) return true;
      first = mismatch_of(impl, in, expected, actual);
      return false;
    });
    if (first) result.mismatch = shrink_oracle_mismatch(impl, *first);
    result.seconds = seconds_since(start);
    return result;
  }
  const SingleFn queen = impl.get<Shape::single>(Kind::queen_attacks);
  CallRecord* const record = impl.record;
  if (record) record->input.kind = Kind::queen_attacks;
  const int sq = queen_unit_square(unit);
  const Bitboard own = bit(sq), off = queen_off_lines(sq);
  std::optional<Mismatch> first;
  std::optional<Mismatch>* const out = &first;
  const Implementation* const checked = &impl;
  std::uint64_t pairs = 0;
  std::uint64_t* const counted = &pairs;
  // Every capture by value, so the loops keep them in registers.
  queen_unit(
      unit, [ queen, record, own, off, out, checked,
              counted ](Bitboard occ, int s, Bitboard expected) __attribute__((always_inline)) {
        // Recorded field by field: the hottest loop of the exhaustive level.
        auto call = [&](Bitboard o) {
          if (!record) return queen(o, s);
          record->input.sq = s;
          record->input.occ = o;
          begin_call(record);
          const Bitboard r = queen(o, s);
          end_call(record);
          return r;
        };
        const Bitboard got_set = call(occ | own);
        const Bitboard got_clear = call(occ | off);
        ++*counted;
        if (got_set == expected && got_clear == expected) [[likely]]
          return true;
        const bool set_fails = got_set != expected;
        keep(*out, *checked,
             Input{.kind = Kind::queen_attacks, .sq = s, .occ = set_fails ? occ | own : occ | off},
             expected, set_fails ? got_set : got_clear);
        return false;
      });
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

}  // namespace slidercheck
