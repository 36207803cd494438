// The exhaustive enumeration. Line geometry here comes from walking (file,
// rank), like the oracle; nothing is shared with impls/.
#include "slidercheck/enumerate.h"

#include <chrono>
#include <utility>
#include <vector>

#include "slidercheck/oracle.h"

namespace slidercheck {

namespace {

Bitboard bit(int sq) { return Bitboard{1} << sq; }

// Returns a fixed pseudo-random word (splitmix64 of n): reproducible patterns.
Bitboard pattern(std::uint64_t n) {
  std::uint64_t z = n * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
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

class Enumerator {
 public:
  Enumerator(Level level, FunctionRef<bool(const Input&, Bitboard)> visit)
      : level_(level), visit_(visit) {}

  std::uint64_t cases() const { return cases_; }

  bool emit(const Input& in) { return emit(in, oracle::eval(in)); }

  bool emit(const Input& in, Bitboard expected) {
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
        for (Bitboard bg : bgs) {
          bool ok = for_each_subset(line, [&](Bitboard s) {
            for (Bitboard own : {Bitboard{0}, bit(sq)}) {
              Input in{.kind = kind, .sq = sq, .occ = s | (bg & off) | own};
              if (!emit(in)) return false;
            }
            return true;
          });
          if (!ok) return false;
        }
      }
    }
    return true;
  }

  // Every subset of all the kind's lines at once, own bit both ways.
  bool single_all_lines(Kind kind, Kind lines_of, std::size_t max_backgrounds) {
    auto bgs = backgrounds(level_);
    if (bgs.size() > max_backgrounds) bgs.resize(max_backgrounds);
    for (int sq = 0; sq < 64; ++sq) {
      const Bitboard mask = lines_mask(sq, line_dirs(lines_of));
      const Bitboard off = ~(lines_mask(sq, line_dirs(kind)) | bit(sq));
      for (Bitboard bg : bgs) {
        bool ok = for_each_subset(mask, [&](Bitboard s) {
          for (Bitboard own : {Bitboard{0}, bit(sq)}) {
            Input in{.kind = kind, .sq = sq, .occ = s | (bg & off) | own};
            if (!emit(in)) return false;
          }
          return true;
        });
        if (!ok) return false;
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
        for (std::size_t i = 0; i < bgs.size(); ++i) {
          const Bitboard bg_occ = bgs[i] & off;
          const Bitboard bg_blockers = bg_occ & pattern(1000 + i);
          bool ok = for_each_subset(line, [&](Bitboard s) {
            return for_each_subset(s, [&](Bitboard b) {
              for (Bitboard own : {Bitboard{0}, bit(sq)}) {
                Input in{
                    .kind = kind, .sq = sq, .occ = s | bg_occ | own, .blockers = b | bg_blockers};
                if (!emit(in)) return false;
              }
              return true;
            });
          });
          if (!ok) return false;
        }
      }
    }
    return true;
  }

  // X-rays over all lines at once: blockers = the first hits (all of them, or
  // every subset at the exhaustive level) and = every occupied square.
  bool xray_all_lines(Kind kind) {
    const Kind plain = kind == Kind::xray_rook_attacks ? Kind::rook_attacks : Kind::bishop_attacks;
    for (int sq = 0; sq < 64; ++sq) {
      const Bitboard mask = lines_mask(sq, line_dirs(kind));
      bool ok = for_each_subset(mask, [&](Bitboard s) {
        const Bitboard first_hits = s & oracle::eval(Input{.kind = plain, .sq = sq, .occ = s});
        for (Bitboard own : {bit(sq), Bitboard{0}}) {
          Input in{.kind = kind, .sq = sq, .occ = s | own};
          if (level_ == Level::quick) {  // own bit set, first hits only
            in.blockers = first_hits;
            if (!emit(in)) return false;
            break;
          }
          in.blockers = s;
          if (!emit(in)) return false;
          if (level_ == Level::exhaustive) {
            if (!for_each_subset(first_hits, [&](Bitboard b) {
                  in.blockers = b;
                  return emit(in);
                }))
              return false;
          } else {
            in.blockers = first_hits;
            if (!emit(in)) return false;
          }
        }
        return true;
      });
      if (!ok) return false;
    }
    return true;
  }

