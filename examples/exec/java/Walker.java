// A naive ray walker spoken over slidercheck's --exec pipe protocol
// (docs/protocol.md), with the JDK only:
//
//   javac -d out examples/exec/java/Walker.java
//   slidercheck check --exec 'java -cp out Walker' --level quick
//
// With --bug, bishop attacks never include the a-file: a planted bug the check
// reports (exit status 1) with a minimal counterexample.
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

public final class Walker {
  // The kinds provided, in the order of the handshake: a batch names its kind
  // by its position in this list.
  private static final String[] KINDS = {"rook_attacks", "bishop_attacks", "queen_attacks"};
  // Compass directions noEa east soEa sout soWe west noWe nort, as file and rank steps.
  private static final int[] FILE_STEP = {1, 1, 1, 0, -1, -1, -1, 0};
  private static final int[] RANK_STEP = {1, 0, -1, -1, -1, 0, 1, 1};
  private static final int[][] DIRECTIONS = {{1, 3, 5, 7}, {0, 2, 4, 6}, {0, 1, 2, 3, 4, 5, 6, 7}};
  private static boolean bug;

  // Returns the squares attacked from sq (a1 = 0, h8 = 63) along the directions:
  // each ray up to and including its first occupied square.
  static long walk(long occ, int sq, int[] directions) {
    long attacks = 0;
    for (int d : directions) {
      int f = sq % 8 + FILE_STEP[d], r = sq / 8 + RANK_STEP[d];
      for (; f >= 0 && f < 8 && r >= 0 && r < 8; f += FILE_STEP[d], r += RANK_STEP[d]) {
        final int s = 8 * r + f;
        if (!(bug && directions.length == 4 && d % 2 == 0 && f == 0)) attacks |= 1L << s;
        if ((occ >>> s & 1) != 0) break;
      }
    }
    return attacks;
  }

  private static ByteBuffer read(DataInputStream in, int n) throws IOException {
    final byte[] bytes = new byte[n];
    in.readFully(bytes);  // EOFException at the end of stdin: we are done
    return ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
  }

  public static void main(String[] args) throws IOException {
    for (String a : args) bug |= a.equals("--bug");
    final DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
    final OutputStream out = new BufferedOutputStream(System.out, 1 << 16);
    try {
      final ByteBuffer hello = read(in, 12);
      if (hello.getInt(0) != 0x4B434C53) throw new IOException("not slidercheck's hello");
      final String[] texts = {String.join(" ", KINDS), "a1,b1", "any", ""};
      final ByteBuffer hs = ByteBuffer.allocate(1024).order(ByteOrder.LITTLE_ENDIAN);
      hs.put("SLCK".getBytes(StandardCharsets.US_ASCII)).putInt(1).putInt(0);
      for (String t : texts) {
        final byte[] b = t.getBytes(StandardCharsets.UTF_8);
        hs.putInt(b.length).put(b);
      }
      out.write(hs.array(), 0, hs.position());
      out.flush();
      for (;;) {
        final ByteBuffer header = read(in, 8);
        final int kind = header.getInt(0), count = header.getInt(4);
        final ByteBuffer records = read(in, 9 * count);  // occ u64, sq u8
        final ByteBuffer reply = ByteBuffer.allocate(8 + 8 * count).order(ByteOrder.LITTLE_ENDIAN);
        reply.put("RSLT".getBytes(StandardCharsets.US_ASCII)).putInt(count);
        for (int i = 0; i < count; ++i) {
          final long occ = records.getLong(9 * i);
          final int sq = records.get(9 * i + 8);
          reply.putLong(walk(occ, sq, DIRECTIONS[kind]));
        }
        out.write(reply.array());
        out.flush();
      }
    } catch (EOFException end) {
      out.flush();
    }
  }
}
