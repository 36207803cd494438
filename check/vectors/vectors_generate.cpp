// Conformance vectors: generated, and their flags computed.
//
// Expected results come from the oracle; the flags are computed from each
// input by walking (file, rank) rays (oracle::ray on an empty board gives a
// line's squares), so they describe the input and are never assigned by hand,
// except Random and Regression, which say how an input was chosen.
#include <bit>
#include <cctype>
#include <cstdio>
#include <cstring>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include "check/cases/position_cases.h"
#include "slidercheck/implementation.h"
#include "slidercheck/oracle.h"
#include "slidercheck/planted.h"
#include "slidercheck/random.h"
#include "slidercheck/vectors.h"

namespace slidercheck::vectors {

namespace {

constexpr FlagInfo kFlagInfos[kFlags] = {
    {Flag::Corner, "Corner", "EDGE_CASE", "A slider stands on a corner square (a1, h1, a8, h8)."},
    {Flag::EdgeFile, "EdgeFile", "EDGE_CASE", "A slider stands on the a-file or the h-file."},
    {Flag::EdgeRank, "EdgeRank", "EDGE_CASE", "A slider stands on rank 1 or rank 8."},
    {Flag::EmptyBoard, "EmptyBoard", "BASIC",
     "No square is occupied apart from the sliders themselves (and, for between, the targets)."},
    {Flag::FullBoard, "FullBoard", "BASIC",
     "Every square is occupied, except possibly the sliders' own squares."},
    {Flag::OwnBitSet, "OwnBitSet", "OWN_BIT",
     "A slider's own square is occupied (its bit is set in occ, or clear in empty)."},
    {Flag::OwnBitClear, "OwnBitClear", "OWN_BIT",
     "A slider's own square is empty (its bit is clear in occ, or set in empty): the result must "
     "not change."},
    {Flag::OffLineNoise, "OffLineNoise", "OFF_LINE",
     "Squares off the sliders' lines (for the multi-slider kinds: off every slider's ray in dir8 "
     "and every target's ray back) are occupied: the result must not depend on them."},
    {Flag::RayToEdge, "RayToEdge", "EDGE_CASE",
     "A ray meets no piece and runs to the board's edge: the empty edge square is attacked."},
    {Flag::FirstBlockerOnEdge, "FirstBlockerOnEdge", "EDGE_CASE",
     "A ray's first occupied square is the last square of the line, on the board's edge."},
    {Flag::Wrap, "Wrap", "WRAP",
     "A ray leaves the board over the a-file or the h-file at an empty square (or at once), and "
     "one more step in index space (+1, -1, +7, -7, +9, -9) would land on the other side of the "
     "board: an implementation that shifts without masking wraps around."},
    {Flag::MultipleSliders, "MultipleSliders", "BASIC", "More than one slider."},
    {Flag::SliderBlocksSlider, "SliderBlocksSlider", "BASIC",
     "A slider stands on another slider's ray in dir8."},
    {Flag::XraySecondBlocker, "XraySecondBlocker", "XRAY",
     "A first hit is a blocker and another occupied square lies behind it: the x-ray stops there "
     "and includes it."},
    {Flag::XrayToEdge, "XrayToEdge", "XRAY",
     "A first hit is a blocker and nothing lies behind it: the x-ray runs to the board's edge."},
    {Flag::XrayIgnoredBlocker, "XrayIgnoredBlocker", "XRAY",
     "Some blockers are not first hits (behind another piece, or off the lines): they must be "
     "ignored."},
    {Flag::XrayNoHit, "XrayNoHit", "XRAY", "No first hit is a blocker: the x-ray result is 0."},
    {Flag::ZeroResult, "ZeroResult", "BASIC", "The expected result is 0."},
    {Flag::Random, "Random", "BASIC",
     "The input was drawn from a fixed pseudo-random sequence (the same on every run)."},
    {Flag::Regression, "Regression", "KNOWN_BUG",
     "An input on which a known wrong implementation fails: the occupancy of the planted needle "
     "(slidercheck list --planted), wrong on this input only."},
};

constexpr int kShift[kDirections] = {+9, +1, -7, -8, -9, -1, +7, +8};

constexpr Bitboard bit(int sq) { return Bitboard{1} << sq; }
constexpr bool has(Bitboard bb, int sq) { return (bb >> sq) & 1; }

// Returns the square k steps from sq in dir8, or -1 off the board.
int nth(int sq, int dir8, int k) {
  const int f = file_of(sq) + k * dir8_file_step(dir8);
  const int r = rank_of(sq) + k * dir8_rank_step(dir8);
  return (0 <= f && f < 8 && 0 <= r && r < 8) ? make_square(f, r) : -1;
}

// Returns the bitboard of nth(sq, dir8, k), or 0.
Bitboard nth_bb(int sq, int dir8, int k) {
  const int to = nth(sq, dir8, k);
  return to < 0 ? 0 : bit(to);
}

// Returns every square from sq in dir8 up to the edge.
Bitboard full_ray(int sq, int dir8) { return oracle::ray(0, sq, dir8); }

// Returns the farthest square of a non-empty ray in dir8.
int farthest(Bitboard ray, int dir8) {
  return kShift[dir8] > 0 ? 63 - std::countl_zero(ray) : std::countr_zero(ray);
}

// Returns the directions of the rays of a single-slider or x-ray kind (a ray
// kind: in's direction alone).
std::vector<int> dirs_of(Kind kind, int dir8 = 0) {
  if (is_ray(kind)) return {dir8};
  std::vector<int> dirs;
  for (int d = 0; d < kDirections; ++d)
    if ((info(kind).lines >> d) & 1) dirs.insert(dirs.end(), {d, opposite(d)});
  if (dirs.empty()) return {0, 1, 2, 3, 4, 5, 6, 7};
  return dirs;
}

// Returns the flags of one ray of a slider on sq in dir8 through occ; adds the
// first hit to *hits when it is in blockers (x-ray kinds).
std::uint32_t ray_flags(int sq, int dir8, Bitboard occ, const Bitboard* blockers, Bitboard* hits) {
  std::uint32_t flags = 0;
  const Bitboard full = full_ray(sq, dir8);
  const Bitboard ray = oracle::ray(occ, sq, dir8);
  const int end = ray ? farthest(ray, dir8) : sq;
  const bool blocked = ray && has(occ, end);
  if (ray && !blocked) flags |= flag_bit(Flag::RayToEdge);
  if (blocked && ray == full) flags |= flag_bit(Flag::FirstBlockerOnEdge);
  if (!blocked) {
    const int next_file = file_of(end) + dir8_file_step(dir8);
    const int index = end + kShift[dir8];
    if ((next_file < 0 || next_file > 7) && 0 <= index && index < 64) flags |= flag_bit(Flag::Wrap);
  }
  if (blockers && blocked && has(*blockers, end)) {
    *hits |= bit(end);
    const Bitboard beyond = oracle::ray(occ, end, dir8);
    if (beyond && has(occ, farthest(beyond, dir8)))
      flags |= flag_bit(Flag::XraySecondBlocker);
    else if (beyond)
      flags |= flag_bit(Flag::XrayToEdge);
  }
  return flags;
}

std::uint32_t square_flags(int sq) {
  std::uint32_t flags = 0;
  const bool edge_file = file_of(sq) == 0 || file_of(sq) == 7;
  const bool edge_rank = rank_of(sq) == 0 || rank_of(sq) == 7;
  if (edge_file) flags |= flag_bit(Flag::EdgeFile);
  if (edge_rank) flags |= flag_bit(Flag::EdgeRank);
  if (edge_file && edge_rank) flags |= flag_bit(Flag::Corner);
  return flags;
}

// Collects vectors, without duplicate inputs, numbering them 1..N. A duplicate
// input only adds its extra flags to the first one.
class Builder {
 public:
  void add(const Input& in, std::string comment, std::uint32_t extra = 0) {
    const auto key =
        std::make_tuple(static_cast<int>(in.kind), in.sq, in.dir8, in.occ, in.blockers, in.sliders,
                        in.empty, in.targets, in.sq2, in.color, in.set, position_hex(in.pos));
    const auto [it, inserted] = seen_.emplace(key, vectors_.size());
    if (!inserted) {
      vectors_[it->second].flags |= extra;
      return;
    }
    Vector v;
    v.tc_id = static_cast<int>(vectors_.size()) + 1;
    v.comment = std::move(comment);
    v.input = in;
    v.expected = oracle::eval(in);
    v.flags = computed_flags(in, v.expected) | extra;
    vectors_.push_back(std::move(v));
  }
  std::vector<Vector> take() { return std::move(vectors_); }

