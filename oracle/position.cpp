// The oracle of the position kinds: each definition read off the pieces one at
// a time, with the (file, rank) walker of ray_walker.cpp and the leapers'
// offsets of leapers.cpp. It shares nothing with impls/ or the checks.
#include <bit>

#include "slidercheck/oracle.h"
#include "slidercheck/oracle_leapers.h"

namespace slidercheck::oracle {

namespace {

// Returns whether a slider of type moves along dir8 (rooks on ranks and
// files, bishops on diagonals, queens on both).
bool moves_along(int type, int dir8) {
  const bool straight = dir8_file_step(dir8) == 0 || dir8_rank_step(dir8) == 0;
  return type == kQueen || (type == kRook && straight) || (type == kBishop && !straight);
}

// Returns the squares a leaper (a pawn, knight or king) of type and color on
// from attacks.
Bitboard leaper_attacks(int type, int color, int from) {
  switch (type) {
    case kPawn:
      return pawn_attacks(color, from);
    case kKnight:
      return knight_attacks(from);
    default:
      return king_attacks(from);
  }
}

// Returns the type of the piece on sq (-1 when it is empty).
int type_on(const Position& pos, int sq) {
  for (int t = 0; t < kPieceTypes; ++t)
    if ((pos.type[t] >> sq) & 1) return t;
  return -1;
}

// Returns the color of the piece on sq (-1 when it is empty).
int color_on(const Position& pos, int sq) {
  return ((pos.color[0] >> sq) & 1) ? 0 : ((pos.color[1] >> sq) & 1) ? 1 : -1;
}

// Returns the square of color's king: the lowest one (-1 when there is none).
int king_square(const Position& pos, int color) {
  for (int sq = 0; sq < 64; ++sq)
    if ((pieces(pos, color, kKing) >> sq) & 1) return sq;
  return -1;
}

// Returns whether a and b (a != b) share a rank, a file or a diagonal, from
// their file and rank differences.
bool shares_line(int a, int b) {
  const int df = file_of(b) - file_of(a), dr = rank_of(b) - rank_of(a);
  return (df == 0) != (dr == 0) || (df != 0 && (df == dr || df == -dr));
}

// Returns whether b is at most two files and two ranks from a.
bool within_two(int a, int b) {
  const int df = file_of(b) - file_of(a), dr = rank_of(b) - rank_of(a);
  return -2 <= df && df <= 2 && -2 <= dr && dr <= 2;
}

// Returns the direction from a to b when they share a line, else -1: the
// compass step whose file and rank steps have the signs of b's differences.
int direction_from(int a, int b) {
  if (a == b || !shares_line(a, b)) return -1;
  const int df = file_of(b) - file_of(a), dr = rank_of(b) - rank_of(a);
  const int file_step = (df > 0) - (df < 0), rank_step = (dr > 0) - (dr < 0);
  for (int d = 0; d < kDirections; ++d)
    if (dir8_file_step(d) == file_step && dir8_rank_step(d) == rank_step) return d;
  return -1;
}

// Returns the squares strictly between a and b on their line (0 when they share none).
Bitboard between_squares(int a, int b) {
  const int d = direction_from(a, b);
  if (d < 0) return 0;
  return ray(Bitboard{1} << b, a, d) & ~(Bitboard{1} << b);
}

// The pins of color's king: for each enemy slider s that moves along the line
// from the king to it with exactly one piece between them, that piece and s.
struct Pins {
  Bitboard pinned = 0;   // color's pieces that are alone between king and such a slider
  Bitboard pinners = 0;  // the sliders of those pins
};

Pins pins_of(const Position& pos, int color) {
  Pins out;
  const int king = king_square(pos, color);
  if (king < 0) return out;
  const Bitboard occ = occupied(pos);
  for (int s = 0; s < 64; ++s) {
    if (color_on(pos, s) != (color ^ 1)) continue;
    const int d = direction_from(king, s);
    if (d < 0 || !moves_along(type_on(pos, s), d) || type_on(pos, s) < kBishop ||
        type_on(pos, s) > kQueen)
      continue;
    const Bitboard between = between_squares(king, s) & occ;
    if (popcount(between) != 1 || !(between & pos.color[color])) continue;
    out.pinned |= between;
    out.pinners |= Bitboard{1} << s;
  }
  return out;
}

}  // namespace

Bitboard attackers_to(const Position* pos, Bitboard occ, int sq) {
  Bitboard out = 0;
  // Only a piece attacks: the occupied squares, one at a time.
  for (Bitboard pieces = occupied(*pos); pieces != 0; pieces &= pieces - 1) {
    const int from = std::countr_zero(pieces);
    const int type = type_on(*pos, from), color = color_on(*pos, from);
    if (type < 0 || color < 0) continue;
    bool attacks = false;
    if (type >= kBishop && type <= kQueen) {
      // Of a slider's rays, only the one towards sq can hold it.
      const int d = direction_from(from, sq);
      attacks = d >= 0 && moves_along(type, d) && ((ray(occ, from, d) >> sq) & 1);
    } else if (within_two(from, sq)) {  // no leaper jumps further
      attacks = (leaper_attacks(type, color, from) >> sq) & 1;
    }
    if (attacks) out |= Bitboard{1} << from;
  }
  return out;
}

Bitboard attackers_by(const Position* pos, int color, Bitboard occ, int sq) {
  return attackers_to(pos, occ, sq) & pos->color[color & 1];
}

Bitboard is_attacked(const Position* pos, int color, int sq) {
  return attackers_by(pos, color, occupied(*pos), sq) != 0 ? 1 : 0;
}

Bitboard checkers(const Position* pos, int color) {
  const int king = king_square(*pos, color);
  return king < 0 ? 0 : attackers_by(pos, color ^ 1, occupied(*pos), king);
}

Bitboard pinned(const Position* pos, int color) { return pins_of(*pos, color).pinned; }

Bitboard pinners(const Position* pos, int color) { return pinners(pos, color, true); }

namespace {

// The lone pieces between color's king and its snipers (the enemy sliders
// aimed at it on an empty board), in the occupancy of all pieces, less the
// snipers when remove_snipers, and the snipers whose lone piece is color's.
struct Blockers {
  Bitboard blockers = 0;
  Bitboard pinners = 0;
};

Blockers blockers_of(const Position& pos, int color, bool remove_snipers) {
  Blockers out;
  const int king = king_square(pos, color);
  if (king < 0) return out;
  Bitboard snipers = 0;
  for (int s = 0; s < 64; ++s) {
    const int type = type_on(pos, s);
    if (color_on(pos, s) != (color ^ 1) || type < kBishop || type > kQueen) continue;
    const int d = direction_from(king, s);
    if (d >= 0 && moves_along(type, d)) snipers |= Bitboard{1} << s;
  }
  const Bitboard occ = remove_snipers ? occupied(pos) & ~snipers : occupied(pos);
  for (int s = 0; s < 64; ++s) {
    if (!((snipers >> s) & 1)) continue;
    const Bitboard between = between_squares(king, s) & occ;
    if (popcount(between) != 1) continue;
    out.blockers |= between;
    if (between & pos.color[color]) out.pinners |= Bitboard{1} << s;
  }
  return out;
}

}  // namespace

Bitboard blockers_for_king(const Position* pos, int color, bool remove_snipers) {
  return blockers_of(*pos, color, remove_snipers).blockers;
}

Bitboard pinners(const Position* pos, int color, bool remove_snipers) {
  return blockers_of(*pos, color, remove_snipers).pinners;
}

Bitboard blockers_for_king(const Position* pos, int color) {
  return blockers_for_king(pos, color, true);
}

Bitboard check_mask(const Position* pos, int color) {
  const Bitboard c = checkers(pos, color);
  if (c == 0) return ~Bitboard{0};
  if (popcount(c) > 1) return 0;
  const int king = king_square(*pos, color);
  int checker = 0;
  while (!((c >> checker) & 1)) ++checker;
  return between_squares(king, checker) | c;
}

Bitboard pin_mask(const Position* pos, int color, int sq) {
  const int king = king_square(*pos, color);
  const Pins p = pins_of(*pos, color);
  if (king < 0 || sq < 0 || sq > 63 || !((p.pinned >> sq) & 1)) return ~Bitboard{0};
  const int d = direction_from(king, sq);
  return ray(0, king, d) | ray(0, king, opposite(d)) | Bitboard{1} << king;
}

}  // namespace slidercheck::oracle
