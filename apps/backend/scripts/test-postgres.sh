#!/usr/bin/env bash
# Runs the back end's PostgreSQL tests (two back-end processes on one PostgreSQL) against a
# throwaway cluster (with-postgres.sh), then the restore of a backup.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/with-postgres.sh npx vitest run src/db/postgres.pg.spec.ts
# A backup (pg_dump) restores into a working back end: 44–54 s with its own cluster (docs/deployment.md).
bash scripts/with-postgres.sh bash ../../tools/scripts/backup-restore-check.sh
