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
// bitboard as a BigInt in 0..2**64-1 (or a Number that is a safe integer, 0 or
// more). Anything else (bits above 63, a negative value as ~x without
// BigInt.asUintN gives, a string, a fraction) is not converted or masked but
// ends the client with one line on standard error naming the function and the
// input, which slidercheck reports as a CRASH on that input, with that line. An
// exception ends the client; its message goes to standard error, which
// slidercheck shows in its crash report. Keep standard output for the
// protocol: log with console.error.
//
// serve() first checks each function against its kind's arguments by its
// length, the parameters before any default or rest one: that many exactly, at
// least that many with a default or rest parameter, any number with a length of
// 0 (it may read `arguments`). A function of the wrong number, or an unknown
// kind, is refused in the handshake with one line naming the kind's arguments
// and the kinds that take that many (slidercheck: exit status 2 with that line).
// It reads the hello first: one of another protocol version (a newer or older
// slidercheck) is answered with a refusing handshake whose one line says so.
// Its VERSION is slidercheck's; package.json makes it the npm package
// slidercheck-exec (`npm pack`, then `npm install` of the tarball).
import { readSync, writeSync } from "node:fs";

// The client's version: the slidercheck release it belongs to (`slidercheck
// --version`); and the version of the --exec protocol it speaks.
export const VERSION = "0.1.0";
export const PROTOCOL_VERSION = 1;

// The one line for a hello of another protocol version.
export function protocolMismatch(version) {
  return `slidercheck-exec ${VERSION} speaks version ${PROTOCOL_VERSION} of the --exec protocol, ` +
         `but this slidercheck speaks version ${version} ` +
         `(${version < PROTOCOL_VERSION ? "older" : "newer"}): use the client of the slidercheck ` +
         "you run (slidercheck --version)";
}

// Every kind's record: its arguments in C order (`slidercheck kinds --format
// json`, the shape table of internal/slidercheck/shapes.h). A ctest
// (exec_clients.layouts) compares this table with the one slidercheck prints.
// A null prototype: no name an object inherits (toString, constructor) is a kind.
export const KINDS = Object.assign(Object.create(null), {
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
  ray_attacks: ["occ", "sq", "dir8"],
  attackers_to: ["pos", "occ", "sq"],
  attackers_by: ["pos", "color", "occ", "sq"],
  is_attacked: ["pos", "color", "sq"],
  checkers: ["pos", "color"],
  pinned: ["pos", "color"],
  pinners: ["pos", "color"],
  blockers_for_king: ["pos", "color"],
  check_mask: ["pos", "color"],
  pin_mask: ["pos", "color", "sq"],
  squares_between_with_ends: ["a", "b"],
  squares_between_to_b_aligned: ["a", "b"],
  knight_shift: ["set", "jump"],
  pawn_pushes: ["color", "set", "empty"],
  pawn_double_pushes: ["color", "set", "empty"],
  rook_sees: ["occ", "from", "to"],
  bishop_sees: ["occ", "from", "to"],
  queen_sees: ["occ", "from", "to"],
  rook_set_attacks: ["sliders", "occ"],
  bishop_set_attacks: ["sliders", "occ"],
  queen_set_attacks: ["sliders", "occ"],
});
// The arguments that are bitboards (u64 in a record); the others are u8.
export const BITBOARDS = new Set(["occ", "blockers", "sliders", "empty", "targets", "set"]);

// Returns the size in bytes of one input record of kind.
// A position kind's first argument, "pos", is 8 u64 (white, black, pawn,
// knight, bishop, rook, queen, king), handed to the function as
// {color: [w, b], type: [p, n, b, r, q, k]} of BigInts.
export function recordSize(kind) {
  return KINDS[kind].reduce((n, f) => n + (BITBOARDS.has(f) ? 8 : f === "pos" ? 64 : 1), 0);
}

// "between(sliders, empty, targets, dir8)".
function signature(kind) {
  return `${kind}(${KINDS[kind].join(", ")})`;
}

