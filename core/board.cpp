#include "slidercheck/board.h"

#include <cstdio>
#include <string>

namespace slidercheck {

namespace {
constexpr const char* kDirNames[kDirections] = {"noEa", "east", "soEa", "sout",
                                                "soWe", "west", "noWe", "nort"};

std::optional<std::uint64_t> parse_unsigned(std::string_view text, int base) {
  if (text.empty() || text.size() > 20) return std::nullopt;
  std::uint64_t value = 0;
  for (char c : text) {
    int digit;
    if (c >= '0' && c <= '9')
      digit = c - '0';
    else if (c >= 'a' && c <= 'f')
      digit = c - 'a' + 10;
    else if (c >= 'A' && c <= 'F')
      digit = c - 'A' + 10;
    else
      return std::nullopt;
    if (digit >= base) return std::nullopt;
    if (value > (~std::uint64_t{0} - digit) / base) return std::nullopt;  // overflow
    value = value * base + digit;
  }
  return value;
}
}  // namespace

const char* dir8_name(int dir8) {
  return (dir8 >= 0 && dir8 < kDirections) ? kDirNames[dir8] : "??";
}

std::optional<int> parse_dir8(std::string_view text) {
  for (int d = 0; d < kDirections; ++d) {
    if (text == kDirNames[d]) return d;
  }
  if (text.size() == 1 && text[0] >= '0' && text[0] <= '7') return text[0] - '0';
  return std::nullopt;
}

const char* jump_name(int jump) {
  static constexpr const char* kJumpNames[kJumps] = {"noNoEa", "noEaEa", "soEaEa", "soSoEa",
                                                     "soSoWe", "soWeWe", "noWeWe", "noNoWe"};
  return (jump >= 0 && jump < kJumps) ? kJumpNames[jump] : "??";
}

std::optional<int> parse_jump(std::string_view text) {
  for (int j = 0; j < kJumps; ++j) {
    if (text == jump_name(j)) return j;
  }
  if (text.size() == 1 && text[0] >= '0' && text[0] <= '7') return text[0] - '0';
  return std::nullopt;
}

std::string square_name(int sq) {
  if (sq < 0 || sq >= kSquares) return "??";
  return std::string{char('a' + file_of(sq)), char('1' + rank_of(sq))};
}

std::optional<int> parse_square(std::string_view text) {
  if (text.size() == 2 && text[0] >= 'a' && text[0] <= 'h' && text[1] >= '1' && text[1] <= '8') {
    return make_square(text[0] - 'a', text[1] - '1');
  }
  if (auto n = parse_unsigned(text, 10); n && *n < kSquares) return static_cast<int>(*n);
  return std::nullopt;
}

std::string hex(Bitboard bb) {
  char buffer[24];
  std::snprintf(buffer, sizeof buffer, "0x%016llx", static_cast<unsigned long long>(bb));
  return buffer;
}

std::optional<Bitboard> parse_bitboard(std::string_view text) {
  if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
    text.remove_prefix(2);
    if (text.size() > 16) return std::nullopt;
    return parse_unsigned(text, 16);
  }
  return parse_unsigned(text, 10);
}

}  // namespace slidercheck
