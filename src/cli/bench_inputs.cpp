// The inputs bench draws (bench_inputs.h).
#include "cli/bench_inputs.h"

#include "slidercheck/random.h"

namespace slidercheck::cli {

std::vector<Input> make_inputs(Kind kind, std::uint64_t seed, std::size_t count,
                               std::uint8_t directions) {
  Rng rng{seed * 0x100000001B3ull + static_cast<std::uint64_t>(kind)};
  int dirs[8], n_dirs = 0;
  for (int d = 0; d < 8; ++d)
    if ((directions >> d) & 1) dirs[n_dirs++] = d;
  std::vector<Input> out;
  for (std::size_t i = 0; i < count; ++i) {
    Input in{.kind = kind};
    for (Field f : shown_fields(kind)) {  // occ and empty before the pieces on them
      switch (f) {
        case Field::blockers:  // x-ray blockers within occ, others on occupied squares
          in.blockers = rng.board() & (takes(kind, Field::occ) ? in.occ : ~in.empty);
          break;
        case Field::sliders:
          in.sliders = rng.next() & rng.board();
          break;
        case Field::empty:
          in.empty = ~rng.board();
          break;
        case Field::targets:
          in.targets = rng.next() & rng.board() & ~in.empty;
          break;
        case Field::occ:  // Chess_Movegen's occupancies: two random words ANDed
          in.occ = rng.next() & rng.next();
          break;
        default:
          set_field(in, f,
                    field_type(f) == FieldType::bitboard ? rng.board()
                    : field_type(f) == FieldType::dir8
                        ? static_cast<std::uint64_t>(
                              dirs[rng.next() % static_cast<std::uint64_t>(n_dirs)])
                    : field_type(f) == FieldType::jump  ? rng.next() % 8
                    : field_type(f) == FieldType::color ? rng.next() & 1
                                                        : rng.next() % 64);
      }
    }
    out.push_back(in);
  }
  return out;
}

std::vector<Input> inputs_within(Kind kind, std::uint64_t seed, std::size_t count,
                                 std::uint8_t directions, PairDomain pairs, PawnSquares squares) {
  std::vector<Input> out;
  for (std::uint64_t round = 0; out.size() < count && round < 64; ++round) {
    for (const Input& in :
         make_inputs(kind, seed + round * 0x9E3779B97F4A7C15ull, count, directions))
      if (out.size() < count && !outside_input_contracts(in, pairs, squares)) out.push_back(in);
  }
  return out;
}

}  // namespace slidercheck::cli
