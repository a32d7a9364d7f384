#!/usr/bin/env bash
# Runs the PostgreSQL tests against a throwaway cluster each (with-postgres.sh): the back end's
# (two back-end processes on one PostgreSQL), the BFF's (two BFFs sharing sessions and refreshes),
# then the restore of a backup.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/with-postgres.sh npx vitest run src/db/postgres.pg.spec.ts
(cd ../bff && bash ../backend/scripts/with-postgres.sh npx vitest run src/two-processes.pg.spec.ts)
# A backup (pg_dump) restores into a working back end: 44–54 s with its own cluster (docs/deployment.md).
bash scripts/with-postgres.sh bash ../../tools/scripts/backup-restore-check.sh