// The count of arguments a function takes, as words: "2 arguments", "at least
// 2 arguments" (most Infinity).
function argumentsText(least, most) {
  const plural = least === 1 && (most === 1 || most === Infinity) ? "" : "s";
  return `${most === Infinity ? "at least " : ""}${least} argument${plural}`;
}

// The kinds of least..most arguments, as a clause: "kinds of 2 arguments:
// rook_attacks(occ, sq), ...".
function kindsTaking(least, most) {
  const fits = Object.keys(KINDS).filter((k) => least <= KINDS[k].length &&
                                                 KINDS[k].length <= most);
  if (least === 0 && most === Infinity) return `the kinds: ${fits.map(signature).join(", ")}`;
  if (!fits.length) return `no kind takes ${argumentsText(least, most)}`;
  return `kinds of ${argumentsText(least, most)}: ${fits.map(signature).join(", ")}`;
}

// The arguments fn takes as far as JavaScript tells: least is its length (the
// parameters before any default or rest one); most is Infinity when its source
// shows a default or rest parameter, or when it declares none (it may read
// `arguments`), else least.
function parameters(fn) {
  const least = fn.length;
  let source = "";
  try {
    source = Function.prototype.toString.call(fn);
  } catch {
    return { least, most: Infinity };
  }
  // The head: the source before the body of a function or an arrow.
  const ends = [source.indexOf("=>"), source.indexOf("{")].filter((i) => i >= 0);
  const head = ends.length ? source.slice(0, Math.min(...ends)) : source;
  const open = least === 0 || head.includes("=") || head.includes("...");
  return { least, most: open ? Infinity : least };
}

// Returns why functions ({kind name: function}) cannot be served, one line
// naming the first kind that is unknown or whose function does not take the
// kind's arguments, or null when every function fits its kind.
export function checkFunctions(functions) {
  for (const [name, fn] of Object.entries(functions)) {
    if (typeof fn !== "function")
      return `slidercheck-exec: the function given for ${name} is not a function (${typeof fn})`;
    const { least, most } = parameters(fn);
    const label = fn.name ? `${fn.name}()` : "the function";
    if (!Object.hasOwn(KINDS, name)) {
      const takes = least === 0 && most === Infinity
        ? "" : `${label} takes ${argumentsText(least, most)}; `;
      return `slidercheck-exec: unknown kind ${name}; ${takes}${kindsTaking(least, most)}`;
    }
    const n = KINDS[name].length;
    if (least > n || most < n)
      return `slidercheck-exec: ${name} takes (${KINDS[name].join(", ")}) but ${label} takes ` +
             `${argumentsText(least, most)}; ${kindsTaking(least, most)}`;
  }
  return null;
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
  const parts = texts.map((t) => Buffer.from(t, "utf8").subarray(0, 4096));  // the longest text
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
// error, one line), then exits with status 1. The line goes to standard error
// too, for a client run by hand.
export function refuse(error) {
  const line = String(error).split(/\s+/).join(" ");
  writeSync(2, `${line}\n`);
  writeAll(handshake(1, ["", "", "", line]));
  process.exit(1);
}

// Writes line to standard error and exits with status 1: slidercheck reports
// the batch's input as a CRASH, with the line in the client's output.
function fail(line) {
  writeSync(2, `${line}\n`);
  process.exit(1);
}

// Why value (not a BigInt in 0..2**64-1 or a safe integer Number, 0 or more)
// is not a result bitboard, one line naming kind and its input args.
function badResult(kind, args, value) {
  const hex = (w) => `0x${w.toString(16).padStart(16, "0")}`;
  const call = `${kind}(${KINDS[kind].map((f, j) => BITBOARDS.has(f) ? `${f}=${hex(args[j])}`
    : f === "pos" ? `pos=${[...args[j].color, ...args[j].type].map(hex).join(",")}`
    : `${f}=${args[j]}`).join(", ")})`;
  const mask = "mask the result to 64 bits (BigInt.asUintN(64, x))";
  const integer = typeof value === "bigint" || Number.isSafeInteger(value);
  if (integer && value < 0)
    return `slidercheck-exec: ${call} returned a negative value: -0x${(-value).toString(16)}; ` +
           mask;
  if (typeof value === "bigint")
    return `slidercheck-exec: ${call} returned bits above 63: 0x${value.toString(16)}; ${mask}`;
  let shown;
  try {
    shown = typeof value === "string" ? JSON.stringify(value.slice(0, 60)) : String(value);
  } catch {
    shown = "a value";
  }
  return `slidercheck-exec: ${call} returned ${shown} (${typeof value}), not a BigInt or a safe ` +
         "integer Number";
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
      fail("slidercheck-exec: standard input ended inside a frame");
    }
    pending = Buffer.concat([pending, chunk.subarray(0, got)]);
  }
  const out = pending.subarray(0, n);
  pending = pending.subarray(n);
  return out;
}