 private:
  std::map<std::tuple<int, int, int, Bitboard, Bitboard, Bitboard, Bitboard, Bitboard, int, int,
                      Bitboard, std::string>,
           std::size_t>
      seen_;
  std::vector<Vector> vectors_;
};

// Returns the start of a test's comment (the group names the function).
std::string on(int sq) { return "from " + square_name(sq); }

void add_single(Builder& b, Kind kind, Rng& rng, int dir8 = 0) {
  const std::vector<int> dirs = dirs_of(kind, dir8);
  const std::string where = is_ray(kind) ? std::string(" ") + dir8_name(dir8) : "";
  for (int sq = 0; sq < kSquares; ++sq) {
    const Bitboard own = bit(sq);
    Bitboard line = 0, edges = 0, adjacent = 0, before_edge = 0;
    for (int d : dirs) {
      const Bitboard full = full_ray(sq, d);
      line |= full;
      if (full) edges |= bit(farthest(full, d));
      adjacent |= nth_bb(sq, d, 1);
      if (popcount(full) >= 2) before_edge |= bit(farthest(full, d) - kShift[d]);
    }
    const Bitboard off = ~line & ~own;
    auto add = [&](Bitboard occ, const char* what, std::uint32_t extra = 0) {
      Input in;
      in.kind = kind;
      in.sq = sq;
      in.dir8 = dir8;
      in.occ = occ;
      b.add(in, on(sq) + where + ": " + what, extra);
    };
    add(0, "empty board, own square empty");
    add(own, "only the slider's own square occupied");
    add(~Bitboard{0}, "full board");
    add(~own, "full board but the slider's own square");
    add(off, "lines empty, every off-line square occupied");
    add(off | own, "lines empty, every off-line square and the own square occupied");
    add(edges | own, "only the lines' edge squares and the own square occupied");
    add(edges | off, "edge squares and off-line squares occupied, own square empty");
    add(adjacent | off | own, "a piece next to the slider on every ray, off-line squares occupied");
    add(before_edge | own, "a piece on the square before the edge on every ray, edges empty");
    const Bitboard dense = rng.next();
    add(dense, "pseudo-random occupancy, about half the squares", flag_bit(Flag::Random));
    const Bitboard sparse = rng.next() & rng.next();
    add(sparse, "pseudo-random occupancy, about a quarter of the squares", flag_bit(Flag::Random));
  }
  if (is_plain_slider(kind)) {
    bool has_east = false;
    for (int d : dirs) has_east |= d == kEast;
    if (has_east) {
      Input in;
      in.kind = kind;
      in.sq = kNeedleSquare;
      in.dir8 = dir8;
      in.occ = kNeedleOcc;
      b.add(in, on(kNeedleSquare) + where + ": the planted needle's occupancy (e4 b4 g4 e2 e7)",
            flag_bit(Flag::Regression));
    }
  }
}

void add_xray(Builder& b, Kind kind, Rng& rng) {
  const std::vector<int> dirs = dirs_of(kind);
  for (int sq = 0; sq < kSquares; ++sq) {
    const Bitboard own = bit(sq);
    Bitboard line = 0, edges = 0, d1 = 0, d2 = 0, d3 = 0;
    for (int d : dirs) {
      const Bitboard full = full_ray(sq, d);
      line |= full;
      if (full) edges |= bit(farthest(full, d));
      d1 |= nth_bb(sq, d, 1);
      d2 |= nth_bb(sq, d, 2);
      d3 |= nth_bb(sq, d, 3);
    }
    const Bitboard off = ~line & ~own;
    auto add = [&](Bitboard occ, Bitboard blockers, const char* what, std::uint32_t extra = 0) {
      Input in;
      in.kind = kind;
      in.sq = sq;
      in.occ = occ;
      in.blockers = blockers & occ;
      b.add(in, on(sq) + ": " + what, extra);
    };
    add(0, 0, "empty board, no blockers");
    add(d1 | d3 | own, d1, "the adjacent pieces are blockers, a second piece two squares behind");
    add(d1 | d3, d1 | d3, "every piece a blocker: only the first hits count, own square empty");
    add(d1 | d3 | own, d3, "only the pieces behind the first hits are blockers: no x-ray");
    add(d2, d2, "a blocker two squares away on every ray, nothing behind it");
    add(d1 | edges | own, d1, "the adjacent pieces are blockers, the second pieces on the edge");
    add(d1 | d3 | off, d1 | off, "the adjacent pieces and every off-line square are blockers");
    add(~Bitboard{0}, ~Bitboard{0}, "full board, every square a blocker");
    add(~own, d1, "full board but the own square, the adjacent pieces are blockers");
    const Bitboard dense = rng.next();
    add(dense, rng.next(), "pseudo-random occupancy and blockers", flag_bit(Flag::Random));
    const Bitboard sparse = rng.next() & rng.next();
    add(sparse, rng.next() | rng.next(), "sparse pseudo-random occupancy, most pieces blockers",
        flag_bit(Flag::Random));
  }
  // The planted needle lies on a rank: the x-ray kinds that look along ranks.
  if (!is_plain_slider(kind) && (info(kind).lines & kLineRank)) {
    auto add = [&](Bitboard blockers, const char* what) {
      Input in;
      in.kind = kind;
      in.sq = kNeedleSquare;
      in.occ = kNeedleOcc;
      in.blockers = blockers;
      b.add(in, on(kNeedleSquare) + ": the planted needle's occupancy (e4 b4 g4 e2 e7), " + what,
            flag_bit(Flag::Regression));
    };
    add(square_bb(52), "e7 a blocker");
    add(kNeedleOcc, "every piece a blocker");
  }
}

// Returns the squares whose ray in dir8 is empty: the edge dir8 points to.
Bitboard edge_towards(int dir8) {
  Bitboard edge = 0;
  for (int sq = 0; sq < kSquares; ++sq)
    if (!full_ray(sq, dir8)) edge |= bit(sq);
  return edge;
}

// Returns the squares one step from the squares of bb in dir8.
Bitboard step_all(Bitboard bb, int dir8) {
  Bitboard result = 0;
  for (; bb; bb &= bb - 1) result |= nth_bb(std::countr_zero(bb), dir8, 1);
  return result;
}

void add_multi(Builder& b, Kind kind, Rng& rng) {
  for (int d = 0; d < kDirections; ++d) {
    auto add = [&](Bitboard sliders, Bitboard empty, Bitboard extra, const std::string& what,
                   std::uint32_t flags = 0) {
      Input in;
      in.kind = kind;
      in.dir8 = d;
      in.sliders = sliders;
      in.empty = empty;
      if (has_extra(kind)) extra_field(in) = extra;
      b.add(in, dir8_name(d) + std::string(": ") + what, flags);
    };
    const Bitboard near_edge = edge_towards(d), far_edge = edge_towards(opposite(d));
    for (int sq = 0; sq < kSquares; ++sq) {
      const Bitboard own = bit(sq), full = full_ray(sq, d);
      const std::string from = "slider on " + square_name(sq) + ", ";
      const Bitboard end = full ? bit(farthest(full, d)) : 0;
      const Bitboard d1 = nth_bb(sq, d, 1), d2 = nth_bb(sq, d, 2), d3 = nth_bb(sq, d, 3);
      const Bitboard off = ~full & ~own;
      const int variant = (file_of(sq) + rank_of(sq)) % 4;
      const Compose compose = info(kind).compose;
      if (compose == Compose::union_over_sliders) {
        add(own, ~own, 0, from + "empty board");
        add(own, full | own, 0, from + "own square empty, every square off its ray occupied");
      } else if (compose == Compose::xray_fill_of_base) {
        if (variant == 0)
          add(own, ~(own | d1 | d3), d1, from + "the next square a blocker, a piece behind it");
        if (variant == 1) add(own, ~(own | d2), d2, from + "a blocker, nothing behind it");
        if (variant == 2)
          add(own, ~(d1 | d3), d1 | d3, from + "own square empty, every piece a blocker");
        if (variant == 3)
          add(own, ~(own | d1 | d3 | off), d1 | off,
              from + "the next square and every square off the ray are blockers");
      } else {
        if (variant == 0) add(own, ~(own | end), end, from + "the target on the edge");
        if (variant == 1)
          add(own, full & ~d2, d2, from + "a target two squares away, every other square occupied");
        if (variant == 2) add(own, ~own, end, from + "the target on the edge on an empty square");
        if (variant == 3)
          add(own, ~(own | end | d1), end, from + "the target on the edge, a piece in between");
      }
    }
    const Bitboard all = ~Bitboard{0};
    if (!has_extra(kind)) {
      add(near_edge, ~near_edge, 0, "sliders on the edge dir8 points to, empty board");
      add(far_edge, ~far_edge, 0, "sliders on the far edge, empty board");
      add(all, all, 0, "every square a slider on an empty square");
      add(all, 0, 0, "every square a slider, full board");
    } else if (info(kind).compose == Compose::xray_fill_of_base) {
      const Bitboard next = step_all(far_edge, d);
      add(far_edge, ~(far_edge | next), next, "sliders on the far edge, the next squares blockers");
      add(near_edge, ~near_edge, all, "sliders on the edge dir8 points to, everything a blocker");
      add(all, 0, all, "every square a slider and a blocker, full board");
    } else {
      add(far_edge, ~(far_edge | near_edge), near_edge, "sliders and targets on opposite edges");
      add(near_edge, ~(far_edge | near_edge), far_edge, "sliders and targets swapped");
      add(all, 0, all, "every square a slider and a target, full board");
    }
    for (int s : {27, 36}) {  // d4, e5: three steps fit in every direction
      const Bitboard pair = bit(s) | nth_bb(s, d, 2);
      const Bitboard d3 = nth_bb(s, d, 3);
      const std::string what = "sliders on " + square_name(s) + " and two squares on";
      if (!has_extra(kind)) {
        add(pair, ~pair, 0, what);
        add(pair, ~bit(s), 0, what + ", the second on an empty square");
      } else {
        add(pair, ~(pair | d3), d3, what + ", a blocker or target behind");
      }
    }
    for (int i = 0; i < 6; ++i) {
      const Bitboard sliders = rng.next() & rng.next() & rng.next();
      Bitboard empty = rng.next() | rng.next();
      if (i % 2) empty &= ~sliders;  // half of them with the sliders' squares occupied
      const Bitboard extra = has_extra(kind) ? ~empty & rng.next() : 0;
      add(sliders, empty, extra, "pseudo-random sliders and occupancy", flag_bit(Flag::Random));
    }
  }
}

// Pair kinds: for every square a, b = a, then in each direction the next
// square, the one after it and the edge square, then a knight's jump away (no
// shared line) and a pseudo-random b.
void add_pair(Builder& b, Kind kind, Rng& rng) {
  for (int a = 0; a < kSquares; ++a) {
    auto add = [&](int to, const std::string& what, std::uint32_t flags = 0) {
      Input in;
      in.kind = kind;
      in.sq = a;
      in.sq2 = to;
      b.add(in, "a " + square_name(a) + ", b " + square_name(to) + ": " + what, flags);
    };
    add(a, "the same square");
    for (int d = 0; d < kDirections; ++d) {
      const Bitboard full = full_ray(a, d);
      if (!full) continue;
      add(nth(a, d, 1), std::string("adjacent, ") + dir8_name(d));
      if (nth(a, d, 2) >= 0) add(nth(a, d, 2), std::string("one square between, ") + dir8_name(d));
      add(farthest(full, d), std::string("the edge square, ") + dir8_name(d));
    }
    const int jump = nth(a, kNort, 2) >= 0
                         ? nth(nth(a, kNort, 2), file_of(a) < 7 ? kEast : kWest, 1)
                         : nth(nth(a, kSout, 2), file_of(a) < 7 ? kEast : kWest, 1);
    add(jump, "a knight's jump: no shared line");
    add(static_cast<int>(rng.next() & 63), "pseudo-random b", flag_bit(Flag::Random));
  }
}

// Leaper kinds, per color of the pawn kinds. One square: every square. Sets:
// the empty set, the full board, every single file and every single rank, the
// edge files (a, b, g, h) together, every single square, pairs of neighbours
// on the edges, and pseudo-random sets.
void add_leaper(Builder& b, Kind kind, Rng& rng, int dir8 = 0) {
  for (int color = 0; color < (has_color(kind) ? 2 : 1); ++color) {
    const std::string side = has_color(kind) ? (color ? "black, " : "white, ")
                             : takes_direction(kind)
                                 ? std::string(direction_name(kind, dir8)) + ", "
                                 : "";
    auto add = [&](int sq, Bitboard set, const std::string& what, std::uint32_t flags = 0) {
      Input in;
      in.kind = kind;
      in.color = color;
      in.dir8 = dir8;
      if (is_set_kind(kind))
        in.set = set;
      else
        in.sq = sq;
      b.add(in, side + what, flags);
    };
    if (!is_set_kind(kind)) {
      for (int sq = 0; sq < kSquares; ++sq) add(sq, 0, on(sq));
      continue;
    }
    constexpr Bitboard kFileA = 0x0101010101010101ull;
    add(0, 0, "the empty set");
    add(0, ~Bitboard{0}, "every square");
    for (int i = 0; i < 8; ++i) {
      add(0, kFileA << i, std::string("the ") + char('a' + i) + "-file");
      add(0, Bitboard{0xFF} << (8 * i), "rank " + std::to_string(i + 1));
    }
    add(0, 0xC3C3C3C3C3C3C3C3ull, "the a-, b-, g- and h-files");
    for (int sq = 0; sq < kSquares; ++sq) add(0, bit(sq), "only " + square_name(sq));
    for (int sq : {0, 7, 56, 63, 24, 31})
      add(0, bit(sq) | bit(sq ^ 1), "two squares from " + square_name(sq));
    for (int i = 0; i < 12; ++i)
      add(0, rng.next() & rng.next(), "pseudo-random set", flag_bit(Flag::Random));
  }
}

// Pawn pushes, per color: the start ranks onto empty ranks, every pawn of
// every rank with every square empty (rank 1 and 8 included: off the board is
// nothing), rank 3 or 6 full, pawns on empty squares, every file alone, and
// pseudo-random pawns and empty squares.
void add_push(Builder& b, Kind kind, Rng& rng) {
  for (int color = 0; color < 2; ++color) {
    const std::string side = color ? "black, " : "white, ";
    auto add = [&](Bitboard set, Bitboard empty, const std::string& what, std::uint32_t flags = 0) {
      Input in{.kind = kind, .empty = empty, .color = color, .set = set};
      b.add(in, side + what, flags);
    };
    const Bitboard all = ~Bitboard{0}, ranks_2_7 = 0x00FF00000000FF00ull;
    add(ranks_2_7, 0x0000FFFFFFFF0000ull, "pawns on ranks 2 and 7, ranks 3 to 6 empty");
    for (int r = 0; r < 8; ++r)
      add(Bitboard{0xFF} << (8 * r), all, "rank " + std::to_string(r + 1) + ", every square empty",
          r == 0 || r == 7 ? flag_bit(Flag::EdgeRank) : 0);
    add(ranks_2_7, all & ~0x0000FF0000FF0000ull, "ranks 3 and 6 full");
    add(ranks_2_7, all & ~0x000000FFFF000000ull, "ranks 4 and 5 full");
    add(all, all, "every square a pawn and empty");
    add(0, all, "no pawns");
    add(ranks_2_7, 0, "no empty square");
    for (int f = 0; f < 8; ++f)
      add(0x0101010101010101ull << f, all, std::string("the ") + char('a' + f) + "-file");
    for (int i = 0; i < 40; ++i)
      add(rng.next() & rng.next(), rng.next() | rng.next(), "pseudo-random pawns and empty",
          flag_bit(Flag::Random));
  }
}

// Sees kinds, from every square: in each direction the next square on a full
// board and the edge square on an empty board (from occupied on every other
// square) and behind a piece; from itself, a knight's jump (no shared line),
// from the h-file (a-file) the next (previous) index, which is on another
// rank; then pseudo-random squares and occupancies.
void add_sees(Builder& b, Kind kind, Rng& rng) {
  for (int from = 0; from < kSquares; ++from) {
    const Bitboard own = (file_of(from) + rank_of(from)) % 2 ? bit(from) : 0;
    auto add = [&](int to, Bitboard occ, const std::string& what, std::uint32_t flags = 0) {
      Input in{.kind = kind, .sq = from, .sq2 = to};
      in.occ = occ;
      b.add(in, "from " + square_name(from) + ", to " + square_name(to) + ": " + what, flags);
    };
    for (int d = 0; d < kDirections; ++d) {
      const Bitboard full = full_ray(from, d);
      if (!full) continue;
      const int next = nth(from, d, 1), edge = farthest(full, d);
      add(next, ~Bitboard{0}, std::string("the next square ") + dir8_name(d) + ", full board");
      add(edge, own, std::string("the edge square ") + dir8_name(d) + ", empty board");
      if (edge != next)
        add(edge, own | bit(next) | bit(edge),
            std::string("the edge square ") + dir8_name(d) + " behind a piece");
    }
    add(from, bit(from), "from itself");
    const int jump = nth(from, kNort, 2) >= 0
                         ? nth(nth(from, kNort, 2), file_of(from) < 7 ? kEast : kWest, 1)
                         : nth(nth(from, kSout, 2), file_of(from) < 7 ? kEast : kWest, 1);
    add(jump, own, "a knight's jump: no shared line");
    if (file_of(from) == 7 && from < 63) add(from + 1, 0, "the next index, on the next rank");
    if (file_of(from) == 0 && from > 0) add(from - 1, 0, "the previous index, on the rank below");
    add(static_cast<int>(rng.next() & 63), rng.next() & rng.next(),
        "pseudo-random to and occupancy", flag_bit(Flag::Random));
  }
}

// Set_attacks kinds: no slider; each single slider on an empty board, on a
// full one and on a pseudo-random occupancy; two sliders two squares apart on
// a line, one behind the other, the sliders occupied and the square between
// empty; all 64 squares; the planted needle's occupancy from e4; then
// pseudo-random sets.
void add_slider_set(Builder& b, Kind kind, Rng& rng) {
  auto add = [&](Bitboard sliders, Bitboard occ, const std::string& what, std::uint32_t flags = 0) {
    Input in{.kind = kind, .occ = occ, .sliders = sliders};
    b.add(in, what, flags);
  };
  add(0, 0, "no slider, empty board");
  add(0, ~Bitboard{0}, "no slider, full board");
  for (int sq = 0; sq < kSquares; ++sq) {
    add(bit(sq), 0, "a slider on " + square_name(sq) + ", empty board");
    add(bit(sq), ~Bitboard{0}, "a slider on " + square_name(sq) + ", full board");
    add(bit(sq), rng.next() & rng.next(), "a slider on " + square_name(sq) + ", pseudo-random",
        flag_bit(Flag::Random));
    for (int d : {kEast, kNort, kNoEa, kNoWe}) {
      const int two = nth(sq, d, 2);
      if (two < 0) continue;
      add(bit(sq) | bit(two), bit(sq) | bit(two),
          "sliders on " + square_name(sq) + " and " + square_name(two) + " (" + dir8_name(d) +
              "), occupied");
    }
  }
  add(~Bitboard{0}, ~Bitboard{0}, "a slider on every square");
  if (info(kind).lines & kLineRank)
    add(bit(kNeedleSquare), kNeedleOcc,
        "a slider on e4, the planted needle's occupancy (e4 b4 g4 e2 e7)",
        flag_bit(Flag::Regression));
  for (int i = 0; i < 12; ++i) {
    const Bitboard sliders = rng.next() & rng.next() & rng.next();
    add(sliders, (rng.next() & rng.next()) | (i % 2 ? sliders : 0), "pseudo-random sliders",
        flag_bit(Flag::Random));
  }
}

// Position kinds: the perft suites' positions, for both colors, on the kings'
// squares and (the kinds that take any square) a few more; then pseudo-random
// game-like positions. Every case is game-like (the default domain).
void add_position(Builder& b, Kind kind, Rng& rng) {
  auto add = [&](const Input& in, const std::string& what, std::uint32_t flags = 0) {
    if (!outside_domain(in, PositionContracts{}).empty()) return;
    b.add(shape_fields(in), what, flags);  // the kind's arguments only, as a reader reads them
  };
  for (const char* const* fen = enumeration::kPerftFens; *fen; ++fen) {
    const std::optional<Position> pos = parse_fen(*fen);
    if (!pos) continue;
    for (int color = 0; color < 2; ++color) {
      Input in{.kind = kind};
      in.pos = *pos;
      in.color = color;
      in.occ = occupied(*pos);
      const int king = __builtin_ctzll(pieces(*pos, color, kKing));
      const std::string what = std::string("perft position ") + *fen;
      in.sq = king;
      add(in, what + ", " + (color ? "black" : "white") + "'s king");
      if (!takes(kind, Field::sq) || takes_king(kind)) continue;
      for (int sq : {27, 28, 35, 36, 0, 63}) {
        in.sq = sq;
        add(in, what + ", " + square_name(sq));
      }
    }
  }
  for (int i = 0; i < 96; ++i)
    add(enumeration::random_position_case(kind, rng), "pseudo-random game-like position",
        flag_bit(Flag::Random));
}

}  // namespace

std::span<const FlagInfo> flag_infos() { return kFlagInfos; }

std::optional<Flag> parse_flag(std::string_view name) {
  for (const FlagInfo& info : kFlagInfos)
    if (name == info.name) return info.flag;
  return std::nullopt;
}

std::uint32_t computed_flags(const Input& in, Bitboard expected) {
  std::uint32_t flags = expected ? 0 : flag_bit(Flag::ZeroResult);
  if (is_pair(in.kind)) return flags | square_flags(in.sq) | square_flags(in.sq2);
  if (is_position_kind(in.kind))
    return takes(in.kind, Field::sq) ? flags | square_flags(in.sq) : flags;
  if (is_leaper(in.kind)) {
    if (!is_set_kind(in.kind)) return flags | square_flags(in.sq);
    for (Bitboard rest = in.set; rest; rest &= rest - 1)
      flags |= square_flags(std::countr_zero(rest));
    if (!in.set) flags |= flag_bit(Flag::EmptyBoard);
    if (in.set == ~Bitboard{0}) flags |= flag_bit(Flag::FullBoard);
    return flags;
  }
  if (is_sees(in.kind)) {
    const Bitboard own = bit(in.sq);
    flags |= square_flags(in.sq) | square_flags(in.sq2);
    flags |= flag_bit(has(in.occ, in.sq) ? Flag::OwnBitSet : Flag::OwnBitClear);
    if (!(in.occ & ~own)) flags |= flag_bit(Flag::EmptyBoard);
    if ((in.occ | own) == ~Bitboard{0}) flags |= flag_bit(Flag::FullBoard);
    // Neighbouring indices on two ranks: a walk in index space wraps between them.
    if ((in.sq2 == in.sq + 1 && file_of(in.sq) == 7) ||
        (in.sq2 == in.sq - 1 && file_of(in.sq) == 0))
      flags |= flag_bit(Flag::Wrap);
    Bitboard line = 0;
    for (int d : dirs_of(in.kind)) line |= full_ray(in.sq, d);
    if (in.occ & ~line & ~own) flags |= flag_bit(Flag::OffLineNoise);
    return flags;
  }
  if (is_slider_set(in.kind)) {
    Bitboard on_lines = in.sliders, hits = 0;
    for (Bitboard rest = in.sliders; rest; rest &= rest - 1) {
      const int sq = std::countr_zero(rest);
      flags |= square_flags(sq);
      for (int d : dirs_of(in.kind)) {
        on_lines |= full_ray(sq, d);
        if (oracle::ray(in.occ, sq, d) & in.sliders) flags |= flag_bit(Flag::SliderBlocksSlider);
        flags |= ray_flags(sq, d, in.occ, nullptr, &hits);
      }
    }
    if (in.sliders & in.occ) flags |= flag_bit(Flag::OwnBitSet);
    if (in.sliders & ~in.occ) flags |= flag_bit(Flag::OwnBitClear);
    if (popcount(in.sliders) > 1) flags |= flag_bit(Flag::MultipleSliders);
    if (!(in.occ & ~in.sliders)) flags |= flag_bit(Flag::EmptyBoard);
    if ((in.occ | in.sliders) == ~Bitboard{0}) flags |= flag_bit(Flag::FullBoard);
    if (in.occ & ~on_lines) flags |= flag_bit(Flag::OffLineNoise);
    return flags;
  }
  if (is_single_slider(in.kind)) {
    const bool xray = !is_plain_slider(in.kind);
    const Bitboard own = bit(in.sq);
    flags |= square_flags(in.sq);
    flags |= flag_bit(has(in.occ, in.sq) ? Flag::OwnBitSet : Flag::OwnBitClear);
    if (!(in.occ & ~own)) flags |= flag_bit(Flag::EmptyBoard);
    if ((in.occ | own) == ~Bitboard{0}) flags |= flag_bit(Flag::FullBoard);
    Bitboard line = 0, hits = 0;
    for (int d : dirs_of(in.kind, in.dir8)) {
      line |= full_ray(in.sq, d);
      flags |= ray_flags(in.sq, d, in.occ, xray ? &in.blockers : nullptr, &hits);
    }
    if (in.occ & ~line & ~own) flags |= flag_bit(Flag::OffLineNoise);
    if (xray) {
      if (!hits) flags |= flag_bit(Flag::XrayNoHit);
      if (in.blockers & ~hits) flags |= flag_bit(Flag::XrayIgnoredBlocker);
    }
    return flags;
  }
  const Bitboard occ = ~in.empty;
  const bool xray = info(in.kind).extra == Extra::blockers;
  const Bitboard extra = info(in.kind).extra == Extra::targets ? in.targets : 0;
  Bitboard on_rays = in.sliders | extra, hits = 0;
  for (Bitboard rest = in.sliders; rest; rest &= rest - 1) {
    const int sq = std::countr_zero(rest);
    flags |= square_flags(sq);
    on_rays |= full_ray(sq, in.dir8);
    if (oracle::ray(occ, sq, in.dir8) & in.sliders) flags |= flag_bit(Flag::SliderBlocksSlider);
    flags |= ray_flags(sq, in.dir8, occ, xray ? &in.blockers : nullptr, &hits);
  }
  for (Bitboard rest = extra; rest; rest &= rest - 1)
    on_rays |= full_ray(std::countr_zero(rest), opposite(in.dir8));
  if (in.sliders & occ) flags |= flag_bit(Flag::OwnBitSet);
  if (in.sliders & in.empty) flags |= flag_bit(Flag::OwnBitClear);
  if (popcount(in.sliders) > 1) flags |= flag_bit(Flag::MultipleSliders);
  if (!(occ & ~(in.sliders | extra))) flags |= flag_bit(Flag::EmptyBoard);
  if (!(in.empty & ~in.sliders)) flags |= flag_bit(Flag::FullBoard);
  if (occ & ~on_rays) flags |= flag_bit(Flag::OffLineNoise);
  if (xray) {
    if (!hits) flags |= flag_bit(Flag::XrayNoHit);
    if (in.blockers & ~hits) flags |= flag_bit(Flag::XrayIgnoredBlocker);
  }
  return flags;
}

std::vector<Vector> generate() {
  Builder b;
  for (Kind kind : all_kinds()) {
    Rng rng{0x5c1de4c0ffee0000ull + static_cast<std::uint64_t>(kind)};  // splitmix64
    if (is_position_kind(kind))
      add_position(b, kind, rng);
    else if (is_ray(kind))  // every direction
      for (int d = 0; d < kDirections; ++d) add_single(b, kind, rng, d);
    else if (is_plain_slider(kind))
      add_single(b, kind, rng);
    else if (is_single_slider(kind))
      add_xray(b, kind, rng);
    else if (is_multi(kind))
      add_multi(b, kind, rng);
    else if (is_pair(kind))
      add_pair(b, kind, rng);
    else if (is_pawn_push(kind))
      add_push(b, kind, rng);
    else if (is_sees(kind))
      add_sees(b, kind, rng);
    else if (is_slider_set(kind))
      add_slider_set(b, kind, rng);
    else  // the set-wise and one-square leapers; shift_one in every direction
      for (int d = 0; d < (takes_direction(kind) ? kDirections : 1); ++d)
        add_leaper(b, kind, rng, d);
  }
  return b.take();
}

}  // namespace slidercheck::vectors
