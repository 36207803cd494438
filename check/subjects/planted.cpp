// Planted bugs. Each is a ray walk with one realistic mistake; every function
// kind is composed from that ray exactly as the definitions say, so every part
// of every check gets a wrong implementation to catch.
#include "slidercheck/planted.h"

#include <array>
#include <bit>

#include "slidercheck/from_ray.h"
#include "slidercheck/oracle_leapers.h"

namespace slidercheck {

namespace {

enum class Bug { none, wrap_h_to_a, missing_edge, own_bit, off_line, needle };

bool inside(int file, int rank) { return 0 <= file && file < 8 && 0 <= rank && rank < 8; }

// Returns the ray of sq in dir8 through occ, with bug B planted.
template <Bug B>
Bitboard buggy_ray(Bitboard occ, int sq, int dir8) {
  if constexpr (B == Bug::own_bit) {
    const bool positive = dir8 == kNoEa || dir8 == kEast || dir8 == kNoWe || dir8 == kNort;
    if (positive && ((occ >> sq) & 1)) return 0;
  }
  Bitboard ray = 0;
  if (B == Bug::wrap_h_to_a && dir8 == kEast) {
    // Steps in index space, up to seven squares, whatever the file.
    for (int to = sq + 1; to < 64 && to <= sq + 7; ++to) {
      ray |= square_bb(to);
      if ((occ >> to) & 1) break;
    }
    return ray;
  }
  const int df = dir8_file_step(dir8), dr = dir8_rank_step(dir8);
  int f = file_of(sq) + df, r = rank_of(sq) + dr, last = -1;
  for (; inside(f, r); f += df, r += dr) {
    last = make_square(f, r);
    ray |= square_bb(last);
    if ((occ >> last) & 1) break;
  }
  if constexpr (B == Bug::missing_edge) {
    if (last >= 0 && !inside(file_of(last) + df, rank_of(last) + dr)) ray &= ~square_bb(last);
  }
  if constexpr (B == Bug::off_line) {
    if (last >= 0 && ((occ >> ((sq + 17) & 63)) & 1)) ray &= ~square_bb(last);
  }
  if constexpr (B == Bug::needle) {
    if (sq == kNeedleSquare && occ == kNeedleOcc && dir8 == kEast) ray ^= square_bb(sq + 2);
  }
  return ray;
}

template <Bug B>
Implementation make(const char* name, const char* summary) {
  Implementation impl;
  static_cast<KindFunctions<Bitboard>&>(impl) = functions_from_ray<buggy_ray<B>>();
  impl.name = name;
  impl.summary = summary;
  impl.origin = Origin{.type = OriginType::planted, .location = name};
  return impl;
}

// squares_between with an off-by-one at its start: the walk from a that
// reaches b, a's own square included. Every other kind is the plain walk's.
Bitboard between_including_a(int a, int b) {
  if (a == b) return 0;
  for (int d = 0; d < kDirections; ++d) {
    const Bitboard ray = buggy_ray<Bug::none>(square_bb(b), a, d);
    if (ray & square_bb(b)) return (ray & ~square_bb(b)) | square_bb(a);  // the bug: | a
  }
  return 0;
}

Implementation between_includes_a() {
  Implementation impl = make<Bug::none>("planted_between_includes_a",
                                        "squares_between includes a (only that kind is wrong)");
  impl.set(Kind::squares_between, &between_including_a);
  return impl;
}

// The plain walk's pair kinds, each with one convention slip.
// line_through that stops one square short of the edge beyond b (a loop that
// tests the next square before adding the current one).
Bitboard line_missing_edge(int a, int b) {
  for (int d = 0; d < kDirections; ++d) {
    const Bitboard ray = buggy_ray<Bug::none>(square_bb(b), a, d);
    if (!(ray & square_bb(b))) continue;
    const Bitboard beyond = buggy_ray<Bug::none>(0, a, d);
    const Bitboard edge = lowest_bb(beyond);  // lowest square of the far ray...
    const Bitboard far = (d == kEast || d == kNort || d == kNoEa || d == kNoWe)
                             ? Bitboard{1} << (63 - std::countl_zero(beyond))  // ...or highest
                             : edge;
    return (beyond & ~far) | buggy_ray<Bug::none>(0, a, opposite(d)) | square_bb(a);
  }
  return 0;
}

// squares_between_to_b that forgets b when a and b are not aligned (Stockfish
// adds b outside the "aligned" branch) and for a == b.
Bitboard to_b_unaligned_empty(int a, int b) {
  if (a == b) return 0;
  for (int d = 0; d < kDirections; ++d) {
    const Bitboard ray = buggy_ray<Bug::none>(square_bb(b), a, d);
    if (ray & square_bb(b)) return ray;
  }
  return 0;  // the bug: {b}
}

// squares_between_inclusive written as to_b(a, b) | to_b(b, a): {a, b} when a
// and b are not aligned.
Bitboard inclusive_unaligned_ends(int a, int b) {
  Bitboard r = square_bb(a) | square_bb(b);
  for (int d = 0; d < kDirections; ++d) {
    const Bitboard ray = buggy_ray<Bug::none>(square_bb(b), a, d);
    if (ray & square_bb(b)) r |= ray;
  }
  return r;
}

// squares_between_with_ends written as squares_between_inclusive: 0, not
// {a, b}, when a and b share no line.
Bitboard with_ends_unaligned_empty(int a, int b) {
  if (a == b) return square_bb(a);
  for (int d = 0; d < kDirections; ++d) {
    const Bitboard ray = buggy_ray<Bug::none>(square_bb(b), a, d);
    if (ray & square_bb(b)) return ray | square_bb(a);
  }
  return 0;  // the bug: {a, b}
}

// squares_between_to_b_aligned written as squares_between_to_b (Stockfish's
// BetweenBB): {b}, not 0, when a and b share no line, and {a} for a == b.
Bitboard to_b_aligned_unaligned_b(int a, int b) {
  if (a == b) return square_bb(a);  // the bug: 0
  for (int d = 0; d < kDirections; ++d) {
    const Bitboard ray = buggy_ray<Bug::none>(square_bb(b), a, d);
    if (ray & square_bb(b)) return ray;
  }
  return square_bb(b);  // the bug: 0
}

// The plain walk's lines of kind K's piece from sq through occ.
template <Kind K>
Bitboard piece_lines(Bitboard occ, int sq) {
  Bitboard r = 0;
  for (int d = 0; d < kDirections; ++d)
    if ((info(K).lines >> d) & 1)
      r |= buggy_ray<Bug::none>(occ, sq, d) | buggy_ray<Bug::none>(occ, sq, opposite(d));
  return r;
}

// A sees kind that also asks to to be empty: the squares from from up to and
// including to must be empty (the squares between and the end), so an
// occupied to, a capture, is never seen.
template <Kind K>
Bitboard sees_needs_empty_to(Bitboard occ, int from, int to) {
  if ((occ >> to) & 1) return 0;  // the bug
  return (piece_lines<K>(occ, from) >> to) & 1;
}

Implementation sees_to_occupied() {
  Implementation impl = make<Bug::none>(
      "planted_sees_to_occupied",
      "the sees kinds answer 0 when to is occupied (they want every square up to to empty)");
  impl.set(Kind::rook_sees, &sees_needs_empty_to<Kind::rook_sees>)
      .set(Kind::bishop_sees, &sees_needs_empty_to<Kind::bishop_sees>)
      .set(Kind::queen_sees, &sees_needs_empty_to<Kind::queen_sees>);
  return impl;
}

// A set_attacks kind that forgets the loop: the attacks of the lowest slider only.
template <Kind K>
Bitboard set_attacks_lowest(Bitboard sliders, Bitboard occ) {
  return sliders ? piece_lines<K>(occ, std::countr_zero(sliders)) : 0;
}

Implementation set_attacks_lowest_only() {
  Implementation impl = make<Bug::none>(
      "planted_set_attacks_lowest",
      "the set_attacks kinds answer the lowest slider's attacks only (no loop over the set)");
  impl.set(Kind::rook_set_attacks, &set_attacks_lowest<Kind::rook_set_attacks>)
      .set(Kind::bishop_set_attacks, &set_attacks_lowest<Kind::bishop_set_attacks>)
      .set(Kind::queen_set_attacks, &set_attacks_lowest<Kind::queen_set_attacks>);
  return impl;
}

// The plain walk with kind's function replaced by fn.
Implementation pair_slip(const char* name, const char* summary, Kind kind, PairFn fn) {
  Implementation impl = make<Bug::none>(name, summary);
  impl.set(kind, fn);
  return impl;
}

// ray_through that stops at b (squares_between_to_b's answer when aligned):
// the ray through an occupancy of {b}.
Bitboard ray_stops_at_b(int a, int b) {
  if (a == b) return 0;
  for (int d = 0; d < kDirections; ++d) {
    const Bitboard ray = buggy_ray<Bug::none>(square_bb(b), a, d);
    if (ray & square_bb(b)) return ray;  // the bug: not on to the edge
  }
  return 0;
}

// ray_attacks by the classical approach (the empty-board ray minus the ray
// behind the nearest blocker) with a forward bit scan in every direction: on
// a negative ray (towards a1) the lowest blocker is the farthest, so the ray
// runs through every nearer blocker to it.
Bitboard ray_forward_scan(Bitboard occ, int sq, int dir8) {
  const Bitboard ray = buggy_ray<Bug::none>(0, sq, dir8);
  const Bitboard blockers = ray & occ;
  if (!blockers) return ray;
  const int blocker = std::countr_zero(blockers);  // the bug: reverse scan on negative rays
  return ray & ~buggy_ray<Bug::none>(0, blocker, dir8);
}

Implementation ray_forward_scan_slip() {
  Implementation impl =
      make<Bug::none>("planted_ray_forward_scan",
                      "ray_attacks scans negative rays forward: through the nearer blockers to "
                      "the farthest (only that kind is wrong)");
  impl.set(Kind::ray_attacks, &ray_forward_scan);
  return impl;
}

// The leapers: the oracle's, but for one shift formula written without some of
// its file masks (the classic a/h-file wraps).
// knight_set_attacks with the one-file masks but not the two-file ones: a jump
// two files left from the a- or b-file lands on the g- or h-file (and back).
Bitboard knight_set_no_two_file_masks(Bitboard knights) {
  constexpr Bitboard not_a = ~0x0101010101010101ull, not_h = ~0x8080808080808080ull;
  const Bitboard l1 = (knights >> 1) & not_h, l2 = knights >> 2;  // the bug: no & notGH
  const Bitboard r1 = (knights << 1) & not_a, r2 = knights << 2;  // the bug: no & notAB
  const Bitboard h1 = l1 | r1, h2 = l2 | r2;
  return (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8);
}

// pawn_set_attacks without any file mask: an a-file pawn attacks the h-file one
// rank off, an h-file pawn the a-file.
Bitboard pawn_set_unmasked(int color, Bitboard pawns) {
  return color == 0 ? (pawns << 9) | (pawns << 7) : (pawns >> 7) | (pawns >> 9);
}
Bitboard pawn_unmasked(int color, int sq) { return pawn_set_unmasked(color, square_bb(sq)); }

// One side of the pawn captures, and the double attacks, without file masks:
// a west capture from the a-file lands on the h-file one rank further on.
Bitboard pawn_west_unmasked(int color, Bitboard pawns) {
  return color == 0 ? pawns << 7 : pawns >> 9;
}
Bitboard pawn_east_unmasked(int color, Bitboard pawns) {
  return color == 0 ? pawns << 9 : pawns >> 7;
}
Bitboard pawn_double_unmasked(int color, Bitboard pawns) {
  return pawn_west_unmasked(color, pawns) & pawn_east_unmasked(color, pawns);
}

// shift_one by a plain shift of the index, without the avoid-wrap masks: east
// from the h-file lands on the a-file one rank up.
Bitboard shift_unmasked(Bitboard set, int dir8) {
  constexpr int kShift[kDirections] = {9, 1, -7, -8, -9, -1, 7, 8};  // noEa, east, ... nort
  const int s = kShift[dir8];
  return s > 0 ? set << s : set >> -s;
}

// knight_shift by a plain shift of the index, without the file masks: a jump
// east from the g- or h-file lands on the a- or b-file (and west the other way).
Bitboard knight_shift_unmasked(Bitboard set, int jump) {
  constexpr int kShift[8] = {17, 10, -6, -15, -17, -10, 6, 15};  // noNoEa, ... noNoWe
  const int s = kShift[jump & 7];
  return s > 0 ? set << s : set >> -s;
}

// pawn_pushes shifted towards rank 8 for both colors: black pushes the wrong way.
Bitboard pushes_north_for_both(int, Bitboard pawns, Bitboard empty) { return (pawns << 8) & empty; }

// pawn_double_pushes that requires only the square reached empty, not the one passed.
Bitboard double_skips_first_step(int color, Bitboard pawns, Bitboard empty) {
  const Bitboard start = color == 0 ? 0xFF00ull : 0x00FF000000000000ull;
  return (color == 0 ? (pawns & start) << 16 : (pawns & start) >> 16) & empty;
}

// The plain walk with the oracle's leapers.
Implementation with_leapers(const char* name, const char* summary) {
  Implementation impl = make<Bug::none>(name, summary);
  impl.set(Kind::knight_attacks, &oracle::knight_attacks)
      .set(Kind::king_attacks, &oracle::king_attacks)
      .set(Kind::pawn_attacks, &oracle::pawn_attacks)
      .set(Kind::knight_set_attacks, &oracle::knight_set_attacks)
      .set(Kind::king_set_attacks, &oracle::king_set_attacks)
      .set(Kind::pawn_set_attacks, &oracle::pawn_set_attacks)
      .set(Kind::pawn_west_attacks, &oracle::pawn_west_attacks)
      .set(Kind::pawn_east_attacks, &oracle::pawn_east_attacks)
      .set(Kind::pawn_double_attacks, &oracle::pawn_double_attacks)
      .set(Kind::shift_one, &oracle::shift_one)
      .set(Kind::knight_shift, &oracle::knight_shift)
      .set(Kind::pawn_pushes, &oracle::pawn_pushes)
      .set(Kind::pawn_double_pushes, &oracle::pawn_double_pushes);
  return impl;
}

Implementation knight_set_wrap() {
  Implementation impl = with_leapers(
      "planted_knight_set_wrap",
      "knight_set_attacks without the two-file masks: jumps wrap between the a/b and g/h files");
  impl.set(Kind::knight_set_attacks, &knight_set_no_two_file_masks);
  return impl;
}

Implementation pawn_side_wrap() {
  Implementation impl = with_leapers(
      "planted_pawn_side_wrap",
      "pawn_west/east/double_attacks without file masks: captures wrap between the a- and h-files");
  impl.set(Kind::pawn_west_attacks, &pawn_west_unmasked)
      .set(Kind::pawn_east_attacks, &pawn_east_unmasked)
      .set(Kind::pawn_double_attacks, &pawn_double_unmasked);
  return impl;
}

Implementation shift_wrap() {
  Implementation impl = with_leapers(
      "planted_shift_wrap", "shift_one by a plain shift without avoid-wrap masks: files wrap");
  impl.set(Kind::shift_one, &shift_unmasked);
  return impl;
}

Implementation knight_shift_wrap() {
  Implementation impl =
      with_leapers("planted_knight_shift_wrap",
                   "knight_shift by a plain shift without file masks: jumps wrap between files");
  impl.set(Kind::knight_shift, &knight_shift_unmasked);
  return impl;
}

Implementation push_wrong_way() {
  Implementation impl = with_leapers("planted_push_wrong_way",
                                     "pawn_pushes shifts towards rank 8 for black too (b << 8)");
  impl.set(Kind::pawn_pushes, &pushes_north_for_both);
  return impl;
}

Implementation double_push_first_step() {
  Implementation impl =
      with_leapers("planted_double_push_first_step",
                   "pawn_double_pushes needs only the square reached empty, not the square passed");
  impl.set(Kind::pawn_double_pushes, &double_skips_first_step);
  return impl;
}

Implementation pawn_wrap() {
  Implementation impl = with_leapers(
      "planted_pawn_wrap", "pawn attacks without file masks: a- and h-file pawns wrap around");
  impl.set(Kind::pawn_attacks, &pawn_unmasked).set(Kind::pawn_set_attacks, &pawn_set_unmasked);
  return impl;
}

}  // namespace

std::span<const Implementation> planted_implementations() {
  static const std::array<Implementation, 22> planted = {
      make<Bug::wrap_h_to_a>("planted_wrap_h_to_a", "east ray wraps from the h-file to the a-file"),
      make<Bug::missing_edge>("planted_missing_edge", "drops the edge square a ray reaches"),
      make<Bug::own_bit>("planted_own_bit", "positive rays empty when the own bit is set"),
      make<Bug::off_line>("planted_off_line", "depends on the square (sq + 17) % 64"),
      make<Bug::needle>("planted_needle", "wrong for one occupancy of e4 only"),
      between_includes_a(),
      pair_slip("planted_line_missing_edge",
                "line_through drops the edge square beyond b (only that kind is wrong)",
                Kind::line_through, &line_missing_edge),
      pair_slip("planted_to_b_unaligned_empty",
                "squares_between_to_b is 0, not {b}, when a and b share no line or are equal",
                Kind::squares_between_to_b, &to_b_unaligned_empty),
      pair_slip("planted_inclusive_unaligned_ends",
                "squares_between_inclusive is {a, b}, not 0, when a and b share no line",
                Kind::squares_between_inclusive, &inclusive_unaligned_ends),
      knight_set_wrap(),
      pawn_wrap(),
      pair_slip("planted_ray_stops_at_b",
                "ray_through stops at b instead of going on to the edge (only that kind is wrong)",
                Kind::ray_through, &ray_stops_at_b),
      pawn_side_wrap(),
      shift_wrap(),
      ray_forward_scan_slip(),
      pair_slip("planted_with_ends_unaligned_empty",
                "squares_between_with_ends is 0, not {a, b}, when a and b share no line",
                Kind::squares_between_with_ends, &with_ends_unaligned_empty),
      pair_slip("planted_to_b_aligned_unaligned_b",
                "squares_between_to_b_aligned is {b}, not 0, when a and b share no line "
                "({a} for a == b)",
                Kind::squares_between_to_b_aligned, &to_b_aligned_unaligned_b),
      knight_shift_wrap(),
      push_wrong_way(),
      double_push_first_step(),
      sees_to_occupied(),
      set_attacks_lowest_only(),
  };
  return planted;
}

const Implementation* find_planted(std::string_view name) {
  for (const Implementation& impl : planted_implementations()) {
    if (name == impl.name) return &impl;
  }
  return nullptr;
}

}  // namespace slidercheck
