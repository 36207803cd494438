#include "slidercheck/lines.h"

namespace slidercheck {

Bitboard line_squares(int sq, int dir8) {
  Bitboard squares = 0;
  for (int d : {dir8, opposite(dir8)}) {
    int f = file_of(sq) + dir8_file_step(d), r = rank_of(sq) + dir8_rank_step(d);
    for (; 0 <= f && f < 8 && 0 <= r && r < 8; f += dir8_file_step(d), r += dir8_rank_step(d)) {
      squares |= square_bb(make_square(f, r));
    }
  }
  return squares;
}

std::vector<int> line_dirs(Kind kind) {
  std::vector<int> dirs;
  for (int d : {kEast, kNort, kNoEa, kNoWe})
    if ((info(kind).lines >> d) & 1) dirs.push_back(d);
  return dirs;
}

Bitboard relevant_squares(const Input& in) {
  Bitboard relevant = 0;
  if (is_position_kind(in.kind)) {  // every square of a position can matter
    relevant = ~Bitboard{0};
  } else if (is_ray(in.kind)) {  // the ray's squares on an empty board, and sq
    relevant = square_bb(in.sq);
    int f = file_of(in.sq) + dir8_file_step(in.dir8), r = rank_of(in.sq) + dir8_rank_step(in.dir8);
    for (; 0 <= f && f < 8 && 0 <= r && r < 8;
         f += dir8_file_step(in.dir8), r += dir8_rank_step(in.dir8))
      relevant |= square_bb(make_square(f, r));
  } else if (is_single_slider(in.kind)) {
    relevant = square_bb(in.sq);
    for (int dir : line_dirs(in.kind)) relevant |= line_squares(in.sq, dir);
  } else if (is_sees(in.kind)) {  // from, to and the squares between (when on a line of from)
    relevant = square_bb(in.sq) | square_bb(in.sq2);
    for (int dir : line_dirs(in.kind)) {
      const Bitboard line = line_squares(in.sq, dir);
      if (line & square_bb(in.sq2)) relevant |= line;
    }
  } else if (is_slider_set(in.kind)) {  // each slider's square and lines
    relevant = in.sliders;
    for (Bitboard rest = in.sliders; rest; rest &= rest - 1)
      for (int dir : line_dirs(in.kind)) relevant |= line_squares(__builtin_ctzll(rest), dir);
  } else if (is_multi(in.kind)) {
    for (Bitboard rest = in.sliders; rest; rest &= rest - 1) {
      const int sq = __builtin_ctzll(rest);
      relevant |= square_bb(sq) | line_squares(sq, in.dir8);
    }
  } else if (is_pair(in.kind)) {
    relevant = square_bb(in.sq) | square_bb(in.sq2);
  } else if (is_set_kind(in.kind)) {
    relevant = in.set;
  } else if (is_leaper(in.kind)) {
    relevant = square_bb(in.sq);
  }
  return relevant;
}

}  // namespace slidercheck
