// Writes the differential target's seed corpus and dictionary:
//   make_seeds CORPUS_DIR DICT_FILE
// Seeds: every single-slider and x-ray kind on corner and edge squares of the
// empty and the full board, single blockers at the edges, the multi-slider
// kinds in every direction on empty and full boards, and the positions of the
// wiki's diagrams, the pair kind on corner, edge and same-square pairs, and
// the ray kind in every direction (empty, full, two blockers on the ray), the
// position kinds on positions with pins and checks, the pawn pushes from the
// start ranks, the edge ranks, behind a blocked square and onto their own
// squares, the sees kinds on lines, blocked, captures and no line, and the
// set_attacks kinds' pairs and files.
// Each file is one 107-byte input (input_codec.h), named after
// what it holds. The dictionary holds the line masks and edge patterns as
// 8-byte little-endian words. The committed corpus/ is this program's output.
#include <cstdio>
#include <fstream>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "../tests/wiki_positions.h"
#include "input_codec.h"
#include "slidercheck/board.h"
#include "slidercheck/enumerate.h"

namespace slidercheck::fuzz {
namespace {

using wiki::squares;

struct Seed {
  std::string name;
  Input input;
};

class Seeds {
 public:
  void single(const std::string& what, Kind kind, const char* sq, Bitboard occ) {
    Input in{.kind = kind, .sq = *parse_square(sq), .occ = occ};
    if (takes(kind, Field::blockers)) in.blockers = occ;
    add(what + "-" + kind_name(kind) + "-" + sq, in);
  }
  void ray(const std::string& what, Kind kind, const char* sq, int dir8, Bitboard occ) {
    Input in{.kind = kind, .sq = *parse_square(sq), .dir8 = dir8, .occ = occ};
    add(what + "-" + kind_name(kind) + "-" + sq + "-" + dir8_name(dir8), in);
  }
  void multi(const std::string& what, Kind kind, int dir8, Bitboard sliders, Bitboard empty,
             Bitboard extra) {
    Input in{.kind = kind, .dir8 = dir8, .sliders = sliders, .empty = empty};
    if (has_extra(kind)) extra_field(in) = extra & ~empty;
    add(what + "-" + kind_name(kind) + "-" + dir8_name(dir8), in);
  }
  void pair(const std::string& what, Kind kind, const char* a, const char* b) {
    Input in{.kind = kind, .sq = *parse_square(a), .sq2 = *parse_square(b)};
    add(what + "-" + kind_name(kind) + "-" + a + "-" + b, in);
  }
  void leaper(const std::string& what, Kind kind, int color, const char* sq, Bitboard set,
              int dir8 = 0) {
    Input in{.kind = kind, .sq = *parse_square(sq)};
    if (has_color(kind)) in.color = color;
    std::string name = what + "-" + kind_name(kind);
    if (has_color(kind)) name += color ? "-black" : "-white";
    if (takes_direction(kind)) {  // shift_one, knight_shift: the set in one direction
      in.dir8 = dir8;
      name += std::string("-") + direction_name(kind, dir8);
    }
    if (is_set_kind(kind)) {
      in.sq = 0;
      in.set = set;
    } else {
      name += std::string("-") + sq;
    }
    add(name, in);
  }
  void push(const std::string& what, Kind kind, int color, Bitboard pawns, Bitboard empty) {
    Input in{.kind = kind, .empty = empty, .color = color, .set = pawns};
    add(what + "-" + kind_name(kind) + (color ? "-black" : "-white"), in);
  }
  void sees(const std::string& what, Kind kind, const char* from, const char* to, Bitboard occ) {
    Input in{.kind = kind, .sq = *parse_square(from), .occ = occ, .sq2 = *parse_square(to)};
    add(what + "-" + kind_name(kind) + "-" + from + "-" + to, in);
  }
  void slider_set(const std::string& what, Kind kind, Bitboard sliders, Bitboard occ) {
    Input in{.kind = kind, .occ = occ, .sliders = sliders};
    add(what + "-" + kind_name(kind), in);
  }
  void position(const std::string& what, Kind kind, const char* fen, int color, const char* sq) {
    Input in{.kind = kind, .sq = *parse_square(sq)};
    in.pos = *parse_fen(fen);
    in.occ = occupied(in.pos);
    std::string name = what + "-" + kind_name(kind);
    if (takes(kind, Field::color)) {
      in.color = color;
      name += color ? "-black" : "-white";
    }
    add(name, in);
  }
  const std::vector<Seed>& all() const { return seeds_; }

