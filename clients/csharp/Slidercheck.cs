// The C# client of slidercheck's --exec pipe protocol (docs/protocol.md): the
// framing, so that an engine's check is only its functions. One file, C# 7:
// it compiles with Debian's Mono (mcs) and with current .NET (Slidercheck.csproj).
//
//   static void Main(string[] args) {
//     new Slidercheck.Exec()
//         .Single("rook_attacks", RookAttacks)      // ulong f(ulong occ, int sq)
//         .Pair("squares_between", Between)         // ulong f(int a, int b)
//         .Numbering("a1,b1")
//         .Main();
//   }
//
// and then `slidercheck check --exec 'mono engine.exe'`. Each function takes
// its kind's arguments in the C order of slidercheck/plugin.h (`slidercheck
// kinds` lists them): bitboards as ulong (bit i = square i in the engine's
// numbering), squares, directions and colors as int, a position kind's
// position as a Position; it returns the result bitboard as a ulong, every
// value of which is a bitboard. A kind is registered with the method of its
// record's shape (Single, Xray, Multi, MultiExtra, Pair, Square, ColorSquare,
// Set, ColorSet, SetDir, Ray, PosOccSq, PosColorOccSq, PosColorSq, PosColor,
// ColorSetEmpty, Sees, SetAttacks; knight_shift's (set, jump) is SetDir's): an
// unknown kind or one of another shape is refused in the handshake with one
// line naming the kind's arguments and the kinds of that shape (slidercheck:
// exit status 2 with that line). An exception ends the program: slidercheck
// reports a CRASH (exit status 3) on the input, with the exception in the
// client's output. Keep standard output for the protocol: log to Console.Error.
using System;
using System.Collections.Generic;
using System.IO;
using System.Text;

namespace Slidercheck {
  public sealed class Exec {
    /// <summary>The client's version: the slidercheck release it belongs to.</summary>
    public const string Version = "0.1.0";
    /// <summary>The version of the --exec protocol this client speaks.</summary>
    public const uint ProtocolVersion = 1;

    public delegate ulong SingleFn(ulong occ, int sq);
    public delegate ulong XrayFn(ulong occ, ulong blockers, int sq);
    public delegate ulong MultiFn(ulong sliders, ulong empty, int dir8);
    public delegate ulong MultiExtraFn(ulong sliders, ulong empty, ulong extra, int dir8);
    public delegate ulong PairFn(int a, int b);
    public delegate ulong SquareFn(int sq);
    public delegate ulong ColorSquareFn(int color, int sq);
    public delegate ulong SetFn(ulong set);
    public delegate ulong ColorSetFn(int color, ulong set);
    public delegate ulong SetDirFn(ulong set, int dir8);
    public delegate ulong RayFn(ulong occ, int sq, int dir8);
    public delegate ulong SeesFn(ulong occ, int from, int to);
    public delegate ulong SetAttacksFn(ulong sliders, ulong occ);
    public delegate ulong PosOccSqFn(Position pos, ulong occ, int sq);
    public delegate ulong PosColorOccSqFn(Position pos, int color, ulong occ, int sq);
    public delegate ulong PosColorSqFn(Position pos, int color, int sq);
    public delegate ulong PosColorFn(Position pos, int color);
    public delegate ulong ColorSetEmptyFn(int color, ulong set, ulong empty);

    /// <summary>A position kind's first argument (slidercheck_position of
    /// slidercheck/plugin.h): the pieces as bitboards in the engine's
    /// numbering.</summary>
    public sealed class Position {
      /// <summary>White's pieces, then black's.</summary>
      public readonly ulong[] Color = new ulong[2];
      /// <summary>The pawns, knights, bishops, rooks, queens and kings of both sides.</summary>
      public readonly ulong[] Type = new ulong[6];
    }

