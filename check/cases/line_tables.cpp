// The line tables, built once per process and numbering from the oracle.
#include "check/cases/line_tables.h"

#include <mutex>

#include "check/cases/case_frame.h"
#include "slidercheck/lines.h"
#include "slidercheck/oracle.h"

namespace slidercheck {

namespace enumeration {

namespace {

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

}  // namespace

const LineTable& line_table(int sq, int dir8, Symmetry frame) {
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

Bitboard lines_mask(int sq, const std::vector<int>& dirs) {
  Bitboard m = 0;
  for (int d : dirs) m |= line_squares(sq, d);
  return m;
}

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

}  // namespace enumeration

void prepare_line_tables(Symmetry frame) { (void)enumeration::line_table(0, kEast, frame); }

}  // namespace slidercheck