// Answers slidercheck's batches with functions ({kind name: function}) until the
// end of standard input, then returns. options.numbering: the engine's squares 0
// and 1, e.g. "a8,b8" ("" = a1,b1); options.contract: the handshake's contract
// text, the own-square contract "any", "occupied" or "empty" ("" = any), or
// words such as "own-square=occupied pairs=aligned pawn-squares=pawn"
// (docs/protocol.md). A function that does not fit its kind (checkFunctions)
// is refused before any batch.
export function serve(functions, { numbering = "", contract = "" } = {}) {
  const hello = read(12);
  if (hello === null || hello.toString("latin1", 0, 4) !== "SLCK")
    fail("slidercheck-exec: no slidercheck hello on standard input");
  const version = hello.readUInt32LE(4);
  if (version !== PROTOCOL_VERSION) refuse(protocolMismatch(version));
  const problem = checkFunctions(functions);
  if (problem) refuse(problem);
  const names = Object.keys(functions);
  const table = names.map((name) => ({
    name,
    fn: functions[name],
    fields: KINDS[name].map((f) => (BITBOARDS.has(f) ? 1 : f === "pos" ? 2 : 0)),
    size: recordSize(name),
  }));
  writeAll(handshake(0, [names.join(" "), numbering, contract, ""]));
  const maxBatch = hello.readUInt32LE(8);
  const mask = (1n << 64n) - 1n;
  for (;;) {
    const header = read(8);
    if (header === null) return;  // the end of stdin: slidercheck is done
    const index = header.readUInt32LE(0), count = header.readUInt32LE(4);
    if (index >= table.length)
      fail(`slidercheck-exec: a batch names kind ${index} of ${table.length}`);
    if (count > maxBatch) {
      fail(`slidercheck-exec: a batch of ${count} inputs, more than the hello's maximum of ` +
           `${maxBatch}`);
    }
    const { name, fn, fields, size } = table[index];
    const body = read(count * size);
    if (body === null) fail("slidercheck-exec: standard input ended inside a batch");
    const reply = Buffer.alloc(8 + 8 * count);
    reply.write("RSLT", 0, "latin1");
    reply.writeUInt32LE(count, 4);
    const args = new Array(fields.length);
    for (let i = 0, at = 0; i < count; ++i) {
      for (let j = 0; j < fields.length; ++j) {
        if (fields[j] === 1) {
          args[j] = body.readBigUInt64LE(at);
          at += 8;
        } else if (fields[j] === 2) {
          const w = [];
          for (let k = 0; k < 8; ++k, at += 8) w.push(body.readBigUInt64LE(at));
          args[j] = { color: w.slice(0, 2), type: w.slice(2, 8) };
        } else {
          args[j] = body[at++];
        }
      }
      // A BigInt in range or a safe integer Number, nothing else (no strings,
      // no masking).
      const r = fn(...args);
      let bits;
      if (typeof r === "bigint" && r >= 0n && r <= mask) bits = r;
      else if (typeof r === "number" && Number.isSafeInteger(r) && r >= 0) bits = BigInt(r);
      else fail(badResult(name, args, r));
      reply.writeBigUInt64LE(bits, 8 + 8 * i);
    }
    writeAll(reply);
  }
}
