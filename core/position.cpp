// A position's run-time side: well-formedness, its FEN and hex texts, the color flip.
#include <cctype>
#include <string>
#include <vector>

#include "slidercheck/board.h"

namespace slidercheck {

namespace {

constexpr char kLetters[] = "pnbrqk";

// Returns bb with rank r moved to rank 7 - r.
constexpr Bitboard flip_ranks(Bitboard bb) {
  Bitboard out = 0;
  for (int r = 0; r < 8; ++r) out |= ((bb >> (8 * r)) & 0xFF) << (8 * (7 - r));
  return out;
}

// Returns the fields of text split at single spaces (runs of spaces count as one).
std::vector<std::string_view> words(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    const std::size_t from = i;
    while (i < text.size() && text[i] != ' ') ++i;
    if (i > from) out.push_back(text.substr(from, i - from));
  }
  return out;
}

// Returns whether text is a FEN clock: 1 to 4 digits.
bool clock(std::string_view text) {
  if (text.empty() || text.size() > 4) return false;
  for (char c : text)
    if (c < '0' || c > '9') return false;
  return true;
}

// Returns whether text is a FEN's castling field: "-" or a subset of KQkq.
bool castling(std::string_view text) {
  if (text == "-") return true;
  if (text.empty() || text.size() > 4) return false;
  for (char c : text)
    if (c != 'K' && c != 'Q' && c != 'k' && c != 'q') return false;
  return true;
}

}  // namespace

std::string position_fault(const Position& pos) {
  if (pos.color[0] & pos.color[1]) return "the white and black sets overlap";
  Bitboard types = 0;
  for (int t = 0; t < kPieceTypes; ++t) {
    if (types & pos.type[t]) return "two type sets overlap";
    types |= pos.type[t];
  }
  if (types != occupied(pos)) return "the union of the type sets is not the union of the colors";
  return "";
}

char piece_letter(const Position& pos, int sq) {
  const Bitboard b = square_bb(sq);
  for (int t = 0; t < kPieceTypes; ++t) {
    if (pos.type[t] & b & pos.color[0]) return static_cast<char>(std::toupper(kLetters[t]));
    if (pos.type[t] & b & pos.color[1]) return kLetters[t];
  }
  return '.';
}

std::string position_hex(const Position& pos) {
  std::string text;
  for (int i = 0; i < kPositionWords; ++i) text += (i ? "," : "") + hex(position_word(pos, i));
  return text;
}

std::optional<Position> parse_position_hex(std::string_view text) {
  Position pos{};
  for (int i = 0; i < kPositionWords; ++i) {
    const std::size_t comma = text.find(',');
    if ((comma == std::string_view::npos) != (i == kPositionWords - 1)) return std::nullopt;
    const auto word = parse_bitboard(text.substr(0, comma));
    if (!word) return std::nullopt;
    position_word(pos, i) = *word;
    text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
  }
  return pos;
}

std::string position_fen(const Position& pos, int side) {
  std::string fen;
  for (int r = 7; r >= 0; --r) {
    int gap = 0;
    for (int f = 0; f < 8; ++f) {
      const char c = piece_letter(pos, make_square(f, r));
      if (c == '.') {
        ++gap;
        continue;
      }
      if (gap) fen += static_cast<char>('0' + gap);
      gap = 0;
      fen += c;
    }
    if (gap) fen += static_cast<char>('0' + gap);
    if (r) fen += '/';
  }
  return fen + (side ? " b" : " w") + " - - 0 1";
}

std::optional<Position> parse_fen(std::string_view text) {
  if (text.size() > 128) return std::nullopt;
  const std::vector<std::string_view> w = words(text);
  if (w.empty() || w.size() > 6) return std::nullopt;
  if (w.size() > 1 && w[1] != "w" && w[1] != "b") return std::nullopt;
  if (w.size() > 2 && !castling(w[2])) return std::nullopt;
  if (w.size() > 3 && w[3] != "-" && !parse_square(w[3]).has_value()) return std::nullopt;
  if (w.size() > 3 && w[3].size() != 1 && w[3].size() != 2) return std::nullopt;
  for (std::size_t i = 4; i < w.size(); ++i)
    if (!clock(w[i])) return std::nullopt;
  Position pos{};
  int rank = 7, file = 0;
  for (char c : w[0]) {
    if (c == '/') {
      if (file != 8 || rank == 0) return std::nullopt;
      --rank;
      file = 0;
    } else if (c >= '1' && c <= '8') {
      file += c - '0';
      if (file > 8) return std::nullopt;
    } else {
      const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      const char* at = std::char_traits<char>::find(kLetters, kPieceTypes, lower);
      if (!at || file >= 8) return std::nullopt;
      const Bitboard b = square_bb(make_square(file, rank));
      pos.type[at - kLetters] |= b;
      pos.color[c == lower ? kBlack : kWhite] |= b;
      ++file;
    }
  }
  if (rank != 0 || file != 8) return std::nullopt;
  return pos;
}

Position color_flip(const Position& pos) {
  Position out{};
  out.color[0] = flip_ranks(pos.color[1]);
  out.color[1] = flip_ranks(pos.color[0]);
  for (int t = 0; t < kPieceTypes; ++t) out.type[t] = flip_ranks(pos.type[t]);
  return out;
}

}  // namespace slidercheck