    /// <summary>Every kind's arguments in C order (`slidercheck kinds --format
    /// json`; the ctest clients.csharp_layouts compares them).</summary>
    public static readonly string[][] Kinds = {
      new[] {"rook_attacks", "occ", "sq"}, new[] {"bishop_attacks", "occ", "sq"},
      new[] {"queen_attacks", "occ", "sq"}, new[] {"rank_attacks", "occ", "sq"},
      new[] {"file_attacks", "occ", "sq"}, new[] {"diagonal_attacks", "occ", "sq"},
      new[] {"antidiagonal_attacks", "occ", "sq"}, new[] {"xray_rook_attacks", "occ", "blockers", "sq"},
      new[] {"xray_bishop_attacks", "occ", "blockers", "sq"},
      new[] {"sliding_attacks", "sliders", "empty", "dir8"},
      new[] {"xray_sliding_attacks", "sliders", "empty", "blockers", "dir8"},
      new[] {"between", "sliders", "empty", "targets", "dir8"}, new[] {"squares_between", "a", "b"},
      new[] {"line_through", "a", "b"}, new[] {"squares_between_to_b", "a", "b"},
      new[] {"squares_between_inclusive", "a", "b"}, new[] {"knight_attacks", "sq"},
      new[] {"king_attacks", "sq"}, new[] {"pawn_attacks", "color", "sq"},
      new[] {"knight_set_attacks", "set"}, new[] {"king_set_attacks", "set"},
      new[] {"pawn_set_attacks", "color", "set"}, new[] {"ray_through", "a", "b"},
      new[] {"pawn_west_attacks", "color", "set"}, new[] {"pawn_east_attacks", "color", "set"},
      new[] {"pawn_double_attacks", "color", "set"}, new[] {"shift_one", "set", "dir8"},
      new[] {"ray_attacks", "occ", "sq", "dir8"}, new[] {"attackers_to", "pos", "occ", "sq"},
      new[] {"attackers_by", "pos", "color", "occ", "sq"}, new[] {"is_attacked", "pos", "color", "sq"},
      new[] {"checkers", "pos", "color"}, new[] {"pinned", "pos", "color"},
      new[] {"pinners", "pos", "color"}, new[] {"blockers_for_king", "pos", "color"},
      new[] {"check_mask", "pos", "color"}, new[] {"pin_mask", "pos", "color", "sq"},
      new[] {"squares_between_with_ends", "a", "b"},
      new[] {"squares_between_to_b_aligned", "a", "b"}, new[] {"knight_shift", "set", "jump"},
      new[] {"pawn_pushes", "color", "set", "empty"},
      new[] {"pawn_double_pushes", "color", "set", "empty"},
      new[] {"rook_sees", "occ", "from", "to"}, new[] {"bishop_sees", "occ", "from", "to"},
      new[] {"queen_sees", "occ", "from", "to"}, new[] {"rook_set_attacks", "sliders", "occ"},
      new[] {"bishop_set_attacks", "sliders", "occ"}, new[] {"queen_set_attacks", "sliders", "occ"},
    };

    sealed class Entry {
      public string Kind, Shape;
      public Delegate Function;
    }

    readonly List<Entry> entries = new List<Entry>();
    string numbering = "", contract = "";

    static string[] Fields(string kind) {
      foreach (var row in Kinds)
        if (row[0] == kind) {
          var f = new string[row.Length - 1];
          Array.Copy(row, 1, f, 0, f.Length);
          return f;
        }
      return null;
    }

    // A record's shape, by its arguments: the method that registers its kinds.
    static string ShapeOf(string[] fields) {
      switch (string.Join(",", fields)) {
        case "occ,sq": return "Single";
        case "occ,blockers,sq": return "Xray";
        case "sliders,empty,dir8": return "Multi";
        case "a,b": return "Pair";
        case "sq": return "Square";
        case "color,sq": return "ColorSquare";
        case "set": return "Set";
        case "color,set": return "ColorSet";
        case "set,dir8": return "SetDir";
        case "set,jump": return "SetDir";  // the same record: a set and one byte
        case "occ,from,to": return "Sees";
        case "sliders,occ": return "SetAttacks";
        case "occ,sq,dir8": return "Ray";
        case "pos,occ,sq": return "PosOccSq";
        case "pos,color,occ,sq": return "PosColorOccSq";
        case "pos,color,sq": return "PosColorSq";
        case "pos,color": return "PosColor";
        case "color,set,empty": return "ColorSetEmpty";
        default: return "MultiExtra";  // sliders, empty, blockers or targets, dir8
      }
    }

    static int RecordSize(string[] fields) {
      int size = 0;
      foreach (var f in fields)
        size += f == "pos" ? 64 : f == "sq" || f == "a" || f == "b" || f == "from" || f == "to" || f == "color" ||
                          f == "dir8" || f == "jump" ? 1 : 8;
      return size;
    }

    Exec Add(string kind, string shape, Delegate f) {
      entries.Add(new Entry { Kind = kind, Shape = shape, Function = f });
      return this;
    }

