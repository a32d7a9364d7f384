#!/usr/bin/env bash
# The one test command (README): installs everything, then formatting (Prettier; `npm run format`
# writes it), exports no one imports (knip; see docs/architecture.md), lint with module boundaries,
# type check, unit tests, build, the published packages in an app outside the workspace (docs/packages.md),
# the back end on a real PostgreSQL, end-to-end tests in Debian's chromium, and the first-visit JS budget.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
bash tools/scripts/ensure-debian-tools.sh
bash tools/scripts/install.sh
npm run format:check
npx knip --no-progress
npx nx sync
npx nx run-many -t lint typecheck test build --output-style=static
node packages-consumer/test/run.mjs
bash apps/backend/scripts/test-postgres.sh
npx nx run e2e:e2e --output-style=static
node tools/perf/measure.mjs --budget
