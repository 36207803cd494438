// The board symmetries. Everything is built from map_coordinates, on (file,
// rank) like the oracle: no bit tricks shared with impls/.
#include "slidercheck/symmetry.h"

#include <array>
#include <cstddef>

namespace slidercheck {

namespace {

// (file, rank) mapped by s: the one reference function.
void map_coordinates(Symmetry s, int& file, int& rank) {
  const int f = file, r = rank;
  switch (s) {
    case Symmetry::flip_vertical:
      rank = 7 - r;
      break;
    case Symmetry::flip_horizontal:
      file = 7 - f;
      break;
    case Symmetry::flip_diagonal:
      file = r, rank = f;
      break;
    case Symmetry::flip_antidiagonal:
      file = 7 - r, rank = 7 - f;
      break;
    case Symmetry::rotate_90:
      file = r, rank = 7 - f;
      break;
    case Symmetry::rotate_180:
      file = 7 - f, rank = 7 - r;
      break;
    case Symmetry::rotate_270:
      file = 7 - r, rank = f;
      break;
    case Symmetry::identity:
      break;
  }
}

constexpr int kAll = 8;  // the seven symmetries and identity

// For every symmetry: every square mapped, and every byte of every rank mapped.
struct Tables {
  int square[kAll][kSquares];
  Bitboard byte[kAll][8][256];
};

const Tables& tables() {
  static const Tables* t = [] {
    auto* t = new Tables{};
    for (int s = 0; s < kAll; ++s) {
      for (int from = 0; from < kSquares; ++from) {
        int file = file_of(from), rank = rank_of(from);
        map_coordinates(static_cast<Symmetry>(s), file, rank);
        t->square[s][from] = make_square(file, rank);
      }
      for (int b = 0; b < 8; ++b) {
        for (int v = 0; v < 256; ++v) {
          Bitboard out = 0;
          for (int bit = 0; bit < 8; ++bit)
            if ((v >> bit) & 1) out |= square_bb(t->square[s][8 * b + bit]);
          t->byte[s][b][v] = out;
        }
      }
    }
    return t;
  }();
  return *t;
}

}  // namespace

const char* symmetry_name(Symmetry s) {
  constexpr const char* kNames[kAll] = {"flip_vertical",     "flip_horizontal", "flip_diagonal",
                                        "flip_antidiagonal", "rotate_90",       "rotate_180",
                                        "rotate_270",        "identity"};
  const int i = static_cast<int>(s);
  return i >= 0 && i < kAll ? kNames[i] : "??";
}

Symmetry inverse(Symmetry s) {
  if (s == Symmetry::rotate_90) return Symmetry::rotate_270;
  if (s == Symmetry::rotate_270) return Symmetry::rotate_90;
  return s;  // the others are their own inverse
}

int transform_square(Symmetry s, int sq) { return tables().square[static_cast<int>(s)][sq]; }

Bitboard transform(Symmetry s, Bitboard bb) {
  if (!bb) return 0;  // most of an input's boards are empty
  const auto& byte = tables().byte[static_cast<int>(s)];
  Bitboard out = 0;
  for (int b = 0; b < 8; ++b) out |= byte[b][(bb >> (8 * b)) & 0xFF];
  return out;
}

int transform_dir8(Symmetry s, int dir8) {
  // The step from d4 to its neighbour in dir8, mapped: the symmetry's linear part.
  int f0 = 3, r0 = 3, f1 = 3 + dir8_file_step(dir8), r1 = 3 + dir8_rank_step(dir8);
  map_coordinates(s, f0, r0);
  map_coordinates(s, f1, r1);
  for (int d = 0; d < kDirections; ++d) {
    if (dir8_file_step(d) == f1 - f0 && dir8_rank_step(d) == r1 - r0) return d;
  }
  return dir8;  // unreachable: symmetries map steps to steps
}

namespace {

// Returns the knight jump s maps jump to (the symmetry's linear part, as for dir8).
int transform_jump(Symmetry s, int jump) {
  int f0 = 3, r0 = 3, f1 = 3 + jump_file_step(jump), r1 = 3 + jump_rank_step(jump);
  map_coordinates(s, f0, r0);
  map_coordinates(s, f1, r1);
  for (int j = 0; j < kJumps; ++j) {
    if (jump_file_step(j) == f1 - f0 && jump_rank_step(j) == r1 - r0) return j;
  }
  return jump;  // unreachable: symmetries map jumps to jumps
}

// Returns the kind on the lines s maps kind's lines to (see transform_kind).
Kind map_kind(Symmetry s, Kind kind) {
  const std::uint8_t lines = info(kind).lines;
  if (!lines) return kind;
  std::uint8_t mapped = 0;
  for (int d = 0; d < kDirections; ++d) {
    if (!((lines >> d) & 1)) continue;
    const int to = transform_dir8(s, d);
    mapped |= std::uint8_t(1u << (to >= kSoEa && to <= kWest ? opposite(to) : to));
  }
  // One bit per line: the line's direction among noEa, east, noWe, nort.
  for (Kind k : all_kinds())
    if (shape_of(k) == shape_of(kind) && info(k).lines == mapped) return k;
  return kind;
}

}  // namespace

Kind transform_kind(Symmetry s, Kind kind) {
  static const auto* mapped = [] {
    auto* t = new std::array<std::array<Kind, kKinds>, kAll>{};
    for (int m = 0; m < kAll; ++m)
      for (Kind k : all_kinds())
        (*t)[m][static_cast<int>(k)] = map_kind(static_cast<Symmetry>(m), k);
    return t;
  }();
  return (*mapped)[static_cast<int>(s)][static_cast<int>(kind)];
}

bool symmetry_applies(Symmetry s, Kind kind) {
  // One side of the pawn captures: a file mirror turns west into east, so only
  // the rank flip (colors swapped) keeps the kind.
  if (is_one_sided_pawn(kind)) return s == Symmetry::flip_vertical || s == Symmetry::identity;
  // Pawns attack one way: a position keeps its meaning under a file mirror, and
  // under a rank flip or a half turn with its colors swapped (transform).
  return !(has_color(kind) || is_position_kind(kind)) || s == Symmetry::flip_vertical ||
         s == Symmetry::flip_horizontal || s == Symmetry::rotate_180 || s == Symmetry::identity;
}

Input move_squares(Symmetry s, const Input& in) { return move_squares(s, s, in); }

Input move_squares(Symmetry squares, Symmetry bits, const Input& in) {
  if (squares == Symmetry::identity && bits == Symmetry::identity) return in;
  Input out = in;
  out.sq = transform_square(squares, in.sq);
  out.sq2 = transform_square(squares, in.sq2);
  out.occ = transform(bits, in.occ);
  out.blockers = transform(bits, in.blockers);
  out.sliders = transform(bits, in.sliders);
  out.empty = transform(bits, in.empty);
  out.targets = transform(bits, in.targets);
  out.set = transform(bits, in.set);
  for (int i = 0; i < kPositionWords; ++i)
    position_word(out.pos, i) = transform(bits, position_word(in.pos, i));
  return out;
}
// Every field of Input is moved above or stays on purpose (kind, dir8, color).
static_assert(sizeof(Input) == 136, "move the new field of Input in move_squares");

Input transform(Symmetry s, const Input& in) {
  Input out = move_squares(s, in);
  out.kind = transform_kind(s, in.kind);
  if (takes_direction(in.kind)) {  // the compass direction turns with the board
    out.dir8 =
        takes(in.kind, Field::jump) ? transform_jump(s, in.dir8) : transform_dir8(s, in.dir8);
    if (!takes(in.kind, Field::sq)) {  // no square (a ray kind's square moves)
      out.sq = in.sq;
      out.sq2 = in.sq2;
    }
  }
  // A rank flip turns white's pawns into black's (they attack the other way).
  if (has_color(in.kind) && (s == Symmetry::flip_vertical || s == Symmetry::rotate_180))
    out.color = in.color ^ 1;
  // A position's colors swap with them (the color flip): both sides' pawns keep
  // attacking towards the other side, and the color argument names the same side.
  if (is_position_kind(in.kind) && (s == Symmetry::flip_vertical || s == Symmetry::rotate_180)) {
    std::swap(out.pos.color[0], out.pos.color[1]);
    out.color = in.color ^ 1;
  }
  return out;
}

}  // namespace slidercheck