 private:
  void add(const std::string& name, const Input& in) { seeds_.push_back({name, in}); }
  std::vector<Seed> seeds_;
};

// Returns the kinds of the table that pass keep, in its order.
template <class Keep>
std::vector<Kind> kinds_where(Keep keep) {
  std::vector<Kind> kinds;
  for (Kind kind : all_kinds())
    if (keep(kind)) kinds.push_back(kind);
  return kinds;
}

// Returns the single-slider kinds that look along one of lines.
std::vector<Kind> sliders_along(std::uint8_t lines) {
  return kinds_where([&](Kind k) { return is_single_slider(k) && (info(k).lines & lines); });
}

// Returns whether kind looks along its lines from one square (not one ray).
bool is_line_or_xray(Kind kind) { return is_single_slider(kind) && !is_ray(kind); }

// Returns the square n steps from sq in dir8 (on the board: callers pick them so).
Bitboard step(const char* sq, int dir8, int n) {
  const int s = *parse_square(sq);
  return square_bb(
      make_square(file_of(s) + n * dir8_file_step(dir8), rank_of(s) + n * dir8_rank_step(dir8)));
}

// The seeds of the sees and set_attacks kinds (rim_sliders: make's sliders on
// the rim).
void add_sees_and_sets(Seeds& s, Bitboard rim_sliders) {
  // The sees kinds: corner to corner on each line on the empty board, a piece
  // between, an occupied to (a capture), from itself, no shared line, and one
  // index step across the h-file.
  for (Kind kind : kinds_where(is_sees)) {
    for (const auto& [from, to] : {std::pair{"a1", "h1"}, std::pair{"a1", "a8"},
                                   std::pair{"a1", "h8"}, std::pair{"h1", "a8"}})
      s.sees("empty", kind, from, to, 0);
    s.sees("blocked", kind, "a1", "h1", squares({"d1"}));
    s.sees("blocked", kind, "a1", "h8", squares({"d4"}));
    s.sees("capture", kind, "e4", "e8", squares({"e4", "e8"}));
    s.sees("capture", kind, "e4", "h7", squares({"e4", "h7"}));
    s.sees("same", kind, "e4", "e4", squares({"e4"}));
    s.sees("no_line", kind, "e4", "f6", 0);
    s.sees("wrap", kind, "h1", "a2", 0);
  }
  // The set_attacks kinds: two sliders on a rank and on a diagonal (each one
  // the other's blocker), the h-file and the a-file on an empty board (where
  // the shifts wrap), sliders on the rim of an empty board, a full board.
  for (Kind kind : kinds_where(is_slider_set)) {
    s.slider_set("two_on_rank", kind, squares({"a1", "c1"}), squares({"a1", "c1"}));
    s.slider_set("two_on_diagonal", kind, squares({"a1", "c3"}), squares({"a1", "c3"}));
    s.slider_set("h_file", kind, 0x8080808080808080ull, 0);
    s.slider_set("a_file", kind, 0x0101010101010101ull, 0);
    s.slider_set("rim_empty", kind, rim_sliders, rim_sliders);
    s.slider_set("full", kind, squares({"d4", "e5"}), ~Bitboard{0});
  }
}

Seeds make() {
  Seeds s;
  const Bitboard full = ~Bitboard{0};
  // Corners and edge squares, empty and full boards.
  for (Kind kind : kinds_where(is_line_or_xray)) {
    for (const char* sq : {"a1", "h1", "a8", "h8", "d1", "a4", "h5", "e8"}) {
      s.single("empty", kind, sq, 0);
    }
    for (const char* sq : {"a1", "h8", "e4"}) s.single("full", kind, sq, full);
  }
  // Single blockers at the edges.
  for (Kind kind : sliders_along(kLineRank | kLineFile)) {
    for (const char* blocker : {"e8", "e1", "a4", "h4"}) {
      s.single(std::string("blocker_") + blocker, kind, "e4", squares({blocker}));
    }
  }
  for (Kind kind : sliders_along(kLineDiagonal | kLineAntidiagonal)) {
    for (const char* blocker : {"a1", "h8", "a7", "g1"}) {
      s.single(std::string("blocker_") + blocker, kind, "d4", squares({blocker}));
    }
  }
  // Multi-slider kinds in every direction: sliders on the rim of an empty
  // board, and everything occupied.
  const Bitboard rim_sliders = squares({"a1", "h1", "a8", "h8", "d1", "a5", "h4", "e8"});
  for (Kind kind : kinds_where(is_multi)) {
    for (int dir = 0; dir < kDirections; ++dir) {
      s.multi("rim_empty", kind, dir, rim_sliders, ~rim_sliders, 0);
      s.multi("full", kind, dir, squares({"d4"}), 0, full);
    }
  }
  // The wiki's diagrams (tests/wiki_positions.h). "Subtracting a Rook from a
  // Blocking Piece": north attacks of a rook on d2, for every kind that looks
  // along the file.
  for (Kind kind : sliders_along(kLineFile)) {
    s.single("wiki_subtraction", kind, "d2", wiki::subtraction());
  }
  // "Obstruction Difference": file attacks of a rook on d4, and every kind
  // that looks along two lines or more.
  for (Kind kind : kinds_where([](Kind k) {
         return is_single_slider(k) && (line_count(k) >= 2 || info(k).lines == kLineFile);
       })) {
    s.single("wiki_obstruction", kind, "d4", wiki::obstruction());
  }
  // "X-ray Attacks": rook 00001000, occupied 01011010 on the first rank, for
  // the kinds that look along the rank and no diagonal.
  for (Kind kind : kinds_where([](Kind k) {
         return is_single_slider(k) && (info(k).lines & kLineRank) &&
                !(info(k).lines & (kLineDiagonal | kLineAntidiagonal));
       })) {
    s.single("wiki_xray_rank", kind, "e1", wiki::xray_rank());
  }
  // Multiple sliders: rooks a1 and c1 (c1's square empty), a blocker on f1.
  for (Kind kind : kinds_where(is_multi)) {
    s.multi("wiki_multi", kind, kEast, squares({"a1", "c1"}), ~squares({"a1", "f1"}),
            squares({"f1"}));
  }
  // Kogge-Stone: the north-east fill of sliders on a1 and f1, e5 occupied.
  for (Kind kind : kinds_where(is_multi)) {
    s.multi("wiki_kogge_stone", kind, kNoEa, squares({"a1", "f1"}), ~squares({"a1", "f1", "e5"}),
            squares({"e5"}));
  }
  // The ray kind in every direction: from the corners and e4 on the empty and
  // the full board, and from e4 with two pieces on the ray (one and three
  // steps away: a bit scan from the wrong end finds the far one); the wiki's
  // classical-approach diagram, nort from d2 with d6 and d8 occupied.
  for (Kind kind : kinds_where(is_ray)) {
    for (int dir = 0; dir < kDirections; ++dir) {
      for (const char* sq : {"a1", "h1", "a8", "h8", "e4"}) s.ray("empty", kind, sq, dir, 0);
      s.ray("full", kind, "e4", dir, full);
      s.ray("two_blockers", kind, "e4", dir, step("e4", dir, 1) | step("e4", dir, 3));
    }
    s.ray("wiki_classical", kind, "d2", kNort, squares({"d6", "d8"}));
  }
  // Pair kinds: corner to corner on each line, edge to edge, the same square
  // twice, no shared line, and a pair one index step apart across the h-file.
  for (Kind kind : kinds_where(is_pair)) {
    for (const auto& [a, b] :
         {std::pair{"a1", "h8"}, std::pair{"h1", "a8"}, std::pair{"a1", "a8"},
          std::pair{"a1", "h1"}, std::pair{"h8", "a1"}, std::pair{"d1", "d8"}}) {
      s.pair("corners", kind, a, b);
    }
    s.pair("same", kind, "e4", "e4");
    s.pair("same", kind, "a1", "a1");
    s.pair("adjacent", kind, "e4", "f5");
    s.pair("no_line", kind, "e4", "f6");
    s.pair("wrap", kind, "h1", "b2");
  }
  // Leapers: the corners and the edge files, where the shifts wrap; sets of
  // the a-, b-, g- and h-files.
  for (Kind kind : kinds_where([](Kind k) { return is_leaper(k) && !is_pawn_push(k); })) {
    for (int color = 0; color < (has_color(kind) ? 2 : 1); ++color) {
      if (is_set_kind(kind)) {
        for (int d = 0; d < (takes_direction(kind) ? kDirections : 1); ++d) {
          s.leaper("edge_files", kind, color, "a1", 0xC3C3C3C3C3C3C3C3ull, d);
          s.leaper("h_file", kind, color, "a1", 0x8080808080808080ull, d);
          s.leaper("a_file", kind, color, "a1", 0x0101010101010101ull, d);
        }
        continue;
      }
      for (const char* sq : {"a1", "h1", "a8", "h8", "a4", "h5", "b3", "g6", "e4"})
        s.leaper("edge", kind, color, sq, 0);
    }
  }
  // The pawn pushes: both start ranks onto empty ranks 3 to 6; ranks 1 and 8
  // with every square empty (white's rank 8 and black's rank 1 push off the
  // board, never round it); rank 3 and rank 6 full (no double push); every
  // square a pawn and empty.
  const Bitboard start = 0x00FF00000000FF00ull, middle = 0x0000FFFFFFFF0000ull;
  for (Kind kind : kinds_where(is_pawn_push)) {
    for (int color = 0; color < 2; ++color) {
      s.push("start", kind, color, start, middle);
      s.push("edge_ranks", kind, color, 0xFF000000000000FFull, ~Bitboard{0});
      s.push("blocked", kind, color, start, middle & ~0x0000FF0000FF0000ull);
      s.push("overlap", kind, color, ~Bitboard{0}, ~Bitboard{0});
    }
  }
  add_sees_and_sets(s, rim_sliders);
  // The position kinds: positions with checks and pins (a pin on the e-file and
  // one on a diagonal, a double check, a sniper behind a sniper), each side,
  // the square e2 (a pinned piece's) and the occupancy of all pieces.
  const std::pair<const char*, const char*> fens[] = {
      {"pins", "4r2k/8/8/1b6/8/3P4/4N3/4K3 w - - 0 1"},
      {"double_check", "4r2k/8/8/8/8/3n4/8/4K3 w - - 0 1"},
      {"snipers", "4q2k/8/4r3/8/8/8/4B3/4K3 w - - 0 1"},
      {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"}};
  for (Kind kind : kinds_where(is_position_kind)) {
    for (const auto& [what, fen] : fens) {
      for (int color = 0; color < (takes(kind, Field::color) ? 2 : 1); ++color)
        s.position(what, kind, fen, color, "e2");
    }
  }
  return s;
}

// Returns a dictionary entry for an 8-byte little-endian word.
std::string dict_word(const std::string& name, Bitboard w) {
  char buffer[64];
  std::string out = name + "=\"";
  for (int i = 0; i < 8; ++i) {
    std::snprintf(buffer, sizeof buffer, "\\x%02X", static_cast<unsigned>((w >> (8 * i)) & 0xFF));
    out += buffer;
  }
  return out + "\"\n";
}

std::string dictionary() {
  std::string out =
      "# The differential target's dictionary (written by fuzz/make_seeds): line masks and\n"
      "# edge patterns as 8-byte little-endian words, for occ, blockers, sliders, empty, "
      "targets.\n";
  out += dict_word("empty", 0);
  out += dict_word("full", ~Bitboard{0});
  out += dict_word("rim", 0xFF818181818181FFull);
  out += dict_word("inner", 0x007E7E7E7E7E7E00ull);
  out += dict_word("not_a_file", 0xFEFEFEFEFEFEFEFEull);
  out += dict_word("not_h_file", 0x7F7F7F7F7F7F7F7Full);
  for (int i = 0; i < 8; ++i) {
    out += dict_word("rank_" + std::to_string(i + 1),
                     line_squares(make_square(0, i), kEast) | square_bb(make_square(0, i)));
    out += dict_word(std::string("file_") + char('a' + i),
                     line_squares(make_square(i, 0), kNort) | square_bb(make_square(i, 0)));
  }
  for (int i = 0; i < 8; ++i) {
    out += dict_word("diagonal_" + square_name(i), line_squares(i, kNoEa) | square_bb(i));
    out += dict_word("antidiagonal_" + square_name(i), line_squares(i, kNoWe) | square_bb(i));
  }
  for (const char* corner : {"a1", "h1", "a8", "h8"}) {
    out += dict_word(std::string("square_") + corner, square_bb(*parse_square(corner)));
  }
  return out;
}

}  // namespace
}  // namespace slidercheck::fuzz

int main(int argc, char** argv) {
  using namespace slidercheck::fuzz;
  if (argc != 3) {
    std::fprintf(stderr, "usage: make_seeds CORPUS_DIR DICT_FILE\n");
    return 2;
  }
  const Seeds seeds = make();
  for (const Seed& seed : seeds.all()) {
    const auto bytes = encode_input(seed.input);
    std::ofstream out(std::string(argv[1]) + "/" + seed.name, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), bytes.size());
    if (!out) {
      std::fprintf(stderr, "make_seeds: cannot write %s/%s\n", argv[1], seed.name.c_str());
      return 1;
    }
  }
  std::ofstream dict(argv[2]);
  dict << dictionary();
  std::fprintf(stderr, "make_seeds: %zu seeds in %s, dictionary %s\n", seeds.all().size(), argv[1],
               argv[2]);
  return dict ? 0 : 1;
}
