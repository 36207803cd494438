#!/usr/bin/env bash
# SIGINT, SIGTERM and SIGHUP end `slidercheck fuzz` cleanly, with one fuzzing
# process (--jobs 1) and in libFuzzer's fork mode (--jobs 2): the signal goes
# to slidercheck alone once the run has printed a status line (no run limit of
# its own; --max-total-time 60 as a backstop), then slidercheck must exit 128 + the
# signal's number (SIGINT 130, SIGTERM 143, SIGHUP 129, as a shell reports a
# process the signal ended) within 30 s (a hang bound, not a timing) with its summary ("interrupted: N
# runs ... 0 findings"), and leave no process of the run (none whose command
# line names the scenario's folder) and nothing in TMPDIR (libFuzzer's
# fork-mode folder libFuzzerTemp.FuzzWithFork*.dir).
#   interrupt_test.sh SLIDERCHECK PLUGIN WORKDIR
set -u
exe=$1 plugin=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
failed=0
fail() { echo "FAIL $name: $*"; failed=1; }

# scenario NAME SIGNAL JOBS
scenario() {
  name=$1
  local sig=$2 jobs=$3 dir="$work/$1" want
  want=$((128 + $(kill -l "$sig")))
  mkdir -p "$dir/tmp"
  TMPDIR="$dir/tmp" "$exe" fuzz "$plugin" --jobs "$jobs" --max-total-time 60 --dir "$dir/fuzz" \
    >"$dir/out" 2>&1 &
  local pid=$!
  for _ in $(seq 300); do grep -q '^#[0-9]' "$dir/out" && break; sleep 0.1; done
  kill -"$sig" "$pid"
  for _ in $(seq 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$pid" 2>/dev/null; then
    kill -KILL "$pid"
    fail "still running 30 s after SIG$sig"
  fi
  wait "$pid"
  local rc=$?
  echo "=== $name: SIG$sig, --jobs $jobs: exit status $rc"
  cat "$dir/out"
  [[ $rc -eq $want ]] || fail "exit status $rc, expected $want"
  grep -Eq '^slidercheck fuzz: interrupted: [1-9][0-9]* runs, [0-9]+ exec/s, corpus [0-9]+ inputs .* 0 findings' \
    "$dir/out" || fail "no summary line"
  # A process killed by SIGKILL is gone a moment later.
  for _ in $(seq 50); do pgrep -f -- "$dir/" >/dev/null || break; sleep 0.1; done
  if pgrep -f -- "$dir/" >/dev/null; then
    fail "processes left: $(pgrep -a -f -- "$dir/")"
    kill -KILL $(pgrep -f -- "$dir/") 2>/dev/null
  fi
  [[ -z "$(ls -A "$dir/tmp")" ]] || fail "left in TMPDIR: $(ls -A "$dir/tmp")"
}

scenario int_jobs1 INT 1
scenario int_jobs2 INT 2
scenario term_jobs2 TERM 2
scenario hup_jobs1 HUP 1
[[ $failed -eq 0 ]] && echo PASS
exit $failed