  // Multi-slider kinds: every assignment of states to the squares of each line
  // in dir8; the rest of the board from backgrounds.
  //   sliding_attacks: empty, occupied, slider (occupied), slider (empty square)
  //   with an extra set: empty, occupied, in the extra set, slider; and (above
  //   the quick level) the whole pass again with the sliders' squares empty.
  bool multi(Kind kind, std::uint8_t directions) {
    const bool extra = shape_of(kind) == Shape::multi_extra;
    struct Background {
      Bitboard sliders, empty, extra;
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
      if (kind == Kind::xray_sliding_attacks) in.blockers = set & ~empty;
      if (kind == Kind::between) in.targets = set & ~empty;
      return in;
    };
    for (int dir = 0; dir < kDirections; ++dir) {
      if (!((directions >> dir) & 1)) continue;
      for (const auto& line : lines_in_direction(dir)) {
        Bitboard line_mask = 0;
        for (int sq : line) line_mask |= bit(sq);
        const int n = static_cast<int>(line.size());
        int total = 1;
        for (int i = 0; i < n; ++i) total *= base;
        for (const Background& bg : bgs) {
          // The rest of the board, once: its rays never enter this line.
          const Bitboard rest_expected = oracle::eval(
              make(dir, bg.sliders & ~line_mask, bg.empty | line_mask, bg.extra & ~line_mask));
          for (int own_empty = 0; own_empty < own_passes; ++own_empty) {
            for (int code = 0; code < total; ++code) {
              Bitboard sliders = 0, empty = 0, set = 0;
              for (int i = 0, c = code; i < n; ++i, c /= base) {
                const Bitboard b = bit(line[i]);
                switch (states[c % base]) {
                  case 0:
                    empty |= b;
                    break;
                  case 1:
                    break;
                  case 2:
                    if (extra)
                      set |= b;
                    else
                      sliders |= b;
                    break;
                  case 3:
                    sliders |= b;
                    if (!extra || own_empty) empty |= b;
                    break;
                }
              }
              const Bitboard line_expected =
                  oracle::eval(make(dir, sliders, empty | ~line_mask, set));
              const Input in = make(dir, sliders | (bg.sliders & ~line_mask),
                                    empty | (bg.empty & ~line_mask), set | (bg.extra & ~line_mask));
              if (!emit(in, rest_expected | line_expected)) return false;
            }
          }
        }
      }
    }
    return true;
  }

 private:
  Level level_;
  FunctionRef<bool(const Input&, Bitboard)> visit_;
  std::uint64_t cases_ = 0;
};

}  // namespace

std::vector<int> line_dirs(Kind kind) {
  switch (kind) {
    case Kind::rank_attacks:
      return {kEast};
    case Kind::file_attacks:
      return {kNort};
    case Kind::diagonal_attacks:
      return {kNoEa};
    case Kind::antidiagonal_attacks:
      return {kNoWe};
    case Kind::rook_attacks:
    case Kind::xray_rook_attacks:
      return {kEast, kNort};
    case Kind::bishop_attacks:
    case Kind::xray_bishop_attacks:
      return {kNoEa, kNoWe};
    case Kind::queen_attacks:
      return {kEast, kNort, kNoEa, kNoWe};
    default:
      return {};
  }
}

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

Bitboard line_squares(int sq, int dir8) {
  Bitboard squares = 0;
  for (int d : {dir8, opposite(dir8)}) {
    int f = file_of(sq) + dir8_file_step(d), r = rank_of(sq) + dir8_rank_step(d);
    for (; 0 <= f && f < 8 && 0 <= r && r < 8; f += dir8_file_step(d), r += dir8_rank_step(d)) {
      squares |= bit(make_square(f, r));
    }
  }
  return squares;
}

