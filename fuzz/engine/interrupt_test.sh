#!/usr/bin/env bash
# Ctrl-C ends `slidercheck fuzz` cleanly: SIGINT to slidercheck while it fuzzes
# (no run or time limit of its own; the test's deadline is 60 s), then it must
# exit 0 within 30 s with its summary ("interrupted: N runs ... 0 findings")
# and leave no driver behind.
#   interrupt_test.sh SLIDERCHECK PLUGIN WORKDIR
set -u
exe=$1 plugin=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
"$exe" fuzz "$plugin" --jobs 1 --max-total-time 60 --dir "$work/dir" >"$work/out" 2>&1 &
pid=$!
sleep 3
kill -INT "$pid"
for _ in $(seq 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$pid" 2>/dev/null; then
  kill -KILL "$pid"; pkill -KILL -P "$pid"
  echo "FAIL: still running 30 s after SIGINT"; exit 1
fi
wait "$pid"; rc=$?
cat "$work/out"
[[ $rc -eq 0 ]] || { echo "FAIL: exit status $rc, expected 0"; exit 1; }
grep -Eq '^slidercheck fuzz: interrupted: [1-9][0-9]* runs, [0-9]+ exec/s, corpus [1-9][0-9]* inputs .* 0 findings' \
  "$work/out" || { echo "FAIL: no summary line"; exit 1; }
if pgrep -f -- "--report-dir=$work/dir/crash" >/dev/null; then echo "FAIL: a driver outlived it"; exit 1; fi
echo PASS