    public Exec Single(string kind, SingleFn f) { return Add(kind, "Single", f); }
    public Exec Xray(string kind, XrayFn f) { return Add(kind, "Xray", f); }
    public Exec Multi(string kind, MultiFn f) { return Add(kind, "Multi", f); }
    public Exec MultiExtra(string kind, MultiExtraFn f) { return Add(kind, "MultiExtra", f); }
    public Exec Pair(string kind, PairFn f) { return Add(kind, "Pair", f); }
    public Exec Square(string kind, SquareFn f) { return Add(kind, "Square", f); }
    public Exec ColorSquare(string kind, ColorSquareFn f) { return Add(kind, "ColorSquare", f); }
    public Exec Set(string kind, SetFn f) { return Add(kind, "Set", f); }
    public Exec ColorSet(string kind, ColorSetFn f) { return Add(kind, "ColorSet", f); }
    public Exec SetDir(string kind, SetDirFn f) { return Add(kind, "SetDir", f); }
    public Exec Ray(string kind, RayFn f) { return Add(kind, "Ray", f); }
    public Exec Sees(string kind, SeesFn f) { return Add(kind, "Sees", f); }
    public Exec SetAttacks(string kind, SetAttacksFn f) { return Add(kind, "SetAttacks", f); }
    public Exec PosOccSq(string kind, PosOccSqFn f) { return Add(kind, "PosOccSq", f); }
    public Exec PosColorOccSq(string kind, PosColorOccSqFn f) { return Add(kind, "PosColorOccSq", f); }
    public Exec PosColorSq(string kind, PosColorSqFn f) { return Add(kind, "PosColorSq", f); }
    public Exec PosColor(string kind, PosColorFn f) { return Add(kind, "PosColor", f); }
    public Exec ColorSetEmpty(string kind, ColorSetEmptyFn f) { return Add(kind, "ColorSetEmpty", f); }

    /// <summary>The engine's squares 0 and 1, e.g. "a8,b8" ("" = a1,b1).</summary>
    public Exec Numbering(string squares) { numbering = squares; return this; }
    /// <summary>The own-square contract: "any", "occupied" or "empty" ("" = any).</summary>
    public Exec Contract(string ownSquare) { contract = ownSquare; return this; }

    static string Signature(string kind) {
      return kind + "(" + string.Join(", ", Fields(kind)) + ")";
    }

    /// <summary>Why the functions cannot be served, one line naming the first
    /// kind that is unknown, given twice or registered with the method of
    /// another shape; null when every function fits its kind.</summary>
    public string Check() {
      var seen = new HashSet<string>();
      foreach (var e in entries) {
        var same = new List<string>();
        foreach (var row in Kinds)
          if (ShapeOf(Fields(row[0])) == e.Shape) same.Add(Signature(row[0]));
        string kindsOf = "kinds of " + e.Shape + "(): " + string.Join(", ", same);
        var fields = Fields(e.Kind);
        if (fields == null) return "slidercheck-csharp: unknown kind " + e.Kind + "; " + kindsOf;
        if (!seen.Add(e.Kind)) return "slidercheck-csharp: " + e.Kind + " is given twice";
        if (ShapeOf(fields) != e.Shape)
          return "slidercheck-csharp: " + e.Kind + " takes (" + string.Join(", ", fields) +
                 "): register it with " + ShapeOf(fields) + "(), not " + e.Shape + "(); " + kindsOf;
      }
      return null;
    }

    static void PutU32(List<byte> b, uint v) {
      for (int i = 0; i < 4; ++i) b.Add((byte)(v >> (8 * i)));
    }

    static byte[] Handshake(uint status, params string[] texts) {
      var b = new List<byte>(Encoding.ASCII.GetBytes("SLCK"));
      PutU32(b, ProtocolVersion);
      PutU32(b, status);
      foreach (var t in texts) {
        var bytes = Encoding.UTF8.GetBytes(t);
        int n = Math.Min(bytes.Length, 4096);
        PutU32(b, (uint)n);
        for (int i = 0; i < n; ++i) b.Add(bytes[i]);
      }
      return b.ToArray();
    }

