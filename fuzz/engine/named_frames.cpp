// The named frames of a finding's abort: see named_frames.h.
#include "fuzz/engine/named_frames.h"

#include <cstdlib>
#include <string>
#include <string_view>

namespace slidercheck::fuzz_entry {
namespace {

// Every kind, in the order of the kind table (checked below: a kind added to
// the table without its line here does not compile).
// clang-format off
#define SLIDERCHECK_EACH_KIND(X) \
  X(rook_attacks) X(bishop_attacks) X(queen_attacks) \
  X(rank_attacks) X(file_attacks) X(diagonal_attacks) \
  X(antidiagonal_attacks) X(xray_rook_attacks) X(xray_bishop_attacks) \
  X(sliding_attacks) X(xray_sliding_attacks) X(between) \
  X(squares_between) X(line_through) X(squares_between_to_b) \
  X(squares_between_inclusive) X(knight_attacks) X(king_attacks) \
  X(pawn_attacks) X(knight_set_attacks) X(king_set_attacks) \
  X(pawn_set_attacks) X(ray_through) X(pawn_west_attacks) \
  X(pawn_east_attacks) X(pawn_double_attacks) X(shift_one) \
  X(ray_attacks) X(attackers_to) X(attackers_by) X(is_attacked) \
  X(checkers) X(pinned) X(pinners) X(blockers_for_king) X(check_mask) \
  X(pin_mask) X(squares_between_with_ends) X(squares_between_to_b_aligned) \
  X(knight_shift) X(pawn_pushes) X(pawn_double_pushes) X(rook_sees) X(bishop_sees) X(queen_sees) \
  X(rook_set_attacks) X(bishop_set_attacks) X(queen_set_attacks)

// Every law family of laws.h (all_laws), "own-bit" as own_bit, and the oracle.
#define SLIDERCHECK_EACH_LAW(X) \
  X(oracle) X(own_bit) X(off_line) X(symmetry) X(reachability) X(monotonicity) X(composition) \
  X(swap) X(position) X(other)
// clang-format on

#define SLIDERCHECK_NAME(name) #name,
constexpr std::string_view kFrameKinds[] = {SLIDERCHECK_EACH_KIND(SLIDERCHECK_NAME)};
#undef SLIDERCHECK_NAME

constexpr bool frames_match_kind_table() {
  if (std::size(kFrameKinds) != static_cast<std::size_t>(kKinds)) return false;
  for (int i = 0; i < kKinds; ++i)
    if (kFrameKinds[i] != kKindTable[i].name) return false;
  return true;
}
static_assert(frames_match_kind_table(),
              "SLIDERCHECK_EACH_KIND must list the kind table's kinds, in its order");

// Keeps the calling frame on the stack: the call before it is no tail call.
inline void keep_frame() { __asm__ volatile("" ::: "memory"); }

}  // namespace

// wrong::KIND(): the frame on top of the abort.
namespace wrong {
#define SLIDERCHECK_FRAME(name)   \
  [[gnu::noinline]] void name() { \
    keep_frame();                 \
    std::abort();                 \
  }
SLIDERCHECK_EACH_KIND(SLIDERCHECK_FRAME)
#undef SLIDERCHECK_FRAME
}  // namespace wrong

namespace {
using Frame = void (*)();
#define SLIDERCHECK_POINTER(name) &wrong::name,
constexpr Frame kWrong[] = {SLIDERCHECK_EACH_KIND(SLIDERCHECK_POINTER)};
#undef SLIDERCHECK_POINTER
}  // namespace

// by_law::LAW(kind): the frame under it.
namespace by_law {
#define SLIDERCHECK_FRAME(name)                \
  [[gnu::noinline]] void name(Kind kind) {     \
    kWrong[static_cast<int>(kind) % kKinds](); \
    keep_frame();                              \
  }
SLIDERCHECK_EACH_LAW(SLIDERCHECK_FRAME)
#undef SLIDERCHECK_FRAME
}  // namespace by_law

void abort_through_frames(Kind kind, std::string_view law) {
  std::string name(law.substr(0, law.find(':')));  // the family: "composition:rook=rank|file"
  for (char& c : name)
    if (c == '-') c = '_';
#define SLIDERCHECK_LAW_CASE(law_name) \
  if (name == #law_name) by_law::law_name(kind);
  SLIDERCHECK_EACH_LAW(SLIDERCHECK_LAW_CASE)
#undef SLIDERCHECK_LAW_CASE
  by_law::other(kind);
  std::abort();
}

}  // namespace slidercheck::fuzz_entry
