// An --exec engine on the client module of clients/js, wrong in the way its
// mode names: the tests of the module's own checks (tests/exec/clients.cmake).
//
//   node module_engine.mjs MODE
//
//   right      rook_attacks and knight_attacks, both right
//   arity      between registered as a function of 2 arguments (between takes 4)
//   prototype  a function registered as toString, a name every object inherits
//   string     rook_attacks returns its bitboard as a decimal string
//   wide       rook_attacks sets bit 64 on square h8: the low 64 bits are right
//   negative   knight_attacks returns a negative BigInt on square a1 whose low
//              64 bits are right, as ~x without BigInt.asUintN gives
import { serve } from "../../clients/js/slidercheck-exec.mjs";

const MODE = process.argv[2] ?? "right";
const ROOK_STEPS = [[1, 0], [-1, 0], [0, 1], [0, -1]];
const KNIGHT_STEPS = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];

function rookAttacks(occ, sq) {
  let bb = 0n;
  for (const [df, dr] of ROOK_STEPS) {
    for (let f = sq % 8 + df, r = (sq >> 3) + dr; f >= 0 && f < 8 && r >= 0 && r < 8; f += df, r += dr) {
      const bit = 1n << BigInt(8 * r + f);
      bb |= bit;
      if (occ & bit) break;
    }
  }
  if (MODE === "wide" && sq === 63) bb |= 1n << 64n;
  return MODE === "string" ? bb.toString() : bb;
}

function knightAttacks(sq) {
  let bb = 0n;
  for (const [df, dr] of KNIGHT_STEPS) {
    const f = sq % 8 + df, r = (sq >> 3) + dr;
    if (f >= 0 && f < 8 && r >= 0 && r < 8) bb |= 1n << BigInt(8 * r + f);
  }
  return MODE === "negative" && sq === 0 ? bb - (1n << 64n) : bb;
}

const functions = { rook_attacks: rookAttacks, knight_attacks: knightAttacks };
if (MODE === "arity") functions.between = function between(a, b) { return 0n; };
if (MODE === "prototype") functions.toString = () => "an engine";
serve(functions, { numbering: "a1,b1" });
