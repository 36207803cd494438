// The pawn pushes' diagnoses: each reading is the definition with one thing
// changed, walked over (file, rank) as the oracle walks; a reading holds when
// impl gives its results on every sample and the oracle does not.
#include "slidercheck/pawn_pushes.h"

#include <string>

#include "slidercheck/oracle.h"

namespace slidercheck {

namespace {

// A push as an engine might have written it.
struct PushRule {
  int forward[2] = {+1, -1};  // the rank step of white and black
  int start[2] = {1, 6};      // the start rank of a double push (-1: every rank)
  bool wrap = false;          // off the board: round to the other edge rank
  bool masked = true;         // the squares stepped on must be in empty
  bool passed = true;         // double: the square passed must be in empty too
};

// Returns the push of in under rule (steps: 1 pawn_pushes, 2 pawn_double_pushes).
Bitboard push_by(const Input& in, const PushRule& rule) {
  const int steps = in.kind == Kind::pawn_double_pushes ? 2 : 1, c = in.color & 1;
  Bitboard result = 0;
  for (int sq = 0; sq < kSquares; ++sq) {
    if (!((in.set >> sq) & 1)) continue;
    if (steps == 2 && rule.start[c] >= 0 && rank_of(sq) != rule.start[c]) continue;
    int rank = rank_of(sq);
    bool reached = true;
    for (int i = 1; i <= steps && reached; ++i) {
      rank += rule.forward[c];
      if (rank < 0 || rank > 7) {
        if (!rule.wrap) reached = false;
        rank = (rank + 8) % 8;
      }
      const bool needs_empty = rule.masked && (i == steps || rule.passed);
      if (needs_empty && !((in.empty >> make_square(file_of(sq), rank)) & 1)) reached = false;
    }
    if (reached) result |= square_bb(make_square(file_of(sq), rank));
  }
  return result;
}

}  // namespace

std::uint16_t push_readings(const Implementation& impl, Kind kind,
                            const std::vector<Input>& samples) {
  if (!is_pawn_push(kind) || !impl.provides(kind)) return 0;
  // Whether impl follows rule on every sample, where the oracle somewhere does not.
  auto follows = [&](const PushRule& rule) {
    bool differs = false;
    for (const Input& in : samples) {
      const Input board = as_defined(impl.as_called(in), impl.pawn_sides);
      const Bitboard predicted = push_by(board, rule);
      if (impl.eval(in) != predicted) return false;
      differs = differs || predicted != oracle::eval(board);
    }
    return differs;
  };
  std::uint16_t found = 0;
  PushRule r;
  r.forward[1] = +1;
  if (kind == Kind::pawn_double_pushes) r.start[1] = 1;  // black as white, from rank 2
  if (follows(r)) found |= kPushBlackNorth;
  r = PushRule{};
  r.forward[0] = -1;
  if (kind == Kind::pawn_double_pushes) r.start[0] = 6;  // white as black, from rank 7
  if (follows(r)) found |= kPushWhiteSouth;
  r = PushRule{};
  r.wrap = true;
  if (follows(r)) found |= kPushWrapped;
  r = PushRule{};
  r.masked = false;
  if (follows(r)) found |= kPushUnmasked;
  if (kind != Kind::pawn_double_pushes) return found;
  r = PushRule{};
  r.passed = false;
  if (follows(r)) found |= kPushPassedSquare;
  r = PushRule{};
  r.start[0] = r.start[1] = -1;
  if (follows(r)) found |= kPushAnyRank;
  for (int rank : {0, 2, 3, 4, 5}) {
    r = PushRule{};
    r.start[0] = rank;
    r.start[1] = 7 - rank;
    if (follows(r)) found |= static_cast<std::uint16_t>(kPushStartRank << rank);
  }
  return found;
}

void push_diagnosis_list(const Diagnoses& d, std::vector<Diagnosis>& out) {
  const std::uint16_t p = d.pushes;
  if (p & kPushBlackNorth)
    out.push_back({"pawn_push", "black_north",
                   "shifted the wrong way for black: black's pawns push towards rank 8 here, "
                   "as white's do; black (color 1) pushes towards rank 1 (b >> 8)"});
  if (p & kPushWhiteSouth)
    out.push_back({"pawn_push", "white_south",
                   "shifted the wrong way for white: white's pawns push towards rank 1 here, "
                   "as black's do; white (color 0) pushes towards rank 8 (b << 8)"});
  if (p & kPushWrapped)
    out.push_back({"pawn_push", "wrapped",
                   "wrapped: a push off the board comes back on the other edge rank here (a "
                   "rotate, not a shift); off the board is nothing"});
  if (p & kPushUnmasked)
    out.push_back({"pawn_push", "unmasked",
                   "not masked by empty: the pushes land on squares that are not empty here; "
                   "mask each step with empty"});
  if (p & kPushPassedSquare)
    out.push_back({"pawn_push", "passed_square",
                   "did not require the first step empty: a double push here needs only the "
                   "square reached empty, not the square passed (push the single pushes "
                   "on rank 3 or 6 again, masked by empty)"});
  if (p & kPushAnyRank)
    out.push_back({"pawn_push", "any_rank",
                   "start rank wrong: pawns of every rank push two squares here; only the "
                   "start rank's do (rank 2 for white, rank 7 for black)"});
  for (int rank = 0; rank < 8; ++rank) {
    if (!((p >> 8 >> rank) & 1)) continue;
    out.push_back({"pawn_push", "start_rank_" + std::to_string(rank + 1),
                   "start rank wrong: white double pushes from rank " + std::to_string(rank + 1) +
                       " and black from rank " + std::to_string(8 - rank) +
                       " here; the start ranks are rank 2 (white) and rank 7 (black)"});
  }
}

}  // namespace slidercheck
