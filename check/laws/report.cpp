// Reports that explain themselves: names, square, hex, boards side by side,
// wrong squares, and the command that reproduces the failure.
#include <algorithm>
#include <array>
#include <cstring>
#include <sstream>
#include <string>

#include "slidercheck/check.h"

namespace slidercheck {

namespace {

bool has(Bitboard bb, int sq) { return (bb >> sq) & 1; }

using Board = std::array<char, 64>;

// Whether kind moves a set of squares in a direction (shift_one, knight_shift):
// no leaper stands on them.
bool moves_set(Kind kind) { return is_set_kind(kind) && takes_direction(kind); }

// Returns the input drawn as one board: S slider (on an occupied square),
// s slider on an empty square, x occupied, B blocker, T target, . empty; pair
// kinds: a and b, the two squares; leaper kinds: L, a leaper; a set moved
// (shift_one): x, a square of the set; pawn pushes: P a pawn on an empty
// square, p one on a square not empty, x a square not empty; sees kinds: F
// from, T to (f, t when empty), x occupied.
Board input_board(const Input& in) {
  Board b{};
  for (int sq = 0; sq < 64; ++sq) {
    char c = '.';
    if (is_position_kind(in.kind)) {
      c = piece_letter(in.pos, sq);
      // an occupancy override's squares: x an added one, o a piece it leaves out
      if (takes(in.kind, Field::occ) && c == '.' && has(in.occ, sq)) c = 'x';
      if (takes(in.kind, Field::occ) && c != '.' && !has(in.occ, sq)) c = 'o';
    } else if (is_pair(in.kind)) {
      if (sq == in.sq2) c = 'b';
      if (sq == in.sq) c = 'a';
    } else if (is_pawn_push(in.kind)) {
      if (!has(in.empty, sq)) c = 'x';
      if (has(in.set, sq)) c = has(in.empty, sq) ? 'P' : 'p';
    } else if (is_leaper(in.kind)) {
      if (is_set_kind(in.kind) ? has(in.set, sq) : sq == in.sq) c = moves_set(in.kind) ? 'x' : 'L';
    } else if (is_sees(in.kind)) {
      if (has(in.occ, sq)) c = 'x';
      if (sq == in.sq2) c = has(in.occ, sq) ? 'T' : 't';
      if (sq == in.sq) c = has(in.occ, sq) ? 'F' : 'f';
    } else if (is_slider_set(in.kind)) {
      if (has(in.occ, sq)) c = 'x';
      if (has(in.sliders, sq)) c = has(in.occ, sq) ? 'S' : 's';
    } else if (is_single_slider(in.kind)) {
      if (has(in.occ, sq)) c = has(in.blockers, sq) ? 'B' : 'x';
      if (sq == in.sq) c = has(in.occ, sq) ? 'S' : 's';
    } else {
      if (!has(in.empty, sq)) c = 'x';
      if (has(extra_of(in), sq)) c = info(in.kind).extra == Extra::targets ? 'T' : 'B';
      if (has(in.sliders, sq)) c = has(in.empty, sq) ? 's' : 'S';
    }
    b[sq] = c;
  }
  return b;
}

Board plain_board(Bitboard bb) {
  Board b{};
  for (int sq = 0; sq < 64; ++sq) b[sq] = has(bb, sq) ? '1' : '.';
  return b;
}

// Returns actual drawn against expected: 1 right, + extra, - missing.
Board diff_board(Bitboard expected, Bitboard actual) {
  Board b{};
  for (int sq = 0; sq < 64; ++sq) {
    const bool e = has(expected, sq), a = has(actual, sq);
    b[sq] = a && e ? '1' : a ? '+' : e ? '-' : '.';
  }
  return b;
}

std::string row(const Board& b, int rank) {
  std::string s;
  for (int file = 0; file < 8; ++file) {
    if (file) s += ' ';
    s += b[8 * rank + file];
  }
  return s;
}

}  // namespace

std::string board_diagram(Bitboard bb) {
  const Board b = plain_board(bb);
  std::string s;
  for (int rank = 7; rank >= 0; --rank) s += row(b, rank) + "\n";
  return s;
}

std::string square_list(Bitboard bb) {
  std::string s;
  for (int sq = 0; sq < 64; ++sq) {
    if (has(bb, sq)) s += (s.empty() ? "" : " ") + square_name(sq);
  }
  return s.empty() ? "-" : s;
}

std::string signature(const Mismatch& m) {
  return "slidercheck: MISMATCH " + one_line(m.impl) + "::" + kind_name(m.input.kind) +
         " law=" + one_line(m.law);
}

std::string one_line(std::string_view text) {
  std::string out;
  auto escape = [&](unsigned char c) {
    static constexpr char kDigits[] = "0123456789abcdef";
    out += "\\x";
    out += kDigits[c >> 4];
    out += kDigits[c & 15];
  };
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == '\\' || c == '\n' || c == '\r' || c == '\t') {
      out += c == '\\' ? "\\\\" : c == '\n' ? "\\n" : c == '\r' ? "\\r" : "\\t";
      ++i;
    } else if (c < 0x20 || c == 0x7f) {
      escape(c);
      ++i;
    } else if (c < 0x80) {
      out += static_cast<char>(c);
      ++i;
    } else {
      const std::size_t n = utf8_length(text.substr(i));
      if (n == 0) {
        escape(c);
        ++i;
      } else {
        out += text.substr(i, n);
        i += n;
      }
    }
  }
  return out;
}

