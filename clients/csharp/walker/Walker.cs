// A naive ray walker checked over slidercheck's --exec pipe protocol through
// the C# client (Slidercheck.Exec, clients/csharp): only the functions are
// written here, the client does the framing.
//
//   mcs -out:walker.exe clients/csharp/Slidercheck.cs clients/csharp/walker/Walker.cs
//   slidercheck check --exec 'mono walker.exe' --level quick
//
// The tests' modes: --bug plants a bug (knight attacks forget the jump two
// files east, one rank north: knight_attacks and checkers, a position kind,
// both show it), which the check reports (exit status 1) with a minimal
// counterexample; --crash makes rook attacks from h8 throw, a CRASH
// (exit status 3); --misdeclare registers between with Pair(), refused in the
// handshake (exit status 2).
using System;

static class Walker {
  // Compass directions noEa east soEa sout soWe west noWe nort, as file and rank steps.
  static readonly int[] FileStep = {1, 1, 1, 0, -1, -1, -1, 0};
  static readonly int[] RankStep = {1, 0, -1, -1, -1, 0, 1, 1};
  static bool bug, crash;

  // The squares attacked from sq (a1 = 0, h8 = 63) along the directions: each
  // ray up to and including its first occupied square.
  static ulong Walk(ulong occ, int sq, params int[] directions) {
    ulong attacks = 0;
    foreach (int d in directions) {
      for (int f = sq % 8 + FileStep[d], r = sq / 8 + RankStep[d];
           f >= 0 && f < 8 && r >= 0 && r < 8; f += FileStep[d], r += RankStep[d]) {
        ulong bit = 1UL << (8 * r + f);
        attacks |= bit;
        if ((occ & bit) != 0) break;
      }
    }
    return attacks;
  }

  static ulong Rook(ulong occ, int sq) {
    if (crash && sq == 63) throw new InvalidOperationException("the planted crash: rook attacks from h8");
    return Walk(occ, sq, 1, 3, 5, 7);
  }

  // The squares strictly between a and b on a shared line, else 0.
  static ulong Between(int a, int b) {
    ulong target = 1UL << b;
    for (int d = 0; d < 8 && a != b; ++d) {
      ulong ray = Walk(target, a, d);
      if ((ray & target) != 0) return ray & ~target;
    }
    return 0;
  }

  static readonly int[,] Jumps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

  static ulong Knight(int sq) {
    ulong bb = 0;
    for (int j = 0; j < 8; ++j) {
      if (bug && j == 1) continue;  // the planted bug: the jump {2, 1} is lost
      int f = sq % 8 + Jumps[j, 0], r = sq / 8 + Jumps[j, 1];
      if (f >= 0 && f < 8 && r >= 0 && r < 8) bb |= 1UL << (8 * r + f);
    }
    return bb;
  }

  // Every square of set moved by one knight jump (Jumps: clockwise from
  // north-north-east, knight_shift's numbers); a jump off the board is dropped.
  static ulong KnightShift(ulong set, int jump) {
    ulong out_ = 0;
    for (int sq = 0; sq < 64; ++sq) {
      if ((set >> sq & 1) == 0) continue;
      int f = sq % 8 + Jumps[jump, 0], r = sq / 8 + Jumps[jump, 1];
      if (f >= 0 && f < 8 && r >= 0 && r < 8) out_ |= 1UL << (8 * r + f);
    }
    return out_;
  }

  // The union of the rook's attacks from every square of sliders.
  static ulong RookSet(ulong sliders, ulong occ) {
    ulong out_ = 0;
    for (int sq = 0; sq < 64; ++sq)
      if ((sliders >> sq & 1) != 0) out_ |= Rook(occ, sq);
    return out_;
  }

  // The pieces of the side not color that attack color's king (pos.Type:
  // pawn, knight, bishop, rook, queen, king).
  static ulong Checkers(Slidercheck.Exec.Position pos, int color) {
    ulong occ = pos.Color[0] | pos.Color[1], all = ~0UL;
    var t = pos.Type;
    int king = 0;
    while (((pos.Color[color] & t[5]) >> king & 1) == 0 && king < 63) ++king;
    ulong pawns = color == 0 ? Walk(all, king, 0, 6) : Walk(all, king, 2, 4);
    ulong attackers = Walk(occ, king, 0, 2, 4, 6) & (t[2] | t[4]) |
                      Walk(occ, king, 1, 3, 5, 7) & (t[3] | t[4]) | Knight(king) & t[1] |
                      pawns & t[0] | Walk(all, king, 0, 1, 2, 3, 4, 5, 6, 7) & t[5];
    return attackers & pos.Color[color ^ 1];
  }

  static void Main(string[] args) {
    var exec = new Slidercheck.Exec()
        .Single("rook_attacks", Rook)
        .Single("bishop_attacks", (occ, sq) => Walk(occ, sq, 0, 2, 4, 6))
        .Single("rank_attacks", (occ, sq) => Walk(occ, sq, 1, 5))
        .Ray("ray_attacks", (occ, sq, dir8) => Walk(occ, sq, dir8))
        .Pair("squares_between", Between)
        .Square("knight_attacks", Knight)
        .SetDir("knight_shift", KnightShift)
        .Sees("rook_sees", (occ, from, to) => Rook(occ, from) >> to & 1)
        .SetAttacks("rook_set_attacks", RookSet)
        .PosColor("checkers", Checkers);
    foreach (var a in args) {
      bug |= a == "--bug";
      crash |= a == "--crash";
      if (a == "--misdeclare") exec.Pair("between", Between);
    }
    exec.Numbering("a1,b1").Main();
  }
}
