// The cases of the position kinds: every arrangement of a ray's squares near
// the king or the target (5 states each), leapers of both colors on every
// square next to it or a knight's jump away, random game-like positions at
// several densities, and the perft suites' positions. Only game-like positions
// are made (outside_domain filters every case before it is visited).
#include "check/cases/position_cases.h"

#include <algorithm>

#include "slidercheck/implementation.h"
#include "slidercheck/oracle.h"
#include "slidercheck/oracle_leapers.h"

namespace slidercheck::enumeration {

const char* const kPerftFens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "r6r/1b2k1bq/8/8/7B/8/8/R3K2R b KQ - 3 2",
    "8/8/8/2k5/2pP4/8/B7/4K3 b - d3 0 3",
    "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1",
    "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1",
    "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
    "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1",
    "8/k1P5/8/1K6/8/8/8/8 w - - 0 1",
    "4k3/1P6/8/8/8/8/K7/8 w - - 0 1",
    nullptr,
};

namespace {

constexpr Bitboard kRanks1And8 = 0xFF000000000000FFull;
// The types an own piece on a ray takes, by the arrangement's number.
constexpr int kOwnTypes[4] = {kPawn, kBishop, kRook, kQueen};

// Returns the ray of squares from t in direction d, nearest first, and its length.
int ray_squares(int t, int d, int out[7]) {
  int n = 0;
  for (int f = file_of(t) + dir8_file_step(d), r = rank_of(t) + dir8_rank_step(d);
       f >= 0 && f < 8 && r >= 0 && r < 8; f += dir8_file_step(d), r += dir8_rank_step(d))
    out[n++] = make_square(f, r);
  return n;
}

void put(Position& pos, int color, int type, int sq) {
  pos.color[color] |= Bitboard{1} << sq;
  pos.type[type] |= Bitboard{1} << sq;
}

// Returns type, or a knight when type is a pawn and sq is on rank 1 or 8.
int placeable(int type, int sq) {
  return type == kPawn && ((kRanks1And8 >> sq) & 1) ? kKnight : type;
}

// The cases of one position for kind: its colors, squares and occupancies.
class Emit {
 public:
  Emit(Kind kind, FunctionRef<bool(const Input&)> visit) : kind_(kind), visit_(visit) {}

  // Emits the cases of pos for kind with side `own` on target, and occ_alt
  // (another occupancy override; 0: none). Returns false when visit stops.
  bool cases(const Position& pos, int own, int target, Bitboard occ_alt) {
    Input in{.kind = kind_};
    in.pos = pos;
    const Bitboard occ = occupied(pos);
    const int colors[2] = {own, own ^ 1};
    if (kind_ == Kind::attackers_to) {
      return one(in, -1, target, occ) && (occ_alt == 0 || one(in, -1, target, occ_alt));
    }
    for (int color : colors) {
      if (takes_king(kind_) && color != own) continue;  // the king on target is own's
      if (takes(kind_, Field::occ)) {
        if (!one(in, color, target, occ) || (occ_alt && !one(in, color, target, occ_alt)))
          return false;
      } else if (kind_ == Kind::pin_mask) {
        // every own piece, the king's square and one empty square
        for (Bitboard b = pos.color[color]; b; b &= b - 1)
          if (!one(in, color, __builtin_ctzll(b), 0)) return false;
        const Bitboard empty = ~occ;
        if (empty && !one(in, color, __builtin_ctzll(empty), 0)) return false;
      } else {
        if (!one(in, color, target, 0)) return false;
      }
    }
    return true;
  }

  // Emits in with color, sq and occ when it is game-like.
  bool one(Input in, int color, int sq, Bitboard occ) {
    if (color >= 0) in.color = color;
    in.sq = sq;
    in.occ = occ;
    if (!outside_domain(in, PositionContracts{}).empty()) return true;
    return visit_(in);
  }

