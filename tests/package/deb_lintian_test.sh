#!/usr/bin/env bash
# The Debian package checked by lintian (label slow-build: a nested release
# build of minutes).
#
#   deb_lintian_test.sh SOURCE_DIR WORK_DIR [LAUNCHER]
#
# Builds SOURCE_DIR as the README says (clang-14, Release, no tests; LAUNCHER
# e.g. ccache) in WORK_DIR/build, runs `cpack -G DEB` there, and runs lintian
# on the package: no error may be left (the binaries stripped, the man page
# and changelog compressed, a copyright file, a well-formed Maintainer). Its
# warnings and notes are shown, not failed on.
# Exit status: 0 passed, 1 failed (the reason on stderr).
set -euo pipefail
[[ $# -ge 2 ]] || { echo "usage: $0 SOURCE_DIR WORK_DIR [LAUNCHER]" >&2; exit 1; }
src=$(cd "$1" && pwd) work=$2 launcher=${3:-}
mkdir -p "$work"
work=$(cd "$work" && pwd)

fail() { echo "deb_lintian_test.sh: FAIL: $*" >&2; exit 1; }
step() { echo "==> $*" >&2; }

command -v lintian >/dev/null || fail "lintian not found (scripts/install-deps.sh installs it)"
command -v dpkg-shlibdeps >/dev/null || fail "dpkg-shlibdeps not found (dpkg-dev)"

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

step "lintian $deb"
# Every tag shown (-I: notes too); the status says whether an error was found.
status=0
lintian -I --tag-display-limit 0 --fail-on error "$deb" >"$work/lintian.log" 2>&1 || status=$?
cat "$work/lintian.log" >&2
errors=$(grep -c '^E: ' "$work/lintian.log" || true)
[[ $errors -eq 0 && $status -eq 0 ]] ||
  fail "lintian found $errors error(s) (exit status $status): $(grep '^E: ' "$work/lintian.log" | tr '\n' ';')"
# The fixes are in the package itself, not overridden.
contents=$(dpkg-deb -c "$deb")
for path in ./usr/share/doc/slidercheck/copyright ./usr/share/doc/slidercheck/changelog.gz \
  ./usr/share/man/man1/slidercheck.1.gz; do
  grep -q " $path\$" <<<"$contents" || fail "the package lacks $path"
done
grep -q "lintian-overrides" <<<"$contents" && fail "the package overrides lintian's tags"
echo "PASS: deb_lintian_test"
