#!/usr/bin/env bash
# The Debian package as a user gets it (label slow-build: a nested release
# build, a Debian 12 root and the packages it installs take minutes).
#
#   deb_install_test.sh SOURCE_DIR WORK_DIR [LAUNCHER]
#
# Builds SOURCE_DIR as the README says (clang-14, Release, no tests; LAUNCHER
# e.g. ccache) in WORK_DIR/build and runs `cpack -G DEB` there. Then, in a
# fresh Debian 12 root (debootstrap --variant=minbase bookworm, made once in
# WORK_DIR/bookworm-base and copied for each run), it runs
# `apt-get install ./slidercheck_*.deb`, which must pull in every dependency,
# and checks, with the installed command:
#   - an example plugin (examples/rotated, built above) conforms;
#   - a sanitized plugin (ASan, -fsanitize=fuzzer-no-link) is fuzzed for a
#     few seconds (clang-14's runtimes installed, as the package recommends);
#   - a CMake project, the example engine, builds and passes its ctest with
#     find_package(slidercheck COMPONENTS conformance).
# Needs root (debootstrap, chroot, mounts) and the Debian archive.
# Exit status: 0 passed, 1 failed (the reason on stderr).
set -euo pipefail
[[ $# -ge 2 ]] || { echo "usage: $0 SOURCE_DIR WORK_DIR [LAUNCHER]" >&2; exit 1; }
src=$(cd "$1" && pwd) work=$2 launcher=${3:-}
mkdir -p "$work"
work=$(cd "$work" && pwd)

fail() { echo "deb_install_test.sh: FAIL: $*" >&2; exit 1; }
step() { echo "==> $*" >&2; }

[[ $(id -u) -eq 0 ]] || fail "needs root (debootstrap, chroot)"
command -v debootstrap >/dev/null || fail "debootstrap not found (scripts/install-deps.sh installs it)"
command -v dpkg-shlibdeps >/dev/null || fail "dpkg-shlibdeps not found (dpkg-dev)"

# ---- The package ----------------------------------------------------------------
build=$work/build
launch=()
[[ -z "$launcher" ]] || launch=(-DCMAKE_C_COMPILER_LAUNCHER="$launcher" -DCMAKE_CXX_COMPILER_LAUNCHER="$launcher")
step "configure and build $build (Release, clang-14, no tests)"
cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSLIDERCHECK_TESTS=OFF \
  -DCMAKE_C_COMPILER=clang-14 -DCMAKE_CXX_COMPILER=clang++-14 "${launch[@]}" \
  >"$work/configure.log" 2>&1 || { tail -40 "$work/configure.log" >&2; fail "the configure failed"; }
cmake --build "$build" -j "${JOBS:-2}" >"$work/build.log" 2>&1 ||
  { tail -40 "$work/build.log" >&2; fail "the build failed"; }
rm -f "$build"/slidercheck_*.deb
step "cpack -G DEB"
(cd "$build" && cpack -G DEB) >"$work/cpack.log" 2>&1 ||
  { tail -40 "$work/cpack.log" >&2; fail "cpack -G DEB failed"; }
debs=("$build"/slidercheck_*_amd64.deb)
[[ -f ${debs[0]} ]] || fail "no slidercheck_VERSION_amd64.deb in $build"
deb=${debs[0]}
echo "package: $deb" >&2
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends" >&2
[[ $depends == *libc6* && $depends == *libstdc++6* ]] || fail "Depends not computed: '$depends'"
description=$(dpkg-deb -f "$deb" Description)
[[ $description != *";"* ]] || fail "the Description has a CMake list's semicolons: $description"
contents=$(dpkg-deb -c "$deb")
for path in ./usr/bin/slidercheck ./usr/libexec/slidercheck/slidercheck-fuzz \
  ./usr/include/slidercheck/plugin.h ./usr/lib/libslidercheck_conformance.a \
  ./usr/lib/cmake/slidercheck/slidercheckConfig.cmake ./usr/lib/pkgconfig/slidercheck.pc \
  ./usr/share/slidercheck/clients/python/slidercheck_exec.py \
  ./usr/share/slidercheck/schemas/check-report.schema.json \
  ./usr/share/doc/slidercheck/README.md ./usr/share/man/man1/slidercheck.1.gz; do
  grep -q " $path\$" <<<"$contents" || fail "the package lacks $path"
done

# ---- A fresh Debian 12 root -------------------------------------------------------
base=$work/bookworm-base
if [[ ! -d $base ]]; then
  step "debootstrap --variant=minbase bookworm $base"
  rm -rf "$base.tmp"
  debootstrap --variant=minbase bookworm "$base.tmp" http://deb.debian.org/debian \
    >"$work/debootstrap.log" 2>&1 || { tail -20 "$work/debootstrap.log" >&2; fail "debootstrap failed"; }
  mv "$base.tmp" "$base"
fi
root=$work/root
unmount() {
  for m in "$root/dev" "$root/proc"; do
    if mountpoint -q "$m"; then umount -l "$m" || true; fi
  done
}
unmount
# Never remove through a mount (the host's /dev is bound into the root).
for m in "$root/dev" "$root/proc"; do
  ! mountpoint -q "$m" || fail "$m is still mounted: not removing $root"
done
rm -rf --one-file-system "$root"
cp -a "$base" "$root"
trap unmount EXIT
mount -t proc proc "$root/proc"
mount --bind /dev "$root/dev"
cp /etc/resolv.conf "$root/etc/resolv.conf"

# What the root gets: the package, an example plugin, a sanitized plugin (built
# as docs/engine-fuzzing.md tells engine authors), the example engine.
mkdir -p "$root/work"
cp "$deb" "$root/work/"
cp "$build/examples/rotated/rotated.so" "$root/work/rotated.so"
clang-14 -std=c11 -g -O1 -fsanitize=address -fsanitize=fuzzer-no-link -shared -fPIC \
  -fvisibility=hidden -I"$src/include" -I"$src/tests/plugins" -o "$root/work/sanitized.so" \
  "$src/tests/plugins/correct.c" || fail "cannot build the sanitized plugin"
cp -a "$src/examples/engine" "$root/work/engine"

in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
  DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8 sh -ec "cd /work; $1"; }

step "apt-get install ./$(basename "$deb")"
in_root "apt-get -q update >/dev/null && apt-get install -y -q --no-install-recommends ./$(basename "$deb")" ||
  fail "apt-get install ./$(basename "$deb") failed"
in_root "slidercheck --version" || fail "slidercheck --version failed"

step "slidercheck check rotated.so (an example plugin)"
out=$(in_root "slidercheck check ./rotated.so --level quick" 2>&1) ||
  { echo "$out" >&2; fail "the example plugin did not conform"; }
grep -q "result: CONFORMS" <<<"$out" || { echo "$out" >&2; fail "no 'result: CONFORMS'"; }

step "install clang-14's runtimes (recommended), a compiler, CMake, GoogleTest, fmt and pugixml (suggested)"
in_root "apt-get install -y -q --no-install-recommends clang-14 libclang-rt-14-dev cmake make libgtest-dev libfmt-dev libpugixml-dev >/dev/null" ||
  fail "cannot install the toolchain in the root"

step "slidercheck fuzz sanitized.so for 5 seconds"
out=$(in_root "slidercheck fuzz ./sanitized.so --max-total-time 5 --jobs 1 --dir /work/fuzz" 2>&1) ||
  { echo "$out" >&2; fail "fuzzing the sanitized plugin failed"; }
grep -q "^slidercheck fuzz: [0-9]* runs" <<<"$out" || { echo "$out" >&2; fail "no fuzz summary"; }

step "find_package(slidercheck COMPONENTS conformance): the example engine"
out=$(in_root "cmake -S engine -B engine-build -DCMAKE_CXX_COMPILER=clang++-14 >/dev/null &&
  cmake --build engine-build >/dev/null && ctest --test-dir engine-build --output-on-failure" 2>&1) ||
  { echo "$out" >&2; fail "the example engine did not build or pass against the package"; }
echo "$out" | tail -3 >&2
echo "PASS: deb_install_test"
