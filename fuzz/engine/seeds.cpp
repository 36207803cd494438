// The fuzz entry's seed inputs and dictionary (fuzz_entry.h: write_seeds),
// made from the kind table: every kind gets inputs on corner, edge and centre
// squares over the empty board, the full board, its edges and the two pawn
// ranks, each field its shape takes set from them (fuzz/input_codec.h). The
// dictionary holds the 8-byte little-endian words libFuzzer is unlikely to
// build byte by byte: every rank, file, diagonal and antidiagonal, the edges.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "check/cases/position_cases.h"
#include "fuzz/input_codec.h"
#include "slidercheck/board.h"
#include "slidercheck/fuzz_entry.h"

namespace slidercheck::fuzz_entry {
namespace {

constexpr Bitboard kEdges = 0xFF818181818181FFull, kPawnRanks = 0x00FF00000000FF00ull;

// Returns the squares on (file, rank) lines with file - rank == d (diagonal)
// or file + rank == d (antidiagonal).
Bitboard diagonal(int d, bool anti) {
  Bitboard bb = 0;
  for (int sq = 0; sq < 64; ++sq) {
    const int file = sq % 8, rank = sq / 8;
    if ((anti ? file + rank : file - rank) == d) bb |= square_bb(sq);
  }
  return bb;
}

std::vector<Bitboard> dictionary_words() {
  std::vector<Bitboard> words = {0, ~Bitboard{0}, kEdges, kPawnRanks, ~kEdges};
  for (int i = 0; i < 8; ++i) {
    words.push_back(Bitboard{0xFF} << (8 * i));
    words.push_back(Bitboard{0x0101010101010101} << i);
  }
  for (int d = -7; d <= 7; ++d) words.push_back(diagonal(d, false));
  for (int d = 0; d <= 14; ++d) words.push_back(diagonal(d, true));
  return words;
}

// Returns the seed inputs of kind.
std::vector<Input> kind_seeds(Kind kind) {
  std::vector<Input> seeds;
  const Bitboard boards[] = {0, ~Bitboard{0}, kEdges, kPawnRanks};
  const int squares[] = {0, 7, 27, 36, 56, 63};
  int i = 0;
  for (Bitboard board : boards) {
    for (int sq : squares) {
      Input in{.kind = kind};
      for (Field f : arguments(kind)) {
        switch (f) {
          case Field::sq:
          case Field::a:
          case Field::from:
            set_field(in, f, static_cast<Bitboard>(sq));
            break;
          case Field::b:
          case Field::to:
            set_field(in, f, static_cast<Bitboard>(squares[(i + 3) % 6]));
            break;
          case Field::dir8:
          case Field::jump:
            set_field(in, f, static_cast<Bitboard>(i % 8));
            break;
          case Field::color:
            set_field(in, f, static_cast<Bitboard>(i % 2));
            break;
          case Field::sliders:
            set_field(in, f, square_bb(sq));
            break;
          case Field::empty:
            set_field(in, f, ~board & ~square_bb(sq));
            break;
          case Field::set:
            set_field(in, f, board | square_bb(sq));
            break;
          default:  // occ, blockers, targets
            set_field(in, f, board & ~square_bb(sq));
        }
      }
      if (is_position_kind(kind)) {  // the perft suites' positions, each game-like
        int n = 0;                   // the list ends with a null
        while (enumeration::kPerftFens[n]) ++n;
        in.pos = parse_fen(enumeration::kPerftFens[i % n]).value_or(Position{});
        in.occ = occupied(in.pos);
      }
      seeds.push_back(in);
      ++i;
    }
  }
  return seeds;
}

}  // namespace

bool write_seeds(const std::string& dir, const std::string& dict) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  bool ok = !ec;
  for (Kind kind : all_kinds()) {
    std::set<std::array<std::uint8_t, fuzz::kInputBytes>> written;
    for (const Input& in : kind_seeds(kind)) {
      const auto bytes =
          fuzz::encode_input(fuzz::decode_input(fuzz::encode_input(in).data(), fuzz::kInputBytes));
      if (!written.insert(bytes).second) continue;
      const std::string path =
          dir + "/seed-" + kind_name(kind) + "-" + std::to_string(written.size());
      std::ofstream out(path, std::ios::binary);
      out.write(reinterpret_cast<const char*>(bytes.data()),
                static_cast<std::streamsize>(bytes.size()));
      ok = ok && out.good();
    }
  }
  if (dict.empty()) return ok;
  std::ofstream out(dict);
  out << "# slidercheck: 8-byte little-endian words (lines, edges, boards) for the bitboards of a "
         "fuzz input\n";
  int n = 0;
  for (Bitboard w : dictionary_words()) {
    out << "word" << n++ << "=\"";
    for (int i = 0; i < 8; ++i) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", static_cast<unsigned>((w >> (8 * i)) & 0xFF));
      out << hex;
    }
    out << "\"\n";
  }
  return ok && out.good();
}

}  // namespace slidercheck::fuzz_entry
