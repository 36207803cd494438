#!/usr/bin/env bash
# The steps of the GitHub Action (action.yml at the repository's root): builds
# or finds slidercheck, runs `slidercheck check` with the action's inputs, and
# exits with its status, so that a finding fails the job.
#
# The inputs come as the runner passes them, INPUT_* variables (action.yml's
# step sets them from its inputs):
#   INPUT_PLUGIN          the plugin (a shared library) to check, or
#   INPUT_EXEC            the --exec command to check (exactly one of the two)
#   INPUT_LEVEL           quick, standard or exhaustive ("" = slidercheck's default)
#   INPUT_FUNCTION        kinds to check, separated by spaces or commas ("" = all)
#   INPUT_MAPPING, INPUT_BIT_MAPPING, INPUT_OWN_SQUARE, INPUT_PAWN_SIDES,
#   INPUT_XRAY_BLOCKERS   the convention options (--mapping ...; "" = not given)
#   INPUT_SARIF           a SARIF file to write ("" = none)
#   INPUT_JUNIT           a JUnit XML file to write ("" = none)
#   INPUT_SLIDERCHECK     a slidercheck to run ("" = slidercheck on PATH, else
#                         one built from this checkout with scripts/install-deps.sh:
#                         apt alone)
# Outputs, appended to $GITHUB_OUTPUT: status (check's exit status), result
# (its result line's verdict, e.g. CONFORMS), sarif (the file, when written).
# Exit status: check's (0 conforms; 1 a finding; 2 a usage or load error;
# 3 a crash or timeout), 2 for bad inputs.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

fail() {
  echo "::error title=slidercheck::$*"
  echo "slidercheck action: $*" >&2
  exit 2
}

plugin=${INPUT_PLUGIN:-} exec_cmd=${INPUT_EXEC:-}
if [[ -n "$plugin" && -n "$exec_cmd" ]]; then
  fail "give the input plugin or the input exec, not both"
elif [[ -z "$plugin" && -z "$exec_cmd" ]]; then
  fail "give the input plugin (a shared library) or exec (a command speaking the --exec protocol)"
fi

slidercheck=${INPUT_SLIDERCHECK:-}
if [[ -z "$slidercheck" ]]; then
  slidercheck=$(command -v slidercheck || true)
fi
if [[ -z "$slidercheck" ]]; then
  echo "::group::Build slidercheck (scripts/install-deps.sh, cmake --preset release)"
  (cd "$root" && bash scripts/install-deps.sh &&
    cmake --preset release -DSLIDERCHECK_TESTS=OFF &&
    cmake --build --preset release --target slidercheck) >&2 ||
    fail "the build of slidercheck failed"
  echo "::endgroup::"
  slidercheck=$root/build/release/slidercheck
fi
[[ -x "$slidercheck" ]] || fail "no slidercheck at $slidercheck"

args=(check)
if [[ -n "$plugin" ]]; then
  args+=("$plugin")
else
  args+=(--exec "$exec_cmd")
fi
option() {  # option FLAG VALUE: FLAG VALUE when VALUE is not empty
  [[ -z "$2" ]] || args+=("$1" "$2")
}
option --level "${INPUT_LEVEL:-}"
functions=${INPUT_FUNCTION:-}
set -f  # the kinds are words, never patterns
for kind in ${functions//,/ }; do
  args+=(--function "$kind")
done
option --mapping "${INPUT_MAPPING:-}"
option --bit-mapping "${INPUT_BIT_MAPPING:-}"
option --own-square "${INPUT_OWN_SQUARE:-}"
option --pawn-sides "${INPUT_PAWN_SIDES:-}"
option --xray-blockers "${INPUT_XRAY_BLOCKERS:-}"
option --sarif "${INPUT_SARIF:-}"
option --junit "${INPUT_JUNIT:-}"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
echo "slidercheck ${args[*]}" >&2
"$slidercheck" "${args[@]}" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
result=$(sed -n 's/^result: //p' "$log" | tail -1)
if [[ -n "${GITHUB_OUTPUT:-}" ]]; then
  {
    echo "status=$status"
    echo "result=$result"
    if [[ -n "${INPUT_SARIF:-}" && -f "${INPUT_SARIF}" ]]; then
      echo "sarif=$INPUT_SARIF"
    fi
  } >>"$GITHUB_OUTPUT"
fi
if [[ -n "${GITHUB_STEP_SUMMARY:-}" ]]; then
  echo "slidercheck: ${result:-exit status $status}" >>"$GITHUB_STEP_SUMMARY"
fi
if [[ $status -ne 0 ]]; then
  echo "::error title=slidercheck::slidercheck check: ${result:-exit status $status}"
fi
exit "$status"