 private:
  Kind kind_;
  FunctionRef<bool(const Input&)> visit_;
};

// Returns pos with the other side's king (own ^ 1) placed where own's pieces do
// not attack it, off `taken` and not next to target; false when no square fits.
bool place_enemy_king(Position& pos, int own, int target, Bitboard taken) {
  const Bitboard near = oracle::king_attacks(target) | (Bitboard{1} << target);
  for (int k = 0; k < 64; ++k) {
    const int sq = (target + 27 + 19 * k) & 63;
    if (((taken | near | occupied(pos)) >> sq) & 1) continue;
    Position p = pos;
    put(p, own ^ 1, kKing, sq);
    if (oracle::attackers_by(&p, own, occupied(p), sq) == 0) {
      pos = p;
      return true;
    }
  }
  return false;
}

// The depth of the rays' exhaustive arrangements at level: squares beyond it stay empty.
int ray_depth(Level level) { return level == Level::quick ? 2 : level == Level::standard ? 4 : 7; }

// Every arrangement of the first squares of every ray from every target,
// each square empty, own, an enemy slider along the ray, one across it, or an
// enemy non-slider (the pieces' types varied by the arrangement's number).
bool ray_cases(Emit& emit, Level level) {
  const int depth = ray_depth(level);
  for (int own = 0; own < 2; ++own) {
    for (int t = 0; t < 64; ++t) {
      for (int d = 0; d < kDirections; ++d) {
        int squares[7];
        const int n = std::min(ray_squares(t, d, squares), depth);
        const bool straight = dir8_file_step(d) == 0 || dir8_rank_step(d) == 0;
        int count = 1;
        for (int i = 0; i < n; ++i) count *= 5;
        for (int code = 0; code < count; ++code) {
          Position pos{};
          put(pos, own, kKing, t);
          Bitboard ray = 0, first = 0;
          for (int i = 0, c = code; i < n; ++i, c /= 5) {
            const int sq = squares[i], vary = (code + i) & 3;
            ray |= Bitboard{1} << sq;
            const int state = c % 5;
            if (state && !first) first = Bitboard{1} << sq;
            if (state == 1) put(pos, own, placeable(kOwnTypes[vary], sq), sq);
            if (state == 2) put(pos, own ^ 1, vary & 1 ? kQueen : straight ? kRook : kBishop, sq);
            if (state == 3) put(pos, own ^ 1, straight ? kBishop : kRook, sq);
            if (state == 4) put(pos, own ^ 1, placeable(vary & 1 ? kPawn : kKnight, sq), sq);
          }
          if (!place_enemy_king(pos, own, t, ray)) continue;
          if (!emit.cases(pos, own, t, first ? occupied(pos) & ~first : 0)) return false;
        }
      }
    }
  }
  return true;
}

// Knights, pawns and kings of both colors alone on every square next to the
// target or a knight's jump from it (pawns of both colors on each: one of
// them attacks it).
bool leaper_cases(Emit& emit) {
  const int types[] = {kPawn, kKnight, kKing};
  for (int own = 0; own < 2; ++own) {
    for (int t = 0; t < 64; ++t) {
      const Bitboard reach = oracle::king_attacks(t) | oracle::knight_attacks(t);
      for (Bitboard b = reach; b; b &= b - 1) {
        const int s = __builtin_ctzll(b);
        for (int type : types) {
          for (int side = 0; side < 2; ++side) {
            if (type == kKing && side == own) continue;  // one king a side
            if (type == kPawn && ((kRanks1And8 >> s) & 1)) continue;
            Position pos{};
            put(pos, own, kKing, t);
            put(pos, side, type, s);
            if (type != kKing && !place_enemy_king(pos, own, t, Bitboard{1} << s)) continue;
            if (!emit.cases(pos, own, t, 0)) return false;
          }
        }
      }
    }
  }
  return true;
}

// Returns a random game-like position of about n pieces (the kings included).
Position random_position(Rng& rng, int n) {
  {
    Position pos{};
    const int wk = static_cast<int>(rng.next() & 63);
    put(pos, kWhite, kKing, wk);
    int bk;
    do {
      bk = static_cast<int>(rng.next() & 63);
    } while (bk == wk || ((oracle::king_attacks(wk) >> bk) & 1));
    put(pos, kBlack, kKing, bk);
    for (int i = 2; i < n; ++i) {
      const std::uint64_t w = rng.next();
      const int sq = static_cast<int>(w & 63);
      if ((occupied(pos) >> sq) & 1) continue;
      const int type = static_cast<int>((w >> 6) % 5);  // pawn .. queen
      if (type == kPawn && ((kRanks1And8 >> sq) & 1)) continue;
      put(pos, static_cast<int>((w >> 9) & 1), type, sq);
    }
    return pos;
  }
}

}  // namespace

Input random_position_case(Kind kind, Rng& rng) {
  constexpr int kDensities[] = {3, 6, 10, 16, 24, 32};
  for (int attempt = 0;; ++attempt) {
    const std::uint64_t w = rng.next();
    Input in{.kind = kind};
    in.pos = random_position(rng, kDensities[w % 6]);
    in.color = static_cast<int>((w >> 3) & 1);
    const Bitboard occ = occupied(in.pos);
    // The square: any, a king's, or a piece's.
    const int how = static_cast<int>((w >> 4) % 4);
    in.sq = static_cast<int>((w >> 8) & 63);
    if (how == 1) in.sq = __builtin_ctzll(pieces(in.pos, in.color, kKing));
    if (how == 2) in.sq = __builtin_ctzll(pieces(in.pos, in.color ^ 1, kKing));
    if (how == 3) {
      const Bitboard own = in.pos.color[in.color];
      int k = static_cast<int>((w >> 14) % popcount(own));
      Bitboard b = own;
      while (k--) b &= b - 1;
      in.sq = __builtin_ctzll(b);
    }
    // The occupancy override, drawn as for attackers_to: the occupied squares,
    // one piece off, squares added, or any word.
    const int occ_how = static_cast<int>((w >> 20) % 4);
    in.occ = occ;
    if (occ_how == 1) in.occ &= ~(Bitboard{1} << ((w >> 24) & 63));
    if (occ_how == 2) in.occ |= rng.board(0);
    if (occ_how == 3) in.occ = rng.board();
    if (outside_domain(in, PositionContracts{}).empty()) return in;
    in.color ^= 1;  // the other side, whose mover's king may not give a check
    if (outside_domain(in, PositionContracts{}).empty()) return in;
    if (attempt > 256) {  // the start position: game-like for every kind
      in.pos = *parse_fen(kPerftFens[0]);
      in.color = 0;
      in.sq = 4;
      in.occ = occupied(in.pos);
      return in;
    }
  }
}

bool position_cases(Kind kind, Level level, FunctionRef<bool(const Input&)> visit) {
  Emit emit(kind, visit);
  if (!ray_cases(emit, level) || !leaper_cases(emit)) return false;
  for (const char* const* fen = kPerftFens; *fen; ++fen) {
    const std::optional<Position> pos = parse_fen(*fen);
    if (!pos) continue;
    for (int own = 0; own < 2; ++own) {
      const int king = __builtin_ctzll(pieces(*pos, own, kKing));
      if (!emit.cases(*pos, own, king, 0)) return false;
      if (takes_king(kind)) continue;  // their squares: the king's, or own pieces' (pin_mask)
      for (int t = 0; t < 64; ++t)     // every target square
        if (t != king && !emit.cases(*pos, own, t, occupied(*pos) & ~(Bitboard{1} << t)))
          return false;
    }
  }
  return true;
}

}  // namespace slidercheck::enumeration