    /// <summary>The one line for a hello of another protocol version.</summary>
    public static string ProtocolMismatch(uint version) {
      return "slidercheck-csharp " + Version + " speaks version " + ProtocolVersion +
             " of the --exec protocol, but this slidercheck speaks version " + version + " (" +
             (version < ProtocolVersion ? "older" : "newer") +
             "): use the client of the slidercheck you run (slidercheck --version)";
    }

    /// <summary>A stop of the client, with its one line.</summary>
    public sealed class Stop : Exception {
      public Stop(string line) : base(line) {}
    }

    // Reads exactly n bytes into buf; false at the end of the input before the
    // first byte; throws Stop when it ends inside.
    static bool Read(Stream s, byte[] buf, int n, string what) {
      int got = 0;
      while (got < n) {
        int r = s.Read(buf, got, n - got);
        if (r <= 0) {
          if (got == 0) return false;
          throw new Stop("slidercheck-csharp: standard input ended inside " + what);
        }
        got += r;
      }
      return true;
    }

    static uint U32(byte[] b, int at) { return BitConverter.ToUInt32(b, at); }
    static ulong U(byte[] b, int at) { return BitConverter.ToUInt64(b, at); }
    // The position of the record at b's byte at.
    static Position Pos(byte[] b, int at) {
      var p = new Position();
      for (int w = 0; w < 2; ++w) p.Color[w] = U(b, at + 8 * w);
      for (int w = 0; w < 6; ++w) p.Type[w] = U(b, at + 16 + 8 * w);
      return p;
    }

    static void Put(byte[] b, int at, ulong v) {
      for (int i = 0; i < 8; ++i) b[at + i] = (byte)(v >> (8 * i));
    }

    /// <summary>Answers slidercheck's batches until the end of input, then
    /// returns; throws Stop with one line when it cannot go on (a refused
    /// function, a hello of another protocol version, an input that ends
    /// inside a frame).</summary>
    public void Serve(Stream input, Stream output) {
      var hello = new byte[12];
      if (!Read(input, hello, 12, "the hello") || Encoding.ASCII.GetString(hello, 0, 4) != "SLCK")
        throw new Stop("slidercheck-csharp: no slidercheck hello on standard input");
      string refusal = U32(hello, 4) != ProtocolVersion ? ProtocolMismatch(U32(hello, 4)) : Check();
      byte[] hs;
      if (refusal != null) {
        hs = Handshake(1, "", "", "", refusal);
        output.Write(hs, 0, hs.Length);
        output.Flush();
        throw new Stop(refusal);
      }
      var names = new List<string>();
      foreach (var e in entries) names.Add(e.Kind);
      hs = Handshake(0, string.Join(" ", names), numbering, contract, "");
      output.Write(hs, 0, hs.Length);
      output.Flush();
      uint maxBatch = U32(hello, 8);
      var header = new byte[8];
      var body = new byte[0];
      var reply = new byte[0];
      while (Read(input, header, 8, "a frame")) {
        uint index = U32(header, 0), count = U32(header, 4);
        if (index >= entries.Count)
          throw new Stop("slidercheck-csharp: a batch names kind " + index + " of " + entries.Count);
        if (count > maxBatch)
          throw new Stop("slidercheck-csharp: a batch of " + count +
                         " inputs, more than the hello's maximum of " + maxBatch);
        var e = entries[(int)index];
        int size = RecordSize(Fields(e.Kind)), n = (int)count * size;
        if (body.Length < n) body = new byte[n];
        if (n > 0 && !Read(input, body, n, "a batch"))
          throw new Stop("slidercheck-csharp: standard input ended inside a batch");
        if (reply.Length != 8 + 8 * (int)count) reply = new byte[8 + 8 * (int)count];
        Encoding.ASCII.GetBytes("RSLT", 0, 4, reply, 0);
        for (int i = 0; i < 4; ++i) reply[4 + i] = (byte)(count >> (8 * i));
        Answer(e, body, size, n, reply);
        output.Write(reply, 0, reply.Length);
        output.Flush();
      }
    }

