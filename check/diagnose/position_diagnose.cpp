// The diagnoses of the position kinds: each reading is the oracle's answer on
// the sample changed as one known slip changes it, and holds when the
// engine's results follow it on every sample.
#include "slidercheck/position_diagnose.h"

#include <optional>
#include <string>

#include "slidercheck/oracle.h"

namespace slidercheck {

namespace {

// Returns the result of kind on in with attackers computed by attackers(pos,
// occ, sq) (the kind's colors applied to them as the definitions do).
template <class Attackers>
Bitboard with_attackers(const Input& in, Attackers&& attackers) {
  const Position& pos = in.pos;
  const int c = in.color & 1;
  const Bitboard all = occupied(pos);
  auto king_of = [&](int color) {
    return __builtin_ctzll(pieces(pos, color, kKing) | (1ull << 63));
  };
  switch (in.kind) {
    case Kind::attackers_to:
      return attackers(pos, in.occ, in.sq);
    case Kind::attackers_by:
      return attackers(pos, in.occ, in.sq) & pos.color[c];
    case Kind::is_attacked:
      return (attackers(pos, all, in.sq) & pos.color[c]) != 0 ? 1 : 0;
    case Kind::checkers:
      return attackers(pos, all, king_of(c)) & pos.color[c ^ 1];
    case Kind::check_mask: {
      const Bitboard ch = attackers(pos, all, king_of(c)) & pos.color[c ^ 1];
      if (ch == 0) return ~Bitboard{0};
      if (ch & (ch - 1)) return 0;
      // one checker: the squares between it and the king, and it
      return oracle::squares_between(king_of(c), __builtin_ctzll(ch)) | ch;
    }
    default:
      return oracle::eval(in);
  }
}

// Returns pos with each pawn's color swapped (its attacks the other way).
Position pawns_swapped(const Position& pos) {
  Position p = pos;
  for (int c = 0; c < 2; ++c)
    p.color[c] = (pos.color[c] & ~pos.type[kPawn]) | (pos.color[c ^ 1] & pos.type[kPawn]);
  return p;
}

// Returns pos with its queens as rooks.
Position queens_as_rooks(const Position& pos) {
  Position p = pos;
  p.type[kRook] |= p.type[kQueen];
  p.type[kQueen] = 0;
  return p;
}

// Returns the reading r of in's expected result, or nothing when r says nothing of in's kind.
std::optional<Bitboard> reading(PositionReading r, const Input& in) {
  const Kind k = in.kind;
  const bool attacks = k == Kind::attackers_to || k == Kind::attackers_by ||
                       k == Kind::is_attacked || k == Kind::checkers || k == Kind::check_mask;
  switch (r) {
    case PositionReading::pawns_reversed:
      if (!attacks) return std::nullopt;
      return with_attackers(in, [&](const Position& pos, Bitboard occ, int sq) {
        const Position swapped = pawns_swapped(pos);
        return oracle::attackers_to(&swapped, occ, sq);
      });
    case PositionReading::no_king:
      if (!attacks) return std::nullopt;
      return with_attackers(in, [&](const Position& pos, Bitboard occ, int sq) {
        return oracle::attackers_to(&pos, occ, sq) & ~pos.type[kKing];
      });
    case PositionReading::queen_as_rook: {
      Input q = in;
      q.pos = queens_as_rooks(in.pos);
      if (!attacks && k != Kind::pinned && k != Kind::pinners && k != Kind::blockers_for_king &&
          k != Kind::pin_mask)
        return std::nullopt;
      return oracle::eval(q);
    }
    case PositionReading::occ_ignored:
      if (!takes(k, Field::occ)) return std::nullopt;
      return with_attackers(in, [&](const Position& pos, Bitboard, int sq) {
        return oracle::attackers_to(&pos, occupied(pos), sq);
      });
    case PositionReading::occ_masks_pieces:
      if (!takes(k, Field::occ)) return std::nullopt;
      return with_attackers(in, [&](const Position& pos, Bitboard occ, int sq) {
        return oracle::attackers_to(&pos, occ, sq) & occ;
      });
    case PositionReading::stockfish_blockers:
      if (k != Kind::pinned) return std::nullopt;
      return oracle::blockers_for_king(&in.pos, in.color & 1, true);
    case PositionReading::both_colors:
      if (k != Kind::pinned) return std::nullopt;
      return oracle::blockers_for_king(&in.pos, in.color & 1, false);
    case PositionReading::color_swapped: {
      if (!takes(k, Field::color) || k == Kind::is_attacked) return std::nullopt;
      Input o = in;
      o.color ^= 1;
      if (!outside_domain(o, PositionContracts{.domain = PositionDomain::any}).empty())
        return ~oracle::eval(in);  // no such reading (color's king missing): never holds
      return oracle::eval(o);
    }
    case PositionReading::attacked_reading:
      if (k != Kind::is_attacked) return std::nullopt;
      return oracle::is_attacked(&in.pos, in.color ^ 1, in.sq);
    case PositionReading::keep_snipers:
      if (k == Kind::pinners) return oracle::pinners(&in.pos, in.color & 1, false);
      if (k != Kind::blockers_for_king) return std::nullopt;
      return oracle::blockers_for_king(&in.pos, in.color & 1, false);
  }
  return std::nullopt;
}

// The report's line of each reading.
constexpr const char* kTexts[kPositionReadings] = {
    "the pawns attack the wrong way: a pawn attacker of sq is looked for with its own color's "
    "pawn table (the attackers of sq are the pawns that sq attacks as a pawn of the other color)",
    "the kings are left out of the attackers (a king attacks its eight neighbours)",
    "a queen attacks as a rook only (its diagonals are left out)",
    "the occupancy override is ignored: the sliders look through the position's own pieces, not "
    "through occ",
    "the occupancy override is applied to the piece sets too: only pieces on occ's squares "
    "attack (the definition keeps every piece; a caller removes pieces itself)",
    "pinned follows Stockfish's blocker definition rather than true pins: it returns "
    "blockers_for_king (pieces of either color, the snipers taken off the occupancy), where "
    "pinned is color's own pieces alone between the king and an enemy slider",
    "pinned counts a lone piece of either color between the king and an enemy slider: pinned "
    "pieces are color's own only",
    "the color argument is read as the other side: the results are those of color ^ 1",
    "conforms under --attacked-color attacked: is_attacked's color names the attacked side here "
    "(Ethereal's squareIsAttacked), where the default names the attacker",
    "conforms under --king-blockers keep-snipers: the snipers stay in the occupancy (shakmaty's "
    "slider_blockers; the true pins' sliders for pinners), where the default is Stockfish's (the "
    "occupancy less the snipers)",
};
constexpr const char* kIds[kPositionReadings] = {
    "pawns_reversed",     "king_left_out", "queen_as_rook",  "occupancy_ignored", "occupancy_masks",
    "stockfish_blockers", "both_colors",   "swapped_colors", "attacked_color",    "king_blockers"};

// Positions the readings of the king's blockers differ on, which random ones
// seldom hold: a sniper behind a sniper, with an own piece or an enemy one
// alone in front (on a rank and on a diagonal); with their color flips.
constexpr const char* kBlockerFens[] = {
    "4k3/8/8/8/8/8/8/KqNr4 w - - 0 1",    "4k3/8/8/8/8/8/8/KNrq4 w - - 0 1",
    "4k3/8/8/8/8/8/8/KnrR4 w - - 0 1",    "4k3/8/8/8/3b4/2N5/1q6/K7 w - - 0 1",
    "4k3/8/8/8/3q4/2b5/1N6/K7 w - - 0 1", "4k3/8/8/8/8/8/8/Knr5 w - - 0 1",
};

// Returns samples with the blocker positions added for the kinds of the king's lines.
std::vector<Input> with_blocker_positions(Kind kind, std::vector<Input> samples) {
  if (kind != Kind::pinned && kind != Kind::pinners && kind != Kind::blockers_for_king &&
      kind != Kind::pin_mask)
    return samples;
  for (const char* fen : kBlockerFens) {
    const std::optional<Position> pos = parse_fen(fen);
    if (!pos) continue;
    for (int color = 0; color < 2; ++color) {
      Input in{.kind = kind};
      in.pos = color ? color_flip(*pos) : *pos;
      in.color = color;
      for (int sq = 0; sq < 64; ++sq) {  // pin_mask: every own piece
        if (kind != Kind::pin_mask && sq > 0) break;
        if (kind == Kind::pin_mask && !((in.pos.color[color] >> sq) & 1)) continue;
        in.sq = sq;
        samples.push_back(in);
      }
    }
  }
  return samples;
}

}  // namespace

void diagnose_position(const Implementation& impl, Kind kind, const std::vector<Input>& given,
                       Diagnoses& d) {
  const std::vector<Input> samples = with_blocker_positions(kind, given);
  for (int i = 0; i < kPositionReadings; ++i) {
    const auto r = static_cast<PositionReading>(i);
    // A contract's reading is tried only when it is not the one checked.
    if (r == PositionReading::attacked_reading &&
        impl.positions.attacked_color != AttackedColor::attacker)
      continue;
    if (r == PositionReading::keep_snipers &&
        impl.positions.king_blockers != KingBlockers::stockfish)
      continue;
    bool all = true, any = false;
    for (const Input& in : samples) {
      if (in.kind != kind || !outside_domain(in, impl.positions).empty()) continue;
      const std::optional<Bitboard> want = reading(r, in);
      if (!want) {
        all = false;
        break;
      }
      any = true;
      if (impl.eval(in) != *want) {
        all = false;
        break;
      }
    }
    if (all && any) d.position |= static_cast<std::uint16_t>(1u << i);
  }
}

void position_diagnosis_list(const Diagnoses& d, std::vector<Diagnosis>& out) {
  for (int i = 0; i < kPositionReadings; ++i)
    if ((d.position >> i) & 1) out.push_back({kIds[i], "", kTexts[i]});
}

}  // namespace slidercheck
