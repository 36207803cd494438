package slidercheck

import (
	"bytes"
	"encoding/binary"
	"strings"
	"testing"
)

func hello(version, maxBatch uint32) []byte {
	b := append([]byte("SLCK"), make([]byte, 8)...)
	binary.LittleEndian.PutUint32(b[4:], version)
	binary.LittleEndian.PutUint32(b[8:], maxBatch)
	return b
}

// A handshake's status and error text.
func handshakeOf(t *testing.T, out []byte) (uint32, string) {
	t.Helper()
	if len(out) < 12 || string(out[:4]) != "SLCK" {
		t.Fatalf("no handshake: %q", out)
	}
	at, texts := 12, []string{}
	for i := 0; i < 4; i++ {
		n := int(binary.LittleEndian.Uint32(out[at:]))
		texts = append(texts, string(out[at+4:at+4+n]))
		at += 4 + n
	}
	return binary.LittleEndian.Uint32(out[8:]), texts[3]
}

func TestServeAnswersABatch(t *testing.T) {
	in := bytes.NewBuffer(hello(1, 4096))
	in.Write([]byte{0, 0, 0, 0, 2, 0, 0, 0}) // kind 0, 2 records of (a, b)
	in.Write([]byte{0, 2, 0, 63})
	var out bytes.Buffer
	between := func(a, b int) uint64 { return uint64(a*100 + b) }
	if err := Serve(Functions{"squares_between": between}, Options{In: in, Out: &out}); err != nil {
		t.Fatal(err)
	}
	if status, _ := handshakeOf(t, out.Bytes()); status != 0 {
		t.Fatalf("handshake status %d", status)
	}
	reply := out.Bytes()[out.Len()-24:]
	if string(reply[:4]) != "RSLT" || binary.LittleEndian.Uint64(reply[8:]) != 2 ||
		binary.LittleEndian.Uint64(reply[16:]) != 63 {
		t.Fatalf("reply %v", reply)
	}
}

func TestCheckRefusesAnotherType(t *testing.T) {
	err := Check(Functions{"between": func(a, b int) uint64 { return 0 }})
	if err == nil || !strings.HasPrefix(err.Error(), "slidercheck-go: between takes (sliders, empty, targets, dir8)") {
		t.Fatalf("got %v", err)
	}
	err = Check(Functions{"rook_attack": func(occ uint64, sq int) uint64 { return 0 }})
	if err == nil || !strings.Contains(err.Error(), "unknown kind rook_attack; kinds of a func(uint64, int) uint64: ") {
		t.Fatalf("got %v", err)
	}
}

func TestOtherProtocolVersions(t *testing.T) {
	for version, age := range map[uint32]string{0: "older", 2: "newer"} {
		var out bytes.Buffer
		err := Serve(Functions{"knight_attacks": func(sq int) uint64 { return 0 }},
			Options{In: bytes.NewBuffer(hello(version, 4096)), Out: &out})
		status, text := handshakeOf(t, out.Bytes())
		if err == nil || status != 1 || text != err.Error() || !strings.Contains(text, "("+age+")") {
			t.Fatalf("version %d: status %d, %q, %v", version, status, text, err)
		}
	}
}

func TestBatchAboveTheMaximum(t *testing.T) {
	in := bytes.NewBuffer(hello(1, 4))
	in.Write([]byte{0, 0, 0, 0, 5, 0, 0, 0})
	err := Serve(Functions{"knight_attacks": func(sq int) uint64 { return 0 }},
		Options{In: in, Out: &bytes.Buffer{}})
	if err == nil || err.Error() != "slidercheck-go: a batch of 5 inputs, more than the hello's maximum of 4" {
		t.Fatalf("got %v", err)
	}
}

func TestServeAnswersAPositionBatch(t *testing.T) {
	in := bytes.NewBuffer(hello(1, 4096))
	in.Write([]byte{0, 0, 0, 0, 1, 0, 0, 0}) // kind 0, 1 record of (pos, color, sq)
	for w := uint64(1); w <= 8; w++ {
		in.Write(binary.LittleEndian.AppendUint64(nil, w))
	}
	in.Write([]byte{1, 9})
	var out bytes.Buffer
	pinMask := func(pos Position, color, sq int) uint64 {
		return pos.Color[0]*1000 + pos.Type[5]*10 + uint64(color*100+sq)
	}
	if err := Serve(Functions{"pin_mask": pinMask}, Options{In: in, Out: &out}); err != nil {
		t.Fatal(err)
	}
	reply := out.Bytes()[out.Len()-16:]
	if string(reply[:4]) != "RSLT" || binary.LittleEndian.Uint64(reply[8:]) != 1000+80+109 {
		t.Fatalf("reply %v", reply)
	}
	if err := Check(Functions{"checkers": func(pos *Position, color int) uint64 { return 0 }}); err == nil ||
		!strings.HasPrefix(err.Error(), "slidercheck-go: checkers takes (pos, color)") {
		t.Fatalf("got %v", err)
	}
}
