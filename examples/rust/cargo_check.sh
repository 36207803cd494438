#!/bin/sh
# Builds the Rust example with cargo and checks it with slidercheck; exits 77
# (ctest's SKIP_RETURN_CODE) when there is no cargo, or one that does not run
# (a rustup proxy without a toolchain). The lock file is version 3, which
# Debian 12's cargo reads; --locked keeps any cargo from rewriting it.
#   cargo_check.sh SLIDERCHECK CRATE_DIR TARGET_DIR
# CARGO names the cargo to use (default: cargo on PATH).
slidercheck=$1 crate=$2 target=$3
cargo=${CARGO:-cargo}
if ! command -v "$cargo" >/dev/null 2>&1; then
  echo "cargo not found ($cargo): skipping the Rust example"
  exit 77
fi
if ! "$cargo" --version >/dev/null 2>&1; then
  echo "cargo does not run ($cargo --version fails): skipping the Rust example"
  exit 77
fi
CARGO_TARGET_DIR=$target "$cargo" build --release --offline --locked --quiet \
  --manifest-path "$crate/Cargo.toml" || exit 1
out=$("$slidercheck" check "$target/release/libslidercheck_rust_example.so" --level quick 2>&1)
rc=$?
echo "$out"
[ "$rc" -eq 0 ] || exit 1
echo "$out" | grep -q "squares_between .* pass" || exit 1
echo "$out" | grep -q "result: CONFORMS" || exit 1
