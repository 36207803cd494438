// A naive ray walker in JavaScript (Node.js, no dependencies), checked over
// slidercheck's --exec pipe protocol through the client module of clients/js:
// only the functions are written here, the module does the framing.
//
//   slidercheck check --exec 'node examples/exec/js/walker.mjs' --level quick
//
// With --bug, bishop attacks going noWe stop one square early: a planted bug
// that the check reports (exit status 1) with a minimal counterexample.
import { serve } from "../../../clients/js/slidercheck-exec.mjs";

// Compass directions as [file step, rank step]: noEa east soEa sout soWe west noWe nort.
const STEPS = [[1, 1], [1, 0], [1, -1], [0, -1], [-1, -1], [-1, 0], [-1, 1], [0, 1]];
const BUG = process.argv.includes("--bug");

// RAYS[sq][d]: the squares from sq (a1 = 0, h8 = 63) in direction d, in order.
const RAYS = [];
for (let sq = 0; sq < 64; ++sq) {
  RAYS.push(STEPS.map(([df, dr], d) => {
    const out = [];
    for (let f = sq % 8 + df, r = (sq >> 3) + dr; f >= 0 && f < 8 && r >= 0 && r < 8; f += df, r += dr)
      out.push(8 * r + f);
    if (BUG && d === 6 && out.length > 1) out.pop();
    return out;
  }));
}

// The squares attacked from sq along directions: up to and including the first
// occupied square of each ray.
function walk(occ, sq, directions) {
  let attacks = 0n;
  for (const d of directions) {
    for (const s of RAYS[sq][d]) {
      const bit = 1n << BigInt(s);
      attacks |= bit;
      if (occ & bit) break;
    }
  }
  return attacks;
}

// The squares strictly between a and b on a shared line, else 0.
function squaresBetween(a, b) {
  for (const ray of RAYS[a]) {
    const at = ray.indexOf(b);
    if (at >= 0) return ray.slice(0, at).reduce((bb, s) => bb | (1n << BigInt(s)), 0n);
  }
  return 0n;
}

const KNIGHT = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];
function knightAttacks(sq) {
  let bb = 0n;
  for (const [df, dr] of KNIGHT) {
    const f = sq % 8 + df, r = (sq >> 3) + dr;
    if (f >= 0 && f < 8 && r >= 0 && r < 8) bb |= 1n << BigInt(8 * r + f);
  }
  return bb;
}

serve({
  rook_attacks: (occ, sq) => walk(occ, sq, [1, 5, 3, 7]),
  bishop_attacks: (occ, sq) => walk(occ, sq, [0, 4, 2, 6]),
  rank_attacks: (occ, sq) => walk(occ, sq, [1, 5]),
  file_attacks: (occ, sq) => walk(occ, sq, [3, 7]),
  diagonal_attacks: (occ, sq) => walk(occ, sq, [0, 4]),
  antidiagonal_attacks: (occ, sq) => walk(occ, sq, [2, 6]),
  squares_between: squaresBetween,
  knight_attacks: knightAttacks,
}, { numbering: "a1,b1" });
