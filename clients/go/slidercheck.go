// Package slidercheck is the framing of slidercheck's --exec pipe protocol
// (docs/protocol.md), so that a Go engine's check is only its functions:
//
//	func main() {
//		slidercheck.Main(slidercheck.Functions{
//			"rook_attacks":    rookAttacks,    // func(occ uint64, sq int) uint64
//			"squares_between": squaresBetween, // func(a, b int) uint64
//		}, slidercheck.Options{Numbering: "a1,b1"})
//	}
//
// and then `slidercheck check --exec ./engine`. Each function takes its kind's
// arguments in the C order of slidercheck/plugin.h (`slidercheck kinds` lists
// them), bitboards as uint64 (bit i = square i in the engine's numbering),
// squares, directions and colors as int, a position kind's position as a
// Position, and returns the result bitboard as a uint64: so every result is
// in range by its type. A function of another type,
// or an unknown kind, is refused in the handshake with one line naming the
// kind's arguments and the kinds of the function's type (slidercheck: exit
// status 2 with that line). A panic ends the program: slidercheck reports a
// CRASH (exit status 3) on the input, with the panic in the client's output.
// Keep standard output for the protocol: log to standard error.
//
// Why --exec and not a cgo plugin: a Go shared library (-buildmode=c-shared)
// pays cgo's cost on every call from C, and slidercheck calls an engine's
// function once per case. A cgo plugin ran at 185 k cases/s; the same functions
// over --exec, which crosses once per batch of 4,096 cases, at 9.4 M cases/s
// (docs/measurements.md).
package slidercheck

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"sort"
	"strings"
)

// Version is the client's version, the slidercheck release it belongs to.
const Version = "0.1.0"

// ProtocolVersion is the version of the --exec protocol this client speaks.
const ProtocolVersion = 1

// Functions maps a kind's name to its function.
type Functions map[string]any

// Position is a position kind's first argument (slidercheck_position of
// slidercheck/plugin.h): the pieces as bitboards in the engine's numbering,
// Color white and black, Type pawn, knight, bishop, rook, queen and king.
type Position struct {
	Color [2]uint64
	Type  [6]uint64
}

// Options are the engine's conventions and, for tests, its streams.
type Options struct {
	Numbering string    // the engine's squares 0 and 1, e.g. "a8,b8" ("" = a1,b1)
	Contract  string    // the contract text: "any", "occupied", "empty" ("" = any), or words such as "pairs=aligned pawn-squares=pawn"
	In        io.Reader // default os.Stdin
	Out       io.Writer // default os.Stdout
}

// The Go types of the kinds' functions, by record: the arguments' types only
// (func(occ uint64, sq int) uint64 is func(set uint64, dir8 int) uint64).
type (
	bi   = func(uint64, int) uint64                 // single, set_dir
	bbi  = func(uint64, uint64, int) uint64         // xray, multi
	bbbi = func(uint64, uint64, uint64, int) uint64 // multi_extra
	ii   = func(int, int) uint64                    // pair, color_square
	i1   = func(int) uint64                         // square
	b1   = func(uint64) uint64                      // set
	ib   = func(int, uint64) uint64                 // color_set
	bii  = func(uint64, int, int) uint64            // ray
	pbi  = func(Position, uint64, int) uint64       // pos_occ_sq
	pibi = func(Position, int, uint64, int) uint64  // pos_color_occ_sq
	pii  = func(Position, int, int) uint64          // pos_color_sq
	pi1  = func(Position, int) uint64               // pos_color
	ibb  = func(int, uint64, uint64) uint64         // color_set_empty
)

func fn[T any]() reflect.Type { return reflect.TypeOf((*T)(nil)).Elem() }

