// The exhaustive enumeration's case maker (internal to check/): every case of
// a kind at a level, made in a frame, handed to a visitor that is inlined
// into the loops.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>

#include "check/cases/case_frame.h"
#include "check/cases/line_tables.h"
#include "check/cases/multi_lines.h"
#include "check/cases/position_cases.h"
#include "slidercheck/levels.h"
#include "slidercheck/lines.h"
#include "slidercheck/oracle.h"
#include "slidercheck/random.h"

namespace slidercheck::enumeration {

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

  // Ray kinds: for every square and direction, every subset of the line the
  // ray lies on (its own squares and the opposite ray's, which must not
  // matter), own bit both ways, over backgrounds off the line.
  bool rays(Kind kind) {
    Emitter made = emitter();
    std::vector<LineValue> values;  // one line's, its memory reused by the next
    values.reserve(128);            // 2^7
    const auto bgs = backgrounds(level_);
    for (int sq = 0; sq < 64; ++sq) {
      const int at = frame_.square(sq);
      const Bitboard own = frame_.bb(bit(sq));
      for (int dir = 0; dir < kDirections; ++dir) {
        const Bitboard line = line_squares(sq, dir);
        const Bitboard off = ~(line | bit(sq));
        const Bitboard ray = frame_.bb(oracle::ray(0, sq, dir));
        // The line tables are kept by the line's positive direction (towards h8).
        const int line_dir = dir >= kSoEa && dir <= kWest ? opposite(dir) : dir;
        line_values(sq, line_dir, frame_.to_engine, values);
        for (Bitboard bg : bgs) {
          const Bitboard rest = frame_.bb(bg & off);
          for (const LineValue& v : values) {
            const Input in{.kind = kind, .sq = at, .dir8 = dir, .occ = v.occ | rest};
            if (!made.emit_own(in, own, v.attacks & ray)) return false;
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
  // in dir8 (see multi_lines.h); the rest of the board from backgrounds.
  // The oracle runs once per assignment of each half of the line (see
  // make_halves) and once per background (on the rest alone); each case ORs
  // the two.
  bool multi(Kind kind, std::uint8_t directions) {
    Emitter made = emitter();
    const MultiStates states = multi_states(kind, level_);
    const bool extra = states.extra;  // locals of their own: kept in registers
    const Compose compose = states.compose;
    const std::vector<MultiBackground> bgs = multi_backgrounds(level_);
    for (int dir = 0; dir < kDirections; ++dir) {
      if (!((directions >> dir) & 1)) continue;
      for (const auto& squares : lines_in_direction(dir)) {
        const SplitLine line = split_line(squares, states.base);
        const Bitboard line_mask = line.mask;
        // The rest of the board, once per background: its rays never enter this line.
        // The expected value and the background's squares off the line, in the frame.
        std::vector<Bitboard> rest_expected;
        std::vector<MultiBackground> rest;
        for (const MultiBackground& bg : bgs) {
          rest_expected.push_back(
              frame_.bb(oracle::eval(multi_input(kind, extra, dir, bg.sliders & ~line_mask,
                                                 bg.empty | line_mask, bg.extra & ~line_mask))));
          rest.push_back({frame_.bb(bg.sliders & ~line_mask), frame_.bb(bg.empty & ~line_mask),
                          frame_.bb(bg.extra & ~line_mask)});
        }
        for (int own_empty = 0; own_empty < states.own_passes; ++own_empty) {
          std::vector<Half> prefixes, suffixes;
          make_halves(states, line, dir, own_empty, prefixes, suffixes);
          // Both halves' squares and values into the frame, once.
          if (frame_.to_engine != Symmetry::identity) {
            for (Half& p : prefixes) move_half(p, frame_.to_engine);
            for (Half& q : suffixes) move_half(q, frame_.to_engine);
          }
          for (const Half& q : suffixes) {
            for (const Half& p : prefixes) {
              const Bitboard sliders = p.sliders | q.sliders, empty = p.empty | q.empty,
                             set = p.set | q.set;
              const Bitboard expected = line_expected(p, q, compose);
              for (std::size_t i = 0; i < bgs.size(); ++i) {
                const MultiBackground& bg = rest[i];
                const Input in = multi_input(kind, extra, dir, sliders | bg.sliders,
                                             empty | bg.empty, set | bg.extra);
                if (!made.emit(in, rest_expected[i] | expected)) return false;
              }
            }
          }
        }
      }
    }
    return true;
  }

  // Pair kinds: every pair (a, b) of squares, a == b included (4,096 at every
  // level), or the aligned pairs of the pair domain; expected from the
  // oracle, one call per pair.
  bool pairs(Kind kind) {
    Emitter made = emitter();
    for (int a = 0; a < 64; ++a) {
      for (int b = 0; b < 64; ++b) {
        const Input in{.kind = kind, .sq = a, .sq2 = b};
        if (frame_.outside(in)) continue;
        if (!made.emit(frame_.input(in), frame_.bb(oracle::eval(in)))) return false;
      }
    }
    return true;
  }

  // Leaper kinds, for each color of the pawn kinds. One square: every square.
  // Sets: the empty set, every single square, every pair, every pattern of
  // every rank and of every file, the full board, then random sets (256 quick,
  // 4,096 standard, 65,536 exhaustive) of every density. Expected from the oracle.
  bool leapers(Kind kind, int dir8 = 0) {
    Emitter made = emitter();
    const int colors = has_color(kind) ? 2 : 1;
    for (int color = 0; color < colors; ++color) {
      if (!is_set_kind(kind)) {
        for (int sq = 0; sq < 64; ++sq) {
          Input in{.kind = kind, .sq = sq};
          in.color = color;
          if (frame_.outside(in)) continue;  // pawn_attacks' pawn squares
          if (!made.emit(frame_.input(in), frame_.bb(oracle::eval(in)))) return false;
        }
        continue;
      }
      auto set_case = [&](Bitboard set) {
        Input in{.kind = kind, .dir8 = dir8};
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
      Rng rng{0x1ea9e25ull + static_cast<std::uint64_t>(color) + (std::uint64_t(dir8) << 8)};
      for (int i = 0; i < randoms; ++i)
        if (!set_case(rng.board(i % 6))) return false;
    }
    return true;
  }

  // Pawn pushes (color, set, empty), for each color. A push moves along the
  // pawn's file only, so every state of one file's 8 squares, pawns x empty
  // (65,536 states): of the a-file at quick, of every file at standard and
  // exhaustive (exhaustive: also over 3 random backgrounds on the other seven
  // files); then random whole boards (256 quick, 4,096 standard, 65,536
  // exhaustive) of every density, pawns and empty drawn apart (overlapping or
  // not: the definition holds for every pair). Expected from the oracle.
  bool pushes(Kind kind) {
    Emitter made = emitter();
    const int files = level_ == Level::quick ? 1 : 8;
    const int randoms = level_ == Level::quick ? 256 : level_ == Level::standard ? 4096 : 65536;
    for (int color = 0; color < 2; ++color) {
      auto push_case = [&](Bitboard set, Bitboard empty) {
        Input in{.kind = kind, .empty = empty, .color = color, .set = set};
        return made.emit(frame_.input(in), frame_.bb(oracle::eval(in)));
      };
      Rng rng{0x9a5b705ull + static_cast<std::uint64_t>(color)};
      std::vector<std::pair<Bitboard, Bitboard>> backgrounds = {{0, 0}};
      if (level_ == Level::exhaustive)
        for (int i = 0; i < 3; ++i) backgrounds.emplace_back(rng.board(i + 1), rng.board(i + 2));
      for (int file = 0; file < files; ++file) {
        Bitboard column = 0;
        for (int r = 0; r < 8; ++r) column |= bit(8 * r + file);
        for (const auto& [bg_set, bg_empty] : backgrounds) {
          for (unsigned v = 0; v < 65536; ++v) {
            Bitboard set = bg_set & ~column, empty = bg_empty & ~column;
            for (int r = 0; r < 8; ++r) {
              if ((v >> r) & 1) set |= bit(8 * r + file);
              if ((v >> (8 + r)) & 1) empty |= bit(8 * r + file);
            }
            if (!push_case(set, empty)) return false;
          }
        }
      }
      for (int i = 0; i < randoms; ++i)
        if (!push_case(rng.board(i % 6), rng.board((i / 6) % 6))) return false;
    }
    return true;
  }

  // Sees kinds: every (from, to), from == to included, and every state of the
  // squares strictly between them when they share a line (of any piece: a
  // rook must say 0 along a diagonal), from's and to's own bits both ways,
  // over backgrounds off the squares between. The answer depends on nothing
  // else, so every level covers the whole input space of the squares that
  // matter; the levels differ in the backgrounds. The answer is a truth
  // value: the same in every numbering (not moved into the frame).
  bool sees(Kind kind) {
    Emitter made = emitter();
    const auto bgs = backgrounds(level_);
    for (int from = 0; from < 64; ++from) {
      for (int to = 0; to < 64; ++to) {
        const Bitboard between = oracle::squares_between(from, to);
        const Bitboard off = ~(between | bit(from) | bit(to));
        for (Bitboard bg : bgs) {
          Bitboard sub = 0;
          do {  // every subset of between (Carry-Rippler)
            for (int ends = 0; ends < 4; ++ends) {
              Input in{.kind = kind, .sq = from, .sq2 = to};
              in.occ = (bg & off) | sub | (ends & 1 ? bit(from) : 0) | (ends & 2 ? bit(to) : 0);
              if (!made.emit(frame_.input(in), oracle::eval(in))) return false;
            }
            sub = (sub - between) & between;
          } while (sub);
        }
      }
    }
    return true;
  }

  // Set_attacks kinds: no sliders (over backgrounds); every single slider,
  // which are the base kind's cases (single_by_line and the all-lines
  // enumeration of rook/bishop/queen_attacks, each sq as the set {sq}); every
  // two sliders that share a line with every state of the squares between
  // them, both sliders occupied or both empty, over backgrounds; then random
  // sets of sliders and occupancies (256 quick, 4,096 standard, 65,536
  // exhaustive), the sliders occupied in half of them.
  bool slider_sets(Kind kind) {
    Emitter made = emitter();
    const auto bgs = backgrounds(level_);
    auto set_case = [&](Bitboard sliders, Bitboard occ) {
      Input in{.kind = kind, .occ = occ, .sliders = sliders};
      return made.emit(frame_.input(in), frame_.bb(oracle::eval(in)));
    };
    for (Bitboard bg : bgs)
      if (!set_case(0, bg)) return false;
    // The base kind's cases, made on the board and each moved to a set of one.
    bool stopped = false;
    auto as_set = [&made, &stopped, kind, this](const Input& one, Bitboard expected) {
      Input in{.kind = kind, .occ = one.occ, .sliders = bit(one.sq)};
      if (!made.emit(frame_.input(in), frame_.bb(expected))) stopped = true;
      return !stopped;
    };
    Enumerator<decltype(as_set)> singles(level_, Frame{}, as_set);
    const Kind base = info(kind).base;
    const std::size_t passes = level_ == Level::quick ? 1 : 3;
    if (!singles.single_by_line(base)) return false;
    if (line_count(base) == 2) singles.single_all_lines(base, base, passes);
    if (line_count(base) > 2)
      singles.single_all_lines(base, info(base).parts[0], passes) &&
          singles.single_all_lines(base, info(base).parts[1], passes);
    if (stopped) return false;
    for (int a = 0; a < 64; ++a) {
      for (int b = a + 1; b < 64; ++b) {
        const Bitboard between = oracle::squares_between(a, b);
        if (!between && !oracle::line_through(a, b)) continue;  // no shared line
        const Bitboard ends = bit(a) | bit(b), off = ~(between | ends);
        for (Bitboard bg : bgs) {
          Bitboard sub = 0;
          do {
            const Bitboard occ = (bg & off) | sub;
            if (!set_case(ends, occ) || !set_case(ends, occ | ends)) return false;
            sub = (sub - between) & between;
          } while (sub);
        }
      }
    }
    const int randoms = level_ == Level::quick ? 256 : level_ == Level::standard ? 4096 : 65536;
    Rng rng{0x5e7a77ac5ull + static_cast<std::uint64_t>(kind)};
    for (int i = 0; i < randoms; ++i) {
      const Bitboard sliders = rng.board(i % 6), occ = rng.board((i / 6) % 6);
      if (!set_case(sliders, i % 2 ? occ | sliders : occ & ~sliders)) return false;
    }
    return true;
  }

  // Position kinds: the rays, leapers and perft positions of position_cases,
  // expected from the oracle (is_attacked's 0 or 1 is the same in every numbering:
  // answers_truth).
  bool positions(Kind kind) {
    Emitter made = emitter();
    return position_cases(kind, level_, [&](const Input& in) {
      const Bitboard e = oracle::eval(in);
      return made.emit(frame_.input(in), answers_truth(kind) ? e : frame_.bb(e));
    });
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
      case Shape::set_dir:   // the set cases in every direction
      case Shape::set_jump:  // ... in every knight jump
        for (int d = 0; d < kDirections; ++d)
          if (!leapers(kind, d)) return;
        break;
      case Shape::ray:
        rays(kind);
        break;
      case Shape::color_set_empty:
        pushes(kind);
        break;
      case Shape::pos_occ_sq:
      case Shape::pos_color_occ_sq:
      case Shape::pos_color_sq:
      case Shape::pos_color:
        positions(kind);
        break;
      case Shape::sees:
        sees(kind);
        break;
      case Shape::set_attacks:
        slider_sets(kind);
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

}  // namespace slidercheck::enumeration