std::uint64_t enumerate_cases(Kind kind, Level level, std::uint8_t directions,
                              FunctionRef<bool(const Input&, Bitboard)> visit) {
  Enumerator e(level, visit);
  switch (kind) {
    case Kind::rank_attacks:
    case Kind::file_attacks:
    case Kind::diagonal_attacks:
    case Kind::antidiagonal_attacks:
      e.single_by_line(kind);
      break;
    case Kind::rook_attacks:
    case Kind::bishop_attacks:
      e.single_by_line(kind) && e.single_all_lines(kind, kind, level == Level::quick ? 1 : 3);
      break;
    case Kind::queen_attacks:
      e.single_by_line(kind) &&
          e.single_all_lines(kind, Kind::rook_attacks, level == Level::quick ? 1 : 3) &&
          e.single_all_lines(kind, Kind::bishop_attacks, level == Level::quick ? 1 : 3);
      break;
    case Kind::xray_rook_attacks:
    case Kind::xray_bishop_attacks:
      e.xray_by_line(kind) && e.xray_all_lines(kind);
      break;
    case Kind::sliding_attacks:
    case Kind::xray_sliding_attacks:
    case Kind::between:
      e.multi(kind, directions);
      break;
  }
  return e.cases();
}

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

KindResult check_kind(const Implementation& impl, Kind kind, Level level) {
  const auto start = std::chrono::steady_clock::now();
  KindResult result;
  result.kind = kind;
  std::optional<Mismatch> first;
  result.cases =
      enumerate_cases(kind, level, impl.directions, [&](const Input& in, Bitboard expected) {
        first = check_against(impl, in, expected);
        return !first;
      });
  if (first) result.mismatch = shrink_oracle_mismatch(impl, *first);
  result.seconds = seconds_since(start);
  return result;
}

KindResult check_queen_lines(const Implementation& impl, int first_sq, int last_sq) {
  const auto start = std::chrono::steady_clock::now();
  KindResult result;
  result.kind = Kind::queen_attacks;
  const SingleFn queen = impl.queen_attacks;
  for (int sq = first_sq; sq <= last_sq && !result.mismatch; ++sq) {
    // Per line: every subset with its oracle attacks, computed once.
    std::vector<std::pair<Bitboard, Bitboard>> per_line[4];
    const int dirs[4] = {kNoEa, kNoWe, kEast, kNort};
    for (int i = 0; i < 4; ++i) {
      for_each_subset(line_squares(sq, dirs[i]), [&](Bitboard s) {
        per_line[i].emplace_back(s, oracle::line_through(s, sq, dirs[i]));
        return true;
      });
    }
    // Own bit set with the off-line squares empty, and own bit clear with them
    // all occupied: both own-square states, and off-line dependence, in 2 calls.
    const Bitboard off = ~(line_squares(sq, kEast) | line_squares(sq, kNort) |
                           line_squares(sq, kNoEa) | line_squares(sq, kNoWe) | bit(sq));
    std::uint64_t cases = 0;
    for (auto [o0, e0] : per_line[0]) {
      for (auto [o1, e1] : per_line[1]) {
        for (auto [o2, e2] : per_line[2]) {
          const Bitboard o012 = o0 | o1 | o2, e012 = e0 | e1 | e2;
          for (auto [o3, e3] : per_line[3]) {
            const Bitboard occ = o012 | o3, expected = e012 | e3;
            const Bitboard got_set = queen(occ | bit(sq), sq);
            const Bitboard got_clear = queen(occ | off, sq);
            cases += 2;
            if (got_clear != expected || got_set != expected) [[unlikely]] {
              Mismatch m;
              m.impl = impl.name;
              m.subject = std::string("--builtin ") + impl.name;
              m.input = Input{.kind = Kind::queen_attacks,
                              .sq = sq,
                              .occ = got_set != expected ? occ | bit(sq) : occ | off};
              m.expected = expected;
              m.actual = got_set != expected ? got_set : got_clear;
              result.mismatch = shrink_oracle_mismatch(impl, m);
              goto done;
            }
          }
        }
      }
    }
  done:
    result.cases += cases;
  }
  result.seconds = seconds_since(start);
  return result;
}

}  // namespace slidercheck
