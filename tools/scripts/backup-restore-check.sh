#!/usr/bin/env bash
# Proves that a backup restores (docs/deployment.md, "Backups"): seeds the back end's database,
# takes a pg_dump as a deployment's backup job does, restores it into a new database, starts a back
# end on the restored one and checks /health/ready and that the counts of the main tables are the same.
# On a throwaway PostgreSQL:
#   bash apps/backend/scripts/with-postgres.sh bash tools/scripts/backup-restore-check.sh
# CHECK_BASE_PORT (default 7850): the restored back end's five ports and its mailbox's two from there.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${DATABASE_URL:?Bitte mit DATABASE_URL aufrufen (z. B. über apps/backend/scripts/with-postgres.sh).}"
base_port=${CHECK_BASE_PORT:-7850}
work=$(mktemp -d /tmp/fobu-backup-XXXXXX)
backend=''
cleanup() {
  if [ -n "$backend" ]; then
    kill "$backend" 2>/dev/null || true
    wait "$backend" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# The tables whose rows must all come back; schema_migrations says the schema is the same.
TABLES=(schema_migrations users angebote termine anmeldungen benachrichtigungen oauth_clients)
counts() {
  for table in "${TABLES[@]}"; do printf '%s %s\n' "$table" "$(psql "$1" -tAc "SELECT count(*) FROM $table")"; done
}

echo "1/5 Seed auf ${DATABASE_URL%%\?*}"
BACKEND_DEMO=1 LOG_LEVEL=warn npx tsx apps/backend/src/reseed.ts >/dev/null
counts "$DATABASE_URL" >"$work/before"

echo "2/5 pg_dump (Format custom: komprimiert, Tabellen einzeln wiederherstellbar)"
pg_dump --format=custom --no-owner --no-privileges --file "$work/fobu.dump" "$DATABASE_URL"
ls -l "$work/fobu.dump" | awk '{ print "    " $5 " Bytes" }'

echo "3/5 Wiederherstellen in eine neue Datenbank"
restored="${DATABASE_URL%/*}/fobu_wiederhergestellt"
psql "$DATABASE_URL" -qc 'DROP DATABASE IF EXISTS fobu_wiederhergestellt' -c 'CREATE DATABASE fobu_wiederhergestellt'
pg_restore --no-owner --no-privileges --exit-on-error --dbname "$restored" "$work/fobu.dump"

echo "4/5 Zeilen vergleichen"
counts "$restored" >"$work/after"
sed 's/^/    /' "$work/after"
diff -u "$work/before" "$work/after"

echo "5/5 Back-End auf der wiederhergestellten Datenbank starten, /health/ready abfragen"
# Demo mode only for its default secrets; the restored database is seeded, so nothing is seeded again.
# node itself, not npx: stopping npx would leave its node child listening.
DATABASE_URL="$restored" BACKEND_DEMO=1 BACKEND_BASE_PORT="$base_port" LOG_LEVEL=warn node --import tsx apps/backend/src/main.ts >"$work/backend.log" 2>&1 &
backend=$!
ready=''
for _ in $(seq 1 120); do
  ready=$(curl -s "http://127.0.0.1:$((base_port + 1))/health/ready" || true)
  [ "$ready" = '{"bereit":true}' ] && break
  kill -0 "$backend" 2>/dev/null || break
  sleep 0.5
done
# Ready, but from another process on these ports, is no proof.
if [ "$ready" != '{"bereit":true}' ] || ! kill -0 "$backend" 2>/dev/null; then
  echo "Das Back-End auf der wiederhergestellten Datenbank ist nicht bereit: ${ready:-keine Antwort}" >&2
  cat "$work/backend.log" >&2
  exit 1
fi
echo "Wiederherstellung geprüft: gleiche Zeilenzahlen, Back-End bereit."
