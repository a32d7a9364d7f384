#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL cluster from Debian's
# packages, then stops the cluster. Needs root for apt-get; the cluster runs as postgres.
# Usage: bash apps/backend/scripts/with-postgres.sh <command> [args…]
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  apt-get update && apt-get install -y postgresql
fi
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
# A free port unless one is given: two clusters at once (a load test beside `npm test`'s PostgreSQL
# specs) must not both try the same one.
PORT=${PG_TEST_PORT:-$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")}
DIR=$(mktemp -d /tmp/fobu-pg-XXXXXX)
chown postgres "$DIR"
su postgres -c "$BIN/initdb -D $DIR/data -U postgres --auth=trust >/dev/null"
su postgres -c "$BIN/pg_ctl -D $DIR/data -o '-p $PORT -k $DIR -c listen_addresses=127.0.0.1' -l $DIR/log -w start"
cleanup() { su postgres -c "$BIN/pg_ctl -D $DIR/data -m fast -w stop" || true; rm -rf "$DIR"; }
trap cleanup EXIT
su postgres -c "$BIN/createdb -h 127.0.0.1 -p $PORT fobu"
# The same database over its Unix socket, for programs on this host that want it (tools/load-state).
DATABASE_SOCKET_URL="postgres://postgres@/fobu?host=$DIR&port=$PORT" DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/fobu" "$@"