    // Calls e's function on each record of b (size bytes each, end bytes in
    // all), the delegate's type tested outside the loop, and puts each result
    // into reply after its 8-byte header.
    static void Answer(Entry e, byte[] b, int size, int end, byte[] reply) {
      int w = 8;
      {
        var f = e.Function as SingleFn;
        if (f != null) {
          for (int at = 0; at < end; at += size, w += 8) Put(reply, w, f(U(b, at), b[at + 8]));
          return;
        }
      }
      {
        var f = e.Function as XrayFn;
        if (f != null) {
          for (int at = 0; at < end; at += size, w += 8) Put(reply, w, f(U(b, at), U(b, at + 8), b[at + 16]));
          return;
        }
      }
      {
        var f = e.Function as MultiFn;
        if (f != null) {
          for (int at = 0; at < end; at += size, w += 8) Put(reply, w, f(U(b, at), U(b, at + 8), b[at + 16]));
          return;
        }
      }
      {
        var f = e.Function as MultiExtraFn;
        if (f != null) {
          for (int at = 0; at < end; at += size, w += 8) Put(reply, w, f(U(b, at), U(b, at + 8), U(b, at + 16), b[at + 24]));
          return;
        }
      }
      {
        var f = e.Function as SeesFn;
        if (f != null) {
          for (int at = 0; at < end; at += size, w += 8) Put(reply, w, f(U(b, at), b[at + 8], b[at + 9]));
          return;
        }
      }
      {
        var f = e.Function as SetAttacksFn;
        if (f != null) {
          for (int at = 0; at < end; at += size, w += 8) Put(reply, w, f(U(b, at), U(b, at + 8)));
          return;
        }
      }
      {
        var f = e.Function as PairFn;
        if (f != null) {
          for (int at = 0; at < end; at += size, w += 8) Put(reply, w, f(b[at], b[at + 1]));
          return;
        }
      }
      {
        var f = e.Function as SquareFn;
        if (f != null) {
          for (int at = 0; at < end; at += size, w += 8) Put(reply, w, f(b[at]));
          return;
        }
      }
      {
        var f = e.Function as ColorSquareFn;
        if (f != null) {
          for (int at = 0; at < end; at += size, w += 8) Put(reply, w, f(b[at], b[at + 1]));
          return;
        }
      }
      {
        var f = e.Function as SetFn;
        if (f != null) {
          for (int at = 0; at < end; at += size, w += 8) Put(reply, w, f(U(b, at)));
          return;
        }
      }
      {
        var f = e.Function as ColorSetFn;
        if (f != null) {
          for (int at = 0; at < end; at += size, w += 8) Put(reply, w, f(b[at], U(b, at + 1)));
          return;
        }
      }
      {
        var f = e.Function as SetDirFn;
        if (f != null) {
          for (int at = 0; at < end; at += size, w += 8) Put(reply, w, f(U(b, at), b[at + 8]));
          return;
        }
      }
      {
        var f = e.Function as RayFn;
        if (f != null) {
          for (int at = 0; at < end; at += size, w += 8) Put(reply, w, f(U(b, at), b[at + 8], b[at + 9]));
          return;
        }
      }
      {
        var f = e.Function as PosOccSqFn;
        if (f != null) {
          for (int at = 0; at < end; at += size, w += 8) Put(reply, w, f(Pos(b, at), U(b, at + 64), b[at + 72]));
          return;
        }
      }
      {
        var f = e.Function as PosColorOccSqFn;
        if (f != null) {
          for (int at = 0; at < end; at += size, w += 8) Put(reply, w, f(Pos(b, at), b[at + 64], U(b, at + 65), b[at + 73]));
          return;
        }
      }
      {
        var f = e.Function as PosColorSqFn;
        if (f != null) {
          for (int at = 0; at < end; at += size, w += 8) Put(reply, w, f(Pos(b, at), b[at + 64], b[at + 65]));
          return;
        }
      }
      {
        var f = e.Function as PosColorFn;
        if (f != null) {
          for (int at = 0; at < end; at += size, w += 8) Put(reply, w, f(Pos(b, at), b[at + 64]));
          return;
        }
      }
      {
        var f = e.Function as ColorSetEmptyFn;
        if (f != null) {
          for (int at = 0; at < end; at += size, w += 8) Put(reply, w, f(b[at], U(b, at + 1), U(b, at + 9)));
          return;
        }
      }
      throw new InvalidOperationException(e.Shape);
    }

    /// <summary>Serves on standard input and output, then exits: status 0 at
    /// the end of the input, else status 1 after one line on standard
    /// error.</summary>
    public void Main() {
      try {
        Serve(Console.OpenStandardInput(1 << 16), Console.OpenStandardOutput(1 << 16));
      } catch (Stop stop) {
        Console.Error.WriteLine(stop.Message);
        Environment.Exit(1);
      }
      Environment.Exit(0);
    }
  }
}
