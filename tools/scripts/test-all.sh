#!/usr/bin/env bash
# The one test command (README): installs everything, then formatting (Prettier; `npm run format`
# writes it), exports no one imports (knip; see docs/architecture.md), lint with module boundaries,
# type check, unit tests, build, the published packages in an app outside the workspace (docs/packages.md),
# the back end on a real PostgreSQL, end-to-end tests in Debian's chromium, and the first-visit JS budget.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
# Each step's time is printed at the end, also when a step fails: CI shows only the log's tail,
# and the whole run has to stay under 40 minutes on CI's 2 cores (DEVELOPERS.md).
timings=()
step() {
  local started=$SECONDS
  "$@"
  timings+=("$(printf '%5d s  %s' $((SECONDS - started)) "$*")")
}
report() {
  local status=$?
  echo "Dauer der Schritte (gesamt ${SECONDS} s):"
  printf '  %s\n' "${timings[@]}"
  [ "$status" -eq 0 ] || echo "  Abgebrochen mit Exit-Code ${status} im Schritt nach dem letzten hier genannten."
}
trap report EXIT
step bash tools/scripts/ensure-debian-tools.sh
step bash tools/scripts/install.sh
step npm run format:check
step npx knip --no-progress
step npx nx sync
step npx nx run-many -t lint typecheck test build --output-style=static
step node packages-consumer/test/run.mjs
step bash apps/backend/scripts/test-postgres.sh
step npx nx run e2e:e2e --output-style=static
step node tools/perf/measure.mjs --budget