// Kinds is every kind's arguments in C order (`slidercheck kinds --format
// json`; the ctest clients.go_layouts compares them).
var Kinds = map[string][]string{
	"rook_attacks":                 {"occ", "sq"},
	"bishop_attacks":               {"occ", "sq"},
	"queen_attacks":                {"occ", "sq"},
	"rank_attacks":                 {"occ", "sq"},
	"file_attacks":                 {"occ", "sq"},
	"diagonal_attacks":             {"occ", "sq"},
	"antidiagonal_attacks":         {"occ", "sq"},
	"xray_rook_attacks":            {"occ", "blockers", "sq"},
	"xray_bishop_attacks":          {"occ", "blockers", "sq"},
	"sliding_attacks":              {"sliders", "empty", "dir8"},
	"xray_sliding_attacks":         {"sliders", "empty", "blockers", "dir8"},
	"between":                      {"sliders", "empty", "targets", "dir8"},
	"squares_between":              {"a", "b"},
	"line_through":                 {"a", "b"},
	"squares_between_to_b":         {"a", "b"},
	"squares_between_inclusive":    {"a", "b"},
	"knight_attacks":               {"sq"},
	"king_attacks":                 {"sq"},
	"pawn_attacks":                 {"color", "sq"},
	"knight_set_attacks":           {"set"},
	"king_set_attacks":             {"set"},
	"pawn_set_attacks":             {"color", "set"},
	"ray_through":                  {"a", "b"},
	"pawn_west_attacks":            {"color", "set"},
	"pawn_east_attacks":            {"color", "set"},
	"pawn_double_attacks":          {"color", "set"},
	"shift_one":                    {"set", "dir8"},
	"ray_attacks":                  {"occ", "sq", "dir8"},
	"attackers_to":                 {"pos", "occ", "sq"},
	"attackers_by":                 {"pos", "color", "occ", "sq"},
	"is_attacked":                  {"pos", "color", "sq"},
	"checkers":                     {"pos", "color"},
	"pinned":                       {"pos", "color"},
	"pinners":                      {"pos", "color"},
	"blockers_for_king":            {"pos", "color"},
	"check_mask":                   {"pos", "color"},
	"pin_mask":                     {"pos", "color", "sq"},
	"squares_between_with_ends":    {"a", "b"},
	"squares_between_to_b_aligned": {"a", "b"},
	"knight_shift":                 {"set", "jump"},
	"pawn_pushes":                  {"color", "set", "empty"},
	"pawn_double_pushes":           {"color", "set", "empty"},
	"rook_sees":                    {"occ", "from", "to"},
	"bishop_sees":                  {"occ", "from", "to"},
	"queen_sees":                   {"occ", "from", "to"},
	"rook_set_attacks":             {"sliders", "occ"},
	"bishop_set_attacks":           {"sliders", "occ"},
	"queen_set_attacks":            {"sliders", "occ"},
}

var bitboards = map[string]bool{"occ": true, "blockers": true, "sliders": true, "empty": true,
	"targets": true, "set": true}

var types = map[string]reflect.Type{
	"bi": fn[bi](), "bbi": fn[bbi](), "bbbi": fn[bbbi](), "ii": fn[ii](), "i": fn[i1](),
	"b": fn[b1](), "ib": fn[ib](), "bii": fn[bii](),
	"pbi": fn[pbi](), "pibi": fn[pibi](), "pii": fn[pii](), "pi": fn[pi1](), "ibb": fn[ibb](),
}

// fields returns a kind's record as letters: "b" a u64, "i" a u8, "p" a
// position's 8 u64 ("bi": occ, sq).
func fields(name string) string {
	var f strings.Builder
	for _, a := range Kinds[name] {
		if bitboards[a] {
			f.WriteByte('b')
		} else if a == "pos" {
			f.WriteByte('p')
		} else {
			f.WriteByte('i')
		}
	}
	return f.String()
}

// goType returns the Go type of a kind's function.
func goType(name string) reflect.Type { return types[fields(name)] }

func signature(name string) string {
	return name + "(" + strings.Join(Kinds[name], ", ") + ")"
}

func sortedKinds() []string {
	names := make([]string, 0, len(Kinds))
	for k := range Kinds {
		names = append(names, k)
	}
	sort.Strings(names)
	return names
}

