#!/bin/sh
# Runs "$@" (the Temporal dev server) so that it dies with the process that started it, however that
# process ends (kill -9 and the OOM killer included): the parent holds the write end of our stdin, the
# kernel closes it when the parent dies, and the watcher below then stops the server. Node has no
# prctl(PR_SET_PDEATHSIG); this is the portable equivalent. SIGTERM to this script stops the server too.
exec 3<&0
"$@" </dev/null 3<&- &
server=$!
(
  read -r _ <&3
  kill -TERM "$server" 2>/dev/null
  sleep 5
  kill -KILL "$server" 2>/dev/null
) &
watcher=$!
trap 'kill -TERM "$server" 2>/dev/null' TERM INT HUP
while :; do
  wait "$server"
  code=$?
  kill -0 "$server" 2>/dev/null || break
done
kill "$watcher" 2>/dev/null
exit "$code"
