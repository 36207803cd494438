// chessops (npm, lichess's chess rules in TypeScript) checked as it is on the
// position kinds it has, over --exec through the client module of clients/js:
//   attackers_by       Chess.kingAttackers(sq, attacker, occupied)
//   attackers_to       the same for both colors
//   checkers           Position.ctx().checkers, color to move
//   blockers_for_king  Position.ctx().blockers (shakmaty's slider_blockers:
//                      the snipers stay in the occupancy, so it conforms under
//                      --king-blockers keep-snipers; docs/check.md)
//
//   npm install chessops   (or CHESSOPS=/path/to/node_modules/chessops/dist/esm/index.js)
//   slidercheck check --exec 'node examples/exec/js/chessops_position.mjs' --king-blockers keep-snipers
import { serve } from "../../../clients/js/slidercheck-exec.mjs";

const chessops = await import(process.env.CHESSOPS || "chessops");
const { Board, Chess, SquareSet } = chessops;

const ROLES = ["pawn", "knight", "bishop", "rook", "queen", "king"];
const set = (bb) => new SquareSet(Number(bb & 0xffffffffn), Number(bb >> 32n));
const bits = (s) => (BigInt(s.hi >>> 0) << 32n) | BigInt(s.lo >>> 0);

// Returns chessops's Chess of pos with color to move (no castling, no en
// passant), or with validate false its Board alone.
function chess(pos, color, validate = true) {
  const board = Board.empty();
  board.white = set(pos.color[0]);
  board.black = set(pos.color[1]);
  board.occupied = board.white.union(board.black);
  ROLES.forEach((role, t) => (board[role] = set(pos.type[t])));
  if (!validate) return board;
  const setup = {
    board, pockets: undefined, turn: color ? "black" : "white", castlingRights: SquareSet.empty(),
    epSquare: undefined, remainingChecks: undefined, halfmoves: 0, fullmoves: 1,
  };
  return Chess.fromSetup(setup).unwrap();
}

// chessops refuses a setup whose side not to move is in check, which
// attackers_to's positions may be (it takes no side): its attackers are asked
// of a Chess whose board is set as it is (kingAttackers reads the board only).
function anyChess(pos) {
  const c = Chess.default();
  c.board = chess(pos, 0, false);
  return c;
}

const attackersBy = (pos, color, occ, sq) =>
  bits(anyChess(pos).kingAttackers(sq, color ? "black" : "white", set(occ)));

serve({
  attackers_to: (pos, occ, sq) => attackersBy(pos, 0, occ, sq) | attackersBy(pos, 1, occ, sq),
  attackers_by: attackersBy,
  checkers: (pos, color) => bits(chess(pos, color).ctx().checkers),
  blockers_for_king: (pos, color) => bits(chess(pos, color).ctx().blockers),
});