// Check returns why functions cannot be served, one line naming the first
// kind (in name order) that is unknown or whose function is not of the kind's
// type, or nil when every function fits its kind.
func Check(functions Functions) error {
	names := make([]string, 0, len(functions))
	for k := range functions {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, name := range names {
		f := functions[name]
		t := reflect.TypeOf(f)
		if t == nil || t.Kind() != reflect.Func {
			return fmt.Errorf("slidercheck-go: the function given for %s is not a function (%v)", name, t)
		}
		var fits []string
		for _, k := range sortedKinds() {
			if goType(k) == t {
				fits = append(fits, signature(k))
			}
		}
		of := "no kind takes a " + t.String()
		if len(fits) > 0 {
			of = "kinds of a " + t.String() + ": " + strings.Join(fits, ", ")
		}
		if _, ok := Kinds[name]; !ok {
			return fmt.Errorf("slidercheck-go: unknown kind %s; %s", name, of)
		}
		if t != goType(name) {
			return fmt.Errorf("slidercheck-go: %s takes (%s), a %v, but the function given is a %v; %s",
				name, strings.Join(Kinds[name], ", "), goType(name), t, of)
		}
	}
	return nil
}

func text(b []byte, s string) []byte {
	b = binary.LittleEndian.AppendUint32(b, uint32(len(s)))
	return append(b, s...)
}

func handshake(status uint32, kinds, numbering, contract, errText string) []byte {
	b := append([]byte("SLCK"), 1, 0, 0, 0)
	b = binary.LittleEndian.AppendUint32(b, status)
	for _, s := range []string{kinds, numbering, contract, errText} {
		b = text(b, s)
	}
	return b
}

// protocolMismatch is the one line for a hello of another protocol version.
func protocolMismatch(version uint32) string {
	age := "newer"
	if version < ProtocolVersion {
		age = "older"
	}
	return fmt.Sprintf("slidercheck-go %s speaks version %d of the --exec protocol, but this "+
		"slidercheck speaks version %d (%s): use the client of the slidercheck you run "+
		"(slidercheck --version)", Version, ProtocolVersion, version, age)
}

// errRefused: the handshake told slidercheck why the engine cannot start.
var errRefused = errors.New("refused")

// Serve answers slidercheck's batches with functions until the end of the
// input, then returns nil; or returns why it stopped, one line (a function not
// of its kind's type, refused in the handshake; a hello of another protocol
// version; input that ends inside a frame).
func Serve(functions Functions, opts Options) error {
	in, out := opts.In, opts.Out
	if in == nil {
		in = os.Stdin
	}
	if out == nil {
		out = os.Stdout
	}
	names := make([]string, 0, len(functions))
	for k := range functions {
		names = append(names, k)
	}
	sort.Strings(names)
	hello := make([]byte, 12)
	if _, err := io.ReadFull(in, hello); err != nil || string(hello[:4]) != "SLCK" {
		return errors.New("slidercheck-go: no slidercheck hello on standard input")
	}
	refuse := func(line string) error {
		out.Write(handshake(1, "", "", "", line))
		return errors.New(line)
	}
	if v := binary.LittleEndian.Uint32(hello[4:]); v != ProtocolVersion {
		return refuse(protocolMismatch(v))
	}
	if err := Check(functions); err != nil {
		return refuse(err.Error())
	}
	if _, err := out.Write(handshake(0, strings.Join(names, " "), opts.Numbering, opts.Contract, "")); err != nil {
		return err
	}
	return batches(functions, names, binary.LittleEndian.Uint32(hello[8:]), in, out)
}

func batches(functions Functions, names []string, maxBatch uint32, in io.Reader, out io.Writer) error {
	header := make([]byte, 8)
	var body, reply []byte
	for {
		if n, err := io.ReadFull(in, header); err != nil {
			if n == 0 && err == io.EOF {
				return nil // the end of the input: slidercheck is done
			}
			return errors.New("slidercheck-go: standard input ended inside a frame")
		}
		index, count := binary.LittleEndian.Uint32(header), binary.LittleEndian.Uint32(header[4:])
		if index >= uint32(len(names)) {
			return fmt.Errorf("slidercheck-go: a batch names kind %d of %d", index, len(names))
		}
		if count > maxBatch {
			return fmt.Errorf("slidercheck-go: a batch of %d inputs, more than the hello's maximum of %d",
				count, maxBatch)
		}
		name := names[index]
		f := fields(name)
		size := 0
		for _, c := range f {
			size += map[rune]int{'b': 8, 'i': 1, 'p': 64}[c]
		}
		body = grow(body, int(count)*size)
		if _, err := io.ReadFull(in, body); err != nil {
			return errors.New("slidercheck-go: standard input ended inside a batch")
		}
		reply = grow(reply, 8+8*int(count))
		copy(reply, "RSLT")
		binary.LittleEndian.PutUint32(reply[4:], count)
		answer(functions[name], body, size, reply[8:])
		if _, err := out.Write(reply); err != nil {
			return err
		}
	}
}

func grow(b []byte, n int) []byte {
	if cap(b) < n {
		return make([]byte, n)
	}
	return b[:n]
}

// answer calls f on each record of body (records of size bytes) and writes
// each result to results.
func answer(f any, body []byte, size int, results []byte) {
	le := binary.LittleEndian
	u := func(at int) uint64 { return le.Uint64(body[at:]) }
	b := func(at int) int { return int(body[at]) }
	p := func(at int) (pos Position) {
		for w := 0; w < 2; w++ {
			pos.Color[w] = u(at + 8*w)
		}
		for w := 0; w < 6; w++ {
			pos.Type[w] = u(at + 16 + 8*w)
		}
		return pos
	}
	n := len(body) / size
	switch g := f.(type) {
	case bi:
		for i, at := 0, 0; i < n; i, at = i+1, at+size {
			le.PutUint64(results[8*i:], g(u(at), b(at+8)))
		}
	case bbi:
		for i, at := 0, 0; i < n; i, at = i+1, at+size {
			le.PutUint64(results[8*i:], g(u(at), u(at+8), b(at+16)))
		}
	case bbbi:
		for i, at := 0, 0; i < n; i, at = i+1, at+size {
			le.PutUint64(results[8*i:], g(u(at), u(at+8), u(at+16), b(at+24)))
		}
	case ii:
		for i, at := 0, 0; i < n; i, at = i+1, at+size {
			le.PutUint64(results[8*i:], g(b(at), b(at+1)))
		}
	case i1:
		for i := 0; i < n; i++ {
			le.PutUint64(results[8*i:], g(b(i)))
		}
	case b1:
		for i := 0; i < n; i++ {
			le.PutUint64(results[8*i:], g(u(8*i)))
		}
	case ib:
		for i, at := 0, 0; i < n; i, at = i+1, at+size {
			le.PutUint64(results[8*i:], g(b(at), u(at+1)))
		}
	case ibb:
		for i, at := 0, 0; i < n; i, at = i+1, at+size {
			le.PutUint64(results[8*i:], g(b(at), u(at+1), u(at+9)))
		}
	case bii:
		for i, at := 0, 0; i < n; i, at = i+1, at+size {
			le.PutUint64(results[8*i:], g(u(at), b(at+8), b(at+9)))
		}
	case pbi:
		for i, at := 0, 0; i < n; i, at = i+1, at+size {
			le.PutUint64(results[8*i:], g(p(at), u(at+64), b(at+72)))
		}
	case pibi:
		for i, at := 0, 0; i < n; i, at = i+1, at+size {
			le.PutUint64(results[8*i:], g(p(at), b(at+64), u(at+65), b(at+73)))
		}
	case pii:
		for i, at := 0, 0; i < n; i, at = i+1, at+size {
			le.PutUint64(results[8*i:], g(p(at), b(at+64), b(at+65)))
		}
	case pi1:
		for i, at := 0, 0; i < n; i, at = i+1, at+size {
			le.PutUint64(results[8*i:], g(p(at), b(at+64)))
		}
	}
}

// Main serves functions on standard input and output (Serve) and exits: with
// status 0 at the end of the input, else with status 1 after one line on
// standard error.
func Main(functions Functions, opts Options) {
	if err := Serve(functions, opts); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(0)
}
