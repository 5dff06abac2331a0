#!/bin/bash
# PID 1 of the Docker image: runs the server ("$@") and keeps its stop deadline when the server cannot.
#
# On a CPU starved by its neighbours, Node runs its SIGTERM handler only after the work already
# queued on its event loop (seconds late at a load of 30), and its own timers run late too: the
# server alone overran Docker's 10 s stop timeout (issue 29, item 12). This script sleeps in `wait`
# and so runs at once when the signal comes; it writes the signal's arrival (milliseconds since the
# epoch) to $SHUTDOWN_SIGNAL_FILE, which the server reads when its handler finally runs and counts
# its deadlines from (server/lib/graceful.ts); and a watcher kills the server if it is still there
# SHUTDOWN_TIMEOUT_MS after the signal. The rest of Docker's 10 s is for the kernel: it frees a
# dead process's memory at that process's share of the CPU (2.7 s for 240 MB beside 24 busy
# processes), and the container is stopped only then. Nothing between the signal and the kill
# starts a process (a new process waits its turn on a starved CPU): bash builtins only.
# Usage: supervise.sh node dist/node/server.js    (tests: supervise.sh node --import tsx server/index.ts)
set -u

timeout_ms=${SHUTDOWN_TIMEOUT_MS:-8000}
kill_after_ms=$timeout_ms
dir=$(mktemp -d "${TMPDIR:-/tmp}/mapleserve-supervise.XXXXXX") || exit 1
export SHUTDOWN_SIGNAL_FILE=$dir/signalled-at
mkfifo "$dir/stop" || exit 1
# Read-write, so that neither end blocks on open; the watcher reads the stop from it, then sleeps on
# it (read -t: a builtin sleep, since nothing else is ever written).
exec 3<>"$dir/stop"

"$@" 3>&- &
child=$!

(
  read -r _ <&3
  read -r -t "$((kill_after_ms / 1000)).$(printf '%03d' $((kill_after_ms % 1000)))" _ <&3
  # Said before the kill: once the server dies, the loop below wakes and ends this watcher, which
  # could then be gone before a message written after the kill (2 of 25 stops under load lost it).
  if kill -0 "$child" 2>/dev/null; then
    echo "supervise: the server was still running $kill_after_ms ms after the stop signal: killed" >&2
    kill -s KILL "$child" 2>/dev/null
  fi
) &
watcher=$!

stopping=
stop() {
  [ -n "$stopping" ] && return
  stopping=1
  echo $((${EPOCHREALTIME/./} / 1000)) >"$SHUTDOWN_SIGNAL_FILE"
  echo stop >&3
  kill -s "$1" "$child" 2>/dev/null
}
trap 'stop TERM' TERM
trap 'stop INT' INT

# wait returns early (above 128) when a trapped signal arrives: wait again until the server is gone.
while :; do
  wait "$child"
  status=$?
  kill -0 "$child" 2>/dev/null || break
done
kill "$watcher" 2>/dev/null
exec 3>&-
rm -rf "$dir" &
exit "$status"
