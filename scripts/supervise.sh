#!/bin/sh
# PID 1 of the Docker image: runs the server ("$@") and keeps its stop deadline when the server cannot.
#
# On a CPU starved by its neighbours, Node runs its SIGTERM handler only after the work already
# queued on its event loop (seconds late at a load of 30), and its own timers run late too: the
# server alone overran Docker's 10 s stop timeout (issue 29, item 12). This script sleeps in wait(1)
# and so is scheduled at once: it writes when the signal came (milliseconds since the epoch) to
# $SHUTDOWN_SIGNAL_FILE, which the server reads when its handler finally runs and counts its
# deadlines from (server/lib/graceful.ts); and it kills the server if it is still there
# SHUTDOWN_TIMEOUT_MS + 1 s after the signal, inside Docker's 10 s.
# Usage: supervise.sh node dist/node/server.js    (tests: supervise.sh node --import tsx server/index.ts)
set -u

timeout_ms=${SHUTDOWN_TIMEOUT_MS:-8000}
SHUTDOWN_SIGNAL_FILE=$(mktemp "${TMPDIR:-/tmp}/mapleserve-stop.XXXXXX") || exit 1
export SHUTDOWN_SIGNAL_FILE

"$@" &
child=$!
killer=

stop() {
  date +%s%3N >"$SHUTDOWN_SIGNAL_FILE"
  kill -s "$1" "$child" 2>/dev/null
  if [ -z "$killer" ]; then
    # sleep takes fractions of a second (coreutils); the deadline is the server's own plus 1 s.
    seconds=$(printf '%d.%03d' $(( (timeout_ms + 1000) / 1000 )) $(( (timeout_ms + 1000) % 1000 )))
    ( sleep "$seconds"; kill -s KILL "$child" 2>/dev/null && echo "supervise: the server was still running ${seconds} s after the stop signal: killed" >&2 ) &
    killer=$!
  fi
}
trap 'stop TERM' TERM
trap 'stop INT' INT

# wait returns early (above 128) when a trapped signal arrives: wait again until the server is gone.
status=0
while :; do
  wait "$child"
  status=$?
  kill -0 "$child" 2>/dev/null || break
done
[ -n "$killer" ] && kill "$killer" 2>/dev/null
rm -f "$SHUTDOWN_SIGNAL_FILE"
exit "$status"
