#!/usr/bin/env bash
# Runs the PostgreSQL tests against a throwaway cluster each (with-postgres.sh): the back end's
# (two back-end processes on one PostgreSQL) and the BFF's (two BFFs sharing sessions and refreshes).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/with-postgres.sh npx vitest run src/db/postgres.pg.spec.ts
(cd ../bff && bash ../backend/scripts/with-postgres.sh npx vitest run src/two-processes.pg.spec.ts)
