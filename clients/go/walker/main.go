// A naive ray walker checked over slidercheck's --exec pipe protocol through
// the Go client (package slidercheck, this module): only the functions are
// written here, the client does the framing.
//
//	go build -o walker ./walker    # in clients/go
//	slidercheck check --exec ./walker --level quick
//
// The tests' modes: --bug plants a bug (rays going soWe stop one square early:
// bishop attacks and checkers, a position kind, both show it), which the check
// reports (exit status 1) with a minimal counterexample; --crash makes rook attacks from h8 panic, a CRASH (exit
// status 3); --misdeclare gives between a function of squares_between's type,
// refused in the handshake (exit status 2).
package main

import (
	"math/bits"
	"os"

	"slidercheck"
)

// Compass directions as file and rank steps: noEa east soEa sout soWe west noWe nort.
var steps = [8][2]int{{1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}}

var bug, crash bool

// walk returns the squares attacked from sq (a1 = 0, h8 = 63) along the
// directions: each ray up to and including its first occupied square.
func walk(occ uint64, sq int, directions ...int) uint64 {
	var attacks uint64
	for _, d := range directions {
		f, r := sq%8+steps[d][0], sq/8+steps[d][1]
		for ; f >= 0 && f < 8 && r >= 0 && r < 8; f, r = f+steps[d][0], r+steps[d][1] {
			bit := uint64(1) << (8*r + f)
			if bug && d == 4 && (occ&bit != 0 || f == 0 || r == 0) {
				break // the planted bug: the last square of the ray is lost
			}
			attacks |= bit
			if occ&bit != 0 {
				break
			}
		}
	}
	return attacks
}

func rookAttacks(occ uint64, sq int) uint64 {
	if crash && sq == 63 {
		panic("the planted crash: rook attacks from h8")
	}
	return walk(occ, sq, 1, 3, 5, 7)
}

func bishopAttacks(occ uint64, sq int) uint64 { return walk(occ, sq, 0, 2, 4, 6) }

// squaresBetween returns the squares strictly between a and b on a shared
// line, else 0: the ray from a through an occupancy of just b, without b.
func squaresBetween(a, b int) uint64 {
	target := uint64(1) << b
	for d := 0; d < 8 && a != b; d++ {
		if ray := walk(target, a, d); ray&target != 0 {
			return ray &^ target
		}
	}
	return 0
}

func knightAttacks(sq int) uint64 {
	var bb uint64
	for _, j := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
		if f, r := sq%8+j[0], sq/8+j[1]; f >= 0 && f < 8 && r >= 0 && r < 8 {
			bb |= 1 << (8*r + f)
		}
	}
	return bb
}

// checkers returns the pieces of the side not color that attack color's king
// (pos.Type: pawn, knight, bishop, rook, queen, king).
func checkers(pos slidercheck.Position, color int) uint64 {
	occ, all := pos.Color[0]|pos.Color[1], ^uint64(0)
	king := bits.TrailingZeros64(pos.Color[color] & pos.Type[5])
	pawnDirs := [2][]int{{0, 6}, {2, 4}}[color] // the squares ahead of the king
	attackers := walk(occ, king, 0, 2, 4, 6)&(pos.Type[2]|pos.Type[4]) |
		walk(occ, king, 1, 3, 5, 7)&(pos.Type[3]|pos.Type[4]) |
		walk(all, king, pawnDirs...)&pos.Type[0] | knightAttacks(king)&pos.Type[1] |
		walk(all, king, 0, 1, 2, 3, 4, 5, 6, 7)&pos.Type[5]
	return attackers & pos.Color[color^1]
}

func main() {
	functions := slidercheck.Functions{
		"rook_attacks":    rookAttacks,
		"bishop_attacks":  bishopAttacks,
		"rank_attacks":    func(occ uint64, sq int) uint64 { return walk(occ, sq, 1, 5) },
		"file_attacks":    func(occ uint64, sq int) uint64 { return walk(occ, sq, 3, 7) },
		"ray_attacks":     func(occ uint64, sq, dir8 int) uint64 { return walk(occ, sq, dir8) },
		"squares_between": squaresBetween,
		"knight_attacks":  knightAttacks,
		"checkers":        checkers,
	}
	for _, a := range os.Args[1:] {
		bug = bug || a == "--bug"
		crash = crash || a == "--crash"
		if a == "--misdeclare" {
			functions["between"] = squaresBetween
		}
	}
	slidercheck.Main(functions, slidercheck.Options{Numbering: "a1,b1"})
}
