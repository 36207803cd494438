#include "generators.h"

#include "check/cases/position_cases.h"
#include "slidercheck/board.h"
#include "slidercheck/enumerate.h"

namespace slidercheck {

namespace {

using Next = FunctionRef<std::uint64_t()>;

constexpr Bitboard kRim = 0xFF818181818181FFull;  // ranks 1 and 8, files a and h

// Returns 1/8, 1/16 or 1/32 of the squares.
Bitboard sparse(Next next) {
  Bitboard bb = next() & next() & next();
  for (int extra = static_cast<int>(next() % 3); extra > 0; --extra) bb &= next();
  return bb;
}

// Returns 3/4 or 7/8 of the squares.
Bitboard dense(Next next) {
  Bitboard bb = next() | next();
  if (next() & 1) bb |= next();
  return bb;
}

Bitboard lines_through(int sq, const std::vector<int>& dirs) {
  Bitboard lines = 0;
  for (int dir : dirs) lines |= line_squares(sq, dir);
  return lines;
}

// Returns, on each ray of sq along dirs (both ways), one blocker at a random
// distance or none.
Bitboard first_blockers(int sq, const std::vector<int>& dirs, Next next) {
  Bitboard blockers = 0;
  for (int line : dirs) {
    for (int dir : {line, opposite(line)}) {
      int squares[7], n = 0;
      int f = file_of(sq) + dir8_file_step(dir), r = rank_of(sq) + dir8_rank_step(dir);
      for (; 0 <= f && f < 8 && 0 <= r && r < 8;
           f += dir8_file_step(dir), r += dir8_rank_step(dir)) {
        squares[n++] = make_square(f, r);
      }
      const int pick = static_cast<int>(next() % (n + 1));  // 0 = no blocker
      if (pick > 0) blockers |= square_bb(squares[pick - 1]);
    }
  }
  return blockers;
}

// Returns occupied squares in mode, around sq and its lines along dirs.
Bitboard occupancy(Mode mode, int sq, const std::vector<int>& dirs, Next next) {
  switch (mode) {
    case Mode::uniform:
      return next();
    case Mode::sparse:
      return sparse(next);
    case Mode::dense:
      return dense(next);
    case Mode::edge_heavy:
      return (kRim & dense(next)) | sparse(next);
    case Mode::line_only: {
      const Bitboard lines = lines_through(sq, dirs);
      return lines & ((next() & 1) ? next() : sparse(next));
    }
    case Mode::rays:
      return first_blockers(sq, dirs, next);
  }
  return 0;
}

}  // namespace

const char* mode_name(Mode mode) {
  switch (mode) {
    case Mode::uniform:
      return "uniform";
    case Mode::sparse:
      return "sparse";
    case Mode::dense:
      return "dense";
    case Mode::edge_heavy:
      return "edge_heavy";
    case Mode::line_only:
      return "line_only";
    case Mode::rays:
      return "rays";
  }
  return "??";
}

Input make_input(Kind kind, Mode mode, FunctionRef<std::uint64_t()> next) {
  Input in;
  in.kind = kind;
  if (is_position_kind(kind)) {  // a random game-like position (check/cases/position_cases.h)
    Rng rng{next()};
    return enumeration::random_position_case(kind, rng);
  }
  if (is_pair(kind)) {
    // Two squares; on the line-minded modes b shares a line with a (or is a).
    in.sq = static_cast<int>(next() % kSquares);
    in.sq2 = static_cast<int>(next() % kSquares);
    if (mode == Mode::line_only || mode == Mode::rays) {
      const Bitboard line = line_squares(in.sq, static_cast<int>(next() % kDirections));
      const int n = popcount(line);
      if (n == 0 || next() % 8 == 0) {
        in.sq2 = in.sq;
      } else {
        Bitboard rest = line;
        for (int i = static_cast<int>(next() % n); i > 0; --i) rest &= rest - 1;
        in.sq2 = __builtin_ctzll(rest);
      }
    }
    return in;
  }
  if (is_leaper(kind)) {
    // A square, a color; sets: one square, a sparse set, a dense one, or squares
    // of the a, b, g and h files (where the shifts wrap).
    in.sq = static_cast<int>(next() % kSquares);
    if (has_color(kind)) in.color = static_cast<int>(next() & 1);
    if (takes_direction(kind)) in.dir8 = static_cast<int>(next() % kDirections);  // shift_one
    if (is_set_kind(kind)) {
      switch (next() % 4) {
        case 0:
          in.set = square_bb(in.sq);
          break;
        case 1:
          in.set = sparse(next);
          break;
        case 2:
          in.set = next();
          break;
        default:
          in.set = next() & 0xC3C3C3C3C3C3C3C3ull;
          break;
      }
    }
    // The pushes' empty squares: none, all, the squares not in set, or any.
    if (is_pawn_push(kind)) {
      const std::uint64_t e = next();
      in.empty = e % 4 == 0 ? 0 : e % 4 == 1 ? ~Bitboard{0} : e % 4 == 2 ? ~in.set : next();
    }
    return in;
  }
  if (is_sees(kind)) {
    // from, and to on one of from's lines most of the time (or anywhere, or
    // from itself); the occupancy of the mode, both ends' bits at random.
    in.sq = static_cast<int>(next() % kSquares);
    in.sq2 = static_cast<int>(next() % kSquares);
    const Bitboard line = lines_through(in.sq, line_dirs(kind)) & ~square_bb(in.sq);
    if (line && next() % 4 != 0) {
      Bitboard rest = line;
      for (int i = static_cast<int>(next() % popcount(line)); i > 0; --i) rest &= rest - 1;
      in.sq2 = __builtin_ctzll(rest);
    } else if (next() % 8 == 0) {
      in.sq2 = in.sq;
    }
    const Bitboard ends = square_bb(in.sq) | square_bb(in.sq2);
    in.occ = (occupancy(mode, in.sq, line_dirs(kind), next) & ~ends) | (ends & next());
    return in;
  }
  if (is_slider_set(kind)) {
    // One slider, a few, or a sparse set; on the line-minded modes the others
    // on the first one's lines. Each slider's own square occupied or not.
    const int anchor = static_cast<int>(next() % kSquares);
    switch (next() % 3) {
      case 0:
        in.sliders = square_bb(anchor);
        break;
      case 1:
        for (int i = static_cast<int>(2 + next() % 3); i > 0; --i)
          in.sliders |= square_bb(static_cast<int>(next() % kSquares));
        break;
      default:
        in.sliders = sparse(next);
        break;
    }
    if (mode == Mode::line_only || mode == Mode::rays)
      in.sliders = (in.sliders & lines_through(anchor, line_dirs(kind))) | square_bb(anchor);
    in.occ = (occupancy(mode, anchor, line_dirs(kind), next) & ~in.sliders) | (in.sliders & next());
    return in;
  }
  if (!is_multi(kind)) {
    in.sq = static_cast<int>(next() % kSquares);
    const Bitboard own = square_bb(in.sq);
    // A ray kind: a direction, and the line it lies on (both ways).
    if (is_ray(kind)) in.dir8 = static_cast<int>(next() % kDirections);
    const std::vector<int> dirs = is_ray(kind) ? std::vector<int>{in.dir8} : line_dirs(kind);
    in.occ = (occupancy(mode, in.sq, dirs, next) & ~own) | ((next() & 1) ? own : 0);
    if (takes(kind, Field::blockers)) {
      switch (next() % 4) {
        case 0:
          in.blockers = 0;
          break;
        case 1:
          in.blockers = in.occ;
          break;
        default:
          in.blockers = in.occ & next();
          break;
      }
    }
    return in;
  }
  in.dir8 = static_cast<int>(next() % kDirections);
  const int anchor = static_cast<int>(next() % kSquares);
  const bool on_line = mode == Mode::line_only || mode == Mode::rays;
  const Bitboard line = line_squares(anchor, in.dir8) | square_bb(anchor);
  Bitboard occupied = occupancy(mode, anchor, {in.dir8}, next);
  switch (next() % 3) {
    case 0:
      in.sliders = square_bb(anchor);
      break;
    case 1:
      for (int i = static_cast<int>(2 + next() % 3); i > 0; --i) {
        in.sliders |= square_bb(static_cast<int>(next() % kSquares));
      }
      break;
    default:
      in.sliders = sparse(next);
      break;
  }
  if (on_line) in.sliders = (in.sliders & line) | square_bb(anchor);
  // Each slider's own square is occupied or empty at random.
  occupied = (occupied & ~in.sliders) | (in.sliders & next());
  in.empty = ~occupied;
  if (info(kind).extra == Extra::blockers)
    in.blockers = occupied & ((next() & 1) ? ~Bitboard{0} : next());
  if (info(kind).extra == Extra::targets)
    in.targets = occupied & ~in.sliders & ((next() & 1) ? ~Bitboard{0} : next());
  return in;
}

rc::Gen<Input> gen_input(Kind kind) {
  return rc::Gen<Input>([kind](const rc::Random& random, int /*size*/) {
    rc::Random r = random;
    auto next = [&r] { return r.next(); };
    const Mode mode = kModes[next() % kModes.size()];
    return rc::shrinkable::shrinkRecur(make_input(kind, mode, next), [](const Input& in) {
      return rc::seq::fromContainer(smaller_inputs(in));
    });
  });
}

void showValue(const Input& in, std::ostream& os) {
  os << kind_name(in.kind) << argument_options(in);
  os << " (" << popcount(pieces_of(in)) << " pieces)";
}

}  // namespace slidercheck
