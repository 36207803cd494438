// The Go client of slidercheck's --exec pipe protocol (docs/protocol.md):
// standard library only, Go 1.19 (Debian 12's golang-go).
module slidercheck

go 1.19
