#!/usr/bin/env bash
# Runs the back end's PostgreSQL tests (two back-end processes on one PostgreSQL) against a
# throwaway cluster (with-postgres.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/with-postgres.sh npx vitest run src/db/postgres.pg.spec.ts