std::size_t utf8_length(std::string_view text) {
  if (text.empty()) return 0;
  const auto c = static_cast<unsigned char>(text[0]);
  if (c < 0x80) return 1;
  // The shortest forms only: no overlongs, no surrogates, nothing above U+10FFFF.
  std::size_t n = 0;
  unsigned lo = 0x80, hi = 0xbf;
  if (c >= 0xc2 && c <= 0xdf) {
    n = 2;
  } else if (c >= 0xe0 && c <= 0xef) {
    n = 3;
    if (c == 0xe0) lo = 0xa0;
    if (c == 0xed) hi = 0x9f;
  } else if (c >= 0xf0 && c <= 0xf4) {
    n = 4;
    if (c == 0xf0) lo = 0x90;
    if (c == 0xf4) hi = 0x8f;
  } else {
    return 0;
  }
  if (text.size() < n) return 0;
  for (std::size_t k = 1; k < n; ++k) {
    const auto b = static_cast<unsigned char>(text[k]);
    if (b < (k == 1 ? lo : 0x80) || b > (k == 1 ? hi : 0xbf)) return 0;
  }
  return n;
}

std::string input_fields(const Input& in) {
  std::string out;
  for (Field f : shown_fields(in.kind)) {
    const FieldInfo& field = field_info(f);
    const std::uint64_t v = field_value(in, f);
    if (field.type == FieldType::position) {  // its FEN, and its words
      out += "  fen:            " + position_text(in) + "\n";
      out += "  position:       " + position_hex(in.pos) + "\n";
      continue;
    }
    std::string label = "  " + std::string(field.label) + ":";
    label.resize(std::max<std::size_t>(label.size(), 18), ' ');  // a column of 16 after the indent
    out += label;
    switch (field.type) {
      case FieldType::square:
        out += square_name(static_cast<int>(v)) + " (" + std::to_string(v) + ")";
        break;
      case FieldType::bitboard:
        out += hex(v);
        break;
      case FieldType::dir8:
      case FieldType::jump:
      case FieldType::color:
        out += std::to_string(v) + " (" + field_text(f, v) + ")";
        break;
      case FieldType::position:
        break;
    }
    out += "\n";
  }
  return out;
}

namespace {

// Returns a sees kind's answer v in words: 1 seen, 0 not seen, any other
// value no truth value at all.
std::string sees_answer(const Input& in, Bitboard v) {
  const std::string from = square_name(in.sq), to = square_name(in.sq2);
  if (v == 1) return "1 (" + from + " sees " + to + ")";
  if (v == 0) return "0 (" + from + " does not see " + to + ")";
  return hex(v) + " (neither 0 nor 1: the answer is a truth value)";
}

// The report of a sees kind: its answer is a truth value, so no board of it,
// only the input's board.
std::string sees_body(const Mismatch& m) {
  const Input& in = m.input;
  std::ostringstream out;
  out << "  expected:       " << sees_answer(in, m.expected) << "\n";
  out << "  actual:         " << sees_answer(in, m.actual) << "\n";
  if (!m.note.empty()) out << "  note:           " << one_line(m.note) << "\n";
  const Board input = input_board(in);
  out << "\n      input\n";
  for (int rank = 7; rank >= 0; --rank)
    out << "    " << (rank + 1) << " " << row(input, rank) << "\n";
  out << "      a b c d e f g h\n";
  out << "    input: F from, T to (f, t: on an empty square), x occupied\n";
  return out.str();
}

}  // namespace

std::string report_body(const Mismatch& m) {
  const Input& in = m.input;
  std::ostringstream out;
  out << signature(m) << "\n";
  out << "  implementation: " << one_line(m.impl) << "\n";
  out << "  function:       " << kind_name(in.kind) << "\n";
  if (m.law != "oracle") out << "  law:            " << one_line(m.law) << "\n";
  out << input_fields(in);
  if (!is_pair(in.kind) && !is_square_leaper(in.kind))
    out << "  pieces:         " << popcount(pieces_of(in)) << "\n";
  if (is_sees(in.kind)) return out.str() + sees_body(m);
  out << "  expected:       " << hex(m.expected) << "\n";
  out << "  actual:         " << hex(m.actual) << "\n";
  if (!m.note.empty()) out << "  note:           " << one_line(m.note) << "\n";
  const Board input = input_board(in), expected = plain_board(m.expected),
              actual = diff_board(m.expected, m.actual);
  out << "\n      input              expected           actual\n";
  for (int rank = 7; rank >= 0; --rank) {
    out << "    " << (rank + 1) << " " << row(input, rank) << "   " << row(expected, rank) << "   "
        << row(actual, rank) << "\n";
  }
  out << "      a b c d e f g h    a b c d e f g h    a b c d e f g h\n";
  if (is_position_kind(in.kind) && takes(in.kind, Field::occ))
    out << "    input: PNBRQK white, pnbrqk black, x occ only, o a piece off occ\n";
  else if (is_position_kind(in.kind))
    out << "    input: PNBRQK white, pnbrqk black\n";
  else if (is_pair(in.kind))
    out << "    input: a and b, the two squares\n";
  else if (is_pawn_push(in.kind))
    out << "    input: P a pawn on an empty square, p a pawn on a square not empty, x not empty\n";
  else if (moves_set(in.kind))
    out << "    input: x a square of the set (each moved by dir8)\n";
  else if (is_leaper(in.kind))
    out << "    input: L a leaper (knight, king or pawn)\n";
  else if (is_slider_set(in.kind))
    out << "    input: S slider, s slider on an empty square, x occupied\n";
  else
    out << "    input: S slider, s slider on an empty square, x occupied, B blocker, T target\n";
  out << "    actual: 1 right, + extra, - missing\n\n";
  out << "  missing: " << square_list(m.expected & ~m.actual) << "\n";
  out << "  extra:   " << square_list(m.actual & ~m.expected) << "\n";
  return out.str();
}

std::string report(const Mismatch& m) {
  return report_body(m) + "  reproduce: " + reproduce_command(m) + "\n";
}

}  // namespace slidercheck
