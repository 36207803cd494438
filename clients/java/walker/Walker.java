// A naive ray walker checked over slidercheck's --exec pipe protocol through
// the Java client (slidercheck.Exec, clients/java): only the functions are
// written here, the client does the framing.
//
//   javac -d out clients/java/src/main/java/slidercheck/Exec.java clients/java/walker/Walker.java
//   slidercheck check --exec 'java -cp out Walker' --level quick
//
// The tests' modes: --bug plants two bugs (king attacks forget the square
// towards noWe; checkers, a position kind, forgets checking pawns), which the
// check reports (exit status 1) with a minimal counterexample; --crash makes rook attacks from h8 throw, a CRASH (exit
// status 3); --misdeclare registers between with pair(), refused in the
// handshake (exit status 2).
import slidercheck.Exec;

public final class Walker {
  // Compass directions noEa east soEa sout soWe west noWe nort, as file and rank steps.
  private static final int[] FILE_STEP = {1, 1, 1, 0, -1, -1, -1, 0};
  private static final int[] RANK_STEP = {1, 0, -1, -1, -1, 0, 1, 1};
  private static boolean bug, crash;

  // The squares attacked from sq (a1 = 0, h8 = 63) along the directions: each
  // ray up to and including its first occupied square (limit squares at most).
  static long walk(long occ, int sq, int limit, int... directions) {
    long attacks = 0;
    for (int d : directions) {
      int f = sq % 8 + FILE_STEP[d], r = sq / 8 + RANK_STEP[d];
      for (int n = 0; n < limit && f >= 0 && f < 8 && r >= 0 && r < 8; ++n) {
        final long bit = 1L << (8 * r + f);
        attacks |= bit;
        if ((occ & bit) != 0) break;
        f += FILE_STEP[d];
        r += RANK_STEP[d];
      }
    }
    return attacks;
  }

  static long rook(long occ, int sq) {
    if (crash && sq == 63) throw new IllegalStateException("the planted crash: rook attacks from h8");
    return walk(occ, sq, 8, 1, 3, 5, 7);
  }

  // The squares strictly between a and b on a shared line, else 0.
  static long between(int a, int b) {
    final long target = 1L << b;
    for (int d = 0; d < 8 && a != b; ++d) {
      final long ray = walk(target, a, 8, d);
      if ((ray & target) != 0) return ray & ~target;
    }
    return 0;
  }

  static long king(int sq) {
    return bug ? walk(-1L, sq, 1, 0, 1, 2, 3, 4, 5, 7) : walk(-1L, sq, 1, 0, 1, 2, 3, 4, 5, 6, 7);
  }

  // The knight's jumps as (file, rank) steps, clockwise from north-north-east:
  // knight_shift's jump numbers.
  private static final int[][] JUMPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

  static long knight(int sq) {
    long bb = 0;
    for (int j = 0; j < 8; ++j) bb |= knightShift(1L << sq, j);
    return bb;
  }

  // Every square of set moved by one jump; a jump off the board is dropped.
  static long knightShift(long set, int jump) {
    long out = 0;
    for (int sq = 0; sq < 64; ++sq) {
      if (((set >>> sq) & 1) == 0) continue;
      final int f = sq % 8 + JUMPS[jump][0], r = sq / 8 + JUMPS[jump][1];
      if (f >= 0 && f < 8 && r >= 0 && r < 8) out |= 1L << (8 * r + f);
    }
    return out;
  }

  // The union of the rook's attacks from every square of sliders.
  static long rookSet(long sliders, long occ) {
    long out = 0;
    for (int sq = 0; sq < 64; ++sq)
      if (((sliders >>> sq) & 1) != 0) out |= rook(occ, sq);
    return out;
  }

  // The pieces of the side not color that attack color's king (pos.type:
  // pawn, knight, bishop, rook, queen, king).
  static long checkers(Exec.Position pos, int color) {
    final long occ = pos.color[0] | pos.color[1], t[] = pos.type;
    final int king = Long.numberOfTrailingZeros(pos.color[color] & t[5]);
    long attackers = walk(occ, king, 8, 0, 2, 4, 6) & (t[2] | t[4])
        | walk(occ, king, 8, 1, 3, 5, 7) & (t[3] | t[4]) | knight(king) & t[1]
        | walk(-1L, king, 1, 0, 1, 2, 3, 4, 5, 6, 7) & t[5];
    if (!bug) attackers |= (color == 0 ? walk(-1L, king, 1, 0, 6) : walk(-1L, king, 1, 2, 4)) & t[0];
    return attackers & pos.color[color ^ 1];
  }

  public static void main(String[] args) {
    final Exec exec = new Exec()
        .single("rook_attacks", Walker::rook)
        .single("bishop_attacks", (occ, sq) -> walk(occ, sq, 8, 0, 2, 4, 6))
        .single("queen_attacks", (occ, sq) -> walk(occ, sq, 8, 0, 1, 2, 3, 4, 5, 6, 7))
        .ray("ray_attacks", (occ, sq, dir8) -> walk(occ, sq, 8, dir8))
        .pair("squares_between", Walker::between)
        .square("king_attacks", Walker::king)
        .setDir("knight_shift", Walker::knightShift)
        .sees("rook_sees", (occ, from, to) -> (rook(occ, from) >>> to) & 1)
        .setAttacks("rook_set_attacks", Walker::rookSet)
        .posColor("checkers", Walker::checkers);
    for (String a : args) {
      bug |= a.equals("--bug");
      crash |= a.equals("--crash");
      if (a.equals("--misdeclare")) exec.pair("between", Walker::between);
    }
    exec.numbering("a1,b1").main();
  }
}
