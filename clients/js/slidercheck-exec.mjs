// slidercheck-exec: the framing of slidercheck's --exec pipe protocol
// (docs/protocol.md), so that a client is only its functions. Node.js, no
// dependencies.
//
//   import { serve } from "./slidercheck-exec.mjs";
//   serve({
//     rook_attacks: (occ, sq) => ...,      // occ: BigInt, sq: Number
//     squares_between: (a, b) => ...,
//   }, { numbering: "a1,b1" });
//
// and then `slidercheck check --exec 'node engine.mjs'`. Each function takes its
// kind's arguments in the C order of slidercheck/plugin.h (`slidercheck kinds`
// lists them): bitboards as BigInt (bit i = square i in the engine's
// numbering), squares, directions and colors as Number. It returns the result
// bitboard as a BigInt (taken modulo 2**64). An exception ends the client; its
// message goes to standard error, which slidercheck shows in its crash report.
// Keep standard output for the protocol: log with console.error.
import { readSync, writeSync } from "node:fs";

// Every kind's record: its arguments in C order (`slidercheck kinds --format
// json`, the shape table of include/slidercheck/shapes.h). A ctest
// (exec_clients.layouts) compares this table with the one slidercheck prints.
export const KINDS = {
  rook_attacks: ["occ", "sq"],
  bishop_attacks: ["occ", "sq"],
  queen_attacks: ["occ", "sq"],
  rank_attacks: ["occ", "sq"],
  file_attacks: ["occ", "sq"],
  diagonal_attacks: ["occ", "sq"],
  antidiagonal_attacks: ["occ", "sq"],
  xray_rook_attacks: ["occ", "blockers", "sq"],
  xray_bishop_attacks: ["occ", "blockers", "sq"],
  sliding_attacks: ["sliders", "empty", "dir8"],
  xray_sliding_attacks: ["sliders", "empty", "blockers", "dir8"],
  between: ["sliders", "empty", "targets", "dir8"],
  squares_between: ["a", "b"],
  line_through: ["a", "b"],
  squares_between_to_b: ["a", "b"],
  squares_between_inclusive: ["a", "b"],
  knight_attacks: ["sq"],
  king_attacks: ["sq"],
  pawn_attacks: ["color", "sq"],
  knight_set_attacks: ["set"],
  king_set_attacks: ["set"],
  pawn_set_attacks: ["color", "set"],
  ray_through: ["a", "b"],
  pawn_west_attacks: ["color", "set"],
  pawn_east_attacks: ["color", "set"],
  pawn_double_attacks: ["color", "set"],
  shift_one: ["set", "dir8"],
};
// The arguments that are bitboards (u64 in a record); the others are u8.
export const BITBOARDS = new Set(["occ", "blockers", "sliders", "empty", "targets", "set"]);

// Returns the size in bytes of one input record of kind.
export function recordSize(kind) {
  return KINDS[kind].reduce((n, f) => n + (BITBOARDS.has(f) ? 8 : 1), 0);
}

function writeAll(buf) {
  for (let done = 0; done < buf.length;) {
    try {
      done += writeSync(1, buf, done, buf.length - done);
    } catch (e) {
      if (e.code !== "EAGAIN") throw e;
    }
  }
}

function handshake(status, texts) {
  const parts = texts.map((t) => Buffer.from(t, "utf8"));
  const buf = Buffer.alloc(12 + parts.reduce((n, p) => n + 4 + p.length, 0));
  buf.write("SLCK", 0, "latin1");
  buf.writeUInt32LE(1, 4);
  buf.writeUInt32LE(status, 8);
  let at = 12;
  for (const p of parts) {  // all four texts, always (error too)
    buf.writeUInt32LE(p.length, at);
    p.copy(buf, at + 4);
    at += 4 + p.length;
  }
  return buf;
}

// Tells slidercheck that the engine cannot start (a handshake with status 1 and
// error, one line), then exits with status 1.
export function refuse(error) {
  writeAll(handshake(1, ["", "", "", String(error).split(/\s+/).join(" ")]));
  process.exit(1);
}

// Reads exactly n bytes from standard input; returns null at its end before
// the first byte, and exits when it ends inside a frame.
let pending = Buffer.alloc(0);
const chunk = Buffer.alloc(1 << 20);
function read(n) {
  while (pending.length < n) {
    let got;
    try {
      got = readSync(0, chunk, 0, chunk.length, null);
    } catch (e) {
      if (e.code === "EAGAIN") continue;
      if (e.code === "EOF") got = 0;
      else throw e;
    }
    if (got === 0) {
      if (pending.length === 0) return null;
      console.error("slidercheck-exec: standard input ended inside a frame");
      process.exit(1);
    }
    pending = Buffer.concat([pending, chunk.subarray(0, got)]);
  }
  const out = pending.subarray(0, n);
  pending = pending.subarray(n);
  return out;
}

// Answers slidercheck's batches with functions ({kind name: function}) until the
// end of standard input, then returns. options.numbering: the engine's squares 0
// and 1, e.g. "a8,b8" ("" = a1,b1); options.contract: the own-square contract,
// "any", "occupied" or "empty" ("" = any).
export function serve(functions, { numbering = "", contract = "" } = {}) {
  const names = Object.keys(functions);
  const unknown = names.filter((name) => !(name in KINDS));
  if (unknown.length)
    refuse(`slidercheck-exec serve: unknown kind ${unknown.join(", ")} (known: ${Object.keys(KINDS).join(" ")})`);
  const table = names.map((name) => ({
    fn: functions[name],
    fields: KINDS[name].map((f) => BITBOARDS.has(f)),
    size: recordSize(name),
  }));
  writeAll(handshake(0, [names.join(" "), numbering, contract, ""]));
  const hello = read(12);
  if (hello === null || hello.toString("latin1", 0, 4) !== "SLCK") {
    console.error("slidercheck-exec: no slidercheck hello on standard input");
    process.exit(1);
  }
  const mask = (1n << 64n) - 1n;
  for (;;) {
    const header = read(8);
    if (header === null) return;  // the end of stdin: slidercheck is done
    const index = header.readUInt32LE(0), count = header.readUInt32LE(4);
    if (index >= table.length) {
      console.error(`slidercheck-exec: a batch names kind ${index} of ${table.length}`);
      process.exit(1);
    }
    const { fn, fields, size } = table[index];
    const body = read(count * size);
    if (body === null) {
      console.error("slidercheck-exec: standard input ended inside a batch");
      process.exit(1);
    }
    const reply = Buffer.alloc(8 + 8 * count);
    reply.write("RSLT", 0, "latin1");
    reply.writeUInt32LE(count, 4);
    const args = new Array(fields.length);
    for (let i = 0, at = 0; i < count; ++i) {
      for (let j = 0; j < fields.length; ++j) {
        if (fields[j]) {
          args[j] = body.readBigUInt64LE(at);
          at += 8;
        } else {
          args[j] = body[at++];
        }
      }
      reply.writeBigUInt64LE(BigInt(fn(...args)) & mask, 8 + 8 * i);
    }
    writeAll(reply);
  }
}
