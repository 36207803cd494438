#!/usr/bin/env bash
# The build without the plugin module (label build): verify needs only the core.
#
#   plugin_off_build_test.sh SOURCE_DIR BUILD_DIR CC CXX [LAUNCHER]
#     Configures a fresh BUILD_DIR from SOURCE_DIR with SLIDERCHECK_PLUGIN=OFF
#     (Release, no sanitizers, no tests, Ninja, the compilers CC and CXX, the
#     compiler launcher LAUNCHER if given, e.g. ccache), checks that nothing of
#     plugin/ is in the build, builds only the slidercheck target, then checks
#     that `slidercheck verify --level quick` passes and that `check` and
#     `bench` exit 2 saying they were not built. With CONFIGURE_ONLY=1 in the
#     environment it stops after the configure and its check (seconds).
# Exit status: 0 pass, 1 fail.
set -euo pipefail
[[ $# -ge 4 ]] || { echo "usage: $0 SOURCE_DIR BUILD_DIR CC CXX [LAUNCHER]" >&2; exit 1; }
src=$1 dir=$2 cc=$3 cxx=$4 launcher=${5:-}

fail() { echo "plugin_off_build_test.sh: FAIL: $*" >&2; exit 1; }

rm -rf "$dir"
launch=()
[[ -z "$launcher" ]] || launch=(-DCMAKE_C_COMPILER_LAUNCHER="$launcher" -DCMAKE_CXX_COMPILER_LAUNCHER="$launcher")
cmake -S "$src" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSLIDERCHECK_PLUGIN=OFF \
  -DSLIDERCHECK_TESTS=OFF -DSLIDERCHECK_SANITIZE=OFF -DCMAKE_C_COMPILER="$cc" \
  -DCMAKE_CXX_COMPILER="$cxx" "${launch[@]}" >"$dir.configure.log" 2>&1 ||
  { cat "$dir.configure.log" >&2; fail "the configure failed"; }
if grep -Eq 'slidercheck_plugin|[ /]plugin/[a-z_]+\.cpp' "$dir/build.ninja"; then
  fail "the build has plugin/ in it: $(grep -Eo 'slidercheck_plugin|[ /]plugin/[a-z_]+\.cpp' "$dir/build.ninja" | head -1)"
fi
if [[ "${CONFIGURE_ONLY:-}" == 1 ]]; then
  echo "plugin_off_build_test.sh: configured without the plugin module (nothing of plugin/ in it)"
  exit 0
fi
cmake --build "$dir" --target slidercheck -j "${JOBS:-2}" >"$dir.build.log" 2>&1 ||
  { tail -40 "$dir.build.log" >&2; fail "the build of slidercheck failed"; }
echo "plugin_off_build_test.sh: slidercheck built without the plugin module"

out=$("$dir/slidercheck" verify --level quick) || fail "verify --level quick failed: $out"
grep -Eq "checks, [0-9]+ cases: [0-9]+ passed, 0 failed" <<<"$out" ||
  fail "verify --level quick says: $(tail -1 <<<"$out")"
echo "plugin_off_build_test.sh: verify: $(tail -1 <<<"$out")"

for command in check bench; do
  status=0
  err=$("$dir/slidercheck" "$command" --builtin kogge_stone 2>&1 >/dev/null) || status=$?
  [[ $status -eq 2 ]] || fail "$command exited $status, not 2"
  grep -q "^slidercheck: error: $command was not built: the plugin module was left out" <<<"$err" ||
    fail "$command says: $err"
  echo "plugin_off_build_test.sh: $command: exit 2, $err"
done
echo "plugin_off_build_test.sh: PASS"
