// The Java client of slidercheck's --exec pipe protocol (docs/protocol.md):
// the framing, so that an engine's check is only its functions. Java 17, the
// JDK only:
//
//   public static void main(String[] args) {
//     new Exec()
//         .single("rook_attacks", Engine::rookAttacks)    // long f(long occ, int sq)
//         .pair("squares_between", Engine::between)       // long f(int a, int b)
//         .numbering("a1,b1")
//         .main();
//   }
//
// and then `slidercheck check --exec 'java -cp out Engine'`. Each function
// takes its kind's arguments in the C order of slidercheck/plugin.h
// (`slidercheck kinds` lists them): bitboards as long (bit i = square i in the
// engine's numbering, all 64 bits), squares, directions and colors as int, a
// position kind's position as a Position; it returns the result bitboard as a
// long, every value of which is a bitboard. A kind is registered with the
// method of its record's shape (single, xray, multi, multiExtra, pair, square,
// colorSquare, set, colorSet, setDir, ray, posOccSq, posColorOccSq, posColorSq,
// posColor, colorSetEmpty, sees, setAttacks; knight_shift's (set, jump) is setDir's):
// an unknown kind or one of another shape is refused in the handshake with
// one line naming the kind's arguments and the kinds of that shape
// (slidercheck: exit status 2 with that line). An exception ends the program:
// slidercheck reports a CRASH (exit status 3) on the input, with the stack
// trace in the client's output. Keep System.out for the protocol: log to
// System.err.
package slidercheck;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public final class Exec {
  /** The client's version: the slidercheck release it belongs to. */
  public static final String VERSION = "0.1.0";
  /** The version of the --exec protocol this client speaks. */
  public static final int PROTOCOL_VERSION = 1;

  @FunctionalInterface public interface Single { long apply(long occ, int sq); }
  @FunctionalInterface public interface Xray { long apply(long occ, long blockers, int sq); }
  @FunctionalInterface public interface Multi { long apply(long sliders, long empty, int dir8); }
  @FunctionalInterface public interface MultiExtra {
    long apply(long sliders, long empty, long extra, int dir8);
  }
  @FunctionalInterface public interface Pair { long apply(int a, int b); }
  @FunctionalInterface public interface Square { long apply(int sq); }
  @FunctionalInterface public interface ColorSquare { long apply(int color, int sq); }
  @FunctionalInterface public interface Set { long apply(long set); }
  @FunctionalInterface public interface ColorSet { long apply(int color, long set); }
  @FunctionalInterface public interface ColorSetEmpty { long apply(int color, long set, long empty); }
  @FunctionalInterface public interface SetDir { long apply(long set, int dir8); }
  @FunctionalInterface public interface Ray { long apply(long occ, int sq, int dir8); }
  @FunctionalInterface public interface Sees { long apply(long occ, int from, int to); }
  @FunctionalInterface public interface SetAttacks { long apply(long sliders, long occ); }
  @FunctionalInterface public interface PosOccSq { long apply(Position pos, long occ, int sq); }
  @FunctionalInterface public interface PosColorOccSq {
    long apply(Position pos, int color, long occ, int sq);
  }
  @FunctionalInterface public interface PosColorSq { long apply(Position pos, int color, int sq); }
  @FunctionalInterface public interface PosColor { long apply(Position pos, int color); }

  /**
   * A position kind's first argument (slidercheck_position of
   * slidercheck/plugin.h): the pieces as bitboards in the engine's numbering.
   */
  public static final class Position {
    /** White's pieces, then black's. */
    public final long[] color = new long[2];
    /** The pawns, knights, bishops, rooks, queens and kings of both sides. */
    public final long[] type = new long[6];
  }

  /**
   * Every kind's arguments in C order (`slidercheck kinds --format json`; the
   * ctest clients.java_layouts compares them).
   */
  public static final Map<String, String[]> KINDS = new LinkedHashMap<>();

  static {
    final String[][] table = {
      {"rook_attacks", "occ", "sq"}, {"bishop_attacks", "occ", "sq"},
      {"queen_attacks", "occ", "sq"}, {"rank_attacks", "occ", "sq"},
      {"file_attacks", "occ", "sq"}, {"diagonal_attacks", "occ", "sq"},
      {"antidiagonal_attacks", "occ", "sq"}, {"xray_rook_attacks", "occ", "blockers", "sq"},
      {"xray_bishop_attacks", "occ", "blockers", "sq"}, {"sliding_attacks", "sliders", "empty", "dir8"},
      {"xray_sliding_attacks", "sliders", "empty", "blockers", "dir8"},
      {"between", "sliders", "empty", "targets", "dir8"}, {"squares_between", "a", "b"},
      {"line_through", "a", "b"}, {"squares_between_to_b", "a", "b"},
      {"squares_between_inclusive", "a", "b"}, {"knight_attacks", "sq"}, {"king_attacks", "sq"},
      {"pawn_attacks", "color", "sq"}, {"knight_set_attacks", "set"}, {"king_set_attacks", "set"},
      {"pawn_set_attacks", "color", "set"}, {"ray_through", "a", "b"},
      {"pawn_west_attacks", "color", "set"}, {"pawn_east_attacks", "color", "set"},
      {"pawn_double_attacks", "color", "set"}, {"shift_one", "set", "dir8"},
      {"ray_attacks", "occ", "sq", "dir8"}, {"attackers_to", "pos", "occ", "sq"},
      {"attackers_by", "pos", "color", "occ", "sq"}, {"is_attacked", "pos", "color", "sq"},
      {"checkers", "pos", "color"}, {"pinned", "pos", "color"}, {"pinners", "pos", "color"},
      {"blockers_for_king", "pos", "color"}, {"check_mask", "pos", "color"},
      {"pin_mask", "pos", "color", "sq"},
      {"squares_between_with_ends", "a", "b"}, {"squares_between_to_b_aligned", "a", "b"},
      {"knight_shift", "set", "jump"},
      {"pawn_pushes", "color", "set", "empty"}, {"pawn_double_pushes", "color", "set", "empty"},
      {"rook_sees", "occ", "from", "to"}, {"bishop_sees", "occ", "from", "to"},
      {"queen_sees", "occ", "from", "to"}, {"rook_set_attacks", "sliders", "occ"},
      {"bishop_set_attacks", "sliders", "occ"}, {"queen_set_attacks", "sliders", "occ"},
    };
    for (String[] row : table) KINDS.put(row[0], java.util.Arrays.copyOfRange(row, 1, row.length));
  }

  // A record's shape, by its arguments: the method that registers its kinds.
  private static String shapeOf(String[] fields) {
    final String f = String.join(",", fields);
    switch (f) {
      case "occ,sq": return "single";
      case "occ,blockers,sq": return "xray";
      case "sliders,empty,dir8": return "multi";
      case "a,b": return "pair";
      case "sq": return "square";
      case "color,sq": return "colorSquare";
      case "set": return "set";
      case "color,set": return "colorSet";
      case "set,dir8": return "setDir";
      case "set,jump": return "setDir";  // the same record: a set and one byte
      case "occ,from,to": return "sees";
      case "sliders,occ": return "setAttacks";
      case "occ,sq,dir8": return "ray";
      case "pos,occ,sq": return "posOccSq";
      case "pos,color,occ,sq": return "posColorOccSq";
      case "pos,color,sq": return "posColorSq";
      case "pos,color": return "posColor";
      case "color,set,empty": return "colorSetEmpty";
      default: return "multiExtra";  // sliders, empty, blockers or targets, dir8
    }
  }

  // The bytes of a field in a record: a position's 8 words, a bitboard's 8, a square's,
  // direction's or color's 1.
  private static int fieldSize(String field) {
    if (field.equals("pos")) return 64;
    return field.equals("sq") || field.equals("a") || field.equals("b") || field.equals("color")
            || field.equals("dir8") || field.equals("jump") || field.equals("from")
            || field.equals("to") ? 1 : 8;
  }

  private record Entry(String kind, String shape, Object function) {}

  private final List<Entry> entries = new ArrayList<>();
  private String numbering = "";
  private String contract = "";

  private Exec add(String kind, String shape, Object function) {
    entries.add(new Entry(kind, shape, function));
    return this;
  }

  public Exec single(String kind, Single f) { return add(kind, "single", f); }
  public Exec xray(String kind, Xray f) { return add(kind, "xray", f); }
  public Exec multi(String kind, Multi f) { return add(kind, "multi", f); }
  public Exec multiExtra(String kind, MultiExtra f) { return add(kind, "multiExtra", f); }
  public Exec pair(String kind, Pair f) { return add(kind, "pair", f); }
  public Exec square(String kind, Square f) { return add(kind, "square", f); }
  public Exec colorSquare(String kind, ColorSquare f) { return add(kind, "colorSquare", f); }
  public Exec set(String kind, Set f) { return add(kind, "set", f); }
  public Exec colorSet(String kind, ColorSet f) { return add(kind, "colorSet", f); }
  public Exec setDir(String kind, SetDir f) { return add(kind, "setDir", f); }
  public Exec ray(String kind, Ray f) { return add(kind, "ray", f); }
  public Exec sees(String kind, Sees f) { return add(kind, "sees", f); }
  public Exec setAttacks(String kind, SetAttacks f) { return add(kind, "setAttacks", f); }
  public Exec posOccSq(String kind, PosOccSq f) { return add(kind, "posOccSq", f); }
  public Exec posColorOccSq(String kind, PosColorOccSq f) { return add(kind, "posColorOccSq", f); }
  public Exec posColorSq(String kind, PosColorSq f) { return add(kind, "posColorSq", f); }
  public Exec posColor(String kind, PosColor f) { return add(kind, "posColor", f); }
  public Exec colorSetEmpty(String kind, ColorSetEmpty f) { return add(kind, "colorSetEmpty", f); }

  /** The engine's squares 0 and 1, e.g. "a8,b8" ("" = a1,b1). */
  public Exec numbering(String squares) { numbering = squares; return this; }
  /** The own-square contract: "any", "occupied" or "empty" ("" = any). */
  public Exec contract(String ownSquare) { contract = ownSquare; return this; }

  private static String signature(String kind) {
    return kind + "(" + String.join(", ", KINDS.get(kind)) + ")";
  }

  /**
   * Why the functions cannot be served, one line naming the first kind that is
   * unknown, given twice or registered with the method of another shape; null
   * when every function fits its kind.
   */
  public String check() {
    final java.util.Set<String> seen = new java.util.HashSet<>();
    for (Entry e : entries) {
      final List<String> same = new ArrayList<>();
      for (String k : KINDS.keySet()) if (shapeOf(KINDS.get(k)).equals(e.shape)) same.add(signature(k));
      final String kindsOf = "kinds of " + e.shape + "(): " + String.join(", ", same);
      if (!KINDS.containsKey(e.kind)) return "slidercheck-java: unknown kind " + e.kind + "; " + kindsOf;
      if (!seen.add(e.kind)) return "slidercheck-java: " + e.kind + " is given twice";
      final String shape = shapeOf(KINDS.get(e.kind));
      if (!shape.equals(e.shape)) {
        return "slidercheck-java: " + e.kind + " takes (" + String.join(", ", KINDS.get(e.kind))
            + "): register it with " + shape + "(), not " + e.shape + "(); " + kindsOf;
      }
    }
    return null;
  }

  private static byte[] handshake(int status, String... texts) {
    final ByteBuffer b = ByteBuffer.allocate(12 + 4 * 4 + 4 * 4096).order(ByteOrder.LITTLE_ENDIAN);
    b.put("SLCK".getBytes(StandardCharsets.US_ASCII)).putInt(PROTOCOL_VERSION).putInt(status);
    for (String t : texts) {
      byte[] bytes = t.getBytes(StandardCharsets.UTF_8);
      if (bytes.length > 4096) bytes = java.util.Arrays.copyOf(bytes, 4096);
      b.putInt(bytes.length).put(bytes);
    }
    return java.util.Arrays.copyOf(b.array(), b.position());
  }

  /** The one line for a hello of another protocol version. */
  static String protocolMismatch(int version) {
    return "slidercheck-java " + VERSION + " speaks version " + PROTOCOL_VERSION
        + " of the --exec protocol, but this slidercheck speaks version "
        + Integer.toUnsignedString(version) + " ("
        + (Integer.compareUnsigned(version, PROTOCOL_VERSION) < 0 ? "older" : "newer")
        + "): use the client of the slidercheck you run (slidercheck --version)";
  }

  /** A stop of the client, with its one line. */
  public static final class Stop extends Exception {
    private static final long serialVersionUID = 1L;

    Stop(String line) { super(line); }
  }

  private static ByteBuffer read(DataInputStream in, int n) throws IOException {
    final byte[] bytes = new byte[n];
    in.readFully(bytes);
    return ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
  }

  /**
   * Answers slidercheck's batches until the end of in, then returns; throws
   * Stop with one line when it cannot go on (a refused function, a hello of
   * another protocol version, an input that ends inside a frame).
   */
  public void serve(InputStream input, OutputStream out) throws IOException, Stop {
    final DataInputStream in = new DataInputStream(new BufferedInputStream(input, 1 << 16));
    final ByteBuffer hello;
    try {
      hello = read(in, 12);
    } catch (EOFException e) {
      throw new Stop("slidercheck-java: no slidercheck hello on standard input");
    }
    if (hello.getInt(0) != 0x4B434C53) throw new Stop("slidercheck-java: no slidercheck hello on standard input");
    String refusal = hello.getInt(4) != PROTOCOL_VERSION ? protocolMismatch(hello.getInt(4)) : check();
    if (refusal != null) {
      out.write(handshake(1, "", "", "", refusal));
      out.flush();
      throw new Stop(refusal);
    }
    final List<String> names = new ArrayList<>();
    for (Entry e : entries) names.add(e.kind);
    out.write(handshake(0, String.join(" ", names), numbering, contract, ""));
    out.flush();
    final long maxBatch = Integer.toUnsignedLong(hello.getInt(8));
    for (;;) {
      final int first = in.read();
      if (first < 0) return;  // the end of the input: slidercheck is done
      final ByteBuffer header;
      try {
        final ByteBuffer rest = read(in, 7);
        header = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).put((byte) first).put(rest);
      } catch (EOFException e) {
        throw new Stop("slidercheck-java: standard input ended inside a frame");
      }
      final long index = Integer.toUnsignedLong(header.getInt(0));
      final long count = Integer.toUnsignedLong(header.getInt(4));
      if (index >= entries.size())
        throw new Stop("slidercheck-java: a batch names kind " + index + " of " + entries.size());
      if (count > maxBatch) {
        throw new Stop("slidercheck-java: a batch of " + count + " inputs, more than the hello's maximum of "
                       + maxBatch);
      }
      final Entry e = entries.get((int) index);
      int size = 0;
      for (String f : KINDS.get(e.kind)) size += fieldSize(f);
      final ByteBuffer body;
      try {
        body = read(in, (int) count * size);
      } catch (EOFException end) {
        throw new Stop("slidercheck-java: standard input ended inside a batch");
      }
      final ByteBuffer reply = ByteBuffer.allocate(8 + 8 * (int) count).order(ByteOrder.LITTLE_ENDIAN);
      reply.put("RSLT".getBytes(StandardCharsets.US_ASCII)).putInt((int) count);
      answer(e, body, size, (int) count, reply);
      out.write(reply.array());
      out.flush();
    }
  }

  private static int u8(ByteBuffer b, int at) { return b.get(at) & 0xFF; }
  // The position of the record at b's byte at.
  private static Position pos(ByteBuffer b, int at) {
    final Position p = new Position();
    for (int w = 0; w < 2; ++w) p.color[w] = b.getLong(at + 8 * w);
    for (int w = 0; w < 6; ++w) p.type[w] = b.getLong(at + 16 + 8 * w);
    return p;
  }

  // Calls e's function on each of the count records of b (size bytes each),
  // the shape's switch outside the loop, and puts each result into reply.
  private static void answer(Entry e, ByteBuffer b, int size, int count, ByteBuffer reply) {
    final int end = count * size;
    switch (e.shape) {
      case "single": {
        final Single f = (Single) e.function;
        for (int at = 0; at < end; at += size) reply.putLong(f.apply(b.getLong(at), u8(b, at + 8)));
        break;
      }
      case "xray": {
        final Xray f = (Xray) e.function;
        for (int at = 0; at < end; at += size) reply.putLong(f.apply(b.getLong(at), b.getLong(at + 8), u8(b, at + 16)));
        break;
      }
      case "multi": {
        final Multi f = (Multi) e.function;
        for (int at = 0; at < end; at += size) reply.putLong(f.apply(b.getLong(at), b.getLong(at + 8), u8(b, at + 16)));
        break;
      }
      case "multiExtra": {
        final MultiExtra f = (MultiExtra) e.function;
        for (int at = 0; at < end; at += size) reply.putLong(f.apply(b.getLong(at), b.getLong(at + 8), b.getLong(at + 16), u8(b, at + 24)));
        break;
      }
      case "pair": {
        final Pair f = (Pair) e.function;
        for (int at = 0; at < end; at += size) reply.putLong(f.apply(u8(b, at), u8(b, at + 1)));
        break;
      }
      case "square": {
        final Square f = (Square) e.function;
        for (int at = 0; at < end; at += size) reply.putLong(f.apply(u8(b, at)));
        break;
      }
      case "colorSquare": {
        final ColorSquare f = (ColorSquare) e.function;
        for (int at = 0; at < end; at += size) reply.putLong(f.apply(u8(b, at), u8(b, at + 1)));
        break;
      }
      case "set": {
        final Set f = (Set) e.function;
        for (int at = 0; at < end; at += size) reply.putLong(f.apply(b.getLong(at)));
        break;
      }
      case "colorSet": {
        final ColorSet f = (ColorSet) e.function;
        for (int at = 0; at < end; at += size) reply.putLong(f.apply(u8(b, at), b.getLong(at + 1)));
        break;
      }
      case "setDir": {
        final SetDir f = (SetDir) e.function;
        for (int at = 0; at < end; at += size) reply.putLong(f.apply(b.getLong(at), u8(b, at + 8)));
        break;
      }
      case "ray": {
        final Ray f = (Ray) e.function;
        for (int at = 0; at < end; at += size) reply.putLong(f.apply(b.getLong(at), u8(b, at + 8), u8(b, at + 9)));
        break;
      }
      case "sees": {
        final Sees f = (Sees) e.function;
        for (int at = 0; at < end; at += size) reply.putLong(f.apply(b.getLong(at), u8(b, at + 8), u8(b, at + 9)));
        break;
      }
      case "setAttacks": {
        final SetAttacks f = (SetAttacks) e.function;
        for (int at = 0; at < end; at += size) reply.putLong(f.apply(b.getLong(at), b.getLong(at + 8)));
        break;
      }
      case "posOccSq": {
        final PosOccSq f = (PosOccSq) e.function;
        for (int at = 0; at < end; at += size) reply.putLong(f.apply(pos(b, at), b.getLong(at + 64), u8(b, at + 72)));
        break;
      }
      case "posColorOccSq": {
        final PosColorOccSq f = (PosColorOccSq) e.function;
        for (int at = 0; at < end; at += size) reply.putLong(f.apply(pos(b, at), u8(b, at + 64), b.getLong(at + 65), u8(b, at + 73)));
        break;
      }
      case "posColorSq": {
        final PosColorSq f = (PosColorSq) e.function;
        for (int at = 0; at < end; at += size) reply.putLong(f.apply(pos(b, at), u8(b, at + 64), u8(b, at + 65)));
        break;
      }
      case "posColor": {
        final PosColor f = (PosColor) e.function;
        for (int at = 0; at < end; at += size) reply.putLong(f.apply(pos(b, at), u8(b, at + 64)));
        break;
      }
      case "colorSetEmpty": {
        final ColorSetEmpty f = (ColorSetEmpty) e.function;
        for (int at = 0; at < end; at += size) reply.putLong(f.apply(u8(b, at), b.getLong(at + 1), b.getLong(at + 9)));
        break;
      }
      default: throw new IllegalStateException(e.shape);
    }
  }

  /**
   * Serves on standard input and output, then exits: status 0 at the end of
   * the input, else status 1 after one line on standard error.
   */
  public void main() {
    try {
      serve(System.in, new java.io.FileOutputStream(java.io.FileDescriptor.out));
    } catch (Stop stop) {
      System.err.println(stop.getMessage());
      System.exit(1);
    } catch (IOException e) {
      System.err.println("slidercheck-java: " + e);
      System.exit(1);
    }
    System.exit(0);
  }
}
