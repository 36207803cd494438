#!/bin/sh
# Tests of the standalone driver (standalone_main.cpp) on files that are not
# plain readable files:
#   standalone_test.sh unreadable DRIVER WORKDIR  a file that cannot be read is
#       an error (exit 2, "cannot read"), never run as an empty input
#   standalone_test.sh fifo DRIVER WORKDIR SEED   a FIFO named on the command
#       line is read to its end and run (exit 0, "ran 1 inputs")
set -u
mode=$1 driver=$2 work=$3
rm -rf "$work" && mkdir -p "$work" || exit 1
fail() { echo "FAIL: $*"; exit 1; }

case $mode in
unreadable)
  # /proc/self/mem opens, but reading its offset 0 fails (EIO), even as root.
  out=$("$driver" /proc/self/mem 2>&1); rc=$?
  echo "$out"
  [ $rc -eq 2 ] || fail "/proc/self/mem: exit $rc, expected 2"
  echo "$out" | grep -q "standalone driver: error: cannot read /proc/self/mem: " ||
    fail "/proc/self/mem: no 'cannot read' error"
  if [ "$(id -u)" -ne 0 ]; then  # permissions do not stop root
    echo x > "$work/no-access" && chmod 000 "$work/no-access"
    out=$("$driver" "$work/no-access" 2>&1); rc=$?
    echo "$out"
    [ $rc -eq 2 ] || fail "no-access: exit $rc, expected 2"
    echo "$out" | grep -q "cannot read .*no-access: Permission denied" || fail "no-access: no error"
  fi
  # An endless file fails fast on the size bound, not after filling memory.
  out=$("$driver" /dev/zero 2>&1); rc=$?
  echo "$out"
  [ $rc -eq 2 ] || fail "/dev/zero: exit $rc, expected 2"
  echo "$out" | grep -q "cannot read /dev/zero: larger than 1048576 bytes" ||
    fail "/dev/zero: no size error"
  ;;
fifo)
  seed=$4
  mkfifo "$work/fifo" || exit 1
  cat "$seed" > "$work/fifo" &
  writer=$!
  out=$("$driver" "$work/fifo" 2>&1); rc=$?
  echo "$out"
  kill "$writer" 2>/dev/null  # still blocked if the driver never opened the FIFO
  wait "$writer" 2>/dev/null
  [ $rc -eq 0 ] || fail "fifo: exit $rc, expected 0"
  echo "$out" | grep -q "standalone driver: ran 1 inputs" || fail "fifo: not run"
  ;;
*)
  fail "unknown mode $mode"
  ;;
esac
echo "PASS: $mode"
